import CCairo
import Foundation
import Testing
@testable import AnimLayout
@testable import AnimRender

/// Shadow masks made from a small blurred one (``ShadowMasks``): the same coverage as blurring
/// the whole shape, the blur the same as the plain three-box recipe, and an opaque background's
/// middle left out of the shadow without changing a pixel.
@Suite("Shadow masks")
struct ShadowMaskTests {
    /// The three box blurs per axis as first written: a line copied out, three passes with a
    /// division each, copied back (the reference ``BoxBlur`` must match byte for byte).
    static func referenceBlur(_ data: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let d = BoxBlur.boxSize(sigma: sigma)
        func pass(_ values: inout [UInt8], count: Int) {
            let before = d / 2, after = d - before - 1
            var tmp = values, sum = 0
            for i in 0..<min(count, after + 1) { sum += Int(values[i]) }
            for i in 0..<count {
                tmp[i] = UInt8((sum + d / 2) / d)
                if i + after + 1 < count { sum += Int(values[i + after + 1]) }
                if i - before >= 0 { sum -= Int(values[i - before]) }
            }
            values = tmp
        }
        for y in 0..<height {
            var line = Array(data[(y * width)..<((y + 1) * width)])
            for _ in 0..<3 { pass(&line, count: width) }
            data.replaceSubrange((y * width)..<((y + 1) * width), with: line)
        }
        for x in 0..<width {
            var line = (0..<height).map { data[$0 * width + x] }
            for _ in 0..<3 { pass(&line, count: height) }
            for y in 0..<height { data[y * width + x] = line[y] }
        }
    }

    @Test("the blur gives the reference's bytes", arguments: [(0.5, 7, 5), (3.0, 40, 31), (12.5, 90, 120), (36.0, 64, 300)])
    func blur(sigma: Double, width: Int, height: Int) {
        // A deterministic pattern with edges and noise.
        var state: UInt32 = 12345
        var data = (0..<(width * height)).map { i -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return (i % width) > width / 3 && (i / width) < 2 * height / 3 ? 255 : UInt8(truncatingIfNeeded: state >> 24)
        }
        var expected = data
        Self.referenceBlur(&expected, width: width, height: height, sigma: sigma)
        data.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { BoxBlur.blur(base, width: width, height: height, stride: width, sigma: sigma) }
        }
        #expect(data == expected)
    }

    @Test("a large card's mask is the whole shape blurred, within one level",
          arguments: [(16.0, 377.3, 512.6, 12.0, 3.0), (0.0, 300.0, 90.4, 4.0, 2.0), (14.0, 377.0, 80.0, 12.0, 3.0), (8.0, 250.1, 250.2, 1.5, 3.0)])
    func sliced(radius: Double, width: Double, height: Double, radiusOfShadow: Double, scale: Double) throws {
        let shape = ShadowPainter.Shape.continuousRect(radius: radius)
        let sigma = radiusOfShadow / 2 * scale
        let pad = (3 * sigma).rounded(.up) + 2
        let mask = try #require(ShadowMasks.mask(shape: shape, width: width, height: height, sigma: sigma, scale: scale, pad: pad))
        // The whole shape at the size the slices stand for (its pixels taken to 1/16 with a wide blur).
        let q = sigma >= ShadowMasks.quantizedSigma ? ShadowMasks.step : 0
        func quantized(_ v: Double) -> Double { q > 0 ? (v * scale * q).rounded() / q / scale : v }
        let key = MaskKey(shape: shape, width: quantized(width), height: quantized(height), sigma: sigma, scale: scale)
        let whole = try #require(ShadowMasks.makeMask(key, pad: pad))
        #expect(mask.width == whole.width && mask.height == whole.height)
        var worst = 0
        for y in 0..<min(mask.height, whole.height) {
            for x in 0..<min(mask.width, whole.width) {
                worst = max(worst, abs(Int(mask.pixels[y * mask.stride + x]) - Int(whole.pixels[y * whole.stride + x])))
            }
        }
        #expect(worst <= 1, "largest difference \(worst)")
    }

    @Test("a card's opaque background: the shadow under its middle is left out, every pixel the same")
    func covered() throws {
        func draw(covering: Bool) throws -> [UInt32] {
            let image = try ImageSurface(width: 300, height: 360)
            let cr = try #require(cairo_create(image.surface))
            defer { cairo_destroy(cr) }
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_scale(cr, 3, 3)
            let card = Rect(x: 10.3, y: 12.7, width: 77.1, height: 90.2)
            ShadowPainter.draw(bounds: card, shape: .continuousRect(radius: 12), shadow: Shadow(x: 0, y: 6, radius: 16, opacity: 0.4),
                               color: Color(r: 0, g: 0, b: 0), covered: covering ? card : nil, on: cr)
            CairoShapes.continuousRect(cr, card, radius: 12)
            cairo_set_source_rgb(cr, 0.9, 0.9, 0.95)
            cairo_fill(cr)
            cairo_surface_flush(image.surface)
            return PNGEncoderTests.pixels(image.surface)
        }
        #expect(try draw(covering: true) == draw(covering: false))
    }
}
