import Testing
@testable import AnimLayout

@Suite("Motion: timelines")
struct TimelineTests {
    typealias F = MotionFixtures

    /// left: a at x 0, b at x 200 (hidden), c at x 50 with alpha 0.5.
    /// center: a at x 100 and twice as wide, b at x 100 visible, c at x 50 with alpha 1.
    /// right: everything at x 300.
    static let left = F.layout("left", ["a": Rect(x: 0, y: 10, width: 50, height: 20),
                                         "b": Rect(x: 200, y: 40, width: 80, height: 20.5),
                                         "c": Rect(x: 50, y: 70, width: 10, height: 10)],
                               hidden: ["b"], alpha: ["c": 0.5])
    static let center = F.layout("center", ["a": Rect(x: 100, y: 10, width: 100, height: 20),
                                             "b": Rect(x: 100, y: 40, width: 80, height: 20.5),
                                             "c": Rect(x: 50, y: 70, width: 10, height: 10)])
    static let right = F.layout("right", ["a": Rect(x: 300, y: 10, width: 50, height: 20),
                                           "b": Rect(x: 300, y: 40, width: 80, height: 20.5),
                                           "c": Rect(x: 300, y: 70, width: 10, height: 10)])

    static func layouts(_ from: String?, _ to: String) throws -> Layout {
        switch to {
        case "left": return left
        case "center": return center
        case "right": return right
        default: throw MotionError.unknownState(to)
        }
    }

    static func builder(_ scene: Scene, fps: Int = 30) -> TimelineBuilder {
        TimelineBuilder(scene: scene, fps: fps, layouts: layouts)
    }

    static func exactly(_ frame: TimelineFrame, _ layout: Layout) -> Bool {
        frame.views.allSatisfy { v in
            v.frame == layout.frames[v.id]
                && v.alpha == (layout.hidden.contains(v.id) ? 0 : layout.alpha[v.id] ?? 1)
        } && frame.views.map(\.id) == ["a", "b", "c"]
    }

    @Test("round(D × F) + 1 frames, first exactly A, last exactly B at time D",
          arguments: [(0.3, 30, 10), (0.31, 30, 10), (0.35, 10, 5), (0.25, 10, 4), (1.0, 60, 61), (0.01, 30, 1), (0, 30, 1)])
    func frameCounts(_ duration: Double, _ fps: Int, _ count: Int) throws {
        let scene = F.scene(transitions: [F.transition(.any, .any, duration: duration)])
        let t = try Self.builder(scene, fps: fps).transition(from: "left", to: "center")
        #expect(t.frames.count == count)
        #expect(t.frames.map(\.index) == Array(0..<count))
        for f in t.frames.dropLast() { #expect(f.time == Double(f.index) / Double(fps)) }
        #expect(t.frames.last?.time == duration)
        #expect(t.frames.allSatisfy { $0.segment == .transition(from: "left", to: "center") })
        if count > 1, let first = t.frames.first { #expect(Self.exactly(first, Self.left) && first.progress == 0) }
        if let last = t.frames.last { #expect(Self.exactly(last, Self.center) && last.progress == 1) }
        #expect(t.fps == fps && t.scene == "fixture" && !t.loop)
    }

    @Test("middle frames follow the eased progress")
    func easedMiddle() throws {
        // 0.5 s ease-in-out at 8 fps: frames at 0, 0.125, 0.25, 0.375, 0.5, i.e. x = 0, ¼, ½, ¾, 1.
        // ease-in-out(¼) = 0.12916193104731981, (¾) = 0.87083806895268019 (mpmath, BezierTests).
        let scene = F.scene(transitions: [F.transition(.any, .any, duration: 0.5)])
        let t = try Self.builder(scene, fps: 8).transition(from: "left", to: "center")
        #expect(t.frames.count == 5)
        let ps = [0, 0.12916193104731981, 0.5, 0.87083806895268019, 1]
        for (f, p) in zip(t.frames, ps) {
            #expect(abs(f.progress - p) < 1e-12)
            let a = try #require(f.view("a"))
            #expect(abs(a.frame.x - 100 * p) < 1e-9)
            #expect(abs(a.frame.width - (50 + 50 * p)) < 1e-9)
            #expect(a.frame.y == 10 && a.frame.height == 20)
            let b = try #require(f.view("b"))
            #expect(abs(b.frame.x - (200 - 100 * p)) < 1e-9)
            // b is hidden in `left`: it fades in.
            #expect(abs(b.alpha - p) < 1e-12)
            // c does not move; its alpha goes from 0.5 to 1.
            let c = try #require(f.view("c"))
            #expect(c.frame == Rect(x: 50, y: 70, width: 10, height: 10))
            #expect(abs(c.alpha - (0.5 + 0.5 * p)) < 1e-12)
        }
    }

    @Test("a view hidden on the arriving side fades out; alpha stays in 0…1 under a spring")
    func fadeOutWithSpring() throws {
        let spring = Curve.springPhysical(mass: 1, stiffness: 100, damping: 5, velocity: 0)
        let scene = F.scene(transitions: [F.transition(.any, .any, curve: spring)])
        let t = try Self.builder(scene, fps: 30).transition(from: "center", to: "left")
        // Duration = the spring's settling time 2.6878694889000661 s (mpmath): round(80.636) + 1.
        #expect(t.frames.count == 82)
        #expect(abs(t.duration - 2.6878694889000661) < 1e-9)
        // At 0.3 s the spring is at 1.4305598377363429 (mpmath): past the end.
        let f = t.frames[9]
        #expect(abs(f.progress - 1.4305598377363429) < 1e-12)
        let a = try #require(f.view("a"))
        #expect(abs(a.frame.x - (100 - 100 * 1.4305598377363429)) < 1e-9)
        #expect(try #require(f.view("b")).alpha == 0) // clamped progress 1: fully faded
        #expect(t.frames.allSatisfy { $0.views.allSatisfy { (0...1).contains($0.alpha) } })
        #expect(Self.exactly(t.frames[81], Self.left))
    }

    @Test("stagger: each element on its own clock")
    func staggered() throws {
        // duration 0.1, stagger 0.1, linear, 10 fps: a moves during 0…0.1, b 0.1…0.2, c 0.2…0.3.
        let scene = F.scene(transitions: [F.transition(.any, .any, duration: 0.1, curve: .linear, stagger: 0.1)])
        let t = try Self.builder(scene, fps: 20).transition(from: "center", to: "right")
        #expect(t.frames.count == 7) // round(0.3 × 20) + 1
        let f = t.frames[3] // 0.15 s: a done, b half-way, c not started
        #expect(try #require(f.view("a")).frame.x == 300)
        #expect(abs(try #require(f.view("b")).frame.x - 200) < 1e-9)
        #expect(try #require(f.view("c")).frame.x == 50)
        #expect(f.progress == 1) // the main curve (no stagger) ended at 0.1 s
    }

    @Test("a child moves with its parent when their clocks differ")
    func childFollowsParent() throws {
        // card moves 0 → 100 (ease-in-out); title sits at card + 10 on both sides, with a linear
        // curve of its own. In superview coordinates title does not move, so on screen it stays
        // exactly 10 points right of the card in every frame.
        let els = [F.element("card", .view), F.element("title", .label, parent: "card")]
        let scene = F.scene(elements: els, transitions: [
            F.transition(.any, .any, duration: 0.5, elements: [ElementTiming(element: "title", curve: .linear, range: F.here)]),
        ])
        let a = F.layout("left", ["card": Rect(x: 0, y: 0, width: 100, height: 50), "title": Rect(x: 10, y: 5, width: 30, height: 10)])
        let b = F.layout("center", ["card": Rect(x: 100, y: 20, width: 100, height: 50), "title": Rect(x: 110, y: 25, width: 50, height: 10)])
        let builder = TimelineBuilder(scene: scene, fps: 10) { _, to in to == "left" ? a : b }
        let t = try builder.transition(from: "left", to: "center")
        #expect(t.frames.count == 6)
        for (i, f) in t.frames.enumerated() {
            let card = try #require(f.view("card")), title = try #require(f.view("title"))
            #expect(abs(title.frame.x - (card.frame.x + 10)) < 1e-9)
            #expect(abs(title.frame.y - (card.frame.y + 5)) < 1e-9)
            // The width follows the title's own (linear) clock: 30 + 20 × i/5.
            #expect(abs(title.frame.width - (30 + 4 * Double(i))) < 1e-9)
        }
        #expect(t.frames[0].views.map(\.frame) == [a.frames["card"], a.frames["title"]])
        #expect(t.frames[5].views.map(\.frame) == [b.frames["card"], b.frames["title"]])
    }

    @Test("sequence: hold before each transition and after the last")
    func sequence() throws {
        let seq = StateSequence(name: "tour", states: ["left", "center", "right"], hold: 0.5, loop: true, range: F.here)
        let scene = F.scene(sequences: [seq])
        var calls: [String] = []
        let builder = TimelineBuilder(scene: scene, fps: 10) { from, to in
            calls.append("\(from ?? "nil")->\(to)")
            return try Self.layouts(from, to)
        }
        let t = try builder.sequence("tour")
        #expect(calls == ["nil->left", "left->center", "center->right"])
        #expect(t.loop)
        // hold 5 + transition 3 + hold 5 + transition 3 + hold 5, plus the final frame.
        #expect(t.frames.count == 22)
        let segments = t.frames.map(\.segment.description)
        #expect(segments == Array(repeating: "hold:left", count: 5) + Array(repeating: "left->center", count: 3)
                + Array(repeating: "hold:center", count: 5) + Array(repeating: "center->right", count: 3)
                + Array(repeating: "hold:right", count: 6))
        #expect(t.frames.map(\.index) == Array(0..<22))
        // Segments start at 0, 0.5, 0.8, 1.3, 1.6 and the timeline ends at 2.1: frames every 0.1 s.
        for f in t.frames { #expect(abs(f.time - Double(f.index) / 10) < 1e-12, "frame \(f.index)") }
        #expect(abs(t.duration - 2.1) < 1e-12)
        for i in 0..<5 { #expect(Self.exactly(t.frames[i], Self.left)) }
        #expect(Self.exactly(t.frames[5], Self.left) && t.frames[5].progress == 0)
        for i in 8..<13 { #expect(Self.exactly(t.frames[i], Self.center)) }
        for i in 16..<22 { #expect(Self.exactly(t.frames[i], Self.right)) }
        #expect(abs(t.frames[1].progress - 0.2) < 1e-15 && t.frames[21].progress == 1)
    }

    @Test("a two-state sequence without hold is exactly its transition")
    func sequenceIsTransition() throws {
        let scene = F.scene(transitions: [F.transition(.any, .any, duration: 0.37, curve: .easeOut, stagger: 0.02)],
                            sequences: [StateSequence(name: "s", states: ["left", "right"], range: F.here)])
        let b = Self.builder(scene, fps: 24)
        #expect(try b.sequence("s") == b.transition(from: "left", to: "right"))
    }

    @Test("the layout of a state depends on the state left")
    func enteredFrom() throws {
        // `center` entered from `left` puts a at x 120 instead of 100 (constant math).
        let moved = F.layout("center", ["a": Rect(x: 120, y: 10, width: 100, height: 20),
                                        "b": Rect(x: 100, y: 40, width: 80, height: 20.5),
                                        "c": Rect(x: 50, y: 70, width: 10, height: 10)])
        let scene = F.scene()
        let builder = TimelineBuilder(scene: scene, fps: 10) { from, to in
            (from, to) == ("left", "center") ? moved : try Self.layouts(from, to)
        }
        let t = try builder.transition(from: "left", to: "center")
        #expect(try #require(t.frames.last?.view("a")).frame.x == 120)
        let back = try builder.transition(from: "center", to: "left")
        #expect(try #require(back.frames.first?.view("a")).frame.x == 100)
    }

    @Test("single state, bad names, bad fps, too many frames")
    func edges() throws {
        let scene = F.scene(sequences: [StateSequence(name: "one", states: ["center"], range: F.here),
                                        StateSequence(name: "none", states: [], range: F.here),
                                        StateSequence(name: "bad", states: ["left", "up"], range: F.here)])
        let b = Self.builder(scene, fps: 30)
        let one = try b.sequence("one")
        #expect(one.frames.count == 1 && one.frames[0].segment == .hold("center") && Self.exactly(one.frames[0], Self.center))
        #expect(throws: MotionError.unknownSequence("zzz", known: scene.sequences.map(\.name))) { try b.sequence("zzz") }
        #expect(throws: MotionError.emptySequence("none")) { try b.sequence("none") }
        #expect(throws: MotionError.unknownState("up", known: scene.states.map(\.name))) { try b.sequence("bad") }
        #expect(throws: MotionError.invalidFPS(0)) { try Self.builder(scene, fps: 0).transition(from: "left", to: "right") }
        var small = Self.builder(scene, fps: 30)
        small.maximumFrames = 9
        // The default 0.3 s at 30 fps: round(9) + 1 = 10 frames.
        #expect(throws: MotionError.tooManyFrames(
            count: 10, limit: 9,
            message: "transition 'left -> right' would have 10 frames at 30 fps (at most 9): the default duration of 0.3 s",
            at: nil)) { try small.transition(from: "left", to: "right") }
    }
}
