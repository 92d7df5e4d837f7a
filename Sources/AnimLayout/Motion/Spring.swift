import Foundation

/// A damped spring driving progress from 0 to 1, as `CASpringAnimation` does: a mass `mass`
/// on a spring of stiffness `stiffness` with viscous damping coefficient `damping`, released at
/// position 0 with velocity `initialVelocity` towards its rest position 1.
///
/// With u = x − 1 the motion is m·u″ + c·u′ + k·u = 0, u(0) = −1, u′(0) = v₀. Writing
/// a = c / 2m, ω₀ = √(k/m), ζ = a / ω₀, the closed form is
/// u(t) = e^(−a·t) · (P·C(t) + Q·S(t)) with P = −1, Q = v₀ − a and
/// - under-damped (ζ < 1): C = cos ω_d t, S = sin(ω_d t) / ω_d, ω_d = ω₀√(1 − ζ²);
/// - critically damped (ζ = 1): C = 1, S = t;
/// - over-damped (ζ > 1): C = cosh γt, S = sinh(γt) / γ, γ = ω₀√(ζ² − 1)
///   (evaluated as a sum of two decaying exponentials once γt ≥ 1, so nothing overflows).
///
/// Time is physical (seconds): the spring does not stretch to a duration. `initialVelocity` is
/// in units of the distance per second, as `CASpringAnimation.initialVelocity`.
public struct Spring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    /// CASpringAnimation's parameters.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: mass 1, stiffness (2π / response)²,
    /// damping 4π·dampingFraction / response, initial velocity 0.
    public init(dampingFraction: Double, response: Double) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingFraction / response,
                  initialVelocity: 0)
    }

    /// ω₀ = √(k / m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Whether the parameters describe a spring that comes to rest: finite, mass and stiffness
    /// positive, damping positive.
    public var isValid: Bool {
        mass.isFinite && stiffness.isFinite && damping.isFinite && initialVelocity.isFinite
            && mass > 0 && stiffness > 0 && damping > 0
    }

    /// Position (progress) at `t` seconds: 0 at t = 0, tending to 1.
    public func position(at t: Double) -> Double {
        1 + Oscillation(self, p: -1, q: initialVelocity - decay).value(at: t)
    }

    /// Velocity (progress per second) at `t` seconds.
    public func velocity(at t: Double) -> Double {
        // u′ solves the same equation: u′(0) = v₀, u″(0) = −2a·v₀ + ω₀² (as u(0) = −1).
        let w2 = stiffness / mass
        let v0 = initialVelocity
        return Oscillation(self, p: v0, q: w2 - decay * v0).value(at: t)
    }

    /// a = c / 2m, the envelope's decay rate.
    var decay: Double { damping / (2 * mass) }

    /// The settling time: the smallest T such that |1 − x(t)| ≤ `tolerance` for every t ≥ T —
    /// the spring is within `tolerance` of the distance and never leaves that band again.
    /// `.infinity` for an invalid (undamped) spring.
    ///
    /// Computed exactly, not by scanning. Between consecutive zeros of u and u′ the deviation
    /// |u| is monotone, and those zeros are known in closed form (arithmetic progressions of
    /// period π/ω_d when under-damped; at most one of each otherwise). An upper bound T̄ after
    /// which |u| ≤ tolerance comes from the envelope (R·e^(−a·t) with R = √(P² + (Q/ω_d)²)) or,
    /// when not oscillating, from e^(−(a−γ)t)(|P| + |Q|·t). Walking the monotone pieces back
    /// from T̄, the first one that starts above the band contains the answer, found by bisection
    /// to the last representable bit (≈1e-15 s). When under-damped the walk starts at the last
    /// extremum above the band, located from the extrema's geometric decay, so only a few
    /// pieces are visited.
    public func settlingTime(tolerance: Double = 0.001) -> Double {
        guard isValid, tolerance > 0 else { return .infinity }
        let u = Oscillation(self, p: -1, q: initialVelocity - decay)
        let du = Oscillation(self, p: initialVelocity, q: stiffness / mass - decay * initialVelocity)
        let deviation = { (t: Double) in abs(u.value(at: t)) }
        if deviation(0) <= tolerance, u.bound(at: 0) <= tolerance { return 0 }

        var lower = 0.0
        let upper: Double
        var breakpoints: [Double] = []
        if let wd = u.dampedFrequency {
            // Envelope: |u| ≤ R·e^(−a t).
            let r = (u.p * u.p + (u.q / wd) * (u.q / wd)).squareRoot()
            upper = max(0, log(r / tolerance) / u.a)
            let half = Double.pi / wd
            // Astronomically slow decay (≥ 1e9 oscillations before settling): the envelope
            // time is the answer to far better than a frame.
            guard upper / half < 1e9 else { return upper }
            let firstExtremum = du.firstZeroPhase / wd
            let firstZero = u.firstZeroPhase / wd
            // |u| at the extrema decays as K·e^(−a t); the last one above the band:
            let k = abs(u.value(at: firstExtremum)) * exp(u.a * firstExtremum)
            // k overflows to infinity when e^(a·t) does while |u| is still tiny (nearly critical
            // damping with a velocity): the band is then reached by the bisection below.
            if k > tolerance, k.isFinite {
                let tLast = log(k / tolerance) / u.a
                let steps = ((tLast - firstExtremum) / half).rounded(.down)
                var n = steps.isFinite ? Int(max(0, min(steps, 1e9))) : 0
                n = max(0, n)
                // Guard against rounding on either side.
                while n > 0, deviation(firstExtremum + Double(n) * half) <= tolerance { n -= 1 }
                while deviation(firstExtremum + Double(n + 1) * half) > tolerance { n += 1 }
                let start = firstExtremum + Double(n) * half
                if deviation(start) > tolerance { lower = start }
            }
            // Breakpoints (zeros of u and u′) in (lower, upper).
            for base in [firstExtremum, firstZero] {
                var m = max(0, Int(((lower - base) / half).rounded(.down)))
                while true {
                    let t = base + Double(m) * half
                    if t >= upper { break }
                    if t > lower { breakpoints.append(t) }
                    m += 1
                }
            }
        } else {
            // Non-oscillating: at most one zero of u and one of u′ after 0.
            for f in [u, du] {
                if let z = f.nonOscillatingZero(), z > 0 { breakpoints.append(z) }
            }
            let slow = u.slowRate
            // The bound (|P| + |Q|t)e^(−rt) decreases for t ≥ 1/r; start there and double.
            var t = 1 / slow
            while u.bound(at: t) > tolerance {
                t *= 2
                if !t.isFinite { return .infinity }
            }
            upper = t
            breakpoints = breakpoints.filter { $0 < upper }
        }
        breakpoints.sort()
        // Walk the monotone pieces back from `upper`.
        var right = upper
        for left in (([lower] + breakpoints).reversed()) {
            if deviation(left) > tolerance {
                return Self.bisect(from: left, to: right) { deviation($0) > tolerance }
            }
            right = left
        }
        return lower
    }

    /// The envelope estimate of the settling time: when the amplitude envelope R·e^(−a·t)
    /// (R = √(P² + (Q/ω_d)²), see ``Spring``) reaches `tolerance`, for an under-damped spring;
    /// for a spring that does not oscillate, the exact ``settlingTime(tolerance:)``.
    ///
    /// Always ≥ ``settlingTime(tolerance:)``. `CASpringAnimation.settlingDuration` is an
    /// estimate of this kind: Apple's figures for mass 1, stiffness 100 (about 2.85 s at damping
    /// 5, just over 1 s at damping 15) lie within 3 % above this envelope time (2.78 s, 0.98 s),
    /// while the exact last exit from the 0.001 band is earlier (2.69 s, 0.80 s).
    public func envelopeSettlingTime(tolerance: Double = 0.001) -> Double {
        guard isValid, tolerance > 0 else { return .infinity }
        let u = Oscillation(self, p: -1, q: initialVelocity - decay)
        guard let wd = u.dampedFrequency else { return settlingTime(tolerance: tolerance) }
        let r = (u.p * u.p + (u.q / wd) * (u.q / wd)).squareRoot()
        return max(0, log(r / tolerance) / u.a)
    }

    /// The boundary between `above` (true at `lo`) and not (false at `hi`), to the last bit.
    private static func bisect(from lo: Double, to hi: Double, above: (Double) -> Bool) -> Double {
        var lo = lo, hi = hi
        while true {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { return hi }
            if above(mid) { lo = mid } else { hi = mid }
        }
    }
}

/// One solution e^(−a t)(p·C(t) + q·S(t)) of the spring's equation (see ``Spring``).
struct Oscillation {
    let a: Double
    let omega0: Double
    /// ω_d when under-damped.
    let dampedFrequency: Double?
    /// γ when over-damped, 0 when critically damped (ignored when under-damped).
    let gamma: Double
    let p: Double
    let q: Double

    init(_ spring: Spring, p: Double, q: Double) {
        let a = spring.decay
        let w0 = spring.naturalFrequency
        self.a = a
        self.omega0 = w0
        self.p = p
        self.q = q
        // Compare a with ω₀ through a² vs ω₀² = k/m to decide the regime exactly.
        let a2 = a * a, w2 = spring.stiffness / spring.mass
        if a2 < w2 {
            dampedFrequency = (w2 - a2).squareRoot()
            gamma = 0
        } else {
            dampedFrequency = nil
            gamma = (a2 - w2).squareRoot()
        }
    }

    /// The slower decay rate a − γ (= ω₀² / (a + γ), computed without cancellation).
    var slowRate: Double { dampedFrequency == nil ? (omega0 * omega0) / (a + gamma) : a }

    func value(at t: Double) -> Double {
        if let wd = dampedFrequency {
            return exp(-a * t) * (p * cos(wd * t) + q * sin(wd * t) / wd)
        }
        if gamma == 0 { return exp(-a * t) * (p + q * t) }
        let gt = gamma * t
        if gt < 1 {
            return exp(-a * t) * (p * cosh(gt) + q * sinh(gt) / gamma)
        }
        let slow = (p + q / gamma) / 2 * exp(-slowRate * t)
        let fast = (p - q / gamma) / 2 * exp(-(a + gamma) * t)
        return slow + fast
    }

    /// An upper bound of |value| at `t`, non-increasing for large t.
    func bound(at t: Double) -> Double {
        if let wd = dampedFrequency {
            return (p * p + (q / wd) * (q / wd)).squareRoot() * exp(-a * t)
        }
        return (abs(p) + abs(q) * t) * exp(-slowRate * t)
    }

    /// The smallest phase x = ω_d·t in [0, π) where p·cos x + (q/ω_d)·sin x = 0 (under-damped only).
    var firstZeroPhase: Double {
        guard let wd = dampedFrequency else { return 0 }
        var x = atan2(-p, q / wd)
        x = x.truncatingRemainder(dividingBy: Double.pi)
        if x < 0 { x += Double.pi }
        return x
    }

    /// The one zero after 0 when not oscillating: C(t) > 0, so p·C + q·S = 0 ⇔ S/C = −p/q,
    /// and S/C = tanh(γt)/γ (or t when critical) increases from 0 to 1/γ.
    func nonOscillatingZero() -> Double? {
        guard dampedFrequency == nil, q != 0 else { return nil }
        let s = -p / q
        guard s > 0 else { return nil }
        if gamma == 0 { return s }
        let x = s * gamma
        guard x < 1 else { return nil }
        return atanh(x) / gamma
    }
}
