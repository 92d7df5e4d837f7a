/// Elements, their properties, and environments.
extension Checker {
    static let reservedIDs = ["root", "super"]

    mutating func declare(_ e: ASTElement, parent: String, parentKind: ElementKind?, depth: Int) {
        guard let kind = ElementKind(rawValue: e.kind.text) else { return }
        let id = e.id.text
        var registered = true
        if Self.reservedIDs.contains(id) {
            error("'\(id)' is reserved and cannot be an element id", e.id.range)
            registered = false
        } else if let other = elements[id] {
            error("duplicate element id '\(id)'", e.id.range, notes: [.note("first declared here", at: elementIDRanges[id] ?? other.range)])
            registered = false
        }
        if parentKind == .guide {
            error("a guide cannot contain elements; '\(id)' is declared inside guide '\(parent)'", e.id.range)
        } else if parentKind == .stack, kind == .guide {
            error("a guide cannot be an arranged subview of stack '\(parent)'", e.id.range)
        }
        var element = Element(id: id, kind: kind, parent: parent, range: e.range)
        if let text = e.text {
            if kind == .label || kind == .button {
                element.text = text.value
            } else {
                error("only labels and buttons have text; '\(id)' is a \(kind.rawValue)", text.range)
            }
        }
        if registered {
            elements[id] = element
            elementIDRanges[id] = e.id.range
            if parent == "root" {
                rootChildren.append(id)
            } else {
                elements[parent]?.children.append(id)
            }
        }
        var seen: [String: SourceRange] = [:]
        for statement in e.body {
            switch statement {
            case .element(let child):
                declare(child, parent: id, parentKind: kind, depth: depth + 1)
            case .property(let d):
                if let first = seen[d.keyword.text] {
                    error("'\(d.keyword.text)' is set twice on '\(id)'", d.keyword.range,
                          notes: [.note("first set here", at: first)])
                    continue
                }
                seen[d.keyword.text] = d.keyword.range
                applyProperty(d, to: &element)
            case .constraint(let c):
                pending.append(.constraint(c, superID: id))
            case .vfl(let v):
                pending.append(.vfl(v, superID: id))
            default:
                break
            }
        }
        if registered {
            // Children were appended to the stored element meanwhile; keep them.
            element.children = elements[id]?.children ?? []
            elements[id] = element
        }
    }

    /// Gives elements without `color` a palette colour by declaration order (guides take no slot).
    mutating func assignPalette() {
        var index = 0
        for key in elements.keys {
            guard let e = elements[key], e.kind != .guide else { continue }
            if !e.colorWritten {
                elements[key]?.color = SystemColors.paletteColor(index)
            }
            index += 1
        }
    }

    // MARK: - Values

    /// A plain number (no unit, or `%` when `percent` is allowed: 50% is 0.5).
    mutating func plainNumber(_ v: ASTValue, _ what: String, percent: Bool = false) -> Double? {
        guard case .number(let n) = v else {
            error("expected \(what), a number", v.range)
            return nil
        }
        switch n.unit {
        case .none: return n.value
        case .percent where percent: return n.value / 100
        default:
            error("'\(n.unit.rawValue)' does not apply to \(what)", n.range)
            return nil
        }
    }

    /// A duration in seconds: `0.3`, `0.3s` or `300ms`; never negative.
    mutating func duration(_ v: ASTValue, _ what: String) -> Double? {
        guard case .number(let n) = v else {
            error("expected \(what), a duration such as 0.3, 0.3s or 300ms", v.range)
            return nil
        }
        let seconds: Double
        switch n.unit {
        case .none, .seconds: seconds = n.value
        case .milliseconds: seconds = n.value / 1000
        case .percent:
            error("a percentage is not a duration", n.range)
            return nil
        }
        guard seconds >= 0 else {
            error("\(what) cannot be negative", n.range)
            return nil
        }
        return seconds
    }

    /// A priority value: 1…1000 or `required`/`high`/`low`/`fitting`.
    mutating func priorityValue(_ v: ASTValue) -> Int? {
        switch v {
        case .number(let n) where n.unit == .none:
            return checkedPriority(n.value, n.range)
        case .identifier(let name):
            return priorityKeyword(name.text, name.range)
        default:
            error("expected a priority: 1…1000, required, high, low or fitting", v.range)
            return nil
        }
    }

    mutating func checkedPriority(_ value: Double, _ range: SourceRange) -> Int? {
        guard value == value.rounded() else {
            error("priority must be a whole number in 1…1000", range)
            return nil
        }
        guard value >= 1, value <= 1000 else {
            let fix = value > 1000 ? "; the highest is 1000 (required)" : "; the lowest is 1"
            error("priority \(Self.format(value)) is outside 1…1000\(fix)", range)
            return nil
        }
        return Int(value)
    }

    mutating func priorityKeyword(_ word: String, _ range: SourceRange) -> Int? {
        if let p = Keywords.priority(named: word) { return p }
        error(Suggestion.message("unknown priority '\(word)'", for: word, among: Keywords.priorityKeywords, otherwise: "use 1…1000, required, high, low or fitting"), range)
        return nil
    }

    mutating func checkedPriority(_ p: ASTPriority) -> Int? {
        switch p.value {
        case .number(let v): return checkedPriority(v, p.range)
        case .keyword(let k): return priorityKeyword(k, p.range)
        }
    }

    mutating func bool(_ d: ASTDirective, default value: Bool) -> Bool? {
        if d.values.isEmpty { return value }
        if d.values.count == 1, case .identifier(let n) = d.values[0], n.text == "true" || n.text == "false" {
            return n.text == "true"
        }
        error("'\(d.keyword.text)' takes 'true', 'false' or nothing", d.values[0].range)
        return nil
    }

    /// Exactly one value.
    mutating func single(_ d: ASTDirective, _ what: String) -> ASTValue? {
        guard d.values.count == 1 else {
            if d.values.isEmpty {
                error("'\(d.keyword.text)' needs \(what)", d.range)
            } else {
                error("'\(d.keyword.text)' takes one value, \(what)", d.values[1].range)
            }
            return nil
        }
        return d.values[0]
    }

    /// `(label: number, …)` with the given labels.
    mutating func labeledNumbers(_ v: ASTValue, labels: [String], what: String) -> [(String, Double, SourceRange)]? {
        guard case .list(_, let args, _) = v else {
            error("expected \(what)", v.range)
            return nil
        }
        var out: [(String, Double, SourceRange)] = []
        var ok = true
        for arg in args {
            guard let label = arg.label else {
                error("expected a label (\(labels.joined(separator: ", "))) before this value", arg.value.range)
                ok = false
                continue
            }
            guard labels.contains(label.text) else {
                error(Suggestion.message("unknown label '\(label.text)'", for: label.text, among: labels, otherwise: "expected one of \(labels.joined(separator: ", "))"), label.range)
                ok = false
                continue
            }
            if out.contains(where: { $0.0 == label.text }) {
                error("'\(label.text)' is given twice", label.range)
                ok = false
                continue
            }
            guard case .number(let n) = arg.value, n.unit == .none else {
                error("expected a number for '\(label.text)'", arg.value.range)
                ok = false
                continue
            }
            out.append((label.text, n.value, arg.value.range))
        }
        return ok ? out : nil
    }

    /// `(top: 47, leading: 20)`; unwritten edges are `default`. Mixing left/right with
    /// leading/trailing is an error (UIKit has either layoutMargins or directionalLayoutMargins).
    mutating func insets(_ v: ASTValue, default value: Double?) -> InsetSpec? {
        let labels = ["top", "left", "bottom", "right", "leading", "trailing"]
        guard let entries = labeledNumbers(v, labels: labels, what: "an inset list such as (top: 47, bottom: 34)") else {
            return nil
        }
        let names = entries.map(\.0)
        let physical = names.contains("left") || names.contains("right")
        let directional = names.contains("leading") || names.contains("trailing")
        if physical && directional {
            error("an inset list cannot mix left/right with leading/trailing", v.range)
            return nil
        }
        func get(_ n: String) -> Double? { entries.first { $0.0 == n }?.1 ?? value }
        for (_, n, r) in entries where n < 0 {
            error("an inset cannot be negative", r)
            return nil
        }
        if physical {
            return InsetSpec(top: get("top"), bottom: get("bottom"), left: get("left"), right: get("right"))
        }
        return InsetSpec(top: get("top"), bottom: get("bottom"), leading: get("leading"), trailing: get("trailing"))
    }

    static func format(_ v: Double) -> String { formatNumber(v) }

    // MARK: - Environments

    /// `canvas WxH [safe-area(...)] [margins(...)|margins N] [rtl] [scale N]` or a `size`'s values.
    mutating func environment(named name: String, _ d: ASTDirective, isCanvas: Bool) -> Environment? {
        let what = isCanvas ? "canvas" : "size '\(name)'"
        guard let first = d.values.first, case .size(let w, let h, let sizeRange) = first else {
            error("'\(isCanvas ? "canvas" : "size")' needs a size such as 390x844", d.values.first?.range ?? d.range)
            return nil
        }
        var ok = true
        if !(w >= 1 && w <= 16384 && h >= 1 && h <= 16384) {
            error("\(what) size must be between 1 and 16384 points on each side", sizeRange)
            ok = false
        }
        var env = Environment(name: name, size: Size(width: w, height: h), range: d.range)
        var k = 1
        var seen: Set<String> = []
        while k < d.values.count {
            let v = d.values[k]
            k += 1
            let options = ["safe-area", "margins", "rtl", "scale"]
            let word: String
            let wordRange: SourceRange
            switch v {
            case .list(let n?, _, _): word = n.text; wordRange = n.range
            case .identifier(let n): word = n.text; wordRange = n.range
            default:
                error("unexpected value in \(what); expected safe-area(...), margins, rtl or scale", v.range)
                ok = false
                continue
            }
            if seen.contains(word), options.contains(word) {
                error("'\(word)' is given twice", wordRange)
                ok = false
                continue
            }
            seen.insert(word)
            switch word {
            case "safe-area":
                if let i = insets(v, default: nil) { env.safeArea = i } else { ok = false }
            case "margins":
                if case .list = v {
                    if let i = insets(v, default: 8) { env.margins = i } else { ok = false }
                } else if k < d.values.count, let m = plainNumber(d.values[k], "the margin") {
                    k += 1
                    env.margins = .all(m)
                } else {
                    error("'margins' needs a number or a list such as margins(leading: 20)", wordRange)
                    ok = false
                }
            case "rtl":
                if case .list = v {
                    error("'rtl' takes no values", v.range)
                    ok = false
                }
                env.rtl = true
            case "scale" where isCanvas:
                guard k < d.values.count, let s = plainNumber(d.values[k], "the scale") else {
                    error("'scale' needs a number", wordRange)
                    ok = false
                    continue
                }
                k += 1
                if s > 0 && s <= 8 { env.scale = s } else {
                    error("scale must be greater than 0 and at most 8", d.values[k - 1].range)
                    ok = false
                }
            default:
                let allowed = isCanvas ? options : ["safe-area", "margins", "rtl"]
                error("unknown \(isCanvas ? "canvas" : "size") option '\(word)'\(Suggestion.suffix(for: word, among: allowed))", wordRange)
                ok = false
            }
        }
        return ok ? env : nil
    }

    // MARK: - Properties

    static func propertyApplies(_ property: String, to kind: ElementKind) -> Bool {
        switch property {
        case "text", "font": return kind == .label || kind == .button
        case "axis", "spacing", "distribution", "alignment", "margins-relative": return kind == .stack
        default: return kind != .guide
        }
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
            case "text", "font": who = "labels and buttons"
            case "axis", "spacing", "distribution", "alignment", "margins-relative": who = "stacks"
            default: who = "views (a guide is never drawn)"
            }
            error("'\(p)' applies only to \(who); '\(e.id)' is a \(e.kind.rawValue)", d.keyword.range)
            return
        }
        switch p {
        case "color":
            guard let v = single(d, "a colour") else { return }
            switch v {
            case .color(let c, _):
                e.color = c
                e.colorWritten = true
            case .identifier(let n):
                if let c = SystemColors.color(named: n.text) {
                    e.color = c
                    e.colorWritten = true
                } else {
                    error(Suggestion.message("unknown colour '\(n.text)'", for: n.text, among: SystemColors.names, otherwise: "use #RRGGBB, #RRGGBBAA or a system colour name"), n.range)
                }
            default:
                error("expected a colour: #RRGGBB, #RRGGBBAA or a system colour name", v.range)
            }
        case "text":
            guard let v = single(d, "a string") else { return }
            if case .string(let s) = v { e.text = s.value } else { error("expected a string", v.range) }
        case "font":
            guard let v = single(d, "a font size"), let n = plainNumber(v, "the font size") else { return }
            if n > 0 && n <= 1000 { e.fontSize = n } else { error("font size must be greater than 0 and at most 1000", v.range) }
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
                if let i = insets(v, default: 8) { e.margins = i }
            } else if let m = plainNumber(v, "the margin") {
                if m >= 0 { e.margins = .all(m) } else { error("an inset cannot be negative", v.range) }
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
        case "alignment":
            let all = ["fill", "leading", "top", "center", "trailing", "bottom"]
            guard let v = single(d, "an alignment") else { return }
            if case .identifier(let n) = v, let x = StackSpec.Alignment(rawValue: n.text) {
                e.stack?.alignment = x
            } else {
                enumError(v, all, "alignment")
            }
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
