import StatesFormat

/// Colours a storyboard or XIB does not hold: text that the file itself draws invisible (under
/// ``invisible``:1 against what is under it in the light appearance, Interface Builder's canvas)
/// is given its colours by the app's code — no one lays out text they cannot see — so its
/// contrast, measured on the file's colours, says nothing about the app (docs/audit.md).
extension SceneAudit {
    /// Below this contrast in light mode, text in an imported file is taken as coloured by code.
    public static let invisible = 1.5

    /// `findings` without the contrast findings of text the file draws invisible in light mode,
    /// in both appearances, where (state, size, text size) it is so.
    static func withoutCodeSetColors(_ findings: [AuditFinding]) -> [AuditFinding] {
        func key(_ f: AuditFinding) -> String {
            ([f.state, f.size, f.textSize.rawValue] + f.elements).joined(separator: "\u{0}")
        }
        let unseen = Set(findings.filter { f in
            guard f.kind == .contrast, f.appearance == .light, f.time == nil,
                  case .number(let ratio)? = f.measured.first(where: { $0.0 == "ratio" })?.1 else { return false }
            return ratio < invisible
        }.map(key))
        return findings.filter { !($0.kind == .contrast && $0.time == nil && unseen.contains(key($0))) }
    }
}
