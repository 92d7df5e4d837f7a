import CCairo

/// An opaque RGB raster: one `0x00RRGGBB` word per pixel, rows top to bottom. Sendable, so
/// frames rendered on worker threads can be handed back.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height` pixels, `0x00RRGGBB`.
    public var pixels: [UInt32]

    /// Creates an image from its pixels (`pixels.count` must be `width × height`).
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        guard width > 0, height > 0, pixels.count == width * height else {
            throw RenderError("pixel buffer of \(pixels.count) does not match \(width)x\(height)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies a Cairo image; translucent pixels are composited over white.
    public init(_ image: ImageSurface) {
        var opaque = false
        self.init(image, opaque: &opaque)
    }

    /// Copies a Cairo image as ``init(_:)`` does; `opaque` tells whether every pixel was.
    init(_ image: ImageSurface, opaque: inout Bool) {
        cairo_surface_flush(image.surface)
        width = image.width
        height = image.height
        pixels = Self.pixels(of: image, opaque: &opaque)
    }

    /// The pixels of `image` over white (all white when it has no data), and whether all were opaque.
    private static func pixels(of image: ImageSurface, opaque allOpaque: inout Bool) -> [UInt32] {
        let w = image.width, h = image.height
        allOpaque = false
        guard let data = cairo_image_surface_get_data(image.surface) else {
            return [UInt32](repeating: 0xFF_FFFF, count: w * h)
        }
        allOpaque = true
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        // Written once, row by row (no fill first): a frame is 1.3 million pixels at scale 2.
        return [UInt32](unsafeUninitializedCapacity: w * h) { out, count in
            guard let start = out.baseAddress else { return }
            for y in 0..<h {
                let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
                let line = start + y * w
                // Opaque rows (nearly all of a frame with a background) are a masked copy, which
                // the compiler vectorises; others composite each translucent pixel over white.
                var opaque: UInt32 = 0xFF00_0000
                for x in 0..<w { opaque &= row[x] }
                if opaque == 0xFF00_0000 {
                    for x in 0..<w { line[x] = row[x] & 0xFF_FFFF }
                } else {
                    allOpaque = false
                    for x in 0..<w { line[x] = overWhite(row[x]) }
                }
            }
            count = w * h
        }
    }

    /// A premultiplied ARGB word over white, as `0x00RRGGBB`: c + (255 − a) per channel.
    @inline(__always)
    private static func overWhite(_ word: UInt32) -> UInt32 {
        let a = word >> 24
        if a == 255 { return word & 0xFF_FFFF }
        let add = 255 - a
        let r = ((word >> 16) & 0xFF) + add, g = ((word >> 8) & 0xFF) + add, b = (word & 0xFF) + add
        return (min(r, 255) << 16) | (min(g, 255) << 8) | min(b, 255)
    }

    /// The pixel at (`x`, `y`) as `0x00RRGGBB`.
    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
