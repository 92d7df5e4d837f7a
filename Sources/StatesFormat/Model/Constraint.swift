/// `==`, `>=` or `<=`.
public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case greaterOrEqual = ">="
    case lessOrEqual = "<="
}

/// A checked constraint: `first REL multiplier * second + constant @priority`, or
/// `first REL constant` (dimension only) when `second` is nil.
///
/// What a state cannot change (id, name, anchors, relation, multiplier, source) is kept in one
/// shared, copy-on-write box; priority and constant, which states change, are stored inline.
/// Copying a constraint (every resolved state holds thousands) is then one reference count
/// instead of one per string.
public struct Constraint: Hashable, Sendable {
    /// The parts a state cannot change.
    private struct Definition: Hashable, Sendable {
        var id: String
        var name: String?
        var first: Anchor
        var relation: Relation
        var second: Anchor?
        var multiplier: Double
        var range: SourceRange
        var fromVFL: Bool
    }

    /// Holds a definition; never mutated once shared (see ``definitionForWriting``).
    private final class Box: @unchecked Sendable {
        var value: Definition
        init(_ value: Definition) { self.value = value }
    }

    private var box: Box
    private var definition: Definition { box.value }

    /// The definition, copied first when another constraint shares it.
    private var definitionForWriting: Definition {
        get { box.value }
        set {
            if isKnownUniquelyReferenced(&box) { box.value = newValue } else { box = Box(newValue) }
        }
    }

    /// Unique within the scene: the name when written (`left:`), otherwise `FILE:LINE`
    /// (with `#2`, `#3`… appended for further constraints on the same line, e.g. from VFL).
    public var id: String {
        get { definition.id }
        set { definitionForWriting.id = newValue }
    }
    /// The name written before the constraint, if any.
    public var name: String? {
        get { definition.name }
        set { definitionForWriting.name = newValue }
    }
    public var first: Anchor {
        get { definition.first }
        set { definitionForWriting.first = newValue }
    }
    public var relation: Relation {
        get { definition.relation }
        set { definitionForWriting.relation = newValue }
    }
    public var second: Anchor? {
        get { definition.second }
        set { definitionForWriting.second = newValue }
    }
    public var multiplier: Double {
        get { definition.multiplier }
        set { definitionForWriting.multiplier = newValue }
    }
    public var constant: Double
    /// 1...1000; 1000 is required.
    public var priority: Int
    /// The whole constraint statement.
    public var range: SourceRange {
        get { definition.range }
        set { definitionForWriting.range = newValue }
    }
    /// True when generated from a `vfl` string.
    public var fromVFL: Bool {
        get { definition.fromVFL }
        set { definitionForWriting.fromVFL = newValue }
    }

    /// Creates a constraint.
    public init(id: String, name: String? = nil, first: Anchor, relation: Relation, second: Anchor?,
                multiplier: Double = 1, constant: Double = 0, priority: Int = 1000,
                range: SourceRange, fromVFL: Bool = false) {
        box = Box(Definition(id: id, name: name, first: first, relation: relation, second: second,
                             multiplier: multiplier, range: range, fromVFL: fromVFL))
        self.constant = constant
        self.priority = priority
    }

    /// Whether the constraint is required (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    public static func == (a: Constraint, b: Constraint) -> Bool {
        a.constant == b.constant && a.priority == b.priority && (a.box === b.box || a.definition == b.definition)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(definition)
        hasher.combine(constant)
        hasher.combine(priority)
    }
}
