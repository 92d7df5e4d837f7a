/// Text properties of labels and buttons: `font`, `text-color`, `alignment`, `lines`,
/// `line-break` (docs/format.md §3, "Text").
extension Checker {
    /// The largest font size accepted, in points.
    static let maximumFontSize = 1000.0
    /// The most lines a label may be limited to (`lines 0` is unlimited).
    static let maximumLines = 10_000

    /// `font STYLE`, `font N [WEIGHT] [italic]`, `font system N [WEIGHT] [italic]` or
    /// `font "Family" N [WEIGHT] [italic]`.
    mutating func font(_ d: ASTDirective) -> FontChoice? {
        var values = d.values[...]
        guard let first = values.first else {
            error("'font' needs a text style (body, headline…), a size (font 15 semibold) or a family and size (font \"Inter\" 13)", d.keyword.range)
            return nil
        }
        var family: String?
        switch first {
        case .identifier(let n):
            if let style = TextStyle(rawValue: n.text) {
                if values.count > 1 {
                    error("a text style takes no size or weight (it follows text-size); use 'font N WEIGHT' for a fixed font", values[values.startIndex + 1].range)
                    return nil
                }
                return .style(style)
            }
            guard n.text == "system" else {
                let words = TextStyle.allCases.map(\.rawValue) + ["system"]
                error(Suggestion.message("unknown text style '\(n.text)'", for: n.text, among: words,
                                         otherwise: "expected a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))), system, a size or a \"Family\""), n.range)
                return nil
            }
            values = values.dropFirst()
        case .string(let s):
            guard s.value.contains(where: { !$0.isWhitespace }) else {
                error("a font family name cannot be empty", s.range)
                return nil
            }
            family = s.value
            values = values.dropFirst()
        default:
            break
        }
        guard let sizeValue = values.first else {
            error("'font' needs a size after \(family.map { "\"\($0)\"" } ?? "'system'"), e.g. 15", first.range)
            return nil
        }
        guard let size = plainNumber(sizeValue, "the font size") else { return nil }
        guard size > 0, size <= Self.maximumFontSize else {
            error("font size must be greater than 0 and at most \(Self.format(Self.maximumFontSize))", sizeValue.range)
            return nil
        }
        var spec = FontSpec(family: family, size: size)
        var sawWeight = false
        for v in values.dropFirst() {
            guard case .identifier(let n) = v else {
                error("expected a weight (\(FontSpec.weights.map(\.name).joined(separator: ", "))) or italic", v.range)
                return nil
            }
            if n.text == "italic", !spec.italic {
                spec.italic = true
            } else if let w = FontSpec.weights.first(where: { $0.name == n.text }), !sawWeight {
                spec.weight = w.value
                sawWeight = true
            } else if n.text == "italic" || FontSpec.weights.contains(where: { $0.name == n.text }) {
                error("'\(n.text)': the font's \(n.text == "italic" ? "slant" : "weight") is already given", n.range)
                return nil
            } else {
                let words = FontSpec.weights.map(\.name) + ["italic"]
                error(Suggestion.message("unknown font weight '\(n.text)'", for: n.text, among: words,
                                         otherwise: "expected one of \(words.joined(separator: ", "))"), n.range)
                return nil
            }
        }
        return .fixed(spec)
    }

    /// `text-color C`, `alignment A` (on a label or button), `lines N`, `line-break MODE`.
    mutating func applyTextProperty(_ d: ASTDirective, to e: inout Element) {
        switch d.keyword.text {
        case "text-color":
            if let c = colorValue(d) { e.textColor = c }
        case "alignment":
            guard let v = single(d, "a text alignment") else { return }
            if case .identifier(let n) = v, let a = TextAlignment(rawValue: n.text) {
                e.textAlignment = a
            } else {
                enumError(v, TextAlignment.allCases.map(\.rawValue), "text alignment")
            }
        case "lines":
            guard let v = single(d, "a number of lines"), let n = plainNumber(v, "the number of lines") else { return }
            guard n >= 0, n <= Double(Self.maximumLines), n == n.rounded() else {
                error("lines must be a whole number from 0 (no limit) to \(Self.maximumLines)", v.range)
                return
            }
            e.lines = Int(n)
        case "minimum-scale":
            guard let v = single(d, "a scale from 0.01 to 1"), let s = plainNumber(v, "the minimum scale") else { return }
            guard s >= 0.01, s <= 1 else {
                error("minimum-scale must be from 0.01 to 1 (the smallest fraction of its size the text is drawn at)", v.range)
                return
            }
            e.minimumScale = s
        case "line-break":
            guard let v = single(d, "a line-break mode") else { return }
            if case .identifier(let n) = v, let mode = LineBreakMode(rawValue: n.text) {
                e.lineBreak = mode
            } else {
                enumError(v, LineBreakMode.allCases.map(\.rawValue), "line-break mode")
            }
        default:
            break
        }
    }
}
