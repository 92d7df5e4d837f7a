import Testing
import TestSupport
@testable import LayoutSolver

/// Random small systems checked against the dense level-by-level reference LP.
@Suite("Solver: random systems vs a dense lexicographic LP")
struct RandomCrossCheckTests {
    static let priorities = [1000, 1000, 750, 500, 250, 1]

    static func randomSystem(_ rng: inout SplitMix, varCount: Int, count: Int) -> [RefConstraint] {
        var out: [RefConstraint] = []
        var orders = Array(0..<count)
        orders.shuffle(using: &rng)
        for id in 0..<count {
            var terms: [(Int, Double)] = []
            let k = rng.int(1...min(3, varCount))
            for _ in 0..<k {
                let coefs: [Double] = [1, -1, 1, -1, 2, 0.5, -2]
                terms.append((rng.int(0...(varCount - 1)), coefs[rng.int(0...(coefs.count - 1))]))
            }
            out.append(
                RefConstraint(
                    terms: terms, constant: Double(rng.int(-20...20)), relation: rng.int(0...2),
                    priority: priorities[rng.int(0...(priorities.count - 1))], order: orders[id], id: id))
        }
        return out
    }

    static func relation(_ r: Int) -> LinearRelation {
        r == 0 ? .equal : (r == 1 ? .greaterOrEqual : .lessOrEqual)
    }

    static func expression(_ c: RefConstraint, _ vars: [Variable]) -> LinearExpression {
        LinearExpression(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant)
    }

    /// Compares a solver holding exactly `system` (handles = ids) with the reference.
    static func compare(_ s: Solver, _ vars: [Variable], _ system: [RefConstraint], _ handleOf: [Int: ConstraintHandle], seed: UInt64) {
        let ref = Reference.solve(system, varCount: vars.count)
        let broken = s.brokenConstraints.map(\.id).sorted()
        let expectedBroken = ref.broken.compactMap { handleOf[$0]?.id }.sorted()
        #expect(broken == expectedBroken, "seed \(seed): broken")
        // Per-level optimal violation.
        let mine = s.objective()
        for (p, e) in ref.levels {
            let got = mine.first { $0.priority.value == p }?.error ?? 0
            #expect(abs(got - e) <= 1e-6 * max(1, abs(e)), "seed \(seed): level \(p) \(got) vs \(e)")
        }
        if let req = mine.first(where: { $0.priority.isRequired }) {
            #expect(req.error <= 1e-6, "seed \(seed): required error \(req.error)")
        }
        // Fixed variables: same value; ambiguity report = the reference's non-fixed set.
        let ambiguous = Set(s.ambiguousVariables().map(\.index))
        for (i, v) in vars.enumerated() {
            if let x = ref.fixedValue[i] {
                #expect(!ambiguous.contains(i), "seed \(seed): v\(i) reported ambiguous, reference fixes it at \(x)")
                #expect(abs(s.value(v) - x) <= 1e-6 * max(1, abs(x)), "seed \(seed): v\(i) = \(s.value(v)) vs \(x)")
            } else {
                #expect(ambiguous.contains(i), "seed \(seed): v\(i) not reported ambiguous")
            }
        }
    }

    @Test("300 random systems: broken set, per-level optimum, fixed values, ambiguity")
    func crossCheck() {
        var withBroken = 0, withAmbiguity = 0, withViolations = 0, withFixed = 0
        for seed in UInt64(1)...300 {
            var rng = SplitMix(seed: seed)
            let n = rng.int(1...4)
            let system = Self.randomSystem(&rng, varCount: n, count: rng.int(1...8))
            let s = Solver()
            let vars = (0..<n).map { s.makeVariable("x\($0)") }
            var handleOf: [Int: ConstraintHandle] = [:]
            for c in system {
                handleOf[c.id] = s.add(
                    Self.expression(c, vars), Self.relation(c.relation), priority: Priority(c.priority),
                    order: c.order, tag: c.id)
            }
            Self.compare(s, vars, system, handleOf, seed: seed)
            if !s.brokenConstraints.isEmpty { withBroken += 1 }
            if !s.ambiguousVariables().isEmpty { withAmbiguity += 1 }
            if !s.violations().isEmpty { withViolations += 1 }
            if s.ambiguousVariables().count < n { withFixed += 1 }
        }
        // The generator must exercise every feature (guards the test against going vacuous).
        #expect(withBroken >= 30 && withAmbiguity >= 30 && withViolations >= 30 && withFixed >= 100,
                "\(withBroken) \(withAmbiguity) \(withViolations) \(withFixed)")
        print("crossCheck coverage: broken \(withBroken), ambiguous \(withAmbiguity), violations \(withViolations), some fixed \(withFixed)")
    }

    @Test("150 random add/remove/edit/priority sequences: incremental equals the reference and a fresh solve")
    func incremental() {
        for seed in UInt64(1001)...1150 {
            var rng = SplitMix(seed: seed)
            let n = rng.int(2...4)
            let s = Solver()
            let vars = (0..<n).map { s.makeVariable("x\($0)") }
            var live: [(RefConstraint, ConstraintHandle)] = []
            var nextId = 0
            let steps = rng.int(5...20)
            for _ in 0..<steps {
                let op = rng.int(0...9)
                if op <= 4 || live.isEmpty {
                    var c = Self.randomSystem(&rng, varCount: n, count: 1)[0]
                    c.id = nextId
                    c.order = rng.int(0...50)
                    nextId += 1
                    let h = s.add(Self.expression(c, vars), Self.relation(c.relation), priority: Priority(c.priority), order: c.order, tag: c.id)
                    live.append((c, h))
                } else if op <= 6 {
                    let i = rng.int(0...(live.count - 1))
                    s.remove(live[i].1)
                    live.remove(at: i)
                } else if op <= 8 {
                    let i = rng.int(0...(live.count - 1))
                    let k = Double(rng.int(-20...20))
                    live[i].0.constant = k
                    s.setConstant(live[i].1, k)
                } else {
                    let i = rng.int(0...(live.count - 1))
                    let p = Self.priorities[rng.int(0...(Self.priorities.count - 1))]
                    live[i].0.priority = p
                    s.setPriority(live[i].1, Priority(p))
                }
                if rng.chance(0.3) { s.solve() }
            }
            var handleOf: [Int: ConstraintHandle] = [:]
            for (c, h) in live { handleOf[c.id] = h }
            Self.compare(s, vars, live.map(\.0), handleOf, seed: seed)

            // Fresh solver with the final system: same broken set and, where fixed, same values.
            let f = Solver()
            let fv = (0..<n).map { f.makeVariable("x\($0)") }
            var freshHandle: [Int: ConstraintHandle] = [:]
            for (c, _) in live {
                freshHandle[c.id] = f.add(Self.expression(c, fv), Self.relation(c.relation), priority: Priority(c.priority), order: c.order, tag: c.id)
            }
            let tagsBroken = s.brokenConstraints.compactMap { s.tag($0) }.sorted()
            let freshBroken = f.brokenConstraints.compactMap { f.tag($0) }.sorted()
            #expect(tagsBroken == freshBroken, "seed \(seed)")
            #expect(s.ambiguousVariables() == f.ambiguousVariables(), "seed \(seed)")
            let amb = Set(s.ambiguousVariables().map(\.index))
            for i in 0..<n where !amb.contains(i) {
                #expect(abs(s.value(vars[i]) - f.value(fv[i])) <= 1e-9 * max(1, abs(f.value(fv[i]))), "seed \(seed)")
            }
            #expect(s.conflicts.map(\.tags) == f.conflicts.map(\.tags) || s.conflicts.count == f.conflicts.count, "seed \(seed)")
        }
    }

    @Test("200 degenerate random systems (coefficients ±1, constants 0 or 10, duplicates)")
    func degenerateCrossCheck() {
        for seed in UInt64(5001)...5200 {
            var rng = SplitMix(seed: seed)
            let n = rng.int(2...4)
            var system: [RefConstraint] = []
            let count = rng.int(4...12)
            for id in 0..<count {
                if id > 0 && rng.chance(0.25) {
                    var copy = system[rng.int(0...(id - 1))]
                    copy.id = id
                    copy.order = rng.int(0...40)
                    if rng.chance(0.5) { copy.priority = Self.priorities[rng.int(0...(Self.priorities.count - 1))] }
                    system.append(copy)
                    continue
                }
                var terms: [(Int, Double)] = []
                for _ in 0..<rng.int(1...2) {
                    terms.append((rng.int(0...(n - 1)), rng.chance(0.5) ? 1 : -1))
                }
                system.append(
                    RefConstraint(
                        terms: terms, constant: rng.chance(0.5) ? 0 : -10, relation: rng.int(0...2),
                        priority: Self.priorities[rng.int(0...(Self.priorities.count - 1))],
                        order: rng.int(0...40), id: id))
            }
            let s = Solver()
            let vars = (0..<n).map { s.makeVariable("x\($0)") }
            var handleOf: [Int: ConstraintHandle] = [:]
            for c in system {
                handleOf[c.id] = s.add(
                    Self.expression(c, vars), Self.relation(c.relation), priority: Priority(c.priority),
                    order: c.order, tag: c.id)
            }
            Self.compare(s, vars, system, handleOf, seed: seed)
        }
    }

    @Test("determinism: two runs of the same calls give identical values and reports")
    func determinism() {
        func run() -> ([Double], [Int], [[Int]], [Int]) {
            var rng = SplitMix(seed: 77)
            let s = Solver()
            let vars = (0..<5).map { s.makeVariable("x\($0)") }
            for c in Self.randomSystem(&rng, varCount: 5, count: 30) {
                s.add(Self.expression(c, vars), Self.relation(c.relation), priority: Priority(c.priority), order: c.order, tag: c.id)
            }
            return (vars.map { s.value($0) }, s.violations().map(\.tag), s.conflicts.map(\.tags), s.ambiguousVariables().map(\.index))
        }
        let a = run()
        let b = run()
        #expect(a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3)
    }
}
