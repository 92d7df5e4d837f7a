extension Timeline {
    /// The `timeline --json` document (README, "timeline"), byte-for-byte deterministic:
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
        var out = "{\"scene\": \(JSONValue.quote(scene)), \"fps\": \(fps), \"frames\": ["
        for (n, f) in frames.enumerated() {
            out += n == 0 ? "\n  " : ",\n  "
            out += "{\"index\": \(f.index), \"time\": \(JSONValue.format(f.time, alwaysFraction: true)), "
            out += "\"segment\": \(JSONValue.quote(f.segment.description)), \"progress\": \(JSONValue.format(f.progress, alwaysFraction: true)), "
            out += "\"views\": {"
            for (m, v) in f.views.enumerated() {
                if m > 0 { out += ", " }
                out += "\(JSONValue.quote(v.id)): {\"x\": \(JSONValue.format(v.frame.x, alwaysFraction: false)), \"y\": \(JSONValue.format(v.frame.y, alwaysFraction: false)), "
                out += "\"width\": \(JSONValue.format(v.frame.width, alwaysFraction: false)), \"height\": \(JSONValue.format(v.frame.height, alwaysFraction: false)), "
                out += "\"alpha\": \(JSONValue.format(v.alpha, alwaysFraction: false))}"
            }
            out += "}}"
        }
        out += "]}\n"
        return out
    }
}
