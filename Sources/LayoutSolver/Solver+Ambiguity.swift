extension Solver {
    /// The variables not fixed by the optimum: those that can move while every priority level
    /// keeps its optimal violation (and every kept required constraint holds), by index.
    /// A variable in no constraint is ambiguous.
    ///
    /// Exact (up to `Tolerances`): the optimal face is the set of points where every parametric
    /// variable with a non-zero lexicographic reduced cost stays 0. A variable is fixed iff no
    /// feasible direction of that face at the current vertex changes it; the directions are
    /// bounded only by degenerate rows (restricted basic variables at 0), and a small dense
    /// LP over them decides each remaining case.
    public func ambiguousVariables() -> [Variable] {
        ambiguity().map(\.variable)
    }

    /// The ambiguous variables grouped by the freedom they share: two variables are in one
    /// group when they move with a common free direction of the optimal face (one missing
    /// constraint lets them all move together). Groups are in order of their first variable,
    /// each sorted by index, with the number of independent directions it has.
    ///
    /// - Parameter skipping: variables (by index) the caller knows to be determined otherwise
    ///   (a layout engine's variables solved by substitution, which the solver never sees):
    ///   they are left out instead of being reported as variables in no constraint.
    public func ambiguityGroups(skipping: [Bool]? = nil) -> [(variables: [Variable], freedoms: Int)] {
        let found = ambiguity(skipping: skipping)
        var parent: [Int32: Int32] = [:]
        func root(_ v: Int32) -> Int32 {
            var v = v
            while let p = parent[v], p != v { v = p }
            return v
        }
        for entry in found {
            for term in entry.directions where parent[term] == nil { parent[term] = term }
            guard let first = entry.directions.first else { continue }
            for other in entry.directions.dropFirst() {
                let a = root(first), b = root(other)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var groups: [Int32: [Variable]] = [:]
        var order: [Int32] = []
        var lone: [[Variable]] = []
        for entry in found {
            guard let first = entry.directions.first else {
                lone.append([entry.variable])
                continue
            }
            let r = root(first)
            if groups[r] == nil { order.append(r) }
            groups[r, default: []].append(entry.variable)
        }
        var freedoms: [Int32: Int] = [:]
        for v in parent.keys { freedoms[root(v), default: 0] += 1 }
        let grouped = order.map { (variables: groups[$0] ?? [], freedoms: freedoms[$0] ?? 1) } + lone.map { (variables: $0, freedoms: 1) }
        return grouped.sorted { ($0.variables.first?.index ?? 0) < ($1.variables.first?.index ?? 0) }
    }

    /// Each ambiguous variable with the free parametric directions it moves along (empty for a
    /// variable in no constraint).
    private func ambiguity(skipping: [Bool]? = nil) -> [(variable: Variable, directions: [Int32])] {
        solve()
        let t = tableau
        let n = t.variableCount
        var free = [Bool](repeating: false, count: n)
        for v in 0..<n where t.rowOfVar[v] < 0 && !t.isDummy[v] && t.lexSign(Int32(v)) == 0 {
            free[v] = true
        }
        // Degenerate rows (restricted basic variables at 0) touching free variables.
        var candidates: [Int] = []
        for slot in t.rows.indices {
            let b = t.basicOfRow[slot]
            guard b >= 0, t.restricted[Int(b)], t.rows[slot].constant <= Tolerances.feasibility else { continue }
            if t.rows[slot].terms.contains(where: { free[Int($0.v)] }) { candidates.append(slot) }
        }
        // Exact propagation on the cone {p_j ≥ 0 (restricted), row(p) ≥ 0}: a row whose free
        // terms are all restricted with coefficients ≤ 0 forces them to 0; a row whose free
        // terms are all restricted with coefficients ≥ 0 never binds. Repeat to a fixed point.
        var alive = [Bool](repeating: true, count: candidates.count)
        var progress = true
        while progress {
            progress = false
            for (k, slot) in candidates.enumerated() where alive[k] {
                var positive = false
                var negative = false
                var unrestricted = false
                for term in t.rows[slot].terms where free[Int(term.v)] {
                    if !t.restricted[Int(term.v)] {
                        unrestricted = true
                    } else if term.c > 0 {
                        positive = true
                    } else {
                        negative = true
                    }
                }
                if unrestricted { continue }
                if !positive {
                    for term in t.rows[slot].terms where free[Int(term.v)] { free[Int(term.v)] = false }
                    alive[k] = false
                    progress = true
                } else if !negative {
                    alive[k] = false
                    progress = true
                }
            }
        }
        var degenerate: [Int] = []
        // The degenerate rows of each variable that has any (few do: a dictionary, not an
        // array of n mostly empty arrays, which cost more than the rest of the analysis).
        var rowsOfVar: [Int32: [Int]] = [:]
        for (k, slot) in candidates.enumerated() where alive[k] {
            var touches = false
            for term in t.rows[slot].terms where free[Int(term.v)] {
                rowsOfVar[term.v, default: []].append(degenerate.count)
                touches = true
            }
            if touches { degenerate.append(slot) }
        }
        /// Whether p_j alone can move (in some direction) without leaving the cone.
        func movesAlone(_ j: Int32) -> Bool {
            var pos = true
            var neg = !t.restricted[Int(j)]
            for d in rowsOfVar[j] ?? [] {
                let c = t.rows[degenerate[d]].coefficient(j)
                if c < 0 { pos = false }
                if c > 0 { neg = false }
            }
            return pos || neg
        }
        var out: [(variable: Variable, directions: [Int32])] = []
        // With no free direction left, only variables in no constraint can move (most layouts).
        let anyFree = free.contains(true)
        for i in 0..<names.count {
            if let skipping, i < skipping.count, skipping[i] { continue }
            guard let tv = t.existingExternal(i) else {
                out.append((Variable(index: i), []))
                continue
            }
            guard anyFree else { continue }
            var a: [Term] = []
            let r = t.rowOfVar[Int(tv)]
            if r >= 0 {
                // Most rows have no free term: looked for before an array is made.
                let terms = t.rows[Int(r)].terms
                if terms.contains(where: { free[Int($0.v)] }) { a = terms.filter { free[Int($0.v)] } }
            } else if free[Int(tv)] {
                a = [Term(v: tv, c: 1)]
            }
            if a.isEmpty { continue }
            if a.contains(where: { movesAlone($0.v) }) || canMove(a, free: free, degenerate: degenerate, rowsOfVar: rowsOfVar) {
                out.append((Variable(index: i), a.map(\.v)))
            }
        }
        return out
    }

    /// Whether `Σ a·p` can become non-zero in the cone of feasible face directions.
    private func canMove(_ a: [Term], free: [Bool], degenerate: [Int], rowsOfVar: [Int32: [Int]]) -> Bool {
        let t = tableau
        // Component of free variables and degenerate rows reachable from a.
        var varIndex: [Int32: Int] = [:]
        var vars: [Int32] = []
        var rowSeen = Set<Int>()
        var rowList: [Int] = []
        var queue: [Int32] = a.map { $0.v }
        for v in queue where varIndex[v] == nil {
            varIndex[v] = vars.count
            vars.append(v)
        }
        var qi = 0
        while qi < queue.count {
            let v = queue[qi]
            qi += 1
            for d in rowsOfVar[v] ?? [] where !rowSeen.contains(d) {
                rowSeen.insert(d)
                rowList.append(d)
                for term in t.rows[degenerate[d]].terms where free[Int(term.v)] && varIndex[term.v] == nil {
                    varIndex[term.v] = vars.count
                    vars.append(term.v)
                    queue.append(term.v)
                }
            }
        }
        // Columns: restricted p ≥ 0 → one column; free p → p⁺ − p⁻.
        var column: [Int] = []
        var width = 0
        for v in vars {
            column.append(width)
            width += t.restricted[Int(v)] ? 1 : 2
        }
        func expand(_ terms: [Term], _ scale: Double) -> [Double] {
            var x = [Double](repeating: 0, count: width)
            for term in terms {
                guard let k = varIndex[term.v] else { continue }
                x[column[k]] += scale * term.c
                if !t.restricted[Int(term.v)] { x[column[k] + 1] -= scale * term.c }
            }
            return x
        }
        var rowsA: [[Double]] = []
        var rhs: [Double] = []
        for d in rowList {
            // basic = Σ b·p ≥ 0  ⇔  −Σ b·p ≤ 0
            rowsA.append(expand(t.rows[degenerate[d]].terms.filter { free[Int($0.v)] }, -1))
            rhs.append(0)
        }
        for j in 0..<width {
            var box = [Double](repeating: 0, count: width)
            box[j] = 1
            rowsA.append(box)
            rhs.append(1)
        }
        let up = ConeCheck.maximize(rowsA, rhs, expand(a, 1))
        if up > Tolerances.movement { return true }
        let down = ConeCheck.maximize(rowsA, rhs, expand(a, -1))
        return down > Tolerances.movement
    }
}
