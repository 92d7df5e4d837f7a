/// An optional constraint the solver could not satisfy, and by how much.
public struct BrokenConstraint: Hashable, Sendable {
    /// The constraint's id (its name, or `FILE:LINE`), or a generated id such as `title.hugging.width`.
    public var constraint: String
    /// The constraint's priority (1…999).
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
