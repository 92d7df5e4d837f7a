import Testing
import TestSupport
@testable import LayoutSolver

/// Paths of the incremental engine the random tests reach only by chance.
@Suite("Solver: incremental paths")
struct IncrementalPathTests {
    @Test("a required constraint with a fresh subject (hard row) can become optional and back")
    func hardRowPriorityChange() {
        let s = Solver()
        let x = s.makeVariable("x")
        let pin = s.add(x - 10, .equal, priority: .required, order: 0, tag: 0)  // fresh x: hard row
        let pull = s.add(x - 30, .equal, priority: Priority(500), order: 1, tag: 1)
        #expect(s.value(x) == 10)
        s.setPriority(pin, Priority(250))
        #expect(s.value(x) == 30)
        #expect(s.violations().map(\.handle) == [pin])
        #expect(s.violations().first?.error == 20)
        s.setPriority(pin, Priority(750))
        #expect(s.value(x) == 10)
        s.setPriority(pin, .required)
        s.setConstant(pin, -12)
        #expect(s.value(x) == 12)
        s.remove(pull)
        #expect(s.value(x) == 12)
        #expect(s.violations().isEmpty)
    }

    @Test("a conflict carried by a hard row still breaks the one declared last")
    func conflictThroughHardRow() {
        let s = Solver()
        let x = s.makeVariable("x")
        // Added first, so x is fresh and this row is hard; but it is declared last.
        let late = s.add(x.expression, .equal, priority: .required, order: 9, tag: 9)
        let early = s.add(x - 5, .equal, priority: .required, order: 1, tag: 1)
        #expect(s.brokenConstraints == [late])
        #expect(s.conflicts.map(\.constraints) == [[early, late]])
        #expect(s.value(x) == 5)
        // Changing the early one's constant keeps the conflict; removing it ends it.
        s.setConstant(early, -7)
        #expect(s.value(x) == 7)
        s.remove(early)
        #expect(s.brokenConstraints.isEmpty)
        #expect(s.value(x) == 0)
    }

    @Test("editing a broken constraint so that it fits restores it")
    func editRestoresBroken() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        s.add(x - 1, .equal, priority: .required, order: 0, tag: 0)
        s.add(y - x - 1, .equal, priority: .required, order: 1, tag: 1)
        let bad = s.add(y - 5, .equal, priority: .required, order: 2, tag: 2)
        #expect(s.brokenConstraints == [bad])
        #expect(s.value(y) == 2)
        s.setConstant(bad, -2)
        #expect(s.brokenConstraints.isEmpty)
        #expect(s.conflicts.isEmpty)
        #expect(s.value(y) == 2)
        s.setConstant(bad, -3)
        #expect(s.brokenConstraints == [bad])
    }

    @Test("remove everything, then build again")
    func emptyAgain() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        var hs: [ConstraintHandle] = []
        hs.append(s.add(x - 3, .equal, priority: .required, order: 0, tag: 0))
        hs.append(s.add(y - x, .greaterOrEqual, priority: .required, order: 1, tag: 1))
        hs.append(s.add(y - 10, .equal, priority: Priority(300), order: 2, tag: 2))
        #expect(s.value(y) == 10)
        for h in hs.reversed() { s.remove(h) }
        #expect(s.value(x) == 0 && s.value(y) == 0)
        #expect(s.constraints.isEmpty)
        #expect(s.ambiguousVariables() == [x, y])
        s.add(x + y - 4, .equal, priority: .required, order: 0, tag: 0)
        s.add(x - y, .equal, priority: .required, order: 1, tag: 1)
        #expect(s.value(x) == 2 && s.value(y) == 2)
    }

    @Test("2,000 random edits on a chain: no drift against a fresh solve")
    func noDrift() {
        var rng = SplitMix(seed: 4242)
        let n = 30
        let s = Solver()
        let x = (0..<n).map { s.makeVariable("x\($0)") }
        let w = (0..<n).map { s.makeVariable("w\($0)") }
        var handles: [ConstraintHandle] = []
        var constants: [Double] = []
        func add(_ e: LinearExpression, _ r: LinearRelation, _ p: Int) {
            handles.append(s.add(e, r, priority: Priority(p), order: handles.count, tag: handles.count))
            constants.append(e.constant)
        }
        add(x[0] - 8, .equal, 1000)
        for i in 1..<n { add(x[i] - x[i - 1] - w[i - 1] - 8, .equal, 1000) }
        for i in 0..<n {
            add(w[i] - Double(20 + i), .greaterOrEqual, 750)
            add(w[i] - Double(20 + i), .lessOrEqual, 250)
            add(x[i] + w[i] - 2000, .lessOrEqual, 500)
        }
        for _ in 0..<2000 {
            let k = rng.int(0...(handles.count - 1))
            let c = Double(rng.int(-100...100)) * 0.37
            constants[k] = c
            s.setConstant(handles[k], c)
            if rng.chance(0.1) { s.solve() }
        }
        let f = Solver()
        let fx = (0..<n).map { f.makeVariable("x\($0)") }
        let fw = (0..<n).map { f.makeVariable("w\($0)") }
        var k = 0
        func fadd(_ e: LinearExpression, _ r: LinearRelation, _ p: Int) {
            var e = e
            e.constant = constants[k]
            f.add(e, r, priority: Priority(p), order: k, tag: k)
            k += 1
        }
        fadd(fx[0] - 8, .equal, 1000)
        for i in 1..<n { fadd(fx[i] - fx[i - 1] - fw[i - 1] - 8, .equal, 1000) }
        for i in 0..<n {
            fadd(fw[i] - Double(20 + i), .greaterOrEqual, 750)
            fadd(fw[i] - Double(20 + i), .lessOrEqual, 250)
            fadd(fx[i] + fw[i] - 2000, .lessOrEqual, 500)
        }
        #expect(s.ambiguousVariables() == f.ambiguousVariables())
        let amb = Set(f.ambiguousVariables().map(\.index))
        var worst = 0.0
        for i in 0..<n {
            if !amb.contains(x[i].index) { worst = max(worst, abs(s.value(x[i]) - f.value(fx[i]))) }
            if !amb.contains(w[i].index) { worst = max(worst, abs(s.value(w[i]) - f.value(fw[i]))) }
        }
        #expect(worst <= 1e-9)
        #expect(s.objective().map(\.error).elementsEqual(f.objective().map(\.error)) { abs($0 - $1) <= 1e-9 })
    }
}

@Suite("Solver: robustness")
struct RobustnessTests {
    @Test("badly scaled random systems and operations: finite values, no hang, no crash")
    func badlyScaled() {
        let scales: [Double] = [1e-9, 1e-4, 1, 3, 1e4, 1e8, -1e-9, -7e3]
        for seed in UInt64(9001)...9200 {
            var rng = SplitMix(seed: seed)
            let s = Solver()
            let vars = (0..<5).map { s.makeVariable("x\($0)") }
            var handles: [ConstraintHandle] = []
            for step in 0..<40 {
                let op = rng.int(0...9)
                if op < 6 || handles.isEmpty {
                    var e = LinearExpression(constant: scales[rng.int(0...7)] * Double(rng.int(-3...3)))
                    for _ in 0..<rng.int(0...3) {
                        e = e + vars[rng.int(0...4)] * scales[rng.int(0...7)]
                    }
                    let rel: [LinearRelation] = [.equal, .greaterOrEqual, .lessOrEqual]
                    handles.append(
                        s.add(e, rel[rng.int(0...2)], priority: Priority([1000, 999, 500, 1][rng.int(0...3)]),
                              order: step, tag: step))
                } else if op < 8 {
                    s.setConstant(handles[rng.int(0...(handles.count - 1))], scales[rng.int(0...7)] * 5)
                } else if op < 9 {
                    s.remove(handles.remove(at: rng.int(0...(handles.count - 1))))
                } else {
                    s.setPriority(handles[rng.int(0...(handles.count - 1))], Priority([1000, 750, 2][rng.int(0...2)]))
                }
            }
            for v in vars { #expect(s.value(v).isFinite, "seed \(seed)") }
            _ = s.ambiguousVariables()
            _ = s.violations()
            _ = s.conflicts
        }
    }
}

@Suite("Solver: solveFromScratch")
struct SolveFromScratchTests {
    @Test("after random changes, solveFromScratch equals a new solver fed in order, bit for bit, ambiguous values included")
    func equalsFresh() {
        var ambiguousSeen = 0
        for seed in UInt64(7001)...7120 {
            var rng = SplitMix(seed: seed)
            let n = rng.int(2...4)
            let s = Solver()
            let vars = (0..<n).map { s.makeVariable("x\($0)") }
            var live: [(RefConstraint, ConstraintHandle)] = []
            var nextOrder = 0
            for _ in 0..<rng.int(5...18) {
                let op = rng.int(0...9)
                if op <= 5 || live.isEmpty {
                    var c = RandomCrossCheckTests.randomSystem(&rng, varCount: n, count: 1)[0]
                    c.order = nextOrder * 7 % 101  // distinct, not increasing
                    nextOrder += 1
                    let h = s.add(RandomCrossCheckTests.expression(c, vars), RandomCrossCheckTests.relation(c.relation),
                                  priority: Priority(c.priority), order: c.order, tag: c.order)
                    live.append((c, h))
                } else if op <= 7 {
                    s.remove(live.remove(at: rng.int(0...(live.count - 1))).1)
                } else {
                    let i = rng.int(0...(live.count - 1))
                    live[i].0.constant = Double(rng.int(-20...20))
                    s.setConstant(live[i].1, live[i].0.constant)
                }
                if rng.chance(0.5) { s.solve() }
            }
            s.solveFromScratch()
            let f = Solver()
            let fv = (0..<n).map { f.makeVariable("x\($0)") }
            for (c, _) in live.sorted(by: { $0.0.order < $1.0.order }) {
                f.add(RandomCrossCheckTests.expression(c, fv), RandomCrossCheckTests.relation(c.relation),
                      priority: Priority(c.priority), order: c.order, tag: c.order)
            }
            #expect(vars.map { s.value($0) } == fv.map { f.value($0) }, "seed \(seed)")
            #expect(s.ambiguousVariables() == f.ambiguousVariables(), "seed \(seed)")
            #expect(s.conflicts.map(\.tags) == f.conflicts.map(\.tags), "seed \(seed)")
            if !f.ambiguousVariables().isEmpty { ambiguousSeen += 1 }
        }
        #expect(ambiguousSeen >= 20, "\(ambiguousSeen)")
    }
}
