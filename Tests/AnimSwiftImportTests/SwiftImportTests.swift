import AnimLayout
import AnimRender
import AnimText
import AnimSwiftImport
@testable import AnimUIKit
import Foundation
import StatesFormat
import Testing

/// `import X.swift`: views, anchors and states from code, and the round trip through
/// `export swift` for every bundled scene.
@Suite struct SwiftImportTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The shared fixtures beside the repository (Xcode's own files), when they are there.
    static let fixtures = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures")

    /// A compiled scene with its images and fonts, as the command line loads it.
    static func load(_ text: String, file: String) throws -> (Scene, TextSystem) {
        let result = StatesCompiler.compile(source: Array(text.utf8), file: file)
        guard var scene = result.scene, !result.hasErrors else {
            throw ImportFailure(line: nil, message: DiagnosticRenderer(source: Array(text.utf8)).render(result.diagnostics))
        }
        scene = try ImageSetup.load(scene).mapError { ImportFailure(line: nil, message: "\($0.diagnostics)") }.get()
        let text = try TextSetup.load(scene).mapError { ImportFailure(line: nil, message: "\($0)") }.get()
        return (scene, text)
    }

    @Test func seed002PrioritySwappingFromAViewController() throws {
        let source = try String(contentsOf: Self.here.appendingPathComponent("SwiftSources/PositionViewController.swift.txt"), encoding: .utf8)
        let scenes = try SwiftCodeImport.scenes(from: source, file: "PositionViewController.swift").get()
        let imported = try #require(scenes.first)
        #expect(imported.text.contains("state left") && imported.text.contains("state center {") && imported.text.contains("priority centered 750"))
        let (scene, text) = try Self.load(imported.text, file: "Position.states")
        let engine = LayoutEngine(scene: scene, measurer: text)
        // The default canvas, an iPhone 15 Pro: 393 wide, safe area from 59 (hand-computed).
        let expected: [String: Double] = ["left": 8, "center": (393 - 100) / 2, "right": 393 - 8 - 100]
        for (state, x) in expected {
            let f = try engine.layout(state: state, environment: "default").frames["positionLabel"]
            #expect(f == Rect(x: x, y: 59 + 40, width: 100, height: 24), "\(state): \(String(describing: f))")
        }
    }

    @Test func visualFormatSystemSpacingAndLocalConstraints() throws {
        let source = try String(contentsOf: Self.here.appendingPathComponent("SwiftSources/TilesView.swift.txt"), encoding: .utf8)
        let imported = try #require(try SwiftCodeImport.scenes(from: source, file: "TilesView.swift").get().first)
        #expect(imported.text.contains("vfl \"H:|-16-[tileA]-10-[tileB(==tileA)]-16-|\""), "\(imported.text)")
        #expect(imported.text.contains("low: caption.width == 10 @250") || imported.text.contains("caption.width == 10 @250"), "\(imported.text)")
        #expect(imported.warnings.contains { $0.message.contains("system spacing") })
        let (scene, text) = try Self.load(imported.text, file: "Tiles.states")
        let f = try LayoutEngine(scene: scene, measurer: text).layout(state: "default", environment: "default").frames
        // Hand-computed on the default canvas (393 wide, safe area from 59): two equal tiles
        // between 16-point margins with 10 between them; the caption 2 × 8 below.
        let a = try #require(f["tileA"]), b = try #require(f["tileB"]), c = try #require(f["caption"])
        #expect(abs(a.minX - 16) < 0.01 && abs(a.width - 175.5) < 0.01 && abs(a.minY - 79) < 0.01 && abs(a.height - 80) < 0.01, "\(a)")
        #expect(abs(b.minX - 201.5) < 0.01 && abs(b.width - 175.5) < 0.01, "\(b)")
        #expect(abs(c.minX - 16) < 0.01 && abs(c.minY - 175) < 0.01, "\(c)")
    }

    @Test func everyBundledSceneSurvivesExportAndImport() throws {
        let states = Self.here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("States")
        let names = try FileManager.default.contentsOfDirectory(atPath: states.path).filter { $0.hasSuffix(".states") }.sorted()
        #expect(names.count >= 20)
        var compared = 0
        for name in names {
            let path = states.appendingPathComponent(name).path
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let (original, originalText) = try Self.load(source, file: path)
            // Export (image paths absolute, so that the imported scene finds them anywhere), then import.
            let (swift, _) = try SwiftExport.source(for: original, file: name, source: source) { URL(fileURLWithPath: $0.path).standardizedFileURL.path }
            let back = try #require(try SwiftCodeImport.scenes(from: swift, file: "\(name).swift").get().first)
            let (imported, importedText) = try Self.load(back.text, file: "/tmp/\(name)")
            let ids = try SwiftWriter(scene: original, file: name).names
            let a = LayoutEngine(scene: original, measurer: originalText), b = LayoutEngine(scene: imported, measurer: importedText)
            for env in [original.canvas.name] + original.sizes.map(\.name) {
                for state in original.states {
                    let fa = try a.layout(state: state.name, environment: env).frames
                    let fb = try b.layout(state: SwiftWriter.identifier(state.name).replacingOccurrences(of: "`", with: ""), environment: env).frames
                    for e in original.elements {
                        guard let ra = fa[e.id], let id = ids[e.id], let rb = fb[id] else {
                            Issue.record("\(name): '\(e.id)' is missing after the round trip")
                            continue
                        }
                        let d = max(abs(ra.minX - rb.minX), abs(ra.minY - rb.minY), abs(ra.width - rb.width), abs(ra.height - rb.height))
                        #expect(d <= 0.01, "\(name) \(state.name) \(env) \(e.id): \(ra) → \(rb)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 300)
    }

    @Test func methodsThatOnlyChangeTheLayoutAreStates() throws {
        let source = try String(contentsOf: Self.here.appendingPathComponent("SwiftSources/DetailsView.swift.txt"), encoding: .utf8)
        let imported = try #require(try SwiftCodeImport.scenes(from: source, file: "DetailsView.swift").get().first)
        let (scene, text) = try Self.load(imported.text, file: "Details.states")
        #expect(scene.states.map(\.name) == ["initial", "expand", "collapse"])
        let engine = LayoutEngine(scene: scene, measurer: text)
        #expect(try engine.layout(state: "initial", environment: "default").frames["panel"] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(try engine.layout(state: "expand", environment: "default").frames["panel"] == Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(try engine.layout(state: "collapse", environment: "default").hidden.contains("details"))
    }

    @Test func swiftThatDoesNotParseIsALocatedError() {
        guard case .failure(let f) = SwiftCodeImport.scenes(from: "final class A: UIView {\n    let a = UIView(\n}\n", file: "A.swift") else {
            Issue.record("broken Swift was accepted"); return
        }
        #expect(f.line != nil && f.message.contains("does not parse"), "\(f)")
    }
}

/// A storyboard with its view controller's code: the scenes get the states the code makes.
@Suite struct StoryboardWithCodeTests {
    @Test func theControllersSwitchGivesTheStoryboardSceneItsStates() throws {
        let here = SwiftImportTests.here
        let storyboard = try Data(contentsOf: here.appendingPathComponent("../../Examples/Card.storyboard"))
        let code = try String(contentsOf: here.appendingPathComponent("../../Examples/CardViewController.swift"), encoding: .utf8)
        let scenes = try InterfaceBuilderImport.scenes(from: storyboard, file: "Card.storyboard", code: [(code, "CardViewController.swift")]).get()
        let imported = try #require(scenes.first)
        #expect(imported.text.contains("state compact {") && imported.text.contains("constant boxHeight 200") && imported.text.contains("show middle"),
                "\(imported.text)")
        let (scene, text) = try SwiftImportTests.load(imported.text, file: "Card.states")
        let engine = LayoutEngine(scene: scene, measurer: text)
        // Hand-computed (see ImportTests for the storyboard's own frames): compact keeps the box
        // 100 high and the middle view hidden; tall makes the box 200 high (its top at 667 - 20 -
        // 200) and shows the middle view, 50 high with 10 on each side.
        let names = Dictionary(uniqueKeysWithValues: imported.objectIDs.map { ($0.value, $0.key) })
        let box = try #require(names["box-44-box"]), label = try #require(names["ccc-33-ccc"])
        let compact = try engine.layout(state: "compact", environment: "default").frames
        #expect(compact[box] == Rect(x: 16, y: 547, width: 187.5, height: 100))
        #expect(compact[label] == Rect(x: 16, y: 78, width: 343, height: 60))
        let tall = try engine.layout(state: "tall", environment: "default").frames
        #expect(tall[box] == Rect(x: 16, y: 447, width: 187.5, height: 200))
        #expect(tall["middle"] == Rect(x: 16, y: 78, width: 343, height: 50))
        #expect(tall[label] == Rect(x: 16, y: 138, width: 343, height: 60))
    }

    /// Seed 002's own project (a storyboard saved by Xcode, when the shared fixtures are beside the
    /// repository) with a controller written as the seed shows it: the label's leading constant
    /// is 8 or 40 by position.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: SwiftImportTests.fixtures.appendingPathComponent("constraints/Main.storyboard").path)))
    func seed002LeadingViewController() throws {
        let storyboard = try Data(contentsOf: SwiftImportTests.fixtures.appendingPathComponent("constraints/Main.storyboard"))
        let code = """
        import UIKit
        enum Position { case Left, Center, Right }
        class LeadingViewController: UIViewController {
            @IBOutlet weak var positionLabel: UILabel!
            @IBOutlet weak var positionLabelLeadingConstraint: NSLayoutConstraint!
            var position: Position = .Left
            private func configurePosition() {
                let changes = {
                    self.positionLabelLeadingConstraint.constant = self.position == .Left ? 8 : 40
                    self.view.layoutIfNeeded()
                }
                UIView.animate(withDuration: 0.3, animations: changes)
            }
        }
        """
        let scenes = try InterfaceBuilderImport.scenes(from: storyboard, file: "Main.storyboard", code: [(code, "LeadingViewController.swift")]).get()
        let leading = try #require(scenes.first { $0.id == "LeadingViewController" })
        let (scene, text) = try SwiftImportTests.load(leading.text, file: "Leading.states")
        let engine = LayoutEngine(scene: scene, measurer: text)
        for (state, x) in [("Left", 8.0), ("Center", 40.0), ("Right", 40.0)] {
            let f = try #require(try engine.layout(state: state, environment: "default").frames["positionLabel"])
            #expect(abs(f.minX - x) < 0.01, "\(state): \(f)")
        }
    }
}
