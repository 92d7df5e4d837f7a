import AnimLayout

/// Lottie's animated values: keyframes at the frames' times, eased with a curve's tangents where
/// a span carries the motion (``EasedKeyframes``), still values, hold steps, and numbers
/// rounded as they are written.
extension LottieDocument {
    /// Percent keyframes of a group's opacity (nil frames hold the value before), eased with the
    /// curve where a span carries it; still when it holds.
    static func keyed(_ opacity: [Double?], times: [Double], spans: [EasedSpan], frame: (Int) -> Double) -> LottieValue {
        let start = opacity.first { $0 != nil }.flatMap { $0 } ?? 1
        var last = start
        let values = opacity.map { o -> Double in
            if let o { last = o }
            return last * 100
        }
        guard values.contains(where: { $0 != values[0] }) else { return still([values.first ?? 100]) }
        let keys = EasedKeyframes.keys(values.map { [.percentOpacity($0, fitted: EasingFit.fraction * 100)] }, times: times, spans: spans)
        return keyframed(keys, frame: frame) { [values[$0]] }
    }

    /// An animated value (`a` 1): a keyframe at each of `keys` (its frame's `value`, to three
    /// decimals), eased to the next with the key's curve.
    static func keyframed(_ keys: [EasedKey], frame: (Int) -> Double, value: (Int) -> [Double]) -> LottieValue {
        .animated(keys.enumerated().map { n, key in
            LottieKeyframe(time: frame(key.index), value: value(key.index).map(r), easing: n < keys.count - 1 ? easing(key.easing) : nil)
        })
    }

    /// A property's `values` per frame, still when they hold, else keyed where they change
    /// (eased with the curve where a span carries them): colours (RGBA, 0…1) to a level
    /// (``VectorTolerance/colour``) and four decimals, other values within `tolerance` (a thousandth
    /// unless given), to three decimals.
    static func values(_ values: [[Double]], colour: Bool, tolerance: Double = 0.001, fitted: Double = EasingFit.length, frame: (Int) -> Double,
                       times: [Double], spans: [EasedSpan]) -> LottieValue {
        // Colours to four decimals (three can land a level low once a player scales them to 255).
        func round(_ v: Double) -> Double { colour ? r4(levelled(v)) : r(v) }
        guard let first = values.first else { return still([]) }
        // Still when every frame is within the tolerance of the first (a turn's anchor that
        // stays put, up to rounding).
        let limit = colour ? VectorTolerance.colour : tolerance
        guard values.contains(where: { v in zip(v, first).contains { abs($0 - $1) > limit } || v.count != first.count }) else {
            return colour ? stillColour(first) : still(first)
        }
        let channels = colour ? values.map { $0.map { Channel.colour($0) } } : Channel.uniform(values, tolerance: tolerance, fitted: fitted)
        let keys = EasedKeyframes.keys(channels, times: times, spans: spans)
        return .animated(keys.enumerated().map { n, key in
            LottieKeyframe(time: frame(key.index), value: values[key.index].map(round), easing: n < keys.count - 1 ? easing(key.easing) : nil)
        })
    }

    /// A keyframe's easing to the next one: the curve's control points as its out (`o`) and the
    /// next one's in (`i`) tangents; linear (0, 0, 1, 1) without a curve.
    static func easing(_ curve: UnitBezier?) -> LottieEasing {
        let b = curve ?? UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        return LottieEasing(outgoing: LottieTangent(x: r(b.x1), y: r(b.y1)), incoming: LottieTangent(x: r(b.x2), y: r(b.y2)))
    }

    /// An opacity (percent) in steps: a hold keyframe at each of `count` frames where `value`
    /// changes, or one still value when it never does.
    static func steps(_ count: Int, frame: (Int) -> Double, _ value: (Int) -> Double) -> LottieValue {
        var keys: [LottieKeyframe] = []
        var previous: Double?
        for i in 0..<count {
            let v = r(value(i))
            // A switch lands halfway from the frame before, so that a player asked for a frame's
            // time a hair early (0.1333 s × 30 = 3.999) shows that frame's drawing.
            let t = i == 0 ? frame(0) : r((frame(i - 1) + frame(i)) / 2)
            if v != previous { keys.append(LottieKeyframe(time: t, value: [v], hold: true)) }
            previous = v
        }
        return keys.count <= 1 ? still([previous ?? 0]) : .animated(keys)
    }

    /// A value that does not change.
    static func still(_ values: [Double]) -> LottieValue { .still(values.map(r)) }

    /// Three decimals.
    static func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    /// Four decimals (colour channels, 0…1).
    static func r4(_ v: Double) -> Double { (v * 10000).rounded() / 10000 }

    /// A colour that does not change, to four decimals.
    static func stillColour(_ values: [Double]) -> LottieValue { .still(values.map { r4(levelled($0)) }) }

    /// A channel (0…1) a quarter of a level up: players that truncate to 255 levels (rlottie)
    /// and players that round both land on the level the PNG has.
    static func levelled(_ v: Double) -> Double { v >= 1 ? 1 : min(1, v + 0.25 / 255) }
}
