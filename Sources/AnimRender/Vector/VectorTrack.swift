import AnimLayout

/// One piece's place in one frame of a vector animation (``VectorAnimation``), as the SVG and
/// Lottie writers both read it.
struct VectorSample: Equatable {
    var x: Double
    var y: Double
    var opacity: Double
    var variant: Int
    /// The transform it is shown through (identity for most).
    var matrix = Affine.identity
    /// The piece as a native rectangle (then `variant` is -1), when its track is one.
    var box: BoxShape?
    /// The piece as a native blurred shadow (then `variant` is -1), when its track is one.
    var shadow: ShadowShape?
    /// A tinted text's colour (opaque; its alpha is in `opacity`), when its track animates it.
    var tint: Color?

    /// The map from the drawing's sheet (origin at `pad`) to the canvas.
    func placement(pad: Double) -> Affine { matrix.then(Affine(e: x - pad, f: y - pad)) }
}

/// One piece through the animation: a sample per frame (nil where it is not drawn).
struct VectorTrack {
    var samples: [VectorSample?]
}

/// Consecutive tracks shown as one group with an opacity of its own: an element faded with
/// its subviews (UIKit's layer opacity), whose tracks' opacities are relative to it.
struct VectorGroup {
    /// The element's id.
    var name: String
    var tracks: Range<Int>
    /// The group's opacity per frame (nil where none of its pieces is drawn).
    var opacity: [Double?]
}

extension VectorSample {
    /// The frames of `samples` that need a keyframe, in either format: the first, the last, and
    /// every frame that linear motion between its neighbours kept would not reproduce within a
    /// thousandth of a point (or of opacity).
    /// Where a span's curve carries the motion, only its ends (``EasedKeyframes``).
    /// With `colours`, a tinted text's colour too (to a level, ``VectorTolerance/colour``).
    /// With `turned`, the maps as turns about an anchor (``TurnedPlacement``) instead of their
    /// entries; without `opacity`, the motion (and colour) alone.
    static func keyframes(_ samples: [VectorSample], times: [Double], pad: Double = 0, spans: [EasedSpan], colours: Bool = false,
                          turned: [TurnedPlacement]? = nil, opacity: Bool = true) -> [EasedKey] {
        EasedKeyframes.keys(samples.indices.map { i in
            let s = samples[i]
            let m = s.placement(pad: pad)
            let c = s.tint ?? Color(red: 0, green: 0, blue: 0, alpha: 1)
            let tint: [Channel] = colours ? Channel.rgb(c) : []
            // Without `opacity`, a constant in its place (the opacity is keyed apart).
            let o = Channel.opacity(opacity ? s.opacity : 0)
            if let turned, i < turned.count { return turned[i].channels + [o] + tint }
            return [.factor(m.a), .factor(m.b), .factor(m.c), .factor(m.d), .length(m.e), .length(m.f), o] + tint
        }, times: times, spans: spans, sampled: true)
    }
}
