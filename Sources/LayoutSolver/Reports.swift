/// Identifies a constraint added to a `Solver`.
public struct ConstraintHandle: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Sequential id (0, 1, 2, …) in the order constraints were added to the solver.
    public let id: Int

    /// Wraps an id; use `Solver.add(...)` to obtain valid handles.
    public init(id: Int) {
        self.id = id
    }

    /// Orders by index.
    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.id < b.id }

    /// A readable form for logs and test failures.
    public var description: String { "c\(id)" }
}

/// A set of required constraints that cannot all hold, and the one the solver broke.
public struct ConflictReport: Sendable, Equatable {
    /// The whole conflicting set (irreducible when small enough to be minimised, see `Solver`),
    /// sorted by (order, handle).
    public let constraints: [ConstraintHandle]
    /// The tags of `constraints`, in the same order.
    public let tags: [Int]
    /// The constraint broken to recover: the one of the set declared last (highest order).
    public let broken: ConstraintHandle
    /// The tag of `broken`.
    public let brokenTag: Int
}

/// An optional constraint that the solution does not satisfy.
public struct Violation: Sendable, Equatable {
    /// The constraint.
    public let handle: ConstraintHandle
    /// Its caller tag.
    public let tag: Int
    /// Its priority.
    public let priority: Priority
    /// Its L1 error: |lhs| for `==`, the overshoot for `>=` / `<=`.
    public let error: Double
}
