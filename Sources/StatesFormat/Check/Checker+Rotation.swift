/// Rotation (docs/format.md, "Rotation"): `transition rotation { … }` and sequence steps `STATE in SIZE`.
extension Checker {
    /// Keeps `transition rotation`'s timing. A rotation moves every view together, as UIKit's
    /// transition coordinator animates a size change: it takes `duration`, `delay` and `curve`
    /// only (no stagger, element timings, keyframes or paths); one per scene.
    mutating func claimRotation(_ transition: Transition) {
        if let first = rotation {
            error("'transition rotation' is written twice", transition.range, notes: [.note("first written here", at: first.range)])
            return
        }
        var extras: [SourceRange] = []
        if let r = transition.staggerRange { extras.append(r) }
        extras += transition.elementTimings.map(\.range) + transition.keyframes.map(\.range)
        if !transition.paths.isEmpty { extras.append(transition.range) }
        if let first = extras.first {
            error("a rotation moves every view together (UIKit's transition coordinator): it takes duration, delay and curve only",
                  first)
            return
        }
        rotation = transition
    }

    /// The sizes of a sequence's steps (`center in landscape`): each a `size` of the scene or
    /// `default` (the canvas). Nil after an error; empty when no step names a size.
    mutating func stepSizes(_ s: ASTSequence) -> [String?]? {
        guard s.sizes.contains(where: { $0 != nil }) else { return [] }
        let known = ["default"] + sizes.map(\.name)
        var ok = true
        for case let n? in s.sizes where !known.contains(n.text) {
            error("unknown size '\(n.text)'" + Suggestion.suffix(for: n.text, among: known)
                  + " (sizes: \(known.joined(separator: ", ")))", n.range)
            ok = false
        }
        return ok ? s.sizes.map { $0?.text } : nil
    }
}
