// Times each stage of `animlayout solve --json` in one process, best of N: read, lex and
// parse, compile (parse and check), the engine's set-up, the layout, and the JSON report.
// Usage: ProcessStages FILE.states [--repeat N] [--switch A,B]  (see stages.sh)
import AnimLayout
import Foundation
import StatesFormat

/// The peak resident memory so far, in MB.
func peakMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ProcessStages FILE.states [--repeat N] [--switch A,B | --walk]\n".utf8))
    exit(64)
}
let path = arguments[1]
var repeats = 7
if let k = arguments.firstIndex(of: "--repeat"), k + 1 < arguments.count, let n = Int(arguments[k + 1]) {
    repeats = max(1, n)
}

/// The scene at `path` compiled, or exit 64 with `problem` when it has errors.
func checkedScene(_ problem: String) -> Scene {
    guard let scene = StatesCompiler.compile(source: [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()), file: path).scene else {
        FileHandle.standardError.write(Data("\(problem)\n".utf8))
        exit(64)
    }
    return scene
}

// `--switch A,B`: a state switch (the engine lays out B after A, then A after B, and so on),
// after a first layout of A: the time of each switch, best and median.
if let k = arguments.firstIndex(of: "--switch"), k + 1 < arguments.count {
    let names = arguments[k + 1].split(separator: ",").map(String.init)
    let problem = "--switch needs two states of a scene without errors"
    guard names.count == 2 else {
        FileHandle.standardError.write(Data("\(problem)\n".utf8))
        exit(64)
    }
    let scene = checkedScene(problem)
    let engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
    var current = try engine.layout(state: names[0])
    var times: [Double] = []
    for i in 0..<(2 * max(repeats, 10)) {
        let next = names[(i + 1) % 2]
        var layout: Layout?
        times.append(try milliseconds { layout = try engine.layout(state: next, leaving: current) })
        if let layout { current = layout }
    }
    // The first switch builds B's system; later ones find both states in the engine's memo.
    let first = times[0]
    times.sort()
    print(String(format: "state switch %@ <-> %@ (%d switches): best %.3f ms, median %.3f ms; the first (%@ never laid out before) %.3f ms",
                 names[0], names[1], times.count, times[0], times[times.count / 2], names[1], first))
    exit(0)
}

// `--walk`: every state of the scene entered once, one after the other, each for the first time
// (states whose names start with `w`, as `grid.py walk` writes them): the time of each entry.
if arguments.contains("--walk") {
    let scene = checkedScene("--walk needs a scene without errors")
    let engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
    var current = try engine.layout(state: scene.initialState)
    var times: [Double] = []
    for state in scene.states where state.name.hasPrefix("w") {
        var layout: Layout?
        times.append(try milliseconds { layout = try engine.layout(state: state.name, leaving: current) })
        if let layout { current = layout }
    }
    guard !times.isEmpty else {
        FileHandle.standardError.write(Data("--walk: the scene has no state named w… (see grid.py walk)\n".utf8))
        exit(64)
    }
    times.sort()
    print(String(format: "first entries into %d states: best %.3f ms, median %.3f ms, worst %.3f ms",
                 times.count, times[0], times[times.count / 2], times[times.count - 1]))
    exit(0)
}

var best: [String: Double] = [:]
/// Peak resident memory after each stage of the first run.
var peaks: [String: Double] = ["start": peakMB()]
let stages = ["read", "lex+parse", "compile", "engine", "layout", "json", "total"]
for _ in 0..<repeats {
    var t: [String: Double] = [:]
    var bytes: [UInt8] = []
    var result: CompileResult?
    var engine: LayoutEngine?
    var layout: Layout?
    t["read"] = milliseconds { bytes = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()) }
    t["lex+parse"] = milliseconds {
        _ = StatesCompiler.parse(source: String(decoding: bytes, as: UTF8.self), file: path)
    }
    if peaks["lex+parse"] == nil { peaks["lex+parse"] = peakMB() }
    t["compile"] = milliseconds { result = StatesCompiler.compile(source: bytes, file: path) }
    if peaks["compile"] == nil { peaks["compile"] = peakMB() }
    guard let scene = result?.scene else {
        FileHandle.standardError.write(Data("\(path): the scene has errors\n".utf8))
        exit(65)
    }
    t["engine"] = milliseconds { engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()) }
    if peaks["engine"] == nil { peaks["engine"] = peakMB() }
    t["layout"] = milliseconds { layout = try? engine?.layout(state: scene.initialState) }
    if peaks["layout"] == nil { peaks["layout"] = peakMB() }
    guard let layout else { exit(1) }
    var text = ""
    t["json"] = milliseconds {
        text = LayoutReport(layout.snapped(toScale: scene.canvas.scale ?? 2), exact: layout.frames).json.pretty()
    }
    precondition(!text.isEmpty)
    t["total"] = t["read"]! + t["compile"]! + t["engine"]! + t["layout"]! + t["json"]!
    for (k, v) in t { best[k] = min(best[k] ?? .infinity, v) }
    if peaks["json"] == nil { peaks["json"] = peakMB() }
}
print("stage        ms (best of \(repeats))   peak MB after it (first run; \(String(format: "%.0f", peaks["start"] ?? 0)) MB at start)")
print("             (compile includes lex+parse)")
for s in stages {
    let peak = peaks[s].map { String(format: "%8.0f", $0) } ?? ""
    print(String(format: "  %@ %8.2f %@", s.padding(toLength: 10, withPad: " ", startingAt: 0), best[s] ?? 0, peak))
}
