/// `allow KIND IDS… [in STATE] [at SIZE] [from TEXT-SIZE] [appearance light|dark] [if-found] "reason"` in a scene's `audit` block
/// (docs/format.md, "Audit opt-outs"): a finding the scene says is intended, with the reason a reader needs.
public struct AuditAllowance: Hashable, Sendable {
    /// The finding kinds an allowance may name (docs/audit.md).
    public static let kinds = ["text-clipped", "overlap", "overflow", "hit-region", "contrast", "safe-area", "zero-size", "fixed-font"]

    public var kind: String
    /// The elements it is about: a finding matches when it names all of them.
    public var elements: [String]
    /// Only in this state, at this size, from this text size up (nil: everywhere).
    public var state: String?
    public var size: String?
    public var fromTextSize: ContentSizeCategory?
    /// Only in this appearance (nil: both).
    public var appearance: Appearance?
    public var reason: String
    public var range: SourceRange
    /// False for `if-found` (what an import writes from the file: a precaution, not a claim):
    /// matching no finding is then no warning.
    public var warnsWhenUnused = true

    /// Whether a finding of `kind` about `elements`, in `state` at `size` and `textSize`, is
    /// the one this allows.
    public func allows(kind: String, elements: [String], state: String, size: String, textSize: ContentSizeCategory,
                       appearance: Appearance) -> Bool {
        guard kind == self.kind, Set(self.elements).isSubset(of: Set(elements)) else { return false }
        if let a = self.appearance, a != appearance { return false }
        if let s = self.state, s != state { return false }
        if let z = self.size, z != size { return false }
        if let from = fromTextSize, let i = ContentSizeCategory.allCases.firstIndex(of: from),
           let j = ContentSizeCategory.allCases.firstIndex(of: textSize), j < i { return false }
        return true
    }
}
