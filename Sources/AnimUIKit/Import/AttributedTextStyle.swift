import AnimLayout
import StatesFormat

/// The weight and slant a font's PostScript name spells (`HelveticaNeue-Bold`,
/// `AvenirNext-DemiBoldItalic`, `.SFUI-Semibold`), for fonts this tool sets in the system
/// font: the text keeps the weight the designer chose.
enum FontNameStyle {
    /// Name endings and the weight words they mean, longest first (so `SemiBold` is not read
    /// as `Bold`, nor `UltraLight` as `Light`).
    static let weightEndings: [(ending: String, weight: String)] = [
        ("extralight", "ultralight"), ("ultralight", "ultralight"), ("hairline", "ultralight"),
        ("extrabold", "heavy"), ("ultrabold", "heavy"), ("semibold", "semibold"), ("demibold", "semibold"),
        ("medium", "medium"), ("regular", "regular"), ("light", "light"), ("heavy", "heavy"),
        ("black", "black"), ("thin", "thin"), ("bold", "bold"),
    ]

    /// The format's weight and slant words for `name` (none for a regular upright font).
    static func words(forFontName name: String) -> [String] {
        // The style is what follows the family: after the last '-', else the whole name.
        var style = Substring(name.lowercased())
        if let dash = style.lastIndex(of: "-") { style = style[style.index(after: dash)...] }
        // Monotype's and Adobe's tags after the style (`Arial-BoldMT`).
        for tag in ["mt", "ps"] where style.hasSuffix(tag) && style.count > tag.count { style = style.dropLast(tag.count) }
        var words: [String] = []
        let italic = style.hasSuffix("italic") || style.hasSuffix("oblique")
        if italic { style = style.dropLast(style.hasSuffix("italic") ? 6 : 7) }
        let sorted = weightEndings.sorted { $0.ending.count > $1.ending.count }
        if let match = sorted.first(where: { style.hasSuffix($0.ending) }), match.weight != "regular" {
            words.append(match.weight)
        }
        if italic { words.append("italic") }
        return words
    }
}

extension SceneWriter {
    /// The font, colour and alignment of a label's or text field's attributed text, from its
    /// first run (UIKit draws attributed text with its own attributes, whatever `font`,
    /// `textColor` and `textAlignment` say): `font SIZE [WEIGHT] [italic]`, `text-color` and
    /// `alignment`, each left out when the run does not set it.
    mutating func attributedTextProperties(_ node: XMLNode) -> [ASTDirective] {
        guard let attributed = node.child("attributedString", key: "attributedText"),
              let attributes = attributed.children("fragment").first?.child("attributes") else { return [] }
        var props: [ASTDirective] = []
        if let font = attributes.child("font", key: "NSFont"), let size = Self.number(font["size"]), size > 0, size <= 10_000 {
            let name = font["name"] ?? font["metaFont"] ?? ""
            var words = FontNameStyle.words(forFontName: name)
            if name == "systemBold" || name == "boldSystem" { words = ["bold"] }
            props.append(ASTDirective("font", [Self.value(size)] + words.map { .word($0) }))
        }
        if let color = attributes.child("color", key: "NSColor").flatMap({ colorValue($0) }) {
            props.append(ASTDirective("text-color", [color]))
        }
        // Its paragraph's alignment is what UIKit draws, whatever `textAlignment` says.
        if let alignment = attributes.child("paragraphStyle", key: "NSParagraphStyle")?["alignment"],
           ["center", "right", "left", "justified", "natural"].contains(alignment) {
            props.append(ASTDirective("alignment", [.word(alignment)]))
        }
        return props
    }
}
