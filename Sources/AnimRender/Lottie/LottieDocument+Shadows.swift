import AnimLayout
import Foundation

/// A view's blurred shadow in Lottie, which players cannot blur: nested rounded rectangles of
/// the shadow's colour, each a little larger and fainter than the one inside it, so that
/// together they step through the Gaussian's profile across an edge.
extension LottieDocument {
    /// One rectangle of a shadow: grown by `outset` points on every side (shrunk when
    /// negative) and filled at `alpha`.
    struct ShadowLevel: Equatable {
        var outset: Double
        var alpha: Double
    }

    /// The rectangles for a shadow of opacity `opacity` blurred with standard deviation `sigma`.
    /// Across a straight edge the shadow's opacity is `opacity`·Φ(−x/σ) at x points outside
    /// it; with N levels of `opacity`/N (N enough for steps of 6 levels of 255, at most 16), level m's
    /// rectangle ends where that profile crosses (m − ½)/N of it, and its alpha makes the
    /// rectangles under it composite (source over) to m/N. Every point is then within half a
    /// step of the profile (3 levels).
    static func shadowLevels(opacity: Double, sigma: Double) -> [ShadowLevel] {
        let o = max(0, min(1, opacity))
        guard o > 0, sigma > 0 else { return [] }
        let n = max(3, min(16, Int((o * 255 / 6).rounded(.up))))
        var levels: [ShadowLevel] = []
        var below = 0.0
        for m in 1...n {
            let reached = o * Double(m) / Double(n)
            let alpha = 1 - (1 - reached) / (1 - below)
            levels.append(ShadowLevel(outset: sigma * inverseNormal(1 - (Double(m) - 0.5) / Double(n)), alpha: alpha))
            below = reached
        }
        return levels
    }

    /// Whether a shadow is drawn as levels: when its shape is at least four σ across (a
    /// smaller one's middle never reaches the full opacity, which the levels assume).
    static func drawsAsLevels(_ shape: ShadowShape) -> Bool {
        shape.sigma > 0 && min(shape.width, shape.height) >= 4 * shape.sigma
    }

    /// z with Φ(z) = p (the standard normal's quantile), by bisection on erfc: exact to
    /// a billionth, and the same bits on every machine.
    static func inverseNormal(_ p: Double) -> Double {
        var lo = -12.0, hi = 12.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if 0.5 * erfc(-mid / 2.0.squareRoot()) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// A shadow track's shapes: one group centred on the shadow (its offset included), moved
    /// as the view's middle moves, holding a rectangle and fill per level whose size and corners
    /// are keyed where the view's change. Under a blur of σ a twentieth of σ is no visible
    /// difference: keyframes fitted to a spring may stray that far.
    static func shadowGroups(_ shapes: [ShadowShape?], frame: (Int) -> Double, times: [Double], spans: [EasedSpan]) -> [LottieShapeItem] {
        let filled = shapes.enumerated().map { i, s in s ?? shapes[..<i].last(where: { $0 != nil }) ?? shapes.first { $0 != nil } ?? nil }
        guard let first = filled.first ?? nil else { return [] }
        let pad = VariantSheet.pad
        let allowance = max(EasingFit.length, first.sigma / 20)
        func animated(_ value: (ShadowShape) -> [Double]) -> LottieValue {
            values(filled.map { value($0 ?? first) }, colour: false, fitted: allowance, frame: frame, times: times, spans: spans)
        }
        let colour = stillColour([first.color.red, first.color.green, first.color.blue, 1])
        // Lottie draws a list's first item on top; levels of one colour composite alike in any order.
        let levels: [LottieShapeItem] = shadowLevels(opacity: first.color.alpha, sigma: first.sigma).map { level in
            let d = level.outset
            let rect = LottieRectangle(position: still([0, 0]),
                                       size: animated { [max(0, $0.width + 2 * d), max(0, $0.height + 2 * d)] },
                                       roundness: animated { [max(0, $0.corner + d)] })
            return group([.rectangle(rect), .fill(LottieFill(colour: colour, opacity: still([level.alpha * 100])))])
        }
        let centre = animated { [pad + $0.dx + $0.width / 2, pad + $0.dy + $0.height / 2] }
        return [.group(LottieShapeGroup(items: levels, transform: LottieGroupTransform(position: centre, opacity: still([100]))))]
    }
}
