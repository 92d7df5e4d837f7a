import Testing
@testable import AnimLayout

/// `firstBaseline` / `lastBaseline`, with the monospace measurer (ascent 0.8 em, line 1.2 em):
/// a label's first baseline is the top of its centred text block plus the ascent, the last one
/// a line height per extra line below; a view without text has its first baseline at its top
/// and its last at its bottom (UIKit's `forFirstBaselineLayout` documentation).
@Suite("Engine: baselines")
struct BaselineTests {
    static func layout(_ source: String) throws -> Layout {
        let scene = try #require(StatesCompiler.compile(source: "canvas 390x844\n" + source, file: "t.states").scene)
        return try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default")
    }

    @Test("labels of different sizes aligned on their first baselines; a view's last baseline is its bottom, its first its top")
    func firstBaselines() throws {
        let layout = try Self.layout("""
        label a "abc" { font 10 }
        label b "abc" { font 20 }
        view c
        a.top == root.top + 100
        a.leading == root.leading
        b.leading == a.trailing + 8
        b.firstBaseline == a.firstBaseline
        c.leading == b.trailing + 8
        c.width == 10
        c.height == 10
        c.lastBaseline == a.firstBaseline
        view d
        d.leading == c.trailing + 8
        d.width == 10
        d.height == 10
        d.firstBaseline == a.firstBaseline
        """)
        // a: 12 pt tall at y 100, baseline 100 + 8. b: 24 pt tall, baseline = top + 16, so top 92.
        #expect(layout.frames["b"]?.y == 92)
        #expect(layout.frames["c"]?.maxY == 108)
        #expect(layout.frames["d"]?.minY == 108)
        #expect(layout.texts["a"]?.firstBaseline == 108 && layout.texts["b"]?.firstBaseline == 108)
    }

    @Test("a two-line label's last baseline is one line below its first; a taller frame centres the block")
    func lastBaseline() throws {
        let layout = try Self.layout("""
        label a "\(String(repeating: "x", count: 100))" { font 10; lines 0 }
        label tall "abc" { font 10 }
        view c
        a.top == root.top
        a.leading == root.leading + 20
        a.trailing == root.trailing - 20
        tall.top == root.top + 200
        tall.leading == root.leading
        tall.height == 40
        c.top == a.lastBaseline
        c.leading == root.leading
        c.width == 10
        c.height == 10
        """)
        // Two lines of 12 at y 0: baselines 8 and 20.
        #expect(layout.texts["a"]?.lines == 2)
        #expect(layout.texts["a"]?.firstBaseline == 8 && layout.texts["a"]?.lastBaseline == 20)
        #expect(layout.frames["c"]?.y == 20)
        // A 12 pt block centred in 40 pt: top 200 + 14, baseline + 8.
        #expect(layout.texts["tall"]?.firstBaseline == 222)
    }

    @Test("baselines exist on views, not on layout guides")
    func guides() {
        let errors = StatesCompiler.compile(source: "canvas 390x844\nguide g\nview v\nv.top == g.firstBaseline", file: "t.states")
            .diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["'firstBaseline' exists on views (labels and buttons: their text's; other views: first is the top, last the bottom), not on layout guides"])
        let ok = StatesCompiler.compile(source: "canvas 390x844\nview v\nv.bottom == root.lastBaseline", file: "t.states")
        #expect(ok.diagnostics.filter { $0.severity == .error }.isEmpty)
    }
}

/// A horizontal stack aligned on baselines, with UIStackView's constraints (monospace measurer:
/// ascent 0.8 em, line 1.2 em).
@Suite("Engine: stack baseline alignment")
struct StackBaselineTests {
    static func layout(_ alignment: String) throws -> Layout {
        let scene = try #require(StatesCompiler.compile(source: """
        canvas 390x844
        stack s { axis horizontal; alignment \(alignment)
            label a "abc" { font 10 }
            label b "abc" { font 20 }
        }
        s.top == root.top + 100
        s.leading == root.leading
        """, file: "t.states").scene)
        return try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default")
    }

    @Test("first-baseline: the views share the first view's baseline; the stack's top is the first view's, its bottom the lowest view's")
    func firstBaseline() throws {
        let layout = try Self.layout("first-baseline")
        // a: 18×12, baseline 8 below its top; b: 36×24, baseline 16 below its top. The stack's top
        // may not be below a's (`UISV-canvas-connection top <= a.top`) and is pulled down to it
        // (`UISV-canvas-fit` at 49); its bottom is the spanner's, the lowest bottom. b sticks
        // out above the stack by 8, as it does in UIKit.
        #expect(layout.frames["a"] == Rect(x: 0, y: 100, width: 18, height: 12))
        #expect(layout.frames["b"] == Rect(x: 18, y: 92, width: 36, height: 24))
        #expect(layout.frames["s"] == Rect(x: 0, y: 100, width: 54, height: 16))
        #expect(layout.texts["a"]?.firstBaseline == 108 && layout.texts["b"]?.firstBaseline == 108)
        #expect(layout.frames["s.spanner"] == nil && !layout.order.contains("s.spanner"))
        #expect(layout.ambiguous.isEmpty && layout.conflicts.isEmpty)
    }

    @Test("last-baseline: mirrored; the stack's top is the spanner's (the highest top)")
    func lastBaseline() throws {
        let layout = try Self.layout("last-baseline")
        // One line each: last baselines as first. The stack's top is the spanner's (b's top, the
        // highest); its bottom at least a's (`UISV-canvas-connection bottom >= a.bottom`) and
        // pulled up to it, so b sticks out below by 4, the mirror of UIKit's first-baseline case.
        #expect(layout.frames["b"]?.y == 100)
        #expect(layout.frames["a"]?.y == 108)
        #expect(layout.frames["s"] == Rect(x: 0, y: 100, width: 54, height: 20))
        #expect(layout.ambiguous.isEmpty && layout.conflicts.isEmpty)
    }
}

/// `baseline-relative` (isBaselineRelativeArrangement): a vertical stack's spacing runs from one
/// view's last baseline to the next one's first (monospace: ascent 0.8 em, line 1.2 em).
@Suite("Engine: baseline-relative stacks")
struct BaselineRelativeTests {
    @Test("spacing 30 from a's last baseline (top + 8) to b's first (top + 16): b starts 22 below a")
    func baselineRelative() throws {
        let scene = try #require(StatesCompiler.compile(source: """
        canvas 390x844
        stack s { axis vertical; spacing 30; baseline-relative
            label a "abc" { font 10 }
            label b "abc" { font 20 }
        }
        s.top == root.top + 100
        s.leading == root.leading
        """, file: "t.states").scene)
        let layout = try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default")
        #expect(layout.frames["a"]?.y == 100 && layout.frames["b"]?.y == 122)
        #expect(layout.frames["s"]?.height == 46)
        #expect(layout.texts["b"]?.firstBaseline == (layout.texts["a"]?.lastBaseline ?? 0) + 30)
    }
}
