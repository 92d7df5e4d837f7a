import StatesFormat

/// The colours UIButton draws with in each configuration (iOS 15: `plain tinted gray filled
/// bordered`; none is the classic system button): the title in the tint, white on `filled`,
/// and the background under it. One table for the renderer and for `audit`'s contrast.
public enum ButtonColors {
    /// A tinted button's background: the tint at this opacity (light, dark).
    public static let tintedOpacity = (light: 0.12, dark: 0.26)
    /// The system colour a gray or bordered button's background is.
    public static let grayFill = "secondary-system-fill"

    /// The background drawn under the title (nil: none), with its alpha, for a button tinted `tint`.
    public static func background(_ configuration: ButtonConfiguration?, tint: Color, appearance: Appearance) -> Color? {
        switch configuration {
        case nil, .plain?: return nil
        case .tinted?:
            var c = tint
            c.alpha = max(0, min(1, c.alpha)) * (appearance == .dark ? tintedOpacity.dark : tintedOpacity.light)
            return c
        case .gray?, .bordered?: return SystemColors.dynamicColor(named: grayFill)?.resolved(appearance)
        case .filled?: return tint
        }
    }

    /// The title's colour when the scene writes none.
    public static func title(_ configuration: ButtonConfiguration?, tint: Color) -> Color {
        configuration == .filled ? Color(r: 255, g: 255, b: 255) : tint
    }
}
