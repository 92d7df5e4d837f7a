import CPango
import Foundation
import AnimLayout

/// Text measured (and, in the renderer, drawn) as UIKit sets it, on the Linux text stack:
/// fontconfig finds fonts among the shipped files only, HarfBuzz shapes, Pango breaks lines,
/// applies bidi, fallback and ellipsizing.
///
/// Metrics follow UILabel: a line is as tall as the font's `hhea` line height, a block is
/// `lines × line height`, and the intrinsic size is rounded up to the pixel grid of `scale`.
/// The system font gets San Francisco's optical-size ramp, tracking and widths (`SystemFont`,
/// `SystemFontWidths`); tracking is added after every character, as Core Text's kerning
/// attribute does.
///
/// Thread safe: Pango contexts are not, so each measurement borrows one from a pool; results
/// are cached by request.
public final class TextSystem: @unchecked Sendable {
    /// The fonts text is set in.
    public let library: FontLibrary
    /// The pixel grid sizes are rounded up to (pixels per point); 0 or less disables rounding.
    public let scale: Double
    private let lock = NSLock()
    private var idle: [PangoWorker] = []
    private var cache: [TextRequest: TextMetrics] = [:]
    /// Entries kept at most (the cache is emptied past it: memory stays bounded).
    static let cacheLimit = 50_000

    /// A text system over `library`, rounding to `scale` pixels per point.
    public init(library: FontLibrary, scale: Double = 2) {
        self.library = library
        self.scale = scale
    }

    /// The shipped fonts, rounding to `scale` pixels per point.
    public convenience init(scale: Double = 2) throws {
        self.init(library: try FontLibrary.shipped(), scale: scale)
    }

    /// Measures `request`: the widest line and the block height rounded up to the pixel grid,
    /// the number of lines, and the font's line height and ascent.
    public func measure(_ request: TextRequest) -> TextMetrics {
        lock.lock()
        if let hit = cache[request] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let metrics = withWorker { $0.measure(request) }
        let rounded = TextMetrics(width: roundUp(metrics.width), height: roundUp(Double(metrics.lineCount) * metrics.lineHeight),
                                  lineCount: metrics.lineCount, lineHeight: metrics.lineHeight, ascent: metrics.ascent)
        lock.lock()
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[request] = rounded
        lock.unlock()
        return rounded
    }

    /// The font file fontconfig picks for `font` (the file text in that font is set from,
    /// before any fallback for characters it lacks).
    public func fontFile(for font: FontSpec) -> String? {
        withWorker { $0.fontFile(for: font) }
    }

    func withWorker<T>(_ body: (PangoWorker) -> T) -> T {
        lock.lock()
        let worker = idle.popLast() ?? PangoWorker(config: library.config)
        lock.unlock()
        let result = body(worker)
        lock.lock()
        idle.append(worker)
        lock.unlock()
        return result
    }

    private func roundUp(_ value: Double) -> Double {
        guard scale > 0, scale.isFinite else { return value }
        // Exact pixel multiples (20.0) stay where they are despite rounding noise.
        return ((value * scale) - Self.pixelTolerance).rounded(.up) / scale
    }

    /// How far below a pixel boundary a value may be and still count as on it.
    static let pixelTolerance = 1e-9
}

extension TextSystem: TextMeasurer {}
