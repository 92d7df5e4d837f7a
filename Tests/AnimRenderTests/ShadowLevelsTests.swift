import Foundation
import Testing
@testable import AnimRender

/// Lottie draws a blurred shadow as nested rectangles: across a straight edge their composite
/// opacity follows the Gaussian-blurred edge (opacity·Φ(−x/σ)) within half a step.
@Suite("Lottie: shadows as levels")
struct ShadowLevelsTests {
    @Test("the standard normal's quantiles are the published ones")
    func quantiles() {
        // Φ⁻¹(0.975) = 1.959964, Φ⁻¹(0.8413447) = 1 (one σ), Φ⁻¹(0.5) = 0.
        #expect(abs(LottieDocument.inverseNormal(0.975) - 1.959964) < 1e-6)
        #expect(abs(LottieDocument.inverseNormal(0.8413447461) - 1) < 1e-6)
        #expect(abs(LottieDocument.inverseNormal(0.5)) < 1e-9)
        #expect(abs(LottieDocument.inverseNormal(0.025) + 1.959964) < 1e-6)
    }

    @Test("the levels composite to the blurred edge's profile within half a step", arguments: [(0.25, 6.0), (0.12, 9.0), (0.6, 2.0), (1.0, 4.0)])
    func profile(opacity: Double, sigma: Double) {
        let levels = LottieDocument.shadowLevels(opacity: opacity, sigma: sigma)
        let step = opacity / Double(levels.count)
        #expect(step <= 6.0 / 255 + 1e-12 || levels.count == 16)
        // Outsets shrink inwards: the outermost level first.
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0.outset > $1.outset })
        for x in stride(from: -5 * sigma, through: 5 * sigma, by: sigma / 40) {
            // Source-over of every level that covers x (those reaching past it).
            let covered = levels.filter { $0.outset > x }
            let composite = 1 - covered.reduce(1.0) { $0 * (1 - $1.alpha) }
            let blurred = opacity * 0.5 * erfc(x / sigma / 2.0.squareRoot())
            #expect(abs(composite - blurred) <= step / 2 + 1e-9, "x \(x): \(composite) vs \(blurred)")
        }
        // Deep inside, the whole opacity.
        let inside = 1 - levels.reduce(1.0) { $0 * (1 - $1.alpha) }
        #expect(abs(inside - opacity) < 1e-12)
    }

    @Test("a shadow smaller than four σ across stays an image")
    func small() {
        let shape = ShadowShape(width: 20, height: 60, corner: 4, color: Color(red: 0, green: 0, blue: 0, alpha: 0.2), dx: 0, dy: 2, sigma: 6)
        #expect(!LottieDocument.drawsAsLevels(shape))
        var big = shape
        big.width = 24
        #expect(LottieDocument.drawsAsLevels(big))
    }
}
