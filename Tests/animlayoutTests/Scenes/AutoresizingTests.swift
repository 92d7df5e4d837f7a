import Testing
import AnimLayout

/// `States/autoresizing.states`: a frame-positioned view next to an Auto Layout view.
@Suite("Scene: autoresizing")
struct AutoresizingTests {
    static let file = "States/autoresizing.states"

    @Test("below and beside: legacy keeps its frame, modern follows it")
    func states() throws {
        let engine = try SceneHarness.engine(Self.file)
        let legacy = R(20, 100, 160, 90)
        let below = try engine.layout(state: "below")
        // modern.top = legacy.bottom + 16, leading = legacy.leading, width = legacy.width.
        expectFrames(below, ["legacy": legacy, "modern": R(20, 100 + 90 + 16, 160, 60)], scene: engine.scene)
        expectBroken(below, [])
        expectClean(below)
        let beside = try engine.layout(state: "beside")
        // modern.top = legacy.top, leading = legacy.trailing + 16.
        expectFrames(beside, ["legacy": legacy, "modern": R(20 + 160 + 16, 100, 160, 60)], scene: engine.scene)
        expectBroken(beside, [])
        expectClean(beside)
    }
}
