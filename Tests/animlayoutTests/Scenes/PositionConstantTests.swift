import Testing
import AnimLayout

/// `States/position-constant.states`: one leading constant, 8 or 40.
@Suite("Scene: position-constant")
struct PositionConstantTests {
    static let file = "States/position-constant.states"

    @Test("left 8, inset 40, in both sizes; nothing broken")
    func frames() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        for (env, y) in [("default", 47.0 + 40), ("landscape", 0.0 + 40)] {
            for (state, x) in [("left", 8.0), ("inset", 40.0)] {
                let layout = try engine.layout(state: state, environment: env)
                expectFrames(layout, ["title": R(x, y, w, h)], scene: engine.scene)
                expectBroken(layout, [])
                expectClean(layout)
            }
        }
    }
}
