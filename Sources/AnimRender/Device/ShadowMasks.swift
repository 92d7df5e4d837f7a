import CCairo
import Foundation

/// The blurred coverage masks raster shadows are drawn with (see ``ShadowPainter``).
///
/// A rounded rectangle's mask is made from a small one: far enough from its corners, every
/// column of the blurred mask is the same along a horizontal edge (and every row along a
/// vertical one), so the mask of a large card is the small mask with its middle column and row
/// repeated. The small mask's shape has the large one's corners and the same fraction of a
/// pixel in its width and height, so that its edges fall where the large shape's do within the
/// pixel: the composed mask is the one blurring the large shape would give (box blurs at the
/// same pixels, the same rounding). A growing card's shadow is then blurred at the size of its
/// corners, not of the card, and every frame whose card has the same fractions reuses it.
enum ShadowMasks {
    /// With a blur of at least this σ (pixels), a shape's width and height in pixels are taken
    /// to 1/``step`` of a pixel, so that the frames of a growing card share a few small masks:
    /// an edge moved by at most 1/32 pixel changes the blurred coverage by at most
    /// 255 / (32 σ √(2π)), 0.4 of a level at this σ.
    static let quantizedSigma = 8.0
    /// Shapes' sizes are taken to 1/step of a pixel above ``quantizedSigma``.
    static let step = 16.0

    /// The blurred coverage of `shape` filling `width` × `height` points at `scale` pixels a
    /// point, with `pad` pixels of margin on every side, blurred with σ `sigma` pixels.
    /// `offset`: where within the mask's first pixel past `pad` the shape begins (0 ..< 1 on
    /// each axis), so that a shape at a fraction of a pixel is drawn with its mask at whole
    /// pixels (Cairo then copies the mask instead of resampling it).
    static func mask(shape: ShadowPainter.Shape, width: Double, height: Double, sigma: Double, scale: Double,
                     pad: Double, offset: MaskOffset = MaskOffset()) -> Mask? {
        guard let corner = cornerPixels(shape, width: width, height: height, scale: scale) else {
            let key = MaskKey(shape: shape, width: width, height: height, sigma: sigma, scale: scale, offset: offset)
            return MaskCache.shared.mask(for: key, make: { makeMask(key, pad: pad) })
        }
        let x = AxisSlice(pixels: width * scale, corner: corner, sigma: sigma, pad: pad)
        let y = AxisSlice(pixels: height * scale, corner: corner, sigma: sigma, pad: pad)
        let key = MaskKey(shape: shape, width: x.small / scale, height: y.small / scale, sigma: sigma, scale: scale,
                          offset: offset)
        guard let small = MaskCache.shared.mask(for: key, make: { makeMask(key, pad: pad) }) else { return nil }
        if x.repeats == 0, y.repeats == 0 { return small }
        return compose(small, x: x, y: y)
    }

    /// How far the shape's corners reach along its edges, pixels; nil for a shape whose mask
    /// is not sliced (a circle, and corners that take the whole of a side).
    static func cornerPixels(_ shape: ShadowPainter.Shape, width: Double, height: Double, scale: Double) -> Double? {
        guard case .continuousRect(let radius) = shape, radius.isFinite, width.isFinite, height.isFinite else { return nil }
        guard radius > 0 else { return 0 }
        // Continuous corners, the same path at every size (CairoShapes.continuousRect).
        guard radius * CairoShapes.continuousReach <= min(width, height) / 2 else { return nil }
        return (radius * CairoShapes.continuousReach * scale).rounded(.up)
    }

    /// One axis of a sliced mask: the small shape's extent and how many times the small mask's
    /// middle column (row) is repeated after it.
    struct AxisSlice {
        /// The small shape's extent, pixels: the large one's fraction of a pixel past a whole
        /// number long enough for the middle to be clear of the corners and their blur.
        var small: Double
        /// The copies of the middle column (row) inserted after it; 0: the axis is the large
        /// shape's own.
        var repeats: Int
        /// The small mask's middle column (row), which is also the large one's.
        var middle: Int

        init(pixels: Double, corner: Double, sigma: Double, pad: Double) {
            let extent = sigma >= ShadowMasks.quantizedSigma ? (pixels * ShadowMasks.step).rounded() / ShadowMasks.step : pixels
            // The middle pixel is at least `corner + pad + 1` from either edge of the shape: the
            // blur (three boxes) reaches less than `pad`.
            let core = 2 * (corner + pad + 2)
            let whole = extent.rounded(.down)
            guard whole - core >= 1, whole < Double(Int32.max) else {
                // Not sliced: the column (row) 0 followed by no copies is the mask as it is.
                small = pixels
                repeats = 0
                middle = 0
                return
            }
            small = core + (extent - whole)
            repeats = Int(whole - core)
            middle = Int(pad + core / 2)
        }
    }

    /// The small mask with its middle column and row repeated.
    static func compose(_ small: Mask, x: AxisSlice, y: AxisSlice) -> Mask? {
        let width = small.width + x.repeats, height = small.height + y.repeats
        guard width > 0, height > 0, Double(width) * Double(height) <= Double(MaskCache.largestMask),
              x.middle < small.width, y.middle < small.height else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard stride >= width else { return nil }
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { out, count in
            guard let base = out.baseAddress else { count = 0; return }
            small.pixels.withUnsafeBufferPointer { source in
                guard let src = source.baseAddress else { return }
                let left = x.middle + 1, right = small.width - left
                for row in 0..<height {
                    let from = row <= y.middle ? row : (row <= y.middle + y.repeats ? y.middle : row - y.repeats)
                    let s = src + from * small.stride, d = base + row * stride
                    d.update(from: s, count: left)
                    (d + left).update(repeating: s[x.middle], count: x.repeats)
                    (d + left + x.repeats).update(from: s + left, count: right)
                    (d + width).update(repeating: 0, count: stride - width)
                }
            }
            count = stride * height
        }
        return Mask(width: width, height: height, stride: stride, pixels: pixels)
    }

    /// The blurred coverage of the key's shape, `pad` pixels of margin on every side.
    static func makeMask(_ key: MaskKey, pad: Double) -> Mask? {
        // Sizes are checked as Doubles first: a view may be far larger than any Int of pixels.
        let dw = (key.width * key.scale + 2 * pad + key.offset.x).rounded(.up)
        let dh = (key.height * key.scale + 2 * pad + key.offset.y).rounded(.up)
        guard dw.isFinite, dh.isFinite, dw > 0, dh > 0, dw * dh <= Double(MaskCache.largestMask) else { return nil }
        let w = Int(dw), h = Int(dh)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(surface) else { return nil }
        cairo_translate(mcr, pad + key.offset.x, pad + key.offset.y)
        cairo_scale(mcr, key.scale, key.scale)
        key.shape.path(mcr, in: Rect(x: 0, y: 0, width: key.width, height: key.height))
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        if key.sigma > 0.3 { BoxBlur.blur(data, width: w, height: h, stride: stride, sigma: key.sigma) }
        return Mask(width: w, height: h, stride: stride, pixels: Array(UnsafeBufferPointer(start: data, count: stride * h)))
    }
}

/// What a shadow mask depends on: not where it is drawn, only the shape's size and the blur.
struct MaskKey: Hashable {
    var shape: ShadowPainter.Shape
    var width: Double
    var height: Double
    var sigma: Double
    var scale: Double
    var offset = MaskOffset()
}

/// Where a mask's shape begins within its first pixel past the margin, pixels (each 0 ..< 1).
struct MaskOffset: Hashable {
    var x = 0.0
    var y = 0.0

    /// The offset of a shape whose mask's corner falls at device (`x`, `y`), and the whole
    /// pixel the mask is drawn at: fractions taken to 1/`step` of a pixel when `step` > 0 (a
    /// fraction that rounds up to a whole pixel moves the mask by one instead).
    static func placing(x: Double, y: Double, step: Double) -> (offset: MaskOffset, pixelX: Int, pixelY: Int)? {
        guard x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else { return nil }
        func split(_ v: Double) -> (Double, Int) {
            var whole = v.rounded(.down), fraction = v - whole
            if step > 0 { fraction = (fraction * step).rounded() / step }
            if fraction >= 1 { whole += 1; fraction = 0 }
            return (fraction, Int(whole))
        }
        let (fx, px) = split(x), (fy, py) = split(y)
        return (MaskOffset(x: fx, y: fy), px, py)
    }
}

/// A blurred 8-bit coverage mask.
struct Mask {
    var width: Int
    var height: Int
    var stride: Int
    var pixels: [UInt8]
}

/// Shadow masks already blurred, shared by the frames of a render (a card's shadow is blurred
/// once, not once per frame); at most 64 MB, the oldest dropped first.
final class MaskCache: @unchecked Sendable {
    static let shared = MaskCache()
    static let byteLimit = 64 << 20
    /// The largest mask drawn (about 32 MB of 8-bit coverage); beyond it, the shadow is skipped.
    static let largestMask = 32 << 20

    private let lock = NSLock()
    private var masks: [MaskKey: Mask] = [:]
    private var order: [MaskKey] = []
    private var bytes = 0

    func mask(for key: MaskKey, make: () -> Mask?) -> Mask? {
        lock.lock()
        if let hit = masks[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        guard let made = make() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if masks[key] == nil, made.pixels.count <= Self.byteLimit {
            masks[key] = made
            order.append(key)
            bytes += made.pixels.count
            while bytes > Self.byteLimit, !order.isEmpty {
                let old = order.removeFirst()
                bytes -= masks.removeValue(forKey: old)?.pixels.count ?? 0
            }
        }
        return made
    }
}
