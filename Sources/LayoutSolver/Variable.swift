/// A solver variable: a cheap handle (an index into the solver that made it).
public struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the variable in the solver that created it (0, 1, 2, …).
    public let index: Int

    /// Wraps an index; use `Solver.makeVariable(_:)` to obtain valid variables.
    public init(index: Int) {
        self.index = index
    }

    /// Orders by index.
    public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }

    /// A readable form for logs and test failures.
    public var description: String { "v\(index)" }
}
