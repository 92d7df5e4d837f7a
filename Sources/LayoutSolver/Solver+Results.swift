/// The solution: values, errors, objective, broken and rejected constraints.
extension Solver {
    /// The value of `v` in the current solution (0 for a variable in no constraint).
    public func value(_ v: Variable) -> Double {
        solve()
        guard let t = tableau.existingExternal(v.index) else { return 0 }
        return Solver.snap(tableau.value(t))
    }

    /// The value of every variable, by index (what `value(_:)` gives each): one solve and one
    /// read of the tableau for all of them.
    public func values() -> [Double] {
        solve()
        let tableau = self.tableau
        return (0..<names.count).map { i in
            guard let t = tableau.existingExternal(i) else { return 0 }
            return Solver.snap(tableau.value(t))
        }
    }

    static func snap(_ x: Double) -> Double {
        let r = Tolerances.roundedToMicropoint(x)
        if abs(x - r) <= Tolerances.snap * max(1, abs(x)) { return r }
        return x
    }

    /// The conflicts among required constraints, one per broken constraint, by (order, handle)
    /// of the broken one.
    public var conflicts: [ConflictReport] {
        solve()
        return conflictReports
    }

    /// The broken required constraints, by handle.
    public var brokenConstraints: [ConstraintHandle] {
        solve()
        return records.indices.compactMap { i -> ConstraintHandle? in
            if case .broken = records[i]?.state { return ConstraintHandle(id: i) }
            return nil
        }
    }

    /// Constraints set aside because a coefficient or the constant is not finite, by handle.
    public var rejectedConstraints: [ConstraintHandle] {
        records.indices.compactMap { i -> ConstraintHandle? in
            if case .rejected = records[i]?.state { return ConstraintHandle(id: i) }
            return nil
        }
    }

    /// Optional constraints not satisfied by the solution, with their L1 error, by handle.
    public func violations() -> [Violation] {
        solve()
        var out: [Violation] = []
        // The records and the tableau read through locals: each access to a property of this
        // class is an exclusivity check, which cost more than the errors themselves.
        let records = self.records, tableau = self.tableau
        records.withUnsafeBufferPointer { records in
            for i in records.indices {
                guard let r = records[i], !r.priority.isRequired, case .active = r.state else { continue }
                let e = Solver.error(of: r, in: tableau)
                if e > Tolerances.violation {
                    out.append(Violation(handle: ConstraintHandle(id: i), tag: r.tag, priority: r.priority, error: e))
                }
            }
        }
        return out
    }

    /// The L1 error of a constraint at the current solution (0 when satisfied).
    public func error(_ handle: ConstraintHandle) -> Double {
        solve()
        guard let r = record(handle) else { return 0 }
        return error(of: r)
    }

    func error(of r: Record) -> Double {
        Solver.error(of: r, in: tableau)
    }

    /// The L1 error of `r` at the solution `tableau` holds.
    static func error(of r: Record, in tableau: Tableau) -> Double {
        var x = r.constant
        for (v, k) in r.expression.terms {
            if let t = tableau.existingExternal(v.index) { x += k * tableau.value(t) }
        }
        let e: Double
        switch r.relation {
        case .equal: e = abs(x)
        case .greaterOrEqual: e = max(0, -x)
        case .lessOrEqual: e = max(0, x)
        }
        return Solver.snap(e)
    }

    /// The optimal summed error at each priority in use, highest priority first
    /// (broken required constraints excluded).
    public func objective() -> [(priority: Priority, error: Double)] {
        solve()
        var sums = [Double](repeating: 0, count: 1001)
        var used = [Bool](repeating: false, count: 1001)
        for r in records {
            guard let r, case .active = r.state else { continue }
            sums[r.priority.value] += error(of: r)
            used[r.priority.value] = true
        }
        return (1...1000).reversed().filter { used[$0] }.map { (Priority($0), Solver.snap(sums[$0])) }
    }
}
