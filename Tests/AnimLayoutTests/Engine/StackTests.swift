import Testing
@testable import AnimLayout

/// Three arranged views with intrinsic sizes 50×40, 60×20 and 70×30, spacing 8, the stack
/// pinned at (20, 100). Every expected frame is worked out by hand in the test.
@Suite("Engine: UIStackView")
struct StackTests {
    static func scene(_ configure: (inout StackSpec) -> Void, hide: [String] = [], width: Double? = nil,
                      rtl: Bool = false) -> SceneFixture {
        var f = SceneFixture(rtl: rtl)
        f.element("stack", .stack) { e in
            var spec = StackSpec()
            spec.spacing = 8
            configure(&spec)
            e.stack = spec
        }
        f.element("a", .view, in: "stack") { $0.intrinsic = .size(width: 50, height: 40) }
        f.element("b", .view, in: "stack") { $0.intrinsic = .size(width: 60, height: 20); $0.hidden = hide.contains("b") }
        f.element("c", .view, in: "stack") { $0.intrinsic = .size(width: 70, height: 30) }
        f.constrain(nil, "stack.leading", .equal, "root.leading", constant: 20)
        f.constrain(nil, "stack.top", .equal, "root.top", constant: 100)
        if let width { f.constrain(nil, "stack.width", constant: width) }
        return f
    }

    @Test("fill, alignment fill: intrinsic widths, spacing 8, all as tall as the tallest compression allows")
    func fill() throws {
        let l = try Self.scene({ _ in }).engine().layout(state: "default")
        // Heights: fill alignment makes all equal; compression 750 of a (40) beats hugging 250 of b and c.
        #expect(l.frame("a") == Rect(x: 20, y: 100, width: 50, height: 40))
        #expect(l.frame("b") == Rect(x: 78, y: 100, width: 60, height: 40))
        #expect(l.frame("c") == Rect(x: 146, y: 100, width: 70, height: 40))
        #expect(l.frame("stack") == Rect(x: 20, y: 100, width: 196, height: 40))
    }

    @Test("a hidden arranged view collapses to zero width and its spacing drops to 0")
    func hiddenCollapses() throws {
        let l = try Self.scene({ _ in }, hide: ["b"]).engine().layout(state: "default")
        #expect(l.frame("a") == Rect(x: 20, y: 100, width: 50, height: 40))
        // UIKit puts the hidden view, collapsed, in the middle of the 8-point gap: a ends at 70,
        // b at 74 (spacing − 8/2 on each side of it, kean/Arranged's addSpacings), c at 78.
        #expect(l.frame("b")?.width == 0 && l.frame("b")?.x == 74)
        #expect(l.frame("c") == Rect(x: 78, y: 100, width: 70, height: 40))
        #expect(l.frame("stack")?.width == 128)
        #expect(l.hidden == ["b"])
    }

    @Test("fill-equally in a 300-point stack: (300 − 16) / 3 each")
    func fillEqually() throws {
        let l = try Self.scene({ $0.distribution = .fillEqually }, width: 300).engine().layout(state: "default")
        let w = (300.0 - 16) / 3
        #expect(close(l.frame("a"), Rect(x: 20, y: 100, width: w, height: 40)))
        #expect(close(l.frame("b"), Rect(x: 20 + w + 8, y: 100, width: w, height: 40)))
        #expect(close(l.frame("c"), Rect(x: 20 + 2 * w + 16, y: 100, width: w, height: 40)))
    }

    @Test("fill-proportionally in a 300-point stack: UIKit's W × I / (ΣI + spacing) at 999, 998, 997; the last takes the rest")
    func fillProportionally() throws {
        let l = try Self.scene({ $0.distribution = .fillProportionally }, width: 300).engine().layout(state: "default")
        // ΣI + spacing = 180 + 16 = 196: a = 300 × 50/196, b = 300 × 60/196 (kean/Arranged,
        // DistributionLayoutArrangement.fillItemsProportionally); c's 300 × 70/196 at 997 gives
        // way: c = 300 − 16 − a − b.
        let a = 300 * 50 / 196.0, b = 300 * 60 / 196.0, c = 300 - 16 - a - b
        #expect(close(l.frame("a"), Rect(x: 20, y: 100, width: a, height: 40)))
        #expect(close(l.frame("b"), Rect(x: 20 + a + 8, y: 100, width: b, height: 40)))
        #expect(close(l.frame("c"), Rect(x: 20 + a + b + 16, y: 100, width: c, height: 40)))
        #expect(l.broken.contains { $0.constraint.hasPrefix("UISV-fill-proportionally c") && $0.priority == 997 })
    }

    @Test("equal-spacing in a 300-point stack: two gaps of (300 − 180) / 2 = 60")
    func equalSpacing() throws {
        let l = try Self.scene({ $0.distribution = .equalSpacing }, width: 300).engine().layout(state: "default")
        #expect(l.frame("a")?.x == 20 && l.frame("a")?.width == 50)
        #expect(l.frame("b")?.x == 130 && l.frame("b")?.width == 60)
        #expect(l.frame("c")?.x == 250 && l.frame("c")?.width == 70)
    }

    @Test("equal-centering in a 300-point stack: centres 45 + k·d with 25 + 2d + 35 = 300")
    func equalCentering() throws {
        let l = try Self.scene({ $0.distribution = .equalCentering }, width: 300).engine().layout(state: "default")
        // a.midX = 45, c.midX = 320 − 35 = 285, so b.midX = 165 and b.x = 135.
        #expect(l.frame("a")?.midX == 45)
        #expect(l.frame("b")?.midX == 165)
        #expect(l.frame("c")?.midX == 285)
    }

    @Test("center alignment: the stack hugs the tallest view and centres the others")
    func centerAlignment() throws {
        let l = try Self.scene({ $0.alignment = .center }).engine().layout(state: "default")
        #expect(l.frame("stack")?.height == 40)
        #expect(l.frame("b") == Rect(x: 78, y: 110, width: 60, height: 20))
        #expect(l.frame("c") == Rect(x: 146, y: 105, width: 70, height: 30))
        #expect(l.ambiguous.isEmpty)
    }

    @Test("top and bottom alignment")
    func edgeAlignment() throws {
        let top = try Self.scene({ $0.alignment = .top }).engine().layout(state: "default")
        #expect(top.frame("c") == Rect(x: 146, y: 100, width: 70, height: 30))
        let bottom = try Self.scene({ $0.alignment = .bottom }).engine().layout(state: "default")
        #expect(bottom.frame("b") == Rect(x: 78, y: 120, width: 60, height: 20))
    }

    @Test("vertical stack, leading alignment")
    func vertical() throws {
        let l = try Self.scene({ $0.axis = .vertical; $0.alignment = .leading }).engine().layout(state: "default")
        #expect(l.frame("a") == Rect(x: 20, y: 100, width: 50, height: 40))
        #expect(l.frame("b") == Rect(x: 20, y: 148, width: 60, height: 20))
        #expect(l.frame("c") == Rect(x: 20, y: 176, width: 70, height: 30))
        #expect(l.frame("stack") == Rect(x: 20, y: 100, width: 70, height: 106))
    }

    @Test("rtl: a horizontal stack runs right to left")
    func rightToLeft() throws {
        let l = try Self.scene({ $0.alignment = .top }, rtl: true).engine().layout(state: "default")
        // stack.leading == root.leading + 20 is 20 from the right edge.
        #expect(l.frame("a") == Rect(x: 390 - 20 - 50, y: 100, width: 50, height: 40))
        #expect(l.frame("b") == Rect(x: 390 - 20 - 50 - 8 - 60, y: 100, width: 60, height: 20))
    }

    @Test("margins-relative arrangement insets the views by the stack's margins")
    func marginsRelative() throws {
        let l = try Self.scene({ $0.marginsRelative = true; $0.alignment = .top }).engine().layout(state: "default")
        #expect(l.frame("a") == Rect(x: 28, y: 108, width: 50, height: 40))
        #expect(abs((l.frame("stack")?.width ?? 0) - 212) < 1e-9)
    }
}
