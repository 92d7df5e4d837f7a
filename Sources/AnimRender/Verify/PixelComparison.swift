import CCairo

/// Two pictures compared pixel by pixel: how many pixels changed by more than a tolerance, the
/// largest channel difference, and a difference image for the report.
struct PixelComparison {
    /// Pixels whose largest channel difference is over the tolerance's delta.
    var changed = 0
    var total = 0
    /// The largest channel difference anywhere (0...255).
    var maximumDelta = 0
    /// The box holding every changed pixel (x, y, width, height), nil when none changed.
    var box: (x: Int, y: Int, width: Int, height: Int)?

    /// Compares same-sized images (the caller checks the sizes).
    init(expected: PixelImage, actual: PixelImage, delta: Int) {
        total = expected.pixels.count
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for i in 0..<min(expected.pixels.count, actual.pixels.count) {
            let a = expected.pixels[i], b = actual.pixels[i]
            if a == b { continue }
            let d = Self.delta(a, b)
            maximumDelta = max(maximumDelta, d)
            if d > delta {
                changed += 1
                let x = i % expected.width, y = i / expected.width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        if maxX >= 0 { box = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
    }

    /// The largest of the three channel differences.
    static func delta(_ a: UInt32, _ b: UInt32) -> Int {
        func channel(_ shift: UInt32) -> Int { abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) }
        return max(channel(16), channel(8), channel(0))
    }

    /// The fraction of pixels changed beyond the delta.
    var fraction: Double { total > 0 ? Double(changed) / Double(total) : 0 }

    /// The expected picture faded to a quarter of its contrast, with every pixel that differs at
    /// all in red (beyond the delta) or orange (within it), so a 1-pt move shows as two thin lines.
    static func differenceImage(expected: PixelImage, actual: PixelImage, delta: Int) throws -> PixelImage {
        var pixels = [UInt32](repeating: 0, count: expected.pixels.count)
        for i in pixels.indices {
            let a = expected.pixels[i], b = i < actual.pixels.count ? actual.pixels[i] : 0xFF_FFFF
            if a != b {
                pixels[i] = Self.delta(a, b) > delta ? 0xFF_0000 : 0xFF_A500
            } else {
                func fade(_ shift: UInt32) -> UInt32 { 191 + ((a >> shift) & 0xFF) / 4 }
                pixels[i] = fade(16) << 16 | fade(8) << 8 | fade(0)
            }
        }
        return try PixelImage(width: expected.width, height: expected.height, pixels: pixels)
    }

    /// PNG bytes of an opaque picture.
    static func png(_ image: PixelImage) throws -> [UInt8] {
        let surface = try ImageSurface(width: image.width, height: image.height)
        cairo_surface_flush(surface.surface)
        guard let data = cairo_image_surface_get_data(surface.surface) else { throw RenderError("cairo gave no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface.surface))
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width { row[x] = 0xFF00_0000 | image.pixels[y * image.width + x] }
        }
        cairo_surface_mark_dirty(surface.surface)
        return try PNGEncoder.encode(surface)
    }
}
