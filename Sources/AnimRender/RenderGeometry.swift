import AnimLayout

/// A point in canvas (root) coordinates, in points.
public struct CanvasPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Insets resolved to physical edges (no `leading`/`trailing` left), in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Resolves written insets: `leading` is `left` (`right` under `rtl`), `trailing` the other
    /// side; an explicit `left`/`right` wins over the directional edge; unspecified edges are 0.
    public init(resolving spec: InsetSpec, rtl: Bool) {
        let leading = spec.leading
        let trailing = spec.trailing
        self.top = spec.top ?? 0
        self.bottom = spec.bottom ?? 0
        self.left = spec.left ?? (rtl ? trailing : leading) ?? 0
        self.right = spec.right ?? (rtl ? leading : trailing) ?? 0
    }

    /// The insets that `inner` leaves inside `outer` (negative values clamp to 0).
    public init(between outer: Rect, and inner: Rect) {
        self.top = max(0, inner.minY - outer.minY)
        self.left = max(0, inner.minX - outer.minX)
        self.bottom = max(0, outer.maxY - inner.maxY)
        self.right = max(0, outer.maxX - inner.maxX)
    }

    /// `rect` shrunk by these insets (never to a negative size).
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.x + left, y: rect.y + top,
             width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
    }
}
