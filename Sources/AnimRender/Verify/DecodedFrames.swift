import CAV
import CCairo
import CGIF
import CWebP
import Foundation

/// The pictures in a rendered file, decoded for `render --verify`: a PNG is one frame; a GIF or
/// an animated WebP is every frame composited as a viewer shows it. Pixels are opaque
/// `0x00RRGGBB` (translucency composited over white, as ``PixelImage`` holds it).
enum DecodedFrames {
    /// The largest side decoded (the renderer's own limit).
    static let maximumSide = 32_767

    /// The frames of the file at `path`, by its extension; nil for kinds compared as bytes or
    /// text (SVG, JSON).
    static func decode(_ path: String) throws -> [PixelImage]? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": return [try png(path)]
        case "gif": return try gif(path)
        case "webp": return try webp(path)
        case "mp4": return try mp4(path)
        default: return nil
        }
    }

    /// A PNG through Cairo's reader.
    static func png(_ path: String) throws -> PixelImage {
        guard let loaded = cairo_image_surface_create_from_png(path), cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("\(path) cannot be decoded as a PNG")
        }
        defer { cairo_surface_destroy(loaded) }
        let image = try ImageSurface(width: Int(cairo_image_surface_get_width(loaded)), height: Int(cairo_image_surface_get_height(loaded)))
        if let cr = cairo_create(image.surface) {
            cairo_set_source_surface(cr, loaded, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        return PixelImage(image)
    }

    /// A GIF through giflib: palettes, transparency and disposal applied frame by frame.
    static func gif(_ path: String) throws -> [PixelImage] {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw RenderError("\(path) cannot be opened as a GIF") }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else { throw RenderError("\(path) cannot be decoded as a GIF") }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { throw RenderError("\(path) is \(width)x\(height)") }
        let global = gif.pointee.SColorMap
        var canvas = [UInt32](repeating: 0xFF_FFFF, count: width * height)
        var frames: [PixelImage] = []
        for f in 0..<Int(gif.pointee.ImageCount) {
            var control = GraphicsControlBlock()
            if DGifSavedExtensionToGCB(gif, Int32(f), &control) != GIF_OK { control.TransparentColor = -1; control.DisposalMode = 0 }
            let image = gif.pointee.SavedImages[f]
            let d = image.ImageDesc
            guard let map = d.ColorMap ?? global, let bits = image.RasterBits else { throw RenderError("\(path): frame \(f) has no colours") }
            let left = Int(d.Left), top = Int(d.Top), w = Int(d.Width), h = Int(d.Height)
            let before = canvas
            for y in 0..<h where top + y < height {
                for x in 0..<w where left + x < width {
                    let index = Int(bits[y * w + x])
                    if control.TransparentColor >= 0, index == Int(control.TransparentColor) { continue }
                    guard index < Int(map.pointee.ColorCount) else { continue }
                    let c = map.pointee.Colors[index]
                    canvas[(top + y) * width + left + x] = UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
                }
            }
            frames.append(try PixelImage(width: width, height: height, pixels: canvas))
            switch control.DisposalMode {
            case 2: // restore to the background: the area becomes white (transparent over white)
                for y in 0..<h where top + y < height { for x in 0..<w where left + x < width { canvas[(top + y) * width + left + x] = 0xFF_FFFF } }
            case 3: canvas = before
            default: break
            }
        }
        return frames
    }

    /// Collects decoded frames (FFmpeg calls back on this thread).
    private final class FrameBox {
        var frames: [PixelImage] = []
        var failure: Error?
    }

    /// An MP4 through FFmpeg's decoder (loaded as for writing), every frame as RGB (H.264's
    /// yuv420p converted back, so compare with a tolerance).
    static func mp4(_ path: String) throws -> [PixelImage] {
        if let problem = cav_load() { throw RenderError(String(cString: problem)) }
        let box = FrameBox()
        let status = withExtendedLifetime(box) {
            animlayout_av_decode(path, Unmanaged.passUnretained(box).toOpaque()) { context, rgb, width, height, stride in
                guard let context, let rgb else { return 1 }
                let box = Unmanaged<FrameBox>.fromOpaque(context).takeUnretainedValue()
                let w = Int(width), h = Int(height), s = Int(stride)
                var pixels = [UInt32](repeating: 0, count: w * h)
                for y in 0..<h {
                    for x in 0..<w {
                        let p = rgb + y * s + x * 3
                        pixels[y * w + x] = UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                    }
                }
                do { box.frames.append(try PixelImage(width: w, height: h, pixels: pixels)) } catch { box.failure = error; return 1 }
                return 0
            }
        }
        if let failure = box.failure { throw failure }
        guard status >= 0 else { throw RenderError("\(path) cannot be decoded as an MP4 (FFmpeg error \(status))") }
        return box.frames
    }

    /// An animated (or still) WebP through libwebp's animation decoder.
    static func webp(_ path: String) throws -> [PixelImage] {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try bytes.withUnsafeBufferPointer { buffer -> [PixelImage] in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw RenderError("libwebp: no decoder options") }
            options.color_mode = MODE_RGBA
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw RenderError("\(path) cannot be decoded as a WebP") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw RenderError("\(path): no WebP animation info") }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            var frames: [PixelImage] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var rgba: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &rgba, &timestamp) != 0, let rgba else { throw RenderError("\(path): a frame cannot be decoded") }
                var pixels = [UInt32](repeating: 0, count: width * height)
                for i in 0..<(width * height) {
                    let a = UInt32(rgba[i * 4 + 3])
                    func over(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 255 * (255 - a) + 127) / 255 }
                    pixels[i] = over(rgba[i * 4]) << 16 | over(rgba[i * 4 + 1]) << 8 | over(rgba[i * 4 + 2])
                }
                frames.append(try PixelImage(width: width, height: height, pixels: pixels))
            }
            return frames
        }
    }
}
