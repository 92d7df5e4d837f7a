import CImageQuant
import Foundation

/// How a GIF trades size for fidelity.
///
/// The palette is always the best libimagequant finds (255 colours at most, one index stays
/// free for transparency). `quality` then sets how much error each frame may show beyond it, as
/// a floor on the frame's PSNR (see ``minimumPSNR``): within that budget, pixels take a nearby
/// colour that LZW stores more cheaply. At quality 100 nothing is traded.
public struct GIFQuality: Hashable, Sendable {
    /// 1…100: 100 adds no error beyond the palette's; lower qualities allow more.
    public var quality: Int
    /// Floyd–Steinberg dithering strength, 0…1 (libimagequant dithers only where the palette
    /// falls short: gradients and shadows; flat areas and edges stay clean).
    public var dithering: Float

    /// The default: quality 90 (frames at least 67 dB), full dithering where needed.
    public static let standard = GIFQuality(quality: 90)

    /// Below this palette quality (libimagequant's 0…100 scale) one palette for all frames
    /// gives way to a palette per frame (photos, long gradients).
    static let sharedPaletteFloor = 80

    /// Creates settings; `quality` is clamped to 1…100 and `dithering` to 0…1.
    public init(quality: Int, dithering: Float = 1) {
        self.quality = min(100, max(1, quality))
        self.dithering = min(1, max(0, dithering))
    }

    /// The lowest PSNR (dB, RGB, over the whole frame) the encoder lets a frame fall to by
    /// trading colours for bytes: 40 + 0.3 × quality (67 dB at 90, 55 dB at 50); nil at 100.
    /// (A frame whose palette alone gives less trades nothing. What earlier frames traded
    /// stays where their pixels do not change, so a frame whose own palette error grows can
    /// fall a little below: half a dB on login-keyboard's tour at 90.)
    public var minimumPSNR: Double? { quality >= 100 ? nil : 40 + 0.3 * Double(quality) }

    /// The squared error (summed over pixels and channels) a frame of `pixels` pixels may show.
    func errorBudget(pixels: Int) -> Int {
        guard let psnr = minimumPSNR else { return 0 }
        return Int(3 * Double(pixels) * 255 * 255 / pow(10, psnr / 10))
    }
}

/// A rectangle of pixels.
struct PixelBox: Hashable {
    var x: Int, y: Int, width: Int, height: Int
    var count: Int { width * height }
}

/// libimagequant's settings for GIF: at most 255 colours (one index stays free for
/// transparency), the requested quality, one OpenMP thread (see `CImageQuant/shim.h`).
final class QuantizerSettings {
    let attr: OpaquePointer
    let quality: GIFQuality

    /// The gamma libimagequant is told the colours have: just under 1 (it must be below 1),
    /// so that it weighs errors in sRGB code values, which is what a frame's PSNR (the quality
    /// floor) measures. With sRGB's 1/2.2 (its default) it works in linear light, where dark
    /// colours lie close together, and gave the anti-aliased edges of dark text few palette
    /// entries: card-expanding's tour fell to 63.8 dB (ffmpeg's palette: 67.1 dB) and now
    /// reaches 67.1 dB in 8% fewer bytes. The palette comes back in the same values (no output
    /// gamma is set), so only how the entries are spread changes.
    static let gamma = 0.99999

    init(_ quality: GIFQuality) throws {
        animlayout_liq_single_thread()
        guard let attr = liq_attr_create() else { throw RenderError("libimagequant: out of memory") }
        self.attr = attr
        self.quality = quality
        liq_set_max_colors(attr, 255)
        liq_set_quality(attr, 0, 100)
    }

    deinit { liq_attr_destroy(attr) }

    /// Runs `body` with a libimagequant image over `rgba` (`box.count` words, `0xAABBGGRR` in
    /// memory order R, G, B, A), which must stay alive during `body`.
    func withImage<T>(_ rgba: [UInt32], _ box: PixelBox, _ body: (OpaquePointer) throws -> T) throws -> T {
        try rgba.withUnsafeBytes { raw in
            guard let base = raw.baseAddress,
                  let image = liq_image_create_rgba(attr, base, Int32(box.width), Int32(box.height),
                                                    QuantizerSettings.gamma) else {
                throw RenderError("libimagequant could not take a \(box.width)x\(box.height) image")
            }
            defer { liq_image_destroy(image) }
            return try body(image)
        }
    }

    static func check(_ error: liq_error, _ what: String) throws {
        guard error == LIQ_OK else { throw RenderError("libimagequant failed to \(what) (error \(error.rawValue))") }
    }
}

/// libimagequant's histogram of every frame's changed colours, for one palette shared by all
/// frames.
final class GIFColorHistogram {
    private let settings: QuantizerSettings
    private let histogram: OpaquePointer
    /// Whether colours were added (the first call is short, see ``add(_:cap:)``).
    private var added = false
    static let firstCall = 2048

    init(settings: QuantizerSettings) throws {
        self.settings = settings
        guard let histogram = liq_histogram_create(settings.attr) else { throw RenderError("libimagequant: out of memory") }
        self.histogram = histogram
    }

    deinit { liq_histogram_destroy(histogram) }

    /// Adds counted colours, each weighing its count but at most `cap`.
    func add(_ counts: ColorTable, cap: UInt32) throws {
        var entries: [liq_histogram_entry] = []
        entries.reserveCapacity(counts.count)
        counts.forEach { c, n in
            let color = liq_color(r: UInt8((c >> 16) & 0xFF), g: UInt8((c >> 8) & 0xFF), b: UInt8(c & 0xFF), a: 255)
            entries.append(liq_histogram_entry(color: color, count: min(n, cap)))
        }
        // libimagequant sizes its table from the first call's count squared (as if it were an
        // image of that many rows and columns): a first call of thousands of colours reserves
        // gigabytes. A first call of at most `firstCall` colours keeps the table small; it grows
        // as colours are added.
        let first = added ? entries.count : min(entries.count, GIFColorHistogram.firstCall)
        for part in [entries[..<first], entries[first...]] where !part.isEmpty {
            try part.withUnsafeBufferPointer { part in
                guard let base = part.baseAddress else { return }
                animlayout_liq_single_thread()
                try QuantizerSettings.check(liq_histogram_add_colors(histogram, settings.attr, base, Int32(part.count),
                                                                     QuantizerSettings.gamma),
                                            "count colours")
            }
        }
        added = true
    }

    /// The shared palette, or nil when its quality is below ``GIFQuality/sharedPaletteFloor``
    /// (too many colours for one palette).
    func palette() throws -> GIFPalette? {
        animlayout_liq_single_thread()
        var result: OpaquePointer? = nil
        let status = liq_histogram_quantize(histogram, settings.attr, &result)
        guard status == LIQ_OK, let result else {
            try QuantizerSettings.check(status, "choose a palette")
            throw RenderError("libimagequant chose no palette")
        }
        let palette = GIFPalette(result: result, settings: settings)
        let reached = Int(liq_get_quantization_quality(result))
        return reached >= 0 && reached < GIFQuality.sharedPaletteFloor ? nil : palette
    }
}

/// A palette chosen by libimagequant (for all frames or for one) and the remapping of pixels
/// to it, dithered as the quality asks.
final class GIFPalette {
    private let result: OpaquePointer
    private let settings: QuantizerSettings
    /// The palette's colours, `0x00RRGGBB` (at most 255): as chosen, before the small
    /// per-image refinement libimagequant applies when remapping, so that a shared palette
    /// stays the same for every frame.
    let colors: [UInt32]

    fileprivate init(result: OpaquePointer, settings: QuantizerSettings) {
        self.result = result
        self.settings = settings
        liq_set_dithering_level(result, settings.quality.dithering)
        var colors: [UInt32] = []
        if let palette = liq_get_palette(result) {
            let count = Int(palette.pointee.count)
            withUnsafeBytes(of: palette.pointee.entries) { raw in
                let entries = raw.bindMemory(to: liq_color.self)
                for i in 0..<min(count, entries.count) {
                    let c = entries[i]
                    colors.append(UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
                }
            }
        }
        self.colors = colors
    }

    deinit { liq_result_destroy(result) }

    /// A palette for one image (`rgba` covering `box`).
    static func quantize(_ rgba: [UInt32], _ box: PixelBox, settings: QuantizerSettings) throws -> GIFPalette {
        try settings.withImage(rgba, box) { try quantize(image: $0, settings: settings) }
    }

    private static func quantize(image: OpaquePointer, settings: QuantizerSettings) throws -> GIFPalette {
        animlayout_liq_single_thread()
        var result: OpaquePointer? = nil
        let status = liq_image_quantize(image, settings.attr, &result)
        guard status == LIQ_OK, let result else {
            try QuantizerSettings.check(status, "choose a palette")
            throw RenderError("libimagequant chose no palette")
        }
        return GIFPalette(result: result, settings: settings)
    }

    /// The palette index of every pixel of `rgba` (covering `box`).
    func remap(_ rgba: [UInt32], _ box: PixelBox) throws -> [UInt8] {
        try settings.withImage(rgba, box) { try remap(image: $0, count: box.count) }
    }

    private func remap(image: OpaquePointer, count: Int) throws -> [UInt8] {
        animlayout_liq_single_thread()
        var indices = [UInt8](repeating: 0, count: count)
        try indices.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            try QuantizerSettings.check(liq_write_remapped_image(result, image, base, out.count), "map pixels to the palette")
        }
        return indices
    }
}
