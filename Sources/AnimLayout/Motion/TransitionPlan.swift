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

/// The resolved timing of a transition `from -> to` in a scene.
///
/// Rules (states-format.md §8, with the choices the format leaves open):
/// - The declaration is ``Scene/transitionDeclaration(from:to:)`` (most specific; the last of
///   equals); with none, 0.3 s ease-in-out, no delay, no stagger.
/// - The main timing: delay = the transition's `delay`; curve = its `curve` or ease-in-out;
///   duration = its `duration`, or 0.3 s for a Bézier curve, or the spring's settling time.
/// - Each element (every element of the scene except `root`, in declaration order) starts from
///   the main timing with delay + k × `stagger`, where k counts the non-guide elements before
///   it (a view, label, button, image or stack is the k-th to move). A layout guide is not a
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

    /// Resolves the transition `from -> to` of `scene`.
    /// - Throws: ``MotionError`` for unknown states, invalid curves or timings.
    public init(scene: Scene, from: String, to: String) throws {
        for name in [from, to] where scene.state(name) == nil { throw MotionError.unknownState(name) }
        let declaration = scene.transitionDeclaration(from: from, to: to)
        self.from = from
        self.to = to
        self.declaration = declaration
        let label = "\(from) -> \(to)"

        let baseDelay = declaration?.delay ?? 0
        let stagger = declaration?.stagger ?? 0
        guard baseDelay.isFinite, baseDelay >= 0 else { throw MotionError.invalidTiming("delay \(baseDelay) in \(label)") }
        guard stagger.isFinite, stagger >= 0 else { throw MotionError.invalidTiming("stagger \(stagger) in \(label)") }
        let base = Written(delay: baseDelay, duration: declaration?.duration, curve: declaration?.curve)
        self.main = try base.resolve(what: label)

        // Written fields per element: base (+ stagger) or the owner's, then overrides.
        var overrides: [String: [ElementTiming]] = [:]
        for o in declaration?.elementTimings ?? [] { overrides[o.element, default: []].append(o) }
        var written: [String: Written] = [:]
        var motions: [ElementMotion] = []
        var k = 0
        for element in scene.elements {
            var w: Written
            if element.kind == .guide {
                w = written[element.parent] ?? base
            } else {
                w = base
                w.delay = baseDelay + Double(k) * stagger
                k += 1
            }
            for o in overrides[element.id] ?? [] {
                if let d = o.delay { w.delay = d }
                if let d = o.duration { w.duration = d }
                if let c = o.curve { w.curve = c }
            }
            written[element.id] = w
            motions.append(ElementMotion(element: element.id, timing: try w.resolve(what: "element \(element.id) in \(label)")))
        }
        self.elements = motions
        let end = motions.isEmpty ? main.end : motions.map(\.timing.end).max() ?? 0
        self.duration = max(0, end)
    }

    /// The timing of `element`, if it is one of the scene's elements.
    public func timing(of element: String) -> MotionTiming? {
        elements.first { $0.element == element }?.timing
    }

    /// Timing fields as written, before defaults.
    private struct Written {
        var delay: Double
        var duration: Double?
        var curve: Curve?

        func resolve(what: String) throws -> MotionTiming {
            let function = TimingFunction(curve ?? .easeInOut)
            guard function.isValid else { throw MotionError.invalidCurve("\(curve.map { "\($0)" } ?? "ease-in-out") in \(what)") }
            guard delay.isFinite, delay >= 0 else { throw MotionError.invalidTiming("delay \(delay) in \(what)") }
            if let d = duration {
                guard d.isFinite, d >= 0 else { throw MotionError.invalidTiming("duration \(d) in \(what)") }
                return MotionTiming(delay: delay, duration: d, function: function)
            }
            let natural = function.naturalDuration
            guard natural.isFinite else { throw MotionError.invalidTiming("the spring in \(what) never settles; give a duration") }
            return MotionTiming(delay: delay, duration: natural, function: function)
        }
    }
}
