/// A constraint drawn as a line between two points (`--overlay constraints`). The layout engine
/// decides the geometry; the renderer only draws it.
public struct ConstraintLine: Hashable, Sendable {
    /// How the constraint fared.
    public enum Status: String, Hashable, Sendable {
        /// Priority 1000, satisfied: a solid line.
        case required
        /// Priority below 1000, satisfied: a dashed line.
        case optional
        /// Not satisfied (an optional constraint with an error, or a broken required one): red.
        case broken
    }

    /// Where the line starts, in canvas coordinates.
    public var from: CanvasPoint
    /// Where the line ends, in canvas coordinates.
    public var to: CanvasPoint
    /// How the constraint fared, which sets the line's style.
    public var status: Status
    /// A short label (`8`, `-24 @750`), if any.
    public var label: String?
    /// Where the label's pill is drawn (root coordinates): placed beside the line, clear of the
    /// views' text, the other labels and the canvas's edges (``ConstraintLabels``). Nil: at the
    /// line's middle.
    public var labelBox: Rect?
    /// The id of the constraint the line draws (its name, or `FILE:LINE`), when known.
    public var constraint: String?

    /// Creates a line.
    public init(from: CanvasPoint, to: CanvasPoint, status: Status, label: String? = nil) {
        self.from = from
        self.to = to
        self.status = status
        self.label = label
    }
}
