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
            measure(e, in: environment, width: widths[e.id], text: texts[e.id], into: &content)
        }
        for e in sizedTextElements {
            addBaselines(ofSized: e, in: environment, text: texts[e.id], into: &content)
        }
        for saved in savedTextElements {
            let e = saved.element
            if saved.holds(in: environment, text: texts[e.id]) {
                content.intrinsic[e.id] = (saved.width, saved.height)
                addBaselines(ofSized: e, in: environment, text: texts[e.id], into: &content)
            } else {
                measure(e, in: environment, width: widths[e.id], text: texts[e.id], into: &content)
                if let pad = savedPadding(saved), let size = content.intrinsic[e.id] {
                    content.intrinsic[e.id] = (size.width, size.height.map { $0 + pad })
                }
            }
        }
        for e in wrappingLabels {
            content.wordWidths[e.id] = longestWord(of: texts[e.id] ?? e.shownText, e, in: environment)
        }
        return content
    }

    /// The width of `text`'s longest word on one line in `e`'s font (0 for no text): what a
    /// wrapping label needs not to break a word in the middle.
    func longestWord(of text: String, _ e: Element, in environment: Environment) -> Double {
        let font = e.font.resolved(at: environment.textSize)
        let widest = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).reduce(0.0) { most, word in
            max(most, measurer.measure(TextRequest(String(word), font: font, lines: 1)).width)
        }
        return widest + 2 * e.contentInsets.horizontal
    }

    /// What a button's saved height holds beyond its title at the default text size: vertical
    /// content insets the format does not carry (the import warns), kept around the title as
    /// Dynamic Type grows it, so that a button Xcode saved 53 high for a 29-pt title is not
    /// audited as a 29-pt tap target at the other sizes. (Its width may be the constraints',
    /// so it is not carried.) Nil for labels, and where nothing is added.
    private func savedPadding(_ saved: SavedText) -> Double? {
        let e = saved.element
        guard e.kind == .button, !e.shownText.isEmpty else { return nil }
        let insets = e.contentInsets
        let m = measurer.measure(TextRequest(e.shownText, font: e.font.resolved(at: .large), lines: e.lines, lineBreak: e.lineBreak,
                                             width: e.lines == 1 ? nil : max(0, saved.width - 2 * insets.horizontal)))
        let pad = saved.height - m.height - 2 * insets.vertical
        // A point or two is this tool's fonts against San Francisco, not an inset.
        return pad > 2 ? pad : nil
    }

    /// A text element's intrinsic size, baselines, font and lines, measured from its text (a
    /// wrapping one at `width`, its frame's, when it has one).
    private func measure(_ e: Element, in environment: Environment, width frameWidth: Double?, text: String?,
                         into content: inout ContentSizes) {
        let insets = e.contentInsets
        let width = frameWidth.map { max(0, $0 - 2 * insets.horizontal) }
        let request = TextRequest(text ?? e.shownText, font: e.font.resolved(at: environment.textSize),
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

    /// A written size keeps its text's baselines: the font's, the block of lines the height
    /// holds centred in the frame (one line in a text field).
    private func addBaselines(ofSized e: Element, in environment: Environment, text: String?, into content: inout ContentSizes) {
        let font = e.font.resolved(at: environment.textSize)
        let shown = text ?? e.shownText
        let m = measurer.measure(TextRequest(shown.isEmpty ? " " : shown, font: font, lines: 1))
        guard m.lineHeight > 0 else { return }
        let height = content.intrinsic[e.id]?.height ?? nil
        let lines = e.kind == .textField ? 1 : max(1, ((height ?? m.lineHeight) / m.lineHeight).rounded())
        let first = m.ascent - lines * m.lineHeight / 2
        content.baselines[e.id] = (first, first + (lines - 1) * m.lineHeight)
    }

    /// The elements measured again at their solved width while it moves: wrapping labels
    /// sized by their text (a saved size that does not hold in `environment` included).
    func wrappingTexts(in environment: Environment, texts: [String: String]) -> [String] {
        let measured = textElements + savedTextElements.filter { !$0.holds(in: environment, text: texts[$0.element.id]) }.map(\.element)
        return measured.filter { $0.lines != 1 }.map(\.id)
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
        let wrapping = wrappingTexts(in: environment, texts: texts)
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

/// A text with the size Interface Builder saved (`saved-size WxH`).
struct SavedText {
    var element: Element
    var width: Double
    var height: Double

    /// Whether the size can be the one Xcode laid the text out at in the default Dynamic Type
    /// size: a label saved lower than one line of its text there (by more than a point) was
    /// saved at another text size (FrameGrabber's 17-pt-high body labels, 20.5 at Large), and
    /// is measured instead, as UIKit sizes it on a device.
    func isPlausible(measurer: any TextMeasurer) -> Bool {
        guard element.kind == .label, !element.shownText.isEmpty else { return true }
        let line = measurer.measure(TextRequest(element.shownText, font: element.font.resolved(at: .large), lines: 1,
                                                lineBreak: element.lineBreak, width: nil))
        return height + 1 >= line.lineHeight
    }

    /// The saved size holds where the text is as written and its font is the size it was
    /// saved at: the default Dynamic Type size's (a font that does not scale with Dynamic Type
    /// holds at every size).
    func holds(in environment: Environment, text: String?) -> Bool {
        // A button with no title is its image: nothing in it grows.
        if element.kind == .button, element.shownText.isEmpty, (text ?? "").isEmpty { return true }
        return (text ?? element.shownText) == element.shownText
            && element.font.resolved(at: environment.textSize) == element.font.resolved(at: .large)
    }
}

/// What content gives the layout: intrinsic sizes by element id (nil axes have none), and the
/// first and last baselines of text elements as offsets from their frame's vertical centre.
struct ContentSizes {
    var intrinsic: [String: (width: Double?, height: Double?)]
    var baselines: [String: (first: Double, last: Double)] = [:]
    /// Each text element's font and line count.
    var texts: [String: (font: FontSpec, lines: Int)] = [:]
    /// The longest word of each wrapping label whose width yields as it wraps (see
    /// ``SystemBuilder/wrappingCompression(_:)``), on one line.
    var wordWidths: [String: Double] = [:]

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
