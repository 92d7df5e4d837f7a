import LayoutSolver

/// Text sizes: labels and buttons measured in the environment's Dynamic Type category, and
/// wrapping labels measured again at their solved width until the layout settles (UIKit's
/// automatic `preferredMaxLayoutWidth`).
extension LayoutEngine {
    /// At most this many solves for wrapping labels (the first with one-line sizes).
    static let maximumTextPasses = 4
    /// A wrapping label's width has settled when it moved by less than this (points).
    static let textSettling = 1e-6

    /// The intrinsic sizes in `environment` — the written ones, and every text element's from
    /// its text, a wrapping one (lines ≠ 1) at its width in `widths` when it has one there —
    /// and the text elements' baselines.
    func contentSizes(in environment: Environment, widths: [String: Double], texts: [String: String] = [:]) -> ContentSizes {
        var content = ContentSizes(intrinsic: writtenIntrinsic)
        for e in controlElements {
            content.intrinsic[e.id] = ControlSizes.intrinsic(of: e, textSize: environment.textSize, measurer: measurer)
        }
        for e in textElements {
            let insets = e.contentInsets
            let width = widths[e.id].map { max(0, $0 - 2 * insets.horizontal) }
            let request = TextRequest(texts[e.id] ?? e.shownText, font: e.font.resolved(at: environment.textSize),
                                      lines: e.lines, lineBreak: e.lineBreak, width: e.lines == 1 ? nil : width)
            let m = measurer.measure(request)
            content.intrinsic[e.id] = (m.width + 2 * insets.horizontal, m.height + 2 * insets.vertical)
            // A button's icon sits before its title (imagePadding 0, UIKit's default) and is as
            // tall as it needs.
            if e.kind == .button, let icon = e.control.image, icon.pixelWidth > 0 {
                let size = icon.pointSize
                content.intrinsic[e.id] = (m.width + size.width + 2 * insets.horizontal,
                                           max(m.height, size.height) + 2 * insets.vertical)
            }
            if e.kind == .textField {
                content.intrinsic[e.id]?.height = ControlSizes.textFieldHeight(lineHeight: m.lineHeight, border: e.control.fieldBorder)
            }
            // The block (lines × line height, unrounded) is centred in the frame, as it is drawn.
            let first = m.ascent - Double(m.lineCount) * m.lineHeight / 2
            content.baselines[e.id] = (first, first + Double(m.lineCount - 1) * m.lineHeight)
            content.texts[e.id] = (request.font, m.lineCount)
        }
        // A written size keeps its text's baselines: the font's, the block of lines the height
        // holds centred in the frame (one line in a text field).
        for e in sizedTextElements {
            let font = e.font.resolved(at: environment.textSize)
            let text = texts[e.id] ?? e.shownText
            let m = measurer.measure(TextRequest(text.isEmpty ? " " : text, font: font, lines: 1))
            guard m.lineHeight > 0 else { continue }
            let height = content.intrinsic[e.id]?.height ?? nil
            let lines = e.kind == .textField ? 1 : max(1, ((height ?? m.lineHeight) / m.lineHeight).rounded())
            let first = m.ascent - lines * m.lineHeight / 2
            content.baselines[e.id] = (first, first + (lines - 1) * m.lineHeight)
        }
        return content
    }

    /// The texts a state gives its elements (`text V "…"`; the last one written wins).
    static func stateTexts(_ resolved: ResolvedState) -> [String: String] {
        var out: [String: String] = [:]
        for (id, changes) in resolved.lookChanges {
            for case .text(let t) in changes { out[id] = t }
        }
        return out
    }

    /// Solves with one-line text sizes, then, while a wrapping label's solved width changes,
    /// measures it again at that width and solves again (at most `maximumTextPasses` solves).
    /// Returns the last solve, the sizes it used, and the labels whose width had not settled.
    func settleText(_ resolved: ResolvedState, in environment: Environment)
        -> (Pass, ContentSizes, [String]) {
        var widths: [String: Double] = [:]
        let texts = Self.stateTexts(resolved)
        var sizes = contentSizes(in: environment, widths: widths, texts: texts)
        var pass = settle(resolved, in: environment, content: sizes, eliminating: eliminates)
        let wrapping = textElements.filter { $0.lines != 1 }.map(\.id)
        guard !wrapping.isEmpty else { return (pass, sizes, []) }
        for round in 1...Self.maximumTextPasses {
            var solved: [String: Double] = [:]
            for id in wrapping { solved[id] = pass.frames[id]?.width }
            let moved = wrapping.filter { id in
                guard let new = solved[id] else { return false }
                guard let old = widths[id] else { return true }
                return abs(new - old) >= Self.textSettling
            }
            if moved.isEmpty { return (pass, sizes, []) }
            if round == Self.maximumTextPasses { return (pass, sizes, moved) }
            widths = solved
            sizes = contentSizes(in: environment, widths: widths, texts: texts)
            pass = settle(resolved, in: environment, content: sizes, eliminating: eliminates)
        }
        return (pass, sizes, [])
    }
}

/// What content gives the layout: intrinsic sizes by element id (nil axes have none), and the
/// first and last baselines of text elements as offsets from their frame's vertical centre.
struct ContentSizes {
    var intrinsic: [String: (width: Double?, height: Double?)]
    var baselines: [String: (first: Double, last: Double)] = [:]
    /// Each text element's font and line count.
    var texts: [String: (font: FontSpec, lines: Int)] = [:]

    /// The text layouts on `frames`: baselines at the frame's centre plus their offsets.
    func textLayouts(_ frames: [String: Rect]) -> [String: TextLayout] {
        var out: [String: TextLayout] = [:]
        for (id, text) in texts {
            guard let frame = frames[id], let b = baselines[id] else { continue }
            out[id] = TextLayout(font: text.font, lines: text.lines,
                                 firstBaseline: Tolerances.roundedToMicropoint(frame.midY + b.first),
                                 lastBaseline: Tolerances.roundedToMicropoint(frame.midY + b.last))
        }
        return out
    }
}
