import CCairo
import AnimLayout

/// CALayer-style drop shadows: the shape's coverage, blurred, offset and tinted. Cairo has no
/// blur, so the mask is blurred here with three box passes per axis (a close Gaussian
/// approximation, O(1) per pixel whatever the radius).
enum ShadowPainter {
    /// Draws a shadow of the path `shape` makes (called with the shape's user space), with
    /// `shadow`'s offset, radius (the Gaussian's σ is half of it, as CALayer's shadowRadius) and
    /// `color` × opacity, under `bounds` (the shape's bounding box).
    static func draw(bounds: Rect, shadow: Shadow, color: Color, on cr: OpaquePointer,
                     shape: (OpaquePointer) -> Void) {
        guard shadow.opacity > 0, color.alpha > 0, bounds.width > 0, bounds.height > 0 else { return }
        // Pixels per point on this context (transforms included).
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = max(0.1, min(16, (dx * dx + dy * dy).squareRoot()))
        let sigma = max(0, shadow.radius) / 2 * scale
        let pad = (3 * sigma).rounded(.up) + 2
        let box = Rect(x: bounds.x + shadow.x - pad / scale, y: bounds.y + shadow.y - pad / scale,
                       width: bounds.width + 2 * pad / scale, height: bounds.height + 2 * pad / scale)
        let w = Int((box.width * scale).rounded(.up)), h = Int((box.height * scale).rounded(.up))
        // The largest mask drawn (about 32 MB of 8-bit coverage); beyond it, the shadow is skipped.
        guard w > 0, h > 0, w * h <= 32 << 20 else { return }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else { return }
        cairo_scale(mcr, scale, scale)
        cairo_translate(mcr, -box.x + shadow.x, -box.y + shadow.y)
        shape(mcr)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        if sigma > 0.3, let data = cairo_image_surface_get_data(mask) {
            let stride = Int(cairo_image_surface_get_stride(mask))
            blur(data, width: w, height: h, stride: stride, sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_translate(cr, box.x, box.y)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, max(0, min(1, color.alpha * shadow.opacity)))
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_restore(cr)
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
