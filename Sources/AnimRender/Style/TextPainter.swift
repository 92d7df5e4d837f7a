import CCairo
import AnimLayout
import AnimText

/// Text as UIKit sets it (AnimText: the shipped fonts, Pango and HarfBuzz); without fonts,
/// one centred DejaVu line stands in.
enum TextPainter {
    /// Draws `text` in `box` (the element's frame less its content insets); with
    /// `minimumScale`, a text that does not fit is drawn smaller first, down to that fraction
    /// of its size (UILabel's adjustsFontSizeToFitWidth), and cut short only below it.
    static func draw(_ text: String, font: FontSpec, lines: Int = 1, lineBreak: LineBreakMode = .truncateTail,
                     alignment: TextAlignment, in box: Rect, color: Color, minimumScale: Double? = nil,
                     context: PaintContext, on cr: OpaquePointer) {
        guard !text.isEmpty, color.alpha > 0, box.width > 0 else { return }
        guard let system = textSystem(context) else {
            drawFallback(text, size: font.size, in: box, color: color, on: cr)
            return
        }
        var font = font
        if let minimumScale {
            font = fitted(text, font: font, lines: lines, lineBreak: lineBreak, in: box, minimumScale: minimumScale, system: system)
        }
        let request = TextRequest(text, font: font, lines: lines, lineBreak: lineBreak, width: box.width)
        system.draw(request, in: box, placement: TextPlacement(alignment: alignment, rightToLeft: context.rightToLeft,
                                                               red: color.red, green: color.green, blue: color.blue,
                                                               alpha: color.alpha), on: cr)
    }

    /// An element's text (label, button title, text field) in its frame less its insets: the
    /// text its look gives it, cross-faded from the text it had while a transition changes it.
    static func drawText(of element: Element, look: ElementLook? = nil, in rect: Rect, color: Color,
                         alignment: TextAlignment? = nil, context: PaintContext, on cr: OpaquePointer) {
        let insets = element.contentInsets
        let box = Rect(x: rect.x + insets.horizontal, y: rect.y + insets.vertical,
                       width: max(0, rect.width - 2 * insets.horizontal), height: max(0, rect.height - 2 * insets.vertical))
        var align = alignment ?? element.textAlignment
        if element.kind == .button && align == .natural { align = .center }
        let font = element.font.resolved(at: context.textSize)
        let text = look?.text ?? element.shownText
        let progress = max(0, min(1, look?.textProgress ?? 1))
        guard let fading = look?.fadingText, progress < 1 else {
            draw(text, font: font, lines: element.lines, lineBreak: element.lineBreak, alignment: align, in: box,
                 color: color, minimumScale: element.minimumScale, context: context, on: cr)
            return
        }
        // A cross-fade shows both texts whole, as UIKit's snapshot transition does: a one-line
        // text wider than the frame (which is still growing or shrinking) is not shortened.
        for (shown, weight) in [(fading, 1 - progress), (text, progress)] {
            var wide = box
            if element.lines == 1, let system = textSystem(context) {
                let natural = system.measure(TextRequest(shown, font: font)).width
                if natural > box.width {
                    switch align {
                    case .center: wide = Rect(x: box.midX - natural / 2, y: box.y, width: natural, height: box.height)
                    case .right: wide = Rect(x: box.maxX - natural, y: box.y, width: natural, height: box.height)
                    default: wide = Rect(x: box.x, y: box.y, width: natural, height: box.height)
                    }
                }
            }
            draw(shown, font: font, lines: element.lines, lineBreak: element.lineBreak, alignment: align, in: wide,
                 color: CairoShapes.faded(color, weight), context: context, on: cr)
        }
    }

    /// `font` made smaller, to no less than `minimumScale` of its size, until `text` fits `box`
    /// (one line: its width; several: all of it, within `lines`, in the box's height): the
    /// largest such size to a hundredth of the scale, or the smallest allowed.
    static func fitted(_ text: String, font: FontSpec, lines: Int, lineBreak: LineBreakMode, in box: Rect,
                       minimumScale: Double, system: TextSystem) -> FontSpec {
        func scaled(_ s: Double) -> FontSpec {
            var f = font
            f.size = font.size * s
            return f
        }
        func fits(_ f: FontSpec) -> Bool {
            if lines == 1 { return system.measure(TextRequest(text, font: f)).width <= box.width + 0.01 }
            let m = system.measure(TextRequest(text, font: f, lines: 0, lineBreak: lineBreak, width: box.width))
            return m.height <= box.height + 0.5 && (lines == 0 || m.lineCount <= lines)
        }
        guard !fits(font) else { return font }
        var low = max(0.01, min(1, minimumScale)), high = 1.0
        guard fits(scaled(low)) else { return scaled(low) }
        while high - low > 0.01 {
            let mid = (low + high) / 2
            if fits(scaled(mid)) { low = mid } else { high = mid }
        }
        return scaled(low)
    }

    /// Where `element`'s one line of `text` is drawn in `rect` (its frame): a rectangle as tall
    /// as `rect`, as wide as the text plus the element's side insets, in which ``drawText``
    /// draws the text at the same place — so a text drawn there is the same drawing whatever
    /// the frame's width. With `whole` (a cross-fade) the text is never shortened. Nil when
    /// that place cannot be known without drawing (several lines, a text the frame shortens,
    /// leading alignment with right-to-left text).
    static func lineBox(of element: Element, text: String, whole: Bool, in rect: Rect, context: PaintContext) -> Rect? {
        guard element.lines == 1, !text.isEmpty, !text.contains(where: \.isNewline), let system = textSystem(context) else { return nil }
        let insets = element.contentInsets
        let inner = Rect(x: rect.x + insets.horizontal, y: rect.y, width: max(0, rect.width - 2 * insets.horizontal), height: rect.height)
        let natural = system.measure(TextRequest(text, font: element.font.resolved(at: context.textSize))).width
        guard natural.isFinite, natural > 0, whole || natural <= inner.width else { return nil }
        var align = element.textAlignment
        if element.kind == .button && align == .natural { align = .center }
        let leftToRight = !context.rightToLeft && text.unicodeScalars.allSatisfy { $0.value < 0x0590 }
        let x: Double
        switch align {
        case .center: x = inner.midX - natural / 2
        case .right: x = inner.maxX - natural
        case .left: x = inner.x
        case .natural, .justified:
            guard leftToRight else { return nil }
            x = inner.x
        }
        return Rect(x: x - insets.horizontal, y: rect.y, width: natural + 2 * insets.horizontal, height: rect.height)
    }

    /// Where a one-line `text` of `element`'s sits its baseline, from the top of a frame
    /// `height` tall, as ``drawText(of:look:in:color:alignment:context:on:)`` draws it (centred
    /// in the frame less its insets); nil for text on several lines.
    static func baseline(of element: Element, text: String, height: Double, context: PaintContext) -> Double? {
        guard element.lines == 1, !text.isEmpty, let system = textSystem(context) else { return nil }
        let metrics = system.measure(TextRequest(text, font: element.font.resolved(at: context.textSize)))
        let inset = element.contentInsets.vertical
        return inset + (max(0, height - 2 * inset) - metrics.lineHeight) / 2 + metrics.ascent
    }

    /// The text system with its fonts read, or nil when they cannot be (then one DejaVu line
    /// stands in). Reading them is checked here because text is also drawn for scenes that
    /// have none of their own (the status bar's time, the keyboard's keys), whose fonts are read
    /// on first use (see `FontLibrary`).
    private static func textSystem(_ context: PaintContext) -> TextSystem? {
        guard let system = try? TextSystem.shared(fontFiles: context.fontFiles),
              (try? system.library.prepare()) != nil else { return nil }
        return system
    }

    private static func drawFallback(_ text: String, size: Double, in rect: Rect, color: Color, on cr: OpaquePointer) {
        guard size.isFinite, size > 0 else { return }
        SharedFont.shared.select(on: cr, size: size)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        let shown = fitted(text, width: rect.width, on: cr)
        guard !shown.isEmpty else { return }
        var te = cairo_text_extents_t()
        cairo_text_extents(cr, shown, &te)
        cairo_move_to(cr, rect.midX - te.x_advance / 2, rect.midY + (fe.ascent - fe.descent) / 2)
        CairoShapes.set(cr, color)
        cairo_show_text(cr, shown)
    }

    /// `text` broken between words into at most `lines` lines that fit in `width`, the last
    /// one cut short with "…" when the text does not fit (the Cairo toy font is already selected).
    static func wrapped(_ text: String, width: Double, lines: Int, on cr: OpaquePointer) -> [String] {
        func advance(_ s: String) -> Double {
            var te = cairo_text_extents_t()
            cairo_text_extents(cr, s, &te)
            return te.x_advance
        }
        var out: [String] = []
        var words = text.split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }).map(String.init)[...]
        while let first = words.first, out.count < lines - 1 {
            var line = first
            words = words.dropFirst()
            while let next = words.first, advance(line + " " + next) <= width + 0.01 {
                line += " " + next
                words = words.dropFirst()
            }
            if advance(line) > width + 0.01 { line = fitted(line, width: width, on: cr) }
            out.append(line)
        }
        if !words.isEmpty { out.append(fitted(words.joined(separator: " "), width: width, on: cr)) }
        return out
    }

    /// `text`, or its longest prefix followed by "…" that fits in `width` (the Cairo toy font
    /// is already selected).
    static func fitted(_ text: String, width: Double, on cr: OpaquePointer) -> String {
        func advance(_ s: String) -> Double {
            var te = cairo_text_extents_t()
            cairo_text_extents(cr, s, &te)
            return te.x_advance
        }
        // One line: line breaks and tabs show as spaces.
        let line = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        if advance(line) <= width + 0.01 { return line }
        var characters = Array(line)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters) + "…"
            if advance(candidate) <= width + 0.01 { return candidate }
        }
        return ""
    }
}
