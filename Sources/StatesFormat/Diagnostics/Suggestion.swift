/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// Levenshtein distance over Unicode scalars (case-sensitive; a case-only difference costs 1).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The closest candidate within a distance that scales with the word (1 for short words,
    /// about a third of the length otherwise); ties go to the earliest candidate.
    static func best(for word: String, among candidates: [String]) -> String? {
        let length = word.unicodeScalars.count
        guard length > 0, length <= 64 else { return nil }
        let limit = max(1, min(3, (length + 1) / 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            // Compare case-insensitively, but a case-only difference still counts as one edit.
            let folded = distance(word.lowercased(), candidate.lowercased())
            let d = folded == 0 ? 1 : folded
            if d <= limit, best.map({ d < $0.1 }) ?? true {
                best = (candidate, d)
            }
        }
        return best?.0
    }

    /// `"; did you mean 'x'?"`, or "" when nothing is close.
    static func suffix(for word: String, among candidates: [String]) -> String {
        guard let s = best(for: word, among: candidates) else { return "" }
        return "; did you mean '\(s)'?"
    }
}
