import CCairo
import AnimLayout

/// UIButton: the classic system button (a tinted title, no background) and the iOS 15
/// configurations (`plain tinted gray filled bordered`).
enum ButtonPainter {
    /// Corner radius of a configured button's background (the `.dynamic` corner style at the
    /// medium size).
    static let configuredCorner = 6.0
    /// A tinted button's background: the tint at this opacity (light, dark).
    static let tintedOpacity = (light: 0.12, dark: 0.26)

    static func paint(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let e = item.element
        let tint = context.resolve(e.tint ?? SystemColors.dynamicColor(named: "tint") ?? .clear)
        var title = tint
        var fill: Color?
        switch e.control.configuration {
        case nil, .plain?:
            break
        case .tinted?:
            fill = CairoShapes.faded(tint, context.appearance == .dark ? tintedOpacity.dark : tintedOpacity.light)
        case .gray?, .bordered?:
            fill = context.system("secondary-system-fill")
        case .filled?:
            fill = tint
            title = Color(r: 255, g: 255, b: 255)
        }
        if let fill, item.look.background == nil {
            // A configuration's background (a written `color` replaces it, as its baseBackgroundColor).
            let radius = item.look.corner > 0 ? item.look.corner : configuredCorner
            CairoShapes.continuousRect(cr, item.rect, radius: radius)
            CairoShapes.set(cr, CairoShapes.faded(fill, item.alpha))
            cairo_fill(cr)
        }
        if let written = item.look.textColor { title = context.resolve(written) }
        TextPainter.drawText(of: e, look: item.look, in: item.rect, color: CairoShapes.faded(title, item.alpha), context: context, on: cr)
    }
}
