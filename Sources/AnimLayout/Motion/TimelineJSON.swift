extension Timeline {
    /// The `timeline --json` document (README, "timeline"), byte-for-byte deterministic:
    ///
    /// ```
    /// {"scene": "s", "fps": 30, "frames": [
    ///   {"index": 0, "time": 0.0, "segment": "left->center", "progress": 0.0, "views": {"title": {"x": 8, "y": 87, "width": 87, "height": 20.5, "alpha": 1}}},
    ///   …]}
    /// ```
    /// One frame per line; keys in the order shown; views in declaration order. A frame of a
    /// sequence that rotates (docs/format.md, "Rotation") adds `"size"` and `"canvas"` after `progress`.
    /// Numbers: `time` and `progress` are Swift's shortest round-trip `description` of the
    /// Double (`0.0`, `0.03333333333333333`); geometry and alpha print integral values without
    /// a fraction (`8`, `1`) and others by `description` (`20.5`). A non-finite number prints
    /// as `null`. Ends with a newline.
    /// A view's look in a frame (only for views whose look a state changes): colours as
    /// `#RRGGBBAA` per appearance, the transform's steps in order, the cross-faded text.
    static func json(_ look: ElementLook) -> JSONValue {
        func color(_ c: DynamicColor) -> JSONValue { .object([("light", .string(c.light.hex(alpha: true))), ("dark", .string(c.dark.hex(alpha: true)))]) }
        var fields: [(String, JSONValue)] = []
        if let b = look.background { fields.append(("color", color(b))) }
        if let t = look.textColor { fields.append(("textColor", color(t))) }
        fields.append(("corner", .number(look.corner)))
        fields.append(("on", .number(look.on)))
        fields.append(("value", .number(look.value)))
        fields.append(("selected", .number(look.selected)))
        fields.append(("transform", .array(look.transform.operations.map { op in
            switch op {
            case .scale(let x, let y): return .object([("scale", .array([.number(x), .number(y)]))])
            case .rotate(let d): return .object([("rotate", .number(d))])
            case .translate(let x, let y): return .object([("translate", .array([.number(x), .number(y)]))])
            }
        })))
        if let text = look.text { fields.append(("text", .string(text))) }
        if let fading = look.fadingText, look.textProgress < 1 {
            fields.append(("fadingText", .string(fading)))
            fields.append(("textProgress", .real(look.textProgress)))
        }
        return .object(fields)
    }

    public func jsonString() -> String {
        var out = "{\"scene\": \(JSONValue.quote(scene)), \"fps\": \(fps), \"frames\": ["
        for (n, f) in frames.enumerated() {
            out += n == 0 ? "\n  " : ",\n  "
            out += "{\"index\": \(f.index), \"time\": \(JSONValue.format(f.time, alwaysFraction: true)), "
            out += "\"segment\": \(JSONValue.quote(f.segment.description)), \"progress\": \(JSONValue.format(f.progress, alwaysFraction: true)), "
            if let env = f.environment {
                // A sequence that rotates (docs/format.md, "Rotation"): the frame's size and its canvas.
                out += "\"size\": \(JSONValue.quote(env.size)), \"canvas\": {\"width\": \(JSONValue.format(env.canvas.width, alwaysFraction: false)), "
                out += "\"height\": \(JSONValue.format(env.canvas.height, alwaysFraction: false))}, "
            }
            out += "\"views\": {"
            for (m, v) in f.views.enumerated() {
                if m > 0 { out += ", " }
                out += "\(JSONValue.quote(v.id)): {\"x\": \(JSONValue.format(v.frame.x, alwaysFraction: false)), \"y\": \(JSONValue.format(v.frame.y, alwaysFraction: false)), "
                out += "\"width\": \(JSONValue.format(v.frame.width, alwaysFraction: false)), \"height\": \(JSONValue.format(v.frame.height, alwaysFraction: false)), "
                out += "\"alpha\": \(JSONValue.format(v.alpha, alwaysFraction: false))"
                if let look = v.look { out += ", \"look\": " + Self.json(look).serialized() }
                out += "}"
            }
            out += "}}"
        }
        out += "]}\n"
        return out
    }
}
