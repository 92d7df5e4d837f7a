import AnimLayout
import AnimText
import AnimUIKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StatesFormat
import Testing

/// `import` of Interface Builder files: the scenes compile, the frames are the hand-computed
/// ones (and, for real storyboards saved by Xcode, the frames Xcode saved), and bad input is a
/// located error.
@Suite struct ImportTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The scenes of `data`, each compiled and laid out in its initial state: frames by id.
    static func frames(_ data: Data, file: String) throws -> [(scene: ImportedScene, frames: [String: Rect])] {
        let scenes = try InterfaceBuilderImport.scenes(from: data, file: file).get()
        return try scenes.map { scene in
            let result = StatesCompiler.compile(source: Array(scene.text.utf8), file: scene.id + ".states")
            guard let compiled = result.scene, !result.hasErrors else {
                throw ImportFailure(line: nil, message: DiagnosticRenderer(source: Array(scene.text.utf8)).render(result.diagnostics))
            }
            let engine = LayoutEngine(scene: compiled, measurer: try TextSystem.shared(fontFiles: []))
            let layout = try engine.layout(state: compiled.initialState, environment: "default")
            #expect(layout.conflicts.isEmpty, "\(scene.id): \(layout.conflicts)")
            return (scene, layout.frames)
        }
    }

    @Test func aStackWithAHiddenViewMarginsTheSafeAreaAndAnAutoresizingMask() throws {
        let data = try Data(contentsOf: Self.here.appendingPathComponent("../../Examples/Card.storyboard"))
        let imported = try Self.frames(data, file: "Card.storyboard")
        #expect(imported.count == 1)
        let (scene, f) = try #require(imported.first)
        #expect(scene.id == "Card")
        // Elements are named by outlets, labels or kind and number; the test finds them by the
        // Interface Builder ids they were made from.
        let names = Dictionary(uniqueKeysWithValues: scene.objectIDs.map { ($0.value, $0.key) })
        func at(_ object: String) -> Rect? { names[object].flatMap { f[$0] } }
        #expect(!scene.text.contains("-11-") && !scene.text.contains("-33-") && !scene.text.contains("-44-"), "no IB id is an identifier")
        // Hand-computed: the safe area starts at 20 (retina4_7's status bar); the stack at 20 + 8,
        // 16 from each side (343 wide); the hidden view takes no height and no spacing.
        #expect(at("aaa-11-aaa") == Rect(x: 16, y: 28, width: 343, height: 40))
        #expect(at("ccc-33-ccc") == Rect(x: 16, y: 78, width: 343, height: 60))
        #expect(at("stk-01-abc") == Rect(x: 16, y: 28, width: 343, height: 110))
        // On the root's margin (16, UIKit's system minimum), half the root's width (1:2), 20 above
        // the safe area's bottom (667), 100 high (the @750 height holds).
        #expect(at("box-44-box") == Rect(x: 16, y: 547, width: 187.5, height: 100))
        // Placed by its frame and autoresizing mask.
        #expect(at("fix-55-fix") == Rect(x: 10, y: 500, width: 100, height: 50))
        // Names: outlets name things; an identifier names its constraint.
        #expect(scene.text.contains("view middle {") && scene.text.contains("hidden"))
        #expect(scene.text.contains("boxHeight: \(names["box-44-box"] ?? "?").height == 100 @750"))
        #expect(scene.text.contains("labelHeight: \(names["ccc-33-ccc"] ?? "?").height == 60"))
        #expect(scene.text.contains("font headline"))
        #expect(scene.text.contains("color green"))
    }

    /// Real storyboards and a XIB saved by Xcode, when the project's shared fixtures are beside
    /// the repository: every view whose frame Xcode saved (and did not mark as misplaced) is
    /// where Interface Builder put it, within half a point (text is measured in other fonts).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: fixtures.path)))
    func xcodeSavedFramesAreReproduced() throws {
        var compared = 0
        for name in ["mattneub/StackViewTest.storyboard", "mattneub/EvenDistribution.storyboard", "mattneub/SecondViewController.xib",
                     "constraints/Main.storyboard"] {
            let url = Self.fixtures.appendingPathComponent(name)
            let data = try Data(contentsOf: url)
            let imported = try Self.frames(data, file: name)
            let saved = SavedFrames(data)
            for (scene, frames) in imported {
                let names = Dictionary(uniqueKeysWithValues: scene.objectIDs.map { ($0.value, $0.key) })
                for (object, rect) in saved.frames where !saved.misplaced.contains(object) {
                    guard let ours = names[object].flatMap({ frames[$0] }) else { continue }
                    let worst = max(abs(ours.minX - rect.minX), abs(ours.minY - rect.minY), abs(ours.width - rect.width), abs(ours.height - rect.height))
                    #expect(worst <= 0.5, "\(name) \(scene.id) \(object): Xcode \(rect), imported \(ours)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 30)
    }

    static let fixtures = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures")

    @Test func badInputIsALocatedErrorOrBounded() throws {
        // Malformed XML: the line of the problem.
        let malformed = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\">\n</objects>\n"
        guard case .failure(let f) = InterfaceBuilderImport.scenes(from: Data(malformed.utf8), file: "bad.xib") else {
            Issue.record("malformed XML was accepted"); return
        }
        #expect(f.message.contains("malformed XML") && f.line != nil, "\(f)")
        // An entity-expansion bomb ends in an error or a small result, quickly.
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [\n<!ENTITY a0 \"xxxxxxxxxx\">\n"
        for k in 1...9 { bomb += "<!ENTITY a\(k) \"" + String(repeating: "&a\(k - 1);", count: 10) + "\">\n" }
        bomb += "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews><label id=\"l\" text=\"&a9;\"/></subviews></view></objects></document>\n"
        let start = Date()
        let result = InterfaceBuilderImport.scenes(from: Data(bomb.utf8), file: "bomb.xib")
        #expect(Date().timeIntervalSince(start) < 5)
        if case .success(let scenes) = result { #expect(scenes.allSatisfy { $0.text.utf8.count < 1_000_000 }) }
        // Not an iOS Interface Builder file.
        guard case .failure(let other) = InterfaceBuilderImport.scenes(from: Data("<plist/>".utf8), file: "x.xib") else {
            Issue.record("a plist was accepted"); return
        }
        #expect(other.message.contains("not an iOS storyboard or XIB"))
        // Too large: refused before parsing.
        let huge = Data(count: InterfaceBuilderImport.maximumBytes + 1)
        guard case .failure(let big) = InterfaceBuilderImport.scenes(from: huge, file: "huge.xib") else {
            Issue.record("an oversized file was read"); return
        }
        #expect(big.message.contains("MB"))
        // A constraint to an unknown object: a warning at its line; the rest is imported.
        let unknown = """
        <?xml version="1.0"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
        <objects>
        <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"/></subviews>
        <constraints>
        <constraint firstItem="a" firstAttribute="top" secondItem="nope" secondAttribute="top" id="c1"/>
        </constraints>
        </view>
        </objects>
        </document>
        """
        let scenes = try InterfaceBuilderImport.scenes(from: Data(unknown.utf8), file: "u.xib").get()
        #expect(scenes.first?.warnings.contains { $0.line == 7 && $0.message.contains("'nope'") } == true, "\(scenes.first?.warnings ?? [])")
    }
}

/// The frames Xcode saved in an Interface Builder file, in root coordinates (an independent
/// reference: Interface Builder's own engine placed them), read with Foundation's parser.
struct SavedFrames {
    var frames: [String: Rect] = [:]
    var misplaced: Set<String> = []

    init(_ data: Data) {
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        _ = parser.parse()
        frames = delegate.frames
        misplaced = delegate.misplaced
    }

    final class Collector: NSObject, XMLParserDelegate {
        var frames: [String: Rect] = [:]
        var misplaced: Set<String> = []
        /// Open elements: (object id, origin of its frame in root coordinates, whether it is a view).
        var stack: [(id: String?, x: Double, y: Double, view: Bool)] = []
        var rootOrigin: (Double, Double)?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "rect", attributes["key"] == "frame", let owner = stack.last, owner.view, let id = owner.id {
                let x = Double(attributes["x"] ?? "") ?? 0, y = Double(attributes["y"] ?? "") ?? 0
                let w = Double(attributes["width"] ?? "") ?? 0, h = Double(attributes["height"] ?? "") ?? 0
                // The parent view's origin: the nearest open view below this one.
                let parent = stack.dropLast().last { $0.view }
                let ox = parent?.x ?? -x, oy = parent?.y ?? -y
                let ax = ox + x, ay = oy + y
                stack[stack.count - 1].x = ax
                stack[stack.count - 1].y = ay
                if parent != nil { frames[id] = Rect(x: ax, y: ay, width: w, height: h) }
            }
            let isView = attributes["id"] != nil && ["view", "label", "button", "imageView", "textField", "switch", "segmentedControl",
                                                     "slider", "progressView", "activityIndicatorView", "stackView", "pickerView"].contains(name)
            if isView, attributes["misplaced"] == "YES", let id = attributes["id"] { misplaced.insert(id) }
            stack.append((attributes["id"], 0, 0, isView))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }
    }
}
