import Foundation
import Testing
import AnimLayout
import StatesFormat

/// Rotation in sequences (docs/format.md, "Rotation"): the `rotate` sequence of the position
/// pair, `left -> center -> center in landscape -> right in landscape -> right { hold 0.6 }`,
/// checked against frames computed by hand (docs/scenes.md, "Rotation").
///
/// Timing at 30 fps: holds of 0.6 s (18 frames), state changes of 0.3 s (9 frames), rotations
/// of 0.4 s (12 frames). Each step has arrived at the first frame after its motion:
/// left 0, center 27, center in landscape 57, right in landscape 84, right 114; 133 frames.
@Suite("Rotation in sequences")
struct RotationTests {
    static let constants = "States/position-constant-full.states"
    static let priorities = "States/position-priority.states"
    static let arrivals = [0, 27, 57, 84, 114]

    static func timeline(_ file: String) throws -> Timeline {
        let scene = try SceneHarness.scene(file)
        return try ScenePlayer(scene: scene, measurer: SceneHarness.measurer, fps: 30).sequence("rotate")
    }

    static func title(_ t: Timeline, _ index: Int) throws -> Rect {
        try #require(t.frames[index].view("title")).frame
    }

    @Test("constant math: the label keeps its portrait constant after rotating (off its place), and leaves the screen rotating back")
    func constantsGoStale() throws {
        let t = try Self.timeline(Self.constants)
        #expect(t.frames.count == 133)
        let w = W("Position", 17), h = H(17)
        // Portrait y = 47 + 40, landscape y = 0 + 40.
        let expected = [R(8, 87, w, h),                 // left
                        R((390 - w) / 2, 87, w, h),     // center, C = (390 − W) / 2 computed in portrait
                        R((390 - w) / 2, 40, w, h),     // rotated: C is not computed again (422 − W/2 would be centred)
                        R(844 - w - 8, 40, w, h),       // right entered in landscape: C = 844 − W − 8
                        R(844 - w - 8, 87, w, h)]       // rotated back: x = 836 − W > 390, off the screen
        for (k, index) in Self.arrivals.enumerated() {
            let frame = try Self.title(t, index)
            #expect(near(frame, expected[k]), "step \(k) (frame \(index)): \(frame) vs \(expected[k])")
        }
        #expect(try Self.title(t, 114).minX > 390)
    }

    @Test("priority swapping: solved again at the new size, the label stays in its place")
    func prioritiesFollow() throws {
        let t = try Self.timeline(Self.priorities)
        #expect(t.frames.count == 133)
        let w = W("Position", 17), h = H(17)
        let expected = [R(8, 87, w, h), R(195 - w / 2, 87, w, h), R(422 - w / 2, 40, w, h),
                        R(836 - w, 40, w, h), R(382 - w, 87, w, h)]
        for (k, index) in Self.arrivals.enumerated() {
            let frame = try Self.title(t, index)
            #expect(near(frame, expected[k]), "step \(k) (frame \(index)): \(frame) vs \(expected[k])")
        }
    }

    @Test("the canvas, safe area and label move together on the rotation's curve; segments and sizes are recorded")
    func midRotation() throws {
        let t = try Self.timeline(Self.priorities)
        let w = W("Position", 17)
        // The rotation starts at 1.5 s (frame 45) and lasts 0.4 s; at 1.7 s (frame 51) the
        // ease-in-out curve is at exactly 0.5 (it is symmetric).
        let start = t.frames[45], mid = t.frames[51], end = t.frames[57]
        #expect(start.segment == .rotation(state: "center", from: "default", to: "landscape"))
        #expect(t.frames[44].segment == .hold("center"))
        #expect(end.segment == .hold("center"))
        #expect(abs(mid.time - 1.7) < 1e-9)
        #expect(abs(mid.progress - 0.5) < 1e-9)
        #expect(start.environment?.canvas == Size(width: 390, height: 844))
        #expect(mid.environment?.canvas == Size(width: 617, height: 617))
        #expect(end.environment?.canvas == Size(width: 844, height: 390))
        // The new size's traits from the start of the rotation, as UIKit gives them.
        #expect(start.environment?.size == "landscape")
        #expect(t.frames[44].environment?.size == "default")
        // Safe area: (0, 47, 390, 763) in portrait, (47, 0, 750, 369) in landscape.
        #expect(mid.environment?.safeArea == R(23.5, 23.5, 570, 566))
        // The label: halfway between 195 − W/2 and 422 − W/2, and between y 87 and 40.
        #expect(near(try Self.title(t, 51), R(308.5 - w / 2, 63.5, w, H(17))))
        #expect(t.pictureSize == Size(width: 844, height: 844))
    }

    @Test("rotation timing: 0.4 s ease-in-out by default, or what 'transition rotation' says")
    func timing() throws {
        let base = try SceneHarness.scene(Self.priorities)
        #expect(base.rotation?.duration == 0.4)
        var scene = base
        scene.rotation = nil
        let plan = try TransitionPlan(scene: scene, rotating: "center", from: "default", to: "landscape")
        #expect(plan.duration == 0.4 && plan.main.function == TimingFunction(.easeInOut))
        scene.rotation = Transition(from: .any, to: .any, duration: 1, curve: .linear, range: base.canvas.range)
        let slow = try TransitionPlan(scene: scene, rotating: "center", from: "default", to: "landscape")
        #expect(slow.duration == 1 && slow.sizes == .init(from: "default", to: "landscape"))
        // A state change between sizes keeps the state transition's timing (0.3 s).
        let t = try ScenePlayer(scene: scene, measurer: SceneHarness.measurer, fps: 10).sequence("rotate")
        // holds 5 × 6, state changes 3 × 2, rotations 2 × 10, end frame.
        #expect(t.frames.count == 30 + 6 + 20 + 1)
    }

    @Test("steps: unknown sizes are errors with a suggestion; the rotation takes duration, delay and curve only; printed back")
    func format() throws {
        let head = "canvas 390x844\nsize landscape 844x390\nview v\nv.top == root.top\nv.left == root.left\nv.width == 10\nv.height == 10\nstate a\nstate b\n"
        let bad = StatesCompiler.compile(source: head + "sequence s: a -> a in landscap\ntransition rotation { stagger 0.1 }\n", file: "x.states")
        let messages = bad.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("unknown size 'landscap'") && $0.contains("did you mean 'landscape'") })
        #expect(messages.contains { $0.contains("a rotation moves every view together") })
        let good = StatesCompiler.compile(source: head + "sequence s: a -> a in landscape -> b in default\ntransition rotation { duration 1 }\n",
                                          file: "x.states")
        let scene = try #require(good.scene)
        #expect(scene.sequences.first?.steps == [SequenceStep(state: "a"), SequenceStep(state: "a", size: "landscape"),
                                                 SequenceStep(state: "b", size: "default")])
        #expect(scene.rotation?.duration == 1)
        let parsed = StatesCompiler.parse(source: head + "sequence s: a -> a in landscape -> b in default\ntransition rotation { duration 1 }\n",
                                          file: "x.states")
        let printed = try StatesPrinter.print(parsed.ast)
        #expect(printed.contains("sequence s: a -> a in landscape -> b in default"))
        #expect(printed.contains("transition rotation { duration 1 }"))
    }
}
