import Foundation
import LayoutSolver
#if canImport(Glibc)
import Glibc
#endif

// Usage: SolverBenchmark [--out DIR] [--views 1000,10000] [--repeat 7]
// Writes DIR/grid-N.json (the system, read by kiwi_bench.py), DIR/grid-N-values.json and
// DIR/swift-results.json; prints a summary.
var outDir = "."
var viewCounts = [1000, 10000]
var repeats = 7
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--out": outDir = arguments.popFirst() ?? "."
    case "--views": viewCounts = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--repeat": repeats = max(1, Int(arguments.popFirst() ?? "") ?? 7)
    default:
        // Unknown arguments (--help included) run nothing: a run writes files into --out.
        FileHandle.standardError.write(Data("usage: SolverBenchmark [--out DIR] [--views 1000,10000] [--repeat 7]\n".utf8))
        exit(a == "--help" || a == "-h" ? 0 : 64)
    }
}

let clock = ContinuousClock()

/// CPU time of this thread in ms (robust when other processes share the cores).
func threadCPUms() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

/// (wall ms, thread CPU ms) of `body`.
func timed(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let c0 = threadCPUms()
    let d = clock.measure(body)
    let wall = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    return (wall, threadCPUms() - c0)
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

struct Built {
    let solver: Solver
    let vars: [Variable]
    let handles: [ConstraintHandle]
}

/// The constraints as solver inputs, made before timing (as kiwi_bench.py makes its Python
/// constraint objects before timing): variable `i` of the grid is `Variable(index: i)`, the
/// index `makeVariable` returns for the i-th variable of a new solver.
func inputs(_ g: GridSystem) -> [(LinearExpression, LinearRelation, Priority)] {
    g.constraints.map { c in
        let e = LinearExpression(c.terms.map { (Variable(index: $0.0), $0.1) }, constant: c.constant)
        let rel: LinearRelation = c.relation == 0 ? .equal : (c.relation == 1 ? .greaterOrEqual : .lessOrEqual)
        return (e, rel, Priority(c.priority))
    }
}

/// Timed: makes the solver and its variables, adds every constraint, solves, reads every value.
func build(_ g: GridSystem, _ made: [(LinearExpression, LinearRelation, Priority)]) -> (Built, Double) {
    let s = Solver()
    let vars = (0..<(4 * g.views)).map { _ in s.makeVariable("") }
    var handles: [ConstraintHandle] = []
    handles.reserveCapacity(made.count)
    for (k, c) in made.enumerated() {
        handles.append(s.add(c.0, c.1, priority: c.2, order: k, tag: k))
    }
    s.solve()
    var sum = 0.0
    for v in vars { sum += s.value(v) }
    return (Built(solver: s, vars: vars, handles: handles), sum)
}

var results: [String] = []
for n in viewCounts {
    let g = GridSystem(views: n)
    try g.json.write(toFile: "\(outDir)/grid-\(n).json", atomically: true, encoding: .utf8)
    var walls: [Double] = []
    var cpus: [Double] = []
    let made = inputs(g)
    var kept: Built?  // the previous build is freed before, outside, the timed region
    var checksum = 0.0
    for _ in 0..<repeats {
        kept = nil
        let t = timed {
            let (b, sum) = build(g, made)
            kept = b
            checksum = sum
        }
        walls.append(t.wall)
        cpus.append(t.cpu)
    }
    guard let b = kept else { continue }
    let s = b.solver
    // Edits: toggle the edited constant 200 times; each: setConstant + solve + read every value.
    var editWall: [Double] = []
    var editCPU: [Double] = []
    for index in g.edits {
        let base = g.constraints[index].constant
        var w: [Double] = []
        var c: [Double] = []
        for step in 0..<200 {
            let value = step % 2 == 0 ? base - 15 : base
            var sum = 0.0
            let t = timed {
                s.setConstant(b.handles[index], value)
                s.solve()
                for v in b.vars { sum += s.value(v) }
            }
            precondition(sum.isFinite)
            w.append(t.wall)
            c.append(t.cpu)
        }
        editWall.append(median(w))
        editCPU.append(median(c))
    }
    // The same edits without reading the values back (setConstant + solve only).
    var bareCPU: [Double] = []
    for index in g.edits {
        let base = g.constraints[index].constant
        var c: [Double] = []
        for step in 0..<200 {
            let value = step % 2 == 0 ? base - 15 : base
            c.append(timed { s.setConstant(b.handles[index], value); s.solve() }.cpu)
        }
        bareCPU.append(median(c))
    }
    // State-change-like operations: swap a priority and back; remove a constraint and add it back.
    var swapCPU: [Double] = []
    var readdCPU: [Double] = []
    var readdHandle = b.handles[g.edits[1]]
    let readdInput = made[g.edits[1]]
    for step in 0..<100 {
        swapCPU.append(timed {
            s.setPriority(b.handles[g.edits[1]], step % 2 == 0 ? Priority(250) : Priority(750))
            s.solve()
        }.cpu)
        readdCPU.append(timed {
            s.remove(readdHandle)
            readdHandle = s.add(readdInput.0, readdInput.1, priority: readdInput.2, order: g.edits[1], tag: g.edits[1])
            s.solve()
        }.cpu)
    }
    var ambiguous = 0
    var violations = 0
    let reports = timed {
        ambiguous = s.ambiguousVariables().count
        violations = s.violations().count
    }
    // A required conflict: the last view's width pinned twice; then removed again.
    let lastW = b.vars[4 * (g.views - 1) + 2]
    var conflictReports: [ConflictReport] = []
    var h1 = ConstraintHandle(id: -1)
    var h2 = ConstraintHandle(id: -1)
    let conflictTime = timed {
        h1 = s.add(lastW - 50, .equal, priority: .required, order: g.constraints.count, tag: -1)
        h2 = s.add(lastW - 60, .equal, priority: .required, order: g.constraints.count + 1, tag: -2)
        conflictReports = s.conflicts
    }
    let recoverTime = timed {
        s.remove(h1)
        s.remove(h2)
        s.solve()
    }
    let st = s.statistics
    print(String(format: "views %5d, constraints %5d: build+solve+read %7.2f ms wall (best of %d), %7.2f ms CPU",
                 n, g.constraints.count, walls.min() ?? 0, repeats, cpus.min() ?? 0))
    print(String(format: "    edit leading (moves every view of the block): %.4f ms wall, %.4f ms CPU (median of 200)",
                 editWall[0], editCPU[0]))
    print(String(format: "    edit one intrinsic width:                      %.4f ms wall, %.4f ms CPU (median of 200)",
                 editWall[1], editCPU[1]))
    print(String(format: "    edit without reading values back: leading %.4f ms, intrinsic %.4f ms CPU (median of 200)",
                 bareCPU[0], bareCPU[1]))
    print(String(format: "    priority change of one constraint: %.4f ms; remove + add one constraint: %.4f ms CPU (median of 100)",
                 median(swapCPU), median(readdCPU)))
    print(String(format: "    conflict (2 required pins on one width): add both + report %.2f ms (%d report, set of %d); remove both %.2f ms",
                 conflictTime.cpu, conflictReports.count, conflictReports.first?.constraints.count ?? 0, recoverTime.cpu))
    print(String(format: "    ambiguousVariables()+violations(): %.2f ms; %d violations, %d ambiguous; pivots %d, rows %d, entries %d",
                 reports.wall, violations, ambiguous, st.pivots, st.rows, st.entries))
    let values = b.vars.map { String(s.value($0)) }.joined(separator: ",")
    try ("[" + values + "]\n").write(toFile: "\(outDir)/grid-\(n)-values.json", atomically: true, encoding: .utf8)
    results.append(
        "\"\(n)\": {\"constraints\": \(g.constraints.count), \"build_wall_ms\": \(walls.min() ?? 0), "
            + "\"build_cpu_ms\": \(cpus.min() ?? 0), \"edit_leading_wall_ms\": \(editWall[0]), "
            + "\"edit_leading_cpu_ms\": \(editCPU[0]), \"edit_intrinsic_wall_ms\": \(editWall[1]), "
            + "\"edit_intrinsic_cpu_ms\": \(editCPU[1]), \"edit_leading_bare_cpu_ms\": \(bareCPU[0]), "
            + "\"edit_intrinsic_bare_cpu_ms\": \(bareCPU[1]), \"checksum\": \(checksum)}")
}
try ("{" + results.joined(separator: ", ") + "}\n").write(toFile: "\(outDir)/swift-results.json", atomically: true, encoding: .utf8)
