import AnimUIKit
import Foundation
import StatesFormat
import Testing
import TestSupport

/// The importer never writes a scene its own parser rejects: generated Interface Builder
/// documents — random object ids (digits first, odd letters), outlet names and user labels
/// (spaces, punctuation, keywords, non-ASCII), system, catalog and component colours in every
/// colour space, multipliers in every form, nested views and stacks, cells — each import into
/// scenes that compile without an error.
@Suite("Import: generated Interface Builder documents")
struct GeneratedIBImportTests {
    static let kinds = ["view", "label", "button", "imageView", "textField", "switch", "stackView", "scrollView", "containerView",
                        "tableView", "mapView", "customThing"]
    static let names = ["title", "view", "state", "label 1", "Sign in button", "2nd", "über", "a-b", "root", "super", "_x", "canvas",
                        "transition", "ok!", "", "   ", "titleLabel", "x.y", "#hash", "\"quoted\""]
    static let colors = [
        #"<color key="backgroundColor" systemColor="systemBlueColor"/>"#,
        #"<color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>"#,
        #"<color key="backgroundColor" systemColor="madeUpColor"/>"#,
        #"<color key="backgroundColor" cocoaTouchSystemColor="tableCellGroupedBackgroundColor"/>"#,
        #"<color key="backgroundColor" name="BrandColor"/>"#,
        #"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
        #"<color key="backgroundColor" red="1" green="0.2" blue="0.1" alpha="0.5" colorSpace="custom" customColorSpace="displayP3"/>"#,
        #"<color key="backgroundColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="calibratedRGB"/>"#,
        #"<color key="backgroundColor" red="nan" green="1e400" blue="-3" alpha="1" colorSpace="deviceRGB"/>"#,
    ]
    static let multipliers = ["0.5", "1:2", "16:9", "1/3", "2", "abc", "1:0", "", "1e999", "-1"]
    static let attributes = ["top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "topMargin", "firstBaseline", "left"]

    static func id(_ g: inout SplitMix) -> String {
        let alphabet = Array("abcXYZ0123456789-_")
        return String((0..<10).map { i in i == 3 || i == 6 ? "-" : alphabet[g.int(0...(alphabet.count - 1))] })
    }

    static func document(_ g: inout SplitMix, cell: Bool) -> String {
        var ids: [String] = []
        var outlets: [(String, String)] = []
        func view(depth: Int) -> String {
            let kind = g.pick(kinds)
            let id = Self.id(&g)
            ids.append(id)
            if g.chance(0.4) { outlets.append((g.pick(names), id)) }
            var attrs = "id=\"\(id)\" translatesAutoresizingMaskIntoConstraints=\"\(g.chance(0.8) ? "NO" : "YES")\""
            // Views Interface Builder left without constraints (placed by frame and mask), at any depth.
            if g.chance(0.25) { attrs += " fixedFrame=\"YES\"" }
            if g.chance(0.3) { attrs += " userLabel=\"\(g.pick(names).replacingOccurrences(of: "\"", with: "&quot;"))\"" }
            if kind == "label" || kind == "button" { attrs += " text=\"Hello\"" }
            let x = g.chance(0.05) ? g.pick(["nan", "1e400", "-7", "abc"]) : String(g.int(0...50))
            var body = "<rect key=\"frame\" x=\"\(x)\" y=\"\(g.int(0...500))\" width=\"\(g.int(0...300))\" height=\"\(g.int(0...80))\"/>\n"
            if g.chance(0.1) { body += "<edgeInsets key=\"layoutMargins\" top=\"\(g.pick(["8", "nan", "-3", "1e500"]))\" left=\"4\" bottom=\"2\" right=\"1\"/>\n" }
            if g.chance(0.5) {
                let flags = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"].filter { _ in g.chance(0.4) }
                body += "<autoresizingMask key=\"autoresizingMask\" " + flags.map { "\($0)=\"YES\"" }.joined(separator: " ") + "/>\n"
            }
            if kind == "label" || kind == "button", g.chance(0.5) {
                // Interface Builder's weight names are camel case; an unknown one must not get through.
                let weight = g.pick(["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black", "extraWide"])
                body += "<fontDescription key=\"fontDescription\" type=\"system\" weight=\"\(weight)\" pointSize=\"\(g.int(9...40))\"/>\n"
            }
            if g.chance(0.6) { body += g.pick(colors) + "\n" }
            if depth < 3, g.chance(0.4) {
                body += "<subviews>\n" + (0..<g.int(1...3)).map { _ in view(depth: depth + 1) }.joined() + "</subviews>\n"
            }
            return "<\(kind) \(attrs)>\n\(body)</\(kind)>\n"
        }
        let rootID = id(&g)
        let subviews = (0..<g.int(1...6)).map { _ in view(depth: 0) }.joined()
        var constraints = ""
        for _ in 0..<g.int(0...10) where !ids.isEmpty {
            let a = g.pick(ids), b = g.chance(0.2) ? rootID : g.pick(ids)
            var c = "<constraint firstItem=\"\(a)\" firstAttribute=\"\(g.pick(attributes))\""
            if g.chance(0.7) { c += " secondItem=\"\(b)\" secondAttribute=\"\(g.pick(attributes))\"" }
            if g.chance(0.4) { c += " multiplier=\"\(g.pick(multipliers))\"" }
            if g.chance(0.3) { c += " constant=\"\(g.pick(["8", "-16", "0.5", "nan", "1e300"]))\"" }
            if g.chance(0.3) { c += " priority=\"\(g.pick(["750", "250", "999", "1", "0", "1000"]))\"" }
            if g.chance(0.3) { c += " identifier=\"\(g.pick(names).replacingOccurrences(of: "\"", with: "&quot;"))\"" }
            constraints += c + " id=\"\(id(&g))\"/>\n"
        }
        let outletXML = outlets.map { "<outlet property=\"\($0.0.replacingOccurrences(of: "\"", with: "&quot;"))\" destination=\"\($0.1)\" id=\"\(id(&g))\"/>" }
            .joined(separator: "\n")
        let tag = cell ? "tableViewCellContentView" : "view"
        let root = """
        <\(tag) contentMode="scaleToFill" id="\(rootID)" key="\(cell ? "contentView" : "view")">
        <rect key="frame" x="0.0" y="0.0" width="\(g.pick(["375", "390", "393", "768"]))" height="\(g.pick(["667", "844", "852", "1024", "44"]))"/>
        <subviews>
        \(subviews)</subviews>
        <viewLayoutGuide key="safeArea" id="\(id(&g))"/>
        <constraints>
        \(constraints)</constraints>
        </\(tag)>
        """
        let device = "<device id=\"\(g.pick(["retina4_7", "retina6_12", "ipad12_9rounded", "retina9_9", "iPad13_0rounded"]))\" orientation=\"\(g.pick(["portrait", "landscape"]))\"/>"
        if cell {
            return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(g.pick(["14490", "19529", "22505", "23727", "32700.99.1234"]))">
            \(device)
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <tableViewCell id="\(id(&g))" reuseIdentifier="\(g.pick(names).replacingOccurrences(of: "\"", with: "&quot;"))">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            \(root)
            </tableViewCell>
            </objects>
            </document>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(g.pick(["14490", "19529", "22505", "23727", "32700.99.1234"]))">
        \(device)
        <scenes>
        <scene sceneID="\(id(&g))">
        <objects>
        <viewController id="\(id(&g))" customClass="\(g.pick(["", "LoginViewController", "2Bad", "ü"]))" sceneMemberID="viewController">
        \(root)
        <connections>
        \(outletXML)
        </connections>
        </viewController>
        </objects>
        </scene>
        </scenes>
        <resources>
        <namedColor name="BrandColor"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        </resources>
        </document>
        """
    }

    @Test("300 generated storyboards and cell XIBs: every scene compiles; no IB id becomes an identifier")
    func generated() throws {
        var g = SplitMix(seed: 0x1B_0040)
        var scenes = 0
        for n in 0..<300 {
            let text = Self.document(&g, cell: n % 3 == 2)
            let result = InterfaceBuilderImport.scenes(from: Data(text.utf8), file: "Generated\(n).storyboard")
            guard case .success(let imported) = result else { continue }
            for scene in imported {
                scenes += 1
                let compiled = StatesCompiler.compile(source: Array(scene.text.utf8), file: scene.id + ".states")
                let errors = compiled.diagnostics.filter { $0.severity == .error }
                #expect(errors.isEmpty, "document \(n): \(errors.map(\.message))\n\(scene.text)")
                for object in scene.objectIDs.values {
                    #expect(!scene.text.contains(" \(object) ") && !scene.text.contains(" \(object) {"), "document \(n): '\(object)' written as an id")
                }
                if !errors.isEmpty { return }
            }
        }
        #expect(scenes >= 250, "\(scenes) scenes imported")
    }
}
