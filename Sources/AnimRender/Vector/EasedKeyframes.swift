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
        let eased = spans.filter { span in
            guard span.last < values.count, span.progress.count == span.last - span.first + 1 else { return false }
            let a = values[span.first], b = values[span.last]
            guard a != b else { return false }
            for (n, k) in (span.first...span.last).enumerated() {
                let p = span.progress[n]
                for c in a.indices where c < values[k].count && abs(a[c] + (b[c] - a[c]) * p - values[k][c]) > tolerance(c) { return false }
            }
            return true
        }.sorted { $0.first < $1.first }
        var keys: [EasedKey] = []
        func linear(_ from: Int, _ to: Int) {
            let kept = to > from ? AnimatedSVGDocument.keyframes(Array(values[from...to]), times: Array(times[from...to]), tolerance: tolerance) : [0]
            for i in kept where keys.last?.index != from + i {
                keys.append(EasedKey(index: from + i, easing: nil))
            }
        }
        var start = 0
        for span in eased where span.first >= start {
            linear(start, span.first)
            keys[keys.count - 1].easing = span.bezier
            start = span.last
        }
        linear(start, values.count - 1)
        return keys
    }
}
