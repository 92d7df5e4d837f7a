import Foundation
import Testing
@testable import AnimLayout

@Suite("Motion: springs")
struct SpringTests {
    /// (mass, stiffness, damping, velocity), x(t) at t = 0.05, 0.1, 0.3, 0.7, and the settling
    /// time for 0.001.
    ///
    /// Positions: python3 + mpmath at 40 digits, as the first component of
    /// expm(A·t)·(−1, v₀) + 1 with A = [[0, 1], [−k/m, −c/m]] (the ODE's matrix exponential,
    /// not the closed form). Settling: the same state stepped with expm(A·h), h = 1 ms, scanning
    /// for the last exit from |u| ≤ 0.001 (and for every extremum between grid points, located by
    /// bisection on u′), refined by 120 bisection steps on |u(t)| − 0.001. The last three rows
    /// are SwiftUI springs (dampingFraction, response) = (0.7, 0.4), (1, 0.5), (0.5, 0.3) mapped
    /// to stiffness (2π/response)² and damping 4π·ζ/response in mpmath.
    static let references: [(Spring, [Double], Double)] = [
        (Spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0),
         [0.11286328055717526, 0.39294515083296433, 1.4305598377363429, 0.82575055036599474], 2.6878694889000661),
        (Spring(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0),
         [0.096894678438214852, 0.29824929133080139, 0.93291459119896164, 1.0063614850371739], 0.79986566099668883),
        (Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
         [0.1044054734550794, 0.34029984660829834, 1.1243547674084118, 0.97435896161423046], 1.2701651956539863),
        (Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0), // critically damped
         [0.090204010431049865, 0.26424111765711536, 0.80085172652854423, 0.99270494427556387], 0.92334134764515857),
        (Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0), // over-damped
         [0.078866778165163395, 0.21335440069663167, 0.62781769443936542, 0.91922254769989603], 1.8497614355162991),
        (Spring(mass: 1, stiffness: 100, damping: 200, initialVelocity: 0), // heavily over-damped
         [0.022294905614156385, 0.046494311877564661, 0.13744912499422803, 0.29415785845643357], 13.785903870867104),
        (Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
         [0.29307807519253281, 0.60705344416564483, 1.1909760894174323, 0.97053710475769578], 1.2171184146424517),
        (Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: -3), // starts backwards
         [0.0042633387283571504, 0.13157171939787295, 0.58521387600175954, 0.90996627658308614], 1.8781635563017035),
        (Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 40), // critical, overshoots
         [1.3032653298563167, 1.7357588823428846, 1.3982965469429115, 1.0182376393110903], 1.0306239611465638),
        (Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1),
         [0.20548513763334878, 0.60718479877767322, 1.3990837495432181, 1.0356519125177535], 2.1957290775281187),
        (Spring(dampingFraction: 0.7, response: 0.4),
         [0.21045035878946776, 0.56137589323166181, 1.0440433936063001, 0.99955405034393702], 0.65499737390648686),
        (Spring(dampingFraction: 1, response: 0.5), // critical up to rounding
         [0.13131145535900627, 0.35773955646956453, 0.89003393922678706, 0.9985181120945262], 0.7347716981942958),
        (Spring(dampingFraction: 0.5, response: 0.3),
         [0.36560918469145761, 0.88778670005024124, 0.98982212901473562, 0.99930109460971892], 0.60645920829484889),
    ]
    static let times = [0.05, 0.1, 0.3, 0.7]

    @Test("positions match the matrix exponential", arguments: 0..<13)
    func positions(_ n: Int) {
        let (spring, xs, _) = Self.references[n]
        #expect(spring.position(at: 0) == 0)
        for (t, x) in zip(Self.times, xs) {
            let got = spring.position(at: t)
            #expect(abs(got - x) < 1e-12, "\(spring) at \(t): \(got) vs \(x)")
        }
    }

    @Test("settling times match the reference to 1e-9 s", arguments: 0..<13)
    func settling(_ n: Int) {
        let (spring, _, settle) = Self.references[n]
        let got = spring.settlingTime()
        #expect(abs(got - settle) < 1e-9, "\(spring): \(got) vs \(settle)")
        // And the definition itself: out of the band just before, inside it at and after.
        #expect(abs(1 - spring.position(at: got - 1e-6)) > 0.001)
        for k in 0...2000 {
            let t = got + Double(k) * 0.005
            #expect(abs(1 - spring.position(at: t)) <= 0.001 + 1e-15)
        }
    }

    @Test("velocity is the derivative of position")
    func velocity() {
        for (spring, _, _) in Self.references {
            #expect(spring.velocity(at: 0) == spring.initialVelocity)
            for t in [0.01, 0.2, 0.5, 1.5] {
                let h = 1e-6
                let numeric = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
                #expect(abs(numeric - spring.velocity(at: t)) < 1e-5 * max(1, abs(numeric)))
            }
        }
    }

    @Test("SwiftUI parameters map to mass 1, stiffness (2π/response)², damping 4πζ/response")
    func swiftUIMapping() {
        let s = Spring(dampingFraction: 0.7, response: 0.4)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - pow(2 * Double.pi / 0.4, 2)) < 1e-9)
        #expect(abs(s.damping - 4 * Double.pi * 0.7 / 0.4) < 1e-12)
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
        #expect(TimingFunction(.springResponse(damping: 0.7, response: 0.4)) == .spring(s))
        #expect(TimingFunction(.springPhysical(mass: 2, stiffness: 3, damping: 4, velocity: 5))
                == .spring(Spring(mass: 2, stiffness: 3, damping: 4, initialVelocity: 5)))
    }

    /// Apple's fixture: a CASpringAnimation of mass 1, stiffness 100 settles in about 2.85 s with
    /// damping 5 and just over 1 s with damping 15 (`settlingDuration`). That figure is an
    /// estimate from the decay envelope, not the last exit from the band: the exact settling
    /// time (2.688 s, 0.800 s) is earlier, by less than one half-period π/ω_d of the
    /// oscillation (the spacing of the peaks that decide it: 0.32 s, 0.47 s), and the envelope
    /// time R·e^(−a·t) = 0.001 (2.776 s, 0.976 s) is within 5 % of Apple's figures.
    @Test("Apple's CASpringAnimation fixture")
    func appleFixture() {
        for (damping, apple) in [(5.0, 2.85), (15.0, 1.0)] {
            let s = Spring(mass: 1, stiffness: 100, damping: damping)
            let halfPeriod = Double.pi / (s.naturalFrequency * (1 - s.dampingRatio * s.dampingRatio).squareRoot())
            let exact = s.settlingTime()
            let envelope = s.envelopeSettlingTime()
            #expect(exact < apple && exact > apple - halfPeriod, "damping \(damping): \(exact)")
            #expect(envelope >= exact)
            #expect(abs(envelope - apple) / apple < 0.05, "damping \(damping): envelope \(envelope)")
        }
        // Ordering: more damping (still under-damped) settles sooner.
        #expect(Spring(mass: 1, stiffness: 100, damping: 15).settlingTime() < Spring(mass: 1, stiffness: 100, damping: 5).settlingTime())
    }

    @Test("near-critical springs are continuous across the regimes")
    func nearCritical() {
        let critical = Spring(mass: 1, stiffness: 100, damping: 20)
        for eps in [1e-12, 1e-9, 1e-6] {
            for damping in [20 - eps, 20 + eps] {
                let s = Spring(mass: 1, stiffness: 100, damping: damping)
                for t in [0.05, 0.1, 0.3, 0.7, 2.0] {
                    #expect(abs(s.position(at: t) - critical.position(at: t)) < 10 * eps + 1e-12)
                }
                #expect(abs(s.settlingTime() - critical.settlingTime()) < 1e-4)
            }
        }
    }

    @Test("invalid springs never settle; no hang")
    func invalid() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingTime() == .infinity)
        #expect(Spring(mass: 0, stiffness: 100, damping: 1).settlingTime() == .infinity)
        #expect(Spring(mass: 1, stiffness: .nan, damping: 1).settlingTime() == .infinity)
        #expect(!TimingFunction.spring(Spring(mass: 1, stiffness: 100, damping: 0)).isValid)
        // A very weak damping still has a finite, exact answer (about ln(1000)/a = 1381 s).
        let slow = Spring(mass: 1, stiffness: 100, damping: 0.01)
        let t = slow.settlingTime()
        #expect(t > 1300 && t < 1400)
        #expect(abs(1 - slow.position(at: t - 1e-7)) > 0.001 || abs(1 - slow.position(at: t + 1e-7)) <= 0.001)
    }

    @Test("a spring's progress runs in physical time and snaps to 1 at the cut")
    func cut() {
        let s = Spring(mass: 1, stiffness: 100, damping: 5)
        let f = TimingFunction.spring(s)
        #expect(f.progress(elapsed: 0.3, duration: 0.5) == s.position(at: 0.3))
        #expect(f.progress(elapsed: 0.3, duration: 0.5) > 1) // overshoots
        #expect(f.progress(elapsed: 0.5, duration: 0.5) == 1)
        #expect(f.naturalDuration == s.settlingTime())
    }
}

@Suite("Motion: spring settling, brute force")
struct SpringBruteForceTests {
    /// A small deterministic generator (64-bit LCG), so the cases are the same in every run.
    struct LCG {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    @Test("random springs: inside the band after the settling time, outside just before")
    func randomSprings() {
        var rng = LCG(state: 42)
        for _ in 0..<150 {
            let mass = 0.2 + 3 * rng.next()
            let stiffness = 10 + 500 * rng.next()
            let ratio = 0.05 + 2.5 * rng.next() // under-, critically and over-damped
            let damping = ratio * 2 * (stiffness * mass).squareRoot()
            let velocity = -20 + 40 * rng.next()
            let s = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            let t = s.settlingTime()
            #expect(t.isFinite && t > 0)
            #expect(abs(1 - s.position(at: t * (1 - 1e-9) - 1e-12)) > 0.001, "\(s)")
            // Brute force: 4000 samples from t to t + 8 time constants stay in the band.
            let tail = 8 / s.decay
            for k in 0...4000 {
                let u = t + tail * Double(k) / 4000
                #expect(abs(1 - s.position(at: u)) <= 0.001 + 1e-12, "\(s) at \(u)")
            }
            #expect(s.envelopeSettlingTime() >= t - 1e-12)
        }
    }
}
