import Testing
@testable import AnimLayout

@Suite("Engine: guides, margins, intrinsic size, conflicts, ambiguity")
struct GuidesAndContentTests {
    @Test("the root's margins are UIKit's system minimums from the safe area (16 / 0 on an iPhone); a view's margins guide insets it by 8")
    func rootAndViewMargins() throws {
        var f = SceneFixture()
        f.element("card", .view)
        f.element("inner", .view, in: "card")
        f.constrain(nil, "card.leading", .equal, "root.margins.leading")
        f.constrain(nil, "card.trailing", .equal, "root.margins.trailing")
        f.constrain(nil, "card.top", .equal, "root.margins.top")
        f.constrain(nil, "card.height", constant: 100)
        f.constrain(nil, "inner.leading", .equal, "card.margins.leading")
        f.constrain(nil, "inner.top", .equal, "card.margins.top")
        f.constrain(nil, "inner.width", constant: 10)
        f.constrain(nil, "inner.height", constant: 10)
        let layout = try f.engine().layout(state: "default")
        // The device figure: a view pinned to the margins of an iPhone 14's root view is
        // at (16, 47, 358, 763) — 16 leading/trailing (compact width), 0 top/bottom, from the safe area.
        #expect(layout.frame("card") == Rect(x: 16, y: 47, width: 358, height: 100))
        #expect(layout.frame("inner") == Rect(x: 24, y: 55, width: 10, height: 10))
        #expect(layout.frame("root.margins") == Rect(x: 16, y: 47, width: 358, height: 763))
    }

    @Test("canvas margins and rtl resolve leading to the right edge")
    func canvasMargins() throws {
        var f = SceneFixture(margins: InsetSpec(leading: 20), rtl: true)
        f.element("v", .view)
        f.constrain(nil, "v.leading", .equal, "root.margins.leading")
        f.constrain(nil, "v.top", .equal, "root.top")
        f.constrain(nil, "v.width", constant: 50)
        f.constrain(nil, "v.height", constant: 50)
        // rtl: leading is the right edge, the margin there is 20.
        #expect(try f.engine().layout(state: "default").frame("v") == Rect(x: 390 - 20 - 50, y: 0, width: 50, height: 50))
    }

    @Test("system minimum margins: 20 on regular width (an iPad), raised by written margins, 8 or as written without them")
    func systemMinimumMargins() throws {
        func margins(_ canvas: String) throws -> Rect? {
            let source = "canvas \(canvas)\nview v\nv.top == root.top\nv.leading == root.leading\nv.width == 1\nv.height == 1"
            let scene = try #require(StatesCompiler.compile(source: source, file: "t.states").scene)
            return try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default").frame("root.margins")
        }
        // 820x1180: both sides ≥ 600, regular width: 20 leading and trailing, 0 top and bottom.
        #expect(try margins("820x1180") == Rect(x: 20, y: 0, width: 780, height: 1180))
        #expect(try margins("820x1180 size-class compact") == Rect(x: 16, y: 0, width: 788, height: 1180))
        // Written margins raise the minimums, and only where written.
        #expect(try margins("390x844 margins(leading: 30, top: 10)") == Rect(x: 30, y: 10, width: 344, height: 834))
        // A smaller written margin does not go below the minimum, unless the minimums are off.
        #expect(try margins("390x844 margins 4") == Rect(x: 16, y: 4, width: 358, height: 836))
        #expect(try margins("390x844 margins 4 system-minimum-margins false") == Rect(x: 4, y: 4, width: 382, height: 836))
        #expect(try margins("390x844 system-minimum-margins false") == Rect(x: 8, y: 8, width: 374, height: 828))
        // iPhone 14 in landscape: 390 high, so compact width; 16 beyond the 47-point safe insets.
        #expect(try margins("844x390 safe-area(leading: 47, trailing: 47, bottom: 21)") == Rect(x: 63, y: 0, width: 718, height: 369))
        // rtl: leading is the right edge; a written leading margin raises that side only.
        #expect(try margins("390x844 rtl margins(leading: 30)") == Rect(x: 16, y: 0, width: 344, height: 844))
    }

    @Test("a subview's safe area is its overlap with the root's unsafe region; margins add to it unless opted out")
    func subviewSafeAreaAndMargins() throws {
        for fromSafeArea in [true, false] {
            var f = SceneFixture()
            f.element("header", .view) { $0.insetsMarginsFromSafeArea = fromSafeArea }
            f.element("child", .view, in: "header")
            f.element("marker", .view, in: "header")
            f.constrain(nil, "header.top", .equal, "root.top")
            f.constrain(nil, "header.left", .equal, "root.left")
            f.constrain(nil, "header.width", .equal, "root.width")
            f.constrain(nil, "header.height", constant: 200)
            f.constrain(nil, "child.top", .equal, "header.margins.top")
            f.constrain(nil, "child.left", .equal, "header.margins.left")
            f.constrain(nil, "child.width", constant: 10)
            f.constrain(nil, "child.height", constant: 10)
            f.constrain(nil, "marker.top", .equal, "header.safe.top")
            f.constrain(nil, "marker.left", .equal, "header.left")
            f.constrain(nil, "marker.width", constant: 10)
            f.constrain(nil, "marker.height", constant: 10)
            let layout = try f.engine().layout(state: "default")
            #expect(layout.frame("header.safe") == Rect(x: 0, y: 47, width: 390, height: 153))
            #expect(layout.frame("marker")?.y == 47)
            // The seed: a top margin of 8 under a 47-point unsafe band is an effective 55.
            #expect(layout.frame("child")?.y == (fromSafeArea ? 55 : 8))
            #expect(layout.frame("child")?.x == 8)
        }
    }

    @Test("past the canvas there is no unsafe region: a view wholly below it has no bottom inset; one reaching past it, the strip's")
    func safeAreaEndsAtTheCanvas() throws {
        // A scroll view's content (from a real XIB): a margins-relative stack far below the screen,
        // whose frame Xcode saved as its label plus the 12-point margins. Measuring the inset to
        // the whole space below the safe area grew it on every pass (a 5,276-point stack).
        let source = """
        canvas 390x844 safe-area(top: 47, bottom: 34)
        view tall { intrinsic(width: 10, height: 2000) }
        stack row {
            margins-relative
            margins(top: 12, leading: 20, bottom: 12, trailing: 20)
            label title "Label" { lines 0; intrinsic 100x30; hugging(vertical: 251) }
        }
        view straddling
        view marker
        tall.top == root.top
        tall.leading == root.leading
        row.top == tall.bottom
        row.leading == root.leading
        row.trailing == root.trailing
        straddling.top == root.top + 700
        straddling.leading == root.leading
        straddling.width == 10
        straddling.height == 400
        marker.bottom == straddling.safe.bottom
        marker.leading == root.leading
        marker.width == 1
        marker.height == 1
        """
        let scene = try #require(StatesCompiler.compile(source: source, file: "t.states").scene)
        let layout = try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default")
        #expect(layout.frame("row") == Rect(x: 0, y: 2000, width: 390, height: 54))
        #expect(layout.frame("title")?.y == 2012)
        // 700…1100 on an 844-point canvas whose bottom 34 are unsafe: inset by the strip, not by
        // the 290 points from the safe area's bottom to its own.
        #expect(layout.frame("marker").map { $0.y + $0.height } == 1066)
    }

    @Test("preserves-superview-margins: a subview 10 pt inside a 40 pt margin gets a 30 pt margin (the seed's example)")
    func preservesSuperviewMargins() throws {
        for preserves in [true, false] {
            var f = SceneFixture()
            f.element("sup", .view) { $0.margins = InsetSpec(leading: 40) }
            f.element("sub", .view, in: "sup") { $0.preservesSuperviewMargins = preserves }
            f.element("leaf", .view, in: "sub")
            f.constrain(nil, "sup.top", .equal, "root.top", constant: 100)
            f.constrain(nil, "sup.leading", .equal, "root.leading")
            f.constrain(nil, "sup.width", constant: 390)
            f.constrain(nil, "sup.height", constant: 200)
            f.constrain(nil, "sub.leading", .equal, "sup.leading", constant: 10)
            f.constrain(nil, "sub.top", .equal, "sup.top", constant: 50)
            f.constrain(nil, "sub.width", constant: 200)
            f.constrain(nil, "sub.height", constant: 50)
            f.constrain(nil, "leaf.leading", .equal, "sub.margins.leading")
            f.constrain(nil, "leaf.top", .equal, "sub.top")
            f.constrain(nil, "leaf.width", constant: 5)
            f.constrain(nil, "leaf.height", constant: 5)
            let layout = try f.engine().layout(state: "default")
            let x = layout.frame("leaf")?.x ?? -1
            #expect(abs(x - (preserves ? 40 : 18)) < 1e-9, "x = \(x.bitPattern) \(x - 40) \(x - 18)")
        }
    }

    @Test("hugging decides who stretches, compression who shrinks; a button is its title plus 6 above and below")
    func huggingAndCompression() throws {
        func scene(width: Double) -> SceneFixture {
            var f = SceneFixture(width: width)
            f.element("a", .label, text: "Hello") { $0.hugging.horizontal = 250 }            // 51 wide
            f.element("b", .label, text: "World!") { $0.compression.horizontal = 749 }       // 61.2 wide
            f.element("button", .button, text: "Press") { $0.fontSize = 16 }
            f.constrain(nil, "a.leading", .equal, "root.leading", constant: 8)
            f.constrain(nil, "b.leading", .equal, "a.trailing", constant: 8)
            f.constrain(nil, "b.trailing", .equal, "root.trailing", constant: -8)
            f.constrain(nil, "a.top", .equal, "root.top", constant: 100)
            f.constrain(nil, "b.top", .equal, "root.top", constant: 100)
            f.constrain(nil, "button.top", .equal, "root.top", constant: 200)
            f.constrain(nil, "button.left", .equal, "root.left")
            return f
        }
        let wide = try scene(width: 390).engine().layout(state: "default")
        #expect(close(wide.frame("b"), Rect(x: 390 - 8 - 61.2, y: 100, width: 61.2, height: 20.4)))
        #expect(close(wide.frame("a"), Rect(x: 8, y: 100, width: 390 - 24 - 61.2, height: 20.4)))
        // A classic system button: its title plus 6 above and below, no side padding.
        #expect(close(wide.frame("button"), Rect(x: 0, y: 200, width: 5 * 0.6 * 16, height: 1.2 * 16 + 12)))
        #expect(wide.ambiguous.isEmpty)

        let narrow = try scene(width: 100).engine().layout(state: "default")
        #expect(close(narrow.frame("a"), Rect(x: 8, y: 100, width: 51, height: 20.4)))
        #expect(close(narrow.frame("b"), Rect(x: 67, y: 100, width: 100 - 24 - 51, height: 20.4)))
    }

    @Test("autoresizing frame conflicts with a written width: the whole set is reported, the later one broken")
    func autoresizingConflict() throws {
        var f = SceneFixture()
        f.element("v", .view) { $0.frame = Rect(x: 10, y: 20, width: 100, height: 50) }
        f.constrain("wide", "v.width", constant: 200)
        let layout = try f.engine().layout(state: "default")
        #expect(layout.frame("v") == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(layout.conflicts.count == 1)
        #expect(layout.conflicts.first?.broken == "wide")
        #expect(layout.conflicts.first?.constraints.contains("wide") == true)
        #expect(layout.conflicts.first?.constraints.contains { $0.hasPrefix("v.width == 100") } == true)
    }

    @Test("a view whose position is not fixed is ambiguous in x and y")
    func ambiguity() throws {
        var f = SceneFixture()
        f.element("v", .view)
        f.constrain(nil, "v.width", constant: 100)
        f.constrain(nil, "v.height", constant: 50)
        let layout = try f.engine().layout(state: "default")
        #expect(layout.ambiguous == [Ambiguity(element: "v", attributes: ["x", "y"])])
    }
}
