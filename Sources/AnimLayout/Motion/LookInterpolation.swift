import Foundation

/// Interpolates looks between two states (§12): colours in linear sRGB (premultiplied by
/// alpha, so a fade from clear does not pass through black), radii and control values linearly.
public enum LookInterpolation {
    /// The look at progress `p` (0: `a`, 1: `b`; held to 0…1 by the caller).
    public static func lerp(_ a: ElementLook, _ b: ElementLook, _ p: Double) -> ElementLook {
        if a == b || p <= 0 { return a }
        if p >= 1 { return b }
        var out = b
        out.background = lerp(a.background, b.background, p)
        out.textColor = lerp(a.textColor, b.textColor, p)
        out.corner = Interpolation.lerp(a.corner, b.corner, p)
        out.on = Interpolation.lerp(a.on, b.on, p)
        out.value = Interpolation.lerp(a.value, b.value, p)
        out.selected = Interpolation.lerp(a.selected, b.selected, p)
        return out
    }

    /// Two optional colours: a missing one is the other made transparent.
    static func lerp(_ a: DynamicColor?, _ b: DynamicColor?, _ p: Double) -> DynamicColor? {
        switch (a, b) {
        case (nil, nil): return nil
        case let (x?, nil): return lerp(x, x.withAlpha(times: 0), p)
        case let (nil, y?): return lerp(y.withAlpha(times: 0), y, p)
        case let (x?, y?): return lerp(x, y, p)
        }
    }

    static func lerp(_ a: DynamicColor, _ b: DynamicColor, _ p: Double) -> DynamicColor {
        DynamicColor(light: lerp(a.light, b.light, p), dark: lerp(a.dark, b.dark, p))
    }

    /// Two sRGB colours mixed in linear light, premultiplied.
    public static func lerp(_ a: Color, _ b: Color, _ p: Double) -> Color {
        if a == b { return a }
        let alpha = Interpolation.lerp(a.alpha, b.alpha, p)
        guard alpha > 0 else { return Color(red: b.red, green: b.green, blue: b.blue, alpha: 0) }
        func channel(_ x: Double, _ y: Double) -> Double {
            let mixed = Interpolation.lerp(linear(x) * a.alpha, linear(y) * b.alpha, p) / alpha
            return encoded(max(0, min(1, mixed)))
        }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: alpha)
    }

    /// sRGB transfer function, decoded (IEC 61966-2-1).
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function, encoded.
    static func encoded(_ l: Double) -> Double {
        l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
    }
}
