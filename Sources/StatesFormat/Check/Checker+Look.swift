/// Drawing properties (`tint`, `border`, `shadow`, `clips`) and control settings (`on`,
/// `value`, `selected`, `configuration`…), docs/format.md §3.
extension Checker {
    mutating func applyDrawingProperty(_ d: ASTDirective, to e: inout Element) {
        switch d.keyword.text {
        case "tint":
            if let c = colorValue(d) { e.tint = c }
        case "clips":
            if let b = bool(d, default: true) { e.clips = b }
        case "transform":
            if let t = transform(d) { e.transform = t }
        case "border":
            // A text field's `border rounded|line|bezel|none` is its border style.
            if e.kind == .textField, d.values.count == 1, case .identifier(let n) = d.values[0] {
                if let style = TextFieldBorder(rawValue: n.text) { e.control.fieldBorder = style } else {
                    enumError(d.values[0], TextFieldBorder.allCases.map(\.rawValue), "text field border")
                }
                return
            }
            guard d.values.count == 2 else {
                error("'border' needs a width and a colour, such as border 1 separator", d.values.count > 2 ? d.values[2].range : d.range)
                return
            }
            guard let w = plainNumber(d.values[0], "the border width"), let c = colorValue(d.values[1]) else { return }
            guard w >= 0, w.isFinite, w <= 1000 else {
                error("a border width must be between 0 and 1000 points", d.values[0].range)
                return
            }
            e.border = Border(width: w, color: c)
        case "shadow":
            e.shadow = shadow(d) ?? e.shadow
        default:
            break
        }
        if ["shadow", "clips"].contains(d.keyword.text), e.clips, let s = e.shadow, s.opacity > 0 {
            warning("'\(e.id)' clips, so its shadow is not drawn (clipsToBounds masks the layer's own shadow, as in UIKit); put the shadow on a superview that does not clip, or drop one of them", d.range)
        }
    }

    /// `shadow(x: 0, y: 2, radius: 8, color: black, opacity: 0.2)`; every label optional,
    /// `shadow none` removes it.
    mutating func shadow(_ d: ASTDirective) -> Shadow? {
        guard let v = single(d, "(x: X, y: Y, radius: R, color: C, opacity: O) or none") else { return nil }
        if case .identifier(let n) = v, n.text == "none" {
            return Shadow(opacity: 0)
        }
        guard case .list(_, let args, _) = v else {
            error("expected (x: X, y: Y, radius: R, color: C, opacity: O)", v.range)
            return nil
        }
        var s = Shadow()
        let labels = ["x", "y", "radius", "color", "opacity"]
        var seen: Set<String> = []
        for arg in args {
            guard let label = arg.label, labels.contains(label.text) else {
                let word = arg.label?.text ?? ""
                error(Suggestion.message("expected a label", for: word, among: labels,
                                         otherwise: "expected one of \(labels.joined(separator: ", "))"), arg.label?.range ?? arg.value.range)
                return nil
            }
            guard seen.insert(label.text).inserted else {
                error("'\(label.text)' is given twice", label.range)
                return nil
            }
            if label.text == "color" {
                guard let c = colorValue(arg.value) else { return nil }
                s.color = c
                continue
            }
            guard let x = plainNumber(arg.value, "the shadow's \(label.text)", percent: label.text == "opacity") else { return nil }
            guard x.isFinite, abs(x) <= 10_000 else {
                error("the shadow's \(label.text) must be between -10000 and 10000", arg.value.range)
                return nil
            }
            switch label.text {
            case "x": s.x = x
            case "y": s.y = x
            case "radius":
                guard x >= 0, x <= Shadow.maximumRadius else {
                    error("a shadow radius must be between 0 and \(Self.format(Shadow.maximumRadius)) points", arg.value.range)
                    return nil
                }
                s.radius = x
            default:
                guard x >= 0, x <= 1 else {
                    error("a shadow's opacity must be between 0 and 1 (or 0% and 100%)", arg.value.range)
                    return nil
                }
                s.opacity = x
            }
        }
        return s
    }

    /// `transform scale(S) | scale(SX, SY) | rotate(DEG) | translate(X, Y) …` (`transform
    /// identity` for none), each value in range.
    mutating func transform(_ d: ASTDirective) -> ViewTransform? {
        guard !d.values.isEmpty else {
            error("'transform' needs scale(S), scale(SX, SY), rotate(DEG) or translate(X, Y), in the order to apply them", d.keyword.range)
            return nil
        }
        if d.values.count == 1, case .identifier(let n) = d.values[0], n.text == "identity" { return .identity }
        var ops: [TransformOperation] = []
        let kinds = ["scale", "rotate", "translate"]
        for v in d.values {
            guard case .list(let name?, let args, _) = v, kinds.contains(name.text) else {
                let word: String
                switch v {
                case .list(let n?, _, _): word = n.text
                case .identifier(let n): word = n.text
                default: word = ""
                }
                error(Suggestion.message("unknown transform '\(word)'", for: word, among: kinds + ["identity"],
                                         otherwise: "expected scale(S), scale(SX, SY), rotate(DEG) or translate(X, Y)"), v.range)
                return nil
            }
            var numbers: [Double] = []
            for arg in args {
                if let label = arg.label {
                    error("'\(name.text)' takes plain numbers, not '\(label.text):'", label.range)
                    return nil
                }
                guard let x = plainNumber(arg.value, "a \(name.text) value") else { return nil }
                numbers.append(x)
            }
            let limit: Double
            switch name.text {
            case "scale": limit = ViewTransform.maximumScale
            case "rotate": limit = ViewTransform.maximumRotation
            default: limit = ViewTransform.maximumTranslation
            }
            if let bad = zip(numbers, args).first(where: { !$0.0.isFinite || abs($0.0) > limit }) {
                error("\(name.text) values must be between -\(Self.format(limit)) and \(Self.format(limit))", bad.1.value.range)
                return nil
            }
            switch (name.text, numbers.count) {
            case ("scale", 1): ops.append(.scale(x: numbers[0], y: numbers[0]))
            case ("scale", 2): ops.append(.scale(x: numbers[0], y: numbers[1]))
            case ("rotate", 1): ops.append(.rotate(degrees: numbers[0]))
            case ("translate", 2): ops.append(.translate(x: numbers[0], y: numbers[1]))
            default:
                let wanted = name.text == "scale" ? "one or two numbers" : name.text == "rotate" ? "one number (degrees)" : "two numbers (x, y)"
                error("'\(name.text)' takes \(wanted), not \(numbers.count)", v.range)
                return nil
            }
        }
        return ViewTransform(ops)
    }

    mutating func applyControlProperty(_ d: ASTDirective, to e: inout Element) {
        let p = d.keyword.text
        switch p {
        case "on", "off":
            guard d.values.isEmpty else { error("'\(p)' takes no values", d.values[0].range); return }
            e.isOn = p == "on"
        case "value":
            guard let v = single(d, "a value between 0 and 1"), let x = plainNumber(v, "the value", percent: true) else { return }
            if x >= 0 && x <= 1 { e.value = x } else { error("a value must be between 0 and 1 (or 0% and 100%)", v.range) }
        case "selected":
            guard let v = single(d, "a segment index (0 is the first)"), let x = plainNumber(v, "the segment index") else { return }
            let count = e.control.segments.count
            if x == x.rounded(), x >= -1, x < Double(count) { e.selected = Int(x) } else {
                error("'\(e.id)' has \(count) segment\(count == 1 ? "" : "s"): 'selected' must be 0…\(count - 1) (or -1 for none)", v.range)
            }
        case "configuration":
            guard let v = single(d, "plain, tinted, gray, filled or bordered") else { return }
            if case .identifier(let n) = v, let c = ButtonConfiguration(rawValue: n.text) { e.control.configuration = c } else {
                enumError(v, ButtonConfiguration.allCases.map(\.rawValue), "button configuration")
            }
        case "style":
            guard let v = single(d, "medium or large") else { return }
            if case .identifier(let n) = v, let s = SpinnerStyle(rawValue: n.text) { e.control.spinnerStyle = s } else {
                enumError(v, SpinnerStyle.allCases.map(\.rawValue), "spinner style")
            }
        case "icon":
            // UIKit calls a button's image its image; inside a block `image` starts an image
            // view, so the button's is called `icon`.
            guard let v = single(d, "a PNG file, relative to the scene's folder") else { return }
            guard case .string(let s) = v, !s.value.isEmpty else {
                error("expected a PNG file name in quotes, relative to the scene's folder", v.range)
                return
            }
            e.control.image = ImageFile(written: s.value, path: resolve(s.value), range: s.range)
        case "content-mode":
            guard let v = single(d, "a content mode") else { return }
            if case .identifier(let n) = v, let m = ContentMode(rawValue: n.text) { e.control.contentMode = m } else {
                enumError(v, ContentMode.allCases.map(\.rawValue), "content mode")
            }
        default:
            break
        }
    }
}

extension Checker {
    /// A state's look change: `color V C`, `text-color V C`, `corner V R`, `on V`, `off V`,
    /// `value V X`, `selected V N`, checked against the element's kind.
    mutating func lookChange(_ d: ASTDirective, kind: ElementKind, id: String) -> LookChange? {
        let p = d.keyword.text
        let applies: Bool
        switch p {
        case "text-color", "text": applies = kind.traits.hasText
        case "on", "off": applies = kind == .toggle
        case "value": applies = kind == .slider || kind == .progress
        case "selected": applies = kind == .segmented
        default: applies = true
        }
        guard applies else {
            error("'\(p)' does not apply to '\(id)', a \(kind.rawValue)", d.keyword.range)
            return nil
        }
        var probe = elements[id] ?? Element(id: id, kind: kind, parent: "root", range: d.range)
        switch p {
        case "color":
            return colorValue(d).map { .background($0) }
        case "text-color":
            return colorValue(d).map { .textColor($0) }
        case "corner":
            guard let v = single(d, "a radius"), let r = plainNumber(v, "the corner radius") else { return nil }
            guard r >= 0, r.isFinite else { error("corner radius cannot be negative", v.range); return nil }
            return .corner(r)
        case "transform":
            return transform(d).map { .transform($0) }
        case "text":
            guard let v = single(d, "a string") else { return nil }
            guard case .string(let s) = v else { error("expected a string", v.range); return nil }
            return .text(s.value)
        default:
            let before = diagnostics.count
            applyControlProperty(d, to: &probe)
            guard diagnostics.count == before else { return nil }
            switch p {
            case "on", "off": return .on(probe.isOn)
            case "value": return .value(probe.value)
            default: return .selected(probe.selected)
            }
        }
    }
}
