import AnimLayout

/// One element's geometry and visibility in a frame to draw.
public struct DrawnElement: Hashable, Sendable {
    /// The frame in root coordinates, in points.
    public var rect: Rect
    /// The element's own opacity (UIView.alpha); it also applies to its subviews, as a group.
    public var alpha: Double
    /// Hidden elements and their subviews are not drawn.
    public var hidden: Bool

    /// Creates an element frame.
    public init(rect: Rect, alpha: Double = 1, hidden: Bool = false) {
        self.rect = rect
        self.alpha = alpha
        self.hidden = hidden
    }
}
