import Testing
@testable import AnimLayout

/// equal-spacing and equal-centering stacks with no length of their own: UIStackView's canvas
/// fit (length == 0 at 49, kean/Arranged's reading of UIKit) makes them as short as their
/// spacing allows, where the engine used to report the gaps as ambiguous.
@Suite("Engine: equal-spacing stacks fit their views")
struct CanvasFitTests {
    static func layout(_ distribution: String) throws -> Layout {
        let scene = try #require(StatesCompiler.compile(source: """
        canvas 390x844
        stack s { axis horizontal; distribution \(distribution); spacing 8
            view a { intrinsic 40x40 }
            view b { intrinsic 60x40 }
            view c { intrinsic 20x40 }
        }
        s.top == root.top + 100
        s.leading == root.leading + 10
        """, file: "t.states").scene)
        return try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default")
    }

    @Test("equal-spacing: every gap is the spacing, 40 + 8 + 60 + 8 + 20 = 136")
    func equalSpacing() throws {
        let layout = try Self.layout("equal-spacing")
        #expect(layout.frames["s"] == Rect(x: 10, y: 100, width: 136, height: 40))
        #expect(layout.frames["b"]?.x == 58 && layout.frames["c"]?.x == 126)
        #expect(layout.ambiguous.isEmpty && layout.broken.isEmpty)
    }

    @Test("equal-centering: centres 58 apart (the a–b pair needs 20 + 8 + 30), so 146 long")
    func equalCentering() throws {
        let layout = try Self.layout("equal-centering")
        // a's centre 30, b's 88 (b at 58), c's 146 (c at 136): the stack spans 10…156.
        #expect(layout.frames["s"] == Rect(x: 10, y: 100, width: 146, height: 40))
        #expect(layout.frames["b"]?.x == 58 && layout.frames["c"]?.x == 136)
        #expect(layout.ambiguous.isEmpty)
    }
}
