/// A timing curve as written.
public enum Curve: Hashable, Sendable {
    case linear
    /// UIKit (0.42, 0, 1, 1).
    case easeIn
    /// UIKit (0, 0, 0.58, 1).
    case easeOut
    /// UIKit (0.42, 0, 0.58, 1).
    case easeInOut
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// SwiftUI: dampingFraction and response (seconds).
    case springResponse(damping: Double, response: Double)
    /// CASpringAnimation: mass, stiffness, damping, initial velocity.
    case springPhysical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
}

extension Curve: CustomStringConvertible {
    /// The curve as it is written in a scene: `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)`,
    /// `spring(damping: 0.7, response: 0.4)`, `spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)`.
    public var description: String {
        func n(_ v: Double) -> String { formatNumber(v) }
        switch self {
        case .linear: return "linear"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case let .cubicBezier(x1, y1, x2, y2): return "cubic-bezier(\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2)))"
        case let .springResponse(damping, response): return "spring(damping: \(n(damping)), response: \(n(response)))"
        case let .springPhysical(mass, stiffness, damping, velocity):
            return "spring(mass: \(n(mass)), stiffness: \(n(stiffness)), damping: \(n(damping)), velocity: \(n(velocity)))"
        }
    }
}

/// `A`, or `*` for any state, on one side of a transition.
public enum StatePattern: Hashable, Sendable, CustomStringConvertible {
    case any
    case state(String)

    public var description: String {
        switch self {
        case .any: return "*"
        case .state(let name): return name
        }
    }
}

/// Timing overrides for one element inside a transition (`element title { delay 0.1; curve ease-out }`).
public struct ElementTiming: Hashable, Sendable {
    public var element: String
    public var delay: Double?
    public var duration: Double?
    public var curve: Curve?
    public var range: SourceRange
    /// Where `delay`, `duration` and `curve` are written (nil when not written), for timing errors.
    public var delayRange: SourceRange?
    public var durationRange: SourceRange?
    public var curveRange: SourceRange?

    /// Creates an override.
    public init(element: String, delay: Double? = nil, duration: Double? = nil, curve: Curve? = nil, range: SourceRange) {
        self.element = element
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.range = range
    }
}

/// One key of a keyframe track: values pinned at a fraction of the element's animation.
public struct Keyframe: Hashable, Sendable {
    /// 0…1 of the element's duration (`40%` is 0.4).
    public var fraction: Double
    /// The look values at the key (`transform`, `color`, `corner`…).
    public var changes: [LookChange]
    /// The opacity at the key, if written.
    public var alpha: Double?
    public var range: SourceRange

    /// Creates a key.
    public init(fraction: Double, changes: [LookChange], alpha: Double?, range: SourceRange) {
        self.fraction = fraction
        self.changes = changes
        self.alpha = alpha
        self.range = range
    }
}

/// `keyframes ID { 40% { … } … }`: values an element passes through during a transition
/// (UIView.animateKeyframes with relative start times; MotionLayout's KeyAttribute).
public struct KeyframeTrack: Hashable, Sendable {
    public var element: String
    /// Keys in increasing `fraction` (checked).
    public var keys: [Keyframe]
    public var range: SourceRange

    /// Creates a track.
    public init(element: String, keys: [Keyframe], range: SourceRange) {
        self.element = element
        self.keys = keys
        self.range = range
    }
}

/// `path ID arc`: how an element's centre travels between its two positions.
public enum MotionPath: String, Hashable, Sendable, CaseIterable {
    /// A straight line (the default).
    case line
    /// A quarter ellipse that leaves horizontally and arrives vertically (MotionLayout's
    /// `pathMotionArc="startHorizontal"`).
    case arc
    /// A quarter ellipse that leaves vertically and arrives horizontally.
    case arcReverse = "arc-reverse"
}

/// A declared transition. `A <-> B` is checked into two transitions.
public struct Transition: Hashable, Sendable {
    public var from: StatePattern
    public var to: StatePattern
    /// Seconds; nil when not written (0.3 s, or the settling time for a spring).
    public var duration: Double?
    /// Seconds before the transition's elements start moving.
    public var delay: Double
    /// nil when not written (ease-in-out).
    public var curve: Curve?
    /// Seconds between consecutive changing views' starts, in declaration order.
    public var stagger: Double
    /// `stagger … reverse`: the last changing view starts first.
    public var staggerReversed = false
    /// The `B -> A` half of `A <-> B`: it plays the declaration backwards, so its stagger runs
    /// in the opposite order (collapsing undoes an expansion's order).
    public var isReverseHalf = false
    public var elementTimings: [ElementTiming]
    /// `keyframes ID { … }` tracks, one per element at most.
    public var keyframes: [KeyframeTrack] = []
    /// `path ID arc|arc-reverse|line` per element.
    public var paths: [String: MotionPath] = [:]
    public var range: SourceRange
    /// Where each setting is written (the whole `duration 0.3` statement; nil when not written):
    /// timing errors and frame caps point at the setting that causes them.
    public var durationRange: SourceRange?
    public var delayRange: SourceRange?
    public var curveRange: SourceRange?
    public var staggerRange: SourceRange?

    /// Creates a transition.
    public init(from: StatePattern, to: StatePattern, duration: Double? = nil, delay: Double = 0,
                curve: Curve? = nil, stagger: Double = 0, elementTimings: [ElementTiming] = [],
                range: SourceRange) {
        self.from = from
        self.to = to
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.stagger = stagger
        self.elementTimings = elementTimings
        self.range = range
    }
}

/// One step of a sequence: a state, shown in a size (`center in landscape`).
public struct SequenceStep: Hashable, Sendable {
    public var state: String
    /// The size written after `in` (`default` is the canvas); nil: the size the sequence is
    /// played in (the canvas, or `render --size`).
    public var size: String?

    /// Creates a step.
    public init(state: String, size: String? = nil) {
        self.state = state
        self.size = size
    }
}

/// `sequence NAME: A -> B in landscape -> C { hold 0.5; loop }`.
public struct StateSequence: Hashable, Sendable {
    public var name: String
    public var states: [String]
    /// Per step, the size written after `in`; empty when no step names a size, else as many
    /// as `states` (see ``steps``).
    public var sizes: [String?] = []
    /// Seconds each state is held.
    public var hold: Double
    public var loop: Bool
    public var range: SourceRange
    /// Where `hold` is written (the whole `hold 0.4` statement), nil when not written.
    public var holdRange: SourceRange?

    /// Creates a sequence.
    public init(name: String, states: [String], hold: Double = 0, loop: Bool = false, range: SourceRange) {
        self.name = name
        self.states = states
        self.hold = hold
        self.loop = loop
        self.range = range
    }
}

extension StateSequence {
    /// The steps in play order: each state with its size.
    public var steps: [SequenceStep] {
        states.enumerated().map { k, state in SequenceStep(state: state, size: k < sizes.count ? sizes[k] : nil) }
    }

    /// Whether a step names a size (the sequence changes size as a device rotates, docs/format.md, "Rotation").
    public var changesSize: Bool { sizes.contains { $0 != nil } }
}
