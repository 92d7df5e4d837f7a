import Foundation

/// Interpolates looks between two states (docs/format.md §5): colours in linear sRGB (premultiplied by
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
        out.transform = lerp(a.transform, b.transform, p)
        if a.text != b.text {
            out.fadingText = a.text
            out.textProgress = p
        }
        return out
    }

    /// Two transforms step by step when their steps are of the same kinds (a missing side is
    /// the other's steps made neutral: `scale(1)`, `rotate(0)`, `translate(0, 0)`); otherwise
    /// each is reduced to scale, rotation and translation, which interpolate on their own.
    public static func lerp(_ a: ViewTransform, _ b: ViewTransform, _ p: Double) -> ViewTransform {
        if a == b { return a }
        var x = a.operations, y = b.operations
        if x.isEmpty { x = y.map(\.neutral) }
        if y.isEmpty { y = x.map(\.neutral) }
        if x.count != y.count || zip(x, y).contains(where: { !$0.sameKind(as: $1) }) {
            x = canonical(a)
            y = canonical(b)
        }
        return ViewTransform(zip(x, y).map { s, t in
            switch (s, t) {
            case let (.scale(sx, sy), .scale(tx, ty)):
                return .scale(x: Interpolation.lerp(sx, tx, p), y: Interpolation.lerp(sy, ty, p))
            case let (.rotate(r), .rotate(q)):
                return .rotate(degrees: Interpolation.lerp(r, q, p))
            case let (.translate(sx, sy), .translate(tx, ty)):
                return .translate(x: Interpolation.lerp(sx, tx, p), y: Interpolation.lerp(sy, ty, p))
            default:
                return t
            }
        })
    }

    /// Scale, rotation and translation whose product is close to `t` (translation summed in
    /// the view's own axes; exact when the steps are already in that order).
    static func canonical(_ t: ViewTransform) -> [TransformOperation] {
        var sx = 1.0, sy = 1.0, degrees = 0.0, tx = 0.0, ty = 0.0
        for op in t.operations {
            switch op {
            case .scale(let x, let y): sx *= x; sy *= y
            case .rotate(let d): degrees += d
            case .translate(let x, let y): tx += x; ty += y
            }
        }
        return [.translate(x: tx, y: ty), .rotate(degrees: degrees), .scale(x: sx, y: sy)]
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

extension LookInterpolation {
    /// The text colour an element of `element`'s kind draws in when none is written: `label`
    /// for labels and text fields, the tint for buttons (white on a filled configuration's);
    /// nil for kinds without text.
    public static func defaultTextColor(of element: Element) -> DynamicColor? {
        switch element.kind {
        case .label, .textField: return SystemColors.dynamicColor(named: "label")
        case .button:
            if element.control.configuration == .filled { return DynamicColor(Color(r: 255, g: 255, b: 255)) }
            return element.tint ?? SystemColors.dynamicColor(named: "tint")
        default: return nil
        }
    }

    /// Two looks of which one writes a text colour and the other does not: the other's is its
    /// kind's own (`defaultTextColor`), so that a label turning blue fades from black, not
    /// from clear.
    public static func fillingTextColor(_ a: ElementLook, _ b: ElementLook, default color: DynamicColor?) -> (ElementLook, ElementLook) {
        guard let color, (a.textColor == nil) != (b.textColor == nil) else { return (a, b) }
        var a = a, b = b
        if a.textColor == nil { a.textColor = color } else { b.textColor = color }
        return (a, b)
    }
}
