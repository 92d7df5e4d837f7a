extension Transition {
    /// How specific the declaration is for a pair it matches: 0 for `A -> B`, 1 for `* -> B`,
    /// 2 for `A -> *`, 3 for `* -> *`; nil when it does not match `from -> to`.
    public func specificity(from: String, to: String) -> Int? {
        switch (self.from, self.to) {
        case let (.state(a), .state(b)): return a == from && b == to ? 0 : nil
        case let (.any, .state(b)): return b == to ? 1 : nil
        case let (.state(a), .any): return a == from ? 2 : nil
        case (.any, .any): return 3
        }
    }
}

extension Scene {
    /// The transition declaration that applies to `from -> to`: the most specific match
    /// (`A -> B`, then `* -> B`, then `A -> *`, then `* -> *`); among equally specific
    /// matches the one declared last wins, as a later declaration overrides an earlier one.
    /// Nil when none matches (the default, 0.3 s ease-in-out, applies).
    public func transitionDeclaration(from: String, to: String) -> Transition? {
        var best: (rank: Int, transition: Transition)?
        for t in transitions {
            guard let rank = t.specificity(from: from, to: to) else { continue }
            if best == nil || rank <= (best?.rank ?? Int.max) { best = (rank, t) }
        }
        return best?.transition
    }
}
