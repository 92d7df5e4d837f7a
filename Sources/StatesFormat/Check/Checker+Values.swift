/// Value conversions shared by element properties, environments and timing: numbers,
/// durations, priorities, booleans, labelled lists and insets, each with located errors.
extension Checker {
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
        // Plausibly a unit left out (`duration 250` for 250 ms): say so where it is written.
        let limit = what == "the hold" ? Self.longHold : Self.longDuration
        if seconds > limit, n.unit == .none {
            warning("\(what) is \(Self.format(seconds)) seconds, over \(Self.format(limit)) s; if milliseconds were meant, write \(Self.format(n.value))ms", n.range)
        }
        return seconds
    }

    /// Durations, delays and staggers longer than this (seconds, written without a unit) get a warning.
    static let longDuration = 10.0
    /// Holds longer than this (seconds, written without a unit) get a warning.
    static let longHold = 60.0

    /// A directive's single colour: `#RRGGBB`, `#RRGGBBAA` or a system colour name.
    mutating func colorValue(_ d: ASTDirective) -> DynamicColor? {
        guard let v = single(d, "a colour") else { return nil }
        return colorValue(v)
    }

    /// A colour value: `#RRGGBB`, `#RRGGBBAA` (the same in both appearances) or a system colour
    /// name (light and dark values), hyphenated or camelCase.
    mutating func colorValue(_ v: ASTValue) -> DynamicColor? {
        switch v {
        case .color(let c, _):
            return DynamicColor(c)
        case .identifier(let n):
            if let c = SystemColors.dynamicColor(named: n.text) { return c }
            // A name with a prefix the table does not write (`sysOrange`, `UIColorRed`).
            let typed = SystemColors.hyphenated(n.text)
            let bare = ["system-", "sys-", "u-i-color-", "u-i-", "ui-", "color-"].reduce(typed) { $0.hasPrefix($1) ? String($0.dropFirst($1.count)) : $0 }
            if bare != typed, SystemColors.names.contains(bare) {
                error("unknown colour '\(n.text)'; did you mean '\(bare)'?", n.range)
                return nil
            }
            error(Suggestion.message("unknown colour '\(n.text)'", for: SystemColors.hyphenated(n.text), among: SystemColors.names,
                                     otherwise: "use #RRGGBB, #RRGGBBAA or a system colour name"), n.range)
        default:
            error("expected a colour: #RRGGBB, #RRGGBBAA or a system colour name", v.range)
        }
        return nil
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
        if let written = Self.sceneSpelling(ofPriority: word) {
            error("unknown priority '\(word)'; did you mean '\(written)'? (UIKit's '\(word)' is '\(written)' in a scene)", range)
            return nil
        }
        error(Suggestion.message("unknown priority '\(word)'", for: word, among: Keywords.priorityKeywords, otherwise: "use 1…1000, required, high, low or fitting"), range)
        return nil
    }

    /// What a scene writes for a priority spelled as UIKit code spells it (`.defaultLow` is
    /// `low`, `UILayoutPriority(750)` is `750`), or nil.
    static func sceneSpelling(ofPriority word: String) -> String? {
        if word.hasPrefix("UILayoutPriority("), word.hasSuffix(")") {
            return String(word.dropFirst("UILayoutPriority(".count).dropLast())
        }
        var name = word
        if name.hasPrefix("UILayoutPriority.") { name.removeFirst("UILayoutPriority.".count) }
        if name.hasPrefix(".") { name.removeFirst() }
        let names = ["required": "required", "defaultHigh": "high", "defaultLow": "low", "fittingSizeLevel": "fitting",
                     "dragThatCanResizeScene": "510", "sceneSizeStayPut": "500", "dragThatCannotResizeScene": "490"]
        return name == word ? nil : names[name]
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
    /// Layout margins may be negative (UIKit allows it: the margins guide then reaches outside
    /// the view); safe-area insets may not.
    mutating func insets(_ v: ASTValue, default value: Double?, allowNegative: Bool = false) -> InsetSpec? {
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
        for (_, n, r) in entries where n < 0 && !allowNegative {
            error("an inset cannot be negative", r)
            return nil
        }
        if physical {
            return InsetSpec(top: get("top"), bottom: get("bottom"), left: get("left"), right: get("right"))
        }
        return InsetSpec(top: get("top"), bottom: get("bottom"), leading: get("leading"), trailing: get("trailing"))
    }

    static func format(_ v: Double) -> String { formatNumber(v) }
}
