import Testing
@testable import StatesFormat

/// Issue 17, D5 and D4's locations: an undamped spring is a checker error at the curve, and
/// every timing setting records where it is written.
@Suite("Timing settings: checks and locations")
struct TimingCheckTests {
    static let head = "canvas 100x100\nview a\nstate x\nstate y { hide a }\n"

    @Test("an undamped physical spring is an error at the curve with a note at the damping")
    func undampedSpring() {
        let source = Self.head + "transition x -> y { curve spring(mass: 1, stiffness: 100, damping: 0) }\n"
        let r = compile(source)
        // `spring(` starts at column 27 of line 5 and the curve ends at column 70; `0` is at 68.
        #expect(r.diagnostics == [.error(
            "an undamped spring (damping 0) oscillates forever and never comes to rest; give damping greater than 0 (e.g. damping: 10)",
            at: at(5, 27, 70), notes: [.note("damping is 0 here", at: at(5, 68, 69))])])
        #expect(r.scene == nil)
        // Also as an element's override, and without mass.
        let element = Self.head + "transition x -> y { element a { curve spring(stiffness: 10, damping: 0) } }\n"
        #expect(errors(element).map { $0.prefix(5) } == ["5:39:"])
        // A little damping is a valid spring.
        #expect(errors(Self.head + "transition x -> y { curve spring(stiffness: 100, damping: 0.5) }\n") == [])
    }

    @Test("transition, element and sequence settings record where they are written")
    func ranges() throws {
        let source = Self.head + """
        transition x -> y {
          duration 2; delay 100ms
          curve ease-in; stagger 0.1
          element a { delay 1; duration 3; curve linear }
        }
        sequence s: x -> y { hold 400 }

        """
        let scene = try #require(compile(source).scene)
        let t = try #require(scene.transitions.first)
        #expect(t.durationRange == at(6, 3, 13))
        #expect(t.delayRange == at(6, 15, 26))
        #expect(t.curveRange == at(7, 3, 16))
        #expect(t.staggerRange == at(7, 18, 29))
        let e = try #require(t.elementTimings.first)
        #expect(e.delayRange == at(8, 15, 22))
        #expect(e.durationRange == at(8, 24, 34))
        #expect(e.curveRange == at(8, 36, 48))
        let seq = try #require(scene.sequences.first)
        #expect(seq.holdRange == at(10, 22, 30))
        // Not written: nil.
        let bare = try #require(compile(Self.head + "transition x -> y\nsequence s: x -> y\n").scene)
        #expect(bare.transitions[0].durationRange == nil && bare.transitions[0].curveRange == nil)
        #expect(bare.sequences[0].holdRange == nil)
    }

    @Test("curves are described as they are written")
    func curveDescriptions() {
        #expect(Curve.easeInOut.description == "ease-in-out")
        #expect(Curve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).description == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(Curve.springResponse(damping: 0.7, response: 0.4).description == "spring(damping: 0.7, response: 0.4)")
        #expect(Curve.springPhysical(mass: 1, stiffness: 100, damping: 0, velocity: 0).description
                == "spring(mass: 1, stiffness: 100, damping: 0, velocity: 0)")
    }

    @Test("issue 60: spring(bounce:, duration:) is SwiftUI's spring: response = duration, damping 1 − bounce (1 / (1 + bounce) below 0)")
    func bounceSprings() throws {
        func curve(_ written: String) throws -> Curve? {
            try #require(compile(Self.head + "transition x -> y { curve \(written) }\n").scene).transitions.first?.curve
        }
        #expect(try curve("spring(bounce: 0.3, duration: 0.5)") == .springResponse(damping: 0.7, response: 0.5))
        #expect(try curve("spring(duration: 0.4, bounce: -0.5)") == .springResponse(damping: 2, response: 0.4))
        #expect(try curve("spring(bounce: 0.15)") == .springResponse(damping: 0.85, response: 0.5))
        #expect(try curve("spring(duration: 1)") == .springResponse(damping: 1, response: 1))
        #expect(errors(Self.head + "transition x -> y { curve spring(bounce: 1) }\n")
                == ["5:42: a bounce of 1 or more never comes to rest (it is undamped); give a bounce below 1 (e.g. bounce: 0.3)"])
        #expect(errors(Self.head + "transition x -> y { curve spring(bounce: -1) }\n")
                == ["5:42: bounce must be greater than -1 (-1 would be infinitely damped)"])
        #expect(errors(Self.head + "transition x -> y { curve spring(duration: 0) }\n") == ["5:44: duration must be greater than 0"])
        #expect(errors(Self.head + "transition x -> y { curve spring(bounce: 0.2, damping: 3) }\n")
                == ["5:56: 'damping' does not go with bounce and duration: spring(bounce:, duration:) is a spring of its own (SwiftUI's spring(duration:bounce:))"])
        // The other two forms are unchanged.
        #expect(try curve("spring()") == .springResponse(damping: 0.825, response: 0.55))
        #expect(try curve("spring(stiffness: 100, damping: 10)") == .springPhysical(mass: 1, stiffness: 100, damping: 10, velocity: 0))
    }
}
