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

    @Test("solve --json is the same with and without the transform, but for the state's name")
    func solveJSONIgnoresTransforms() throws {
        let rest = try CLI.run(["solve", "States/press-and-follow.states", "--state", "rest", "--json"], in: CommandTests.root)
        let pressed = try CLI.run(["solve", "States/press-and-follow.states", "--state", "pressed", "--json"], in: CommandTests.root)
        #expect(rest.status == 0 && pressed.status == 0)
        #expect(rest.stdout.replacingOccurrences(of: "\"rest\"", with: "\"pressed\"") == pressed.stdout)
    }

    @Test("a scale of 0 draws nothing rather than failing")
    func zeroScale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-zero-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "canvas 100x100\nview v { color red; transform scale(0) }\nv.top == root.top; v.leading == root.leading; v.width == 50; v.height == 50\n"
            .write(to: dir.appendingPathComponent("z.states"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "z.states", "--format", "png", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
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

    @Test("pressed -> liked: the badge's key at 40% is reached on ease-out segments (values by hand)")
    func keyframes() throws {
        let scene = try SceneHarness.scene("States/press-and-follow.states")
        let player = ScenePlayer(scene: scene, measurer: SceneHarness.measurer, fps: 50)
        let timeline = try player.transition(from: "pressed", to: "liked")
        func transform(at t: Double) throws -> (scale: Double, rotate: Double) {
            let frame = try #require(timeline.frames.first { abs($0.time - t) < 1e-9 })
            let ops = try #require(frame.view("badge")?.look?.transform.operations)
            guard ops.count == 2, case .scale(let s, _) = ops[0], case .rotate(let r) = ops[1] else {
                Issue.record("\(ops)")
                return (0, 0)
            }
            return (s, r)
        }
        let e = Self.easeOutHalf
        // 0.08 s is half of the first segment (0…40% of 0.4 s): identity → scale(1.5) rotate(-20).
        let early = try transform(at: 0.08)
        #expect(abs(early.scale - (1 + 0.5 * e)) < 1e-6 && abs(early.rotate - (-20 * e)) < 1e-6)
        // 0.28 s is half of the second (40…100%): → liked's scale(1.25) rotate(-12).
        let late = try transform(at: 0.28)
        #expect(abs(late.scale - (1.5 - 0.25 * e)) < 1e-6 && abs(late.rotate - (-20 + 8 * e)) < 1e-6)
        // At the key itself the values are the key's.
        let key = try transform(at: 0.16)
        #expect(abs(key.scale - 1.5) < 1e-9 && abs(key.rotate + 20) < 1e-9)
    }

    @Test("path arc: the centre moves on a quarter ellipse (midpoint at sin 45°, 1 − cos 45°); the way back reverses it")
    func arc() throws {
        let source = """
            canvas 400x400
            view dot { color red }
            dot.width == 20; dot.height == 20
            x: dot.leading == root.leading + 10; y: dot.top == root.top + 10
            state a
            state b { constant x 310; constant y 310 }
            transition a <-> b { duration 1; curve linear; path dot arc }
            """
        let result = StatesCompiler.compile(source: source, file: "arc.states")
        let scene = try #require(result.scene)
        let player = ScenePlayer(scene: scene, measurer: MonospaceTextMeasurer(), fps: 2)
        let forth = try player.transition(from: "a", to: "b")
        let mid = try #require(forth.frames.first { abs($0.time - 0.5) < 1e-9 }?.view("dot")?.frame)
        let r = 0.5.squareRoot()   // sin 45° = cos 45°
        #expect(abs(mid.midX - (20 + 300 * r)) < 1e-6 && abs(mid.midY - (20 + 300 * (1 - r))) < 1e-6)
        let back = try player.transition(from: "b", to: "a")
        let midBack = try #require(back.frames.first { abs($0.time - 0.5) < 1e-9 }?.view("dot")?.frame)
        // Backwards the centre retraces the same curve: the same point at the same fraction.
        #expect(abs(midBack.midX - (320 - 300 * (1 - r))) < 1e-6 && abs(midBack.midY - (320 - 300 * r)) < 1e-6)
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
            ("state s\ntransition * -> * { keyframes v { 60% { alpha 0.5 } 40% { alpha 1 } } }", "keys must be in increasing order"),
            ("state s\ntransition * -> * { keyframes v { 140% { alpha 0.5 } } }", "a key must be between 0% and 100%"),
            ("state s\ntransition * -> * { keyframes v { 40% { text \"no\" } } }", "'text' cannot be a key"),
            ("state s\ntransition * -> * { keyframes nope { 40% { alpha 1 } } }", "unknown view 'nope'"),
            ("state s\ntransition * -> * { path v spiral }", "unknown path 'spiral'"),
            ("state s\ntransition * -> * { keyframes v { 50% { value 0.5 } } }", "'value' does not apply to 'v', a view"),
        ] {
            let result = StatesCompiler.compile(source: base + line + "\n", file: "t.states")
            #expect(result.diagnostics.contains { $0.message.contains(message) && ($0.range?.start.line ?? 0) >= 4 }, "\(line): \(result.diagnostics.map(\.message))")
        }
    }
}
