/// Element properties (`color`, `corner`, `font`, stack settings…), applied to a declared element.
extension Checker {
    static func propertyApplies(_ property: String, to kind: ElementKind) -> Bool {
        ElementTraits.accepts(property, kind: kind)
    }

    mutating func applyProperty(_ d: ASTDirective, to e: inout Element) {
        let p = d.keyword.text
        guard Keywords.properties.contains(p) else {
            let hint = Suggestion.suffix(for: p, among: Keywords.elementLevel)
            error("unknown property '\(p)' on '\(e.id)'\(hint)", d.keyword.range)
            return
        }
        guard Self.propertyApplies(p, to: e.kind) else {
            let who: String
            switch p {
            case "text", "font", "text-color", "lines", "line-break", "minimum-scale", "saved-size": who = "labels and buttons"
            case "alignment": who = "labels, buttons and stacks"
            case "axis", "spacing", "distribution", "margins-relative", "baseline-relative": who = "stacks"
            case "configuration", "icon": who = "buttons"
            case "on", "off": who = "switches"
            case "selected": who = "segmented controls"
            case "value": who = "sliders and progress views"
            case "style": who = "spinners"
            case "content-mode": who = "images"
            default: who = "views (a guide is never drawn)"
            }
            error("'\(p)' applies only to \(who); '\(e.id)' is a \(e.kind.rawValue)", d.keyword.range)
            return
        }
        switch p {
        case "color":
            if let c = colorValue(d) {
                e.color = c
                e.colorWritten = true
            }
        case "tint", "border", "shadow", "clips", "transform":
            applyDrawingProperty(d, to: &e)
        case "configuration", "icon", "on", "off", "value", "selected", "style", "content-mode":
            applyControlProperty(d, to: &e)
        case "text":
            guard let v = single(d, "a string") else { return }
            guard case .string(let s) = v else { error("expected a string", v.range); return }
            // A text field's declared string is its placeholder; `text` is what is typed in it.
            if e.kind == .textField { e.control.fieldText = s.value } else { e.text = s.value }
        case "font":
            if let font = font(d) {
                e.font = font
                e.fontRange = d.range
            }
        case "text-color", "lines", "line-break", "minimum-scale":
            applyTextProperty(d, to: &e)
        case "intrinsic":
            guard let v = single(d, "a size, (width: W, height: H) or none") else { return }
            switch v {
            case .size(let w, let h, _):
                e.intrinsic = .size(width: w, height: h)
            case .identifier(let n) where n.text == "none":
                e.intrinsic = .none
            case .list:
                guard let entries = labeledNumbers(v, labels: ["width", "height"], what: "(width: W, height: H)") else { return }
                if entries.isEmpty { error("'intrinsic' needs width or height", v.range); return }
                if let bad = entries.first(where: { $0.1 < 0 }) { error("an intrinsic size cannot be negative", bad.2); return }
                e.intrinsic = .size(width: entries.first { $0.0 == "width" }?.1,
                                    height: entries.first { $0.0 == "height" }?.1)
            default:
                error("expected a size such as 40x40, (width: 40) or none", v.range)
            }
        case "saved-size":
            guard let v = single(d, "a size such as 120x21") else { return }
            guard case .size(let w, let h, _) = v, w >= 0, h >= 0 else {
                error("expected a size such as 120x21 (the size Interface Builder saved)", v.range)
                return
            }
            e.intrinsic = .saved(width: w, height: h)
        case "hugging", "compression":
            guard let v = single(d, "a priority or (horizontal: P, vertical: P)") else { return }
            var pair = p == "hugging" ? e.hugging : e.compression
            if case .list(_, let args, _) = v {
                let labels = ["horizontal", "vertical"]
                for arg in args {
                    guard let label = arg.label, labels.contains(label.text) else {
                        let word = arg.label?.text ?? ""
                        error("expected 'horizontal:' or 'vertical:'\(Suggestion.suffix(for: word, among: labels))", arg.label?.range ?? arg.value.range)
                        return
                    }
                    guard let prio = priorityValue(arg.value) else { return }
                    if label.text == "horizontal" { pair.horizontal = prio } else { pair.vertical = prio }
                }
            } else {
                guard let prio = priorityValue(v) else { return }
                pair = AxisPriorities(horizontal: prio, vertical: prio)
            }
            if p == "hugging" { e.hugging = pair } else { e.compression = pair }
        case "hidden":
            if let b = bool(d, default: true) { e.hidden = b }
        case "alpha":
            guard let v = single(d, "an opacity"), let a = plainNumber(v, "the opacity", percent: true) else { return }
            if a >= 0 && a <= 1 { e.alpha = a } else { error("alpha must be between 0 and 1 (or 0% and 100%)", v.range) }
        case "margins":
            guard let v = single(d, "a number or (leading: 20, …)") else { return }
            if case .list = v {
                if let i = insets(v, default: 8, allowNegative: true) { e.margins = i }
            } else if let m = plainNumber(v, "the margin") {
                e.margins = .all(m)
            }
        case "insets-margins-from-safe-area":
            guard d.values.count == 1 else { error("'\(p)' takes 'true' or 'false'", d.range); return }
            if let b = bool(d, default: true) { e.insetsMarginsFromSafeArea = b }
        case "preserves-superview-margins":
            if let b = bool(d, default: true) { e.preservesSuperviewMargins = b }
        case "frame":
            guard let v = single(d, "(x: X, y: Y, width: W, height: H)") else { return }
            let labels = ["x", "y", "width", "height"]
            guard let entries = labeledNumbers(v, labels: labels, what: "(x: X, y: Y, width: W, height: H)") else { return }
            let missing = labels.filter { l in !entries.contains { $0.0 == l } }
            guard missing.isEmpty else {
                error("'frame' is missing \(missing.map { "'\($0)'" }.joined(separator: ", "))", v.range)
                return
            }
            func get(_ l: String) -> Double { entries.first { $0.0 == l }?.1 ?? 0 }
            guard get("width") >= 0, get("height") >= 0 else { error("a frame cannot have a negative size", v.range); return }
            e.frame = Rect(x: get("x"), y: get("y"), width: get("width"), height: get("height"))
        case "autoresizing":
            let names = AutoresizingFlag.allCases.map(\.rawValue)
            guard !d.values.isEmpty else {
                error("'autoresizing' needs flexible parts: \(names.joined(separator: ", "))", d.keyword.range)
                return
            }
            for v in d.values {
                if case .identifier(let n) = v, let flag = AutoresizingFlag(rawValue: n.text) {
                    e.autoresizing.insert(flag)
                } else {
                    enumError(v, names, "autoresizing flag")
                }
            }
        case "corner":
            guard let v = single(d, "a radius"), let r = plainNumber(v, "the corner radius") else { return }
            if r >= 0 { e.corner = r } else { error("corner radius cannot be negative", v.range) }
        case "axis":
            guard let v = single(d, "horizontal or vertical") else { return }
            if case .identifier(let n) = v, let a = StackSpec.Axis(rawValue: n.text) {
                e.stack?.axis = a
            } else {
                enumError(v, ["horizontal", "vertical"], "axis")
            }
        case "spacing":
            guard let v = single(d, "a spacing"), let s = plainNumber(v, "the spacing") else { return }
            e.stack?.spacing = s
        case "distribution":
            let all = ["fill", "fill-equally", "fill-proportionally", "equal-spacing", "equal-centering"]
            guard let v = single(d, "a distribution") else { return }
            if case .identifier(let n) = v, let x = StackSpec.Distribution(rawValue: n.text) {
                e.stack?.distribution = x
            } else {
                enumError(v, all, "distribution")
            }
        case "alignment" where e.kind.traits.hasText:
            applyTextProperty(d, to: &e)
        case "alignment":
            let all = ["fill", "leading", "top", "center", "trailing", "bottom", "first-baseline", "last-baseline"]
            guard let v = single(d, "an alignment") else { return }
            if case .identifier(let n) = v, let x = StackSpec.Alignment(rawValue: n.text) {
                e.stack?.alignment = x
            } else {
                enumError(v, all, "alignment")
            }
        case "baseline-relative":
            if let b = bool(d, default: true) { e.stack?.baselineRelative = b }
        case "margins-relative":
            if let b = bool(d, default: true) { e.stack?.marginsRelative = b }
        default:
            break
        }
    }

    mutating func enumError(_ v: ASTValue, _ all: [String], _ what: String) {
        if case .identifier(let n) = v {
            error(Suggestion.message("unknown \(what) '\(n.text)'", for: n.text, among: all, otherwise: "expected one of \(all.joined(separator: ", "))"), n.range)
        } else {
            error("expected one of \(all.joined(separator: ", "))", v.range)
        }
    }
}
