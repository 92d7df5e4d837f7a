import CCairo
import AnimLayout

/// UIImageView: the PNG in its content mode (drawn beyond the frame for `aspect-fill` and
/// `center` unless the view `clips`, as UIKit does). Without a file, nothing is drawn (an
/// empty UIImageView).
enum ImagePainter {
    static func paint(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        guard let file = item.element.control.image,
              case .success(let image) = ImageStore.shared.image(at: file.path) else { return }
        let rect = item.rect
        let natural = Size(width: Double(image.width) / file.scale, height: Double(image.height) / file.scale)
        guard natural.width > 0, natural.height > 0 else { return }
        let target = placement(of: natural, in: rect, mode: item.element.control.contentMode)
        image.withSurface { surface in
            cairo_save(cr)
            cairo_translate(cr, target.x, target.y)
            cairo_scale(cr, target.width / Double(image.width), target.height / Double(image.height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, item.alpha)
            cairo_restore(cr)
        }
    }

    /// Where an image of `size` points goes in `rect` for `mode`.
    static func placement(of size: Size, in rect: Rect, mode: ContentMode) -> Rect {
        switch mode {
        case .scaleToFill:
            return rect
        case .aspectFit, .aspectFill:
            let sx = rect.width / size.width, sy = rect.height / size.height
            let s = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
        case .center:
            return Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}
