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
    /// `covered`: a shape the caller fills opaquely over the shadow next (the layer's own
    /// background, with `shape`'s corners): the shadow is not drawn where it covers whole pixels.
    static func draw(bounds: Rect, shape: Shape, shadow: Shadow, color: Color, covered: Rect? = nil, on cr: OpaquePointer) {
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
        // Nothing to draw where the clip leaves nothing of it.
        let reach = pad / scale
        var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
        cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
        guard bounds.x + shadow.x - reach < clip.x1, bounds.maxX + shadow.x + reach > clip.x0,
              bounds.y + shadow.y - reach < clip.y1, bounds.maxY + shadow.y + reach > clip.y0 else { return }
        // A wide blur on a context that only scales and moves: the mask is made with the shape
        // at its fraction of a pixel (to 1/16) and drawn at whole pixels, so that Cairo copies
        // it through the colour instead of resampling it (three times the work for a card
        // moving between pixels). A narrow blur's resampled mask is kept: its edges are sharp
        // enough for the two to differ by more than a level.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let upright = m.xy == 0 && m.yx == 0 && m.xx > 0 && abs(m.xx - m.yy) < 1e-9 && abs(m.xx - scale) < 1e-9
        let placed = upright && sigma >= ShadowMasks.quantizedSigma
            ? MaskOffset.placing(x: m.xx * (bounds.x + shadow.x) + m.x0 - pad, y: m.yy * (bounds.y + shadow.y) + m.y0 - pad,
                                 step: ShadowMasks.step)
            : nil
        guard let mask = ShadowMasks.mask(shape: shape, width: bounds.width, height: bounds.height, sigma: sigma,
                                          scale: scale, pad: pad, offset: placed?.offset ?? MaskOffset()) else { return }
        // The mask holds the shape `pad` pixels (and its offset) in from its corner, wherever it
        // is drawn. Cairo only reads a source or mask surface: the shared pixels are not copied.
        mask.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress.map(UnsafeMutablePointer.init(mutating:)),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, Int32(mask.width),
                                                                    Int32(mask.height), Int32(mask.stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            cairo_save(cr)
            if let covered { clipOut(covered, shape: shape, on: cr) }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, max(0, min(1, color.alpha * shadow.opacity)))
            if let placed {
                cairo_identity_matrix(cr)
                cairo_mask_surface(cr, surface, Double(placed.pixelX), Double(placed.pixelY))
            } else {
                cairo_translate(cr, bounds.x + shadow.x - pad / scale, bounds.y + shadow.y - pad / scale)
                cairo_scale(cr, 1 / scale, 1 / scale)
                cairo_mask_surface(cr, surface, 0, 0)
            }
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
        guard let mask = MaskCache.shared.mask(for: key, make: { ShadowMasks.makeMask(key, pad: pad) }) else { return }
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

    /// Clips out the whole pixels that `covered` (filled next with `shape`'s corners, opaquely)
    /// paints over: its middle between the corners' reach, less a pixel on every side for its
    /// anti-aliased edges. Only on a context that neither rotates nor skews, and with
    /// pixel-aligned rectangles, which Cairo clips as a region (a clip cut at a fraction of a
    /// pixel would be a mask, slower than the drawing it saves).
    private static func clipOut(_ covered: Rect, shape: Shape, on cr: OpaquePointer) {
        guard case .continuousRect(let radius) = shape else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx != 0, m.yy != 0 else { return }
        let inset = min(max(0, radius) * CairoShapes.continuousReach, min(covered.width, covered.height) / 2)
        // Device pixels wholly inside the middle band.
        let x0 = m.xx * (covered.x + inset) + m.x0, x1 = m.xx * (covered.maxX - inset) + m.x0
        let y0 = m.yy * covered.y + m.y0, y1 = m.yy * covered.maxY + m.y0
        let inner = (x0: (min(x0, x1) + 1).rounded(.up), y0: (min(y0, y1) + 1).rounded(.up),
                     x1: (max(x0, x1) - 1).rounded(.down), y1: (max(y0, y1) - 1).rounded(.down))
        // Around it, the clip's extents in whole device pixels.
        var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
        cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
        let cx0 = m.xx * clip.x0 + m.x0, cx1 = m.xx * clip.x1 + m.x0
        let cy0 = m.yy * clip.y0 + m.y0, cy1 = m.yy * clip.y1 + m.y0
        let outer = (x0: min(cx0, cx1).rounded(.down) - 1, y0: min(cy0, cy1).rounded(.down) - 1,
                     x1: max(cx0, cx1).rounded(.up) + 1, y1: max(cy0, cy1).rounded(.up) + 1)
        let all = [inner.x0, inner.y0, inner.x1, inner.y1, outer.x0, outer.y0, outer.x1, outer.y1]
        guard inner.x1 > inner.x0, inner.y1 > inner.y0, all.allSatisfy({ abs($0) < 1e6 }) else { return }
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, outer.x0, outer.y0, outer.x1 - outer.x0, outer.y1 - outer.y0)
        cairo_rectangle(cr, inner.x0, inner.y0, inner.x1 - inner.x0, inner.y1 - inner.y0)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_matrix(cr, &m)
    }
}

extension Element {
    /// The shadow its layer shows: none when the view `clips` (clipsToBounds masks a layer's
    /// own shadow, which falls outside its bounds), or when it is fully transparent.
    var shownShadow: Shadow? {
        guard let shadow, shadow.opacity > 0, !clips else { return nil }
        return shadow
    }
}
