import Foundation

/// Fewer vertices for the same outline: runs of curves that join smoothly (a TrueType glyph's
/// quadratics, three or four to a quarter of an "o") become one cubic each where a single cubic
/// stays within a tolerance of every point of the run. Lines, corners and the vertices they
/// touch are kept as they are. A Lottie path pays for every vertex three times (point and both
/// tangents), so glyph outlines shrink by about half.
enum CurveMerging {
    typealias Point = (x: Double, y: Double)

    /// `path` with runs of smoothly joined curves fitted by single cubics that stay within
    /// `tolerance` (points) of the original.
    static func merged(_ path: VectorShape.Subpath, tolerance: Double) -> VectorShape.Subpath {
        let n = path.vertices.count
        let segmentCount = path.closed ? n : n - 1
        guard segmentCount >= 2 else { return path }
        func segment(_ k: Int) -> [Point] {
            let j = (k + 1) % n
            return [path.vertices[k], path.outControls[k], path.inControls[j], path.vertices[j]]
        }
        func isCurve(_ k: Int) -> Bool {
            let s = segment(k)
            return !(same(s[0], s[1]) && same(s[2], s[3]))
        }
        // Whether the curve through vertex `j` turns there without a corner.
        func smooth(_ j: Int) -> Bool {
            let incoming = direction(path.inControls[j], path.vertices[j]), outgoing = direction(path.vertices[j], path.outControls[j])
            guard let a = incoming, let b = outgoing else { return false }
            return a.x * b.x + a.y * b.y > 0.9995
        }
        // Where a merged run may end or start: a vertex that is not a smooth join of two curves.
        func joinable(_ j: Int) -> Bool {
            guard path.closed || (j > 0 && j < n - 1) else { return false }
            return isCurve((j - 1 + n) % n) && isCurve(j) && smooth(j)
        }
        let start = path.closed ? ((0..<n).first { !joinable($0) } ?? 0) : 0
        var vertices: [Point] = [], ins: [Point] = [], outs: [Point] = []
        var k = 0
        while k < segmentCount {
            let first = (start + k) % n
            var run = [segment(first)]
            var fitted: [Point]? = nil
            // Extend while the next vertex is a smooth join and one cubic still fits.
            while k + run.count < segmentCount {
                let join = (first + run.count) % n
                guard joinable(join) else { break }
                let longer = run + [segment(join)]
                guard let fit = fit(longer, tolerance: tolerance) else { break }
                run = longer
                fitted = fit
            }
            let curve = fitted ?? run[0]
            if vertices.isEmpty {
                vertices.append(curve[0]); ins.append(path.inControls[first]); outs.append(curve[1])
            } else {
                outs[outs.count - 1] = curve[1]
            }
            vertices.append(curve[3]); ins.append(curve[2]); outs.append(curve[3])
            k += run.count
        }
        var out = path
        if path.closed, vertices.count > 1 {
            // The last vertex is the first again: its incoming control closes the path.
            ins[0] = ins[ins.count - 1]
            vertices.removeLast(); ins.removeLast(); outs.removeLast()
        }
        out.vertices = vertices
        out.inControls = ins
        out.outControls = outs
        return out
    }

    /// One cubic (four points) through the ends of `run` (cubics), leaving and arriving in the
    /// same directions, within `tolerance` of points along the run; nil when none is.
    static func fit(_ run: [[Point]], tolerance: Double) -> [Point]? {
        guard let first = run.first, let last = run.last,
              let t0 = direction(first[0], first[1]) ?? direction(first[0], first[2]),
              let t1 = direction(last[3], last[2]) ?? direction(last[3], last[1]) else { return nil }
        let p0 = first[0], p3 = last[3]
        // Points along the run, parameterised by arc length.
        var samples: [Point] = [p0]
        for s in run {
            for step in 1...12 { samples.append(point(s, Double(step) / 12)) }
        }
        var lengths = [0.0]
        for i in 1..<samples.count { lengths.append(lengths[i - 1] + distance(samples[i - 1], samples[i])) }
        guard let total = lengths.last, total > 1e-9 else { return nil }
        var u = lengths.map { $0 / total }
        var best: [Point]?
        for _ in 0..<4 {
            // Schneider's least squares for the two tangent lengths.
            var c00 = 0.0, c01 = 0.0, c11 = 0.0, x0 = 0.0, x1 = 0.0
            for (i, q) in samples.enumerated() {
                let t = u[i], mt = 1 - t
                let b0 = mt * mt * mt, b1 = 3 * t * mt * mt, b2 = 3 * t * t * mt, b3 = t * t * t
                let a1 = (x: t0.x * b1, y: t0.y * b1), a2 = (x: t1.x * b2, y: t1.y * b2)
                c00 += a1.x * a1.x + a1.y * a1.y
                c01 += a1.x * a2.x + a1.y * a2.y
                c11 += a2.x * a2.x + a2.y * a2.y
                let rest = (x: q.x - (p0.x * (b0 + b1) + p3.x * (b2 + b3)), y: q.y - (p0.y * (b0 + b1) + p3.y * (b2 + b3)))
                x0 += a1.x * rest.x + a1.y * rest.y
                x1 += a2.x * rest.x + a2.y * rest.y
            }
            let det = c00 * c11 - c01 * c01
            guard abs(det) > 1e-12 else { return nil }
            let alpha = (x0 * c11 - x1 * c01) / det, beta = (c00 * x1 - c01 * x0) / det
            guard alpha > 1e-6, beta > 1e-6, alpha < total, beta < total else { return nil }
            let curve = [p0, (p0.x + t0.x * alpha, p0.y + t0.y * alpha), (p3.x + t1.x * beta, p3.y + t1.y * beta), p3]
            // Each sample's nearest parameter (a Newton step), then the largest distance.
            var worst = 0.0
            for i in samples.indices {
                u[i] = newton(curve, samples[i], u[i])
                worst = max(worst, distance(point(curve, u[i]), samples[i]))
            }
            if worst <= tolerance { best = curve; break }
        }
        return best
    }

    static func point(_ c: [Point], _ t: Double) -> Point {
        let mt = 1 - t
        let b0 = mt * mt * mt, b1 = 3 * t * mt * mt, b2 = 3 * t * t * mt, b3 = t * t * t
        return (b0 * c[0].x + b1 * c[1].x + b2 * c[2].x + b3 * c[3].x, b0 * c[0].y + b1 * c[1].y + b2 * c[2].y + b3 * c[3].y)
    }

    /// `t` moved one Newton step toward the parameter of the point of `c` nearest `q`.
    static func newton(_ c: [Point], _ q: Point, _ t: Double) -> Double {
        let mt = 1 - t
        let p = point(c, t)
        let d1 = (x: 3 * (mt * mt * (c[1].x - c[0].x) + 2 * t * mt * (c[2].x - c[1].x) + t * t * (c[3].x - c[2].x)),
                  y: 3 * (mt * mt * (c[1].y - c[0].y) + 2 * t * mt * (c[2].y - c[1].y) + t * t * (c[3].y - c[2].y)))
        let d2 = (x: 6 * (mt * (c[2].x - 2 * c[1].x + c[0].x) + t * (c[3].x - 2 * c[2].x + c[1].x)),
                  y: 6 * (mt * (c[2].y - 2 * c[1].y + c[0].y) + t * (c[3].y - 2 * c[2].y + c[1].y)))
        let numerator = (p.x - q.x) * d1.x + (p.y - q.y) * d1.y
        let denominator = d1.x * d1.x + d1.y * d1.y + (p.x - q.x) * d2.x + (p.y - q.y) * d2.y
        guard abs(denominator) > 1e-12 else { return t }
        return min(1, max(0, t - numerator / denominator))
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    static func same(_ a: Point, _ b: Point) -> Bool { distance(a, b) < 1e-9 }

    /// The unit vector from `a` toward `b`, or nil when they coincide.
    static func direction(_ a: Point, _ b: Point) -> Point? {
        let d = distance(a, b)
        return d < 1e-9 ? nil : ((b.x - a.x) / d, (b.y - a.y) / d)
    }
}
