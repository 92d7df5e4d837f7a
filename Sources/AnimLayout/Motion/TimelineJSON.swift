extension Timeline {
    /// The `timeline --json` document of design.md, byte-for-byte deterministic:
    ///
    /// ```
    /// {"scene": "s", "fps": 30, "frames": [
    ///   {"index": 0, "time": 0.0, "segment": "left->center", "progress": 0.0, "views": {"title": {"x": 8, "y": 87, "width": 87, "height": 20.5, "alpha": 1}}},
    ///   …]}
    /// ```
    /// One frame per line; keys in the order shown; views in declaration order.
    /// Numbers: `time` and `progress` are Swift's shortest round-trip `description` of the
    /// Double (`0.0`, `0.03333333333333333`); geometry and alpha print integral values without
    /// a fraction (`8`, `1`) and others by `description` (`20.5`). A non-finite number prints
    /// as `null`. Ends with a newline.
    public func jsonString() -> String {
        var out = "{\"scene\": \(JSONText.string(scene)), \"fps\": \(fps), \"frames\": ["
        for (n, f) in frames.enumerated() {
            out += n == 0 ? "\n  " : ",\n  "
            out += "{\"index\": \(f.index), \"time\": \(JSONText.real(f.time)), "
            out += "\"segment\": \(JSONText.string(f.segment.description)), \"progress\": \(JSONText.real(f.progress)), "
            out += "\"views\": {"
            for (m, v) in f.views.enumerated() {
                if m > 0 { out += ", " }
                out += "\(JSONText.string(v.id)): {\"x\": \(JSONText.number(v.frame.x)), \"y\": \(JSONText.number(v.frame.y)), "
                out += "\"width\": \(JSONText.number(v.frame.width)), \"height\": \(JSONText.number(v.frame.height)), "
                out += "\"alpha\": \(JSONText.number(v.alpha))}"
            }
            out += "}}"
        }
        out += "]}\n"
        return out
    }
}

/// JSON text of scalars, deterministic.
enum JSONText {
    /// A quoted string: `"` and `\` escaped, control characters as \n, \t, \r or \u00XX.
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// Shortest round-trip form (`0.0`, `0.5`, `1e-05`); `null` when not finite.
    static func real(_ x: Double) -> String {
        x.isFinite ? x.description : "null"
    }

    /// An integer without a fraction when `x` is integral (and exactly representable), else as `real`.
    static func number(_ x: Double) -> String {
        if x.isFinite, x == x.rounded(), abs(x) < 9_007_199_254_740_992 { return String(Int64(x)) }
        return real(x)
    }
}
