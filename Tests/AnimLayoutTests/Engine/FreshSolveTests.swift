import Foundation
import Testing
import TestSupport
@testable import StatesFormat
@testable import AnimLayout

/// The engine moves its solver from state to state by edits (``InstalledSystem``: derived,
/// in place, or by key), keeps systems in a memo and solves some equations by substitution.
/// With its test switch on, every layout is also solved afresh by a new engine: over every
/// bundled scene, in every size, with the states visited in several orders, the frames and
/// reports must be exactly a fresh solve's.
@Suite("Engine: every incremental layout is a fresh solve's")
struct FreshSolveTests {
    static let states = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("States")

    @Test("bundled scenes, every size, states in four orders")
    func bundledScenes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.states.path).filter { $0.hasSuffix(".states") }.sorted()
        #expect(files.count >= 15)
        var random = SplitMix(seed: 44)
        var checked = 0
        for file in files {
            let result = StatesCompiler.compile(source: try String(contentsOf: Self.states.appendingPathComponent(file), encoding: .utf8), file: file)
            guard let scene = result.scene else { continue }
            let names = scene.states.map(\.name)
            var shuffled = names
            for i in shuffled.indices.reversed() where i > 0 { shuffled.swapAt(i, random.int(0...i)) }
            let orders = [names, names.reversed(), shuffled, names + names.reversed()]
            for environment in ["default"] + scene.sizes.map(\.name) {
                for order in orders {
                    let engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
                    engine.checksAgainstFreshSolve = true
                    var previous: Layout?
                    for name in order {
                        previous = try engine.layout(state: name, environment: environment, leaving: previous)
                        checked += 1
                    }
                    #expect(engine.freshSolveMismatches.isEmpty, "\(file) \(environment) \(order): \(engine.freshSolveMismatches.prefix(3))")
                }
            }
        }
        #expect(checked > 300)
    }
}
