/// Equations the engine solves by substitution instead of handing them to the solver.
///
/// An equation (required or not) with a variable that occurs in no other constraint can always
/// hold exactly: whatever the other variables are, that variable takes the value that satisfies
/// it, and nothing else depends on it. Removing such equations one after another ("peeling",
/// as a presolve does with column singletons) leaves the solver a smaller system with the same
/// optimum; the removed variables are then computed back, last removed first.
///
/// This is what keeps long chains linear: in `v1.leading == v0.trailing + 1`,
/// `v2.leading == v1.trailing + 1`, … every `vN.minX` would otherwise be a tableau row over
/// the parameters of every view before it (O(n²) entries in all); here the chain is peeled from
/// its far end and never reaches the solver.
///
/// Exactness: a removed equation never conflicts and is never broken; when what remains has a
/// unique optimum, so has the whole system and the values are the same. When what remains is
/// ambiguous or has a conflict, the engine solves the whole system instead (see `LayoutEngine`),
/// so reports and the choice among equal optima are exactly those of the solver.
struct Elimination {
    /// One removed equation: its index in the system and the variable it gives.
    struct Step {
        var constraint: Int
        var variable: Int
        var coefficient: Double
    }

    /// The removed equations, in removal order (their values are computed in reverse).
    private(set) var steps: [Step] = []
    /// Whether each system constraint was removed.
    private(set) var isRemoved: [Bool]
    /// Whether each variable is given by a removed equation.
    private(set) var isEliminated: [Bool]

    /// The smallest coefficient a removed variable may have (no division by tiny pivots).
    static let minimumCoefficient = 1e-3

    /// Finds the equations of `system` (over `variableCount` variables) that can be removed.
    /// Linear in the number of terms; deterministic (variables are visited by index).
    init(_ system: SystemConstraints, variableCount: Int) {
        isRemoved = [Bool](repeating: false, count: system.count)
        isEliminated = [Bool](repeating: false, count: variableCount)
        // Occurrences per variable, and the constraints of each variable (compressed rows).
        var occurrences = [Int32](repeating: 0, count: variableCount + 1)
        for c in system {
            for (v, _) in c.expression.terms where v.index < variableCount { occurrences[v.index] += 1 }
        }
        var start = [Int](repeating: 0, count: variableCount + 1)
        for v in 0..<variableCount { start[v + 1] = start[v] + Int(occurrences[v]) }
        var fill = start
        var members = [Int32](repeating: 0, count: start[variableCount])
        for (i, c) in system.enumerated() {
            for (v, _) in c.expression.terms where v.index < variableCount {
                members[fill[v.index]] = Int32(i)
                fill[v.index] += 1
            }
        }
        var queue: [Int] = []
        for v in 0..<variableCount where occurrences[v] == 1 { queue.append(v) }
        var next = 0
        while next < queue.count {
            let v = queue[next]
            next += 1
            guard occurrences[v] == 1 else { continue }
            // The one constraint still holding v.
            var owner = -1
            for k in start[v]..<start[v + 1] where !isRemoved[Int(members[k])] {
                owner = Int(members[k])
                break
            }
            guard owner >= 0, let a = Self.coefficient(of: v, inRemovable: system[owner]) else { continue }
            isRemoved[owner] = true
            isEliminated[v] = true
            steps.append(Step(constraint: owner, variable: v, coefficient: a))
            occurrences[v] = 0
            for (w, _) in system[owner].expression.terms where w.index != v && w.index < variableCount {
                occurrences[w.index] -= 1
                if occurrences[w.index] == 1 { queue.append(w.index) }
            }
        }
    }

    /// The coefficient of `v` when `c` is an equation that may give `v`: finite numbers
    /// throughout (the solver sets aside constraints that are not), and a usable coefficient.
    private static func coefficient(of v: Int, inRemovable c: SystemConstraint) -> Double? {
        guard c.relation == .equal, c.constant.isFinite else { return nil }
        var a: Double?
        for (w, k) in c.expression.terms {
            guard k.isFinite else { return nil }
            if w.index == v { a = k }
        }
        guard let a, abs(a) >= minimumCoefficient else { return nil }
        return a
    }

    /// `isEliminated`, nil when nothing was removed (for the solver's ambiguity analysis).
    var isEliminatedMask: [Bool]? { steps.isEmpty ? nil : isEliminated }

    /// Whether nothing was removed.
    var isEmpty: Bool { steps.isEmpty }

    /// Which constraints of the system were removed (nil: none), for `LayoutEngine.apply`.
    var removedMask: [Bool]? { steps.isEmpty ? nil : isRemoved }

    /// Every variable's value: the solver's (`solved`) for the others, then each removed
    /// variable from its equation, last removed first.
    func values(_ system: SystemConstraints, solved: (Int) -> Double) -> [Double] {
        var values = (0..<isEliminated.count).map { isEliminated[$0] ? 0 : solved($0) }
        for step in steps.reversed() {
            var rest = system.constant(step.constraint)
            for (w, k) in system.built(step.constraint).terms.terms where w.index != step.variable { rest += k * values[w.index] }
            let x = -rest / step.coefficient
            values[step.variable] = x == 0 ? 0 : x
        }
        return values
    }
}
