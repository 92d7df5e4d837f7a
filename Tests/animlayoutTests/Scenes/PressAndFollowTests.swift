import Foundation
import Testing
@testable import AnimLayout

/// press-and-follow.states (issue 20): transforms, colours and text between states, with values
/// at chosen times computed from the curve formulas (BezierTests' mpmath references).
@Suite("Scenes: press, like, follow")
struct PressAndFollowTests {
    /// ease-out (0, 0, 0.58, 1) at x = 0.5, from BezierTests (mpmath, 40 digits).
    static let easeOutHalf = 0.6846431874274607
    /// ease-in-out (0.42, 0, 0.58, 1) at x = 0.5.
    static let easeInOutHalf = 0.5

    @Test("a transform and a colour never move the layout: pressed and liked solve to rest's frames")
    func layoutIgnoresTransforms() throws {
        let engine = try SceneHarness.engine("States/press-and-follow.states")
        let rest = try engine.layout(state: "rest")
        for state in ["pressed", "liked"] {
            #expect(try engine.layout(state: state).frames == rest.frames, "\(state)")
        }
        expectClean(rest)
    }

    @Test("rest -> pressed: 0.12 s ease-out, so at 0.06 s the card's scale is 1 − 0.04 × easeOut(0.5)")
    func pressScale() throws {
        let scene = try SceneHarness.scene("States/press-and-follow.states")
        let player = ScenePlayer(scene: scene, measurer: SceneHarness.measurer, fps: 50)
        let timeline = try player.transition(from: "rest", to: "pressed")
        let frame = try #require(timeline.frames.first { abs($0.time - 0.06) < 1e-9 })
        let look = try #require(frame.view("card")?.look)
        guard case .scale(let x, let y)? = look.transform.operations.first else {
            Issue.record("no scale: \(look.transform)")
            return
        }
        let expected = 1 - 0.04 * Self.easeOutHalf
        #expect(abs(x - expected) < 1e-6 && abs(y - expected) < 1e-6)
        // The colour is half way in linear light between the two grays, on the same curve.
        let from = try #require(SystemColors.dynamicColor(named: "secondary-system-background")).light
        let to = try #require(SystemColors.dynamicColor(named: "gray5")).light
        let want = LookInterpolation.lerp(from, to, Self.easeOutHalf)
        #expect(abs((look.background?.light.red ?? 0) - want.red) < 1e-9)
    }

    @Test("liked -> following: the title cross-fades and the button grows from 'Follow' to 'Following'")
    func textChange() throws {
        let scene = try SceneHarness.scene("States/press-and-follow.states")
        let engine = LayoutEngine(scene: scene, measurer: SceneHarness.measurer)
        let before = try #require(try engine.layout(state: "liked").frames["follow"])
        let after = try #require(try engine.layout(state: "following").frames["follow"])
        #expect(abs(before.width - (W("Follow", 17) + 24)) < 1e-9)
        #expect(abs(after.width - (W("Following", 17) + 24)) < 1e-9)
        let player = ScenePlayer(scene: scene, measurer: SceneHarness.measurer, fps: 20)
        let timeline = try player.transition(from: "liked", to: "following")
        let middle = try #require(timeline.frames.first { abs($0.time - 0.15) < 1e-9 })
        let view = try #require(middle.view("follow"))
        #expect(view.look?.text == "Following" && view.look?.fadingText == "Follow")
        #expect(abs((view.look?.textProgress ?? 0) - Self.easeInOutHalf) < 1e-9)
        // Timeline frames are snapped to the canvas's pixel grid (1/3 pt on this @3x device).
        #expect(abs(view.frame.width - (before.width + (after.width - before.width) * Self.easeInOutHalf)) <= 1.0 / 3 + 1e-9)
        // The badge keeps its pop (liked's look) through the change.
        guard case .scale(let s, _)? = middle.view("badge")?.look?.transform.operations.first else {
            Issue.record("badge lost its transform")
            return
        }
        #expect(s == 1.25)
    }

    @Test("timeline --json shows each changed look per frame")
    func json() throws {
        let r = try CLI.run(["timeline", "States/press-and-follow.states", "--transition", "rest->pressed", "--json"], in: CommandTests.root)
        #expect(r.status == 0)
        let last = try #require(r.stdout.split(separator: "\n").last)
        #expect(last.contains("\"card\": {") && last.contains("\"transform\":[{\"scale\":[0.96,0.96]}]"), "\(last)")
    }

    @Test("bad transforms and texts are located errors")
    func errors() {
        let base = "canvas 390x844\nview v\nlabel l \"x\"\n"
        for (line, message) in [
            ("state s { transform v scale(1000000000000) }", "scale values must be between -1000 and 1000"),
            ("state s { transform v rotate(5000000) }", "rotate values must be between -36000 and 36000"),
            ("state s { transform v skew(3) }", "unknown transform 'skew'"),
            ("state s { transform v translate(3) }", "'translate' takes two numbers (x, y), not 1"),
            ("state s { text v \"hi\" }", "'text' does not apply to 'v', a view"),
            ("state s { text l 3 }", "expected a string"),
        ] {
            let result = StatesCompiler.compile(source: base + line + "\n", file: "t.states")
            #expect(result.diagnostics.contains { $0.message.contains(message) && $0.range?.start.line == 4 }, "\(line): \(result.diagnostics.map(\.message))")
        }
    }
}
