import CCairo
import Foundation
import AnimLayout

/// Where the labels of `--overlay constraints` go: each pill beside its line, covering no
/// text, no other label, and inside the canvas.
///
/// Candidates for a line's label, tried in order: the line's middle, then points along it
/// (30%, 70%, 15%, 85%), each on the line and then pushed off it to either side by one, two and
/// three pill heights (perpendicular; for a point-like line, above and below); every candidate
/// moved inside the canvas. The first that overlaps no text and no label placed before wins;
/// when none does, rings of points around the middle, 6 pt apart, out to the canvas's size;
/// when still none, the candidate that overlaps least (a crowded canvas). Lines are placed in
/// order, so the result is deterministic.
enum ConstraintLabels {
    /// Gap kept between a pill and what it avoids, in points.
    static let gap = 1.0

    /// `lines` with their label boxes set. `obstacles` are the rectangles of text in the frame
    /// (root coordinates); `canvas` bounds every box.
    static func place(_ lines: [ConstraintLine], avoiding obstacles: [Rect], canvas: Size) -> [ConstraintLine] {
        guard lines.contains(where: { !($0.label ?? "").isEmpty }) else { return lines }
        let metrics = PillMetrics()
        var placed: [Rect] = []
        var out = lines
        for (k, line) in lines.enumerated() {
            guard let text = line.label, !text.isEmpty else { continue }
            let size = metrics.size(of: text)
            let box = bestBox(for: line, size: size, canvas: canvas) { rect in
                overlap(rect, obstacles) + overlap(rect, placed)
            }
            placed.append(box)
            out[k].labelBox = box
        }
        return out
    }

    /// The first free candidate box, else the one with the least overlap.
    private static func bestBox(for line: ConstraintLine, size: Size, canvas: Size, cost: (Rect) -> Double) -> Rect {
        var best: (rect: Rect, cost: Double)?
        let rect0 = inside(Rect(x: 0, y: 0, width: size.width, height: size.height), canvas: canvas)
        func consider(_ center: CanvasPoint) -> Bool {
            let rect = inside(Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
                              canvas: canvas)
            let c = cost(Rect(x: rect.x - gap, y: rect.y - gap, width: rect.width + 2 * gap, height: rect.height + 2 * gap))
            if best == nil || c < (best?.cost ?? .infinity) { best = (rect, c) }
            return c == 0
        }
        for center in candidates(for: line, size: size) where consider(center) { return best?.rect ?? rect0 }
        let mid = CanvasPoint(x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2)
        let spacing = 6.0
        let rings = Int((max(canvas.width, canvas.height) / spacing).rounded(.up))
        for r in 0..<max(0, rings) {
            let radius = Double(r + 1) * spacing
            let count = max(8, Int((2 * Double.pi * radius / spacing).rounded()))
            for k in 0..<count {
                let angle = Double(k) / Double(count) * 2 * Double.pi - Double.pi / 2
                if consider(CanvasPoint(x: mid.x + radius * cos(angle), y: mid.y + radius * sin(angle))) { return best?.rect ?? rect0 }
            }
        }
        return best?.rect ?? rect0
    }

    /// Candidate centres near the line, in order of preference (rings around its middle come
    /// after them, in ``bestBox(for:size:canvas:cost:)``).
    static func candidates(for line: ConstraintLine, size: Size) -> [CanvasPoint] {
        let a = line.from, b = line.to
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        // The unit normal (for a point-like line: straight up).
        let (nx, ny) = length > 0.5 ? (-dy / length, dx / length) : (0.0, -1.0)
        // How far a pill must move off the line to clear it: half its extent across the line.
        let across = abs(nx) * size.width / 2 + abs(ny) * size.height / 2 + 2
        var out: [CanvasPoint] = []
        for t in [0.5, 0.3, 0.7, 0.15, 0.85] {
            let p = CanvasPoint(x: a.x + dx * t, y: a.y + dy * t)
            out.append(p)
            for step in 1...3 {
                let d = across + Double(step - 1) * (abs(nx) * size.width + abs(ny) * size.height + 2)
                out.append(CanvasPoint(x: p.x + nx * d, y: p.y + ny * d))
                out.append(CanvasPoint(x: p.x - nx * d, y: p.y - ny * d))
            }
        }
        return out
    }

    /// `rect` moved (not resized) to lie inside the canvas where it fits.
    static func inside(_ rect: Rect, canvas: Size) -> Rect {
        var r = rect
        r.x = max(0, min(r.x, canvas.width - r.width))
        r.y = max(0, min(r.y, canvas.height - r.height))
        return r
    }

    /// The summed area `rect` shares with `others`.
    static func overlap(_ rect: Rect, _ others: [Rect]) -> Double {
        var total = 0.0
        for o in others {
            let w = min(rect.maxX, o.maxX) - max(rect.minX, o.minX)
            let h = min(rect.maxY, o.maxY) - max(rect.minY, o.minY)
            if w > 0, h > 0 { total += w * h }
        }
        return total
    }

    /// The rectangles of text in a solved layout: the frame of every shown element with text
    /// (labels, buttons, text fields) and of segmented controls (their titles).
    static func textRects(layout: Layout, scene: Scene) -> [Rect] {
        let hidden = Set(layout.hidden)
        var hiddenAncestor: [String: Bool] = [:]
        var out: [Rect] = []
        for element in scene.elements {
            let isHidden = hidden.contains(element.id) || (hiddenAncestor[element.parent] ?? false)
                || (layout.alpha[element.id] ?? 1) <= 0
            hiddenAncestor[element.id] = isHidden
            guard !isHidden, element.kind.traits.hasText || element.kind == .segmented,
                  let frame = layout.frames[element.id], frame.width > 0, frame.height > 0 else { continue }
            out.append(frame)
        }
        return out
    }
}

/// Measures pill labels as ``FrameDrawer`` draws them (DejaVu Sans at 10 pt, 4 pt padding each
/// side, 1 pt above and below the font's extent).
struct PillMetrics {
    static let fontSize = 10.0

    /// The pill's size for `text`.
    func size(of text: String) -> Size {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return Size(width: 8, height: 14) }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return Size(width: 8, height: 14) }
        defer { cairo_destroy(cr) }
        return Self.size(of: text, on: cr)
    }

    /// The pill's size for `text`, measured on `cr`.
    static func size(of text: String, on cr: OpaquePointer) -> Size {
        SharedFont.shared.select(on: cr, size: fontSize)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        var te = cairo_text_extents_t()
        cairo_text_extents(cr, text, &te)
        return Size(width: te.x_advance + 8, height: fe.ascent + fe.descent + 2)
    }
}
