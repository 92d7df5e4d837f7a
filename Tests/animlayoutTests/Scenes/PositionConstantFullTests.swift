import Testing
import AnimLayout

/// `States/position-constant-full.states`: one leading constraint whose constant is computed
/// from the layout being left: 8, (root.width − title.width) / 2, root.width − title.width − 8.
@Suite("Scene: position-constant-full")
struct PositionConstantFullTests {
    static let file = "States/position-constant-full.states"
    static let states = ["left", "center", "right"]

    /// The document's C per state for a canvas `width` and label width `w`.
    static func constant(_ state: String, width: Double, w: Double) -> Double {
        switch state {
        case "center": return (width - w) / 2
        case "right": return width - w - 8
        default: return 8
        }
    }

    @Test("every state entered on its own and from every other state, in both sizes; nothing broken")
    func frames() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        for (env, width, y) in [("default", 390.0, 87.0), ("landscape", 844.0, 40.0)] {
            for state in Self.states {
                let x = Self.constant(state, width: width, w: w)
                let alone = try engine.layout(state: state, environment: env)
                expectFrames(alone, ["title": R(x, y, w, h)], scene: engine.scene)
                expectBroken(alone, [])
                expectClean(alone)
                for from in Self.states {
                    let leaving = try engine.layout(state: from, environment: env)
                    let entered = try engine.layout(state: state, environment: env, leaving: leaving)
                    expectFrames(entered, ["title": R(x, y, w, h)])
                    expectBroken(entered, [])
                }
            }
        }
    }

    @Test("same frames as position-priority in every state and size, but no broken constraint")
    func compareWithPriority() throws {
        let constant = try SceneHarness.engine(Self.file)
        let priority = try SceneHarness.engine(PositionPriorityTests.file)
        for env in ["default", "landscape"] {
            for state in Self.states {
                let a = try constant.layout(state: state, environment: env)
                let b = try priority.layout(state: state, environment: env)
                let fa = try #require(a.frames["title"]), fb = try #require(b.frames["title"])
                #expect(near(fa, fb), "\(state) \(env): \(fa) vs \(fb)")
                #expect(a.broken.isEmpty)
                #expect(b.broken.count == 2)
            }
        }
    }

    @Test("a constant is a number fixed on the layout being left: it does not follow the size")
    func constantDoesNotFollowSize() throws {
        let engine = try SceneHarness.engine(Self.file)
        let w = W("Position", 17), h = H(17)
        // Centre in the default size (C = (390 − W) / 2), then lay the same resolved state out
        // in landscape: the label keeps x = (390 − W) / 2 rather than 422 − W/2.
        let leaving = try engine.layout(state: "left")
        let resolved = try engine.resolve(state: "center", leaving: leaving)
        let landscape = try #require(engine.scene.environment(named: "landscape"))
        let layout = try engine.layout(resolved, in: landscape)
        expectFrames(layout, ["title": R((390 - w) / 2, 40, w, h)])
    }
}
