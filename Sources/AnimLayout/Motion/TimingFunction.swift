/// A resolved timing curve: a cubic Bézier stretched over a duration, or a spring in physical time.
public enum TimingFunction: Hashable, Sendable {
    case bezier(UnitBezier)
    case spring(Spring)

    /// The duration a transition gets when none is written: 0.3 s for a Bézier curve (UIKit's
    /// default), and for a spring its settling time (see ``Spring/settlingTime(tolerance:)``).
    public static let defaultDuration = 0.3

    /// Resolves a curve as written in a scene.
    public init(_ curve: Curve) {
        switch curve {
        case .linear: self = .bezier(.linear)
        case .easeIn: self = .bezier(.easeIn)
        case .easeOut: self = .bezier(.easeOut)
        case .easeInOut: self = .bezier(.easeInOut)
        case let .cubicBezier(x1, y1, x2, y2): self = .bezier(UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        case let .springResponse(damping, response): self = .spring(Spring(dampingFraction: damping, response: response))
        case let .springPhysical(mass, stiffness, damping, velocity):
            self = .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        }
    }

    /// The duration used when none is written: 0.3 s, or the spring's settling time.
    public var naturalDuration: Double {
        switch self {
        case .bezier: return Self.defaultDuration
        case .spring(let s): return s.settlingTime()
        }
    }

    /// Whether the curve can be evaluated: Bézier x control values in 0…1 and every value finite;
    /// a spring with positive mass, stiffness and damping.
    public var isValid: Bool {
        switch self {
        case .bezier(let b):
            return [b.x1, b.y1, b.x2, b.y2].allSatisfy(\.isFinite) && (0...1).contains(b.x1) && (0...1).contains(b.x2)
        case .spring(let s):
            return s.isValid
        }
    }

    /// Eased progress `elapsed` seconds after the start of a motion lasting `duration` seconds:
    /// 0 before it starts (elapsed ≤ 0), exactly 1 once `elapsed ≥ duration` (a spring is cut
    /// there and snaps to its end, as CASpringAnimation does). In between, a Bézier curve is
    /// evaluated at elapsed / duration; a spring at `elapsed` seconds of physical time, so its
    /// progress may pass 1.
    public func progress(elapsed: Double, duration: Double) -> Double {
        if !(elapsed > 0) { return 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .bezier(let b): return b.value(at: elapsed / duration)
        case .spring(let s): return s.position(at: elapsed)
        }
    }
}
