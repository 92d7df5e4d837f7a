/// Solving: incremental, after a numerical failure, and from scratch.
extension Solver {
    /// Brings values up to date with every change (called implicitly by the queries).
    public func solve() {
        guard changed else { return }
        changed = false
        if tableau.needsDualOptimize && !tableau.dualOptimize() { rebuild() }
        if tableau.needsOptimize && !tableau.optimize() { rebuild() }
        if requiredDirty {
            requiredDirty = false
            resolveConflicts()
        }
    }

    /// Rebuilds the tableau from the live constraints, in handle order (numerical repair).
    func rebuild() {
        rebuildCount += 1
        var t = Tableau()
        install(records.indices.filter { i in
            guard let r = records[i], case .active = r.state else { return false }
            return true
        }, in: &t)
        tableau = t
        _ = tableau.optimize()
    }

    /// Adds the constraints `ids` to `t` in that order, re-optimising after each, and makes
    /// them active with their new rows.
    private func install(_ ids: [Int], in t: inout Tableau) {
        for i in ids {
            guard var r = records[i] else { continue }
            r.state = .active(
                t.addConstraint(r.expression, relation: r.relation, priority: r.priority.value))
            records[i] = r
            if t.needsOptimize { _ = t.optimize() }
        }
    }

    /// `ids` in declaration order: ascending (`order`, handle).
    func sortedByDeclaration(_ ids: [Int]) -> [Int] {
        ids.sorted { a, b in
            let (oa, ob) = (records[a]?.order ?? 0, records[b]?.order ?? 0)
            return oa != ob ? oa < ob : a < b
        }
    }

    /// Solves the current system as a new solver would: a new tableau gets every live,
    /// non-rejected constraint in ascending (`order`, handle), then conflicts are resolved.
    ///
    /// Incremental solving already gives the same values as a fresh solve wherever the optimum
    /// is unique. Where it is not (`ambiguousVariables()` is not empty), the point chosen on the
    /// optimal face depends on history; after this call it is the point a new `Solver` reaches
    /// when the same constraints are added in ascending `order` (all orders distinct), so
    /// the values no longer depend on the history of changes.
    public func solveFromScratch() {
        var t = Tableau()
        install(sortedByDeclaration(records.indices.filter { i in
            guard let r = records[i] else { return false }
            if case .rejected = r.state { return false }
            return true
        }), in: &t)
        tableau = t
        brokenCount = 0
        conflictReports = []
        requiredDirty = true
        changed = true
        solve()
    }
}
