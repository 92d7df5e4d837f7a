import Testing
import AnimLayout

/// `States/position-activate.states`: the three constraints are required, each state keeps one.
@Suite("Scene: position-activate")
struct PositionActivateTests {
    static let file = "States/position-activate.states"

    @Test("frames as position-priority, nothing broken, never a conflict")
    func frames() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        let sizes: [(String, Double, Double)] = [("default", 390, 87), ("landscape", 844, 40)]
        for (env, width, y) in sizes {
            let xs: [(String, Double)] = [("left", 8), ("center", width / 2 - w / 2), ("right", width - 8 - w)]
            for (state, x) in xs {
                let layout = try engine.layout(state: state, environment: env)
                expectFrames(layout, ["title": R(x, y, w, h)], scene: engine.scene)
                expectBroken(layout, [])
                expectClean(layout)
            }
        }
    }

    @Test("the document's values: center 195 − W/2 / 422 − W/2, right 382 − W / 836 − W")
    func documentValues() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        expectFrames(try engine.layout(state: "center"), ["title": R(195 - w / 2, 87, w, h)])
        expectFrames(try engine.layout(state: "center", environment: "landscape"), ["title": R(422 - w / 2, 40, w, h)])
        expectFrames(try engine.layout(state: "right"), ["title": R(382 - w, 87, w, h)])
        expectFrames(try engine.layout(state: "right", environment: "landscape"), ["title": R(836 - w, 40, w, h)])
    }
}
