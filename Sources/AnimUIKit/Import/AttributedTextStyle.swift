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
    /// The font and colour of a label's or text field's attributed text, from its first run
    /// (UIKit draws attributed text with its own attributes, whatever `font` and `textColor`
    /// say): `font SIZE [WEIGHT] [italic]` and `text-color`, either left out when the run does
    /// not set it.
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
        return props
    }
}

extension SceneWriter {
    /// A control the file makes untappable (`userInteractionEnabled="NO"`, or a disabled
    /// `enabled="NO"` one) is no tap target: the audit is told to allow its size, with the
    /// file's reason, in the scene's `audit` block.
    mutating func allowUntappable(_ node: XMLNode, id: String, kind: ElementKind) {
        // A built-in cell style's labels are placed by UIKit, which grows the row for them.
        if kind == .label, let objectID = node["id"], let cell, [cell["textLabel"], cell["detailTextLabel"]].contains(objectID) {
            let style = (cell["style"] ?? "").replacingOccurrences(of: "IBUITableViewCellStyle", with: "")
            auditAllowances.append(ASTDirective("allow", [.word("text-clipped"), .word(id),
                                                          .text("laid out by UIKit's built-in \(style) cell style, which sizes the row to it")]))
        }
        guard [.button, .toggle, .segmented, .slider, .textField].contains(kind) else { return }
        let reason: String
        if node["userInteractionEnabled"] == "NO" {
            reason = "not interactive in \(file) (userInteractionEnabled NO)"
        } else if node["enabled"] == "NO" {
            reason = "disabled in \(file) (enabled NO)"
        } else {
            return
        }
        auditAllowances.append(ASTDirective("allow", [.word("hit-region"), .word(id), .text(reason)]))
    }
}

extension SceneWriter {
    /// `allow contrast ID appearance dark` for every text drawn in, or on, a colour whose dark
    /// value the file does not hold (an asset catalog's, or a system colour it saved one value
    /// of): its dark-mode contrast would be measured on a guess.
    func darkContrastAllowances(in statements: [ASTStatement], lacking inherited: Bool) -> [ASTDirective] {
        var out: [ASTDirective] = []
        func walk(_ statements: [ASTStatement], lacking: Bool) {
            for case .element(let e) in statements {
                let own = lacking || viewsLackingDark.contains(e.id.text)
                if let kind = ElementKind(rawValue: e.kind.text), kind.traits.hasText, own {
                    out.append(ASTDirective("allow", [.word("contrast"), .word(e.id.text), .word("appearance"), .word("dark"),
                                                      .text("a colour it is drawn in or on has no dark value in \(file) (an asset catalog's)")]))
                }
                walk(e.body, lacking: own)
            }
        }
        walk(statements, lacking: inherited)
        return out
    }
}
