import CCairo
import Foundation
import Testing
@testable import AnimLayout
@testable import AnimRender

/// Shadow masks made from a small blurred one (``ShadowMasks``): the same coverage as blurring
/// the whole shape, the blur the same as the plain three-box recipe, a card between pixels
/// shadowed as the recipe worked in real numbers, and an opaque background's middle left out of
/// the shadow without changing a pixel.
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

    @Test("the blur gives the reference's bytes",
          arguments: [(0.5, 7, 5, 1), (3.0, 40, 31, 1), (12.5, 90, 120, 1), (36.0, 64, 300, 1), (12.5, 90, 120, 7), (3.0, 40, 31, 2)])
    func blur(sigma: Double, width: Int, height: Int, rowsAlike: Int) {
        // A deterministic pattern with edges and noise, each row repeated `rowsAlike` times.
        var state: UInt32 = 12345
        let noise = (0..<(width * height)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        var data = (0..<(width * height)).map { i -> UInt8 in
            let x = i % width, y = i / width / rowsAlike * rowsAlike
            return x > width / 3 && y < 2 * height / 3 ? 255 : noise[y * width + x]
        }
        var expected = data
        Self.referenceBlur(&expected, width: width, height: height, sigma: sigma)
        data.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { BoxBlur.blur(base, width: width, height: height, stride: width, sigma: sigma) }
        }
        #expect(data == expected)
    }

    @Test("a large card's mask is the whole shape blurred, within one level",
          arguments: [(16.0, 377.3, 512.6, 12.0, 3.0, 0.0), (0.0, 300.0, 90.4, 4.0, 2.0, 0.0), (14.0, 377.0, 80.0, 12.0, 3.0, 0.0),
                      (8.0, 250.1, 250.2, 1.5, 3.0, 0.0), (14.0, 381.3, 260.7, 24.0, 3.0, 0.4375), (16.0, 377.3, 512.6, 12.0, 3.0, 0.9375)])
    func sliced(radius: Double, width: Double, height: Double, radiusOfShadow: Double, scale: Double, fraction: Double) throws {
        let shape = ShadowPainter.Shape.continuousRect(radius: radius)
        let sigma = radiusOfShadow / 2 * scale
        let pad = (3 * sigma).rounded(.up) + 2
        let offset = MaskOffset(x: fraction, y: 1 - fraction)
        let mask = try #require(ShadowMasks.mask(shape: shape, width: width, height: height, sigma: sigma, scale: scale, pad: pad,
                                                 offset: offset))
        // The whole shape at the size the slices stand for (its pixels taken to 1/16 with a wide blur).
        let q = sigma >= ShadowMasks.quantizedSigma ? ShadowMasks.step : 0
        func quantized(_ v: Double) -> Double { q > 0 ? (v * scale * q).rounded() / q / scale : v }
        let key = MaskKey(shape: shape, width: quantized(width), height: quantized(height), sigma: sigma, scale: scale, offset: offset)
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

    @Test("a card between pixels: its shadow is the blur recipe worked in real numbers, within one level",
          arguments: [(0.37, 0.81, 0.25), (0.5, 0.0, 1.0), (0.11, 0.96, 0.6)])
    func betweenPixels(fractionX: Double, fractionY: Double, opacity: Double) throws {
        // Far enough from the image's sides for the blur not to reach them.
        let card = Rect(x: 40 + fractionX / 3, y: 40.2 + fractionY / 3, width: 120.4, height: 90.9)
        let shadow = Shadow(x: 0, y: 8, radius: 24, opacity: opacity)
        let scale = 3.0, sigma = shadow.radius / 2 * scale
        let (width, height) = (610, 560)
        let image = try ImageSurface(width: width, height: height)
        let cr = try #require(cairo_create(image.surface))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        ShadowPainter.draw(bounds: card, shape: .continuousRect(radius: 14), shadow: shadow, color: Color(r: 0, g: 0, b: 0), on: cr)
        cairo_surface_flush(image.surface)
        let drawn = PNGEncoderTests.pixels(image.surface)
        // The reference: the card's coverage where it falls (drawn by Cairo in 8 bits, with the
        // shadow's offset), blurred by the same three boxes per axis without rounding, black at
        // the shadow's opacity over white.
        let coverage = try ImageSurface(width: width, height: height)
        let mcr = try #require(cairo_create(coverage.surface))
        defer { cairo_destroy(mcr) }
        cairo_scale(mcr, scale, scale)
        CairoShapes.continuousRect(mcr, Rect(x: card.x + shadow.x, y: card.y + shadow.y, width: card.width, height: card.height), radius: 14)
        cairo_set_source_rgb(mcr, 1, 1, 1)
        cairo_fill(mcr)
        cairo_surface_flush(coverage.surface)
        var plane = PNGEncoderTests.pixels(coverage.surface).map { Double($0 & 255) }
        Self.blurInRealNumbers(&plane, width: width, height: height, box: BoxBlur.boxSize(sigma: sigma))
        let worst = zip(drawn, plane).reduce(0) { worst, pair in
            max(worst, abs(Int(pair.0 & 255) - Int((255 - opacity * pair.1).rounded())))
        }
        #expect(worst <= 1, "largest difference \(worst)")
    }

    /// Three box blurs of `box` pixels along rows, then three along columns, in real numbers.
    static func blurInRealNumbers(_ plane: inout [Double], width: Int, height: Int, box: Int) {
        func pass(_ line: [Double]) -> [Double] {
            let before = box / 2, after = box - before - 1
            var sums = [0.0]
            for value in line { sums.append((sums.last ?? 0) + value) }
            return line.indices.map { i in (sums[min(line.count, i + after + 1)] - sums[max(0, i - before)]) / Double(box) }
        }
        for y in 0..<height {
            let row = pass(pass(pass(Array(plane[(y * width)..<((y + 1) * width)]))))
            plane.replaceSubrange((y * width)..<((y + 1) * width), with: row)
        }
        for x in 0..<width {
            let column = pass(pass(pass((0..<height).map { plane[$0 * width + x] })))
            for y in 0..<height { plane[y * width + x] = column[y] }
        }
    }
}
