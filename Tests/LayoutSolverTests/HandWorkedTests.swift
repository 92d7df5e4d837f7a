import Testing
@testable import LayoutSolver

@Suite("Solver: hand-worked cases")
struct HandWorkedTests {
    /// The position-priority scene of states-format.md §1 on the x axis: a 390-wide root,
    /// a title 87 wide; left/center/right constraints with swapped priorities.
    @Test("position priority: left @750 wins over center/right @250; swaps move the title")
    func positionPriority() {
        let s = Solver()
        let x = s.makeVariable("title.minX")
        let w = s.makeVariable("title.width")
        s.add(w - 87, .equal, priority: .required, order: 0, tag: 0)
        let left = s.add(x - 8, .equal, priority: Priority(750), order: 1, tag: 1)
        let center = s.add(x + w * 0.5 - 195, .equal, priority: Priority(250), order: 2, tag: 2)
        let right = s.add(x + w - (390 - 8), .equal, priority: Priority(250), order: 3, tag: 3)
        #expect(s.value(x) == 8)
        #expect(s.value(w) == 87)
        // Both @250 are violated: center by 143.5, right by 287.
        let v = s.violations()
        #expect(v.map(\.handle) == [center, right])
        #expect(v.map(\.error) == [143.5, 287])
        // state center: left 250, center 750 → x = 195 − 43.5 = 151.5 (the JSON example).
        s.setPriority(left, Priority(250))
        s.setPriority(center, Priority(750))
        #expect(s.value(x) == 151.5)
        #expect(s.violations().map(\.handle) == [left, right])
        #expect(s.violations().first?.error == 143.5)
        // state right: center 250, right 750 → x = 390 − 8 − 87 = 295.
        s.setPriority(center, Priority(250))
        s.setPriority(right, Priority(750))
        #expect(s.value(x) == 295)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("a pile of weak constraints never outweighs one stronger constraint")
    func lexicographicNotWeighted() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add(x - 10, .equal, priority: Priority(251), order: 0, tag: 0)
        // 500 constraints x == 0 @250: weighted strengths would move x to 0.
        for i in 0..<500 { s.add(x.expression, .equal, priority: Priority(250), order: i + 1, tag: i + 1) }
        #expect(s.value(x) == 10)
        #expect(s.violations().count == 500)
        #expect(s.objective().map(\.error) == [0, 5000])
    }

    @Test("within one priority the L1 sum is minimised (median behaviour)")
    func l1WithinLevel() {
        let s = Solver()
        let x = s.makeVariable("x")
        for (i, t) in [0.0, 1, 10].enumerated() {
            s.add(x - t, .equal, priority: Priority(500), order: i, tag: i)
        }
        // L1 minimiser of |x| + |x − 1| + |x − 10| is the median, 1.
        #expect(s.value(x) == 1)
        #expect(s.ambiguousVariables().isEmpty)
        // Two points: every x in [0, 1] is optimal → ambiguous.
        let t = Solver()
        let y = t.makeVariable("y")
        t.add(y.expression, .equal, priority: Priority(500), order: 0, tag: 0)
        t.add(y - 1, .equal, priority: Priority(500), order: 1, tag: 1)
        #expect(t.ambiguousVariables() == [y])
        #expect(t.value(y) >= 0 && t.value(y) <= 1)
    }

    @Test("inequalities: >= and <= with priorities")
    func inequalities() {
        let s = Solver()
        let w = s.makeVariable("w")
        // Intrinsic 100: w <= 100 @250 (hugging), w >= 100 @750 (compression); w <= 60 @500.
        s.add(w - 100, .lessOrEqual, priority: Priority(250), order: 0, tag: 0)
        s.add(w - 100, .greaterOrEqual, priority: Priority(750), order: 1, tag: 1)
        let cap = s.add(w - 60, .lessOrEqual, priority: Priority(500), order: 2, tag: 2)
        #expect(s.value(w) == 100)
        #expect(s.violations().map(\.handle) == [cap])
        #expect(s.violations().map(\.error) == [40])
        s.setPriority(cap, .required)
        #expect(s.value(w) == 60)
        #expect(s.conflicts.isEmpty)
    }

    @Test("conflict: the whole set is reported, the last declared is broken, removal restores")
    func conflicts() {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        let unrelated = s.makeVariable("u")
        let u = s.add(unrelated - 3, .equal, priority: .required, order: 0, tag: 100)
        // a = 0, b = a + 10, c = b + 10, c = 5 (declared as order 3, but added first).
        let c4 = s.add(c - 5, .equal, priority: .required, order: 3, tag: 4)
        let c1 = s.add(a.expression, .equal, priority: .required, order: 0, tag: 1)
        let c2 = s.add(b - a - 10, .equal, priority: .required, order: 1, tag: 2)
        let c3 = s.add(c - b - 10, .equal, priority: .required, order: 2, tag: 3)
        let reports = s.conflicts
        #expect(reports.count == 1)
        #expect(reports.first?.constraints == [c1, c2, c3, c4])
        #expect(reports.first?.tags == [1, 2, 3, 4])
        #expect(reports.first?.broken == c4)
        #expect(reports.first?.brokenTag == 4)
        #expect(!(reports.first?.constraints.contains(u) ?? true))
        #expect(s.brokenConstraints == [c4])
        #expect(s.value(a) == 0 && s.value(b) == 10 && s.value(c) == 20)
        #expect(s.value(unrelated) == 3)
        // Remove c2: the rest is satisfiable again, c4 comes back.
        s.remove(c2)
        #expect(s.conflicts.isEmpty)
        #expect(s.brokenConstraints.isEmpty)
        #expect(s.value(c) == 5 && s.value(a) == 0)
        #expect(s.value(b) == -5)
        // An edit that re-creates the conflict, then one that removes it.
        s.setConstant(c1, -100)  // a == 100, c = a + ... (b free now) → still fine
        #expect(s.conflicts.isEmpty)
        #expect(s.value(a) == 100)
    }

    @Test("conflict: greedy in declaration order (not 'break any member of each set')")
    func greedyOrder() {
        let s = Solver()
        let x = s.makeVariable("x")
        let c1 = s.add(x - 1, .greaterOrEqual, priority: .required, order: 1, tag: 1)  // x ≥ 1
        let c2 = s.add(x.expression, .lessOrEqual, priority: .required, order: 2, tag: 2)  // x ≤ 0
        let c3 = s.add(x - 2, .greaterOrEqual, priority: .required, order: 3, tag: 3)  // x ≥ 2
        #expect(s.brokenConstraints == [c2])
        #expect(s.conflicts.map(\.constraints) == [[c1, c2]])
        #expect(s.value(x) == 2)
        _ = c3
    }

    @Test("two conflicts, an optional constraint keeps working alongside")
    func twoConflicts() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let a1 = s.add(x - 1, .equal, priority: .required, order: 0, tag: 0)
        let a2 = s.add(x - 2, .equal, priority: .required, order: 5, tag: 1)
        let b1 = s.add(y - 1, .equal, priority: .required, order: 7, tag: 2)
        let b2 = s.add(y - 3, .equal, priority: .required, order: 6, tag: 3)
        s.add(x + y - 100, .equal, priority: Priority(10), order: 9, tag: 4)
        #expect(s.brokenConstraints == [a2, b1])
        #expect(s.conflicts.map(\.broken) == [a2, b1])
        #expect(s.conflicts.map(\.constraints) == [[a1, a2], [b2, b1]])
        #expect(s.value(x) == 1 && s.value(y) == 3)
        s.remove(a1)
        #expect(s.brokenConstraints == [b1])
        #expect(s.value(x) == 2)
    }

    @Test("ambiguity: an unconstrained width, a free position, a degenerate fixed one")
    func ambiguity() {
        let s = Solver()
        let x = s.makeVariable("x")
        let w = s.makeVariable("w")
        let y = s.makeVariable("y")
        let z = s.makeVariable("z")
        let never = s.makeVariable("never")
        s.add(x - 10, .equal, priority: .required, order: 0, tag: 0)
        s.add(w.expression, .greaterOrEqual, priority: .required, order: 1, tag: 1)  // w ≥ 0 only
        // y ≤ 5 and y ≥ 5 (degenerate pair of inequalities) fixes y.
        s.add(y - 5, .lessOrEqual, priority: .required, order: 2, tag: 2)
        s.add(y - 5, .greaterOrEqual, priority: .required, order: 3, tag: 3)
        s.add(y + z - 5, .greaterOrEqual, priority: .required, order: 4, tag: 4)
        s.add(z.expression, .lessOrEqual, priority: .required, order: 5, tag: 5)
        // z ≥ 0 and z ≤ 0 → z fixed at 0 as well.
        #expect(s.value(y) == 5)
        #expect(s.ambiguousVariables() == [w, never])
        #expect(s.value(never) == 0)
    }

    @Test("degenerate: many redundant equalities")
    func redundantEqualities() {
        let s = Solver()
        let v = (0..<6).map { s.makeVariable("v\($0)") }
        s.add(v[0] - 7, .equal, priority: .required, order: 0, tag: 0)
        var order = 1
        for _ in 0..<5 {
            for i in 1..<6 {
                s.add(v[i] - v[i - 1] - 2, .equal, priority: .required, order: order, tag: order)
                order += 1
            }
            s.add(v[5] - v[0] - 10, .equal, priority: .required, order: order, tag: order)
            order += 1
        }
        #expect(s.conflicts.isEmpty)
        #expect(v.map { s.value($0) } == [7, 9, 11, 13, 15, 17])
        #expect(s.ambiguousVariables().isEmpty)
        // A redundant but inconsistent one conflicts, and is broken.
        let bad = s.add(v[5] - v[0] - 11, .equal, priority: .required, order: order, tag: order)
        #expect(s.brokenConstraints == [bad])
        // Irreducible: the bad one and one copy of "v5 − v0 == 10" (redundant copies are dropped).
        #expect(s.conflicts.first?.constraints.count == 2)
        #expect(v.map { s.value($0) } == [7, 9, 11, 13, 15, 17])
    }

    @Test("non-finite input is rejected, not crashed on")
    func nonFinite() {
        let s = Solver()
        let x = s.makeVariable("x")
        let bad = s.add(x - .nan, .equal, priority: .required, order: 0, tag: 0)
        let inf = s.add(x * .infinity, .equal, priority: .required, order: 1, tag: 1)
        s.add(x - 4, .equal, priority: Priority(500), order: 2, tag: 2)
        #expect(s.rejectedConstraints == [bad, inf])
        #expect(s.value(x) == 4)
        s.setConstant(bad, -9)
        #expect(s.rejectedConstraints == [inf])
        #expect(s.value(x) == 9)
        s.setConstant(bad, .infinity)
        #expect(s.rejectedConstraints == [bad, inf])
        #expect(s.value(x) == 4)
        // Unknown handles and variables are ignored.
        s.remove(ConstraintHandle(id: 999))
        s.setPriority(ConstraintHandle(id: -1), .required)
        #expect(s.value(Variable(index: 42)) == 0)
    }

    @Test("edits: setConstant re-solves like suggestValue")
    func edits() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        s.add(y - x - 10, .equal, priority: .required, order: 0, tag: 0)
        let lo = s.add(y - 100, .lessOrEqual, priority: .required, order: 1, tag: 1)
        let pin = s.add(x - 5, .equal, priority: Priority(500), order: 2, tag: 2)
        #expect(s.value(y) == 15)
        for target in stride(from: 0.0, through: 200, by: 7) {
            s.setConstant(pin, -target)
            #expect(s.value(x) == min(target, 90))
            #expect(s.value(y) == min(target, 90) + 10)
        }
        s.setConstant(lo, -50)
        #expect(s.value(y) == 50)
    }
}
