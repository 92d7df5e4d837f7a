/// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as CSS's
/// `cubic-bezier()` and `CAMediaTimingFunction(controlPoints:)` define it.
///
/// The curve maps elapsed time (x, 0…1) to progress (y). `x1` and `x2` must lie in 0…1, which
/// makes x(s) non-decreasing in the curve parameter s, so every x has one answer; `y1` and `y2`
/// may leave 0…1 (the progress then overshoots or undershoots).
///
/// `value(at:)` finds s with x(s) = x by Newton's method safeguarded by a bracket (a step that
/// leaves the bracket, or meets a flat derivative, is replaced by bisection), to
/// |x(s) − x| ≤ ``tolerance`` (1e-12) or until the bracket is as narrow as a Double allows.
public struct UnitBezier: Hashable, Sendable {
    /// The first inner control point's x (elapsed time, 0…1).
    public var x1: Double
    /// The first inner control point's y (progress; may leave 0…1).
    public var y1: Double
    /// The second inner control point's x (elapsed time, 0…1).
    public var x2: Double
    /// The second inner control point's y (progress; may leave 0…1).
    public var y2: Double

    /// How closely `value(at:)` solves x(s) = x, in units of x.
    public static let tolerance = 1e-12

    /// A slope dx/ds at or below this is flat: `parameter(forX:)` bisects instead of taking a
    /// Newton step.
    static let flatSlope = 1e-14

    /// Creates a curve from its two inner control points.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// y = x.
    public static let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// UIKit's ease-in (0.42, 0, 1, 1).
    public static let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// UIKit's ease-out (0, 0, 0.58, 1).
    public static let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// UIKit's ease-in-out (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// True when both control points lie on the diagonal: the curve is y = x.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The Bernstein form of one coordinate: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    @inline(__always)
    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    /// d/ds of `coordinate`.
    @inline(__always)
    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// x at curve parameter `s`.
    public func x(parameter s: Double) -> Double { Self.coordinate(s, x1, x2) }

    /// y at curve parameter `s`.
    public func y(parameter s: Double) -> Double { Self.coordinate(s, y1, y2) }

    /// The curve parameter s in 0…1 with x(s) = `x` (x is clamped to 0…1).
    public func parameter(forX x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        var s = x
        for _ in 0..<200 {
            let fx = Self.coordinate(s, x1, x2) - x
            if abs(fx) <= Self.tolerance { return s }
            if fx < 0 { lo = s } else { hi = s }
            if hi - lo <= Double.ulpOfOne * max(hi, Double.leastNormalMagnitude) { break }
            let d = Self.slope(s, x1, x2)
            let next = d > Self.flatSlope ? s - fx / d : .nan
            s = (next > lo && next < hi) ? next : (lo + hi) / 2
        }
        return s
    }

    /// The eased progress y at elapsed fraction `x` (clamped to 0…1). Exactly 0 at 0, exactly 1
    /// at 1, exactly x for a linear curve.
    public func value(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return Self.coordinate(parameter(forX: x), y1, y2)
    }

    /// dy/dx at elapsed fraction `x` (clamped to 0…1): the curve's rate against time.
    public func slope(at x: Double) -> Double {
        if isLinear { return 1 }
        let s = parameter(forX: min(1, max(0, x)))
        let dx = Self.slope(s, x1, x2), dy = Self.slope(s, y1, y2)
        // A vertical tangent (dx = 0) only at an end whose control point sits on it.
        return dx > Self.flatSlope ? dy / dx : (dy == 0 ? 0 : dy.sign == .minus ? -1e6 : 1e6)
    }
}
