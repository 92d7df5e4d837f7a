/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// Edit distance over Unicode scalars: insertions, deletions, substitutions and swaps of
    /// two neighbours (`rde` → `red`) each cost 1 (optimal string alignment).
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var beforePrevious = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count]
    }

    /// The closest candidate within a distance that scales with the word (none for words of one
    /// or two letters, 1 up to 5 letters, 2 up to 8, then 3); ties go to the earliest candidate.
    public static func best(for word: String, among candidates: [String]) -> String? {
        let length = word.unicodeScalars.count
        guard length > 0, length <= 64 else { return nil }
        let limit = length <= 2 ? 0 : (length <= 5 ? 1 : (length <= 8 ? 2 : 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != word && abs(candidate.unicodeScalars.count - length) <= limit {
            // Compare case-insensitively, but a case-only difference still counts as one edit.
            let folded = distance(word.lowercased(), candidate.lowercased())
            let d = folded == 0 ? 1 : folded
            if d <= limit, best.map({ d < $0.1 }) ?? true {
                best = (candidate, d)
            }
        }
        return best?.0
    }

    /// `"; did you mean 'x'?"`, or "" when nothing is close. A name that differs from a
    /// candidate only in case says that names are case-sensitive (`Full` → `full`). UIKit habits
    /// are understood: the framework names of ``UIKitVocabulary`` (`cornerRadius` → `corner`,
    /// `view` → `root`), and a camelCase spelling of a kebab-case word (`easeInOut` → `ease-in-out`).
    public static func suffix(for word: String, among candidates: [String]) -> String {
        if let same = candidates.first(where: { $0 != word && $0.lowercased() == word.lowercased() }) {
            return "; did you mean '\(same)'? (names are case-sensitive)"
        }
        if let hint = UIKitVocabulary.hint(for: word, among: candidates) { return hint }
        let kebab = kebabCase(word)
        if kebab != word, candidates.contains(kebab) {
            return "; did you mean '\(kebab)'? (UIKit's '\(word)' is written '\(kebab)' in a scene)"
        }
        guard let s = best(for: word, among: candidates) ?? (kebab != word ? best(for: kebab, among: candidates) : nil) else { return "" }
        return "; did you mean '\(s)'?"
    }

    /// `easeInOut` → `ease-in-out`, `.curveEaseIn` → `ease-in` (a leading dot and `curve` dropped);
    /// other words unchanged.
    static func kebabCase(_ word: String) -> String {
        var out = ""
        for c in word.drop(while: { $0 == "." }) {
            if c.isUppercase, !out.isEmpty, out.last != "-" { out.append("-") }
            out.append(contentsOf: c.lowercased())
        }
        if out.hasPrefix("curve-") { out.removeFirst("curve-".count) }
        return out
    }
}

extension Suggestion {
    /// `"base; did you mean 'x'?"` (with ``suffix(for:among:)``'s hints) when a candidate is close,
    /// otherwise `"base; otherwise"`.
    static func message(_ base: String, for word: String, among candidates: [String], otherwise: String) -> String {
        let hint = suffix(for: word, among: candidates)
        return hint.isEmpty ? "\(base); \(otherwise)" : base + hint
    }
}
