import Testing
@testable import AnimLayout

/// `autoresizing` with `frame(...)`: UIKit's NSAutoresizingMaskLayoutConstraints. The frame is
/// given for the canvas; when the superview's size changes, the change goes to the mask's
/// flexible parts in proportion to their sizes (UIView.autoresizingMask documentation).
@Suite("Engine: autoresizing masks")
struct AutoresizingMaskTests {
    static let source = """
    canvas 390x844
    size landscape 844x390
    view bar { frame(x: 0, y: 47, width: 390, height: 44); autoresizing flexible-width, flexible-bottom-margin }
    view badge { frame(x: 170, y: 400, width: 50, height: 50); autoresizing flexible-left-margin, flexible-right-margin, flexible-top-margin, flexible-bottom-margin }
    view fixed { frame(x: 20, y: 700, width: 100, height: 40) }
    """

    @Test("a flexible-width bar stretches to 844 in landscape; margins that flex keep their proportion; no mask keeps the frame")
    func landscape() throws {
        let scene = try #require(StatesCompiler.compile(source: Self.source, file: "t.states").scene)
        let engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
        let portrait = try engine.layout(state: "default")
        #expect(portrait.frames["bar"] == Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(portrait.frames["badge"] == Rect(x: 170, y: 400, width: 50, height: 50))
        let land = try engine.layout(state: "default", environment: "landscape")
        // Width +454, all of it to the only flexible horizontal part; the bottom margin absorbs −454.
        #expect(land.frames["bar"] == Rect(x: 0, y: 47, width: 844, height: 44))
        // Left and right margins (170, 170) share +454 equally; top and bottom (400, 394) share
        // −454 as 400 : 394.
        let badge = try #require(land.frames["badge"])
        #expect(abs(badge.x - 397) < 1e-6 && badge.width == 50)
        #expect(abs(badge.y - (400 - 454 * 400.0 / 794)) < 1e-6 && badge.height == 50)
        #expect(land.frames["fixed"] == Rect(x: 20, y: 700, width: 100, height: 40))
        #expect(land.conflicts.isEmpty && land.ambiguous.isEmpty)
    }

    @Test("a mask without a frame, under an Auto Layout superview, or with an unknown flag: located errors")
    func errors() {
        func errors(_ s: String) -> [String] {
            StatesCompiler.compile(source: "canvas 390x844\n" + s, file: "t.states").diagnostics
                .filter { $0.severity == .error }.map(\.message)
        }
        #expect(errors("view v { autoresizing flexible-width }") == ["'autoresizing' applies to a view positioned by its 'frame(...)'; add one"])
        #expect(errors("view p { view v { frame(x: 0, y: 0, width: 10, height: 10); autoresizing flexible-width } }") == [
            "'autoresizing' needs its superview's size at design time: 'v' must be a subview of root or of a view with a 'frame(...)'"])
        // A framed superview, its frame written before or after the subview: no error, and the
        // subview follows the superview's size (UIKit resizes it from the superview's frame).
        #expect(errors("view p { frame(x: 0, y: 0, width: 100, height: 60)\n view v { frame(x: 8, y: 8, width: 50, height: 40); autoresizing flexible-width } }").isEmpty)
        #expect(errors("view p { view v { frame(x: 8, y: 8, width: 50, height: 40); autoresizing flexible-width }\n frame(x: 0, y: 0, width: 100, height: 60) }").isEmpty)
        #expect(errors("view v { frame(x: 0, y: 0, width: 10, height: 10); autoresizing flexible-widht }") == [
            "unknown autoresizing flag 'flexible-widht'; did you mean 'flexible-width'?"])
    }

    @Test("an autoresizing view inside a framed view follows that view's frame")
    func nested() throws {
        let source = """
        canvas 390x844
        size landscape 844x390
        view panel { frame(x: 0, y: 424, width: 390, height: 60); autoresizing flexible-width
            label status "Card" { frame(x: 8, y: 8, width: 250, height: 40); autoresizing flexible-width } }
        """
        let scene = try #require(StatesCompiler.compile(source: source, file: "t.states").scene)
        let engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
        #expect(try engine.layout(state: "default").frames["status"] == Rect(x: 8, y: 432, width: 250, height: 40))
        // The panel grows by 454; the label's only flexible part, its width, takes all of it.
        #expect(try engine.layout(state: "default", environment: "landscape").frames["status"] == Rect(x: 8, y: 432, width: 704, height: 40))
    }
}
