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
        cairo_surface_flush(image.surface)
        let w = image.width, h = image.height
        var pixels = [UInt32](repeating: 0xFFFFFF, count: w * h)
        if let data = cairo_image_surface_get_data(image.surface) {
            let stride = Int(cairo_image_surface_get_stride(image.surface))
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let word = row[x]
                        let a = word >> 24
                        if a == 255 {
                            out[y * w + x] = word & 0xFFFFFF
                        } else {
                            // Premultiplied over white: c + (255 − a) per channel.
                            let add = 255 - a
                            let r = ((word >> 16) & 0xFF) + add, g = ((word >> 8) & 0xFF) + add, b = (word & 0xFF) + add
                            out[y * w + x] = (min(r, 255) << 16) | (min(g, 255) << 8) | min(b, 255)
                        }
                    }
                }
            }
        }
        self.width = w
        self.height = h
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as `0x00RRGGBB`.
    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
