/// UIKit's text styles (`UIFont.TextStyle`), with Apple's sizes for every Dynamic Type
/// category (Human Interface Guidelines, "Typography", iOS/iPadOS Dynamic Type sizes).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle = "large-title"
    case title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The `UIFont.TextStyle` member (`.largeTitle`, `.subheadline`), as Swift code names it.
    public var uikitName: String {
        switch self {
        case .largeTitle: return "largeTitle"
        default: return rawValue
        }
    }

    /// The names Interface Builder writes in `<fontDescription style="…">` (the text style's
    /// Core Text name; `Title0` is what older files wrote for the large title).
    public var interfaceBuilderNames: [String] {
        switch self {
        case .largeTitle: return ["UICTFontTextStyleLargeTitle", "UICTFontTextStyleTitle0"]
        case .title1: return ["UICTFontTextStyleTitle1"]
        case .title2: return ["UICTFontTextStyleTitle2"]
        case .title3: return ["UICTFontTextStyleTitle3"]
        case .headline: return ["UICTFontTextStyleHeadline"]
        case .body: return ["UICTFontTextStyleBody"]
        case .callout: return ["UICTFontTextStyleCallout"]
        case .subheadline: return ["UICTFontTextStyleSubhead"]
        case .footnote: return ["UICTFontTextStyleFootnote"]
        case .caption1: return ["UICTFontTextStyleCaption1"]
        case .caption2: return ["UICTFontTextStyleCaption2"]
        }
    }

    /// The style Interface Builder's `style` attribute names.
    public init?(interfaceBuilderName: String) {
        guard let style = Self.allCases.first(where: { $0.interfaceBuilderNames.contains(interfaceBuilderName) }) else { return nil }
        self = style
    }

    /// The style a `UIFont.TextStyle` member names (`largeTitle`).
    public init?(uikitName: String) {
        guard let style = Self.allCases.first(where: { $0.uikitName == uikitName }) else { return nil }
        self = style
    }

    /// The style's weight: headline is semibold, the others regular.
    public var weight: Int { self == .headline ? 600 : 400 }

    /// Point sizes by category, in `ContentSizeCategory.allCases` order (xs … accessibility-xxxl).
    var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's size in points at `category`.
    public func size(at category: ContentSizeCategory) -> Double {
        let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        return sizes[index]
    }
}

/// Dynamic Type categories (`UIContentSizeCategory`): `text-size` on the canvas or a size.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case xs, s, m, large, xl, xxl, xxxl
    case accessibilityM = "accessibility-m"
    case accessibilityL = "accessibility-l"
    case accessibilityXL = "accessibility-xl"
    case accessibilityXXL = "accessibility-xxl"
    case accessibilityXXXL = "accessibility-xxxl"
}

/// A label's or button's font as written: a text style (scales with the environment's
/// `text-size`) or a fixed font (`font 15 semibold`, `font "Inter" 13`), which does not.
public enum FontChoice: Hashable, Sendable {
    case style(TextStyle)
    case fixed(FontSpec)

    /// The font in an environment of Dynamic Type `category`.
    public func resolved(at category: ContentSizeCategory) -> FontSpec {
        switch self {
        case .style(let style): return .system(style.size(at: category), weight: style.weight)
        case .fixed(let font): return font
        }
    }
}

/// Horizontal alignment of text in its frame (`NSTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Leading: left, or right under `rtl` or for right-to-left text.
    case natural, left, center, right, justified
}
