import Testing
import AnimLayout

/// `States/position-constant-border.states`: `lead` is 8 or `root.width − title.width − 8`.
@Suite("Scene: position-constant-border")
struct PositionConstantBorderTests {
    static let file = "States/position-constant-border.states"

    @Test("left and right, entered on their own and from each other, in both sizes")
    func frames() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        for (env, width, y) in [("default", 390.0, 87.0), ("landscape", 844.0, 40.0)] {
            let expected: [String: Double] = ["left": 8, "right": width - w - 8]  // 382 − W, 836 − W
            for state in ["left", "right"] {
                let alone = try engine.layout(state: state, environment: env)
                expectFrames(alone, ["title": R(expected[state] ?? .nan, y, w, h)], scene: engine.scene)
                expectBroken(alone, [])
                expectClean(alone)
                for from in ["left", "right"] {
                    let leaving = try engine.layout(state: from, environment: env)
                    let entered = try engine.layout(state: state, environment: env, leaving: leaving)
                    expectFrames(entered, ["title": R(expected[state] ?? .nan, y, w, h)])
                }
            }
        }
    }

    @Test("the document's values: right at 382 − W and 836 − W")
    func documentValues() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        expectFrames(try engine.layout(state: "right"), ["title": R(382 - w, 87, w, h)])
        expectFrames(try engine.layout(state: "right", environment: "landscape"), ["title": R(836 - w, 40, w, h)])
    }
}
