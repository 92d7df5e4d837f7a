import AnimLayout

/// One element's geometry and visibility in a frame to draw.
public struct DrawnElement: Hashable, Sendable {
    /// The frame in root coordinates, in points.
    public var rect: Rect
    /// The element's own opacity (UIView.alpha); it also applies to its subviews, as a group.
    public var alpha: Double
    /// Hidden elements and their subviews are not drawn.
    public var hidden: Bool
    /// Colours, corner radius and control values in this frame; nil: the element's own.
    public var look: ElementLook?
    /// The view's transform about its centre (layout ignores it; drawing applies it to the
    /// view and its subviews); nil: the identity.
    public var transform: ViewTransform?

    /// Creates an element frame.
    public init(rect: Rect, alpha: Double = 1, hidden: Bool = false, look: ElementLook? = nil,
                transform: ViewTransform? = nil) {
        self.rect = rect
        self.alpha = alpha
        self.hidden = hidden
        self.look = look
        self.transform = transform
    }
}
