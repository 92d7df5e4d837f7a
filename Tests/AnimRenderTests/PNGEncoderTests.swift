import CCairo
import Foundation
import Testing
@testable import AnimRender

/// PNG files: opaque frames through libdeflate (RGB, no row filter, level 6), the rest through
/// Cairo's writer; both decoded by Cairo's reader (libpng's decoder, not our writer).
@Suite("PNG encoder")
struct PNGEncoderTests {
    /// The pixels of a PNG, decoded by Cairo, as 0xAARRGGBB (premultiplied).
    static func decode(_ bytes: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            guard r.offset + Int(length) <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            for k in 0..<Int(length) { data[k] = r.bytes[r.offset + k] }
            r.offset += Int(length)
            return CAIRO_STATUS_SUCCESS
        }
        let surface = try #require(withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
        })
        defer { cairo_surface_destroy(surface) }
        try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        return (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)), pixels(surface))
    }

    static func pixels(_ surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var out: [UInt32] = []
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { out.append(row[x]) }
        }
        return out
    }

    /// Cairo's own writer, the peer.
    static func cairoPNG(_ image: ImageSurface) throws -> [UInt8] {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(image.surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        try #require(status == CAIRO_STATUS_SUCCESS)
        return sink.bytes
    }

    @Test("an opaque frame: 8-bit RGB, pixels exact, smaller than Cairo's writer, the same bytes every time")
    func opaque() throws {
        let image = try FrameRenderer.image(of: Fixtures.phoneFrame(t: 0.5), options: RenderOptions(scale: 2))
        #expect(PNGEncoder.isOpaque(image))
        let bytes = try PNGEncoder.encode(image)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes[24] == 8 && bytes[25] == 2, "bit depth 8, colour type 2 (RGB)")
        let decoded = try Self.decode(bytes)
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(decoded.pixels == Self.pixels(image.surface))
        let cairo = try Self.cairoPNG(image)
        #expect(bytes.count < cairo.count, "\(bytes.count) bytes against Cairo's \(cairo.count)")
        #expect(try PNGEncoder.encode(image) == bytes)
    }

    @Test("a frame a GIF kept (its pixels, packed and unpacked, or its runs) encodes to the bytes of the opaque frame drawn; a translucent one says so")
    func keptFrameSameBytes() throws {
        let image = try FrameRenderer.image(of: Fixtures.phoneFrame(t: 0.3), options: RenderOptions(scale: 1))
        var opaque = false
        let pixels = PixelImage(image, opaque: &opaque)
        #expect(opaque)
        let kept = try #require(PackedFrame(pixels, limit: 1 << 24))
        let bytes = try #require(PNGEncoder.encode(opaque: try kept.unpacked()))
        #expect(try PNGEncoder.encode(image) == bytes)
        // Written from the runs without unpacking them: the same bytes.
        guard case .runs(let words) = kept.packing else { Issue.record("the frame is not packed as runs"); return }
        #expect(PNGEncoder.encode(opaque: kept) == bytes)
        // Runs that do not hold the frame are refused.
        #expect(PackedRuns.rgbRows(Array(words.dropLast()), width: kept.width, height: kept.height) == nil)
        #expect(PackedRuns.rgbRows(words, width: kept.width + 1, height: kept.height) == nil)
        let translucent = try ImageSurface(width: 8, height: 4)
        _ = PixelImage(translucent, opaque: &opaque)
        #expect(!opaque)
    }

    @Test("an image with transparency goes through Cairo's writer: RGBA, pixels exact")
    func transparent() throws {
        let image = try ImageSurface(width: 40, height: 30)
        let cr = try #require(cairo_create(image.surface))
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.8, 0.5)
        cairo_rectangle(cr, 5, 5, 20, 10)
        cairo_fill(cr)
        cairo_destroy(cr)
        #expect(!PNGEncoder.isOpaque(image))
        let bytes = try PNGEncoder.encode(image)
        #expect(bytes[25] == 6, "colour type 6 (RGBA)")
        #expect(try Self.decode(bytes).pixels == Self.pixels(image.surface))
    }
}

@Suite("Pixel images")
struct PixelImageTests {
    @Test("a Cairo image's pixels as 0x00RRGGBB: opaque rows copied, translucent pixels over white (c + 255 - a), transparent ones white")
    func overWhite() throws {
        let image = try ImageSurface(width: 7, height: 3)
        let cr = try #require(cairo_create(image.surface))
        // Row 0 opaque (0x336699); row 1 half-transparent blue from x = 2 on; row 2 left transparent.
        cairo_set_source_rgb(cr, 0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0)
        cairo_rectangle(cr, 0, 0, 7, 1)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0, 0, 1, 0.5)
        cairo_rectangle(cr, 2, 1, 5, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        let pixels = PixelImage(image).pixels
        #expect(Array(pixels[0..<7]) == Array(repeating: 0x336699, count: 7))
        // Premultiplied (0, 0, 128) at alpha 128: 0 + 127, 0 + 127, 128 + 127.
        #expect(Array(pixels[7..<9]) == [0xFFFFFF, 0xFFFFFF])
        #expect(Array(pixels[9..<14]) == Array(repeating: 0x7F7FFF, count: 5))
        #expect(Array(pixels[14..<21]) == Array(repeating: 0xFFFFFF, count: 7))
    }
}
