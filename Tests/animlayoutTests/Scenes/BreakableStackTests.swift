import Testing
import AnimLayout

/// `States/breakable-stack.states`: a vertical stack hides the button; no breakable needed.
@Suite("Scene: breakable-stack")
struct BreakableStackTests {
    static let file = "States/breakable-stack.states"

    @Test("visible: label and button fill the stack's margins, spacing 16")
    func visible() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h = H(16), ws = W("Some text", 16), wp = W("Press", 16), wa = W("Adjust", 16)
        let layout = try engine.layout(state: "visible")
        expectFrames(layout, [
            "card": R(8, 55, 374, 44 + 2 * h),
            "content": R(8, 55, 374, 44 + 2 * h),
            "someText": R(16, 63, 358, h),
            "pressButton": R(16, 79 + h, 358, h + 12),
            "adjustButton": R(145, 179 + 2 * h, 100, h + 12),
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
        expectFrames(layout, [
            "card": R(8, 55, 374, 16 + h),
            "content": R(8, 55, 374, 16 + h),
            "someText": R(16, 63, 358, h),
            "pressButton": R(16, 63 + h, 358, 0),
            "adjustButton": R(145, 151 + h, 100, h + 12),
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

    @Test("the stack reproduces breakable-bottom's card and Adjust frames in both states")
    func sameAsBreakable() throws {
        let stack = try SceneHarness.engine(Self.file)
        let breakable = try SceneHarness.engine(BreakableBottomTests.file)
        for state in ["visible", "collapsed"] {
            let a = try stack.layout(state: state), b = try breakable.layout(state: state)
            for id in ["card", "adjustButton"] {
                #expect(near(try #require(a.frames[id]), try #require(b.frames[id])), "\(state) \(id)")
            }
        }
    }
}
