/// The iOS system colours (light-mode values) and the default palette.
public enum SystemColors {
    /// Named colours accepted after `color`, with their light-mode sRGB values.
    public static let named: [(name: String, color: Color)] = [
        ("red", Color(r: 255, g: 59, b: 48)),
        ("orange", Color(r: 255, g: 149, b: 0)),
        ("yellow", Color(r: 255, g: 204, b: 0)),
        ("green", Color(r: 52, g: 199, b: 89)),
        ("mint", Color(r: 0, g: 199, b: 190)),
        ("teal", Color(r: 48, g: 176, b: 199)),
        ("cyan", Color(r: 50, g: 173, b: 230)),
        ("blue", Color(r: 0, g: 122, b: 255)),
        ("indigo", Color(r: 88, g: 86, b: 214)),
        ("purple", Color(r: 175, g: 82, b: 222)),
        ("pink", Color(r: 255, g: 45, b: 85)),
        ("brown", Color(r: 162, g: 132, b: 94)),
        ("gray", Color(r: 142, g: 142, b: 147)),
        ("black", Color(r: 0, g: 0, b: 0)),
        ("white", Color(r: 255, g: 255, b: 255)),
        ("clear", Color(r: 0, g: 0, b: 0, a: 0)),
    ]

    /// The system colour called `name`.
    public static func color(named name: String) -> Color? {
        named.first { $0.name == name }?.color
    }

    /// Colour names, in the order above.
    public static var names: [String] { named.map(\.name) }

    /// The default fill colours, assigned by declaration order to drawn elements without `color`
    /// (guides are never drawn and take no slot): neighbours always differ and the sequence
    /// alternates warm and cool hues.
    public static let paletteNames = ["blue", "orange", "green", "purple", "teal", "pink",
                                      "indigo", "yellow", "mint", "red", "cyan", "brown"]

    /// The palette colour for the `index`-th drawn element (0-based), cycling.
    public static func paletteColor(_ index: Int) -> Color {
        let name = paletteNames[((index % paletteNames.count) + paletteNames.count) % paletteNames.count]
        return color(named: name) ?? Color(red: 0.5, green: 0.5, blue: 0.5)
    }
}
