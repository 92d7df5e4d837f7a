/// Builds timelines of a scene from its solved layouts.
///
/// The layouts come from a closure, `layouts(from, to)`: the layout of state `to` entered from
/// state `from` (nil: entered on its own). A state's constant math is evaluated on the layout
/// being left, so the layout of B in `A -> B` may depend on A.
///
/// Frames (docs/format.md §6):
/// - At F frames per second a segment of length L seconds has round(L × F) frames at local
///   times i / F, i = 0 ..< round(L × F) (rounding half away from zero), and a timeline ends
///   with one more frame at the end of its last segment. A transition on its own therefore has
///   round(D × F) + 1 frames; the first is exactly state A, the last exactly state B and
///   its time is exactly D. (A transition lasting less than half a frame has one frame: B.)
/// - A rectangle is the eased interpolation of the element's two solved frames. Width and
///   height interpolate with the element's own progress p as (1 − p)·a + p·b (exact at both
///   ends). The origin does too, except that an element moves inside its parent as UIKit does
///   (frames are animated in superview coordinates): when its parent's progress differs from
///   its own (stagger, overrides), its origin is offset by how far the parent is from where it
///   would be at the element's progress. With one progress for all, this is plain
///   interpolation of the root-coordinate frames, bit for bit.
/// - Alpha interpolates between the two effective alphas (0 when hidden, else the layout's
///   alpha, else 1) with the progress clamped to 0…1, so a view hidden on one side fades.
/// - A sequence `A -> B -> C` plays hold:A, A->B, hold:B, B->C, hold:C: a hold of `hold`
///   seconds before each transition and after the last. Holds of 0 s are left out (a sequence
///   of one state with no hold is a single frame). Frame times run on: a segment starts at the
///   exact end of the one before. `loop` is recorded on the timeline and does not add a
///   transition back to the first state; a sequence with `hold 0` and two states has exactly
///   the frames of that transition.
public struct TimelineBuilder {
    public var scene: Scene
    /// Frames per second (≥ 1).
    public var fps: Int
    /// Building a timeline with more frames than this throws
    /// ``MotionError/tooManyFrames(count:limit:message:at:)``, before anything is laid out.
    public var maximumFrames: Int
    /// The layout of state `to` entered from `from` (nil: on its own).
    public var layouts: (_ from: String?, _ to: String) throws -> Layout
    /// The size a sequence's steps without `in` are shown in (`default`: the canvas).
    public var environment = "default"
    /// For sequences whose steps name sizes (docs/format.md, "Rotation"): the layout of step `to` after step
    /// `from` (nil: on its own). The same state in another size is that state rotated (its
    /// constants kept); another state is entered in `to`'s size. Nil: such a sequence throws
    /// ``MotionError/sizesUnsupported(_:)``.
    public var stepLayouts: ((_ from: SequenceStep?, _ to: SequenceStep) throws -> Layout)?

    /// Creates a builder; `maximumFrames` defaults to ``RenderLimits/maximumFramesPerTimeline``.
    public init(scene: Scene, fps: Int, maximumFrames: Int = RenderLimits.maximumFramesPerTimeline,
                layouts: @escaping (_ from: String?, _ to: String) throws -> Layout) {
        self.scene = scene
        self.fps = fps
        self.maximumFrames = maximumFrames
        self.layouts = layouts
    }

    /// The resolved timing of `from -> to`.
    public func plan(from: String, to: String) throws -> TransitionPlan {
        try TransitionPlan(scene: scene, from: from, to: to)
    }

    /// The timeline of the transition `from -> to`, starting from `from` entered on its own.
    public func transition(from: String, to: String) throws -> Timeline {
        try checkFPS()
        let upperBound = try plan(from: from, to: to)
        _ = try Self.frameCount(of: upperBound, fps: fps, maximumFrames: maximumFrames)
        let a = try layouts(nil, from)
        let b = try layouts(from, to)
        let p = try TransitionPlan(scene: scene, from: from, to: to, changing: Self.changing(a, b, scene: scene))
        return try build([.transition(p, a, b)], loop: false)
    }

    /// The timeline of the sequence `name`.
    public func sequence(_ name: String) throws -> Timeline {
        try checkFPS()
        let (seq, plans) = try Self.sequencePlans(name, in: scene, environment: environment)
        _ = try Self.frameCount(of: seq, plans: plans, fps: fps, maximumFrames: maximumFrames)
        if seq.changesSize { return try sizedSequence(seq) }
        guard let first = seq.states.first else { throw MotionError.emptySequence(name) }
        var parts: [Part] = []
        var current = try layouts(nil, first)
        parts.append(.hold(first, current, seq.hold))
        for (prev, next) in zip(seq.states, seq.states.dropFirst()) {
            let b = try layouts(prev, next)
            let p = try TransitionPlan(scene: scene, from: prev, to: next, changing: Self.changing(current, b, scene: scene))
            parts.append(.transition(p, current, b))
            parts.append(.hold(next, b, seq.hold))
            current = b
        }
        let nonEmpty = parts.filter { !$0.isEmptyHold }
        return try build(nonEmpty.isEmpty ? [parts[0]] : nonEmpty, loop: seq.loop)
    }

    /// The elements whose frame, opacity (hidden counts as 0) or look differs between `a` and `b`.
    static func changing(_ a: Layout, _ b: Layout, scene: Scene) -> Set<String> {
        let hiddenA = Set(a.hidden), hiddenB = Set(b.hidden)
        var out: Set<String> = []
        for e in scene.elements {
            if a.frames[e.id] != b.frames[e.id]
                || Interpolation.alpha(e.id, in: a, hidden: hiddenA) != Interpolation.alpha(e.id, in: b, hidden: hiddenB)
                || a.looks[e.id] != b.looks[e.id] {
                out.insert(e.id)
            }
        }
        return out
    }

    private func checkFPS() throws {
        guard fps >= 1 else { throw MotionError.invalidFPS(fps) }
    }

    /// A segment with what it needs to draw its frames.
    enum Part {
        case transition(TransitionPlan, Layout, Layout)
        /// A transition interrupted after `length` seconds (a flow's tap during it).
        case cut(TransitionPlan, Layout, Layout, length: Double)
        case hold(String, Layout, Double)

        var length: Double {
            switch self {
            case .transition(let p, _, _): return p.duration
            case .cut(_, _, _, let length): return length
            case .hold(_, _, let h): return h
            }
        }

        var isEmptyHold: Bool {
            if case .hold(_, _, let h) = self { return h == 0 }
            return false
        }
    }

    /// Where in a segment a frame is.
    enum Moment {
        case start
        case at(Double)
        case end
    }

    /// The frames of `parts`; with `environments`, each frame records its canvas and insets
    /// (``TimelineFrame/environment``).
    func build(_ parts: [Part], loop: Bool, environments: Bool = false) throws -> Timeline {
        let f = Double(fps)
        let counts = parts.map { Self.frames(ofLength: $0.length, fps: fps) }
        let total = counts.reduce(1) { $0 + $1 }
        guard total <= maximumFrames else {
            // Counted from the timing before anything was laid out; this only guards the allocation.
            throw MotionError.tooManyFrames(count: total, limit: maximumFrames,
                                            message: "the timeline would have \(groupedThousands(total)) frames (at most \(groupedThousands(maximumFrames)))",
                                            at: nil)
        }
        var frames: [TimelineFrame] = []
        frames.reserveCapacity(total)
        var start = 0.0
        var curves: [TimelineCurve] = []
        for (n, part) in parts.enumerated() {
            if case .transition(let plan, _, _) = part {
                // The main motion first, then each other timing an element moves with (a delay,
                // a stagger, a curve of its own).
                for timing in [plan.main] + plan.elements.map(\.timing) where timing.duration > 0 {
                    let curve = TimelineCurve(start: start + timing.delay, duration: timing.duration, function: timing.function)
                    if !curves.contains(curve) { curves.append(curve) }
                }
            }
            for i in 0..<counts[n] {
                let moment: Moment = i == 0 ? .start : .at(Double(i) / f)
                var frame = sample(part, moment, index: frames.count, time: start + Double(i) / f)
                if environments { frame.environment = Self.environment(part, progress: frame.progress) }
                frames.append(frame)
            }
            start += part.length
            if n == parts.count - 1 {
                var frame = sample(part, .end, index: frames.count, time: start)
                if environments { frame.environment = Self.environment(part, progress: frame.progress) }
                frames.append(frame)
            }
        }
        var timeline = Timeline(scene: scene.id, fps: fps, loop: loop, frames: frames)
        timeline.curves = curves
        return timeline
    }

    func sample(_ part: Part, _ moment: Moment, index: Int, time: Double) -> TimelineFrame {
        switch part {
        case let .cut(plan, a, b, length):
            // The frames of the whole transition, up to the cut (its end is the cut, not `b`).
            let whole = Part.transition(plan, a, b)
            if case .end = moment { return sample(whole, .at(length), index: index, time: time) }
            return sample(whole, moment, index: index, time: time)
        case let .hold(state, layout, h):
            let progress: Double
            switch moment {
            case .start: progress = 0
            case .end: progress = 1
            case .at(let t): progress = h > 0 ? min(1, t / h) : 1
            }
            let views = Interpolation(scene: scene, a: layout, b: layout).frames(main: 0) { _ in 0 }
            return TimelineFrame(index: index, time: time, segment: .hold(state), progress: progress, views: views)
        case let .transition(plan, a, b):
            let progress: Double
            let perElement: (Int) -> Double
            var motion: KeyedMotion?
            let declaration = plan.declaration
            let tracks = Dictionary((declaration?.keyframes ?? []).map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
            let paths = declaration?.paths ?? [:]
            switch moment {
            case .start:
                progress = 0
                perElement = { _ in 0 }
            case .end:
                progress = 1
                perElement = { _ in 1 }
            case .at(let t):
                progress = plan.main.progress(at: t)
                let values = plan.elements.map { $0.timing.progress(at: t) }
                perElement = { values[$0] }
                if !tracks.isEmpty || !paths.isEmpty {
                    let timings = plan.elements.map(\.timing)
                    motion = KeyedMotion(tracks: tracks, paths: paths, fraction: { k in
                        let m = timings[k]
                        return m.duration > 0 ? min(1, max(0, (t - m.delay) / m.duration)) : 1
                    }, eased: { k, s in
                        let m = timings[k]
                        return m.function.progress(elapsed: s * m.duration, duration: m.duration)
                    })
                }
            }
            if motion == nil, !paths.isEmpty {
                motion = KeyedMotion(tracks: [:], paths: paths, fraction: { _ in 0 }, eased: { _, s in s })
            }
            let views = Interpolation(scene: scene, a: a, b: b, motion: motion).frames(main: progress, progress: perElement)
            let segment: TimelineSegment = plan.sizes.map { .rotation(state: plan.from, from: $0.from, to: $0.to) }
                ?? .transition(from: plan.from, to: plan.to)
            return TimelineFrame(index: index, time: time, segment: segment, progress: progress, views: views)
        }
    }
}
