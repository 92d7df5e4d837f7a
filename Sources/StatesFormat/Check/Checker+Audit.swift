/// The `audit` block's `allow` lines (docs/format.md, "Audit opt-outs").
extension Checker {
    mutating func checkAudit() -> [AuditAllowance] {
        var out: [AuditAllowance] = []
        let stateNames = states.map(\.name), sizeNames = ["default"] + sizes.map(\.name)
        let textSizes = ContentSizeCategory.allCases.map(\.rawValue)
        for d in pendingAudit where !AuditHints.keywords.contains(d.keyword.text) {
            guard d.keyword.text == "allow" else {
                error("unknown audit line '\(d.keyword.text)'; write 'allow KIND ID… \"reason\"', 'target ID… \"reason\"' or 'grows \"reason\"'", d.keyword.range)
                continue
            }
            var values = d.values[...]
            guard case .identifier(let kind)? = values.first, AuditAllowance.kinds.contains(kind.text) else {
                let word: String
                if case .identifier(let n)? = values.first { word = n.text } else { word = "" }
                error("'allow' needs a finding kind (\(AuditAllowance.kinds.joined(separator: ", ")))\(word.isEmpty ? "" : Suggestion.suffix(for: word, among: AuditAllowance.kinds))",
                      values.first?.range ?? d.keyword.range)
                continue
            }
            values = values.dropFirst()
            var allowance = AuditAllowance(kind: kind.text, elements: [], reason: "", range: d.range)
            var ok = true
            while let v = values.first {
                values = values.dropFirst()
                switch v {
                case .identifier(let n) where ["in", "at", "from", "appearance"].contains(n.text):
                    guard case .identifier(let what)? = values.first else {
                        let needs = ["in": "state", "at": "size", "from": "text size", "appearance": "light or dark"][n.text] ?? ""
                        error("'\(n.text)' needs a \(needs)", n.range)
                        ok = false
                        continue
                    }
                    values = values.dropFirst()
                    switch n.text {
                    case "in":
                        if stateNames.contains(what.text) { allowance.state = what.text } else {
                            error("unknown state '\(what.text)'\(Suggestion.suffix(for: what.text, among: stateNames))", what.range); ok = false
                        }
                    case "at":
                        if sizeNames.contains(what.text) { allowance.size = what.text } else {
                            error("unknown size '\(what.text)'\(Suggestion.suffix(for: what.text, among: sizeNames))", what.range); ok = false
                        }
                    case "appearance":
                        if let a = Appearance(rawValue: what.text) { allowance.appearance = a } else {
                            error("unknown appearance '\(what.text)'; write light or dark", what.range); ok = false
                        }
                    default:
                        if let c = ContentSizeCategory(rawValue: what.text) { allowance.fromTextSize = c } else {
                            error("unknown text size '\(what.text)'\(Suggestion.suffix(for: what.text, among: textSizes))", what.range); ok = false
                        }
                    }
                case .identifier(let n) where n.text == "if-found":
                    allowance.warnsWhenUnused = false
                case .identifier(let n):
                    if elements.index(forKey: n.text) != nil { allowance.elements.append(n.text) } else {
                        error("unknown element '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(elements.keys)))", n.range); ok = false
                    }
                case .string(let s):
                    allowance.reason = s.value
                default:
                    error("unexpected value in 'allow'; write 'allow KIND ID… [in STATE] [at SIZE] [from TEXT-SIZE] [appearance light|dark] [if-found] \"reason\"'", v.range)
                    ok = false
                }
            }
            if allowance.elements.isEmpty, ok {
                error("'allow \(kind.text)' needs the element it is about", d.range)
                ok = false
            }
            if allowance.reason.allSatisfy(\.isWhitespace), ok {
                error("'allow' needs a reason in quotes, for whoever reads the scene next", d.range)
                ok = false
            }
            if ok { out.append(allowance) }
        }
        pendingAudit = []
        return out
    }
}
