import CCairo
import AnimLayout

/// The wireframe style: every view as a box in its colour (a palette colour when none is
/// written), outlined, with its id in the top-left corner; text in white or near-black,
/// whichever contrasts more with the fill; images as a picture glyph. Stacks draw only when
/// coloured, as a UIStackView draws nothing.
struct WireframePainter: ElementPainter {
    var hatchesUnsafeAreas: Bool { true }

    func defaultBackground(_ appearance: Appearance) -> Color { Color(r: 255, g: 255, b: 255) }

    func paintKeyboard(in rect: Rect, safeArea: EdgeInsets, context: PaintContext, on cr: OpaquePointer) {
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_set_source_rgba(cr, 0.55, 0.56, 0.6, 0.35)
        cairo_fill(cr)
        drawID("keyboard", in: rect, color: Color(red: 0.2, green: 0.2, blue: 0.25), on: cr)
    }

    func paint(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let element = item.element
        let rect = item.rect
        let drawing = element.kind.traits.drawing
        if drawing == .nothing || (drawing == .boxWhenColored && item.look.background == nil) { return }
        let base = item.look.background ?? element.color
        let fill = CairoShapes.faded(base.light, item.alpha)
        let radius = max(0, min(item.look.corner.isFinite ? item.look.corner : 0, rect.width / 2, rect.height / 2))
        CairoShapes.roundedRect(cr, rect, radius: radius)
        CairoShapes.set(cr, fill)
        cairo_fill(cr)
        // An outline (one pixel at scale 2) keeps every box visible, whatever its fill.
        let inset = 0.25
        let edge = Rect(x: rect.x + inset, y: rect.y + inset,
                        width: max(0, rect.width - 2 * inset), height: max(0, rect.height - 2 * inset))
        CairoShapes.roundedRect(cr, edge, radius: max(0, radius - inset))
        cairo_set_source_rgba(cr, 0, 0, 0, 0.25 * item.alpha)
        cairo_set_line_width(cr, 0.5)
        cairo_stroke(cr)
        let ink = CairoShapes.faded(base.light.contrastingText(over: context.background), item.alpha)
        switch drawing {
        case .text:
            if !element.shownText.isEmpty {
                let color = item.look.textColor.map { CairoShapes.faded($0.light, item.alpha) } ?? ink
                TextPainter.drawText(of: element, look: item.look, in: rect, color: color, context: context, on: cr)
            }
        case .imageGlyph:
            drawImageGlyph(in: rect, color: CairoShapes.faded(ink, 0.55), on: cr)
        case .box, .boxWhenColored, .nothing:
            break
        }
        if drawing == .text, !element.shownText.isEmpty {
            // Never over the text: the tag sits just above the box (below it at the top edge),
            // in the box's colour.
            let tag = 10.0
            let y = rect.y >= tag ? rect.y - tag : rect.maxY
            drawID(element.id, in: Rect(x: rect.x - 2, y: y - 1, width: max(rect.width, 120), height: tag),
                   color: CairoShapes.faded(base.light, item.alpha), on: cr)
        } else if element.kind != .stack, rect.width >= 24, rect.height >= 12 {
            drawID(element.id, in: rect, color: CairoShapes.faded(ink, 0.7), on: cr)
        }
    }

    private func drawID(_ id: String, in rect: Rect, color: Color, on cr: OpaquePointer) {
        SharedFont.shared.select(on: cr, size: 8)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        let shown = TextPainter.fitted(id, width: rect.width - 4, on: cr)
        guard !shown.isEmpty else { return }
        cairo_move_to(cr, rect.x + 2, rect.y + 1 + fe.ascent)
        CairoShapes.set(cr, color)
        cairo_show_text(cr, shown)
    }

    private func drawImageGlyph(in rect: Rect, color: Color, on cr: OpaquePointer) {
        let side = min(48, min(rect.width, rect.height) * 0.4)
        guard side >= 10 else { return }
        let w = side
        let h = side * 0.78
        let x = rect.midX - w / 2
        let y = rect.midY - h / 2
        cairo_save(cr)
        CairoShapes.set(cr, color)
        cairo_set_line_width(cr, max(1, side / 16))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        CairoShapes.roundedRect(cr, Rect(x: x, y: y, width: w, height: h), radius: side / 8)
        cairo_stroke(cr)
        CairoShapes.circle(cr, center: (x + w * 0.7, y + h * 0.3), radius: side / 10)
        cairo_fill(cr)
        cairo_move_to(cr, x + w * 0.08, y + h * 0.9)
        cairo_line_to(cr, x + w * 0.38, y + h * 0.45)
        cairo_line_to(cr, x + w * 0.6, y + h * 0.75)
        cairo_line_to(cr, x + w * 0.72, y + h * 0.6)
        cairo_line_to(cr, x + w * 0.92, y + h * 0.9)
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
