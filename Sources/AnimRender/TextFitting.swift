/// Fits chrome text (contact-sheet titles and labels) into a width: greedy wrapping at spaces,
/// a word wider than the line broken between characters, and an ellipsis on the last line
/// when the text needs more lines than allowed. Text in frames is the text module's business;
/// this is only for the renderer's own labels.
enum TextFitting {
    /// The lines of `text` no wider than `width` (measured by `measure`), at most `maxLines`;
    /// the last line ends with `…` when text was left out.
    static func wrap(_ text: String, width: Double, maxLines: Int, measure: (String) -> Double) -> [String] {
        var rest = Substring(text)
        var lines: [String] = []
        while !rest.isEmpty, lines.count < maxLines {
            let isLast = lines.count == maxLines - 1
            if measure(String(rest)) <= width {
                lines.append(String(rest))
                rest = ""
                break
            }
            if isLast {
                lines.append(ellipsized(String(rest), width: width, measure: measure))
                rest = ""
                break
            }
            let fit = longestPrefix(of: Array(rest), width: width, measure: measure)
            var cut = fit
            let chars = Array(rest)
            if let space = chars[..<min(chars.count, fit + 1)].lastIndex(of: " "), space > 0 { cut = space }
            lines.append(String(chars[..<max(1, cut)]))
            rest = Substring(String(chars[max(1, cut)...]).drop { $0 == " " })
        }
        return lines
    }

    /// `text` cut to fit `width` with `…` at its end (itself when it fits).
    static func ellipsized(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        let chars = Array(text)
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(String(chars[..<mid]) + "…") <= width { lo = mid } else { hi = mid - 1 }
        }
        return String(chars[..<lo]).trimmingTrailingSpaces() + "…"
    }

    /// The number of leading characters that fit `width` (at least 1).
    private static func longestPrefix(of chars: [Character], width: Double, measure: (String) -> Double) -> Int {
        var lo = 1, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(String(chars[..<mid])) <= width { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
