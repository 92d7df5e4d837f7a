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

    /// Creates an override.
    public init(element: String, delay: Double? = nil, duration: Double? = nil, curve: Curve? = nil, range: SourceRange) {
        self.element = element
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.range = range
    }
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
    /// Seconds between consecutive elements' starts, in declaration order.
    public var stagger: Double
    public var elementTimings: [ElementTiming]
    public var range: SourceRange

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

/// `sequence NAME: A -> B -> C { hold 0.5; loop }`.
public struct Sequence: Hashable, Sendable {
    public var name: String
    public var states: [String]
    /// Seconds each state is held.
    public var hold: Double
    public var loop: Bool
    public var range: SourceRange

    /// Creates a sequence.
    public init(name: String, states: [String], hold: Double = 0, loop: Bool = false, range: SourceRange) {
        self.name = name
        self.states = states
        self.hold = hold
        self.loop = loop
        self.range = range
    }
}
