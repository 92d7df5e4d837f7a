/// Measures text for label and button intrinsic content sizes.
///
/// The engine never draws: the CLI injects the text system (`AnimText.TextSystem`, Pango and
/// HarfBuzz over the shipped fonts), so that the sizes the engine lays out are the sizes the
/// renderer draws.
public protocol TextMeasurer: Sendable {
    /// The block `request` occupies: the widest line and `lines × line height`, rounded up to
    /// the pixel grid, with the line count and the font's line height and ascent.
    func measure(_ request: TextRequest) -> TextMetrics

    /// The font file `font` is set from, when the measurer knows it.
    func fontFile(for font: FontSpec) -> String?
}

extension TextMeasurer {
    public func fontFile(for font: FontSpec) -> String? { nil }

    /// The size `text` occupies on one line in the system font at `fontSize` points.
    public func size(of text: String, fontSize: Double) -> Size {
        let m = measure(TextRequest(text, font: .system(fontSize)))
        return Size(width: m.width, height: m.height)
    }
}

/// A measurer with a fixed advance per character, for tests and for tools that run without
/// fonts: it wraps at any character, never between words.
public struct MonospaceTextMeasurer: TextMeasurer {
    /// Advance per character, as a fraction of the font size.
    public var advance: Double
    /// Line height, as a fraction of the font size.
    public var lineHeight: Double

    /// Creates a measurer; by default 0.6 em per character and a 1.2 em line.
    public init(advance: Double = 0.6, lineHeight: Double = 1.2) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func measure(_ request: TextRequest) -> TextMetrics {
        let size = request.font.size
        let perCharacter = advance * size
        let count = request.text.unicodeScalars.count
        var lines = 1
        var width = Double(count) * perCharacter
        if request.lines != 1, let limit = request.width, perCharacter > 0, width > limit {
            let perLine = max(1, Int((limit / perCharacter).rounded(.down)))
            lines = (count + perLine - 1) / perLine
            if request.lines > 0 { lines = min(lines, request.lines) }
            width = Double(min(count, perLine)) * perCharacter
        }
        let line = lineHeight * size
        return TextMetrics(width: width, height: Double(lines) * line, lineCount: lines, lineHeight: line, ascent: 0.8 * size)
    }
}
