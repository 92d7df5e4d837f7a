import CCairo
import Foundation
import AnimLayout

/// Measures single-line text in DejaVu Sans as the renderer draws it, for label intrinsic sizes.
///
/// - width: the sum of the glyphs' unhinted advance widths (no kerning, as Cairo's simple text
///   API draws it), i.e. `Σ advance × fontSize / unitsPerEm`;
/// - height: the font's line height, ascent + descent from the font's extents (for DejaVu Sans
///   `(1901 + 483) / 2048 × fontSize`);
/// - both rounded **up** to the pixel grid of `scale` (default 2, so to 0.5 pt), as UIKit rounds
///   a label's intrinsic content size up to the screen's pixel boundaries.
///
/// Thread safe: every measurement runs under a lock on a private Cairo context.
public final class CairoTextMeasurer: @unchecked Sendable {
    /// The pixel grid sizes are rounded up to (pixels per point); 0 or less disables rounding.
    public let scale: Double
    private let lock = NSLock()
    private let surface: OpaquePointer
    private let context: OpaquePointer

    /// Creates a measurer rounding to `scale` pixels per point.
    public init(scale: Double = 2) {
        self.scale = scale
        // A 1x1 image surface cannot fail except on out-of-memory, where Cairo returns an error
        // surface that still accepts (and ignores) calls: measurements then come back as zero.
        self.surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        self.context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The size of `text` at `fontSize` points, rounded up to the pixel grid.
    public func size(of text: String, fontSize: Double) -> Size {
        let raw = unroundedSize(of: text, fontSize: fontSize)
        return Size(width: roundUp(raw.width), height: roundUp(raw.height))
    }

    /// The exact advance width and line height, without rounding.
    public func unroundedSize(of text: String, fontSize: Double) -> Size {
        guard fontSize.isFinite, fontSize > 0 else { return Size(width: 0, height: 0) }
        lock.lock()
        defer { lock.unlock() }
        SharedFont.shared.select(on: context, size: fontSize)
        var font = cairo_font_extents_t()
        cairo_font_extents(context, &font)
        var width = 0.0
        if !text.isEmpty {
            var extents = cairo_text_extents_t()
            cairo_text_extents(context, text, &extents)
            width = extents.x_advance
        }
        return Size(width: width, height: font.ascent + font.descent)
    }

    /// Pixels subtracted before rounding up, so that exact pixel multiples (20.0) do not round
    /// up a whole pixel.
    private static let pixelTolerance = 1e-9

    private func roundUp(_ value: Double) -> Double {
        guard scale > 0, scale.isFinite else { return value }
        return ((value * scale) - Self.pixelTolerance).rounded(.up) / scale
    }
}

extension CairoTextMeasurer: TextMeasurer {
    /// One line of the request's text in DejaVu Sans at its size (weight, slant, wrapping and
    /// width are not applied: this measurer serves the tool's own labels).
    public func measure(_ request: TextRequest) -> TextMetrics {
        let size = self.size(of: request.text, fontSize: request.font.size)
        return TextMetrics(width: size.width, height: size.height, lineCount: 1, lineHeight: size.height,
                           ascent: size.height * 1901 / 2384)
    }
}
