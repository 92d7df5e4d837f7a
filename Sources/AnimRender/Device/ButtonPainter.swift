import CCairo
import AnimLayout
import AnimText

/// UIButton: the classic system button (a tinted title, no background) and the iOS 15
/// configurations (`plain tinted gray filled bordered`).
enum ButtonPainter {
    /// Corner radius of a configured button's background (the `.dynamic` corner style at the
    /// medium size).
    static let configuredCorner = 6.0

    /// The title's colour: the configuration's (from the tint), or the written `text-color`.
    static func titleColor(_ e: Element, look: ElementLook, context: PaintContext) -> Color {
        if let written = look.textColor { return context.resolve(written) }
        let tint = context.resolve(e.tint ?? SystemColors.dynamicColor(named: "tint") ?? .clear)
        return ButtonColors.title(e.control.configuration, tint: tint)
    }

    /// The configuration's background and its corner radius, when it draws one (a written
    /// `color` replaces it, as its baseBackgroundColor).
    static func configuredBackground(_ e: Element, look: ElementLook, context: PaintContext) -> (color: Color, radius: Double)? {
        guard look.background == nil else { return nil }
        let tint = context.resolve(e.tint ?? SystemColors.dynamicColor(named: "tint") ?? .clear)
        guard let fill = ButtonColors.background(e.control.configuration, tint: tint, appearance: context.appearance) else { return nil }
        return (fill, look.corner > 0 ? look.corner : configuredCorner)
    }

    static func paint(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let e = item.element
        if let (fill, radius) = configuredBackground(e, look: item.look, context: context) {
            CairoShapes.continuousRect(cr, item.rect, radius: radius)
            CairoShapes.set(cr, CairoShapes.faded(fill, item.alpha))
            cairo_fill(cr)
        }
        let ink = CairoShapes.faded(titleColor(e, look: item.look, context: context), item.alpha)
        guard let icon = e.control.image, case .success(let image) = ImageStore.shared.image(at: icon.path), icon.pixelWidth > 0 else {
            TextPainter.drawText(of: e, look: item.look, in: item.rect, color: ink, context: context, on: cr)
            return
        }
        // The icon, then the title, centred together; the icon is a template image, drawn in the
        // title's colour (UIButton.system renders images as templates).
        let size = icon.pointSize
        let text = item.look.text ?? e.shownText
        let font = e.font.resolved(at: context.textSize)
        let titleWidth = text.isEmpty ? 0 : ((try? TextSystem.shared(fontFiles: context.fontFiles))?.measure(TextRequest(text, font: font)).width ?? 0)
        let insets = e.contentInsets
        let inner = Rect(x: item.rect.x + insets.horizontal, y: item.rect.y + insets.vertical,
                         width: max(0, item.rect.width - 2 * insets.horizontal), height: max(0, item.rect.height - 2 * insets.vertical))
        let start = inner.midX - min(inner.width, size.width + titleWidth) / 2
        let iconRect = Rect(x: start, y: inner.midY - size.height / 2, width: size.width, height: size.height)
        image.withSurface { surface in
            cairo_save(cr)
            cairo_translate(cr, iconRect.x, iconRect.y)
            cairo_scale(cr, iconRect.width / Double(image.width), iconRect.height / Double(image.height))
            CairoShapes.set(cr, ink)
            cairo_mask_surface(cr, surface, 0, 0)
            cairo_restore(cr)
        }
        guard !text.isEmpty else { return }
        let titleBox = Rect(x: iconRect.maxX, y: inner.y, width: max(0, inner.maxX - iconRect.maxX), height: inner.height)
        TextPainter.draw(text, font: font, lines: e.lines, lineBreak: e.lineBreak, alignment: .left, in: titleBox,
                         color: ink, minimumScale: e.minimumScale, context: context, on: cr)
    }
}
