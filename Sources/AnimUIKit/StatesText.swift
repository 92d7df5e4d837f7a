import Foundation
import StatesFormat

/// How the importers and the exporter write values: numbers as the format writes them,
/// strings escaped for a `"…"` literal (the same rules in `.states` and Swift), colours as
/// `#RRGGBB[AA]`.
enum StatesText {
    /// `8`, `0.5`, `-16` (four decimals at most).
    static func number(_ value: Double) -> String { formatNumber((value * 10_000).rounded() / 10_000) }

    /// The inside of a string literal: backslash, quote and newline escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// `#RRGGBB`, `#RRGGBBAA` when translucent, `clear` when transparent (components 0…1).
    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        func h(_ v: Double) -> String { String(format: "%02X", Int((min(1, max(0, v)) * 255).rounded())) }
        return a == 0 ? "clear" : "#" + h(r) + h(g) + h(b) + (a < 1 ? h(a) : "")
    }
}
