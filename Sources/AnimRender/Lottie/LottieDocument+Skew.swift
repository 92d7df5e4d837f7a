import AnimLayout
import Foundation

/// A map that skews (a view scaled unevenly and turned) as two Lottie layers: a null layer
/// that turns, scales along its axes and places, and the piece's layer, its child, that turns
/// first — `R(φ) · S(sx, sy) · R(θ)`, the map's singular value decomposition, which every
/// linear map has. (Lottie's skew keys would do it in one layer, but rlottie ignores them.)
extension LottieDocument {
    /// One map's factors: angles in radians, the translation in points.
    struct Factors {
        var phi: Double
        var sx: Double
        var sy: Double
        var theta: Double
        var e: Double
        var f: Double
    }

    /// Each map's factors, the angles unwrapped from one map to the next (and held where a map
    /// leaves them free: without skew the split between the two turns is the previous one's),
    /// so that keyframes between them turn the short way.
    static func factored(_ maps: [Affine]) -> [Factors] {
        var out: [Factors] = []
        var previous: (a1: Double, a2: Double)?
        for m in maps {
            // Columns (a, b) and (c, d): x' = a·x + c·y + e, y' = b·x + d·y + f.
            let e1 = (m.a + m.d) / 2, f1 = (m.a - m.d) / 2, g = (m.b + m.c) / 2, h = (m.b - m.c) / 2
            let q = (e1 * e1 + h * h).squareRoot(), r = (f1 * f1 + g * g).squareRoot()
            func unwrapped(_ angle: Double, near: Double?) -> Double {
                guard let near else { return angle }
                return angle + (((near - angle) / (2 * Double.pi)).rounded()) * 2 * Double.pi
            }
            let a1 = r < 1e-12 ? (previous?.a1 ?? 0) : unwrapped(atan2(g, f1), near: previous?.a1)
            let a2 = q < 1e-12 ? (previous?.a2 ?? 0) : unwrapped(atan2(h, e1), near: previous?.a2)
            previous = (a1, a2)
            out.append(Factors(phi: (a2 + a1) / 2, sx: q + r, sy: q - r, theta: (a2 - a1) / 2, e: m.e, f: m.f))
        }
        return out
    }
}
