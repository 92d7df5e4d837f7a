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

extension Scene {
    /// How a size change in a sequence animates (docs/format.md, "Rotation"): `transition rotation { … }`,
    /// with a duration of 0.4 s unless it writes one or its curve is a spring (which runs until
    /// it settles); without the declaration, 0.4 s ease-in-out.
    public var rotationTiming: Transition {
        var t = rotation ?? Transition(from: .any, to: .any, range: canvas.range)
        if t.duration == nil, t.curve.map({ !$0.isSpring }) ?? true { t.duration = Self.defaultRotationDuration }
        return t
    }

    /// Seconds a rotation lasts when nothing says otherwise.
    public static let defaultRotationDuration = 0.4
}

extension Curve {
    /// Whether the curve is a spring (it has a natural duration of its own).
    var isSpring: Bool {
        switch self {
        case .springResponse, .springPhysical: return true
        default: return false
        }
    }
}
