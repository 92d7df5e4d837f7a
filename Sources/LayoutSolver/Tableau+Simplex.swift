/// The primal and the dual simplex, with Bland's rule for entering and leaving variables.
extension Tableau {
    /// Whether `v` may enter the basis again in the current simplex call (false once it entered
    /// `Tolerances.maxEntries` times).
    private mutating func mayEnter(_ v: Int32) -> Bool {
        let i = Int(v)
        if enterEpoch[i] != epoch {
            enterEpoch[i] = epoch
            enterCount[i] = 0
        }
        return Int(enterCount[i]) < Tolerances.maxEntries
    }

    /// Counts one more entry of `v` into the basis in the current call.
    private mutating func countEntry(_ v: Int32) {
        enterCount[Int(v)] &+= 1
    }

    /// Primal simplex (the tableau must be primal feasible). Returns false on numerical
    /// failure (unbounded ray or pivot limit), which the caller repairs by rebuilding.
    mutating func optimize() -> Bool {
        epoch &+= 1
        var count = 0
        while let v = dirtyHeap.pop() {
            isDirty[Int(v)] = false
            if rowOfVar[Int(v)] >= 0 || isDummy[Int(v)] || !mayEnter(v) { continue }
            let s = lexSign(v)
            let dir: Double
            if restricted[Int(v)] {
                if s >= 0 { continue }
                dir = 1
            } else {
                if s == 0 { continue }
                dir = s < 0 ? 1 : -1
            }
            // Ratio test (Bland: ties broken by smallest basic variable).
            var test = RatioTest()
            for slot in liveRows(v) {
                let si = Int(slot)
                let b = basicOfRow[si]
                if !restricted[Int(b)] { continue }
                let a = rows[si].coefficient(v) * dir
                if a >= -Tolerances.pivot { continue }
                test.offer(si, ratio: max(0, rows[si].constant) / -a, key: Int(b))
            }
            if !test.hasChoice { return false }
            countEntry(v)
            pivot(enter: v, slot: test.choice)
            count += 1
            if count > Tolerances.pivotLimit { return false }
        }
        return true
    }

    /// Dual simplex (the tableau must be optimal in reduced costs); restores primal
    /// feasibility after constants changed. Returns false on numerical failure.
    mutating func dualOptimize() -> Bool {
        epoch &+= 1
        var count = 0
        while let b = infeasibleHeap.pop() {
            isInfeasibleQueued[Int(b)] = false
            let r = rowOfVar[Int(b)]
            if r < 0 || !restricted[Int(b)] { continue }
            let slot = Int(r)
            if rows[slot].constant >= -Tolerances.feasibility {
                if rows[slot].constant < 0 { rows[slot].constant = 0 }
                continue
            }
            var best: Int32 = -1
            var bestA = 0.0
            for t in rows[slot].terms {
                let j = t.v
                if isDummy[Int(j)] || !mayEnter(j) { continue }
                if restricted[Int(j)] {
                    if t.c <= Tolerances.pivot { continue }
                } else {
                    if abs(t.c) <= Tolerances.pivot { continue }
                    // A free parametric variable has zero reduced cost: ratio 0, the best.
                    if best < 0 || restricted[Int(best)] || j < best {
                        best = j
                        bestA = t.c
                    }
                    continue
                }
                if best >= 0 && !restricted[Int(best)] { continue }
                if best < 0 || compareRatio(j, t.c, best, bestA) < 0 {
                    best = j
                    bestA = t.c
                }
            }
            if best < 0 { return false }
            countEntry(best)
            pivot(enter: best, slot: slot)
            count += 1
            if count > Tolerances.pivotLimit { return false }
        }
        return true
    }

    /// Lexicographic comparison of d_i/a_i with d_j/a_j (ties: smaller index first).
    private func compareRatio(_ i: Int32, _ ai: Double, _ j: Int32, _ aj: Double) -> Int {
        for k in levelOrder {
            let x = obj[Int(i) &* stride &+ k] / ai
            let y = obj[Int(j) &* stride &+ k] / aj
            let order = RatioTest.compare(x, y)
            if order != 0 { return order }
        }
        return i < j ? -1 : (i > j ? 1 : 0)
    }

    /// Whether some reduced cost changed since the last `optimize()`.
    var needsOptimize: Bool { !dirtyHeap.isEmpty }
    /// Whether some restricted basic variable may have become negative since the last `dualOptimize()`.
    var needsDualOptimize: Bool { !infeasibleHeap.isEmpty }
}
