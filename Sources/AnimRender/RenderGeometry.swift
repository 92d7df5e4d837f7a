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

