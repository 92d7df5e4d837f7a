import CCairo
import AnimLayout

/// The device style: what an iPhone shows. Views are clear unless coloured; labels draw their
/// text in `label`; buttons and controls are drawn as UIKit draws them (values and sources in
/// `docs/format.md`, "Controls"). Every element first gets its layer's shadow, background
/// (continuous corners) and border, in that order, as CALayer composites them.
struct DevicePainter: ElementPainter {
    var hatchesUnsafeAreas: Bool { false }

    func defaultBackground(_ appearance: Appearance) -> Color {
        SystemColors.dynamicColor(named: "system-background")?.resolved(appearance) ?? Color(r: 255, g: 255, b: 255)
    }

    func paintKeyboard(in rect: Rect, safeArea: EdgeInsets, context: PaintContext, on cr: OpaquePointer) {
        KeyboardPainter.paint(in: rect, safeArea: safeArea, context: context, on: cr)
    }

    func paint(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let e = item.element
        guard e.kind.traits.isView else { return }
        paintLayer(item, context: context, on: cr)
        switch e.kind {
        case .label:
            let color = item.look.textColor.map(context.resolve) ?? context.system("label")
            TextPainter.drawText(of: e, look: item.look, in: item.rect, color: CairoShapes.faded(color, item.alpha), context: context, on: cr)
        case .button:
            ButtonPainter.paint(item, context: context, on: cr)
        case .textField:
            ControlPainter.textField(item, context: context, on: cr)
        case .toggle:
            ControlPainter.toggle(item, context: context, on: cr)
        case .segmented:
            ControlPainter.segmented(item, context: context, on: cr)
        case .slider:
            ControlPainter.slider(item, context: context, on: cr)
        case .progress:
            ControlPainter.progress(item, context: context, on: cr)
        case .spinner:
            ControlPainter.spinner(item, context: context, on: cr)
        case .image:
            ImagePainter.paint(item, context: context, on: cr)
        case .view, .stack, .guide:
            break
        }
    }

    /// The element's layer: shadow, background colour and border, with continuous corners.
    private func paintLayer(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let e = item.element
        let rect = item.rect
        let radius = max(0, item.look.corner.isFinite ? item.look.corner : 0)
        let background = item.look.background.map { CairoShapes.faded(context.resolve($0), item.alpha) }
        if let shadow = e.shownShadow {
            // CALayer casts a shadow from its background (or its content; here, the frame's shape).
            let color = CairoShapes.faded(context.resolve(shadow.color), item.alpha)
            // An opaque background hides the shadow under its middle: it is not drawn there.
            let covered = background.map { $0.alpha >= 1 } == true ? rect : nil
            ShadowPainter.draw(bounds: rect, shape: .continuousRect(radius: radius), shadow: shadow, color: color,
                               covered: covered, on: cr)
        }
        if let background, background.alpha > 0 {
            CairoShapes.continuousRect(cr, rect, radius: radius)
            CairoShapes.set(cr, background)
            cairo_fill(cr)
        }
        if let border = e.border, border.width > 0 {
            // CALayer draws its border inside the bounds, over the content.
            let w = min(border.width, rect.width / 2, rect.height / 2)
            let inner = Rect(x: rect.x + w / 2, y: rect.y + w / 2, width: rect.width - w, height: rect.height - w)
            CairoShapes.continuousRect(cr, inner, radius: max(0, radius - w / 2))
            CairoShapes.set(cr, CairoShapes.faded(context.resolve(border.color), item.alpha))
            cairo_set_line_width(cr, w)
            cairo_stroke(cr)
        }
    }
}
