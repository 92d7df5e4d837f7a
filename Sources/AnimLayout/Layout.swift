@_exported import StatesFormat

/// An optional constraint the solver could not satisfy, and by how much.
public struct BrokenConstraint: Hashable, Sendable {
    /// The constraint's id (its name, or `FILE:LINE`), or a generated id such as `title.hugging.width`.
    public var constraint: String
    public var priority: Int
    /// |lhs − rhs| for `==`, the overshoot for `>=`/`<=`, in points.
    public var error: Double
    /// Where the constraint is written, if it is written (generated constraints have none).
    public var range: SourceRange?

    /// Creates a record.
    public init(constraint: String, priority: Int, error: Double, range: SourceRange?) {
        self.constraint = constraint
        self.priority = priority
        self.error = error
        self.range = range
    }
}

/// A set of required constraints that cannot all hold, and the one that was broken to lay out anyway.
public struct Conflict: Hashable, Sendable {
    /// Ids of every constraint in the conflicting set, in declaration order.
    public var constraints: [String]
    /// Where each member is written (same order; nil for generated ones).
    public var ranges: [SourceRange?]
    /// The member broken to recover (the one declared last).
    public var broken: String

    /// Creates a record.
    public init(constraints: [String], ranges: [SourceRange?], broken: String) {
        self.constraints = constraints
        self.ranges = ranges
        self.broken = broken
    }
}

/// An element whose frame is not fixed by the constraints.
public struct Ambiguity: Hashable, Sendable {
    public var element: String
    /// Which of `x`, `y`, `width`, `height` can move.
    public var attributes: [String]

    /// Creates a record.
    public init(element: String, attributes: [String]) {
        self.element = element
        self.attributes = attributes
    }
}

/// The solved layout of one state in one environment.
public struct Layout: Hashable, Sendable {
    public var scene: String
    public var state: String
    /// Environment name (`default` for the canvas).
    public var environment: String
    public var canvas: Size
    /// Every element's frame (views, stacks, guides, `root`, and `ID.safe` / `ID.margins` as
    /// `ID.safe` / `ID.margins`), in root coordinates, keyed by id.
    public var frames: [String: Rect]
    /// Element ids in a stable order: `root`, then declaration order, then guides of views.
    public var order: [String]
    /// Hidden element ids, sorted by declaration order.
    public var hidden: [String]
    /// Opacity per element (1 when not set).
    public var alpha: [String: Double]
    public var broken: [BrokenConstraint]
    public var conflicts: [Conflict]
    public var ambiguous: [Ambiguity]

    /// Creates a layout.
    public init(scene: String, state: String, environment: String, canvas: Size,
                frames: [String: Rect], order: [String], hidden: [String] = [], alpha: [String: Double] = [:],
                broken: [BrokenConstraint] = [], conflicts: [Conflict] = [], ambiguous: [Ambiguity] = []) {
        self.scene = scene
        self.state = state
        self.environment = environment
        self.canvas = canvas
        self.frames = frames
        self.order = order
        self.hidden = hidden
        self.alpha = alpha
        self.broken = broken
        self.conflicts = conflicts
        self.ambiguous = ambiguous
    }

    /// The frame of `id`, or nil if there is no such element.
    public func frame(_ id: String) -> Rect? { frames[id] }
}
