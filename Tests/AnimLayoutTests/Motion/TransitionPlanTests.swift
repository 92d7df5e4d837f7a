import Testing
@testable import AnimLayout

@Suite("Motion: transition lookup and timing")
struct TransitionPlanTests {
    typealias F = MotionFixtures

    @Test("the most specific declaration applies")
    func specificity() {
        let scene = F.scene(states: ["A", "B", "C"], transitions: [
            F.transition(.state("A"), .state("B"), duration: 4),
            F.transition(.state("A"), .any, duration: 2),
            F.transition(.any, .state("B"), duration: 3),
            F.transition(.any, .any, duration: 1),
        ])
        #expect(scene.transitionDeclaration(from: "A", to: "B")?.duration == 4)
        #expect(scene.transitionDeclaration(from: "C", to: "B")?.duration == 3)
        #expect(scene.transitionDeclaration(from: "A", to: "C")?.duration == 2)
        #expect(scene.transitionDeclaration(from: "C", to: "A")?.duration == 1)
        #expect(scene.transitionDeclaration(from: "B", to: "B")?.duration == 3)
        // Without `A -> B`, `* -> B` beats `A -> *`.
        var other = scene
        other.transitions.removeFirst()
        #expect(other.transitionDeclaration(from: "A", to: "B")?.duration == 3)
        // Without any match, none.
        #expect(F.scene(states: ["A", "B"]).transitionDeclaration(from: "A", to: "B") == nil)
    }

    @Test("among equally specific declarations the last one wins")
    func lastWins() {
        let scene = F.scene(states: ["A", "B"], transitions: [
            F.transition(.state("A"), .state("B"), duration: 5),
            F.transition(.any, .any, duration: 1),
            F.transition(.state("A"), .state("B"), duration: 6),
            F.transition(.any, .any, duration: 7),
        ])
        #expect(scene.transitionDeclaration(from: "A", to: "B")?.duration == 6)
        #expect(scene.transitionDeclaration(from: "B", to: "A")?.duration == 7)
    }

    @Test("default: 0.3 s ease-in-out, everything together")
    func defaults() throws {
        let plan = try TransitionPlan(scene: F.scene(), from: "left", to: "center")
        #expect(plan.declaration == nil)
        #expect(plan.main == MotionTiming(delay: 0, duration: 0.3, function: .bezier(.easeInOut)))
        #expect(plan.duration == 0.3)
        #expect(plan.elements.map(\.element) == ["a", "b", "c"])
        #expect(plan.elements.allSatisfy { $0.timing == plan.main })
    }

    @Test("delay and stagger in declaration order; guides move with their view")
    func stagger() throws {
        let els = [F.element("a", .view), F.element("g", .guide, parent: "a"), F.element("b", .label),
                   F.element("c", .stack), F.element("d", .image, parent: "c")]
        let scene = F.scene(elements: els, transitions: [
            F.transition(.any, .any, duration: 0.2, delay: 0.1, curve: .linear, stagger: 0.04),
        ])
        let plan = try TransitionPlan(scene: scene, from: "left", to: "right")
        let delays = plan.elements.map(\.timing.delay)
        let expected = [0.1, 0.1, 0.14, 0.18, 0.22]
        for (d, e) in zip(delays, expected) { #expect(abs(d - e) < 1e-15) }
        #expect(plan.elements.allSatisfy { $0.timing.duration == 0.2 && $0.timing.function == .bezier(.linear) })
        #expect(abs(plan.duration - 0.42) < 1e-15)
        #expect(plan.main.delay == 0.1 && plan.main.duration == 0.2)
    }

    @Test("per-element overrides")
    func overrides() throws {
        let spring = Curve.springPhysical(mass: 1, stiffness: 100, damping: 10, velocity: 0)
        let scene = F.scene(transitions: [
            F.transition(.state("left"), .state("center"), delay: 0.05, curve: .easeIn, stagger: 0.1, elements: [
                ElementTiming(element: "b", delay: 0.5, curve: .easeOut, range: F.here),
                ElementTiming(element: "c", curve: spring, range: F.here),
                ElementTiming(element: "a", duration: 1, range: F.here),
                ElementTiming(element: "a", duration: 0.7, range: F.here), // later block wins
            ]),
        ])
        let plan = try TransitionPlan(scene: scene, from: "left", to: "center")
        let a = try #require(plan.timing(of: "a"))
        let b = try #require(plan.timing(of: "b"))
        let c = try #require(plan.timing(of: "c"))
        #expect(a == MotionTiming(delay: 0.05, duration: 0.7, function: .bezier(.easeIn)))
        // The delay override replaces the delay and the stagger offset.
        #expect(b == MotionTiming(delay: 0.5, duration: 0.3, function: .bezier(.easeOut)))
        // A spring without a duration lasts until it settles (reference: SpringTests, mpmath).
        // b has its own delay, so it takes no stagger slot: c is second (0.05 + 0.1).
        #expect(abs(c.delay - 0.15) < 1e-15)
        #expect(abs(c.duration - 1.2701651956539863) < 1e-9)
        #expect(abs(plan.duration - (0.15 + 1.2701651956539863)) < 1e-9)
        // Other pairs do not get the overrides.
        let back = try TransitionPlan(scene: scene, from: "center", to: "left")
        #expect(back.duration == 0.3)
    }

    @Test("bad names, curves and timings throw")
    func errors() {
        let scene = F.scene(transitions: [
            F.transition(.state("left"), .state("right"), curve: .cubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)),
            F.transition(.state("right"), .state("left"), curve: .springPhysical(mass: 1, stiffness: 100, damping: 0, velocity: 0)),
            F.transition(.state("center"), .state("left"), duration: -1),
        ])
        #expect(throws: MotionError.unknownState("nowhere", known: scene.states.map(\.name))) {
            try TransitionPlan(scene: scene, from: "nowhere", to: "left")
        }
        // A misspelt state gets a suggestion, as --state gives.
        #expect(MotionError.unknownState("lft", known: ["left", "center"]).description == "unknown state 'lft'; did you mean 'left'?")
        #expect(throws: MotionError.self) { try TransitionPlan(scene: scene, from: "left", to: "right") }
        #expect(throws: MotionError.self) { try TransitionPlan(scene: scene, from: "right", to: "left") }
        #expect(throws: MotionError.self) { try TransitionPlan(scene: scene, from: "center", to: "left") }
        #expect(throws: Never.self) { try TransitionPlan(scene: scene, from: "left", to: "center") }
    }
}
