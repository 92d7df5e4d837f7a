import Testing
import AnimLayout

/// `States/breakable-stack.states`: a vertical stack hides the button; no breakable needed.
@Suite("Scene: breakable-stack")
struct BreakableStackTests {
    static let file = "States/breakable-stack.states"

    @Test("visible: label and button fill the stack's margins, spacing 8, the −8 bottom margin of the recording")
    func visible() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h = H(16), ws = W("Some text", 16), wp = W("Press", 16), wa = W("Adjust", 16)
        let layout = try engine.layout(state: "visible")
        // The button ends 8 points below the stack (its bottom margin is −8): stack bottom =
        // 63 + H + 8 + H + 12 − 8 = 75 + 2H.
        expectFrames(layout, [
            "card": R(8, 55, 374, 20 + 2 * h),
            "content": R(8, 55, 374, 20 + 2 * h),
            "someText": R(16, 63, 358, h),
            "pressButton": R(16, 71 + h, 358, h + 12),
            "adjustButton": R(145, 155 + 2 * h, 100, h + 12),
        ], scene: engine.scene)
        expectBroken(layout, [
            Broken("someText.hugging.width", 251, 358 - ws),
            Broken("pressButton.hugging.width", 250, 358 - wp),  // a classic button: no side padding
            Broken("adjustButton.hugging.width", 250, 100 - wa),
        ])
        expectClean(layout)
    }

    @Test("collapsed: the hidden button collapses to zero height and the stack shrinks")
    func collapsed() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h = H(16), ws = W("Some text", 16), wp = W("Press", 16), wa = W("Adjust", 16)
        let layout = try engine.layout(state: "collapsed")
        // The label is last: the stack's bottom is its bottom less 8 (55 + H).
        expectFrames(layout, [
            "card": R(8, 55, 374, h),
            "content": R(8, 55, 374, h),
            "someText": R(16, 63, 358, h),
            "pressButton": R(16, 63 + h, 358, 0),
            "adjustButton": R(145, 135 + h, 100, h + 12),
        ], scene: engine.scene)
        expectBroken(layout, [
            Broken("someText.hugging.width", 251, 358 - ws),
            Broken("pressButton.hugging.width", 250, 358 - wp),
            Broken("pressButton.compression.height", 750, h + 12),
            Broken("adjustButton.hugging.width", 250, 100 - wa),
        ])
        #expect(layout.hidden == ["pressButton"])
        expectClean(layout)
    }
}
