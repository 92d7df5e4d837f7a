import AnimLayout
@testable import AnimUIKit
import AnimSwiftImport
import Foundation
import StatesFormat
import Testing

/// What the round trip through `export swift` and `import` used to lose: a `* -> *`
/// transition, the identity of a `replace`'s new constraint, and the root view's background.
@Suite struct RoundTripLeftoversTests {
    static let source = """
        canvas 390x844
        root { color #F2F2F7 }
        label title "Hi"
        title.top == root.top + 40
        lead: title.leading == root.leading + 8
        state left
        state far { replace lead: title.leading == root.centerX }
        transition * -> * { duration 0.5; curve ease-out }
        """

    static func roundTrip() throws -> (swift: String, back: String) {
        let scene = try #require(StatesCompiler.compile(source: source, file: "Leftovers.states").scene)
        let (swift, _) = try SwiftExport.source(for: scene, file: "Leftovers.states", source: source)
        let back = try #require(try SwiftCodeImport.scenes(from: swift, file: "Leftovers.swift").get().first)
        return (swift, back.text)
    }

    @Test func anyToAnyTransitionSurvives() throws {
        let (swift, back) = try Self.roundTrip()
        #expect(swift.contains("case (_, _):"))
        #expect(back.contains("transition * -> * { duration 0.5; curve ease-out }"), "\(back)")
        let scene = try #require(StatesCompiler.compile(source: back, file: "Back.states").scene)
        #expect(scene.transitions.first { $0.from == .any && $0.to == .any }?.duration == 0.5)
    }

    @Test func replacementGetsItsOwnName() throws {
        let (swift, back) = try Self.roundTrip()
        #expect(swift.contains(".named(\"lead\", priority: 1000)"))
        #expect(swift.contains(".named(\"lead-far\", priority: 1000)"), "\(swift)")
        let scene = try #require(StatesCompiler.compile(source: back, file: "Back.states").scene)
        let engine = LayoutEngine(scene: scene, measurer: FixedMeasurer())
        let left = try engine.layout(state: "left").frames["title"], far = try engine.layout(state: "far").frames["title"]
        #expect(left?.minX == 8, "\(String(describing: left))")
        // The header carries the canvas (390 wide): the new constraint puts the label at the centre.
        #expect(far?.minX == 195, "\(String(describing: far))\n\(back)")
    }

    @Test func rootColorIsWrittenExportedAndImported() throws {
        let scene = try #require(StatesCompiler.compile(source: Self.source, file: "Leftovers.states").scene)
        #expect(scene.rootColor == DynamicColor(Color(r: 0xF2, g: 0xF2, b: 0xF7)))
        let (swift, back) = try Self.roundTrip()
        #expect(swift.contains("backgroundColor = "))
        #expect(back.contains("root { color #F2F2F7 }"), "\(back)")
        let code = "final class V: UIViewController {\n    let label = UILabel()\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
            + "        view.backgroundColor = .white\n        view.addSubview(label)\n        label.translatesAutoresizingMaskIntoConstraints = false\n"
            + "        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true\n"
            + "        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true\n    }\n}\n"
        let imported = try #require(try SwiftCodeImport.scenes(from: code, file: "V.swift").get().first)
        #expect(imported.text.contains("root { color white }"), "\(imported.text)")
        let errors = StatesCompiler.compile(source: "canvas 390x844\nroot { margins 8 }\n", file: "x.states").diagnostics.map(\.message)
        #expect(errors.contains { $0.contains("cannot be set on the root view") })
    }
}

/// Measures every text as 10 × 10 (the layouts here only need x positions).
private struct FixedMeasurer: TextMeasurer {
    func measure(_ request: TextRequest) -> TextMetrics { TextMetrics(width: 10, height: 10, lineCount: 1, lineHeight: 10, ascent: 8) }
}
