/// When and how one thing moves within a transition: it starts `delay` seconds after the
/// transition starts and moves for `duration` seconds along `function`.
public struct MotionTiming: Hashable, Sendable {
    /// Seconds from the start of the transition.
    public var delay: Double
    /// Seconds of motion (for a spring without a written duration: its settling time).
    public var duration: Double
    public var function: TimingFunction

    /// Creates a timing.
    public init(delay: Double, duration: Double, function: TimingFunction) {
        self.delay = delay
        self.duration = duration
        self.function = function
    }

    /// `delay + duration`: when the motion is over.
    public var end: Double { delay + duration }

    /// Eased progress at `time` seconds after the transition starts (see
    /// ``TimingFunction/progress(elapsed:duration:)``).
    public func progress(at time: Double) -> Double {
        function.progress(elapsed: time - delay, duration: duration)
    }
}

/// One element's timing in a transition.
public struct ElementMotion: Hashable, Sendable {
    public var element: String
    public var timing: MotionTiming

    /// Creates a record.
    public init(element: String, timing: MotionTiming) {
        self.element = element
        self.timing = timing
    }
}

/// What makes a transition last as long as it does, for messages about long timelines.
public struct TimingCause: Hashable, Sendable {
    /// A phrase naming the setting and its effect: `'duration 300' lasts 300 s`.
    public var explanation: String
    /// Where the setting is written; nil for a default.
    public var range: SourceRange?

    /// Creates a cause.
    public init(_ explanation: String, at range: SourceRange?) {
        self.explanation = explanation
        self.range = range
    }
}

/// The resolved timing of a transition `from -> to` in a scene.
///
/// Rules (docs/format.md §6, with the choices the format leaves open):
/// - The declaration is ``Scene/transitionDeclaration(from:to:)`` (most specific; the last of
///   equals); with none, 0.3 s ease-in-out, no delay, no stagger.
/// - The main timing: delay = the transition's `delay`; curve = its `curve` or ease-in-out;
///   duration = its `duration`, or 0.3 s for a Bézier curve, or the spring's settling time.
/// - Each element (every element of the scene except `root`, in declaration order) starts from
///   the main timing with delay + k × `stagger`, where k counts the views before it that change
///   between the two states and have no `delay` of their own (with `reverse`, and for the
///   second half of `A <-> B`, the views after it); a view that does not change, or has its own
///   delay, takes no slot. A layout guide is not a
///   view: it takes the timing of the view that owns it (its `parent`), so guide overlays move
///   with their view. Then `element ID { … }` overrides apply field by field (several blocks for
///   one element apply in order, later fields winning). An override's `delay` is measured from
///   the start of the transition and replaces the element's delay, stagger offset included. An
///   override's `curve` without a `duration` takes the transition's written duration, or else
///   the new curve's natural duration (0.3 s, or the spring's settling time).
/// - The transition's ``duration`` is the largest `delay + duration` over the elements (the main
///   timing's end when the scene has no elements), never negative.
public struct TransitionPlan: Hashable, Sendable {
    public var from: String
    public var to: String
    /// The declaration that applies, or nil for the default.
    public var declaration: Transition?
    /// The transition's own timing (the one `progress` in a timeline follows).
    public var main: MotionTiming
    /// Every element's timing, in declaration order.
    public var elements: [ElementMotion]
    /// Total length in seconds.
    public var duration: Double
    /// The setting that makes the transition as long as it is: the delay or duration (written,
    /// a spring's settling time, or the default) of the element that ends last.
    public var lengthCause: TimingCause
    /// For a size change (docs/format.md, "Rotation"): the sizes it goes between; nil for a change of state.
    public var sizes: SizeChange?

    /// The two sizes of a size change.
    public struct SizeChange: Hashable, Sendable {
        public var from: String
        public var to: String

        /// Creates a record.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    /// Resolves the transition `from -> to` of `scene`.
    /// - Throws: ``MotionError`` for unknown states, invalid curves or timings.
    /// `changing` is the set of elements whose frame, opacity or look differs between the two
    /// states: only those take a stagger slot (nil: every view, an upper bound used before the
    /// states are laid out).
    public init(scene: Scene, from: String, to: String, changing: Set<String>? = nil) throws {
        try self.init(scene: scene, from: from, to: to, declaration: scene.transitionDeclaration(from: from, to: to),
                      label: "\(from) -> \(to)", changing: changing)
    }

    /// Resolves the size change of `state` from size `from` to size `to` in a sequence
    /// (docs/format.md, "Rotation"): the timing of ``Scene/rotationTiming``, every view together.
    public init(scene: Scene, rotating state: String, from: String, to: String, changing: Set<String>? = nil) throws {
        try self.init(scene: scene, from: state, to: state, declaration: scene.rotationTiming,
                      label: "rotation of '\(state)' from \(from) to \(to)", changing: changing)
        self.sizes = SizeChange(from: from, to: to)
    }

    private init(scene: Scene, from: String, to: String, declaration: Transition?, label: String, changing: Set<String>?) throws {
        for name in [from, to] where scene.state(name) == nil { throw MotionError.unknownState(name, known: scene.states.map(\.name)) }
        self.from = from
        self.to = to
        self.declaration = declaration

        let baseDelay = declaration?.delay ?? 0
        let stagger = declaration?.stagger ?? 0
        let fallback = declaration?.range
        guard baseDelay.isFinite, baseDelay >= 0 else {
            throw MotionError.invalidTiming("delay \(formatNumber(baseDelay)) in \(label)", at: declaration?.delayRange ?? fallback)
        }
        guard stagger.isFinite, stagger >= 0 else {
            throw MotionError.invalidTiming("stagger \(formatNumber(stagger)) in \(label)", at: declaration?.staggerRange ?? fallback)
        }
        var base = Written(delay: baseDelay, duration: declaration?.duration, curve: declaration?.curve, fallback: fallback)
        base.delaySource = declaration?.delayRange.map {
            Source(text: "'delay \(formatNumber(baseDelay))' waits \(formatNumber(baseDelay, decimals: 2)) s", range: $0)
        }
        base.durationSource = declaration?.durationRange
        base.curveSource = declaration?.curveRange
        self.main = try base.resolve(what: label)
        var longest = (end: main.end, cause: base.cause(of: main))

        // Written fields per element: base (+ stagger) or the owner's, then overrides.
        var overrides: [String: [ElementTiming]] = [:]
        for o in declaration?.elementTimings ?? [] { overrides[o.element, default: []].append(o) }
        var written: [String: Written] = [:]
        var motions: [ElementMotion] = []
        // The stagger's order: the views that change and have no delay of their own, in
        // declaration order, or backwards for `reverse` and for the second half of `A <-> B`.
        var slots: [String: Int] = [:]
        if stagger > 0 {
            var order = scene.elements.filter { e in
                e.kind.traits.isView && (changing?.contains(e.id) ?? true)
                    && !(overrides[e.id] ?? []).contains { $0.delay != nil }
            }.map(\.id)
            if (declaration?.staggerReversed ?? false) != (declaration?.isReverseHalf ?? false) { order.reverse() }
            for (k, id) in order.enumerated() { slots[id] = k }
        }
        for element in scene.elements {
            var w: Written
            if !element.kind.traits.isView {
                w = written[element.parent] ?? base
            } else {
                w = base
                let k = slots[element.id] ?? 0
                w.delay = baseDelay + Double(k) * stagger
                if k > 0, let r = declaration?.staggerRange {
                    w.delaySource = Source(text: "'stagger \(formatNumber(stagger))' starts element '\(element.id)' "
                                           + "\(formatNumber(w.delay, decimals: 2)) s late", range: r)
                }
            }
            for o in overrides[element.id] ?? [] {
                if let d = o.delay {
                    w.delay = d
                    w.delaySource = Source(text: "'delay \(formatNumber(d))' of element '\(element.id)' waits "
                                           + "\(formatNumber(d, decimals: 2)) s", range: o.delayRange ?? o.range)
                }
                if let d = o.duration {
                    w.duration = d
                    w.durationSource = o.durationRange ?? o.range
                }
                if let c = o.curve {
                    w.curve = c
                    w.curveSource = o.curveRange ?? o.range
                }
            }
            written[element.id] = w
            let timing = try w.resolve(what: "element \(element.id) in \(label)")
            motions.append(ElementMotion(element: element.id, timing: timing))
            if timing.end > longest.end || motions.count == 1 { longest = (timing.end, w.cause(of: timing)) }
        }
        self.elements = motions
        let end = motions.isEmpty ? main.end : motions.map(\.timing.end).max() ?? 0
        self.duration = max(0, end)
        self.lengthCause = longest.cause
    }

    /// The timing of `element`, if it is one of the scene's elements.
    public func timing(of element: String) -> MotionTiming? {
        elements.first { $0.element == element }?.timing
    }

    /// A delay's origin: a phrase naming it and its effect, and where it is written.
    private struct Source {
        var text: String
        var range: SourceRange
    }

    /// Timing fields as written, before defaults, with where each comes from.
    private struct Written {
        var delay: Double
        var duration: Double?
        var curve: Curve?
        /// The transition's declaration (for errors whose setting has no range of its own).
        var fallback: SourceRange?
        var delaySource: Source?
        var durationSource: SourceRange?
        var curveSource: SourceRange?

        func resolve(what: String) throws -> MotionTiming {
            let function = TimingFunction(curve ?? .easeInOut)
            guard function.isValid else {
                throw MotionError.invalidCurve("'\(curve ?? .easeInOut)' in \(what) cannot be evaluated: a spring needs mass, "
                                               + "stiffness and damping greater than 0, a cubic-bezier x values in 0…1",
                                               at: curveSource ?? fallback)
            }
            guard delay.isFinite, delay >= 0 else {
                throw MotionError.invalidTiming("delay \(formatNumber(delay)) in \(what)", at: delaySource?.range ?? fallback)
            }
            if let d = duration {
                guard d.isFinite, d >= 0 else {
                    throw MotionError.invalidTiming("duration \(formatNumber(d)) in \(what)", at: durationSource ?? fallback)
                }
                return MotionTiming(delay: delay, duration: d, function: function)
            }
            let natural = function.naturalDuration
            guard natural.isFinite else {
                throw MotionError.invalidTiming("the spring in \(what) never settles; give a duration", at: curveSource ?? fallback)
            }
            return MotionTiming(delay: delay, duration: natural, function: function)
        }

        /// What makes `timing` (resolved from these fields) end when it does: its delay when
        /// longer than its duration, else its duration.
        func cause(of timing: MotionTiming) -> TimingCause {
            if timing.delay > timing.duration, let source = delaySource {
                return TimingCause(source.text, at: source.range)
            }
            let seconds = formatNumber(timing.duration, decimals: 2)
            if let d = duration {
                return TimingCause("'duration \(formatNumber(d))' lasts \(seconds) s", at: durationSource ?? fallback)
            }
            if let curve, case .spring = TimingFunction(curve) {
                return TimingCause("'curve \(curve)' settles after \(seconds) s", at: curveSource ?? fallback)
            }
            return TimingCause("the default duration of \(seconds) s", at: fallback)
        }
    }
}
