import Foundation
import StatesFormat

/// How `export swift` writes numbers and string literals in Swift code (`.states` text is the
/// format's printer's: ``StatesPrinter``).
enum SwiftLiterals {
    /// `8`, `0.5`, `-16` (four decimals at most).
    static func number(_ value: Double) -> String { formatNumber((value * 10_000).rounded() / 10_000) }

    /// The inside of a Swift string literal: backslash, quote and newline escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
