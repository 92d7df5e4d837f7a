import Testing
import AnimLayout

/// `States/min-spacing.states`: a required `>=` 20 and a breakable `==` 20.
@Suite("Scene: min-spacing")
struct MinSpacingTests {
    static let file = "States/min-spacing.states"

    @Test("rest, squeezed, pushed: frames and broken constraints")
    func states() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h = H(17), wt = W("At least 20 from the top", 17)
        let x = 20.0 + 32 + 12  // title.leading == icon.trailing + 12

        let rest = try engine.layout(state: "rest")
        expectFrames(rest, ["icon": R(20, 47, 32, 32), "title": R(x, 47 + 20, wt, h)], scene: engine.scene)
        expectBroken(rest, [])
        expectClean(rest)

        // icon.midY = 47 + 16 = 63; centring wants y = 63 − H/2 < 67; minTop keeps 67.
        let squeezed = try engine.layout(state: "squeezed")
        expectFrames(squeezed, ["icon": R(20, 47, 32, 32), "title": R(x, 67, wt, h)], scene: engine.scene)
        expectBroken(squeezed, [Broken("align", 500, (67 + h / 2) - 63)])
        expectClean(squeezed)

        // icon 120 lower: midY = 47 + 120 + 16 = 183, the title centres on it, top20 gives way.
        let pushed = try engine.layout(state: "pushed")
        expectFrames(pushed, ["icon": R(20, 167, 32, 32), "title": R(x, 183 - h / 2, wt, h)], scene: engine.scene)
        expectBroken(pushed, [Broken("top20", 250, (183 - h / 2) - 67)])
        expectClean(pushed)
    }
}
