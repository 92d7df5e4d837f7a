/// Ids in the scene for Interface Builder's objects: an outlet's name or the view's label when
/// they make a valid, unused identifier, else the object id (`bsi-7e-6Cc`, with `_` before a
/// leading digit).
struct IBNames {
    private(set) var byObject: [String: String] = [:]
    private var used: Set<String> = ["root", "super"]

    /// A valid identifier made of `text` (other characters become `_`; nil when nothing is left).
    static func identifier(_ text: String) -> String? {
        var out = ""
        for scalar in text.unicodeScalars {
            let c = Character(scalar)
            if scalar.isASCII, c.isLetter || c.isNumber || c == "_" || c == "-" { out.append(c) } else if !out.isEmpty, out.last != "_" { out.append("_") }
        }
        while out.hasSuffix("_") || out.hasSuffix("-") { out.removeLast() }
        guard let first = out.first else { return nil }
        if first.isNumber || first == "-" { out = "_" + out }
        return out
    }

    /// Claims a name for `object`, trying `candidates` in order, then the object id.
    @discardableResult
    mutating func claim(_ object: String, candidates: [String?]) -> String {
        if let existing = byObject[object] { return existing }
        for candidate in candidates.compactMap({ $0 }).compactMap(Self.identifier) where !used.contains(candidate) {
            used.insert(candidate)
            byObject[object] = candidate
            return candidate
        }
        var base = Self.identifier(object) ?? "item"
        if used.contains(base) { base += "_" }
        var name = base, n = 2
        while used.contains(name) { name = "\(base)\(n)"; n += 1 }
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
