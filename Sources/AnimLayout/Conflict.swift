/// A set of required constraints that cannot all hold, and the one that was broken to lay out anyway.
public struct Conflict: Hashable, Sendable {
    /// Ids of every constraint in the conflicting set, in declaration order.
    public var constraints: [String]
    /// Where each member is written (same order; nil for generated ones).
    public var ranges: [SourceRange?]
    /// The member broken to recover (the one declared last).
    public var broken: String

    /// Creates a record.
    public init(constraints: [String], ranges: [SourceRange?], broken: String) {
        self.constraints = constraints
        self.ranges = ranges
        self.broken = broken
    }
}
