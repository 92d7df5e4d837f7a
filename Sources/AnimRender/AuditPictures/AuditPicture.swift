import AnimLayout
import CCairo
import StatesFormat

/// `audit --out`: the picture of a finding group — the frame where it happens (the state at
/// rest, or the animation frame at its time), drawn as `render` draws it in the finding's size,
/// appearance and text size, with the elements outlined in red, what they should fit in dashed
/// (the safe area, the 44 × 44 pt target, the clipping superview) and the finding captioned.
public enum AuditPicture {
    /// The lines a finding's caption may take.
    static let captionLines = 3
    static let outline = Color(r: 0xFF, g: 0x3B, b: 0x30)
    static let fill = Color(r: 0xFF, g: 0x3B, b: 0x30, a: 51)

    /// PNG bytes of `finding`'s picture at `scale`.
    public static func png(_ finding: AuditFinding, in situation: AuditSituation, scale: Double = 2) throws -> [UInt8] {
        // The message up to its explanation ("…, under the 4.5:1 WCAG 2 asks…", "(status bar…)").
        var short = finding.message
        for cut in [", under the", " ("] { if let r = short.range(of: cut) { short = String(short[..<r.lowerBound]) } }
        // The state, size and text size are in the file's manifest entry and the report's line.
        let caption = Caption(title: "\(finding.kind.rawValue): \(short)", time: finding.time?.t, lines: captionLines)
        var frame = RenderFrame(layout: situation.layout, scene: situation.scene, environment: situation.environment, caption: caption)
        frame.textSize = finding.textSize
        frame.appearance = finding.appearance
        // Three lines of 13-pt text: the finding's numbers are not cut off on a narrow canvas.
        let options = RenderOptions(scale: scale, captionHeight: 30 + Double(captionLines - 1) * 16)
        let image = try FrameRenderer.image(of: frame, options: options)
        guard let cr = cairo_create(image.surface) else { throw RenderError("cairo could not create a context") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, RenderOptions.validScale(scale), RenderOptions.validScale(scale))
        let frames = situation.layout.frames
        let rects = finding.elements.prefix(finding.kind == .overlap ? 2 : 1).compactMap { frames[$0] }
        // What the element should have stayed within, dashed.
        var bounds: [Rect] = []
        switch finding.kind {
        case .safeArea: if let safe = frames["root.safe"] { bounds.append(safe) }
        case .overflow:
            if finding.elements.count > 1, let parent = frames[finding.elements[1]] { bounds.append(parent) }
            else { bounds.append(Rect(x: 0, y: 0, width: situation.layout.canvas.width, height: situation.layout.canvas.height)) }
        case .hitRegion:
            if let r = rects.first {
                let w = max(r.width, AuditFinding.minimumTarget), h = max(r.height, AuditFinding.minimumTarget)
                bounds.append(Rect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h))
            }
        default: break
        }
        cairo_set_line_width(cr, 1.5)
        CairoShapes.set(cr, outline)
        let dash: [Double] = [4, 3]
        for b in bounds {
            cairo_set_dash(cr, dash, Int32(dash.count), 0)
            cairo_rectangle(cr, b.x + 0.75, b.y + 0.75, max(0, b.width - 1.5), max(0, b.height - 1.5))
            cairo_stroke(cr)
        }
        cairo_set_dash(cr, nil, 0, 0)
        if finding.kind == .overlap, rects.count == 2 {
            let a = rects[0], b = rects[1]
            let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
            if x1 > x0, y1 > y0 {
                CairoShapes.set(cr, fill)
                cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
                cairo_fill(cr)
                CairoShapes.set(cr, outline)
            }
        }
        cairo_set_line_width(cr, 2)
        for r in rects {
            cairo_rectangle(cr, r.x - 1, r.y - 1, max(0, r.width) + 2, max(0, r.height) + 2)
            cairo_stroke(cr)
        }
        try FrameRenderer.check(cr)
        cairo_surface_flush(image.surface)
        return try PNGEncoder.encode(image)
    }
}
