/// A font as text is laid out with it: the system font or a named family, at a size in points,
/// a weight (100 ultralight … 900 black, as `UIFont.Weight` maps onto a variable font's `wght`)
/// and a slant.
public struct FontSpec: Hashable, Sendable {
    /// The family name (`"Inter"`), or nil for the system font (optical sizes and tracking applied).
    public var family: String?
    /// Size in points.
    public var size: Double
    /// Weight, 100…900 (`regular` is 400, `semibold` 600, `bold` 700).
    public var weight: Int
    /// Italic.
    public var italic: Bool

    /// Creates a font.
    public init(family: String? = nil, size: Double, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The system font at `size` points, regular.
    public static func system(_ size: Double, weight: Int = 400, italic: Bool = false) -> FontSpec {
        FontSpec(size: size, weight: weight, italic: italic)
    }

    /// UIKit's weight names and the `wght` values they take (`UIFont.Weight` order:
    /// ultralight is lighter than thin).
    public static let weights: [(name: String, value: Int)] = [
        ("ultralight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]
}

/// How text that does not fit is broken or shortened (`NSLineBreakMode`).
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    case truncateTail = "truncate-tail"
    case truncateHead = "truncate-head"
    case truncateMiddle = "truncate-middle"
    case clip
    case wordWrap = "word-wrap"
    case charWrap = "char-wrap"
}

/// Text to measure: the string, its font, how many lines it may take (0: any), how it breaks,
/// and the width it must fit (nil: unlimited, one line per paragraph).
public struct TextRequest: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    public var lines: Int
    public var lineBreak: LineBreakMode
    public var width: Double?

    /// Creates a request; by default one line, truncated at the tail, of unlimited width.
    public init(_ text: String, font: FontSpec, lines: Int = 1, lineBreak: LineBreakMode = .truncateTail,
                width: Double? = nil) {
        self.text = text
        self.font = font
        self.lines = lines
        self.lineBreak = lineBreak
        self.width = width
    }
}

/// What measuring text gives: the block's size (rounded up to the pixel grid, as UILabel's
/// intrinsic content size), its line count and the font's vertical metrics.
public struct TextMetrics: Hashable, Sendable {
    /// The widest line's advance width (tracking included), rounded up to the pixel grid.
    public var width: Double
    /// `lineCount × lineHeight`, rounded up to the pixel grid.
    public var height: Double
    /// Lines laid out (at least 1).
    public var lineCount: Int
    /// The font's line height (`hhea` ascender − descender + line gap, scaled; unrounded).
    public var lineHeight: Double
    /// The font's ascent (`hhea` ascender, scaled; unrounded): first baseline = block top + ascent.
    public var ascent: Double

    /// Creates metrics.
    public init(width: Double, height: Double, lineCount: Int, lineHeight: Double, ascent: Double) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.lineHeight = lineHeight
        self.ascent = ascent
    }
}
