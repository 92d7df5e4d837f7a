/// Frames over which one of a transition's motions follows its curve: frames `first`…`last`,
/// from the last frame at or before the curve's start to the first at or after its end, with
/// each one's eased progress.
struct EasedSpan {
    var first: Int
    var last: Int
    var curve: TimelineCurve
    /// The curve's progress at frames `first`…`last` (0 … 1, beyond for a spring).
    var progress: [Double]
    /// Whether the curve is a Bézier curve that starts and ends on frames: between any two of
    /// its frames a part of it is exact (``UnitBezier/segment(from:to:)``).
    var exact: Bool
    /// For any other curve (a spring, a curve starting between frames): Bézier pieces standing
    /// in for it between two of its frames (``EasingFit/Pieces``), once ``fitting(times:)`` has
    /// set them up.
    var fitted: EasingFit.Pieces?

    /// The Bézier curve the span follows exactly, if it is one.
    var bezier: UnitBezier? {
        if exact, case .bezier(let b) = curve.function { return b }
        return nil
    }

    /// The spans of `curves` with a frame inside them; a linear curve needs none.
    static func spans(_ curves: [TimelineCurve], times: [Double]) -> [EasedSpan] {
        curves.compactMap { c in
            let end = c.start + c.duration
            guard c.duration > 0, !(c.function == .bezier(.linear)),
                  let first = times.lastIndex(where: { $0 <= c.start + 1e-6 }),
                  let last = times.firstIndex(where: { $0 >= end - 1e-6 }), last > first + 1 else { return nil }
            let startsOnFrame = abs(times[first] - c.start) < 1e-6, endsOnFrame = abs(times[last] - end) < 1e-6
            let progress = (first...last).map { k in k == first ? 0 : k == last ? 1 : c.progress(at: times[k]) }
            var exact = false
            if case .bezier(let b) = c.function {
                if b.isLinear { return nil }
                exact = startsOnFrame && endsOnFrame
            }
            return EasedSpan(first: first, last: last, curve: c, progress: progress, exact: exact)
        }
    }

    /// The span with its fitted pieces (only Lottie keys pieces; the SVG keys a curve that is
    /// not exact as points, ``SampledEasing``).
    func fitting(times: [Double]) -> EasedSpan {
        guard !exact, fitted == nil else { return self }
        var span = self
        span.fitted = EasingFit.Pieces(curve: curve, times: times)
        return span
    }

    /// The easing from frame `a` to frame `b` of the span and how far (in progress) it strays
    /// from the curve: the exact part of a Bézier curve, or a fitted piece; nil when there is none.
    func easing(from a: Int, to b: Int, times: [Double]) -> FittedEasing? {
        if let bezier {
            let t0 = times[first], length = times[last] - t0
            guard length > 0, let piece = bezier.segment(from: (times[a] - t0) / length, to: (times[b] - t0) / length) else { return nil }
            return FittedEasing(bezier: piece, error: 0)
        }
        guard a >= first, b <= last, b > a else { return nil }
        return fitted?.piece(from: a, to: b)
    }
}

/// A keyframe: its frame, and the curve from it to the next keyframe (nil: linear), or that
/// curve as points to join with straight lines (a spring, as CSS `linear()`).
struct EasedKey: Equatable {
    var index: Int
    var easing: UnitBezier?
    var sampled: SampledEasing?

    init(index: Int, easing: UnitBezier? = nil, sampled: SampledEasing? = nil) {
        self.index = index
        self.easing = easing
        self.sampled = sampled
    }
}

/// A curve from one keyframe to the next given by its progress at the frames between them:
/// `progress[n]` at elapsed fraction `elapsed[n]`, from (0, 0) to (1, 1).
struct SampledEasing: Equatable {
    var elapsed: [Double]
    var progress: [Double]
}

enum EasedKeyframes {
    /// The keyframes for `channels` (one row per frame). Over a span where every channel
    /// follows the span's curve — start + (end − start) × progress, within its tolerance — only
    /// the span's ends, the first carrying the curve: between frames the player follows the
    /// curve itself. Elsewhere, the frames linear interpolation needs (``linearKeys(_:times:)``).
    ///
    /// With `sampled`, values that follow a spring over its whole span are keyed at its ends, the
    /// first carrying the spring as points (``SampledEasing``); without, by Bézier pieces where
    /// they fit within each channel's `fitted` allowance.
    static func keys(_ channels: [[Channel]], times: [Double], spans: [EasedSpan], sampled: Bool = false) -> [EasedKey] {
        let values = channels.map { $0.map(\.value) }
        guard values.count > 2 else { return values.indices.map { EasedKey(index: $0, easing: nil) } }
        // Per span that the values follow: its keys, from its first frame to its last.
        var pieces: [(span: EasedSpan, keys: [EasedKey])] = []
        for span in spans.sorted(by: { $0.first < $1.first }) {
            guard span.last < values.count, span.progress.count == span.last - span.first + 1,
                  values[span.first] != values[span.last], span.first >= (pieces.last?.span.last ?? 0) else { continue }
            if let keys = piecewise(channels, span: span, times: times, sampled: sampled) {
                pieces.append((span, keys))
            }
        }
        var keys: [EasedKey] = []
        func linear(_ from: Int, _ to: Int) {
            let kept = to > from ? linearKeys(Array(channels[from...to]), times: Array(times[from...to])) : [0]
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

    /// Keys over `span` for channels that follow its curve piece by piece: between two keys each
    /// channel moves in proportion to the curve's progress (a size or position: one piece;
    /// a colour mixed in linear light: a few), each key carrying the part of the curve up to the
    /// next one (``UnitBezier/segment(from:to:)``). Along a spring, a piece's Bézier stand-in
    /// (``EasingFit``) may stray from the frames by the channel's `fitted` allowance, and a piece
    /// none fits is keyed on every frame. Nil when the values leave the curve or pieces would
    /// save nothing.
    static func piecewise(_ channels: [[Channel]], span: EasedSpan, times: [Double], sampled: Bool = false) -> [EasedKey]? {
        let fit = PiecewiseFit(channels: channels, span: span, times: times)
        if sampled {
            switch fit.sampledCurve() {
            case .keys(let keys): return keys
            case .leaves: return nil
            case .byPieces: break
            }
        }
        return fit.pieces()
    }
}

/// A span's channels keyed piece by piece along its curve
/// (``EasedKeyframes/piecewise(_:span:times:sampled:)``).
struct PiecewiseFit {
    var channels: [[Channel]]
    /// The channels' values, by frame.
    var values: [[Double]]
    var span: EasedSpan
    var times: [Double]
    /// Whether the spring's progress is held within 0…1 (what looks and alphas follow), or as is.
    var clamped = false

    init(channels: [[Channel]], span: EasedSpan, times: [Double]) {
        self.channels = channels
        values = channels.map { $0.map(\.value) }
        self.span = span
        self.times = times
    }

    /// What keying the span with its sampled curve gives: its keys, none (the values leave the
    /// curve), or nothing to go on (the pieces decide).
    enum SampledOutcome {
        case keys([EasedKey])
        case leaves
        case byPieces
    }

    /// The curve's progress at frame `k`.
    func p(_ k: Int) -> Double { clamped ? min(1, max(0, span.progress[k - span.first])) : span.progress[k - span.first] }

    /// Whether frames a…b follow the curve between a and b.
    func follows(_ a: Int, _ b: Int) -> Bool {
        let pa = p(a), pb = p(b), va = values[a], vb = values[b]
        for k in (a + 1)..<max(a + 1, b) {
            for c in va.indices where c < values[k].count {
                let expected = abs(pb - pa) < 1e-12 ? va[c] : va[c] + (vb[c] - va[c]) * (p(k) - pa) / (pb - pa)
                if abs(expected - values[k][c]) > channels[k][c].tolerance { return false }
            }
        }
        // A still piece must be still.
        return abs(pb - pa) >= 1e-12 || va == vb
    }

    /// The easing from a to b when it keeps every component within its allowance.
    func easing(_ a: Int, _ b: Int) -> UnitBezier? {
        guard let piece = span.easing(from: a, to: b, times: times) else { return nil }
        guard piece.error > 0 else { return piece.bezier }
        let dp = abs(p(b) - p(a)), va = values[a], vb = values[b]
        for c in va.indices where c < vb.count && piece.error * abs(vb[c] - va[c]) / dp > max(channels[a][c].fitted, channels[a][c].tolerance) {
            return nil
        }
        return piece.bezier
    }

    /// As points (the SVG): a curve that is not exact, or an exact one that the values follow
    /// only held within 0…1 (a look, an alpha that stops at its end while the curve overshoots).
    func sampledCurve() -> SampledOutcome {
        let direct = follows(span.first, span.last)
        var holding = self
        holding.clamped = !direct
        let held = holding.clamped && holding.follows(span.first, span.last)
        guard span.bezier == nil || held else { return .byPieces }
        let t0 = times[span.first], length = times[span.last] - t0
        guard direct || held, length > 0 else { return .leaves }
        let curve = SampledEasing(elapsed: (span.first...span.last).map { (times[$0] - t0) / length },
                                  progress: (span.first...span.last).map(holding.p))
        return .keys([EasedKey(index: span.first, sampled: curve), EasedKey(index: span.last)])
    }

    /// The keys of the pieces, each as long as the values follow the curve and its easing fits;
    /// nil when they would not halve the frames' keys.
    func pieces() -> [EasedKey]? {
        var kept: [EasedKey] = []
        var a = span.first
        while a < span.last {
            var b = a + 1
            while b < span.last, follows(a, b + 1), easing(a, b + 1) != nil { b += 1 }
            // A fitted piece of one frame is linear instead: as exact at the frames, and its
            // keyframe is shorter. A still piece (a look held at its end while the curve
            // overshoots) needs no curve either.
            let still = values[a] == values[b] && (a...b).allSatisfy { values[$0] == values[a] }
            let curve = still || (span.bezier == nil && b == a + 1) ? nil : easing(a, b)
            if span.bezier != nil, curve == nil, !still { return nil }
            kept.append(EasedKey(index: a, easing: curve))
            a = b
        }
        kept.append(EasedKey(index: span.last))
        // Each piece's curve costs bytes: worth it when it halves the frames' keys.
        guard kept.count <= max(2, (span.last - span.first + 1) / 2) else { return nil }
        return kept
    }
}

extension EasedKeyframes {
    /// The frames that need a keyframe for `channels` (one row per frame): the first, the last,
    /// and every frame that linear interpolation between the kept neighbours would not reproduce
    /// within each channel's tolerance.
    static func linearKeys(_ channels: [[Channel]], times: [Double]) -> [Int] {
        guard channels.count > 2 else { return Array(channels.indices) }
        var kept = [0]
        for i in 1..<(channels.count - 1) {
            let a = channels[kept[kept.count - 1]], b = channels[i + 1], s = channels[i]
            let ta = times[kept[kept.count - 1]], tb = times[i + 1]
            let f = tb > ta ? (times[i] - ta) / (tb - ta) : 0
            if (0..<a.count).contains(where: { abs(a[$0].value + (b[$0].value - a[$0].value) * f - s[$0].value) > a[$0].tolerance }) {
                kept.append(i)
            }
        }
        kept.append(channels.count - 1)
        return kept
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
