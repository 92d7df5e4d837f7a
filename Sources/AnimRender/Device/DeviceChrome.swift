import CCairo
import AnimLayout

/// `--chrome`: the status bar and home indicator drawn into the root's safe-area insets, as
/// App Store screenshots show them (time 9:41, full signal, Wi-Fi and battery). An iPhone
/// hides the status bar in landscape: it is drawn only when the top inset is at least 20 pt,
/// and the home indicator when the bottom inset is.
enum DeviceChrome {
    /// The home indicator: 134x5, 8 pt above the bottom edge.
    static let homeIndicator = (width: 134.0, height: 5.0, bottom: 8.0)

    static func draw(frame: RenderFrame, context: PaintContext, on cr: OpaquePointer) {
        let ink = context.system("label")
        let width = frame.canvas.width
        let top = frame.safeArea.top
        if top >= 20 {
            let mid = top <= 24 ? top / 2 : min(top / 2, 27)
            // The clock, centred in the leading ear of the screen.
            let timeBox = Rect(x: width * 0.16 - 30, y: mid - 11, width: 60, height: 22)
            TextPainter.draw("9:41", font: .system(17, weight: 600), alignment: .center, in: timeBox, color: ink,
                             context: context, on: cr)
            var x = width - width * 0.16 + 34
            x -= 27.3
            battery(at: (x, mid - 6.5), color: ink, on: cr)
            x -= 7 + 15.3
            wifi(at: (x, mid - 5.5), color: ink, on: cr)
            x -= 6 + 17
            signal(at: (x, mid - 5.5), color: ink, on: cr)
        }
        let bottom = frame.safeArea.bottom
        if bottom >= 20 {
            let h = homeIndicator
            let bar = Rect(x: width / 2 - h.width / 2, y: frame.canvas.height - h.bottom - h.height, width: h.width, height: h.height)
            CairoShapes.capsule(cr, bar)
            CairoShapes.set(cr, ink)
            cairo_fill(cr)
        }
    }

    /// 27.3x13: an outlined body with a cap, filled.
    private static func battery(at origin: (Double, Double), color: Color, on cr: OpaquePointer) {
        let body = Rect(x: origin.0, y: origin.1, width: 25, height: 13)
        CairoShapes.continuousRect(cr, Rect(x: body.x + 0.5, y: body.y + 0.5, width: body.width - 1, height: body.height - 1), radius: 4)
        CairoShapes.set(cr, CairoShapes.faded(color, 0.35))
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        CairoShapes.continuousRect(cr, Rect(x: body.x + 2, y: body.y + 2, width: body.width - 4, height: body.height - 4), radius: 2.5)
        CairoShapes.set(cr, color)
        cairo_fill(cr)
        CairoShapes.roundedRect(cr, Rect(x: body.maxX + 1, y: body.midY - 2, width: 1.3, height: 4), radius: 0.65)
        CairoShapes.set(cr, CairoShapes.faded(color, 0.4))
        cairo_fill(cr)
    }

    /// Three arcs fanning up from a point: 15.3x11.
    private static func wifi(at origin: (Double, Double), color: Color, on cr: OpaquePointer) {
        let cx = origin.0 + 7.65, cy = origin.1 + 11
        CairoShapes.set(cr, color)
        for (k, r) in [3.2, 7.0, 10.8].enumerated() {
            cairo_new_sub_path(cr)
            let spread = 0.78
            if k == 0 {
                cairo_move_to(cr, cx, cy)
                cairo_arc(cr, cx, cy - 0.5, r, -Double.pi / 2 - spread, -Double.pi / 2 + spread)
                cairo_close_path(cr)
                cairo_fill(cr)
            } else {
                cairo_arc(cr, cx, cy - 0.5, r - 1.1, -Double.pi / 2 - spread, -Double.pi / 2 + spread)
                cairo_set_line_width(cr, 2.2)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_stroke(cr)
            }
        }
    }

    /// Four bars rising left to right: 17x11.
    private static func signal(at origin: (Double, Double), color: Color, on cr: OpaquePointer) {
        CairoShapes.set(cr, color)
        for k in 0..<4 {
            let h = 4 + Double(k) * 2.4
            CairoShapes.roundedRect(cr, Rect(x: origin.0 + Double(k) * 4.8, y: origin.1 + 11 - h, width: 3, height: h), radius: 1)
        }
        cairo_fill(cr)
    }
}
