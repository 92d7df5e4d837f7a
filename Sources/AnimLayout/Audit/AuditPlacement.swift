import StatesFormat

/// Where a view is put on purpose, as a person reads the layout (docs/audit.md, "What is not a
/// problem"): a view parked wholly off the screen (at the default text size) for code to animate in, a decoration larger
/// than the screen, labels whose frames meet while their letters do not, and a view on a
/// panel's empty background.
extension AuditJudgement {
    /// Whether `frame` lies wholly outside `outer` (touching is outside): a view parked there
    /// for code to animate in, not one that spills over an edge.
    static func isParked(_ frame: Rect, outside outer: Rect) -> Bool {
        frame.maxX <= outer.minX || frame.minX >= outer.maxX || frame.maxY <= outer.minY || frame.minY >= outer.maxY
    }

    /// The views wholly outside the canvas, or wholly outside a superview that clips them, in
    /// `layout`. Taken at the default text size, these are parked there for code to animate in;
    /// a view that only larger text pushes out is not.
    static func parkedViews(_ scene: Scene, _ layout: Layout) -> Set<String> {
        let canvas = Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
        var out: Set<String> = []
        for e in scene.elements where e.kind.traits.isView {
            guard let f = layout.frames[e.id] else { continue }
            if isParked(f, outside: canvas) { out.insert(e.id); continue }
            if let parent = scene.elements.first(where: { $0.id == e.parent }), parent.clips, let pf = layout.frames[parent.id],
               isParked(f, outside: pf) { out.insert(e.id) }
        }
        return out
    }

    /// A shape — a plain view or image without subviews, no tap target — wider or taller than
    /// the canvas itself (a 1000 × 1000 circle behind a screen): a decoration meant to bleed
    /// past the edges. A view holding content is not one.
    func isOversizedDecoration(_ e: Element, interactive: Bool) -> Bool {
        guard !interactive, [.view, .image].contains(e.kind), e.children.isEmpty,
              let f = layout.frames[e.id] else { return false }
        return f.width > layout.canvas.width + 1 || f.height > layout.canvas.height + 1
    }

    /// The box a label's text takes in its frame: the measured text (wrapped at the frame's
    /// width), placed by its alignment across and centred down the frame, as UILabel draws it.
    /// Nil for what is not a label with text.
    func textBox(_ e: Element, measurer: any TextMeasurer, textSize: ContentSizeCategory, rtl: Bool) -> Rect? {
        guard e.kind == .label, let f = layout.frames[e.id] else { return nil }
        let text = layout.looks[e.id]?.text ?? e.shownText
        guard !text.isEmpty else { return nil }
        let m = measurer.measure(TextRequest(text, font: e.font.resolved(at: textSize), lines: e.lines, lineBreak: e.lineBreak, width: f.width))
        let width = min(f.width, m.width), height = min(f.height, m.height)
        let x: Double
        switch e.textAlignment {
        case .center: x = f.minX + (f.width - width) / 2
        case .right: x = f.maxX - width
        case .natural, .left, .justified: x = rtl ? f.maxX - width : f.minX
        }
        return Rect(x: x, y: f.minY + (f.height - height) / 2, width: width, height: height)
    }

    /// Whether `upper`, a shape (a plain view or an image) drawn after the plain view `lower`,
    /// covers only colours: `lower` holds
    /// subviews (a panel, a sheet) and none of its descendants that show content (text, an
    /// image, a control; not plain views and stacks, which show at most a colour) is under
    /// `area` (a grab handle on a sheet's empty top edge). A leaf view has nothing but its
    /// colour and is not judged here.
    func coversOnlyBackground(_ lower: Element, _ upper: Element, _ area: Rect) -> Bool {
        // Text straddling a panel's edge looks misplaced: only a shape (a handle) is judged here.
        guard lower.kind == .view, [.view, .image].contains(upper.kind) else { return false }
        var inside: Set<String> = [lower.id]
        var descendants: [Element] = []
        for e in scene.elements where inside.contains(e.parent) {
            inside.insert(e.id)
            descendants.append(e)
        }
        guard !descendants.isEmpty else { return false }
        let hidden = Set(layout.hidden)
        return !descendants.contains { d in
            guard d.kind.traits.isView, ![.view, .stack].contains(d.kind), !hidden.contains(d.id), let f = layout.frames[d.id] else { return false }
            let w = min(f.maxX, area.maxX) - max(f.minX, area.minX), h = min(f.maxY, area.maxY) - max(f.minY, area.minY)
            return w > AuditChecks.slack && h > AuditChecks.slack
        }
    }
}

extension SceneAudit {
    /// The views parked off the canvas at the default text size (`large`), by environment and
    /// state (`"ENV\0STATE"`), on the scene as it grows there.
    static func parkedViews(_ scene: Scene, measurer: any TextMeasurer) -> [String: Set<String>] {
        var sized = scene
        sized.canvas.textSize = .large
        for i in sized.sizes.indices { sized.sizes[i].textSize = .large }
        sized = SelfSizingCanvas.grown(sized, measurer: measurer, textSize: .large)
        let engine = LayoutEngine(scene: sized, measurer: measurer)
        var out: [String: Set<String>] = [:]
        for environment in [sized.canvas] + sized.sizes {
            guard let env = try? engine.environment(named: environment.name) else { continue }
            let varied = sized.varied(for: env)
            for state in scene.states {
                guard let layout = try? engine.layout(state: state.name, environment: environment.name) else { continue }
                out[environment.name + "\u{0}" + state.name] = AuditJudgement.parkedViews(varied, layout)
            }
        }
        return out
    }
}
