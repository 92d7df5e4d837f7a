import AnimLayout

/// Frames over which a transition's main motion follows a Bézier curve: frames `first`…`last`,
/// the first at the curve's start and the last at its end, with each one's eased progress.
struct EasedSpan {
    var first: Int
    var last: Int
    var bezier: UnitBezier
    /// The curve's progress at frames `first`…`last` (0 … 1).
    var progress: [Double]

    /// The curves of `curves` that start and end on a frame of `times` (with a frame between).
    static func spans(_ curves: [TimelineCurve], times: [Double]) -> [EasedSpan] {
        curves.compactMap { c in
            guard !c.bezier.isLinear, c.duration > 0,
                  let first = times.firstIndex(where: { abs($0 - c.start) < 1e-6 }),
                  let last = times.firstIndex(where: { abs($0 - (c.start + c.duration)) < 1e-6 }), last > first + 1 else { return nil }
            let progress = (first...last).map { k in c.bezier.value(at: min(1, max(0, (times[k] - c.start) / c.duration))) }
            return EasedSpan(first: first, last: last, bezier: c.bezier, progress: progress)
        }
    }
}

/// A keyframe: its frame, and the curve from it to the next keyframe (nil: linear).
struct EasedKey: Equatable {
    var index: Int
    var easing: UnitBezier?
}

enum EasedKeyframes {
    /// The keyframes for `values` (one vector per frame). Over a span where every component
    /// follows the span's curve — start + (end − start) × progress, within `tolerance` — only
    /// the span's ends, the first carrying the curve: between frames the player follows the
    /// curve itself. Elsewhere, the frames linear interpolation needs
    /// (``AnimatedSVGDocument/keyframes(_:times:tolerance:)``).
    static func keys(_ values: [[Double]], times: [Double], spans: [EasedSpan], tolerance: (Int) -> Double) -> [EasedKey] {
        guard values.count > 2 else { return values.indices.map { EasedKey(index: $0, easing: nil) } }
        // Per span that the values follow: its keys, from its first frame to its last.
        var pieces: [(span: EasedSpan, keys: [EasedKey])] = []
        for span in spans.sorted(by: { $0.first < $1.first }) {
            guard span.last < values.count, span.progress.count == span.last - span.first + 1,
                  values[span.first] != values[span.last], span.first >= (pieces.last?.span.last ?? 0) else { continue }
            if let keys = piecewise(values, span: span, times: times, tolerance: tolerance) { pieces.append((span, keys)) }
        }
        var keys: [EasedKey] = []
        func linear(_ from: Int, _ to: Int) {
            let kept = to > from ? AnimatedSVGDocument.keyframes(Array(values[from...to]), times: Array(times[from...to]), tolerance: tolerance) : [0]
            for i in kept where keys.last?.index != from + i {
                keys.append(EasedKey(index: from + i, easing: nil))
            }
        }
        var start = 0
        for piece in pieces {
            linear(start, piece.span.first)
            keys.removeLast()
            keys += piece.keys.dropLast()
            start = piece.span.last
        }
        linear(start, values.count - 1)
        return keys
    }

    /// Keys over `span` for values that follow its curve piece by piece: between two keys each
    /// component moves in proportion to the curve's progress (a size or position: one piece;
    /// a colour mixed in linear light: a few), each key carrying the part of the curve up to the
    /// next one (``UnitBezier/segment(from:to:)``). Nil when the values leave the curve or
    /// pieces would save nothing.
    static func piecewise(_ values: [[Double]], span: EasedSpan, times: [Double], tolerance: (Int) -> Double) -> [EasedKey]? {
        let p = { (k: Int) in span.progress[k - span.first] }
        // Whether frames a…b follow the curve between a and b.
        func follows(_ a: Int, _ b: Int) -> Bool {
            let pa = p(a), pb = p(b), va = values[a], vb = values[b]
            for k in (a + 1)..<max(a + 1, b) {
                for c in va.indices where c < values[k].count {
                    let expected = abs(pb - pa) < 1e-12 ? va[c] : va[c] + (vb[c] - va[c]) * (p(k) - pa) / (pb - pa)
                    if abs(expected - values[k][c]) > tolerance(c) { return false }
                }
            }
            // A still piece must be still.
            return abs(pb - pa) >= 1e-12 || va == vb
        }
        var kept = [span.first]
        var a = span.first
        while a < span.last {
            var b = a + 1
            while b < span.last, follows(a, b + 1) { b += 1 }
            kept.append(b)
            a = b
        }
        // Each piece's curve costs bytes: worth it when it halves the frames' keys.
        guard kept.count <= max(2, (span.last - span.first + 1) / 2) else { return nil }
        let t0 = times[span.first], length = times[span.last] - t0
        guard length > 0 else { return nil }
        var keys: [EasedKey] = []
        for (n, k) in kept.enumerated() {
            guard n + 1 < kept.count else { keys.append(EasedKey(index: k, easing: nil)); break }
            guard let piece = span.bezier.segment(from: (times[k] - t0) / length, to: (times[kept[n + 1]] - t0) / length) else { return nil }
            keys.append(EasedKey(index: k, easing: piece))
        }
        return keys
    }
}

extension UnitBezier {
    /// The part of the curve between elapsed times `a` and `b` (0…1), scaled to a curve of its
    /// own from (0, 0) to (1, 1): a player that eases from a keyframe at `a` to one at `b` with it
    /// follows this curve exactly. Nil when the progress does not change between them.
    func segment(from a: Double, to b: Double) -> UnitBezier? {
        guard b > a else { return nil }
        let sa = parameter(forX: a), sb = parameter(forX: b)
        // The control polygon, cut at sa and sb (de Casteljau).
        typealias P = (x: Double, y: Double)
        func lerp(_ p: P, _ q: P, _ t: Double) -> P { (p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t) }
        func split(_ c: [P], _ t: Double) -> (left: [P], right: [P]) {
            let ab = lerp(c[0], c[1], t), bc = lerp(c[1], c[2], t), cd = lerp(c[2], c[3], t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t), mid = lerp(abc, bcd, t)
            return ([c[0], ab, abc, mid], [mid, bcd, cd, c[3]])
        }
        let curve: [P] = [(0, 0), (x1, y1), (x2, y2), (1, 1)]
        let right = split(curve, sa).right
        let piece = sb >= 1 ? right : split(right, sa >= 1 ? 0 : (sb - sa) / (1 - sa)).left
        let dx = piece[3].x - piece[0].x, dy = piece[3].y - piece[0].y
        guard dx > 1e-12, abs(dy) > 1e-12 else { return nil }
        func scaled(_ q: P) -> P { ((q.x - piece[0].x) / dx, (q.y - piece[0].y) / dy) }
        let c1 = scaled(piece[1]), c2 = scaled(piece[2])
        return UnitBezier(x1: min(1, max(0, c1.x)), y1: c1.y, x2: min(1, max(0, c2.x)), y2: c2.y)
    }
}
