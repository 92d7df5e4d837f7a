import Testing
import AnimLayout

/// `States/position-priority.states` (docs/scenes.md, "position-priority.states"): three
/// constraints on the label, the active one at 750 and the other two at 250.
@Suite("Scene: position-priority")
struct PositionPriorityTests {
    static let file = "States/position-priority.states"

    /// (canvas width, label y) per size: y = safe top + 40.
    static let sizes: [(env: String, width: Double, y: Double)] = [("default", 390, 47 + 40), ("landscape", 844, 0 + 40)]

    @Test("every state in every size: frames and the two broken 250 constraints")
    func frames() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        for (env, width, y) in Self.sizes {
            // left: leading 8; center: centerX on root.centerX; right: trailing 8 from the edge.
            let left = 8.0, center = width / 2 - w / 2, right = width - 8 - w
            // The errors of the two 250 constraints once the 750 one holds.
            let centerErrorFromLeft = abs((8 + w / 2) - width / 2)         // 187 − W/2 default
            let rightErrorFromLeft = abs((8 + w) - (width - 8))            // 374 − W default
            let leftErrorFromCenter = abs(center - 8)                      // 187 − W/2
            let rightErrorFromCenter = abs((center + w) - (width - 8))     // 187 − W/2
            let leftErrorFromRight = abs(right - 8)                        // 374 − W
            let centerErrorFromRight = abs((right + w / 2) - width / 2)    // 187 − W/2
            let cases: [(String, Double, [Broken])] = [
                ("left", left, [Broken("center", 250, centerErrorFromLeft), Broken("right", 250, rightErrorFromLeft)]),
                ("center", center, [Broken("left", 250, leftErrorFromCenter), Broken("right", 250, rightErrorFromCenter)]),
                ("right", right, [Broken("left", 250, leftErrorFromRight), Broken("center", 250, centerErrorFromRight)]),
            ]
            for (state, x, broken) in cases {
                let layout = try engine.layout(state: state, environment: env)
                expectFrames(layout, ["title": R(x, y, w, h)], scene: engine.scene)
                expectBroken(layout, broken)
                expectClean(layout)
            }
        }
    }

    @Test("the document's numbers: default 187 − W/2 and 374 − W, landscape 414 − W/2 and 828 − W")
    func documentErrors() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17)
        let left = try engine.layout(state: "left")
        expectBroken(left, [Broken("center", 250, 187 - w / 2), Broken("right", 250, 374 - w)])
        let right = try engine.layout(state: "right", environment: "landscape")
        expectBroken(right, [Broken("left", 250, 828 - w), Broken("center", 250, 414 - w / 2)])
        let center = try engine.layout(state: "center", environment: "landscape")
        expectFrames(center, ["title": R(422 - w / 2, 40, w, H(17))])
    }
}
