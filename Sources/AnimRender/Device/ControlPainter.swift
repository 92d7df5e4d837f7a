import CCairo
import Foundation
import AnimLayout

/// UIKit's controls as iOS 17 draws them. Metrics and colours are listed with their sources
/// in `docs/format.md` ("Controls"); fixed-size controls (a switch) draw at their own size from
/// the frame's origin, as UIKit ignores their frame's size.
enum ControlPainter {
    // MARK: Switch

    /// The knob: 28 pt, 1.5 pt inside the 31 pt track.
    static let knobDiameter = 28.0

    static func toggle(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let size = ControlSizes.switchSize
        let track = Rect(x: item.rect.x, y: item.rect.y, width: size.width, height: size.height)
        let on = max(0, min(1, item.look.on))
        let offColor = context.system("secondary-system-fill")
        let onColor = context.resolve(item.element.tint ?? SystemColors.dynamicColor(named: "green") ?? .clear)
        // The off fill fades out as the on colour fades in (UIKit cross-fades the two layers).
        CairoShapes.capsule(cr, track)
        CairoShapes.set(cr, CairoShapes.faded(offColor, item.alpha * (1 - on)))
        cairo_fill(cr)
        CairoShapes.capsule(cr, track)
        CairoShapes.set(cr, CairoShapes.faded(onColor, item.alpha * on))
        cairo_fill(cr)
        let travel = size.width - size.height
        let center = (track.x + size.height / 2 + on * travel, track.midY)
        knob(center: center, diameter: knobDiameter, alpha: item.alpha, shadowOpacity: 0.15, on: cr)
    }

    /// A white knob with UIKit's soft shadow and hairline ring.
    static func knob(center: (Double, Double), diameter: Double, alpha: Double, shadowOpacity: Double, on cr: OpaquePointer) {
        let r = diameter / 2
        let bounds = Rect(x: center.0 - r, y: center.1 - r, width: diameter, height: diameter)
        let black = Color(red: 0, green: 0, blue: 0, alpha: alpha)
        ShadowPainter.draw(bounds: bounds, shape: .circle, shadow: Shadow(x: 0, y: 3, radius: 8, opacity: shadowOpacity), color: black, on: cr)
        ShadowPainter.draw(bounds: bounds, shape: .circle, shadow: Shadow(x: 0, y: 3, radius: 1, opacity: 0.06), color: black, on: cr)
        CairoShapes.circle(cr, center: center, radius: r + 0.5)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.04 * alpha)
        cairo_fill(cr)
        CairoShapes.circle(cr, center: center, radius: r)
        cairo_set_source_rgba(cr, 1, 1, 1, alpha)
        cairo_fill(cr)
    }

    // MARK: Segmented control

    static func segmented(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let titles = item.element.control.segments
        let rect = item.rect
        guard !titles.isEmpty, rect.width > 8, rect.height > 8 else { return }
        CairoShapes.continuousRect(cr, rect, radius: 9)
        CairoShapes.set(cr, CairoShapes.faded(context.system("tertiary-system-fill"), item.alpha))
        cairo_fill(cr)
        let n = Double(titles.count)
        let inset = ControlSizes.segmentedInset
        let width = (rect.width - 2 * inset) / n
        let selected = item.look.selected
        // Separators between two unselected segments, fading out next to the selection.
        let separator = context.resolve(DynamicColor(Color(hex: 0x8E8E93, alpha: 0.3)))
        for k in 1..<titles.count {
            let nearest = min(abs(Double(k) - selected), abs(Double(k) - 1 - selected))
            let visible = selected < 0 ? 1 : max(0, min(1, nearest))
            guard visible > 0 else { continue }
            let x = rect.x + inset + Double(k) * width - 0.5
            CairoShapes.roundedRect(cr, Rect(x: x, y: rect.y + 5, width: 1, height: max(0, rect.height - 10)), radius: 0.5)
            CairoShapes.set(cr, CairoShapes.faded(separator, item.alpha * visible))
            cairo_fill(cr)
        }
        if selected >= 0, selected <= n - 1 {
            let pill = Rect(x: rect.x + inset + selected * width - 1, y: rect.y + 2, width: width + 2, height: max(0, rect.height - 4))
            let black = Color(red: 0, green: 0, blue: 0, alpha: item.alpha)
            ShadowPainter.draw(bounds: pill, shape: .continuousRect(radius: 7), shadow: Shadow(x: 0, y: 3, radius: 8, opacity: 0.12), color: black, on: cr)
            let pillColor = context.resolve(DynamicColor(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x636366)))
            CairoShapes.continuousRect(cr, pill, radius: 7)
            CairoShapes.set(cr, CairoShapes.faded(pillColor, item.alpha))
            cairo_fill(cr)
        }
        let label = context.system("label")
        for (k, title) in titles.enumerated() {
            let chosen = selected >= 0 && abs(Double(k) - selected) < 0.5
            let font = FontSpec.system(ControlSizes.segmentFontSize, weight: chosen ? 600 : 500)
            let box = Rect(x: rect.x + inset + Double(k) * width + 4, y: rect.y, width: max(0, width - 8), height: rect.height)
            TextPainter.draw(title, font: font, alignment: .center, in: box, color: CairoShapes.faded(label, item.alpha),
                             context: context, on: cr)
        }
    }

    // MARK: Slider and progress view

    /// The slider's track height (iOS 15 and later).
    static let sliderTrack = 4.0

    static func slider(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        // Drawn across its alignment rect (the frame reaches 2 points further on each side),
        // centred in its frame's height.
        var rect = ControlSizes.alignmentRect(ofFrame: item.rect, of: .slider)
        rect.y = item.rect.y
        rect.height = item.rect.height
        let r = knobDiameter / 2
        guard rect.width >= knobDiameter else { return }
        let value = max(0, min(1, item.look.value))
        let centerX = rect.x + r + value * (rect.width - knobDiameter)
        let track = Rect(x: rect.x, y: rect.midY - sliderTrack / 2, width: rect.width, height: sliderTrack)
        CairoShapes.capsule(cr, track)
        CairoShapes.set(cr, CairoShapes.faded(context.system("system-fill"), item.alpha))
        cairo_fill(cr)
        let tint = context.resolve(item.element.tint ?? SystemColors.dynamicColor(named: "tint") ?? .clear)
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, track.y, centerX - rect.x, track.height)
        cairo_clip(cr)
        CairoShapes.capsule(cr, track)
        CairoShapes.set(cr, CairoShapes.faded(tint, item.alpha))
        cairo_fill(cr)
        cairo_restore(cr)
        knob(center: (centerX, rect.midY), diameter: knobDiameter, alpha: item.alpha, shadowOpacity: 0.15, on: cr)
    }

    static func progress(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let rect = item.rect
        let value = max(0, min(1, item.look.value))
        CairoShapes.capsule(cr, rect)
        CairoShapes.set(cr, CairoShapes.faded(context.system("system-fill"), item.alpha))
        cairo_fill(cr)
        guard value > 0 else { return }
        let tint = context.resolve(item.element.tint ?? SystemColors.dynamicColor(named: "tint") ?? .clear)
        let filled = Rect(x: context.rightToLeft ? rect.maxX - rect.width * value : rect.x, y: rect.y,
                          width: rect.width * value, height: rect.height)
        CairoShapes.capsule(cr, filled)
        CairoShapes.set(cr, CairoShapes.faded(tint, item.alpha))
        cairo_fill(cr)
    }

    // MARK: Activity indicator

    /// Spoke opacities from the head (12 o'clock) anticlockwise round to the tail.
    static let spokeAlphas: [Double] = [147, 122, 97, 72, 47, 47, 47, 47].map { $0 / 255 }

    static func spinner(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let side = ControlSizes.spinnerSide(item.element.control.spinnerStyle)
        let center = (item.rect.midX, item.rect.midY)
        let r = side / 2
        let spokeWidth = r / 5
        let color = context.resolve(item.element.tint ?? DynamicColor(light: Color(hex: 0x3C3C44), dark: Color(hex: 0xEBEBF5)))
        for (k, a) in spokeAlphas.enumerated() {
            cairo_save(cr)
            cairo_translate(cr, center.0, center.1)
            cairo_rotate(cr, -Double(k) * Double.pi / 4)
            CairoShapes.roundedRect(cr, Rect(x: -spokeWidth / 2, y: -r, width: spokeWidth, height: r * 2 / 3), radius: spokeWidth / 2)
            CairoShapes.set(cr, CairoShapes.faded(color, item.alpha * a))
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    // MARK: Text field

    static func textField(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer) {
        let e = item.element
        let rect = item.rect
        switch e.control.fieldBorder {
        case .rounded:
            if item.look.background == nil {
                CairoShapes.continuousRect(cr, rect, radius: 5)
                CairoShapes.set(cr, CairoShapes.faded(context.system("system-background"), item.alpha))
                cairo_fill(cr)
            }
            // A hairline: one device pixel.
            var dx = 1.0, dy = 0.0
            cairo_user_to_device_distance(cr, &dx, &dy)
            let hairline = 1 / max(1, (dx * dx + dy * dy).squareRoot())
            let inner = Rect(x: rect.x + hairline / 2, y: rect.y + hairline / 2, width: rect.width - hairline, height: rect.height - hairline)
            CairoShapes.continuousRect(cr, inner, radius: 5)
            let edge = DynamicColor(light: Color(hex: 0x000000, alpha: 0.2), dark: Color(hex: 0xFFFFFF, alpha: 0.2))
            CairoShapes.set(cr, CairoShapes.faded(context.resolve(edge), item.alpha))
            cairo_set_line_width(cr, hairline)
            cairo_stroke(cr)
        case .line, .bezel:
            let inner = Rect(x: rect.x + 0.5, y: rect.y + 0.5, width: rect.width - 1, height: rect.height - 1)
            cairo_rectangle(cr, inner.x, inner.y, inner.width, inner.height)
            CairoShapes.set(cr, CairoShapes.faded(context.system(e.control.fieldBorder == .line ? "label" : "gray"), item.alpha))
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            if e.control.fieldBorder == .bezel {
                // The bezel's darker top edge.
                cairo_rectangle(cr, rect.x, rect.y, rect.width, 1.5)
                CairoShapes.set(cr, CairoShapes.faded(context.system("secondary-label"), item.alpha))
                cairo_fill(cr)
            }
        case .none:
            break
        }
        let color = fieldTextColor(e, look: item.look, context: context)
        TextPainter.drawText(of: e, look: item.look, in: rect, color: CairoShapes.faded(color, item.alpha), context: context, on: cr)
    }

    /// A text field's text colour: typed text (the field's own, or a state's other than the
    /// placeholder) in the text colour; the placeholder in UIKit's placeholder grey.
    static func fieldTextColor(_ e: Element, look: ElementLook, context: PaintContext) -> Color {
        let shown = look.text ?? e.shownText
        let typed = (e.control.fieldText.map { !$0.isEmpty } ?? false) || (!shown.isEmpty && shown != (e.text ?? ""))
        return typed ? (look.textColor.map(context.resolve) ?? context.system("label")) : context.system("placeholder-text")
    }
}
