import CCairo
import Foundation
import AnimLayout

/// CALayer-style drop shadows: the shape's coverage, blurred, offset and tinted. Cairo has no
/// blur, so the mask is blurred here with three box passes per axis (a close Gaussian
/// approximation, O(1) per pixel whatever the radius).
enum ShadowPainter {
    /// The shapes shadows are cast by.
    enum Shape: Hashable {
        /// A rectangle with continuous corners of this radius.
        case continuousRect(radius: Double)
        /// A circle filling the bounds' square.
        case circle

        func path(_ cr: OpaquePointer, in rect: Rect) {
            switch self {
            case .continuousRect(let radius): CairoShapes.continuousRect(cr, rect, radius: radius)
            case .circle: CairoShapes.circle(cr, center: (rect.midX, rect.midY), radius: min(rect.width, rect.height) / 2)
            }
        }
    }

    /// Draws the shadow of `shape` filling `bounds`, with `shadow`'s offset, radius (the
    /// Gaussian's σ is half of it, as CALayer's shadowRadius) and `color` × opacity.
    static func draw(bounds: Rect, shape: Shape, shadow: Shadow, color: Color, on cr: OpaquePointer) {
        guard shadow.opacity > 0, color.alpha > 0, bounds.width > 0, bounds.height > 0 else { return }
        // Pixels per point on this context (transforms included).
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = max(0.1, min(16, (dx * dx + dy * dy).squareRoot()))
        // A vector target (SVG) gets the shadow as an image: Cairo's SVG surface places a
        // surface mask at the user-space origin, without the transform it was drawn with.
        if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_SVG {
            if shadow.radius > 0 {
                drawImage(bounds: bounds, shape: shape, shadow: shadow, color: color, on: cr)
            } else {
                // Without blur the shadow is the shape itself, moved and tinted: an outline.
                cairo_save(cr)
                shape.path(cr, in: Rect(x: bounds.x + shadow.x, y: bounds.y + shadow.y, width: bounds.width, height: bounds.height))
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, max(0, min(1, color.alpha * shadow.opacity)))
                cairo_fill(cr)
                cairo_restore(cr)
            }
            return
        }
        let sigma = max(0, shadow.radius) / 2 * scale
        let pad = (3 * sigma).rounded(.up) + 2
        let key = MaskKey(shape: shape, width: bounds.width, height: bounds.height, sigma: sigma, scale: scale)
        guard let mask = MaskCache.shared.mask(for: key, make: { makeMask(key, pad: pad) }) else { return }
        // The mask holds the shape `pad` pixels in from its corner, wherever it is drawn.
        // Cairo only reads a source or mask surface: the shared pixels are not copied.
        mask.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress.map(UnsafeMutablePointer.init(mutating:)),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, Int32(mask.width),
                                                                    Int32(mask.height), Int32(mask.stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            cairo_save(cr)
            cairo_translate(cr, bounds.x + shadow.x - pad / scale, bounds.y + shadow.y - pad / scale)
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, max(0, min(1, color.alpha * shadow.opacity)))
            cairo_mask_surface(cr, surface, 0, 0)
            cairo_restore(cr)
        }
    }

    /// The shadow as tinted images placed with the context's transform, for vector targets:
    /// blurred at a resolution where the Gaussian's σ is 4 pixels (at most 2 pixels a point, at
    /// least half), which a viewer's smoothing scales without visible steps. A rounded
    /// rectangle's shadow is nine pieces of the shadow of a small one — its corners, its edges'
    /// profiles stretched along them and its middle — so that every size of a growing card
    /// shows the same few images (an animation stores each once); a circle's is one image.
    private static func drawImage(bounds: Rect, shape: Shape, shadow: Shadow, color: Color, on cr: OpaquePointer) {
        let sigmaPoints = max(0, shadow.radius) / 2
        let scale = sigmaPoints > 0 ? max(0.5, min(2, 4 / sigmaPoints)) : 2
        let sigma = sigmaPoints * scale
        let pad = (3 * sigma).rounded(.up) + 2
        // How far in from the image's corner the corner's curve and the blur reach, pixels: past
        // it, rows and columns are alike all along an edge.
        var reach = Double.infinity
        if case .continuousRect(let radius) = shape { reach = (2 * pad + min(max(0, radius) * 1.53, min(bounds.width, bounds.height) / 2) * scale).rounded(.up) }
        let fullWidth = bounds.width * scale + 2 * pad, fullHeight = bounds.height * scale + 2 * pad
        let sliced = reach.isFinite && fullWidth >= 2 * reach + 2 && fullHeight >= 2 * reach + 2
        // Sliced: the shadow of a box whose image is 2 × reach + 1 pixels square.
        let width = sliced ? (2 * reach + 1 - 2 * pad) / scale : bounds.width
        let height = sliced ? (2 * reach + 1 - 2 * pad) / scale : bounds.height
        let key = MaskKey(shape: shape, width: width, height: height, sigma: sigma, scale: scale)
        guard let mask = MaskCache.shared.mask(for: key, make: { makeMask(key, pad: pad) }) else { return }
        let alpha = max(0, min(1, color.alpha * shadow.opacity))
        // Premultiplied colour × coverage: painting it is masking the colour with the coverage.
        let channels = [color.blue, color.green, color.red].map { max(0, min(1, $0)) }
        func tinted(_ coverage: UInt8) -> UInt32 {
            let a = alpha * Double(coverage) / 255
            return channels.enumerated().reduce(UInt32((a * 255).rounded()) << 24) { sum, c in
                sum | UInt32((c.element * a * 255).rounded()) << (8 * UInt32(c.offset))
            }
        }
        // Paints the mask's pixels `columns` × `rows`, tinted, with its corner at (x, y) and
        // stretched by (sx, sy), in pixels of the shadow's image.
        func paint(columns: Range<Int>, rows: Range<Int>, x: Double, y: Double, sx: Double = 1, sy: Double = 1) {
            guard !columns.isEmpty, !rows.isEmpty,
                  let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns.count), Int32(rows.count)) else { return }
            defer { cairo_surface_destroy(image) }
            guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else { return }
            let stride = Int(cairo_image_surface_get_stride(image)) / 4
            data.withMemoryRebound(to: UInt32.self, capacity: stride * rows.count) { pixels in
                for (j, row) in rows.enumerated() {
                    for (i, column) in columns.enumerated() { pixels[j * stride + i] = tinted(mask.pixels[row * mask.stride + column]) }
                }
            }
            cairo_surface_mark_dirty(image)
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, sx, sy)
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        cairo_save(cr)
        cairo_translate(cr, bounds.x + shadow.x - pad / scale, bounds.y + shadow.y - pad / scale)
        cairo_scale(cr, 1 / scale, 1 / scale)
        if sliced {
            let k = Int(reach), w = mask.width, h = mask.height
            // How much further the full shadow's right and bottom edges are than the small one's.
            let dx = (bounds.width - width) * scale, dy = (bounds.height - height) * scale
            let left = 0..<k, middle = k..<(k + 1), right = (k + 1)..<w
            let top = 0..<k, bottom = (k + 1)..<h
            let far = (x: Double(k + 1) + dx, y: Double(k + 1) + dy), near = Double(k)
            paint(columns: left, rows: top, x: 0, y: 0)
            paint(columns: right, rows: top, x: far.x, y: 0)
            paint(columns: left, rows: bottom, x: 0, y: far.y)
            paint(columns: right, rows: bottom, x: far.x, y: far.y)
            paint(columns: middle, rows: top, x: near, y: 0, sx: 1 + dx)
            paint(columns: middle, rows: bottom, x: near, y: far.y, sx: 1 + dx)
            paint(columns: left, rows: middle, x: 0, y: near, sy: 1 + dy)
            paint(columns: right, rows: middle, x: far.x, y: near, sy: 1 + dy)
            paint(columns: middle, rows: middle, x: near, y: near, sx: 1 + dx, sy: 1 + dy)
        } else {
            paint(columns: 0..<mask.width, rows: 0..<mask.height, x: 0, y: 0)
        }
        cairo_restore(cr)
    }

    /// The blurred coverage of the shape, `pad` pixels of margin on every side.
    private static func makeMask(_ key: MaskKey, pad: Double) -> Mask? {
        // The largest mask drawn (about 32 MB of 8-bit coverage); beyond it, the shadow is skipped.
        // Sizes are checked as Doubles first: a view may be far larger than any Int of pixels.
        let dw = (key.width * key.scale + 2 * pad).rounded(.up), dh = (key.height * key.scale + 2 * pad).rounded(.up)
        guard dw.isFinite, dh.isFinite, dw > 0, dh > 0, dw * dh <= Double(32 << 20) else { return nil }
        let w = Int(dw), h = Int(dh)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(surface) else { return nil }
        cairo_translate(mcr, pad, pad)
        cairo_scale(mcr, key.scale, key.scale)
        key.shape.path(mcr, in: Rect(x: 0, y: 0, width: key.width, height: key.height))
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        if key.sigma > 0.3 { blur(data, width: w, height: h, stride: stride, sigma: key.sigma) }
        return Mask(width: w, height: h, stride: stride, pixels: Array(UnsafeBufferPointer(start: data, count: stride * h)))
    }

    /// Three box blurs per axis whose combined variance is σ² (W3C's "filter effects" recipe).
    private static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let d = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        var line = [UInt8](repeating: 0, count: max(width, height))
        var tmp = [UInt8](repeating: 0, count: max(width, height))
        // Rows.
        for y in 0..<height {
            for x in 0..<width { line[x] = data[y * stride + x] }
            for _ in 0..<3 { boxPass(&line, &tmp, count: width, size: d) }
            for x in 0..<width { data[y * stride + x] = line[x] }
        }
        // Columns.
        for x in 0..<width {
            for y in 0..<height { line[y] = data[y * stride + x] }
            for _ in 0..<3 { boxPass(&line, &tmp, count: height, size: d) }
            for y in 0..<height { data[y * stride + x] = line[y] }
        }
    }

    /// One centred box average of `size` samples over `values[0..<count]` (zero outside).
    private static func boxPass(_ values: inout [UInt8], _ tmp: inout [UInt8], count: Int, size: Int) {
        let before = size / 2, after = size - before - 1
        var sum = 0
        for i in 0..<min(count, after + 1) { sum += Int(values[i]) }
        for i in 0..<count {
            tmp[i] = UInt8((sum + size / 2) / size)
            let add = i + after + 1, drop = i - before
            if add < count { sum += Int(values[add]) }
            if drop >= 0 { sum -= Int(values[drop]) }
        }
        for i in 0..<count { values[i] = tmp[i] }
    }
}

/// What a shadow mask depends on: not where it is drawn, only the shape's size and the blur.
struct MaskKey: Hashable {
    var shape: ShadowPainter.Shape
    var width: Double
    var height: Double
    var sigma: Double
    var scale: Double
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
