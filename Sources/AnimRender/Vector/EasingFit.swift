import AnimLayout

/// A Bézier easing standing in for part of a curve that is no Bézier curve (a spring): the
/// curve from one keyframe to the next, and how far its progress strays from the real one.
struct FittedEasing: Equatable {
    var bezier: UnitBezier
    /// The largest difference in progress from the curve, between and at the frames.
    var error: Double
}

/// Fits cubic Bézier easings to stretches of a spring, so that a player eases between two
/// keyframes along (nearly) the spring instead of needing a keyframe on every frame.
///
/// The search starts from easings that keep the spring's velocity at both keyframes (control
/// points on the tangents there, so the motion has no kink where one piece hands over to the
/// next), choosing how far each control point sits along its tangent (a coarse grid, then a
/// pattern search), and then frees every control value: a slight kink is invisible, a longer
/// piece saves keyframes. What is minimised is the largest difference in progress at the
/// frames between the keyframes and halfway between them.
enum EasingFit {
    /// How far a fitted piece may put a value off its frame's: a length (points; a twentieth
    /// of a pixel at scale 1).
    static let length = 0.05
    /// … an opacity (0…1): half a level.
    static let fraction = 0.002
    /// … a factor of a transform's map (scale, rotation): a fiftieth of a point across 400.
    static let factor = 0.00005

    /// How many frames one fitted piece may span at most.
    static let reach = 20

    /// The easing from `times[a]` to `times[b]` along `curve`, or nil when the progress does
    /// not change between them (a still piece needs no curve).
    static func fit(_ curve: TimelineCurve, times: [Double], from a: Int, to b: Int) -> FittedEasing? {
        let ta = times[a], tb = times[b], length = tb - ta
        let pa = curve.progress(at: ta), pb = curve.progress(at: tb), dp = pb - pa
        guard length > 0, abs(dp) > 1e-9 else { return nil }
        let samples = FitSamples(curve, times: times, from: a, to: b)
        // The spring's slopes at both ends, in the piece's own units; the end's from just
        // inside it (a spring cut at its duration jumps to its end there).
        let m0 = curve.velocity(at: ta) * length / dp
        let m1 = curve.velocity(at: tb - min(1e-9, length / 2)) * length / dp
        guard m0.isFinite, m1.isFinite else { return nil }
        let tangents = TangentEasing(m0: m0, m1: m1)
        let best = tangents.fit(samples)
        // Then every control value free, from there: a little velocity mismatch at a key is
        // invisible, a longer piece is not.
        let start = tangents.easing(best.u, best.v)
        let free = freeFit([start.x1, start.y1, start.x2, start.y2], error: best.error, samples: samples)
        let bezier = rounded(UnitBezier(x1: free.controls[0], y1: free.controls[1], x2: free.controls[2], y2: free.controls[3]))
        return FittedEasing(bezier: bezier, error: free.error * abs(dp))
    }

    /// Where a piece's progress is measured: the frames between its keyframes, and halfway
    /// between each two frames, in the piece's own units (0…1 across, 0…1 of its change).
    struct FitSamples {
        var xs: [Double] = []
        var ys: [Double] = []

        init(_ curve: TimelineCurve, times: [Double], from a: Int, to b: Int) {
            let ta = times[a], length = times[b] - ta
            let pa = curve.progress(at: ta), dp = curve.progress(at: times[b]) - pa
            for k in a..<b {
                if k > a { xs.append((times[k] - ta) / length) }
                xs.append(((times[k] + times[k + 1]) / 2 - ta) / length)
            }
            ys = xs.map { (curve.progress(at: ta + $0 * length) - pa) / dp }
        }

        /// The largest difference in progress between `e` and the curve at the samples.
        func error(_ e: UnitBezier) -> Double {
            var worst = 0.0
            for (x, y) in zip(xs, ys) { worst = max(worst, abs(e.value(at: x) - y)) }
            return worst
        }
    }

    /// Easings that keep the spring's slopes `m0` and `m1` at both keyframes: control points
    /// `u` and `v` of the way along the tangents there.
    struct TangentEasing {
        var m0: Double
        var m1: Double

        /// How far along its tangent each control point sits, and the error there.
        struct Choice {
            var u: Double
            var v: Double
            var error: Double
        }

        /// The easing with control points `u` and `v` along the tangents (as written).
        func easing(_ u: Double, _ v: Double) -> UnitBezier {
            EasingFit.rounded(UnitBezier(x1: u, y1: m0 * u, x2: 1 - v, y2: 1 - m1 * v))
        }

        /// The best choice: a coarse grid of eighths, then a pattern search.
        func fit(_ samples: FitSamples) -> Choice {
            func error(_ u: Double, _ v: Double) -> Double { samples.error(easing(u, v)) }
            var best = Choice(u: 1.0 / 3, v: 1.0 / 3, error: error(1.0 / 3, 1.0 / 3))
            for i in 1...8 {
                for j in 1...8 {
                    let u = Double(i) / 8, v = Double(j) / 8
                    let e = error(u, v)
                    if e < best.error { best = Choice(u: u, v: v, error: e) }
                }
            }
            var step = 1.0 / 16
            while step > 0.002 {
                var moved = false
                for (du, dv) in [(step, 0.0), (-step, 0), (0, step), (0, -step)] {
                    let u = min(1, max(0.005, best.u + du)), v = min(1, max(0.005, best.v + dv))
                    let e = error(u, v)
                    if e < best.error { best = Choice(u: u, v: v, error: e); moved = true }
                }
                if !moved { step /= 2 }
            }
            return best
        }
    }

    /// Control values (x1, y1, x2, y2) and the error with them.
    struct FreeEasing {
        var controls: [Double]
        var error: Double
    }

    /// A pattern search over every control value from `start` (its error `error`), the x
    /// values held within 0…1.
    static func freeFit(_ start: [Double], error: Double, samples: FitSamples) -> FreeEasing {
        var free = FreeEasing(controls: start, error: error)
        func freeError(_ c: [Double]) -> Double { samples.error(rounded(UnitBezier(x1: c[0], y1: c[1], x2: c[2], y2: c[3]))) }
        var step = 0.05
        while step > 0.001 {
            var moved = false
            for i in 0..<4 {
                for d in [step, -step] {
                    var c = free.controls
                    c[i] += d
                    if i % 2 == 0 { c[i] = min(1, max(0, c[i])) }
                    let e = freeError(c)
                    if e < free.error { free = FreeEasing(controls: c, error: e); moved = true }
                }
            }
            if !moved { step /= 2 }
        }
        return free
    }

    /// The control points as they are written (three decimals, as Lottie's tangents are), so
    /// the error measured is the one a player shows.
    static func rounded(_ b: UnitBezier) -> UnitBezier {
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return UnitBezier(x1: r(b.x1), y1: r(b.y1), x2: r(b.x2), y2: r(b.y2))
    }

    /// The pieces of one curve, fitted when first asked for and kept: a span's keys ask for
    /// the same pieces for every value that follows it (a view's position, its size, its text).
    final class Pieces {
        let curve: TimelineCurve
        let times: [Double]
        private var known: [Int: FittedEasing?] = [:]

        init(curve: TimelineCurve, times: [Double]) {
            self.curve = curve
            self.times = times
        }

        /// The piece from frame `a` to frame `b` (at most ``reach`` frames apart).
        func piece(from a: Int, to b: Int) -> FittedEasing? {
            guard b > a, b - a <= reach, a >= 0, b < times.count else { return nil }
            let key = a * times.count + b
            if let piece = known[key] { return piece }
            let piece = fit(curve, times: times, from: a, to: b)
            known[key] = piece
            return piece
        }
    }
}
