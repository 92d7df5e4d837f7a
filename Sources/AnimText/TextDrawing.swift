import CPango
import AnimLayout

/// How a block of text is placed in its frame when drawn.
public struct TextPlacement: Hashable, Sendable {
    /// Horizontal alignment; `natural` follows the text's direction, or the environment's.
    public var alignment: TextAlignment
    /// The environment is right-to-left (`rtl`): natural alignment is right for neutral text.
    public var rightToLeft: Bool
    /// Text colour, sRGB components 0…1.
    public var red, green, blue, alpha: Double

    /// Creates a placement.
    public init(alignment: TextAlignment, rightToLeft: Bool, red: Double, green: Double, blue: Double, alpha: Double) {
        self.alignment = alignment
        self.rightToLeft = rightToLeft
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

extension TextSystem {
    /// Draws `request` into the Cairo context `cr` (`cairo_t *`, user space in points) as
    /// UILabel does: the block of `lines × line height` vertically centred in `rect`, each line
    /// on its own baseline (block top + ascent + n × line height, whatever fallback fonts a
    /// line uses), aligned per `placement`, truncated with "…" per the request's line-break
    /// mode. The request's width should be the frame's.
    public func draw(_ request: TextRequest, in rect: Rect, placement: TextPlacement, on cr: OpaquePointer) {
        guard !request.text.isEmpty, rect.width.isFinite, rect.height.isFinite, rect.width > 0 else { return }
        withWorker { $0.draw(request, in: rect, placement: placement, on: cr) }
    }
}

extension PangoWorker {
    func draw(_ request: TextRequest, in rect: Rect, placement: TextPlacement, on cr: OpaquePointer) {
        // A context of its own, matched to the target's transformation, configured as the
        // measuring one (resolution, no hinting, unrounded positions).
        guard let context = makeContext() else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cr, context)
        // UIKit's natural alignment is leading: right for every line under an rtl interface;
        // otherwise left, or right for a paragraph written right to left (the text's own
        // direction). Explicit left and right are physical.
        let rtl = placement.rightToLeft
        let natural = placement.alignment == .natural || placement.alignment == .justified
        pango_context_set_base_dir(context, rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        let layout = self.layout(request, in: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // With auto-dir, Pango mirrors left/right alignment for paragraphs whose direction
        // differs from the base direction: that is natural alignment in a left-to-right interface.
        pango_layout_set_auto_dir(layout, (natural && !rtl) || placement.alignment == .center ? 1 : 0)
        switch placement.alignment {
        case .natural, .justified: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if placement.alignment == .justified { pango_layout_set_justify(layout, 1) }
        var lines = Int(pango_layout_get_line_count(layout))
        if request.lines > 0 { lines = min(lines, request.lines) }
        lines = max(1, lines)
        let (lineHeight, ascent) = fontMetrics(request.font)
        let top = rect.y + (rect.height - Double(lines) * lineHeight) / 2
        cairo_save(cr)
        cairo_set_source_rgba(cr, placement.red, placement.green, placement.blue, placement.alpha)
        guard let iter = pango_layout_get_iter(layout) else {
            cairo_restore(cr)
            return
        }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        for n in 0..<lines {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            cairo_move_to(cr, rect.x + Double(logical.x) / scale, top + ascent + Double(n) * lineHeight)
            pango_cairo_show_layout_line(cr, line)
            if pango_layout_iter_next_line(iter) == 0 { break }
        }
        cairo_restore(cr)
    }
}
