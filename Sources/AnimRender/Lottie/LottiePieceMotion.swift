import AnimLayout
import Foundation

/// When a ``VectorAnimation``'s frames fall, in Lottie's frames: frame `i` is at
/// `times[i] × rate`, to three decimals.
struct LottieClock {
    let times: [Double]
    /// Frames per second.
    let rate: Double

    /// The Lottie frame of animation frame `i`.
    func frame(_ i: Int) -> Double { LottieDocument.r(times[i] * rate) }
}

/// How one piece (a ``AnimatedSVGDocument/Track``) moves, fades and changes through the
/// animation, worked out once for every layer the piece becomes: its samples with the hidden
/// frames filled, which properties change, and the keys its transform is written with.
struct LottiePieceMotion {
    let track: VectorTrack
    /// The first frame that draws the piece, and its sample.
    let firstSeen: Int
    let seen: VectorSample
    /// A sample per frame, hidden frames filled (``AnimatedSVGDocument/Track/filled(spans:)``).
    let filled: [VectorSample]
    /// The drawings the piece shows, in order of first use (none for a native box or shadow).
    let variants: [Int]
    /// Every drawing the piece shows in some frame.
    let shownVariants: Set<Int>
    /// Whether the piece's map skews (two layers' transforms, keyed on ``factors``).
    let skews: Bool
    let factors: [LottieDocument.Factors]
    /// The frames keyed when the whole map is keyed at once.
    let keyIndices: [EasedKey]
    let moves: Bool
    let turns: Bool
    let fades: Bool
    /// The piece's opacity (percent), still or keyed.
    let opacity: LottieValue
    /// A tinted text's colour, for its marker-coloured glyphs.
    let tint: LottieValue?

    /// The motion of `track` in `vector`; nil when no frame draws it.
    init?(_ track: VectorTrack, in vector: VectorAnimation, clock: LottieClock) {
        guard let firstSeen = track.samples.firstIndex(where: { $0 != nil }), let seen = track.samples[firstSeen] else { return nil }
        let pad = VariantSheet.pad
        let filled = track.filled(spans: vector.spans)
        self.track = track
        self.firstSeen = firstSeen
        self.seen = seen
        self.filled = filled
        let native = seen.box != nil || seen.shadow != nil
        variants = native ? [] : track.samples.compactMap { $0?.variant }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        shownVariants = Set(track.samples.compactMap { $0?.variant })
        skews = filled.contains { !$0.matrix.isOrthogonal }
        factors = skews ? LottieDocument.factored(filled.map { $0.placement(pad: pad) }) : []
        keyIndices = Self.keys(filled: filled, factors: factors, skews: skews, vector: vector)
        moves = filled.contains { $0.placement(pad: pad) != seen.placement(pad: pad) }
        turns = filled.contains { $0.matrix.a != 1 || $0.matrix.b != 0 || $0.matrix.c != 0 || $0.matrix.d != 1 }
        fades = filled.contains { $0.opacity != seen.opacity }
        opacity = Self.opacity(filled: filled, changes: fades, skews: skews, keys: keyIndices, firstSeen: firstSeen, vector: vector, clock: clock)
        tint = seen.tint.map { _ in
            LottieDocument.values(filled.map { s in s.tint.map { [$0.red, $0.green, $0.blue, 1] } ?? [0, 0, 0, 1] }, colour: true,
                                  frame: clock.frame, times: vector.times, spans: vector.spans)
        }
    }

    /// The keys of the whole map: on its factors when it skews, else on its placement and opacity.
    private static func keys(filled: [VectorSample], factors: [LottieDocument.Factors], skews: Bool,
                             vector: VectorAnimation) -> [EasedKey] {
        guard skews else { return VectorSample.keyframes(filled, times: vector.times, pad: VariantSheet.pad, spans: vector.spans) }
        let rows = factors.indices.map { i in
            let k = factors[i]
            let factor = { (v: Double) in Channel.factor(v, fitted: EasingFit.factor) }
            let length = { (v: Double) in Channel.length(v, fitted: EasingFit.length) }
            return [factor(k.phi), factor(k.sx), factor(k.sy), factor(k.theta), length(k.e), length(k.f),
                    Channel.opacity(filled[i].opacity, fitted: EasingFit.fraction)]
        }
        return EasedKeyframes.keys(rows, times: vector.times, spans: vector.spans)
    }

    /// The piece's opacity: keyed on its own where it changes (where only the rotation changes
    /// from frame to frame, a spring, the opacity is not repeated at every frame), on the map's
    /// keys when the map skews.
    private static func opacity(filled: [VectorSample], changes: Bool, skews: Bool, keys: [EasedKey], firstSeen: Int,
                                vector: VectorAnimation, clock: LottieClock) -> LottieValue {
        guard changes else { return LottieDocument.still([filled[firstSeen].opacity * 100]) }
        if skews { return LottieDocument.keyframed(keys, frame: clock.frame) { [filled[$0].opacity * 100] } }
        return LottieDocument.values(filled.map { [$0.opacity * 100] }, colour: false, tolerance: 0.1, fitted: EasingFit.fraction * 100,
                                     frame: clock.frame, times: vector.times, spans: vector.spans)
    }

    /// A value of the map's factors (or any per-frame value) on the map's keys where it
    /// changes, still at the first drawn frame otherwise.
    func keyed(_ value: (Int) -> [Double], changes: Bool, clock: LottieClock) -> LottieValue {
        changes ? LottieDocument.keyframed(keyIndices, frame: clock.frame, value: value) : LottieDocument.still(value(firstSeen))
    }

    /// The piece's opacity (percent) in hold steps: its own where one of `drawings` shows, 0
    /// elsewhere; its plain opacity when `drawings` covers everything it shows.
    func opacity(showing drawings: Set<Int>, clock: LottieClock) -> LottieValue {
        drawings.isSuperset(of: shownVariants) ? opacity : LottieDocument.steps(filled.count, frame: clock.frame) { i in
            drawings.contains(filled[i].variant) && track.samples[i] != nil ? filled[i].opacity * 100 : 0
        }
    }
}
