import Testing
@testable import AnimLayout

/// Issue 17, D4: timing problems and the frame cap are located at their cause, found from the
/// timing alone (before any layout), and reported by `SceneCheck`.
@Suite("Frame cap and located timing errors")
struct FrameLimitTests {
    static let head = """
    canvas 390x844
    view a
    view b
    view c
    state x
    state y { hide a }
    state z

    """

    static func scene(_ tail: String) throws -> Scene {
        let r = StatesCompiler.compile(source: head + tail, file: "t.states")
        return try #require(r.scene, "\(r.diagnostics)")
    }

    static func at(_ line: Int, _ column: Int, _ end: Int) -> SourceRange {
        SourceRange(start: SourceLocation(file: "t.states", line: line, column: column),
                    end: SourceLocation(file: "t.states", line: line, column: end))
    }

    @Test("the cap is 6,000 frames (200 s at 30 fps) and TimelineBuilder's default")
    func cap() {
        #expect(RenderLimits.maximumFramesPerTimeline == 6_000)
        #expect(RenderLimits.defaultFPS == 30)
        let b = TimelineBuilder(scene: MotionFixtures.scene(), fps: 30) { _, _ in throw MotionError.unknownState("unused") }
        #expect(b.maximumFrames == 6_000)
    }

    @Test("'hold 400' typed for 'hold 4.00': located at the hold, before anything is laid out")
    func hold() throws {
        let scene = try Self.scene("sequence tour: x -> y -> z -> x { hold 400 }\n")
        // 4 holds of 400 s at 30 fps = 48,000 frames, 3 transitions of round(0.3 × 30) = 9, one end frame.
        let expected = MotionError.tooManyFrames(
            count: 48_028, limit: 6_000,
            message: "sequence 'tour' would have 48,028 frames at 30 fps (at most 6,000): 'hold 400' holds 400 s at each of 4 states",
            at: Self.at(8, 35, 43))
        #expect(throws: expected) { try TimelineBuilder.frameCount(sequence: "tour", in: scene, fps: 30) }
        var laidOut = 0
        let builder = TimelineBuilder(scene: scene, fps: 30) { _, to in
            laidOut += 1
            return MotionFixtures.layout(to, [:])
        }
        #expect(throws: expected) { try builder.sequence("tour") }
        #expect(laidOut == 0)
        // 4.00 s: 4 × 120 + 27 + 1 = 508 frames.
        #expect(try TimelineBuilder.frameCount(sequence: "tour", in: Self.scene("sequence tour: x -> y -> z -> x { hold 4.00 }\n"), fps: 30) == 508)
    }

    @Test("a transition over the cap names its duration, delay, stagger or spring")
    func transitionCauses() throws {
        func error(_ tail: String, _ from: String = "x", _ to: String = "y") throws -> MotionError? {
            do {
                _ = try TimelineBuilder.frameCount(transitionFrom: from, to: to, in: Self.scene(tail), fps: 30)
                return nil
            } catch let e as MotionError {
                return e
            }
        }
        // 300 s: 9,000 + 1 frames.
        let duration = try error("transition x -> y { duration 300 }\n")
        #expect(duration?.description == "transition 'x -> y' would have 9,001 frames at 30 fps (at most 6,000): 'duration 300' lasts 300 s")
        #expect(duration?.range == Self.at(8, 21, 33))
        // Delay 250 s + 0.3 s: round(250.3 × 30) + 1 = 7,510.
        let delay = try error("transition x -> y { delay 250 }\n")
        #expect(delay?.description == "transition 'x -> y' would have 7,510 frames at 30 fps (at most 6,000): 'delay 250' waits 250 s")
        #expect(delay?.range == Self.at(8, 21, 30))
        // Stagger 100 s: c is the third element, 200 s late, ending at 200.3 s: 6,010 frames.
        let stagger = try error("transition * -> * { stagger 100 }\n")
        #expect(stagger?.description == "transition 'x -> y' would have 6,010 frames at 30 fps (at most 6,000): 'stagger 100' starts element 'c' 200 s late")
        #expect(stagger?.range == Self.at(8, 21, 32))
        // An element's own delay.
        let own = try error("transition x -> y { element b { delay 300 } }\n")
        #expect(own?.description == "transition 'x -> y' would have 9,010 frames at 30 fps (at most 6,000): 'delay 300' of element 'b' waits 300 s")
        #expect(own?.range == Self.at(8, 33, 42))
        // A spring that settles slowly: located at the curve.
        let spring = try error("transition x -> y { curve spring(mass: 100, stiffness: 1, damping: 1) }\n")
        #expect(spring?.description.hasPrefix("transition 'x -> y' would have ") == true)
        #expect(spring?.description.contains("'curve spring(mass: 100, stiffness: 1, damping: 1, velocity: 0)' settles after") == true)
        #expect(spring?.range == Self.at(8, 21, 70))
        #expect(try error("transition x -> y { duration 199.9 }\n") == nil)
    }

    @Test("a sequence made long by its transitions names the longest")
    func sequenceOfLongTransitions() throws {
        // Each 150 s transition has 4,501 frames on its own; the sequence 2 × 4,500 + 1 = 9,001.
        let scene = try Self.scene("transition * -> * { duration 150 }\nsequence s: x -> y -> z\n")
        #expect(throws: MotionError.tooManyFrames(
            count: 9_001, limit: 6_000,
            message: "sequence 's' would have 9,001 frames at 30 fps (at most 6,000): its 2 transitions last 300 s in all; in the longest, 'x -> y', 'duration 150' lasts 150 s",
            at: Self.at(8, 21, 33))) { try TimelineBuilder.frameCount(sequence: "s", in: scene, fps: 30) }
    }

    @Test("an invalid curve is located at it and described as written")
    func invalidCurve() throws {
        var t = MotionFixtures.transition(.state("left"), .state("right"),
                                          curve: .springPhysical(mass: 1, stiffness: 100, damping: 0, velocity: 0))
        t.curveRange = Self.at(3, 5, 30)
        let scene = MotionFixtures.scene(transitions: [t])
        #expect(throws: MotionError.invalidCurve(
            "'spring(mass: 1, stiffness: 100, damping: 0, velocity: 0)' in left -> right cannot be evaluated: a spring needs mass, stiffness and damping greater than 0, a cubic-bezier x values in 0…1",
            at: Self.at(3, 5, 30))) { try TransitionPlan(scene: scene, from: "left", to: "right") }
        #expect(MotionError.unknownState("nowhere").range == nil)
        #expect(MotionError.unknownState("nowhere").diagnostic == .error("unknown state 'nowhere'", at: nil))
    }

    @Test("SceneCheck reports every declared transition and sequence over the cap once, at its cause")
    func sceneCheck() throws {
        let scene = try Self.scene("""
        transition x -> y { duration 300 }
        transition * -> * { duration 0.3 }
        sequence long: x -> y -> x
        sequence tour: x -> z -> x { hold 400 }

        """)
        let errors = SceneCheck.timingErrors(of: scene)
        // The sequence 'long' is long because of 'duration 300', already reported: once.
        #expect(errors.map(\.range) == [Self.at(8, 21, 33), Self.at(11, 30, 38)])
        #expect(errors.map(\.message) == [
            "transition 'x -> y' would have 9,001 frames at 30 fps (at most 6,000): 'duration 300' lasts 300 s",
            "sequence 'tour' would have 36,019 frames at 30 fps (at most 6,000): 'hold 400' holds 400 s at each of 3 states",
        ])
        do {
            _ = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
            Issue.record("expected errors")
        } catch let error as LayoutError {
            #expect(error.diagnostics == errors)
        }
        #expect(SceneCheck.timingErrors(of: try Self.scene("transition * -> * { duration 0.3 }\nsequence s: x -> y { hold 4 }\n")).isEmpty)
    }
}
