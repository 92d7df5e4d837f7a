/// An element whose frame is not fixed by the constraints.
public struct Ambiguity: Hashable, Sendable {
    /// The element's id (a view, stack or guide).
    public var element: String
    /// Which of `x`, `y`, `width`, `height` can move.
    public var attributes: [String]

    /// Creates a record.
    public init(element: String, attributes: [String]) {
        self.element = element
        self.attributes = attributes
    }
}
