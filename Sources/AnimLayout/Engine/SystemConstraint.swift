import LayoutSolver

/// One constraint handed to the solver: `expression REL 0` at `priority`.
struct SystemConstraint: Sendable {
    /// Stable unique key used to diff states incrementally.
    var key: String
    /// The id shown in reports (a constraint's name, `FILE:LINE`, or a generated description).
    var displayID: String
    /// Over the engine's variables (`ItemTable.variable(item:component:)`), which are the
    /// solver's variables of the same index.
    var expression: LinearExpression
    var relation: LinearRelation
    var priority: Int
    /// Declaration rank: the member of a conflicting set with the highest order is broken.
    var order: Int
    var range: SourceRange?
    var origin: ConstraintOrigin

    /// Whether a broken optional instance is worth reporting: written constraints, content size and
    /// stack distribution; not the stack's low-priority fitting pulls, which are meant to give way.
    var isReportedWhenBroken: Bool {
        switch origin {
        case .written, .contentSize: return true
        case .stack(let role): return role != .ambiguitySuppression && role != .spanningFit && role != .canvasFit
        case .structural, .autoresizing: return false
        }
    }

    /// Whether the solver needs a new row (rather than a priority or constant edit) to go from `self` to `other`.
    func sameShape(as other: SystemConstraint) -> Bool {
        relation == other.relation && expression.sameVariables(as: other.expression)
    }
}

/// A declaration rank from a source position: earlier in the file is lower.
func declarationOrder(_ range: SourceRange?, sub: Int = 0) -> Int {
    guard let r = range else { return -1 }
    return (r.line << 24) | (min(r.column, 0xFFFF) << 8) | min(sub, 0xFF)
}
