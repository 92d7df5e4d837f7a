/// A constraint as it stands in one state: its priority and constant after the state's changes.
public struct ActiveConstraint: Hashable, Sendable {
    /// The constraint, with `priority` and `constant` already updated by the state.
    public var constraint: Constraint
    /// The constant expression this state gives the constraint, if any (already evaluated into `constraint.constant`).
    public var expression: ConstantExpression?
    /// Where the constraint is defined: its index in the resolving `StateResolver`'s `table`
    /// (−1: not made by a resolver). The same definition gives the same constraint apart from
    /// its priority and constant, so a layout engine can keep what it derives from a definition
    /// (items, declaration order) instead of working it out again for every state. Not part of
    /// the value: two active constraints are equal whatever their definitions.
    public var definition: Int

    /// Creates an active constraint.
    public init(constraint: Constraint, expression: ConstantExpression?, definition: Int = -1) {
        self.constraint = constraint
        self.expression = expression
        self.definition = definition
    }

    public static func == (a: ActiveConstraint, b: ActiveConstraint) -> Bool {
        a.constraint == b.constraint && a.expression == b.expression
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constraint)
        hasher.combine(expression)
    }
}

/// A state made absolute: the base set with its `extends` chain's changes and its own applied.
public struct ResolvedState: Hashable, Sendable {
    /// The state's name.
    public var name: String
    /// Active constraints, in declaration order (base set first, then state-local ones in chain order).
    public var constraints: [ActiveConstraint]
    /// Hidden element ids.
    public var hidden: Set<String>
    /// Opacity overrides per element id.
    public var alpha: [String: Double]
    /// The software keyboard is up: `root.keyboard` is its frame.
    public var keyboardShown = false
    /// Look changes per element id (docs/format.md §5), in the order the chain applies them.
    public var lookChanges: [String: [LookChange]] = [:]
    /// True when a constant expression was evaluated (constant math): the frames depend on the layout left.
    public var usesConstantMath: Bool
    /// The size classes whose `when` blocks the state was resolved with (nil: none, the scene
    /// has no `when` blocks or the state was made by hand).
    public var variedFor: SizeClasses?

    /// Creates a resolved state.
    public init(name: String, constraints: [ActiveConstraint], hidden: Set<String>, alpha: [String: Double],
                usesConstantMath: Bool) {
        self.name = name
        self.constraints = constraints
        self.hidden = hidden
        self.alpha = alpha
        self.usesConstantMath = usesConstantMath
    }
}

extension ResolvedState {
    /// `element`'s look in this state: its own, with the state's changes applied.
    public func look(of element: Element) -> ElementLook {
        var look = element.baseLook
        for change in lookChanges[element.id] ?? [] { change.apply(to: &look) }
        return look
    }
}
