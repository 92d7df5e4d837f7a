import CCairo
import CPNG

/// PNG bytes: deterministic, with no timestamps or other varying chunks.
///
/// An opaque image (every frame animlayout draws has a background) is written as 8-bit RGB with
/// no row filter, compressed by libdeflate at level 6 in one IDAT chunk. Measured on rendered
/// frames (flat colours, text, shadows), no filter is smaller than Cairo's own writer (libpng's
/// adaptive filters, which try every filter on every row) by 8–16% (flat areas compress best
/// unfiltered), and libdeflate takes about 0.6x the time of zlib at the same level for files
/// 1–4% smaller (Benchmarks/music). An image with transparency goes through Cairo's writer
/// (`cairo_surface_write_to_png_stream`), which also un-premultiplies it.
public enum PNGEncoder {
    /// libdeflate's level for opaque images (1–12).
    static let level: Int32 = 6

    /// Encodes an image.
    public static func encode(_ image: ImageSurface) throws -> [UInt8] {
        cairo_surface_flush(image.surface)
        if let bytes = rgb(image) { return bytes }
        return try cairo(image)
    }

    /// The image through Cairo's own writer (used for images with transparency; public so that
    /// benchmarks can compare with it).
    public static func cairo(_ image: ImageSurface) throws -> [UInt8] {
        cairo_surface_flush(image.surface)
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(image.surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not encode a PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(_ image: ImageSurface) -> Bool {
        guard let data = cairo_image_surface_get_data(image.surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        for y in 0..<image.height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<image.width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// The PNG of an opaque image whose pixels are `image` (a frame kept by a GIF, see
    /// ``PackedFrame/opaque``): the bytes ``encode(_:)`` writes for it. Nil when libdeflate fails.
    static func encode(opaque image: PixelImage) -> [UInt8]? {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            image.pixels.withUnsafeBytes { pixels -> Int32 in
                guard let base = pixels.baseAddress else { return -1 }
                return animlayout_png_deflate_xrgb(base.assumingMemoryBound(to: UInt8.self), Int32(image.width), Int32(image.height),
                                                   Int32(image.width * 4), level, { context, bytes, count in
                    guard let context, let bytes else { return }
                    Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue().append(UnsafeBufferPointer(start: bytes, count: count))
                }, Unmanaged.passUnretained(sink).toOpaque())
            }
        }
        return status == 0 ? sink.bytes : nil
    }

    /// The PNG of the opaque image `frame` holds, written from its runs without unpacking it:
    /// the bytes ``encode(_:)`` writes for that image. Nil when it is not packed as runs, they do not hold it, or
    /// libdeflate fails.
    static func encode(opaque frame: PackedFrame) -> [UInt8]? {
        guard case .runs(let words) = frame.packing, let rows = PackedRuns.rgbRows(words, width: frame.width, height: frame.height) else {
            return nil
        }
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            rows.withUnsafeBufferPointer { rows -> Int32 in
                guard let base = rows.baseAddress else { return -1 }
                return animlayout_png_deflate_rows(base, Int32(frame.width), Int32(frame.height), level, { context, bytes, count in
                    guard let context, let bytes else { return }
                    Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue().append(UnsafeBufferPointer(start: bytes, count: count))
                }, Unmanaged.passUnretained(sink).toOpaque())
            }
        }
        return status == 0 ? sink.bytes : nil
    }

    /// The image through libdeflate when it is opaque (nil when it is not, or when libdeflate
    /// fails: out of memory; the caller falls back).
    private static func rgb(_ image: ImageSurface) -> [UInt8]? {
        guard let data = cairo_image_surface_get_data(image.surface) else { return nil }
        let stride = cairo_image_surface_get_stride(image.surface)
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            animlayout_png_deflate_rgb(data, Int32(image.width), Int32(image.height), stride, level, { context, bytes, count in
                guard let context, let bytes else { return }
                Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue().append(UnsafeBufferPointer(start: bytes, count: count))
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == 0 ? sink.bytes : nil
    }
}
