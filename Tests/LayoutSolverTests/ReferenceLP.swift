/// An independent reference for the tests: a plain dense two-phase simplex (Bland's rule)
/// over `A·x = b, x ≥ 0`, and a lexicographic goal-programming solve built level by level
/// on top of it. Written for the tests only; shares no code with the solver.
enum DenseLP {
    enum Outcome {
        case optimal(x: [Double], value: Double)
        case infeasible
        case unbounded
    }

    /// Minimises `c·x` subject to `A·x = b`, `x ≥ 0`.
    static func minimize(_ A: [[Double]], _ b: [Double], _ c: [Double]) -> Outcome {
        let m = A.count
        let n = c.count
        // Columns: n originals, m artificials; last column rhs.
        let w = n + m + 1
        var T = [[Double]](repeating: [Double](repeating: 0, count: w), count: m)
        for i in 0..<m {
            let s: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { T[i][j] = s * A[i][j] }
            T[i][n + i] = 1
            T[i][w - 1] = s * b[i]
        }
        var basis = (0..<m).map { n + $0 }

        func run(_ cost: [Double], allowed: (Int) -> Bool) -> Bool {
            // Returns false when unbounded.
            var guardCount = 0
            while guardCount < 50_000 {
                guardCount += 1
                // Reduced costs d_j = c_j − c_B · T_j.
                var enter = -1
                for j in 0..<(w - 1) where allowed(j) && !basis.contains(j) {
                    var d = cost[j]
                    for i in 0..<m { d -= cost[basis[i]] * T[i][j] }
                    if d < -1e-9 {
                        enter = j
                        break
                    }
                }
                if enter < 0 { return true }
                var leave = -1
                var best = Double.infinity
                for i in 0..<m where T[i][enter] > 1e-9 {
                    let r = T[i][w - 1] / T[i][enter]
                    if r < best - 1e-12 || (abs(r - best) <= 1e-12 && leave >= 0 && basis[i] < basis[leave]) {
                        best = min(r, best)
                        leave = i
                    }
                }
                if leave < 0 { return false }
                let p = T[leave][enter]
                for j in 0..<w { T[leave][j] /= p }
                for i in 0..<m where i != leave {
                    let f = T[i][enter]
                    if f != 0 { for j in 0..<w { T[i][j] -= f * T[leave][j] } }
                }
                basis[leave] = enter
            }
            return false
        }

        var phase1 = [Double](repeating: 0, count: w - 1)
        for i in 0..<m { phase1[n + i] = 1 }
        _ = run(phase1) { _ in true }
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= n { infeasibility += T[i][w - 1] }
        if infeasibility > 1e-7 { return .infeasible }
        // Drive artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(T[i][$0]) > 1e-9 && !basis.contains($0) }) {
                let p = T[i][j]
                for k in 0..<w { T[i][k] /= p }
                for r in 0..<m where r != i {
                    let f = T[r][j]
                    if f != 0 { for k in 0..<w { T[r][k] -= f * T[i][k] } }
                }
                basis[i] = j
            }
        }
        var phase2 = [Double](repeating: 0, count: w - 1)
        for j in 0..<n { phase2[j] = c[j] }
        // Artificials stay at zero: forbid them from entering.
        if !run(phase2, allowed: { $0 < n }) { return .unbounded }
        var x = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { x[basis[i]] = T[i][w - 1] }
        var value = 0.0
        for j in 0..<n { value += c[j] * x[j] }
        return .optimal(x: x, value: value)
    }
}

/// A constraint of a reference system: Σ coef·x + constant REL 0 at a priority.
struct RefConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Int  // 0 ==, 1 >=, 2 <=
    var priority: Int
    var order: Int
    var id: Int
}

/// Lexicographic reference solve.
struct ReferenceSolution {
    var broken: [Int]                 // ids
    var levels: [(priority: Int, error: Double)]
    var fixedValue: [Double?]         // per variable: the value when fixed on the optimal face
}

enum Reference {
    /// Builds `A·z = b` rows for the given constraints. Columns: x_i = z[2i] − z[2i+1],
    /// then per soft constraint its error columns; hard constraints get only a slack for
    /// inequalities. Returns the rows and, per soft constraint, its error columns.
    static func rows(
        _ cs: [RefConstraint], hard: [Bool], varCount: Int
    ) -> (A: [[Double]], b: [Double], columns: Int, errors: [[Int]]) {
        var ncol = 2 * varCount
        var colsFor: [[Int]] = []
        var errors: [[Int]] = []
        for (k, c) in cs.enumerated() {
            var extra: [Int] = []
            var errs: [Int] = []
            if c.relation != 0 {
                extra.append(ncol); ncol += 1  // slack
            }
            if !hard[k] {
                if c.relation == 0 {
                    errs.append(ncol); ncol += 1
                    errs.append(ncol); ncol += 1
                } else {
                    errs.append(ncol); ncol += 1
                }
            }
            colsFor.append(extra)
            errors.append(errs)
        }
        var A: [[Double]] = []
        var b: [Double] = []
        for (k, c) in cs.enumerated() {
            var row = [Double](repeating: 0, count: ncol)
            let s: Double = c.relation == 2 ? -1 : 1
            for (v, a) in c.terms {
                row[2 * v] += s * a
                row[2 * v + 1] -= s * a
            }
            // s·(expr) − slack + e⁻ (− e⁺) = 0 ... i.e. s·Σ a x − slack − e⁺ + e⁻ = −s·constant
            if c.relation != 0 { row[colsFor[k][0]] = -1 }
            if !hard[k] {
                if c.relation == 0 {
                    row[errors[k][0]] = -1
                    row[errors[k][1]] = 1
                } else {
                    row[errors[k][0]] = 1
                }
            }
            A.append(row)
            b.append(-s * c.constant)
        }
        return (A, b, ncol, errors)
    }

    static func feasible(_ cs: [RefConstraint], varCount: Int) -> Bool {
        let r = rows(cs, hard: cs.map { _ in true }, varCount: varCount)
        if r.A.isEmpty { return true }
        if case .infeasible = DenseLP.minimize(r.A, r.b, [Double](repeating: 0, count: r.columns)) { return false }
        return true
    }

    static func solve(_ all: [RefConstraint], varCount: Int) -> ReferenceSolution {
        // Greedy on required constraints in (order, id).
        let required = all.filter { $0.priority == 1000 }.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        var kept: [RefConstraint] = []
        var broken: [Int] = []
        for c in required {
            if feasible(kept + [c], varCount: varCount) { kept.append(c) } else { broken.append(c.id) }
        }
        let soft = all.filter { $0.priority < 1000 }
        let cs = kept + soft
        let hard = kept.map { _ in true } + soft.map { _ in false }
        var r = rows(cs, hard: hard, varCount: varCount)
        let priorities = Array(Set(soft.map { $0.priority })).sorted(by: >)
        var levels: [(Int, Double)] = []
        // Level-by-level: minimise this level's errors, then fix its optimum.
        for p in priorities {
            var cost = [Double](repeating: 0, count: r.columns)
            for (k, c) in cs.enumerated() where !hard[k] && c.priority == p {
                for e in r.errors[k] { cost[e] = 1 }
            }
            guard case .optimal(_, let value) = DenseLP.minimize(r.A, r.b, cost) else {
                levels.append((p, .nan))
                continue
            }
            levels.append((p, value))
            // Σ errors_p + slack = value + 1e-9  (slack ≥ 0)
            for i in r.A.indices { r.A[i].append(0) }
            cost.append(1)
            r.A.append(cost)
            r.b.append(value + 1e-9)
            r.columns += 1
        }
        // Min and max of each variable over the optimal face.
        var fixed: [Double?] = []
        for v in 0..<varCount {
            var c = [Double](repeating: 0, count: r.columns)
            c[2 * v] = 1
            c[2 * v + 1] = -1
            let lo = DenseLP.minimize(r.A, r.b, c)
            let hi = DenseLP.minimize(r.A, r.b, c.map { -$0 })
            if case .optimal(_, let a) = lo, case .optimal(_, let b) = hi, abs(a + b) <= 1e-6 {
                fixed.append(a)
            } else {
                fixed.append(nil)
            }
        }
        return ReferenceSolution(broken: broken.sorted(), levels: levels, fixedValue: fixed)
    }
}
