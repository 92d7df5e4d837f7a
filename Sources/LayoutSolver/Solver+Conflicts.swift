extension Solver {
    /// Recomputes which required constraints are broken, from the final system only.
    ///
    /// Previously broken constraints are re-enabled first; when the required level is then
    /// satisfiable nothing is broken. Otherwise the required constraints are kept greedily in
    /// ascending (order, handle): each one that conflicts with those kept before it is broken,
    /// and reported with an irreducible conflicting set found from the dual of the
    /// required-level problem (then minimised by a deletion filter).
    func resolveConflicts() {
        conflictReports = []
        var reenabled = false
        for i in records.indices where brokenCount > 0 {
            guard var r = records[i], case .broken = r.state else { continue }
            r.state = .active(
                tableau.addConstraint(r.expression, relation: r.relation, priority: r.priority.value))
            records[i] = r
            reenabled = true
            brokenCount -= 1
        }
        brokenCount = 0
        if reenabled && !tableau.optimize() { rebuild() }
        if tableau.objectiveValue(1000) <= Tolerances.conflict { return }

        // Greedy in declaration order on a tableau of the required constraints only.
        let required = sortedByDeclaration(records.indices.filter { i in
            guard let r = records[i], r.priority.isRequired, case .active = r.state else { return false }
            return true
        })
        var sub = Tableau()
        var inSub: [(id: Int, tc: TableauConstraint)] = []
        var broken: [Int] = []
        for id in required {
            guard let r = records[id] else { continue }
            let tc = sub.addConstraint(r.expression, relation: r.relation, priority: 1000)
            _ = sub.optimize()
            if sub.objectiveValue(1000) <= Tolerances.conflict {
                inSub.append((id, tc))
                continue
            }
            // Dual support: required constraints whose multiplier is non-zero, i.e. whose
            // e⁻ has a reduced cost different from its cost 1.
            var support: [Int] = []
            for (otherId, otherTc) in inSub + [(id, tc)] {
                let multiplierNonZero = otherTc.isHard
                    ? abs(sub.reducedCost(otherTc.marker, priority: 1000)) > Tolerances.multiplier
                    : abs(sub.reducedCost(otherTc.em, priority: 1000) - 1) > Tolerances.multiplier
                if multiplierNonZero { support.append(otherId) }
            }
            if !support.contains(id) { support.append(id) }
            let set = minimiseConflict(support, mustKeep: id)
            if !sub.removeConstraint(tc) || !sub.optimize() {
                // Numerical repair of the scratch tableau: rebuild it from the kept set.
                var fresh = Tableau()
                inSub = inSub.map { ($0.id, addRecord($0.id, to: &fresh)) }
                _ = fresh.optimize()
                sub = fresh
            }
            broken.append(id)
            let sorted = sortedByDeclaration(set)
            conflictReports.append(
                ConflictReport(
                    constraints: sorted.map { ConstraintHandle(id: $0) },
                    tags: sorted.map { records[$0]?.tag ?? 0 },
                    broken: ConstraintHandle(id: id), brokenTag: r.tag))
        }
        var ok = true
        for id in broken {
            guard var r = records[id], case .active(let tc) = r.state else { continue }
            if !tableau.removeConstraint(tc) { ok = false }
            r.state = .broken
            records[id] = r
            brokenCount += 1
        }
        if !ok || !tableau.optimize() { rebuild() }
    }

    private func addRecord(_ id: Int, to t: inout Tableau) -> TableauConstraint {
        guard let r = records[id] else {
            return t.addConstraint(LinearExpression(), relation: .equal, priority: 1000)
        }
        return t.addConstraint(r.expression, relation: r.relation, priority: 1000)
    }

    /// Whether the given required constraints can all hold.
    func isFeasible(_ ids: [Int]) -> Bool {
        var t = Tableau()
        for id in ids { _ = addRecord(id, to: &t) }
        _ = t.optimize()
        return t.objectiveValue(1000) <= Tolerances.conflict
    }

    /// Deletion filter: drops members (other than `mustKeep`) without which the set is still
    /// infeasible, leaving an irreducible infeasible set.
    func minimiseConflict(_ set: [Int], mustKeep: Int) -> [Int] {
        guard set.count <= Solver.conflictMinimisationLimit else { return set }
        var current = set.sorted()
        for candidate in set.sorted() where candidate != mustKeep {
            let without = current.filter { $0 != candidate }
            if !isFeasible(without) { current = without }
        }
        return current
    }
}
