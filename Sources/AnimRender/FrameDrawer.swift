import CCairo
import Foundation
import AnimLayout
import AnimText

/// Draws a `RenderFrame` on a Cairo context whose user space is points (the caller scales).
///
/// What is drawn, in order:
/// 1. the background (`RenderOptions.background`, else the scene's `root { color … }` in the device
///    style, composited over black, else the style's: `system-background` in the
///    device style, white in the wireframe), over the canvas and caption bar;
/// 2. in the wireframe style, the unsafe bands outside the root's safe area, hatched;
/// 3. every element in hierarchy order (parent before children, siblings in declaration order),
///    each by the style's painter (`RenderStyle`). Guides are never drawn. An element's alpha
///    applies to it and its subviews as a group, as a layer's opacity does; a hidden element
///    hides its subtree; `clips` cuts the subviews to its rounded bounds; a transform applies
///    about its centre to it and its subviews; an element with no frame is not drawn (its
///    subviews still are);
/// 4. with `chrome`, the status bar and home indicator in the safe-area insets;
/// 5. overlays: guides (dashed), safe area, constraint lines;
/// 6. the caption bar under the canvas (it extends the image; it never covers the layout).
struct FrameDrawer {
    let frame: RenderFrame
    let options: RenderOptions
    let elementsByID: [String: Element]
    let painter: any ElementPainter
    let context: PaintContext

    init(frame: RenderFrame, options: RenderOptions) {
        self.frame = frame
        self.options = options
        self.elementsByID = Dictionary(frame.scene.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let painter = options.style.painter
        self.painter = painter
        var background = options.background ?? Self.rootBackground(frame, style: options.style) ?? painter.defaultBackground(frame.appearance)
        background.alpha = 1
        self.context = PaintContext(appearance: frame.appearance, background: background, textSize: frame.textSize,
                                    rightToLeft: frame.rightToLeft, fontFiles: frame.scene.fontFiles.map(\.path))
    }

    var background: Color { context.background }

    /// The scene's `root { color … }` in the device style, over the black a window shows
    /// behind a view that is not opaque (a clear root is black, as on a device); nil: not written.
    static func rootBackground(_ frame: RenderFrame, style: RenderStyle) -> Color? {
        guard style == .device, let written = frame.scene.rootColor?.resolved(frame.appearance) else { return nil }
        let a = max(0, min(1, written.alpha))
        return Color(red: written.red * a, green: written.green * a, blue: written.blue * a)
    }

    /// Draws everything; with `groupingElements`, every element (with its subviews) is drawn in
    /// a group of its own, and the ids of the elements are returned in the order their groups
    /// close (innermost first), which is the order Cairo's SVG surface defines them.
    @discardableResult
    func draw(on cr: OpaquePointer, groupingElements: Bool = false) -> [String] {
        var closed: [String] = []
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        let canvas = frame.canvas
        if let picture = frame.picture {
            // A sequence that rotates: the canvas on a backdrop as large as every frame's canvas.
            CairoShapes.set(cr, Palette.backdrop)
            cairo_rectangle(cr, 0, 0, picture.width, picture.height)
            cairo_fill(cr)
            CairoShapes.set(cr, background)
            cairo_rectangle(cr, 0, 0, canvas.width, canvas.height)
            cairo_fill(cr)
        } else {
            let totalHeight = canvas.height + (frame.caption == nil ? 0 : options.captionHeight)
            CairoShapes.set(cr, background)
            cairo_rectangle(cr, 0, 0, canvas.width, totalHeight)
            cairo_fill(cr)
        }

        cairo_save(cr)
        cairo_rectangle(cr, 0, 0, canvas.width, canvas.height)
        cairo_clip(cr)
        if painter.hatchesUnsafeAreas { drawUnsafeBands(cr) }
        var visited = Set<String>()
        for id in frame.scene.rootChildren {
            drawSubtree(id, on: cr, visited: &visited, grouping: groupingElements, closed: &closed)
        }
        // The keyboard, while it is up (or moving): over the views, under the chrome.
        if let keyboard = frame.elements[ItemRef.keyboard.layoutKey], !keyboard.hidden,
           keyboard.rect.height > frame.safeArea.bottom + 0.5, keyboard.rect.height.isFinite {
            // Drawn whole, its top at the guide's: mid-transition it slides rather than squashes.
            let full = max(keyboard.rect.height, min(frame.keyboardHeight ?? 0, canvas.height))
            let rect = Rect(x: keyboard.rect.x, y: keyboard.rect.y, width: keyboard.rect.width, height: full)
            painter.paintKeyboard(in: rect, safeArea: frame.safeArea, context: context, on: cr)
        }
        if options.chrome { DeviceChrome.draw(frame: frame, context: context, on: cr) }
        if frame.overlays.contains(.guides) { drawGuides(cr) }
        if frame.overlays.contains(.safeArea) { drawSafeArea(cr) }
        if frame.overlays.contains(.constraints) { drawConstraintLines(cr) }
        if frame.overlays.contains(.motion) { drawMotionPaths(cr) }
        cairo_restore(cr)

        if let caption = frame.caption { drawCaption(caption, on: cr) }
        return closed
    }

    // MARK: Safe area

    func drawUnsafeBands(_ cr: OpaquePointer) {
        let c = frame.canvas
        let s = frame.safeArea
        var bands: [Rect] = []
        if s.top > 0 { bands.append(Rect(x: 0, y: 0, width: c.width, height: s.top)) }
        if s.bottom > 0 { bands.append(Rect(x: 0, y: c.height - s.bottom, width: c.width, height: s.bottom)) }
        if s.left > 0 { bands.append(Rect(x: 0, y: s.top, width: s.left, height: max(0, c.height - s.top - s.bottom))) }
        if s.right > 0 {
            bands.append(Rect(x: c.width - s.right, y: s.top, width: s.right, height: max(0, c.height - s.top - s.bottom)))
        }
        guard !bands.isEmpty else { return }
        cairo_save(cr)
        for b in bands { cairo_rectangle(cr, b.x, b.y, b.width, b.height) }
        cairo_clip_preserve(cr)
        CairoShapes.set(cr, Palette.unsafeTint)
        cairo_fill(cr)
        // Diagonal hatch, 45°, every 6 pt, anchored at the canvas origin so it never crawls between frames.
        let spacing = 6.0
        var k = -c.height
        while k < c.width {
            cairo_move_to(cr, k, c.height)
            cairo_line_to(cr, k + c.height, 0)
            k += spacing
        }
        CairoShapes.set(cr, Palette.unsafeHatch)
        cairo_set_line_width(cr, 0.75)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    // MARK: Elements

    private func drawSubtree(_ id: String, on cr: OpaquePointer, visited: inout Set<String>, grouping: Bool,
                             closed: inout [String]) {
        guard visited.insert(id).inserted, let element = elementsByID[id] else { return }
        let geometry = frame.elements[id]
        if geometry?.hidden == true { return }
        let alpha = max(0, min(1, geometry?.alpha ?? element.alpha))
        if alpha <= 0 { return }
        let group = grouping || Self.fadesAsGroup(element, alpha: alpha, in: frame)
        let look = geometry?.look ?? element.baseLook
        let rect = geometry.map(\.rect).flatMap { r in
            r.width.isFinite && r.height.isFinite && r.x.isFinite && r.y.isFinite && r.width > 0 && r.height > 0 ? r : nil
        }
        cairo_save(cr)
        if let transform = geometry?.transform ?? (look.transform.isIdentity ? nil : look.transform), !transform.isIdentity, let rect {
            apply(transform, about: rect, on: cr)
        }
        if group { cairo_push_group(cr) }
        // masksToBounds cuts the layer's own content (and its shadow) as well as its subviews.
        if element.clips, let rect {
            CairoShapes.continuousRect(cr, rect, radius: max(0, look.corner))
            cairo_clip(cr)
        }
        if let rect, element.kind.traits.isView {
            painter.paint(PaintItem(element: element, rect: rect, look: look, alpha: group ? 1 : alpha), context: context, on: cr)
        }
        for child in element.children {
            drawSubtree(child, on: cr, visited: &visited, grouping: grouping, closed: &closed)
        }
        if group {
            guard let pattern = cairo_pop_group(cr) else { cairo_restore(cr); return }
            // Cairo's SVG surface defines a group only when it has ink: name only those.
            if grouping, Self.hasInk(pattern) { closed.append(id) }
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
    }

    /// Whether `element`, shown at `alpha`, fades with its subviews as one layer (as UIKit's
    /// group opacity does): partly transparent, with a subview that has a frame.
    static func fadesAsGroup(_ element: Element, alpha: Double, in frame: RenderFrame) -> Bool {
        alpha > 0 && alpha < 1 && element.children.contains { frame.elements[$0] != nil }
    }

    /// Whether a group (a recording surface, as the SVG surface makes them) drew anything.
    static func hasInk(_ pattern: OpaquePointer) -> Bool {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_RECORDING else { return false }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(surface, &x, &y, &w, &h)
        return w > 0 || h > 0
    }

    /// The steps in the order written, about the rect's centre (UIView.transform with the
    /// layer's default anchor point; each step in the space the previous ones made).
    func apply(_ t: ViewTransform, about rect: Rect, on cr: OpaquePointer) {
        cairo_translate(cr, rect.midX, rect.midY)
        for op in t.operations {
            switch op {
            case .scale(let x, let y):
                guard x.isFinite, y.isFinite else { continue }
                // A zero scale would make the matrix singular: Cairo then refuses to draw.
                cairo_scale(cr, abs(x) < 1e-6 ? 1e-6 : x, abs(y) < 1e-6 ? 1e-6 : y)
            case .rotate(let degrees):
                guard degrees.isFinite else { continue }
                cairo_rotate(cr, degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180)
            case .translate(let x, let y):
                guard x.isFinite, y.isFinite else { continue }
                cairo_translate(cr, x, y)
            }
        }
        cairo_translate(cr, -rect.midX, -rect.midY)
    }

    // MARK: Overlays

    private func drawGuides(_ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_line_width(cr, 1)
        // ID.safe / ID.margins frames, in sorted key order.
        var guides: [String: ItemRef] = [:]
        for owner in ["root"] + frame.scene.elements.map(\.id) {
            for ref in [ItemRef.safeArea(of: owner), .margins(of: owner)] { guides[ref.layoutKey] = ref }
        }
        for key in frame.elements.keys.sorted() {
            guard let ref = guides[key], let g = frame.elements[key], !g.hidden else { continue }
            let isSafe = if case .safeArea = ref { true } else { false }
            dashedOutline(cr, g.rect, color: isSafe ? Palette.safeArea : Palette.margins, dash: [4, 3])
        }
        for element in frame.scene.elements where element.kind == .stack || !element.kind.traits.isView {
            guard let g = frame.elements[element.id], !g.hidden else { continue }
            let color = element.kind == .stack ? Palette.stack : Palette.guide
            dashedOutline(cr, g.rect, color: color, dash: [4, 3])
            drawTag(element.id, at: CanvasPoint(x: g.rect.minX + 1, y: g.rect.minY + 1), color: color, on: cr)
        }
        cairo_restore(cr)
    }

    /// Each moving view's centre path, dashed, with a dot per frame.
    private func drawMotionPaths(_ cr: OpaquePointer) {
        cairo_save(cr)
        for path in frame.motionTrails {
            let points = path.points.filter { $0.x.isFinite && $0.y.isFinite }
            guard let first = points.first else { continue }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            CairoShapes.set(cr, Palette.stack)
            cairo_set_line_width(cr, 1)
            cairo_set_dash(cr, [3, 2], 2, 0)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            for p in points {
                cairo_new_sub_path(cr)
                cairo_arc(cr, p.x, p.y, 1.5, 0, 2 * Double.pi)
            }
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    private func drawSafeArea(_ cr: OpaquePointer) {
        let safe = frame.safeArea.inset(Rect(x: 0, y: 0, width: frame.canvas.width, height: frame.canvas.height))
        cairo_save(cr)
        cairo_set_line_width(cr, 1.5)
        let r = Rect(x: safe.x + 0.75, y: safe.y + 0.75, width: max(0, safe.width - 1.5), height: max(0, safe.height - 1.5))
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        CairoShapes.set(cr, Palette.safeArea)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    private func drawConstraintLines(_ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        for line in frame.constraintLines {
            let a = line.from, b = line.to
            guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
            let color = line.status == .broken ? Palette.broken : Palette.constraint
            CairoShapes.set(cr, color)
            cairo_set_line_width(cr, 1)
            if line.status == .optional {
                cairo_set_dash(cr, [3, 2], 2, 0)
            } else {
                cairo_set_dash(cr, nil, 0, 0)
            }
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
            cairo_stroke(cr)
            // I-beam ends, perpendicular to the line.
            cairo_set_dash(cr, nil, 0, 0)
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0 {
                let nx = -dy / length * 3, ny = dx / length * 3
                for p in [a, b] {
                    cairo_move_to(cr, p.x - nx, p.y - ny)
                    cairo_line_to(cr, p.x + nx, p.y + ny)
                }
                cairo_stroke(cr)
            }
            if let label = line.label, !label.isEmpty {
                let center = line.labelBox.map { CanvasPoint(x: $0.midX, y: $0.midY) } ?? CanvasPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                drawPill(label, center: center, color: color, on: cr)
            }
        }
        cairo_restore(cr)
    }

    private func dashedOutline(_ cr: OpaquePointer, _ rect: Rect, color: Color, dash: [Double]) {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let r = Rect(x: rect.x + 0.5, y: rect.y + 0.5, width: max(0, rect.width - 1), height: max(0, rect.height - 1))
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        CairoShapes.set(cr, color)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func drawTag(_ text: String, at origin: CanvasPoint, color: Color, on cr: OpaquePointer) {
        let size = 9.0
        SharedFont.shared.select(on: cr, size: size)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        var te = cairo_text_extents_t()
        cairo_text_extents(cr, text, &te)
        let pad = 2.0
        let box = Rect(x: origin.x, y: origin.y, width: te.x_advance + 2 * pad, height: fe.ascent + fe.descent + 1)
        CairoShapes.roundedRect(cr, box, radius: 2)
        var fill = color
        fill.alpha = 0.85
        CairoShapes.set(cr, fill)
        cairo_fill(cr)
        cairo_move_to(cr, box.x + pad, box.y + 0.5 + fe.ascent)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_show_text(cr, text)
    }

    private func drawPill(_ text: String, center: CanvasPoint, color: Color, on cr: OpaquePointer) {
        let size = 10.0
        SharedFont.shared.select(on: cr, size: size)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        var te = cairo_text_extents_t()
        cairo_text_extents(cr, text, &te)
        let h = fe.ascent + fe.descent + 2
        let w = te.x_advance + 8
        let box = Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
        CairoShapes.roundedRect(cr, box, radius: h / 2)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.95)
        cairo_fill_preserve(cr)
        CairoShapes.set(cr, color)
        cairo_set_line_width(cr, 0.75)
        cairo_stroke(cr)
        cairo_move_to(cr, box.x + 4, box.y + 1 + fe.ascent)
        cairo_show_text(cr, text)
    }

    // MARK: Caption

    private func drawCaption(_ caption: Caption, on cr: OpaquePointer) {
        let y = frame.extent.height
        let w = frame.extent.width
        let h = options.captionHeight
        cairo_save(cr)
        cairo_rectangle(cr, 0, y, w, h)
        cairo_clip(cr)
        CairoShapes.set(cr, Palette.captionBar)
        cairo_paint(cr)
        cairo_rectangle(cr, 0, y, w, 0.5)
        CairoShapes.set(cr, Palette.separator)
        cairo_fill(cr)
        let size = min(13, max(6, h * 0.45))
        SharedFont.shared.select(on: cr, size: size)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        var time: (text: String, width: Double)?
        if let t = caption.time, t.isFinite {
            let text = String(format: "%.3f s", t)
            var te = cairo_text_extents_t()
            cairo_text_extents(cr, text, &te)
            time = (text, te.x_advance)
        }
        let available = w - 24 - (time.map { $0.width + 12 } ?? 0)
        // A caption of several lines: each a line height apart, the block centred.
        let lines = caption.lines > 1 ? TextPainter.wrapped(caption.title, width: available, lines: caption.lines, on: cr)
            : [TextPainter.fitted(caption.title, width: available, on: cr)]
        let middle = y + h / 2 + (fe.ascent - fe.descent) / 2
        let baseline = middle - Double(lines.count - 1) * fe.height / 2
        if let time {
            cairo_move_to(cr, w - 12 - time.width, middle)
            CairoShapes.set(cr, Palette.secondaryLabel)
            cairo_show_text(cr, time.text)
        }
        CairoShapes.set(cr, Palette.label)
        for (i, line) in lines.enumerated() {
            cairo_move_to(cr, 12, baseline + Double(i) * fe.height)
            cairo_show_text(cr, line)
        }
        cairo_restore(cr)
    }
}
