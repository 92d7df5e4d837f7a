import Testing
@testable import StatesFormat
@testable import AnimLayout

/// Events and flows (§13, §14): hit testing, timers, interruption, and the checks.
@Suite("Motion: events and flows")
struct FlowTests {
    static let source = """
        canvas 300x300
        view panel { color gray5
            view button { color blue }
            button.top == super.top + 10; button.leading == super.leading + 10; button.width == 60; button.height == 60
        }
        view cover { color red; hidden }
        panel.top == root.top; panel.leading == root.leading; panel.width == 200; wide: panel.height == 100
        cover.top == root.top; cover.leading == root.leading; cover.width == 300; cover.height == 300
        state closed
        state open { constant wide 200 }
        state splash { show cover }
        on tap button: closed <-> open
        after 1s: splash -> closed
        transition * -> * { duration 0.5; curve linear }
        """

    static func scene(_ extra: String = "", initial: String? = nil) throws -> Scene {
        let text = source + "\n" + extra + (initial.map { "\ninitial \($0)\n" } ?? "")
        let result = StatesCompiler.compile(source: text, file: "f.states")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.scene)
    }

    static func play(_ scene: Scene, _ steps: String) throws -> (Timeline, FlowReport) {
        let flow = try Flow.parse(steps, scene: scene).get()
        return try ScenePlayer(scene: scene, measurer: MonospaceTextMeasurer(), fps: 20).flow(flow)
    }

    @Test("a tap on the button's centre goes to the button; one on the panel outside it hits the panel, which has no event")
    func hitTesting() throws {
        let (_, report) = try Self.play(try Self.scene(), "tap button, wait 1, tap 150,50")
        #expect(report.log == ["0 s: tap button hit 'button' -> 'open'", "1 s: tap 150,50 hit 'panel', with no event in 'open'"])
    }

    @Test("after 1s fires once the state is reached; a covering view takes the tap")
    func timerAndCover() throws {
        let scene = try Self.scene(initial: "splash")
        let (timeline, report) = try Self.play(scene, "tap button, wait 2")
        #expect(report.log.first == "0 s: tap button hit 'cover', with no event in 'splash'")
        #expect(report.log.last == "1 s: after 1s -> 'closed'")
        // The cover fades out from 1 s to 1.5 s.
        let at = { (t: Double) in timeline.frames.first { abs($0.time - t) < 1e-9 }?.view("cover")?.alpha }
        #expect(at(1.0) == 1 && at(1.25) == 0.5 && at(1.5) == 0)
    }

    @Test("a tap during a transition starts the next one from the frames on screen: the panel turns back without a jump")
    func interruption() throws {
        let (timeline, report) = try Self.play(try Self.scene(), "tap button, wait 0.2, tap button, wait 1")
        #expect(report.log == ["0 s: tap button hit 'button' -> 'open'", "0.2 s: tap button hit 'button' -> 'closed'"])
        let heights = timeline.frames.map { $0.view("panel")?.frame.height ?? 0 }
        // 0.2 s of a linear 0.5 s growth from 100 to 200 is 140; the way back starts there.
        let at = { (t: Double) in timeline.frames.first { abs($0.time - t) < 1e-9 }?.view("panel")?.frame.height }
        #expect(at(0.2) == 140)
        #expect(abs((at(0.45) ?? 0) - (140 - 40 * 0.5)) < 1e-9)   // half way back: 140 → 100
        #expect(heights.last == 100)
        #expect(zip(heights, heights.dropFirst()).allSatisfy { abs($0 - $1) <= 10 + 1e-9 })   // never jumps
    }

    @Test("a spring that interrupts keeps the view's velocity: the panel's speed just after the cut is its speed just before")
    func springVelocity() throws {
        let text = Self.source.replacingOccurrences(of: "transition * -> * { duration 0.5; curve linear }",
                                                    with: "transition * -> * { curve spring(damping: 1, response: 0.5) }")
        let scene = try #require(StatesCompiler.compile(source: text, file: "s.states").scene)
        let flow = try Flow.parse("tap button, wait 0.1, tap button, wait 2", scene: scene).get()
        let (timeline, _) = try ScenePlayer(scene: scene, measurer: MonospaceTextMeasurer(), fps: 120).flow(flow)
        let h = { (t: Double) -> Double in timeline.frames.first { abs($0.time - t) < 1e-9 }?.view("panel")?.frame.height ?? .nan }
        // The speed at the cut from each side, by second-order one-sided differences over steps
        // of 2 frames (frames are snapped to the 0.5 pt grid): the spring reverses the panel
        // quickly after the cut, so a plain difference would mostly measure that.
        let d = 2.0 / 120, c = 0.1
        let before = (3 * h(c) - 4 * h(c - d) + h(c - 2 * d)) / (2 * d)
        let after = (-3 * h(c) + 4 * h(c + d) - h(c + 2 * d)) / (2 * d)
        #expect(before > 100)                                  // growing fast when the tap comes
        #expect(abs(after - before) < 0.2 * before, "before \(before), after \(after)")
    }

    @Test("checks: unknown names, two events with one trigger, an after-0s cycle, unreachable states, small targets")
    func checks() throws {
        func messages(_ extra: String) -> [String] {
            StatesCompiler.compile(source: Self.source + "\n" + extra + "\n", file: "f.states").diagnostics.map(\.message)
        }
        #expect(messages("on tap nope: closed -> open").contains { $0.hasPrefix("unknown view 'nope'") })
        #expect(messages("on tap button: closed -> nowhere").contains { $0.hasPrefix("unknown state 'nowhere'") })
        #expect(messages("on tap button: closed -> splash").contains { $0.contains("two events with the trigger 'tap button' from state 'closed'") })
        #expect(messages("state a\nstate b\nafter 0s: a -> b\nafter 0: b -> a").contains { $0.contains("'after 0s' events go round") })
        #expect(messages("state lonely").contains { $0 == "state 'lonely' is unreachable: no event leads to it from 'closed'" })
        #expect(messages("flow f: tap nothing").contains { $0.hasPrefix("unknown view 'nothing'") })
        let scene = try Self.scene("view small { color red }\nsmall.top == root.top + 250; small.leading == root.leading; small.width == 30; small.height == 30\non tap small: open -> closed")
        let check = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
        #expect(check.problems.contains { $0.message.contains("tap target 'small' is 30x30, smaller than the 44x44 points") })
        // The splash's cover hides the button: a tap target covered at its centre.
        let covered = try Self.scene("on tap button: splash -> open")
        let coverCheck = try SceneCheck(scene: covered, measurer: MonospaceTextMeasurer(), strict: false)
        #expect(coverCheck.problems.contains { $0.message.contains("tap target 'button' is covered by 'cover' at its centre") })
    }

    @Test("command-line steps: points, durations with units, and errors that name the step")
    func parse() throws {
        let scene = try Self.scene()
        let flow = try Flow.parse("tap button, wait 500ms, tap 10,20, wait 1s", scene: scene).get()
        #expect(flow.steps.count == 4)
        if case .tapPoint(let x, let y, _) = flow.steps[2] { #expect(x == 10 && y == 20) } else { Issue.record("no point") }
        if case .wait(let s, _) = flow.steps[1] { #expect(s == 0.5) } else { Issue.record("no wait") }
        if case .failure(let e) = Flow.parse("tap buton", scene: scene) { #expect(e.message.contains("did you mean 'button'")) } else { Issue.record("accepted") }
        if case .failure(let e) = Flow.parse("jump", scene: scene) { #expect(e.message.contains("'jump' is not a step")) } else { Issue.record("accepted") }
    }
}
