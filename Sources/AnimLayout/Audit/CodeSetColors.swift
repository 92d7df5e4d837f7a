import StatesFormat

/// Colours a storyboard or XIB does not hold: text that the file itself draws in the colour of
/// what is under it (each channel within ``sameColor``, in the light appearance that Interface
/// Builder's canvas shows) is invisible there, so the app's code gives it its colours — no
/// one lays out text they cannot see — and its contrast, measured on the file's colours, says
/// nothing about the app (docs/audit.md).
extension SceneAudit {
    /// Text and background whose sRGB channels all differ by at most this are the same colour.
    public static let sameColor = 0.1

    /// `findings` without the contrast findings of text the file draws invisible in light mode,
    /// in both appearances, where (state, size, text size) it is so; and the texts left out, in
    /// the order first found.
    static func withoutCodeSetColors(_ findings: [AuditFinding]) -> (kept: [AuditFinding], texts: [String]) {
        func key(_ f: AuditFinding) -> String {
            ([f.state, f.size, f.textSize.rawValue] + f.elements).joined(separator: "\u{0}")
        }
        func color(_ f: AuditFinding, _ name: String) -> [Double]? {
            guard case .string(let hex)? = f.measured.first(where: { $0.0 == name })?.1, hex.count == 7,
                  let value = Int(hex.dropFirst(), radix: 16) else { return nil }
            return [16, 8, 0].map { Double((value >> $0) & 0xFF) / 255 }
        }
        let invisible = findings.filter { f in
            guard f.kind == .contrast, f.appearance == .light, f.time == nil,
                  let text = color(f, "foreground"), let under = color(f, "background") else { return false }
            return zip(text, under).allSatisfy { abs($0 - $1) <= sameColor }
        }
        let unseen = Set(invisible.map(key))
        var texts: [String] = []
        for id in invisible.compactMap(\.elements.first) where !texts.contains(id) { texts.append(id) }
        return (findings.filter { !($0.kind == .contrast && $0.time == nil && unseen.contains(key($0))) }, texts)
    }
}
