/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in points: origin (`x`, `y`, top-left) and size.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var midX: Double { x + width / 2 }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var midY: Double { y + height / 2 }
    public var maxY: Double { y + height }
}

/// Edge insets as written in a scene. Each edge is optional; `leading`/`trailing` are
/// directional and resolve to `left`/`right` (or the reverse under `rtl`) in the engine.
public struct InsetSpec: Hashable, Sendable {
    public var top: Double?
    public var bottom: Double?
    public var left: Double?
    public var right: Double?
    public var leading: Double?
    public var trailing: Double?

    /// Creates insets; unspecified edges are `nil`.
    public init(top: Double? = nil, bottom: Double? = nil, left: Double? = nil, right: Double? = nil,
                leading: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
        self.leading = leading
        self.trailing = trailing
    }

    /// The same inset on every edge (`margins 8`), written directionally.
    public static func all(_ value: Double) -> InsetSpec {
        InsetSpec(top: value, bottom: value, leading: value, trailing: value)
    }

    /// No insets given.
    public static let none = InsetSpec()
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
    /// side; an explicit `left`/`right` wins over the directional edge; an edge not written takes `fallback`.
    public init(_ spec: InsetSpec, rtl: Bool, fallback: Double) {
        let leading = spec.leading, trailing = spec.trailing
        self.top = spec.top ?? fallback
        self.bottom = spec.bottom ?? fallback
        self.left = spec.left ?? (rtl ? trailing : leading) ?? fallback
        self.right = spec.right ?? (rtl ? leading : trailing) ?? fallback
    }

    /// Resolves written insets with unwritten edges 0 (safe areas).
    public init(resolving spec: InsetSpec, rtl: Bool) {
        self.init(spec, rtl: rtl, fallback: 0)
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

    /// Edge-wise sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// The largest per-edge difference from `other`.
    public func distance(to other: EdgeInsets) -> Double {
        max(abs(top - other.top), abs(left - other.left), abs(bottom - other.bottom), abs(right - other.right))
    }
}
