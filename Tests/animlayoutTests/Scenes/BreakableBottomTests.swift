import Testing
import AnimLayout

/// `States/breakable-bottom.states`: a breakable (@250) bottom constraint takes over when the
/// button is hidden and its two required constraints are deactivated.
@Suite("Scene: breakable-bottom")
struct BreakableBottomTests {
    static let file = "States/breakable-bottom.states"

    @Test("visible: the required button constraints size the card, the breakable one is broken by 28 + H")
    func visible() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h = H(16), ws = W("Some text", 16), wp = W("Press", 16), wa = W("Adjust", 16)
        let layout = try engine.layout(state: "visible")
        // card: y = 47 + 8, x 8, width 390 − 16; bottom = button.bottom + 8 = 99 + 2H.
        // pressButton: width 100 centred on 195, y = someText.bottom + 16, height H + 12.
        expectFrames(layout, [
            "card": R(8, 55, 374, 44 + 2 * h),
            "someText": R(16, 63, 358, h),
            "pressButton": R(145, 79 + h, 100, h + 12),
            "adjustButton": R(145, 179 + 2 * h, 100, h + 12),
        ], scene: engine.scene)
        expectBroken(layout, [
            Broken("labelBottomBreakable", 250, (91 + 2 * h) - (63 + h)),  // 28 + H
            Broken("someText.hugging.width", 251, 358 - ws),
            Broken("pressButton.hugging.width", 250, 100 - wp),     // a classic button: no side padding
            Broken("adjustButton.hugging.width", 250, 100 - wa),
        ])
        #expect(layout.hidden.isEmpty)
        expectClean(layout)
    }

    @Test("collapsed: the breakable constraint holds, the card shrinks to the label, Adjust moves up by H + 28")
    func collapsed() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h = H(16), ws = W("Some text", 16), wp = W("Press", 16), wa = W("Adjust", 16)
        let layout = try engine.layout(state: "collapsed")
        // card.bottom = someText.bottom + 8 = 71 + H; adjustButton.y = card.bottom + 80.
        expectFrames(layout, [
            "card": R(8, 55, 374, 16 + h),
            "someText": R(16, 63, 358, h),
            "pressButton": R(145, 79 + h, 100, h + 12),  // parked by parkButton @fitting
            "adjustButton": R(145, 151 + h, 100, h + 12),
        ], scene: engine.scene)
        expectBroken(layout, [
            Broken("someText.hugging.width", 251, 358 - ws),
            Broken("pressButton.hugging.width", 250, 100 - wp),
            Broken("adjustButton.hugging.width", 250, 100 - wa),
        ])
        #expect(layout.hidden == ["pressButton"])
        expectClean(layout)
        let visible = try engine.layout(state: "visible")
        let moved = try #require(visible.frames["adjustButton"]).y - (try #require(layout.frames["adjustButton"]).y)
        #expect(near(moved, h + 28))
    }
}
