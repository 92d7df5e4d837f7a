import AnimText
import AnimLayout
import Dispatch
import Foundation

// Measuring 1,000 labels: the text system (Pango layout over HarfBuzz, the shipped fonts, a
// cache by text, font, lines and width) cold and warm, against HarfBuzz's own shaper run on
// the same strings and font file in the same run (`hb-shape --text-file`, one process, the font
// loaded once), and a 1,000-label scene checked end to end.

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var rng = SystemRandomNumberGenerator()
let words = ["Settings", "General", "Privacy", "Battery", "Wi-Fi", "Bluetooth", "Mobile", "Data", "Notifications",
             "Sounds", "Focus", "Screen", "Time", "Display", "Brightness", "Wallpaper", "Accessibility", "Siri",
             "Search", "Passwords", "Mail", "Contacts", "Calendar", "Notes", "Reminders", "Phone", "Messages"]
let labels: [(String, Double)] = (0..<1000).map { i in
    let text = (0..<(1 + i % 4)).map { k in words[(i * 7 + k * 3) % words.count] }.joined(separator: " ") + " \(i)"
    return (text, [13.0, 15, 17, 20, 28][i % 5])
}

let text = try TextSystem(library: FontLibrary.shipped(), scale: 2)
_ = text.measure(TextRequest("warm up", font: .system(17)))
var best = (cold: Double.infinity, warm: Double.infinity)
for _ in 0..<5 {
    let fresh = try TextSystem(library: FontLibrary.shipped(), scale: 2)
    _ = fresh.measure(TextRequest("warm up", font: .system(17)))
    best.cold = min(best.cold, seconds { for (t, s) in labels { _ = fresh.measure(TextRequest(t, font: .system(s))) } })
    best.warm = min(best.warm, seconds { for (t, s) in labels { _ = fresh.measure(TextRequest(t, font: .system(s))) } })
}

// The peer: hb-shape, one process for the 1,000 strings (it shapes its text file line by line).
let fontFile = try FontLibrary.shippedFolder().appendingPathComponent("InterVariable.ttf").path
let input = labels.map(\.0).joined(separator: "\n") + "\n"
var peer = Double.infinity
for _ in 0..<5 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
    process.arguments = ["--font-size=17408", "--variations=opsz=14", "--text-file=/dev/stdin", fontFile]
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    let t = seconds {
        try? process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        _ = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
    }
    peer = min(peer, t)
}

// A scene of 1,000 labels, each after the previous one, laid out with the text system.
var source = "canvas 390x844\n"
for (i, (t, s)) in labels.enumerated() {
    source += "label l\(i) \"\(t)\" { font \(s) }\nl\(i).leading == root.leading\n"
    source += i == 0 ? "l0.top == root.top\n" : "l\(i).top == l\(i - 1).bottom\n"
}
guard let scene = StatesCompiler.compile(source: source, file: "bench.states").scene else { fatalError("bench scene") }
var layoutTime = Double.infinity
for _ in 0..<3 {
    let fresh = try TextSystem(library: FontLibrary.shipped(), scale: 2)
    layoutTime = min(layoutTime, seconds { _ = try? LayoutEngine(scene: scene, measurer: fresh).layout(state: "default") })
}

func ms(_ s: Double) -> String { String(format: "%8.2f ms", s * 1000) }
print("1,000 labels (1–4 words, 13–28 pt), best of 5; \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("TextSystem.measure, cold (Pango + HarfBuzz)   \(ms(best.cold))")
print("TextSystem.measure, warm (cache)              \(ms(best.warm))")
print("hb-shape, same strings (peer)                \(ms(peer))   (one process, shaping only, no line breaking)")
print("ratio cold / hb-shape                         \(String(format: "%8.2fx", best.cold / peer))")
print("layout of a 1,000-label scene (fresh cache)   \(ms(layoutTime))")
