import Foundation

/// A track's maps (without skew) written as players animate a turn: the point of the drawing
/// the view turns and scales about (its anchor) is placed at (`x`, `y`), turned by `degrees`
/// and scaled by (`sx`, `sy`) — CSS `translate() rotate() scale() translate()`, a Lottie
/// layer's position, rotation, scale and anchor point. A view that turns in place about its
/// centre keeps `x`, `y` still, and each number moves in proportion to its transition's curve,
/// so the motion needs keyframes only at the curve's ends (a matrix's entries do not).
struct TurnedPlacement: Equatable {
    var x: Double
    var y: Double
    var degrees: Double
    var sx: Double
    var sy: Double

    /// The numbers keyed, each with how far it may be off its frame's (a thousandth of a point,
    /// a two-thousandth of a degree, a hundred-thousandth of a scale).
    var channels: [Channel] {
        [.length(x), .length(y), Channel(degrees, tolerance: 0.0005), .factor(sx), .factor(sy)]
    }
}

enum TurnAnchor {
    /// The point (in the drawing's coordinates) that the maps move least apart from linear:
    /// the common fixed point of their differences from the first, by least squares — exact
    /// for a view turning and scaling in place about any point. Where the maps never turn or
    /// scale differently, `fallback`.
    static func anchor(_ maps: [Affine], fallback: (x: Double, y: Double)) -> (x: Double, y: Double) {
        guard let m0 = maps.first else { return fallback }
        // Σ DᵀD and Σ Dᵀ(e₀ − e) with D = L − L₀ (2×2), solving D·A = e₀ − e.
        var n11 = 0.0, n12 = 0.0, n22 = 0.0, r1 = 0.0, r2 = 0.0
        for m in maps {
            let da = m.a - m0.a, db = m.b - m0.b, dc = m.c - m0.c, dd = m.d - m0.d
            let ex = m0.e - m.e, ey = m0.f - m.f
            n11 += da * da + db * db
            n12 += da * dc + db * dd
            n22 += dc * dc + dd * dd
            r1 += da * ex + db * ey
            r2 += dc * ex + dd * ey
        }
        let trace = n11 + n22
        guard trace > 1e-12 else { return fallback }
        // A touch of pull towards the fallback settles a direction the maps leave free.
        let eps = trace * 1e-9
        n11 += eps; n22 += eps
        r1 += eps * fallback.x; r2 += eps * fallback.y
        let det = n11 * n22 - n12 * n12
        guard abs(det) > 1e-18 else { return fallback }
        let x = (r1 * n22 - r2 * n12) / det, y = (n11 * r2 - n12 * r1) / det
        guard x.isFinite, y.isFinite else { return fallback }
        return (x, y)
    }

    /// Each map as a turn and scale about `anchor`, the angle unwrapped from one map to the
    /// next (a turn past 180° keeps going rather than jumping back).
    static func placements(_ maps: [Affine], anchor: (x: Double, y: Double)) -> [TurnedPlacement] {
        var previous: Double?
        return maps.map { m in
            let sx = (m.a * m.a + m.b * m.b).squareRoot()
            var degrees = atan2(m.b, m.a) * 180 / Double.pi
            if let previous { degrees = previous + remainder(degrees - previous, 360) }
            previous = degrees
            let at = m.apply(anchor)
            return TurnedPlacement(x: at.x, y: at.y, degrees: degrees, sx: sx, sy: sx > 0 ? (m.a * m.d - m.b * m.c) / sx : 0)
        }
    }
}
