// Times each stage of `animlayout solve --json` in one process, best of N: read, lex and
// parse, compile (parse and check), the engine's set-up, the layout, and the JSON report.
// Usage: ProcessStages FILE.states [--repeat N]
import AnimLayout
import Foundation
import StatesFormat

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ProcessStages FILE.states [--repeat N]\n".utf8))
    exit(64)
}
let path = arguments[1]
var repeats = 7
if let k = arguments.firstIndex(of: "--repeat"), k + 1 < arguments.count, let n = Int(arguments[k + 1]) {
    repeats = max(1, n)
}

var best: [String: Double] = [:]
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
    t["compile"] = milliseconds { result = StatesCompiler.compile(source: bytes, file: path) }
    guard let scene = result?.scene else {
        FileHandle.standardError.write(Data("\(path): the scene has errors\n".utf8))
        exit(65)
    }
    t["engine"] = milliseconds { engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()) }
    t["layout"] = milliseconds { layout = try? engine?.layout(state: scene.initialState) }
    guard let layout else { exit(1) }
    var text = ""
    t["json"] = milliseconds {
        text = LayoutReport(layout.snapped(toScale: scene.canvas.scale ?? 2), exact: layout.frames).json.pretty()
    }
    precondition(!text.isEmpty)
    t["total"] = t["read"]! + t["compile"]! + t["engine"]! + t["layout"]! + t["json"]!
    for (k, v) in t { best[k] = min(best[k] ?? .infinity, v) }
}
print("stage (best of \(repeats), ms; compile includes lex+parse)")
for s in stages { print(String(format: "  %@ %8.2f", s.padding(toLength: 10, withPad: " ", startingAt: 0), best[s] ?? 0)) }
