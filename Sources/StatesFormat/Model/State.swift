/// A frame property readable in a constant expression (`title.width`, `root.midX`).
public enum FrameProperty: String, Hashable, Sendable, CaseIterable {
    case width, height, minX, midX, maxX, minY, midY, maxY
}

/// A constant-math expression, evaluated once when a state is entered, on the frames of the
/// layout being left (`constant left (root.width - title.width) / 2`).
public indirect enum ConstantExpression: Hashable, Sendable {
    case number(Double)
    /// A property of an element's frame (root coordinates); the range is where it is written.
    case property(element: String, FrameProperty, SourceRange)
    case negate(ConstantExpression)
    case add(ConstantExpression, ConstantExpression)
    case subtract(ConstantExpression, ConstantExpression)
    case multiply(ConstantExpression, ConstantExpression)
    case divide(ConstantExpression, ConstantExpression)
}

/// One change a state makes to the base set. Constraint references are checked ids.
public enum StateChange: Hashable, Sendable {
    case activate(constraint: String)
    case deactivate(constraint: String)
    case priority(constraint: String, Int)
    case constant(constraint: String, ConstantExpression)
    case hide(element: String)
    case show(element: String)
    case alpha(element: String, Double)
    /// A constraint that exists in this state (and in states extending it) only.
    case add(Constraint)
    /// Swap a base constraint for another on the same item and attribute (checked).
    case replace(constraint: String, with: Constraint)
    /// A change of how an element is drawn (docs/format.md §5).
    case look(element: String, LookChange)
    /// `keyboard` / `keyboard hidden`: the software keyboard is up (root.keyboard is its frame).
    case keyboard(shown: Bool)
}

/// A state change with where it is written.
public struct LocatedChange: Hashable, Sendable {
    public var change: StateChange
    /// The whole statement (`constant lead (root.width - title.width) / 2`).
    public var range: SourceRange
    /// Where the change's value is written, when it has one: a `constant`'s expression. Errors
    /// met while evaluating it (division by zero, overflow) point here.
    public var valueRange: SourceRange?

    /// Creates a located change.
    public init(_ change: StateChange, range: SourceRange, valueRange: SourceRange? = nil) {
        self.change = change
        self.range = range
        self.valueRange = valueRange
    }
}

/// A named state: the base set with its own changes (and its `extends` chain's) applied.
public struct State: Hashable, Sendable {
    public var name: String
    /// The state this one extends; its changes apply first.
    public var extends: String?
    /// This state's own changes, in written order.
    public var changes: [LocatedChange]
    public var range: SourceRange
    /// The state's `when` blocks, in written order: each applies after the state's other
    /// changes, in environments it matches.
    public var variations: [Variation] = []

    /// Creates a state.
    public init(name: String, extends: String? = nil, changes: [LocatedChange] = [], range: SourceRange) {
        self.name = name
        self.extends = extends
        self.changes = changes
        self.range = range
    }
}
