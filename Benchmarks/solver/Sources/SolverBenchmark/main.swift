import Foundation
import LayoutSolver

// Usage: SolverBenchmark [--out DIR] [--views 1000,10000] [--repeat 5]
var outDir = "."
var viewCounts = [1000, 10000]
var repeats = 5
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--out": outDir = arguments.popFirst() ?? "."
    case "--views": viewCounts = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--repeat": repeats = Int(arguments.popFirst() ?? "") ?? 5
    default: break
    }
}

let eager = ProcessInfo.processInfo.environment["EAGER"] != nil
let clock = ContinuousClock()
func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}
func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
func best(_ xs: [Double]) -> Double { xs.min() ?? 0 }

func build(_ g: GridSystem) -> (Solver, [Variable], [ConstraintHandle]) {
    let s = Solver()
    let vars = (0..<(4 * g.views)).map { s.makeVariable("v\($0)") }
    var handles: [ConstraintHandle] = []
    handles.reserveCapacity(g.constraints.count)
    for (k, c) in g.constraints.enumerated() {
        let e = LinearExpression(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant)
        let rel: LinearRelation = c.relation == 0 ? .equal : (c.relation == 1 ? .greaterOrEqual : .lessOrEqual)
        handles.append(s.add(e, rel, priority: Priority(c.priority), order: k, tag: k))
        if eager { s.solve() }
    }
    s.solve()
    return (s, vars, handles)
}

var results: [String] = []
for n in viewCounts {
    let g = GridSystem(views: n)
    try g.json.write(toFile: "\(outDir)/grid-\(n).json", atomically: true, encoding: .utf8)
    var buildTimes: [Double] = []
    var checksum = 0.0
    var last: (Solver, [Variable], [ConstraintHandle])?
    var kept: [(Solver, [Variable], [ConstraintHandle])] = []  // freed outside the timed region
    for _ in 0..<repeats {
        var sum = 0.0
        let d = clock.measure {
            let (s, vars, handles) = build(g)
            for v in vars { sum += s.value(v) }
            kept.append((s, vars, handles))
        }
        checksum = sum
        buildTimes.append(ms(d))
    }
    last = kept.last
    kept = []
    guard let (s, vars, handles) = last else { continue }
    do {
        // Phase breakdown (one more run): adds, solve, reading every value.
        var addMs = 0.0, solveMs = 0.0, readMs = 0.0
        let t = Solver()
        let vs = (0..<(4 * g.views)).map { t.makeVariable("v\($0)") }
        addMs = ms(clock.measure {
            for (k, c) in g.constraints.enumerated() {
                let e = LinearExpression(c.terms.map { (vs[$0.0], $0.1) }, constant: c.constant)
                let rel: LinearRelation = c.relation == 0 ? .equal : (c.relation == 1 ? .greaterOrEqual : .lessOrEqual)
                t.add(e, rel, priority: Priority(c.priority), order: k, tag: k)
            }
        })
        solveMs = ms(clock.measure { t.solve() })
        var sum = 0.0
        readMs = ms(clock.measure { for v in vs { sum += t.value(v) } })
        print(String(format: "  phases: add %.2f ms, solve %.2f ms, read %.2f ms", addMs, solveMs, readMs))
    }
    // Edits: toggle each edited constant 200 times; time setConstant + solve + read all values.
    var editTimes: [[Double]] = []
    for (k, index) in g.edits.enumerated() {
        let base = g.constraints[index].constant
        var times: [Double] = []
        for step in 0..<200 {
            let value = step % 2 == 0 ? base - 15 : base
            var sum = 0.0
            let d = clock.measure {
                s.setConstant(handles[index], value)
                s.solve()
                for v in vars { sum += s.value(v) }
            }
            if sum.isNaN { print("nan") }
            times.append(ms(d))
        }
        editTimes.append(times)
        _ = k
    }
    print("  ", s.statistics)
    var ambiguous = 0, violations = 0
    let reportMs = ms(clock.measure {
        ambiguous = s.ambiguousVariables().count
        violations = s.violations().count
    })
    print(String(format: "  reports (ambiguousVariables + violations): %.2f ms", reportMs))
    let line = String(
        format: "views %6d  constraints %6d  build+solve %8.2f ms (best of %d)  edit[leading] %.4f ms  edit[intrinsic] %.4f ms  violations %d  ambiguous %d  checksum %.3f",
        n, g.constraints.count, best(buildTimes), repeats, median(editTimes[0]), median(editTimes[1]),
        violations, ambiguous, checksum)
    print(line)
    var values: [String] = []
    for v in vars { values.append(String(s.value(v))) }
    try ("[" + values.joined(separator: ",") + "]\n").write(toFile: "\(outDir)/grid-\(n)-values.json", atomically: true, encoding: .utf8)
    results.append(
        "\"\(n)\": {\"constraints\": \(g.constraints.count), \"build_ms\": \(best(buildTimes)), \"edit_leading_ms\": \(median(editTimes[0])), \"edit_intrinsic_ms\": \(median(editTimes[1]))}")
}
try ("{" + results.joined(separator: ", ") + "}\n").write(toFile: "\(outDir)/swift-results.json", atomically: true, encoding: .utf8)
