import Foundation
import Testing
@testable import AnimLayout

/// Replays the fuzz corpus, crashers and seeds as the harness does past the compiler: timing
/// checks (`SceneCheck.timingErrors`) and constant evaluation never crash, every timing error is
/// located, and constants come out finite and within ±1e12 or throw.
@Suite("Fuzz corpus past the compiler")
struct FuzzReplayTests {
    static func files() -> [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var out: [URL] = []
        for folder in ["Fuzz/corpus", "Fuzz/crashers", "Fuzz/seeds"] {
            let dir = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            out += names.sorted().map { dir.appendingPathComponent($0) }
        }
        return out
    }

    @Test("every compiled corpus file: timing errors are located, constants finite")
    func replay() throws {
        let files = Self.files()
        #expect(files.count > 10)
        var compiled = 0
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            guard let scene = StatesCompiler.compile(source: bytes, file: "fuzz.states").scene else { continue }
            compiled += 1
            for d in SceneCheck.timingErrors(of: scene) {
                #expect(d.range != nil, "\(url.lastPathComponent): \(d.message)")
            }
            var frames: [String: Rect] = ["root": Rect(x: 0, y: 0, width: scene.canvas.size.width, height: scene.canvas.size.height)]
            for (k, e) in scene.elements.enumerated() {
                frames[e.id] = Rect(x: Double(k), y: 2 * Double(k), width: 10, height: Double(k % 3))
            }
            let evaluator = ConstantEvaluator(frames: frames)
            for state in scene.states {
                for change in state.changes {
                    guard case .constant(_, let e) = change.change, let v = try? evaluator.evaluate(e, at: change.range) else { continue }
                    #expect(v.isFinite && abs(v) <= 1e12, "\(url.lastPathComponent)")
                }
            }
        }
        #expect(compiled > 0)
    }
}
