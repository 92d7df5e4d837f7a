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
