/// `==`, `>=` or `<=`.
public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case greaterOrEqual = ">="
    case lessOrEqual = "<="
}

/// A checked constraint: `first REL multiplier * second + constant @priority`, or
/// `first REL constant` (dimension only) when `second` is nil.
public struct Constraint: Hashable, Sendable {
    /// Unique within the scene: the name when written (`left:`), otherwise `FILE:LINE`
    /// (with `#2`, `#3`… appended for further constraints on the same line, e.g. from VFL).
    public var id: String
    /// The name written before the constraint, if any.
    public var name: String?
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// 1...1000; 1000 is required.
    public var priority: Int
    /// The whole constraint statement.
    public var range: SourceRange
    /// True when generated from a `vfl` string.
    public var fromVFL: Bool

    /// Creates a constraint.
    public init(id: String, name: String? = nil, first: Anchor, relation: Relation, second: Anchor?,
                multiplier: Double = 1, constant: Double = 0, priority: Int = 1000,
                range: SourceRange, fromVFL: Bool = false) {
        self.id = id
        self.name = name
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.range = range
        self.fromVFL = fromVFL
    }

    /// Whether the constraint is required (priority 1000).
    public var isRequired: Bool { priority >= 1000 }
}
