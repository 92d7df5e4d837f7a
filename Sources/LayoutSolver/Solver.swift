/// A strictly prioritised, incremental, deterministic Cassowary-family solver.
///
/// Constraints are `expression REL 0` at a priority 1…1000 (1000 = required).
///
/// - **Lexicographic priorities**: a violation at a higher priority is never traded for any
///   amount of violation at lower ones; within one priority the L1 sum of violations
///   (|e| for `==`, the overshoot for `>=`/`<=`) is minimised.
/// - **Incremental**: `add`, `remove`, `setPriority` and `setConstant` update the tableau in
///   place (an edit re-solves with the dual simplex, as Cassowary's `suggestValue`).
///   When the optimum is unique the values equal those of a fresh solve of the final system.
///   When it is not (see `ambiguousVariables()`), the point chosen on the optimal face is
///   deterministic for a given sequence of calls but may depend on that history;
///   `solveFromScratch()` removes that dependence.
/// - **Conflicts**: when the required constraints cannot all hold, the solver keeps them
///   greedily in declaration order — ascending (`order`, handle) — and breaks every one that
///   conflicts with those kept before it (so in a single conflicting set the one declared last
///   is broken). The kept set depends only on the final system, never on history. Each broken
///   constraint is reported with the whole conflicting set it belongs to (minimised to an
///   irreducible set when it has at most `Solver.conflictMinimisationLimit` members).
///   A broken constraint has no effect on the layout, as when UIKit breaks a constraint.
/// - **Bad numbers**: a constraint whose coefficients or constant are not finite (NaN, ±∞) is
///   rejected: it is kept aside, has no effect and is listed in `rejectedConstraints` until
///   `setConstant` gives it a finite constant (or it is removed).
/// - **Determinism**: no hash-table iteration reaches a pivot or a report; same calls, same
///   answers, in every process.
/// - **Termination**: Bland's rule (smallest index) for entering and leaving variables in the
///   primal and the dual simplex; on badly scaled input, where rounding can defeat it, a
///   variable enters the basis at most `Tolerances.maxEntries` times per simplex call, and a
///   numerical failure rebuilds the tableau from the constraints (see `statistics.rebuilds`).
/// - **Cost**: add ≈ O(row length) plus a few pivots; an edit touches only the rows that hold
///   the constraint's marker. Conflict recovery re-checks the required constraints in
///   declaration order on a scratch tableau, so it costs about one build of the required
///   subsystem, and only when the required level is unsatisfiable.
///
/// Values are exact to about 1e-9 relative; reported values within 1e-9·max(1,|x|) of a
/// multiple of 1e-6 are snapped to it (see `Tolerances`).
public final class Solver {
    enum State {
        case active(TableauConstraint)
        case broken
        case rejected
    }

    struct Record {
        /// The expression over this solver's variables (its constant is the current constant).
        var expression: LinearExpression
        var relation: LinearRelation
        var priority: Priority
        var order: Int
        var tag: Int
        var state: State
        var termsFinite: Bool

        /// The constant term of `expression`.
        var constant: Double {
            get { expression.constant }
            set { expression.constant = newValue }
        }
    }

    var names: [String] = []
    var records: [Record?] = []
    var tableau = Tableau()
    var requiredDirty = false
    var brokenCount = 0
    /// Set by every mutation; `solve()` does nothing while it is false.
    var changed = false
    var conflictReports: [ConflictReport] = []
    /// How many times the tableau was rebuilt for numerical repair (diagnostics).
    var rebuildCount = 0

    /// Conflicting sets up to this size are minimised to irreducible sets.
    public static let conflictMinimisationLimit = 256

    /// Creates an empty solver.
    public init() {}

    // MARK: Variables

    /// Creates a variable (value 0 until constrained).
    public func makeVariable(_ debugName: String) -> Variable {
        names.append(debugName)
        return Variable(index: names.count - 1)
    }

    /// The debug name given to `makeVariable` (`v` and the index when it was given none).
    public func debugName(_ v: Variable) -> String {
        guard v.index >= 0 && v.index < names.count else { return "?" }
        return names[v.index].isEmpty ? "v\(v.index)" : names[v.index]
    }

    /// Number of variables made so far.
    public var variableCount: Int { names.count }

    // MARK: Constraints

    /// Adds `expression REL 0` at `priority`. Terms on variables this solver did not make are
    /// ignored, and so are zero coefficients (a scaling can underflow to 0).
    ///
    /// - Parameters:
    ///   - order: declaration rank; in a conflict among required constraints the highest
    ///     order is broken (ties: the later handle).
    ///   - tag: an opaque value returned in reports.
    @discardableResult
    public func add(
        _ expression: LinearExpression, _ relation: LinearRelation, priority: Priority,
        order: Int, tag: Int
    ) -> ConstraintHandle {
        changed = true
        var e = expression
        let count = names.count
        if e.terms.contains(where: { $0.0.index < 0 || $0.0.index >= count || $0.1 == 0 }) {
            e = LinearExpression(e.terms.filter { $0.0.index >= 0 && $0.0.index < count && $0.1 != 0 }, constant: e.constant)
        }
        let finite = e.terms.allSatisfy { $0.1.isFinite }
        var record = Record(
            expression: e, relation: relation, priority: priority,
            order: order, tag: tag, state: .rejected, termsFinite: finite)
        let handle = ConstraintHandle(id: records.count)
        if finite && e.constant.isFinite {
            record.state = .active(tableau.addConstraint(e, relation: relation, priority: priority.value))
            if priority.isRequired { requiredDirty = true }
        }
        records.append(record)
        // Re-optimising at once keeps rows short: later rows are built on an optimal basis
        // (measured ~6× less row work than optimising a whole batch at the end).
        if tableau.needsOptimize && !tableau.optimize() { rebuild() }
        return handle
    }

    /// Makes room for `count` more constraints when that is a large batch (at least half as
    /// many as the solver has seen): the first layout of a large scene then allocates its
    /// arrays once. Smaller batches grow the arrays as usual (reserving for each would copy
    /// them every time).
    public func reserveCapacity(constraints count: Int) {
        guard count >= 1024, count >= records.count / 2 else { return }
        records.reserveCapacity(records.count + count)
        // A constraint adds at most two variables (marker and error) and one row.
        tableau.reserve(variables: 2 * count, rows: count)
    }

    /// Removes a constraint (no effect for an unknown or already removed handle).
    public func remove(_ handle: ConstraintHandle) {
        changed = true
        guard let record = record(handle) else { return }
        if case .active(let tc) = record.state {
            if !tableau.removeConstraint(tc) {
                records[handle.id] = nil
                rebuild()
                requiredDirty = true
                return
            }
        }
        if case .broken = record.state { brokenCount -= 1 }
        if record.priority.isRequired { requiredDirty = true }
        records[handle.id] = nil
    }

    /// Changes a constraint's priority (required ↔ optional included).
    public func setPriority(_ handle: ConstraintHandle, _ priority: Priority) {
        changed = true
        guard var record = record(handle), record.priority != priority else { return }
        if record.priority.isRequired || priority.isRequired { requiredDirty = true }
        if case .active(var tc) = record.state {
            if tc.isHard {
                // A hard row has no error variables to re-cost: remove it and add it again.
                if !tableau.removeConstraint(tc) || !tableau.optimize() {
                    record.priority = priority
                    records[handle.id] = record
                    rebuild()
                    return
                }
                tc = tableau.addConstraint(record.expression, relation: record.relation, priority: priority.value)
                if tableau.needsOptimize && !tableau.optimize() {
                    record.priority = priority
                    record.state = .active(tc)
                    records[handle.id] = record
                    rebuild()
                    return
                }
            } else {
                tableau.changePriority(&tc, to: priority.value)
            }
            record.state = .active(tc)
        }
        record.priority = priority
        records[handle.id] = record
    }

    /// Sets the constant term of a constraint's expression (an edit, re-solved with the dual
    /// simplex). A non-finite constant rejects the constraint until a finite one is set.
    public func setConstant(_ handle: ConstraintHandle, _ constant: Double) {
        changed = true
        guard var record = record(handle), record.constant != constant else { return }
        if record.priority.isRequired { requiredDirty = true }
        switch record.state {
        case .active(let tc):
            if constant.isFinite {
                if tableau.needsOptimize && !tableau.optimize() {
                    record.constant = constant
                    records[handle.id] = record
                    rebuild()
                    return
                }
                tableau.changeConstant(tc, by: constant - record.constant)
                record.constant = constant
                records[handle.id] = record
                if !tableau.dualOptimize() { rebuild() }
            } else {
                let removed = tableau.removeConstraint(tc)
                record.constant = constant
                record.state = .rejected
                records[handle.id] = record
                if !removed || !tableau.optimize() { rebuild() }
            }
        case .broken:
            record.constant = constant
            records[handle.id] = record
        case .rejected:
            record.constant = constant
            if record.termsFinite && constant.isFinite {
                record.state = .active(
                    tableau.addConstraint(record.expression, relation: record.relation, priority: record.priority.value))
                requiredDirty = true
            }
            records[handle.id] = record
        }
    }

    /// The current constant of a constraint's expression (nil for an unknown handle).
    public func constant(_ handle: ConstraintHandle) -> Double? { record(handle)?.constant }

    /// The current priority of a constraint (nil for an unknown handle).
    public func priority(_ handle: ConstraintHandle) -> Priority? { record(handle)?.priority }

    /// The tag given to `add` (nil for an unknown handle).
    public func tag(_ handle: ConstraintHandle) -> Int? { record(handle)?.tag }

    /// All live constraints, by handle.
    public var constraints: [ConstraintHandle] {
        records.indices.compactMap { records[$0] == nil ? nil : ConstraintHandle(id: $0) }
    }

    func record(_ handle: ConstraintHandle) -> Record? {
        guard handle.id >= 0 && handle.id < records.count else { return nil }
        return records[handle.id]
    }
}
