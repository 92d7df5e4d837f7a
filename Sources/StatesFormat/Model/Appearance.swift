/// Light or dark mode (`UIUserInterfaceStyle`): which value every system colour takes.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A colour with a value per appearance, as a `UIColor` made from a dynamic provider: the
/// system colours (`label`, `blue`…) differ in dark mode; a written `#RRGGBB` is the same in both.
public struct DynamicColor: Hashable, Sendable {
    /// The light-mode value.
    public var light: Color
    /// The dark-mode value.
    public var dark: Color

    /// A colour with a value per appearance.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// A colour that is the same in both appearances.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    /// The value in `appearance`.
    public func resolved(_ appearance: Appearance) -> Color {
        appearance == .dark ? dark : light
    }

    /// Fully transparent (`UIColor.clear`).
    public static let clear = DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 0))

    /// This colour with its alpha multiplied by `factor` in both appearances.
    public func withAlpha(times factor: Double) -> DynamicColor {
        var c = self
        c.light.alpha *= factor
        c.dark.alpha *= factor
        return c
    }
}

extension Color {
    /// A colour from a 24-bit `0xRRGGBB` value and an opacity in 0…1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}
