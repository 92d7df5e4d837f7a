import CCairo
import Foundation
import AnimLayout

/// Draws the picture of one compared state in one size: scene A rendered normally (filled),
/// scene B's frames outlined on top, and the deviations marked.
///
/// - B: every element that is not hidden (custom guides included) as a dashed magenta outline
///   over a white halo, so it shows over any fill. A's custom guides, which a normal render does
///   not draw, are outlined in dotted orange.
/// - Deviations: for each compared element that moves by more than ``threshold`` points, red
///   lines join A's corners to B's corresponding corners (top-left and bottom-right, with a dot
///   at B's end), and a red label `ID Δ227 x` sits at B's top-left corner.
/// - The caption bar (under the canvas) names the state, the size and the largest deviation.
public enum CompareOverlay {
    /// Deviations above this many points are marked.
    public static let threshold = 0.5
    /// B's outline colour (magenta: far from the palette's blues and from the red marks).
    static let outline = Color(r: 0xD0, g: 0x1C, b: 0xC8)
    /// Scene A's custom guides (they are not drawn as views): orange, as `--overlay guides` draws them.
    static let guideA = Color(r: 0xFF, g: 0x95, b: 0x00)
    /// Deviation marks.
    static let mark = Color(r: 0xE0, g: 0x10, b: 0x10)

    /// The PNG of `comparison` (one state in one size); `environment` is scene A's environment of that name.
    public static func png(of comparison: StateComparison, a: Scene, b: Scene, environment: Environment,
                           options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        let d = comparison.deviation
        let title = "\(comparison.state) @ \(comparison.environment): max Δ "
            + (d.amount > 0 ? d.summary : "0") + "; A filled, B dashed"
        let frame = RenderFrame(layout: comparison.a, scene: a, environment: environment, caption: Caption(title: title))
        let image = try FrameRenderer.image(of: frame, options: options)
        guard let cr = cairo_create(image.surface) else { throw RenderError("cairo could not create a context") }
        defer { cairo_destroy(cr) }
        let scale = RenderOptions.validScale(options.scale)
        cairo_scale(cr, scale, scale)
        cairo_rectangle(cr, 0, 0, comparison.a.canvas.width, comparison.a.canvas.height)
        cairo_clip(cr)
        drawGuides(of: comparison.a, scene: a, color: guideA, on: cr)
        drawOutlines(of: comparison.b, scene: b, on: cr)
        for e in comparison.elements where e.amount > threshold {
            drawMarks(e, on: cr)
        }
        try FrameRenderer.check(cr)
        cairo_surface_flush(image.surface)
        return try PNGEncoder.encode(image)
    }

    private static func set(_ cr: OpaquePointer, _ c: Color, alpha: Double = 1) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
    }

    private static func finite(_ r: Rect) -> Bool {
        r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite
    }

    private static func drawOutlines(of layout: Layout, scene: Scene, on cr: OpaquePointer) {
        let hidden = Set(layout.hidden)
        cairo_save(cr)
        for element in scene.elements where !hidden.contains(element.id) {
            guard let r = layout.frames[element.id], finite(r) else { continue }
            let inset = Rect(x: r.x + 0.75, y: r.y + 0.75, width: max(0, r.width - 1.5), height: max(0, r.height - 1.5))
            cairo_set_dash(cr, nil, 0, 0)
            cairo_set_line_width(cr, 3)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.9)
            cairo_rectangle(cr, inset.x, inset.y, inset.width, inset.height)
            cairo_stroke(cr)
            cairo_set_line_width(cr, 1.5)
            cairo_set_dash(cr, [5, 3], 2, 0)
            set(cr, outline)
            cairo_rectangle(cr, inset.x, inset.y, inset.width, inset.height)
            cairo_stroke(cr)
        }
        cairo_set_dash(cr, nil, 0, 0)
        cairo_restore(cr)
    }

    /// Thin dotted outlines of the custom guides of `layout`.
    private static func drawGuides(of layout: Layout, scene: Scene, color: Color, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_line_width(cr, 1)
        cairo_set_dash(cr, [2, 2], 2, 0)
        for element in scene.elements where !element.kind.traits.isView {
            guard let r = layout.frames[element.id], finite(r) else { continue }
            cairo_rectangle(cr, r.x + 0.5, r.y + 0.5, max(0, r.width - 1), max(0, r.height - 1))
            set(cr, color)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    private static func drawMarks(_ e: ElementDeviation, on cr: OpaquePointer) {
        guard finite(e.a), finite(e.b) else { return }
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        let pairs = [(CanvasPoint(x: e.a.minX, y: e.a.minY), CanvasPoint(x: e.b.minX, y: e.b.minY)),
                     (CanvasPoint(x: e.a.maxX, y: e.a.maxY), CanvasPoint(x: e.b.maxX, y: e.b.maxY))]
        for (p, q) in pairs {
            cairo_set_line_width(cr, 1.5)
            set(cr, mark)
            cairo_move_to(cr, p.x, p.y)
            cairo_line_to(cr, q.x, q.y)
            cairo_stroke(cr)
            drawArrowHead(from: p, to: q, on: cr)
            cairo_new_sub_path(cr)
            cairo_arc(cr, p.x, p.y, 2, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        drawLabel("\(e.element) Δ\(format(e.amount)) \(e.attribute.rawValue)", near: e.b, on: cr)
        cairo_restore(cr)
    }

    private static func drawArrowHead(from p: CanvasPoint, to q: CanvasPoint, on cr: OpaquePointer) {
        let dx = q.x - p.x, dy = q.y - p.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 4 else { return }
        let ux = dx / length, uy = dy / length
        let size = 7.0
        cairo_move_to(cr, q.x, q.y)
        cairo_line_to(cr, q.x - ux * size - uy * size * 0.5, q.y - uy * size + ux * size * 0.5)
        cairo_line_to(cr, q.x - ux * size + uy * size * 0.5, q.y - uy * size - ux * size * 0.5)
        cairo_close_path(cr)
        set(cr, mark)
        cairo_fill(cr)
    }

    /// A red rounded label with white text, placed above `rect` (below it when there is no room above).
    private static func drawLabel(_ text: String, near rect: Rect, on cr: OpaquePointer) {
        SharedFont.shared.select(on: cr, size: 11)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        var te = cairo_text_extents_t()
        cairo_text_extents(cr, text, &te)
        let w = te.x_advance + 8, h = fe.ascent + fe.descent + 4
        var x = rect.minX
        var y = rect.minY - h - 3
        if y < 2 { y = rect.maxY + 3 }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        x = max(clip.x1 + 2, min(x, clip.x2 - w - 2))
        let r = h / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, Double.pi / 2)
        cairo_arc(cr, x + r, y + r, r, Double.pi / 2, 3 * Double.pi / 2)
        cairo_close_path(cr)
        set(cr, mark)
        cairo_fill(cr)
        cairo_move_to(cr, x + 4, y + 2 + fe.ascent)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_show_text(cr, text)
    }
}

/// Formats a number for labels: integers without a fraction, others with up to 2 decimals.
private func format(_ value: Double) -> String { formatNumber(value, decimals: 2) }
