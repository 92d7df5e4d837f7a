import Testing
@testable import AnimLayout

/// Negative layout margins are legal in UIKit (`directionalLayoutMargins` takes any value; the
/// seed's stack example uses a −8 bottom margin): the margins guide then reaches outside the view.
@Suite("Engine: negative margins")
struct NegativeMarginsTests {
    @Test("a −8 bottom margin puts the margins guide 8 points below the view; margins −4 on every edge")
    func negative() throws {
        let source = """
        canvas 390x844
        view card { margins(top: 8, leading: 8, bottom: -8, trailing: 8)
            view inner
        }
        view all { margins -4
            view fill
        }
        card.top == root.top + 100
        card.leading == root.leading + 20
        card.width == 200
        card.height == 100
        inner.top == card.margins.top
        inner.leading == card.margins.leading
        inner.trailing == card.margins.trailing
        inner.bottom == card.margins.bottom
        all.top == root.top + 300
        all.leading == root.leading
        all.width == 100
        all.height == 50
        fill.top == all.margins.top
        fill.leading == all.margins.leading
        fill.trailing == all.margins.trailing
        fill.bottom == all.margins.bottom
        """
        let compiled = StatesCompiler.compile(source: source, file: "t.states")
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compiled.diagnostics)")
        let scene = try #require(compiled.scene)
        let layout = try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default")
        // card (20, 100, 200, 100): margins 8 / 8 / −8 / 8.
        #expect(layout.frames["inner"] == Rect(x: 28, y: 108, width: 184, height: 100))
        // all (0, 300, 100, 50) with −4 on every edge.
        #expect(layout.frames["fill"] == Rect(x: -4, y: 296, width: 108, height: 58))
        // Safe-area insets stay non-negative.
        let bad = StatesCompiler.compile(source: "canvas 390x844 safe-area(top: -1)", file: "t.states")
        #expect(bad.diagnostics.map(\.message) == ["an inset cannot be negative"])
    }
}
