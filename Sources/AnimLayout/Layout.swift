@_exported import StatesFormat

/// The solved layout of one state in one environment.
public struct Layout: Hashable, Sendable {
    /// The scene's id.
    public var scene: String
    /// The state laid out.
    public var state: String
    /// Environment name (`default` for the canvas).
    public var environment: String
    /// The root view's size, in points.
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
    /// Optional constraints the solution does not satisfy, in system order.
    public var broken: [BrokenConstraint]
    /// Required constraints broken to recover from conflicts, one record per broken constraint.
    public var conflicts: [Conflict]
    /// Elements whose frames the constraints do not fix, in item order.
    public var ambiguous: [Ambiguity]
    /// The same ambiguity grouped by cause: the elements that move together.
    public var ambiguityGroups: [AmbiguityGroup] = []
    /// Wrapping labels whose width was still changing after the last text pass (see
    /// `LayoutEngine.maximumTextPasses`), in declaration order.
    public var unsettledText: [String]
    /// How each label's and button's text is set: lines and baselines (root coordinates).
    public var texts: [String: TextLayout] = [:]
    /// Looks a state changes (docs/format.md §5: colours, corner radius, switch, value, selection), by
    /// element id; elements missing here look as declared (`Element.baseLook`).
    public var looks: [String: ElementLook] = [:]

    /// Creates a layout.
    public init(scene: String, state: String, environment: String, canvas: Size,
                frames: [String: Rect], order: [String], hidden: [String] = [], alpha: [String: Double] = [:],
                broken: [BrokenConstraint] = [], conflicts: [Conflict] = [], ambiguous: [Ambiguity] = [],
                unsettledText: [String] = []) {
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
        self.unsettledText = unsettledText
    }

    /// The frame of `id`, or nil if there is no such element.
    public func frame(_ id: String) -> Rect? { frames[id] }
}
