import Foundation
import Testing

/// What the importer carries so that the audit of a storyboard or XIB judges the screen the
/// app shows: the root view's background under its text, attributed text's own font and
/// colour, a font's weight spelled in its name, and controls the file makes untappable.
@Suite("CLI: auditing a XIB judges what the app draws")
struct AuditImportedFileTests {
    /// A XIB whose root view holds `subviews`, pinned by `constraints` (`root-1` is the root).
    static func xib(root background: String, _ subviews: String, _ constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="400"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    \(background)
                    <constraints>
                        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static let white = #"<color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func label(_ id: String, y: Int, _ inner: String, attributes: String = "") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" text="Options" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="200" height="21"/>
            \(inner)
        </label>
        """
    }

    static func pinned(_ id: String, y: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
        """
    }

    /// Imports `xib` and audits it as a file; the findings' kinds and elements, and the scene.
    static func audit(_ xib: String) throws -> (findings: [String], scene: String) {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Options.xib")
        try xib.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", file.path, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let scenes = object?["scenes"] as? [[String: Any]] ?? []
        let findings = scenes.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        let out = dir.appendingPathComponent("imported")
        _ = try CLI.run(["import", file.path, "--out", out.path])
        let written = try FileManager.default.contentsOfDirectory(at: out, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "states" }
            .map { try String(contentsOf: $0, encoding: .utf8) }
        return (AuditJudgementTests.kinds(findings), written.joined(separator: "\n"))
    }

    @Test("white text on a root drawn #272727 is read against #272727 (no contrast finding); on a root drawn #BBBBBB (1.9:1) it is found")
    func rootBackground() throws {
        let dark = #"<color key="backgroundColor" red="0.153" green="0.153" blue="0.153" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let light = #"<color key="backgroundColor" red="0.733" green="0.733" blue="0.733" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let text = Self.label("title-1", y: 100, Self.white)
        let (quiet, scene) = try Self.audit(Self.xib(root: dark, text, Self.pinned("title-1", y: 100)))
        #expect(scene.contains("root {") && scene.contains("#272727"), "\(scene)")
        #expect(!quiet.contains { $0.hasPrefix("contrast:") }, "\(quiet)")
        let (found, _) = try Self.audit(Self.xib(root: light, text, Self.pinned("title-1", y: 100)))
        #expect(found.contains { $0.hasPrefix("contrast:") }, "\(found)")
    }

    @Test("attributed text keeps its run's font and colour; a named font keeps the weight its name spells")
    func attributedText() throws {
        let attributed = """
            <attributedString key="attributedText">
                <fragment content="Options">
                    <attributes>
                        <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" size="34" name="HelveticaNeue-Bold"/>
                    </attributes>
                </fragment>
            </attributedString>
            """
        let named = #"<fontDescription key="fontDescription" name="AvenirNext-DemiBoldItalic" family="Avenir Next" pointSize="20"/>"#
        let subviews = Self.label("heading-1", y: 100, attributed, attributes: #"usesAttributedText="YES""#)
            + Self.label("caption-1", y: 200, named)
        let (_, scene) = try Self.audit(Self.xib(root: "", subviews, Self.pinned("heading-1", y: 100) + Self.pinned("caption-1", y: 200)))
        #expect(scene.contains("font 34 bold") && scene.contains("text-color #FF0000"), "\(scene)")
        #expect(scene.contains("font 20 semibold italic"), "\(scene)")
    }

    @Test("attributed text's paragraph alignment and AppKit's named colours (textColor: the label colour) are carried")
    func attributedAlignmentAndSystemColor() throws {
        let attributed = """
            <attributedString key="attributedText">
                <fragment content="Thanks">
                    <attributes>
                        <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                        <font key="NSFont" size="20" name="HelveticaNeue"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
            </attributedString>
            """
        let subviews = Self.label("heading-1", y: 100, attributed, attributes: #"textAlignment="natural" usesAttributedText="YES""#)
        let (_, scene) = try Self.audit(Self.xib(root: "", subviews, Self.pinned("heading-1", y: 100)))
        #expect(scene.contains("alignment center") && scene.contains("text-color label"), "\(scene)")
        #expect(!scene.contains("catalog colour"), "\(scene)")
    }

    @Test("a 24 × 24 button is a small tap target; disabled or not interactive in the file, it is allowed with the file's reason")
    func untappable() throws {
        func button(_ extra: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" \(extra) contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="check-1">
                <rect key="frame" x="20" y="100" width="24" height="24"/>
                <state key="normal" title="X"/>
            </button>
            """
        }
        let size = """
            <constraint firstItem="check-1" firstAttribute="width" constant="24" id="w"/>
            <constraint firstItem="check-1" firstAttribute="height" constant="24" id="h"/>
            """ + Self.pinned("check-1", y: 100)
        let (found, _) = try Self.audit(Self.xib(root: "", button(""), size))
        #expect(found.contains { $0.hasPrefix("hit-region:") }, "\(found)")
        for extra in [#"enabled="NO""#, #"userInteractionEnabled="NO""#] {
            let (quiet, scene) = try Self.audit(Self.xib(root: "", button(extra), size))
            #expect(!quiet.contains { $0.hasPrefix("hit-region:") }, "\(extra): \(quiet)")
            #expect(scene.contains("allow hit-region"), "\(scene)")
        }
    }

    @Test("an imported scene's allowances are the import's (if-found): one that matches nothing is no warning when the .states file is audited")
    func importedAllowancesAreQuiet() throws {
        // A disabled 60 × 60 button: the import allows its tap target, which is large enough anyway.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="check-1">
                <rect key="frame" x="20" y="100" width="60" height="60"/>
                <state key="normal" title="X"/>
            </button>
            """
        let size = """
            <constraint firstItem="check-1" firstAttribute="width" constant="60" id="w"/>
            <constraint firstItem="check-1" firstAttribute="height" constant="60" id="h"/>
            """ + Self.pinned("check-1", y: 100)
        let (_, scene) = try Self.audit(Self.xib(root: "", button, size))
        #expect(scene.contains("allow hit-region button1 if-found \"disabled in Options.xib"), "\(scene)")
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try scene.write(to: dir.appendingPathComponent("Options.states"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", "Options.states"], in: dir)
        #expect(r.status == 0 && !r.stderr.contains("matches no finding"), "\(r.stderr)")
    }

    @Test("an Info.plist forcing light mode beside the file: dark mode is not audited (white text on a white root only in dark); --appearance both audits it")
    func infoPlistAppearance() throws {
        let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let label = #"<color key="textColor" systemColor="labelColor"/>"#
        let xib = Self.xib(root: white, Self.label("title-1", y: 100, label), Self.pinned("title-1", y: 100))
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Options.xib")
        try xib.write(to: file, atomically: true, encoding: .utf8)
        func contrast(_ extra: [String]) throws -> (findings: [String], stderr: String) {
            let r = try CLI.run(["audit", file.path] + extra)
            return (r.stderr.split(separator: "\n").filter { $0.contains("warning: contrast") }.map(String.init), r.stderr)
        }
        let (both, _) = try contrast([])
        #expect(both.count == 1 && both[0].contains("dark"), "\(both)")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
            """
        try plist.write(to: dir.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        let (light, note) = try contrast([])
        #expect(light.isEmpty, "\(light)")
        #expect(note.contains("UIUserInterfaceStyle") && note.contains("only light"), "\(note)")
        let (forced, _) = try contrast(["--appearance", "both"])
        #expect(forced.count == 1, "\(forced)")
    }

    @Test("a title on a button's background image is not judged for contrast")
    func backgroundImage() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go-1">
                <rect key="frame" x="20" y="100" width="120" height="50"/>
                <state key="normal" title="Go" backgroundImage="pill">
                    <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </state>
            </button>
            """
        let (found, scene) = try Self.audit(Self.xib(root: "", button, Self.pinned("go-1", y: 100)))
        #expect(!found.contains { $0.hasPrefix("contrast:") }, "\(found)")
        #expect(scene.contains("allow contrast"), "\(scene)")
    }

    @Test("white text on the file's white root (the same colour, invisible on Xcode's canvas) has its colours set in code: no contrast finding; #999999 on white (2.85:1) and blue on grey (1.23:1) are found, and so is white on white in a .states scene")
    func colorsSetInCode() throws {
        let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let gray = #"<color key="textColor" red="0.6" green="0.6" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let (invisible, _) = try Self.audit(Self.xib(root: white, Self.label("title-1", y: 100, Self.white), Self.pinned("title-1", y: 100)))
        #expect(!invisible.contains { $0.hasPrefix("contrast:") }, "\(invisible)")
        // Left out, but said: the summary and --json name the text.
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.xib(root: white, Self.label("title-1", y: 100, Self.white), Self.pinned("title-1", y: 100))
            .write(to: dir.appendingPathComponent("Invisible.xib"), atomically: true, encoding: .utf8)
        let text = try CLI.run(["audit", "Invisible.xib", "--text-sizes", "large"], in: dir)
        #expect(text.stdout.contains("(contrast not judged: 'label1', drawn in the colour under it in the file, so its colours are taken as set in code)"), "\(text.stdout)")
        let json = try CLI.run(["audit", "Invisible.xib", "--text-sizes", "large", "--json"], in: dir)
        #expect(json.stdout.contains("\"drawn-in-the-colour-under-it\""), "\(json.stdout)")
        let (faint, _) = try Self.audit(Self.xib(root: white, Self.label("title-1", y: 100, gray), Self.pinned("title-1", y: 100)))
        #expect(faint.contains { $0.hasPrefix("contrast:") }, "\(faint)")
        // System blue on system grey is 1.23:1 but seen on the canvas by its hue: a finding.
        let grey = #"<color key="backgroundColor" red="0.557" green="0.557" blue="0.576" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let blue = #"<color key="textColor" red="0" green="0.478" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let (hue, _) = try Self.audit(Self.xib(root: grey, Self.label("title-1", y: 100, blue), Self.pinned("title-1", y: 100)))
        #expect(hue.contains { $0.hasPrefix("contrast:") }, "\(hue)")
        let scene = """
        canvas 390x844
        root { color white }
        label title "Options" { text-color white }
        title.leading == root.leading + 20
        title.top == root.top + 100
        state s
        """
        let (_, written) = try AuditCommandTests.audit(scene)
        #expect(AuditJudgementTests.kinds(written).contains("contrast:title"), "\(AuditJudgementTests.kinds(written))")
    }

    @Test("a button with no title, image or background laid over a view is allowed its overlap (it draws nothing) and still judged as a tap target; with a title or an image it overlaps")
    func invisibleButton() throws {
        func button(_ title: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="close-1">
                <rect key="frame" x="20" y="96" width="56" height="20"/>
                \(title)
            </button>
            """
        }
        let handle = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="handle-1">
                <rect key="frame" x="20" y="100" width="56" height="4"/>
                <color key="backgroundColor" red="0.6" green="0.6" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """
        let constraints = AuditPlacementTests.framed("close-1", x: 20, y: 96, width: 56, height: 20)
            + AuditPlacementTests.framed("handle-1", x: 20, y: 100, width: 56, height: 4)
        // The button is drawn first, the handle on it (a handle under a button that covers it is its backing).
        let (quiet, scene) = try Self.audit(Self.xib(root: "", button("") + handle, constraints))
        #expect(!quiet.contains { $0.hasPrefix("overlap:") } && quiet.contains { $0.hasPrefix("hit-region:") }, "\(quiet)")
        #expect(scene.contains("allow overlap"), "\(scene)")
        for drawn in [#"<state key="normal" title="Close"/>"#,
                      #"<state key="normal"><imageReference key="image" image="chevron.down" catalog="system"/></state>"#] {
            let (found, _) = try Self.audit(Self.xib(root: "", button(drawn) + handle, constraints))
            #expect(found.contains { $0.hasPrefix("overlap:") }, "\(drawn): \(found)")
        }
    }

    @Test("Interface Builder's default title 'Button' beside a button configuration's image is a placeholder: no title, so no contrast or clipping of it")
    func configurationPlaceholder() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="copy-1">
                <rect key="frame" x="20" y="100" width="51" height="34"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="doc.on.doc" catalog="system" symbolScale="large"/>
                </buttonConfiguration>
            </button>
            """
        let (found, scene) = try Self.audit(Self.xib(root: "", button, AuditPlacementTests.framed("copy-1", x: 20, y: 100, width: 51, height: 34)))
        #expect(!found.contains { $0.hasPrefix("contrast:") || $0.hasPrefix("text-clipped:") }, "\(found)")
        #expect(!scene.contains("\"Button\""), "\(scene)")
    }

    @Test("a view the file leaves ambiguous (no height: the app's code sizes it) is not judged in the file, and the summary names it; its imported scene still reports it, noted")
    func ambiguousViewNotJudged() throws {
        let panel = """
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="error-1" customClass="ErrorMessageView">
                <rect key="frame" x="20" y="100" width="280" height="41"/>
                <color key="backgroundColor" red="1" green="0.8" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """
        let constraints = Self.pinned("error-1", y: 100) + #"<constraint firstItem="error-1" firstAttribute="width" constant="280" id="error-1-w"/>"#
        let xib = Self.xib(root: "", panel, constraints)
        let (found, scene) = try Self.audit(xib)
        #expect(!found.contains { $0.hasPrefix("zero-size:") }, "\(found)")
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Panel.xib")
        try xib.write(to: file, atomically: true, encoding: .utf8)
        let text = try CLI.run(["audit", file.path, "--text-sizes", "large"], in: dir)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("(not judged: 'view1', which the constraints leave ambiguous"), "\(text.stdout)")
        // --json lists it under notJudged, so a dashboard sees what was left out.
        let json = try CLI.run(["audit", file.path, "--text-sizes", "large", "--json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let scene0 = (object?["scenes"] as? [[String: Any]])?.first
        let notJudged = scene0?["notJudged"] as? [[String: Any]] ?? []
        #expect(notJudged.contains { ($0["elements"] as? [String]) == ["view1"] && ($0["why"] as? String) == "ambiguous" }, "\(json.stdout)")
        // Audited as a scene of its own, the same view is reported, with the note.
        let (_, findings) = try AuditCommandTests.audit(scene, ["--text-sizes", "large"])
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("'view1' is visible but 280 × 0 pt ('view1' is ambiguous here: its height is not fixed") }, "\(messages)")
    }

    @Test("a cell's canvas is its row: a label pushed past its top is an overflow, not also a safe-area finding")
    func cellHasNoSafeArea() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="44" id="cell-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell-1" id="cv-1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" text="Folder" translatesAutoresizingMaskIntoConstraints="NO" id="title-1">
                                <rect key="frame" x="16" y="-12" width="120" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title-1" firstAttribute="leading" secondItem="cv-1" secondAttribute="leading" constant="16" id="l1"/>
                            <constraint firstItem="title-1" firstAttribute="top" secondItem="cv-1" secondAttribute="top" constant="-12" id="t1"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let (found, scene) = try Self.audit(xib)
        #expect(found.contains { $0.hasPrefix("overflow:") }, "\(found)")
        #expect(!found.contains { $0.hasPrefix("safe-area:") }, "\(found)")
        #expect(scene.contains("allow safe-area label1 if-found \"a cell's canvas is its row"), "\(scene)")
    }

    @Test("a XIB view that clips its subviews crops its illustration on purpose: no overflow for the picture; without clipsSubviews it overflows")
    func croppedIllustration() throws {
        let picture = """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="laptop" translatesAutoresizingMaskIntoConstraints="NO" id="laptop-1">
                <rect key="frame" x="0.0" y="-20" width="225" height="323"/>
                <constraints>
                    <constraint firstAttribute="width" constant="225" id="laptop-1-w"/>
                    <constraint firstAttribute="height" constant="323" id="laptop-1-h"/>
                </constraints>
            </imageView>
            """
        let constraints = #"<constraint firstItem="laptop-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="laptop-1-l"/>"#
            + #"<constraint firstItem="laptop-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="-20" id="laptop-1-t"/>"#
        let plain = Self.xib(root: "", picture, constraints)
        let (overflows, _) = try Self.audit(plain)
        #expect(overflows.contains { $0.hasPrefix("overflow:") }, "\(overflows)")
        let clipping = plain.replacingOccurrences(of: #"<view contentMode="scaleToFill" id="root-1">"#,
                                                  with: #"<view clipsSubviews="YES" contentMode="scaleToFill" id="root-1" userLabel="central_iTunes">"#)
        let (cropped, scene) = try Self.audit(clipping)
        #expect(!cropped.contains { $0.hasPrefix("overflow:") }, "\(cropped)")
        #expect(scene.contains("cropped by 'central_iTunes', which clips its subviews"), "\(scene)")
    }

    @Test("two labels the file lays over each other (a folder's name or a file's title) are alternatives its code shows one at a time: no overlap; labels that meet only as text grows still overlap")
    func stackedAlternatives() throws {
        func labels(_ secondY: Int) -> String {
            let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
            let grows = #"adjustsFontForContentSizeCategory="YES""#
            return Self.label("folder-1", y: 100, body, attributes: grows).replacingOccurrences(of: "Options", with: "Folder name")
                + Self.label("title-1", y: secondY, body, attributes: grows).replacingOccurrences(of: "Options", with: "File title")
        }
        let constraints = Self.pinned("folder-1", y: 100)
        let stacked = Self.xib(root: "", labels(100), constraints + Self.pinned("title-1", y: 100))
        let (quiet, _) = try Self.audit(stacked)
        #expect(!quiet.contains { $0.hasPrefix("overlap:") }, "\(quiet)")
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Row.xib")
        try stacked.write(to: file, atomically: true, encoding: .utf8)
        let text = try CLI.run(["audit", file.path], in: dir)
        #expect(text.stdout.contains("(overlap not judged: 'label1' over 'label2', labels the file lays over each other"), "\(text.stdout)")
        // 30 pt apart at the default size, the second label's text meets the first only as it grows.
        let apart = Self.xib(root: "", labels(130), constraints + Self.pinned("title-1", y: 130))
        let (grown, _) = try Self.audit(apart)
        #expect(grown.contains { $0.hasPrefix("overlap:") }, "\(grown)")
    }
}
