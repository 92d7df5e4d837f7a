/// The `audit` block's `target` and `grows` lines (docs/format.md, "Audit opt-outs").
extension Checker {
    mutating func checkAuditHints() -> AuditHints {
        var hints = AuditHints()
        for d in pendingAudit where AuditHints.keywords.contains(d.keyword.text) {
            var ids: [String] = []
            var reason = ""
            var ok = true
            for v in d.values {
                switch v {
                case .identifier(let n) where d.keyword.text == "target":
                    if elements.index(forKey: n.text) != nil { ids.append(n.text) } else {
                        error("unknown element '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(elements.keys)))", n.range); ok = false
                    }
                case .string(let s):
                    reason = s.value
                default:
                    let form = d.keyword.text == "target" ? "target ID… \"reason\"" : "grows \"reason\""
                    error("unexpected value in '\(d.keyword.text)'; write '\(form)'", v.range); ok = false
                }
            }
            if d.keyword.text == "target", ids.isEmpty, ok {
                error("'target' needs the element people tap", d.range); ok = false
            }
            if reason.allSatisfy(\.isWhitespace), ok {
                error("'\(d.keyword.text)' needs a reason in quotes, for whoever reads the scene next", d.range); ok = false
            }
            guard ok else { continue }
            if d.keyword.text == "grows" { hints.grows = reason } else { for id in ids { hints.targets[id] = reason } }
        }
        return hints
    }
}

extension AuditHints {
    /// The `audit` block's lines that are hints, not `allow`s.
    static let keywords: Set<String> = ["target", "grows"]
}
