import StatesFormat

/// Ids in the scene for Interface Builder's objects, named as a person would name them: the
/// owning controller's outlet, else the object's `userLabel`, else its kind and a number
/// (`label3`). An Interface Builder object id (`8cu-85-C8w`) never becomes an identifier, and
/// every name is checked by the format's own lexer and parser before it is used.
struct IBNames {
    private(set) var byObject: [String: String] = [:]
    private var used: Set<String> = ["root", "super"]
    private var counters: [String: Int] = [:]

    /// A camelCase identifier made of `text`'s ASCII letters and digits (`"sign in button"` →
    /// `signInButton`, `title_label` kept); nil when it would not start with a letter or the
    /// format would not read it as one name.
    static func identifier(_ text: String) -> String? {
        var out = ""
        var upperNext = false
        for scalar in text.unicodeScalars {
            let c = Character(scalar)
            if scalar.isASCII, c.isLetter || c.isNumber || c == "_" {
                if upperNext { out.append(contentsOf: c.uppercased()) } else { out.append(c) }
                upperNext = false
            } else if !out.isEmpty {
                upperNext = true
            }
        }
        guard let first = out.first, first.isLetter, out.count <= 64, StatesIdentifier.isValid(out) else { return nil }
        return out
    }

    /// `PrimaryActionView` → `primaryActionView`: an element id in lower camelCase, as outlets'
    /// names are (an all-capitals word such as `URL` is left as it is).
    static func elementName(_ text: String) -> String? {
        guard let name = identifier(text), let first = name.first, first.isUppercase else { return identifier(text) }
        let second = name.dropFirst().first
        guard second.map({ !$0.isUppercase }) ?? true else { return name }
        let lowered = first.lowercased() + name.dropFirst()
        return StatesIdentifier.isValid(lowered) ? lowered : name
    }

    /// Claims a name for `object`, trying `candidates` in order, then `kind` and a number.
    @discardableResult
    mutating func claim(_ object: String, candidates: [String?], kind: String) -> String {
        if let existing = byObject[object] { return existing }
        if let name = candidates.compactMap({ $0 }).compactMap(Self.elementName).first(where: { !used.contains($0) }) {
            return take(name, for: object)
        }
        // The kind as written (`label`, `imageView`): a keyword alone, but not with a number.
        let base = kind.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) })
            && kind.first?.isLetter == true ? kind : "view"
        var n = counters[base, default: 0]
        var name: String
        repeat { n += 1; name = "\(base)\(n)" } while used.contains(name) || !StatesIdentifier.isValid(name)
        counters[base] = n
        return take(name, for: object)
    }

    /// A constraint's name: its identifier or its outlet when they make an unused name, else
    /// none (the constraint is written without a name; its Interface Builder id is not one).
    mutating func constraintName(_ object: String, candidates: [String?]) -> String? {
        if let existing = byObject[object] { return existing }
        guard let name = candidates.compactMap({ $0 }).compactMap(Self.identifier).first(where: { !used.contains($0) }) else { return nil }
        return take(name, for: object)
    }

    private mutating func take(_ name: String, for object: String) -> String {
        used.insert(name)
        byObject[object] = name
        return name
    }

    /// Maps `object` to a fixed name (`root`, `root.safe`).
    mutating func alias(_ object: String, to name: String) {
        byObject[object] = name
    }

    subscript(_ object: String) -> String? { byObject[object] }
}
