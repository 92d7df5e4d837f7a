/// How a label's or button's text is set in a layout: its font, line count and baselines.
public struct TextLayout: Hashable, Sendable {
    /// The font the text is set in (text styles resolved for the environment).
    public var font: FontSpec
    /// Lines laid out.
    public var lines: Int
    /// The first line's baseline, in root coordinates (block top + ascent).
    public var firstBaseline: Double
    /// The last line's baseline, in root coordinates.
    public var lastBaseline: Double

    /// Creates a text layout.
    public init(font: FontSpec, lines: Int, firstBaseline: Double, lastBaseline: Double) {
        self.font = font
        self.lines = lines
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
