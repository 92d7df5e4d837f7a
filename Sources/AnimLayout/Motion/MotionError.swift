/// Why a timeline could not be built.
public enum MotionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A state name that the scene does not declare.
    case unknownState(String)
    /// A sequence name that the scene does not declare.
    case unknownSequence(String)
    /// A sequence without states.
    case emptySequence(String)
    /// Frames per second must be at least 1.
    case invalidFPS(Int)
    /// A curve that cannot be evaluated (Bézier x outside 0…1, a spring without mass,
    /// stiffness or damping, a non-finite value); the message names it.
    case invalidCurve(String)
    /// A negative or non-finite duration, delay or stagger, or a spring that never settles
    /// with no duration given; the message says which.
    case invalidTiming(String)
    /// The timeline would have more frames than the builder's limit.
    case tooManyFrames(count: Int, limit: Int)

    public var description: String {
        switch self {
        case .unknownState(let s): return "unknown state '\(s)'"
        case .unknownSequence(let s): return "unknown sequence '\(s)'"
        case .emptySequence(let s): return "sequence '\(s)' has no states"
        case .invalidFPS(let f): return "frames per second must be at least 1 (got \(f))"
        case .invalidCurve(let m): return "invalid curve: \(m)"
        case .invalidTiming(let m): return "invalid timing: \(m)"
        case let .tooManyFrames(count, limit): return "the timeline would have \(count) frames (limit \(limit))"
        }
    }
}
