import StatesFormat

/// A canvas that grows with its content (`audit { grows … }`, a self-sizing table cell): at
/// each text size the canvas is first made as tall as its content fits (as UIKit fits a row),
/// then raised until its wrapping labels get the height their text needs, no view reaches below it or is squeezed below no height, and no view
/// without text is shorter than at the saved text size — as UIKit sizes such a row to its
/// content — and never below the saved height.
enum SelfSizingCanvas {
    /// At most this many rounds of growing; each gives the tallest shortfall.
    static let rounds = 8

    /// `scene` (already at its text size) with its canvas and sizes grown by what its labels
    /// lack in the first state; the scene itself when it does not grow.
    static func grown(_ scene: Scene, measurer: any TextMeasurer, textSize: ContentSizeCategory) -> Scene {
        guard scene.auditHints.grows != nil, let state = scene.states.first?.name else { return scene }
        var saved = scene
        saved.canvas.textSize = .large
        let heights = (try? LayoutEngine(scene: saved, measurer: measurer).layout(state: state, environment: saved.canvas.name))?.frames ?? [:]
        var current = fitted(scene, state: state, measurer: measurer)
        var lacking = Double.infinity
        for _ in 0..<rounds {
            let engine = LayoutEngine(scene: current, measurer: measurer)
            guard let layout = try? engine.layout(state: state, environment: current.canvas.name) else { break }
            var short = shortfall(current, layout, measurer: measurer, textSize: textSize)
            // Nor does a view without text get less height than at the saved size (a text
            // view whose content is not modelled keeps its saved height as the row grows).
            for e in current.elements where [.view, .image].contains(e.kind) {
                guard let now = layout.frames[e.id], let then = heights[e.id] else { continue }
                short = max(short, then.height - now.height)
            }
            // Growing that no longer helps (a label held at a fixed height) stops.
            guard short > 0.5, short < lacking - 0.5 else { break }
            lacking = short
            var taller = current
            let grow = short.rounded(.up)
            taller.canvas.size.height += grow
            for i in taller.sizes.indices { taller.sizes[i].size.height += grow }
            current = taller
        }
        return current
    }

    /// `scene` with its canvas (and sizes) as tall as its content needs in `state`, as UIKit
    /// fits a self-sizing row (``LayoutEngine/fitsHeight``): every view gets the height its
    /// hugging and compression ask before the row's height does, rather than the extra height
    /// going to the view that hugs least (a text view below a label squeezed to −10 pt).
    static func fitted(_ scene: Scene, state: String, measurer: any TextMeasurer) -> Scene {
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        engine.fitsHeight = true
        guard let layout = try? engine.layout(state: state, environment: scene.canvas.name),
              let height = layout.frames[ItemRef.rootID]?.height else { return scene }
        let grow = (height - scene.canvas.size.height).rounded(.up)
        guard grow > 0.5 else { return scene }
        var taller = scene
        taller.canvas.size.height += grow
        for i in taller.sizes.indices { taller.sizes[i].size.height += grow }
        return taller
    }

    /// The most height the content lacks: what a visible wrapping label lacks for its text at
    /// its laid-out width, how far a visible view reaches below the canvas, and how far one is
    /// squeezed below no height (a row sized to fit its content has none of these).
    static func shortfall(_ scene: Scene, _ layout: Layout, measurer: any TextMeasurer, textSize: ContentSizeCategory) -> Double {
        let hidden = Set(layout.hidden)
        var most = 0.0
        for e in scene.elements where e.kind.traits.isView && !hidden.contains(e.id) {
            guard let f = layout.frames[e.id] else { continue }
            most = max(most, f.maxY - layout.canvas.height, -f.height)
            guard e.kind == .label, e.lines != 1, f.width > 0 else { continue }
            let text = layout.looks[e.id]?.text ?? e.shownText
            guard !text.isEmpty else { continue }
            let m = measurer.measure(TextRequest(text, font: e.font.resolved(at: textSize), lines: e.lines, lineBreak: e.lineBreak, width: f.width))
            most = max(most, m.height - f.height)
        }
        return most
    }
}
