/// Compares two scenes that lay out the same elements and states in different ways — e.g. one
/// with priority swaps and one with constants computed from sizes ("constant math") — and
/// measures where their frames differ.
///
/// What is compared (the choices the task leaves open are made here):
/// - **States**: every state both scenes declare (in A's order), in the default canvas and in
///   every named `size` both scenes define (in A's order; a size only one scene has is
///   listed in ``skippedSizes``). A state is entered the way a user would: in the default canvas,
///   from the scene's own initial state (the initial state itself: on its own); its constants
///   are fixed then, and the same resolved state is laid out in each environment — a rotation:
///   constant-math constants keep the value they were computed with, priority swaps re-solve.
/// - **Transitions**: in the default canvas, every ordered pair of distinct shared states
///   `from -> to` that a transition declared in either scene matches (`A -> B`, `* -> B`,
///   `A -> *`, `* -> *`), or that appears consecutively in a sequence of either scene. Each
///   scene plays it with its own timing (`ScenePlayer`: `from` entered on its own). Frames are
///   compared index by index; when one timeline is longer, the shorter one holds its last frame.
/// - **Sequences that rotate** (docs/format.md, "Rotation"): every sequence both scenes declare by name whose
///   steps name a size in either scene, each played by its own scene from the default canvas
///   (``SequenceComparison``): frame by frame, and each step once it has arrived.
/// - **Elements**: every element both scenes declare, in A's declaration order: views, labels,
///   buttons, images, stacks, hidden ones too (they take part in layout) and custom layout
///   guides (they are declared by the author, so a difference there is a real difference).
///   `root` and the system guides `ID.safe` / `ID.margins` are not compared.
/// - **Deviation** of a frame: the largest |Δx|, |Δy|, |Δwidth|, |Δheight| over the compared
///   elements, rounded to 1e-6 pt, with the element and attribute that have it (the first in
///   element order, then x, y, width, height, on a tie). Opacity is not compared.
public struct SceneComparison: Sendable {
    /// Scene A.
    public let a: Scene
    /// Scene B.
    public let b: Scene
    /// Frames per second for transitions.
    public let fps: Int
    /// States both scenes declare, in A's order.
    public let sharedStates: [String]
    /// States only A declares.
    public let statesOnlyInA: [String]
    /// States only B declares.
    public let statesOnlyInB: [String]
    /// Compared elements: those both scenes declare, in A's order.
    public let sharedElements: [String]
    /// Elements only A declares.
    public let elementsOnlyInA: [String]
    /// Elements only B declares.
    public let elementsOnlyInB: [String]
    /// Compared environments: `default`, then the sizes both scenes define, in A's order.
    public let environments: [String]
    /// Sizes only one scene defines.
    public let skippedSizes: [SkippedSize]
    /// Shared states × environments, state-major.
    public private(set) var states: [StateComparison] = []
    /// Shared transitions, in order of `from` then `to` (A's state order).
    public private(set) var transitions: [TransitionComparison] = []
    /// Shared sequences that change size (docs/format.md, "Rotation"), in A's order.
    public private(set) var sequences: [SequenceComparison] = []

    /// Compares `a` (measured with `measurerA`) with `b` (measured with `measurerB`).
    /// - Throws: ``ComparisonError``.
    public init(a: Scene, measurerA: any TextMeasurer, b: Scene, measurerB: any TextMeasurer, fps: Int = 30) throws {
        self.a = a
        self.b = b
        self.fps = fps
        let statesA = a.states.map(\.name), statesB = b.states.map(\.name)
        let setA = Set(statesA), setB = Set(statesB)
        sharedStates = statesA.filter { setB.contains($0) }
        statesOnlyInA = statesA.filter { !setB.contains($0) }
        statesOnlyInB = statesB.filter { !setA.contains($0) }
        guard !sharedStates.isEmpty else { throw ComparisonError.noSharedState(a: statesA, b: statesB) }

        let elementsA = a.elements.map(\.id), elementsB = b.elements.map(\.id)
        let elementSetA = Set(elementsA), elementSetB = Set(elementsB)
        sharedElements = elementsA.filter { elementSetB.contains($0) }
        elementsOnlyInA = elementsA.filter { !elementSetB.contains($0) }
        elementsOnlyInB = elementsB.filter { !elementSetA.contains($0) }

        let sizesA = a.sizes.map(\.name), sizesB = b.sizes.map(\.name)
        environments = [a.canvas.name] + sizesA.filter { name in sizesB.contains(name) }
        skippedSizes = sizesA.filter { !sizesB.contains($0) }.map { SkippedSize(name: $0, onlyIn: .a) }
            + sizesB.filter { !sizesA.contains($0) }.map { SkippedSize(name: $0, onlyIn: .b) }

        let layoutsA = try Self.stateLayouts(a, measurerA, states: sharedStates, environments: environments, side: .a)
        let layoutsB = try Self.stateLayouts(b, measurerB, states: sharedStates, environments: environments, side: .b)
        for (la, lb) in zip(layoutsA, layoutsB) {
            let elements = elementDeviations(sharedElements, a: la.frames, b: lb.frames)
            states.append(StateComparison(state: la.state, environment: la.environment, a: la, b: lb,
                                          elements: elements, deviation: Deviation(largestOf: elements)))
        }

        for (from, to) in Self.transitionPairs(a: a, b: b, shared: sharedStates) {
            let ta = try Self.timeline(a, measurerA, from: from, to: to, fps: fps, side: .a)
            let tb = try Self.timeline(b, measurerB, from: from, to: to, fps: fps, side: .b)
            transitions.append(Self.compare(ta, tb, from: from, to: to, elements: sharedElements))
        }
        for name in Self.rotatingSequences(a: a, b: b) {
            sequences.append(try Self.compareSequence(name, a: a, measurerA: measurerA, b: b, measurerB: measurerB,
                                                      elements: sharedElements, fps: fps))
        }
    }

    /// The comparison of `state` in `environment`, if both are compared.
    public func state(_ state: String, environment: String = "default") -> StateComparison? {
        states.first { $0.state == state && $0.environment == environment }
    }

    /// The comparison of `from -> to`, if that transition is compared.
    public func transition(from: String, to: String) -> TransitionComparison? {
        transitions.first { $0.from == from && $0.to == to }
    }

    /// The largest deviation over every state, environment and transition frame.
    public var maximum: Deviation {
        var best = Deviation.zero
        for d in states.map(\.deviation) + transitions.map(\.deviation) + sequences.map(\.deviation) where d.amount > best.amount { best = d }
        return best
    }

    /// Warnings about what could not be compared: states, elements and sizes only one scene
    /// has, and shared sizes whose dimensions differ.
    public var warnings: [String] {
        var out: [String] = []
        func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
        if !statesOnlyInA.isEmpty { out.append("states only in A (\(a.id)), not compared: \(list(statesOnlyInA))") }
        if !statesOnlyInB.isEmpty { out.append("states only in B (\(b.id)), not compared: \(list(statesOnlyInB))") }
        if !elementsOnlyInA.isEmpty { out.append("elements only in A (\(a.id)), not compared: \(list(elementsOnlyInA))") }
        if !elementsOnlyInB.isEmpty { out.append("elements only in B (\(b.id)), not compared: \(list(elementsOnlyInB))") }
        for s in skippedSizes {
            let scene = s.onlyIn == .a ? a.id : b.id
            out.append("size '\(s.name)' is only in \(s.onlyIn.rawValue.uppercased()) (\(scene)); skipped")
        }
        for name in environments {
            guard let ea = a.environment(named: name), let eb = b.environment(named: name), ea.size != eb.size else { continue }
            out.append("size '\(name)' is \(format(ea.size.width))x\(format(ea.size.height)) in A but "
                       + "\(format(eb.size.width))x\(format(eb.size.height)) in B; compared anyway")
        }
        if sharedElements.isEmpty { out.append("the scenes share no element; every deviation is 0") }
        return out
    }

    // MARK: - Steps

    /// Layouts of `states` × `environments`, state-major: each state entered in the default
    /// canvas (from the initial state; the initial state on its own), then laid out unchanged in each environment.
    static func stateLayouts(_ scene: Scene, _ measurer: any TextMeasurer, states: [String], environments: [String],
                             side: ComparisonSide) throws -> [Layout] {
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        do {
            let envs = try environments.map { try engine.environment(named: $0) }
            let initial = try engine.layout(state: scene.initialState, environment: scene.canvas.name)
            var out: [Layout] = []
            for state in states {
                let leaving: Layout? = state == scene.initialState ? nil : initial
                let resolved = try engine.resolve(state: state, leaving: leaving, environment: scene.canvas.name)
                for env in envs {
                    out.append(try engine.layout(resolved, in: env))
                }
            }
            return out
        } catch let error as LayoutError {
            throw ComparisonError.layout(side, error)
        }
    }

    /// Ordered pairs of distinct shared states matched by a transition declared in either
    /// scene, or consecutive in a sequence of either scene; in A's state order.
    public static func transitionPairs(a: Scene, b: Scene, shared: [String]) -> [(from: String, to: String)] {
        var consecutive = Set<String>()
        for seq in a.sequences + b.sequences {
            for (x, y) in zip(seq.states, seq.states.dropFirst()) { consecutive.insert(x + "\u{0}" + y) }
        }
        var out: [(from: String, to: String)] = []
        for from in shared {
            for to in shared where to != from {
                if a.transitionDeclaration(from: from, to: to) != nil || b.transitionDeclaration(from: from, to: to) != nil
                    || consecutive.contains(from + "\u{0}" + to) {
                    out.append((from, to))
                }
            }
        }
        return out
    }

    static func timeline(_ scene: Scene, _ measurer: any TextMeasurer, from: String, to: String, fps: Int,
                         side: ComparisonSide) throws -> Timeline {
        do {
            return try ScenePlayer(scene: scene, measurer: measurer, environment: scene.canvas.name, fps: fps)
                .transition(from: from, to: to)
        } catch let error as LayoutError {
            throw ComparisonError.layout(side, error)
        } catch let error as MotionError {
            throw ComparisonError.motion(side, error)
        }
    }

    /// Compares two timelines frame by frame (the shorter one holding its last frame).
    static func compare(_ ta: Timeline, _ tb: Timeline, from: String, to: String, elements: [String]) -> TransitionComparison {
        func rects(_ frame: TimelineFrame) -> [String: Rect] {
            var out: [String: Rect] = [:]
            for v in frame.views { out[v.id] = v.frame }
            return out
        }
        let count = max(ta.frames.count, tb.frames.count)
        var frames: [FrameComparison] = []
        for i in 0..<count {
            guard let fa = ta.frames[safe: i] ?? ta.frames.last, let fb = tb.frames[safe: i] ?? tb.frames.last else { continue }
            let time = i < ta.frames.count ? fa.time : fb.time
            let deviation = Deviation(largestOf: elementDeviations(elements, a: rects(fa), b: rects(fb)))
            frames.append(FrameComparison(index: i, time: time, deviation: deviation))
        }
        return TransitionComparison(from: from, to: to, framesA: ta.frames.count, framesB: tb.frames.count, frames: frames)
    }
}

extension Array {
    /// The element at `index`, or nil when it is out of range.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
