/// The iOS system colours, light and dark, and the wireframe palette.
///
/// Values are UIKit's (Apple's Human Interface Guidelines, "Color": system colours and
/// dynamic system colours, iOS 17); `docs/format.md` lists them.
public enum SystemColors {
    private static func c(_ light: UInt32, _ lightAlpha: Double = 1, _ dark: UInt32, _ darkAlpha: Double = 1) -> DynamicColor {
        DynamicColor(light: Color(hex: light, alpha: lightAlpha), dark: Color(hex: dark, alpha: darkAlpha))
    }

    /// Named colours, with their light and dark values, in the order `--help` and errors list them.
    public static let named: [(name: String, color: DynamicColor)] = [
        ("red", c(0xFF3B30, 1, 0xFF453A)),
        ("orange", c(0xFF9500, 1, 0xFF9F0A)),
        ("yellow", c(0xFFCC00, 1, 0xFFD60A)),
        ("green", c(0x34C759, 1, 0x30D158)),
        ("mint", c(0x00C7BE, 1, 0x63E6E2)),
        ("teal", c(0x30B0C7, 1, 0x40C8E0)),
        ("cyan", c(0x32ADE6, 1, 0x64D2FF)),
        ("blue", c(0x007AFF, 1, 0x0A84FF)),
        ("indigo", c(0x5856D6, 1, 0x5E5CE6)),
        ("purple", c(0xAF52DE, 1, 0xBF5AF2)),
        ("pink", c(0xFF2D55, 1, 0xFF375F)),
        ("brown", c(0xA2845E, 1, 0xAC8E68)),
        ("gray", c(0x8E8E93, 1, 0x8E8E93)),
        ("gray2", c(0xAEAEB2, 1, 0x636366)),
        ("gray3", c(0xC7C7CC, 1, 0x48484A)),
        ("gray4", c(0xD1D1D6, 1, 0x3A3A3C)),
        ("gray5", c(0xE5E5EA, 1, 0x2C2C2E)),
        ("gray6", c(0xF2F2F7, 1, 0x1C1C1E)),
        ("black", c(0x000000, 1, 0x000000)),
        ("white", c(0xFFFFFF, 1, 0xFFFFFF)),
        ("clear", c(0x000000, 0, 0x000000, 0)),
        ("tint", c(0x007AFF, 1, 0x0A84FF)),
        ("label", c(0x000000, 1, 0xFFFFFF)),
        ("secondary-label", c(0x3C3C43, 0.6, 0xEBEBF5, 0.6)),
        ("tertiary-label", c(0x3C3C43, 0.3, 0xEBEBF5, 0.3)),
        ("quaternary-label", c(0x3C3C43, 0.18, 0xEBEBF5, 0.16)),
        ("placeholder-text", c(0x3C3C43, 0.3, 0xEBEBF5, 0.3)),
        ("link", c(0x007AFF, 1, 0x0984FF)),
        ("separator", c(0x3C3C43, 0.29, 0x545458, 0.6)),
        ("opaque-separator", c(0xC6C6C8, 1, 0x38383A)),
        ("system-background", c(0xFFFFFF, 1, 0x000000)),
        ("secondary-system-background", c(0xF2F2F7, 1, 0x1C1C1E)),
        ("tertiary-system-background", c(0xFFFFFF, 1, 0x2C2C2E)),
        ("system-grouped-background", c(0xF2F2F7, 1, 0x000000)),
        ("secondary-system-grouped-background", c(0xFFFFFF, 1, 0x1C1C1E)),
        ("tertiary-system-grouped-background", c(0xF2F2F7, 1, 0x2C2C2E)),
        ("system-fill", c(0x787880, 0.2, 0x787880, 0.36)),
        ("secondary-system-fill", c(0x787880, 0.16, 0x787880, 0.32)),
        ("tertiary-system-fill", c(0x767680, 0.12, 0x767680, 0.24)),
        ("quaternary-system-fill", c(0x747480, 0.08, 0x767680, 0.18)),
    ]

    private static let table: [String: DynamicColor] = Dictionary(named.map { ($0.name, $0.color) },
                                                                  uniquingKeysWith: { first, _ in first })

    /// The system colour called `name`: hyphenated (`secondary-label`) or camelCase
    /// (`secondaryLabel`, `systemBlue`, `systemGray2`), as UIKit spells it.
    public static func dynamicColor(named name: String) -> DynamicColor? {
        canonicalName(for: name).flatMap { table[$0] }
    }

    /// The name this table gives the colour UIKit or Interface Builder calls `name`
    /// (`systemBlueColor` → `blue`, `groupTableViewBackgroundColor` →
    /// `system-grouped-background`), or nil for a colour it does not have.
    public static func canonicalName(for name: String) -> String? {
        var name = name
        if name.hasSuffix("Color"), name.count > 5 { name.removeLast(5) }
        if let alias = interfaceBuilderAliases[name] { return alias }
        let key = hyphenated(name)
        if table[key] != nil { return key }
        if key.hasPrefix("system-"), table[String(key.dropFirst("system-".count))] != nil { return String(key.dropFirst("system-".count)) }
        return nil
    }

    /// Interface Builder's and UIKit's older names (`cocoaTouchSystemColor`, deprecated class
    /// colours) for colours of this table: the iOS 13 colours that replaced them.
    public static let interfaceBuilderAliases: [String: String] = [
        "groupTableViewBackground": "system-grouped-background",
        "tableCellGroupedBackground": "secondary-system-grouped-background",
        "tableCellPlainBackground": "system-background",
        "tableBackground": "system-background",
        "darkText": "black",
        "viewFlipsideBackground": "system-background",
        "scrollViewTexturedBackground": "system-grouped-background",
        "underPageBackground": "system-grouped-background",
        "tableSeparator": "separator",
        "tableSeparatorDark": "separator",
        "tableSeparatorLight": "separator",
        "tint": "tint",
    ]

    /// AppKit's named colours that attributed text in a storyboard carries (`<color
    /// key="NSColor" name="textColor" catalog="System">`) and the UIKit colours iOS draws them
    /// as; AppKit names this table already has (`labelColor`, `systemBlueColor`) are read as such.
    public static let appKitNames: [String: String] = [
        "textColor": "label", "controlTextColor": "label", "headerTextColor": "label", "selectedTextColor": "label",
        "disabledControlTextColor": "tertiary-label", "placeholderTextColor": "placeholder-text",
        "textBackgroundColor": "system-background", "controlBackgroundColor": "system-background",
        "windowBackgroundColor": "system-background", "gridColor": "separator",
    ]

    /// UIKit's fixed colours that Interface Builder names and this table has no name for, with
    /// their values (`lightTextColor`: white at 60%).
    public static let interfaceBuilderValues: [String: Color] = [
        "lightTextColor": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
        "lightText": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
    ]

    /// The light-mode value of the system colour called `name`.
    public static func color(named name: String) -> Color? {
        dynamicColor(named: name)?.light
    }

    /// `secondaryLabel` → `secondary-label`; hyphenated names are unchanged.
    static func hyphenated(_ name: String) -> String {
        var out = ""
        for ch in name {
            if ch.isUppercase {
                if !out.isEmpty && out.last != "-" { out.append("-") }
                out.append(contentsOf: ch.lowercased())
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// Colour names, in the order above.
    public static var names: [String] { named.map(\.name) }

    /// The default fill colours of the wireframe style, assigned by declaration order to drawn
    /// elements without `color` (guides are never drawn and take no slot): neighbours always
    /// differ and the sequence alternates warm and cool hues.
    public static let paletteNames = ["blue", "orange", "green", "purple", "teal", "pink",
                                      "indigo", "yellow", "mint", "red", "cyan", "brown"]

    /// The palette colour for the `index`-th drawn element (0-based), cycling.
    public static func paletteColor(_ index: Int) -> DynamicColor {
        palette[((index % palette.count) + palette.count) % palette.count]
    }

    /// The palette's colours, looked up once (every drawn element of a scene takes one).
    private static let palette: [DynamicColor] = paletteNames.map {
        dynamicColor(named: $0) ?? DynamicColor(Color(red: 0.5, green: 0.5, blue: 0.5))
    }
}
