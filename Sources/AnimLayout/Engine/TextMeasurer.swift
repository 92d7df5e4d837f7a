/// Measures text for label and button intrinsic content sizes.
///
/// The engine never draws: the CLI injects the Cairo measurer (`AnimRender.CairoTextMeasurer`),
/// so that the sizes the engine lays out are the sizes the renderer draws.
public protocol TextMeasurer: Sendable {
    /// The size `text` occupies on one line in the system font at `fontSize` points.
    func size(of text: String, fontSize: Double) -> Size
}

/// A measurer with a fixed advance per character, for tests and for tools that run without fonts.
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

    public func size(of text: String, fontSize: Double) -> Size {
        Size(width: Double(text.unicodeScalars.count) * advance * fontSize, height: lineHeight * fontSize)
    }
}
