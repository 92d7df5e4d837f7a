/// Adding, removing and editing constraints.
extension Tableau {
    /// Adds `expression REL 0` at `priority`, as the row of `sign·expression` (the tableau stays
    /// primal feasible; call `optimize()` afterwards).
    mutating func addConstraint(
        _ expression: LinearExpression, relation: LinearRelation, priority: Int
    ) -> TableauConstraint {
        let sign: Double = relation == .lessOrEqual ? -1 : 1
        var row = buildRow(expression, sign: sign)
        if priority >= 1000, let u = freshSubject(row) {
            // A required constraint with a fresh subject can never be violated: no error
            // variables, only a marker (a dummy fixed at 0 for an equation, a slack for an
            // inequality). Conflicts are then carried by the error variables of the others.
            // row = marker, solved for u.
            let marker = newVariable(restricted: true, dummy: relation == .equal)
            row.insert(marker, -1)
            row.solve(for: u, scaling: .reciprocal)
            addRow(basic: u, row)
            return TableauConstraint(marker: marker, em: -1, equation: relation == .equal, priority: priority, sign: sign)
        }
        let slot = levelSlot(priority)
        let first = newVariable(restricted: true)   // e⁺ (equation) or s (inequality)
        let em = newVariable(restricted: true)       // e⁻
        let basic: Int32
        if let u = freshSubject(row) {
            // u appears in no other row: making it basic costs no substitution and keeps
            // the tableau feasible (u is unrestricted) and optimal (e⁺, e⁻ parametric at 0).
            // R = first − e⁻, solved for u.
            row.insert(first, -1)
            row.insert(em, 1)
            row.solve(for: u, scaling: .quotient)
            basic = u
        } else if row.constant >= 0 {
            // first = R + e⁻
            row.insert(em, 1)
            basic = first
        } else {
            // e⁻ = first − R
            row.negate()
            row.insert(first, 1)
            basic = em
        }
        addRow(basic: basic, row)
        costSlot[Int(em)] = Int32(slot)
        addToObjective(slot: slot, em, 1)
        if relation == .equal {
            costSlot[Int(first)] = Int32(slot)
            addToObjective(slot: slot, first, 1)
        }
        return TableauConstraint(marker: first, em: em, equation: relation == .equal, priority: priority, sign: sign)
    }

    /// An unrestricted parametric variable of `row` that appears in no other row
    /// (smallest index), if any.
    private mutating func freshSubject(_ row: Row) -> Int32? {
        for t in row.terms where !restricted[Int(t.v)] && abs(t.c) > Tolerances.pivot {
            if columnHead[Int(t.v)] < 0 || liveRows(t.v).isEmpty { return t.v }
        }
        return nil
    }

    /// Removes a constraint. Returns false on numerical failure.
    mutating func removeConstraint(_ c: TableauConstraint) -> Bool {
        let slot = levelSlot(c.priority)
        for e in c.errors {
            addToObjective(slot: slot, e, -1)
            costSlot[Int(e)] = -1
        }
        let m = c.marker
        if rowOfVar[Int(m)] < 0 {
            // The marker leaves through the row that binds it first: a restricted row where it
            // has a negative coefficient, else one where it has a positive one, else a row of an
            // unrestricted basic variable (any value is feasible there: ratio 0, lowest basic).
            var negative = RatioTest()
            var positive = RatioTest()
            var free = RatioTest()
            for s in liveRows(m) {
                let si = Int(s)
                let b = basicOfRow[si]
                let a = rows[si].coefficient(m)
                if !restricted[Int(b)] {
                    free.offer(si, ratio: 0, key: Int(b))
                    continue
                }
                let ratio = max(0, rows[si].constant) / abs(a)
                if a < 0 {
                    negative.offer(si, ratio: ratio, key: Int(b))
                } else {
                    positive.offer(si, ratio: ratio, key: Int(b))
                }
            }
            let chosen = negative.hasChoice ? negative.choice : (positive.hasChoice ? positive.choice : free.choice)
            if chosen < 0 { return false }
            pivot(enter: m, slot: chosen)
        }
        removeRow(Int(rowOfVar[Int(m)]))
        // The other error variables now appear in no row (up to rounding): clear residues.
        for e in c.errors + [m] {
            if rowOfVar[Int(e)] >= 0 { return false }
            for s in liveRows(e) {
                rows[Int(s)].remove(e)
            }
            clearColumn(e)
            for k in 0..<levelCount { obj[Int(e) &* stride &+ k] = 0 }
        }
        return true
    }

    /// Changes the constraint's constant by `delta` (in the caller's, unsigned, sense).
    /// Call `dualOptimize()` afterwards.
    mutating func changeConstant(_ c: TableauConstraint, by delta: Double) {
        let d = c.sign * delta
        let m = c.marker
        let r = rowOfVar[Int(m)]
        if r >= 0 {
            rows[Int(r)].add(d)
            let k = costSlot[Int(m)]
            if k >= 0 { objConst[Int(k)] += d }
            queueIfInfeasible(Int(r))
        } else {
            for s in liveRows(m) {
                let a = rows[Int(s)].coefficient(m)
                rows[Int(s)].add(-(a * d))
                queueIfInfeasible(Int(s))
            }
            let own = costSlot[Int(m)]
            for k in 0..<levelCount {
                let coefficient = obj[Int(m) &* stride &+ k] - (Int32(k) == own ? 1 : 0)
                objConst[k] -= coefficient * d
            }
        }
    }

    /// Moves the constraint's error costs to another priority level. Call `optimize()`.
    /// (Not for hard constraints: the caller re-adds those.)
    mutating func changePriority(_ c: inout TableauConstraint, to priority: Int) {
        let from = levelSlot(c.priority)
        let to = levelSlot(priority)
        for e in c.errors {
            addToObjective(slot: from, e, -1)
            addToObjective(slot: to, e, 1)
            costSlot[Int(e)] = Int32(to)
        }
        c.priority = priority
    }
}
