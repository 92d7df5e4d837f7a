import Foundation

/// Values, numbers, constraints and constant expressions as the format writes them.
extension Output {
    /// Keywords whose values are written separated by commas (`autoresizing flexible-width, flexible-height`).
    static let commaSeparated: Set<String> = ["autoresizing"]

    mutating func directive(_ d: ASTDirective) throws(StatesPrinter.Failure) -> String {
        var out = try name(d.keyword)
        let separator = Self.commaSeparated.contains(d.keyword.text) ? ", " : " "
        for (k, v) in d.values.enumerated() {
            // `margins(top: 0, …)`: a list right after the keyword is written against it.
            if k == 0, case .list(nil, _, _) = v {
                out += try value(v)
                continue
            }
            out += (k == 0 ? " " : separator) + (try value(v))
        }
        return out
    }

    mutating func value(_ v: ASTValue) throws(StatesPrinter.Failure) -> String {
        switch v {
        case .number(let n): return try number(n)
        case .size(let w, let h, _): return (try Self.number(w)) + "x" + (try Self.number(h))
        case .string(let s): return Self.string(s.value)
        case .color(let c, _): return Self.hex(c)
        case .identifier(let n): return try name(n)
        case .list(let n, let arguments, _):
            var parts: [String] = []
            for a in arguments {
                let label = try a.label.map { (l) throws(StatesPrinter.Failure) in try name(l) + ": " } ?? ""
                parts.append(label + (try value(a.value)))
            }
            return (try n.map { (l) throws(StatesPrinter.Failure) in try name(l) } ?? "") + "(" + parts.joined(separator: ", ") + ")"
        }
    }

    mutating func number(_ n: ASTNumber) throws(StatesPrinter.Failure) -> String {
        try Self.number(n.value) + n.unit.rawValue
    }

    /// A number in decimal notation, as short as reads back to the same value (`8`, `0.5`,
    /// `-16`, `0.00001`); never with an exponent, which the lexer does not read. Refused when
    /// the lexer would not read it back: not finite, beyond ±10¹², or needing more digits than
    /// it reads.
    static func number(_ value: Double) throws(StatesPrinter.Failure) -> String {
        guard value.isFinite, abs(value) <= 1e12 else { throw .invalidNumber(value) }
        if value == 0 { return "0" }
        if value == value.rounded() { return String(Int64(value)) }
        var text = String(value)
        if text.contains("e") {
            // The fewest decimals that read back as the value (a `1e-05` written out).
            text = (1...40).lazy.map { String(format: "%.\($0)f", value) }.first { Double($0) == value } ?? ""
        }
        guard !text.isEmpty, text.utf8.count - (value < 0 ? 1 : 0) <= 40 else { throw .invalidNumber(value) }
        return text
    }

    /// A string literal with `\`, `"` and newlines escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func hex(_ c: Color) -> String {
        func h(_ v: Double) -> String {
            let byte = Int((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String(digits[byte / 16]) + String(digits[byte % 16])
        }
        return "#" + h(c.red) + h(c.green) + h(c.blue) + (c.alpha < 1 ? h(c.alpha) : "")
    }

    mutating func anchor(_ a: ASTAnchor) throws(StatesPrinter.Failure) -> String {
        var parts: [String] = []
        for n in a.path { parts.append(try name(n)) }
        return parts.joined(separator: ".")
    }

    mutating func priorityValue(_ p: ASTPriority) throws(StatesPrinter.Failure) -> String {
        switch p.value {
        case .number(let v): return try Self.number(v)
        case .keyword(let k): return try name(ASTName(k))
        }
    }

    /// `[NAME: ]first REL [M * ]second [± C] [@P]`, or `first REL C [@P]`.
    mutating func constraint(_ c: ASTConstraint) throws(StatesPrinter.Failure) -> String {
        var out = try c.name.map { (n) throws(StatesPrinter.Failure) in try name(n) + ": " } ?? ""
        out += try anchor(c.first) + " " + c.relation.rawValue + " "
        if let second = c.second {
            if let m = c.multiplier, m.value != 1 || m.unit != .none { out += try number(m) + " * " }
            out += try anchor(second)
            if let k = c.constant, k.value != 0 {
                out += (k.value < 0 ? " - " : " + ") + (try Self.number(abs(k.value))) + k.unit.rawValue
            }
        } else {
            out += try number(c.constant ?? ASTNumber(0))
        }
        if let p = c.priority { out += " @" + (try priorityValue(p)) }
        return out
    }

    /// `vfl "FORMAT" [metrics(NAME: N, …)] [@P]`.
    mutating func vfl(_ v: ASTVFL) throws(StatesPrinter.Failure) -> String {
        var out = "vfl " + Self.string(v.format.value)
        if !v.metrics.isEmpty {
            var parts: [String] = []
            for m in v.metrics { parts.append(try name(m.name) + ": " + (try number(m.value))) }
            out += " metrics(" + parts.joined(separator: ", ") + ")"
        }
        if let p = v.priority { out += " @" + (try priorityValue(p)) }
        return out
    }

    /// A constant expression with the parentheses its structure needs: around a sum inside a
    /// product, around a right operand of the same precedence after `-` or `/`, and around a
    /// negative number or negation that follows an operator.
    mutating func expression(_ e: ASTExpression, parent: Character?, right: Bool) throws(StatesPrinter.Failure) -> String {
        func precedence(_ op: Character) -> Int { op == "*" || op == "/" ? 2 : 1 }
        switch e {
        case .number(let n):
            let text = try number(n)
            return n.value < 0 && parent != nil ? "(" + text + ")" : text
        case .property(let a): return try anchor(a)
        case .negate(let inner, _):
            let operand: String
            switch inner {
            case .binary: operand = "(" + (try expression(inner, parent: nil, right: false)) + ")"
            case .number(let n) where n.value < 0: operand = "(" + (try number(n)) + ")"
            default: operand = try expression(inner, parent: nil, right: false)
            }
            return parent != nil ? "(-" + operand + ")" : "-" + operand
        case .binary(let op, let l, let r, _):
            let text = (try expression(l, parent: op, right: false)) + " \(op) " + (try expression(r, parent: op, right: true))
            guard let parent else { return text }
            let needs = precedence(op) < precedence(parent) || (right && precedence(op) == precedence(parent) && (parent == "-" || parent == "/"))
            return needs ? "(" + text + ")" : text
        }
    }
}
