import Foundation
import Testing
import TestSupport
@testable import AnimLayout

/// Equations solved by substitution (`Elimination`) give the layouts the whole-system solve
/// gives, and keep long chains linear. Costs are asserted on counters, never on time.
@Suite("Engine: elimination")
struct EliminationTests {
    /// `n` views side by side, each 1 point after the previous one; plain views get a size,
    /// labels size to their text.
    static func chain(_ n: Int, labels: Bool) -> SceneFixture {
        var f = SceneFixture()
        for i in 0..<n {
            f.element("v\(i)", labels ? .label : .view, text: labels ? "Item \(i)" : nil)
        }
        for i in 0..<n {
            f.constrain(nil, "v\(i).leading", .equal, i == 0 ? "root.leading" : "v\(i - 1).trailing", constant: 1)
            f.constrain(nil, "v\(i).top", .equal, "root.top")
            if !labels {
                f.constrain(nil, "v\(i).width", .equal, constant: 20)
                f.constrain(nil, "v\(i).height", .equal, constant: 30)
            }
        }
        return f
    }

    @Test("a chain of 2,000 views or labels leaves the solver only the labels' content size", arguments: [false, true])
    func longChainStaysSmall(labels: Bool) throws {
        let n = 2000
        let engine = Self.chain(n, labels: labels).engine()
        let layout = try engine.layout(state: "default")
        // Label "Item 1999" is 9 × 0.6 × 17 = 91.8 wide; view i starts at Σ (width + 1).
        let width = { (i: Int) -> Double in labels ? Double("Item \(i)".count) * 0.6 * 17 : 20 }
        let x = (0..<(n - 1)).reduce(1.0) { $0 + width($1) + 1 }
        #expect(close(layout.frame("v\(n - 1)"), Rect(x: x, y: 0, width: width(n - 1), height: labels ? 20.4 : 30),
                      tolerance: 1e-6))
        #expect(layout.broken.isEmpty && layout.conflicts.isEmpty && layout.ambiguous.isEmpty)
        // The whole system would fill the tableau quadratically (every minX a row over the
        // parameters of all the views before it: millions of entries at this size).
        let entries = engine.solverStatistics.entries
        #expect(entries <= 10 * n, "tableau entries: \(entries)")
    }

    @Test("without elimination the same chain fills the tableau quadratically (what the presolve avoids)")
    func wholeSystemFillsIn() throws {
        let n = 300
        let reduced = Self.chain(n, labels: true).engine()
        let whole = Self.chain(n, labels: true).engine()
        whole.eliminates = false
        let a = try reduced.layout(state: "default")
        let b = try whole.layout(state: "default")
        #expect(a == b)
        #expect(whole.solverStatistics.entries > 20 * max(1, reduced.solverStatistics.entries))
    }

    /// Every layout of `scene` (each state in each size) on fresh engines, with and without
    /// elimination; states are resolved once, by a third engine, so constant math is the same.
    static func compareFresh(_ scene: Scene, measurer: any TextMeasurer = MonospaceTextMeasurer()) throws -> Int {
        let resolver = LayoutEngine(scene: scene, measurer: measurer)
        var compared = 0
        for env in [scene.canvas] + scene.sizes {
            for state in scene.states {
                guard let resolved = try? resolver.resolve(state: state.name, environment: env.name) else { continue }
                let reduced = LayoutEngine(scene: scene, measurer: measurer)
                let whole = LayoutEngine(scene: scene, measurer: measurer)
                whole.eliminates = false
                let a = try reduced.layout(resolved, in: env)
                let b = try whole.layout(resolved, in: env)
                #expect(a == b, "\(scene.id) \(state.name) [\(env.name)]")
                compared += 1
            }
        }
        return compared
    }

    static let statesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("States")

    @Test("every bundled scene: the same layouts as the whole-system solve, state by state and size by size")
    func bundledScenes() throws {
        let files = FileManager.default.enumerator(atPath: Self.statesFolder.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".states") }.sorted() ?? []
        #expect(files.count >= 10)
        var compared = 0
        for file in files {
            let source = try String(contentsOf: Self.statesFolder.appendingPathComponent(file), encoding: .utf8)
            guard let scene = StatesCompiler.compile(source: source, file: file).scene else { continue }
            compared += try Self.compareFresh(scene)
        }
        #expect(compared >= 30)
    }

    @Test("one engine through every state and size, twice (incremental, then from its memo): the same layouts as fresh whole-system solves")
    func incrementalBundledScenes() throws {
        let files = FileManager.default.enumerator(atPath: Self.statesFolder.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".states") }.sorted() ?? []
        for file in files {
            let source = try String(contentsOf: Self.statesFolder.appendingPathComponent(file), encoding: .utf8)
            guard let scene = StatesCompiler.compile(source: source, file: file).scene else { continue }
            let engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
            for _ in 0..<2 {
            for env in [scene.canvas] + scene.sizes {
                for state in scene.states {
                    guard let resolved = try? engine.resolve(state: state.name, environment: env.name) else { continue }
                    let a = try engine.layout(resolved, in: env)
                    let whole = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
                    whole.eliminates = false
                    let b = try whole.layout(resolved, in: env)
                    #expect(a == b, "\(file) \(state.name) [\(env.name)]")
                }
            }
            }
        }
    }

    @Test("random well-constrained scenes: the same layouts as the whole-system solve")
    func randomScenes() throws {
        var rng = SplitMix(seed: 17)
        var compared = 0
        for _ in 0..<60 {
            compared += try Self.compareFresh(RandomScene.make(&rng))
        }
        #expect(compared >= 60)
    }

    @Test("broken optional constraints are listed in system order, whatever was laid out before")
    func brokenOrderIsHistoryFree() throws {
        var f = SceneFixture()
        f.element("a", .label, text: "Hello")
        f.element("b", .label, text: "World")
        f.constrain("pinA", "a.leading", .equal, "root.leading", constant: 10)
        f.constrain(nil, "a.top", .equal, "root.top")
        f.constrain("wideA", "a.width", .equal, constant: 300, priority: 200)
        f.constrain(nil, "b.leading", .equal, "a.trailing")
        f.constrain(nil, "b.top", .equal, "root.top")
        f.constrain("wideB", "b.width", .equal, constant: 200, priority: 200)
        f.state("both")
        f.state("onlyB", [.deactivate(constraint: "wideA")])
        let engine = f.engine()
        _ = try engine.layout(state: "onlyB")
        let again = try engine.layout(state: "both")   // wideA is added back, last
        let fresh = try f.engine().layout(state: "both")
        #expect(again.broken == fresh.broken)
        #expect(fresh.broken.map(\.constraint).filter { $0.hasPrefix("wide") } == ["wideA", "wideB"])
    }

    @Test("vflIndex reads the number after the last '#', as parsing the whole id does")
    func vflIndexMatchesParse() {
        func reference(_ id: String) -> Int {
            guard let hash = id.lastIndex(of: "#"), let n = Int(id[id.index(after: hash)...]) else { return 0 }
            return n
        }
        for id in ["a.states:12", "a.states:12#3", "a.states:12#", "x#12b", "x#-4", "x#+7", "#5", "5", "",
                   "a#1#22", "a#b", "a#12#x", "name", "t.states:3#999999999999", "é#4", "a#4é"] {
            #expect(vflIndex(id) == reference(id), "\(id)")
        }
    }
}

/// Random scenes whose elements are placed by required constraints (chains, nesting, guides,
/// intrinsic sizes), plus optional constraints that may break, and a few states.
enum RandomScene {
    static func make(_ rng: inout SplitMix) -> Scene {
        var f = SceneFixture(rtl: rng.chance(0.2))
        let n = rng.int(2...10)
        var ids: [String] = []
        for i in 0..<n {
            let id = "e\(i)"
            let parent = ids.isEmpty || rng.chance(0.6) ? "root" : rng.pick(ids)
            let kind: ElementKind = rng.pick([.view, .view, .label, .button, .image, .guide])
            let p = parent == "root" || f.scene.element(parent)?.kind == .guide ? "root" : parent
            f.element(id, kind, in: p, text: kind == .label || kind == .button ? "T\(rng.int(1...999))" : nil) { e in
                if kind == .image { e.intrinsic = .size(width: Double(rng.int(10...60)), height: Double(rng.int(10...60))) }
                if kind == .view && rng.chance(0.3) { e.intrinsic = .size(width: Double(rng.int(10...60)), height: nil) }
                if kind == .view && rng.chance(0.2) { e.preservesSuperviewMargins = true }
            }
            ids.append(id)
        }
        func item() -> String {
            let x = rng.pick(ids + ["root", "root.safe", "root.margins"])
            if ids.contains(x), f.scene.element(x)?.kind != .guide, rng.chance(0.15) {
                return x + (rng.chance(0.5) ? ".margins" : ".safe")
            }
            return x
        }
        for id in ids {
            let e = f.scene.element(id)
            let owner = e?.parent == "root" || e?.parent == nil ? rng.pick(["root", "root.safe"]) : (e?.parent ?? "root")
            let before = ids.firstIndex(of: id).flatMap { $0 > 0 ? ids[$0 - 1] : nil }
            if let before, rng.chance(0.5) {
                f.constrain(nil, "\(id).leading", .equal, "\(before).trailing", constant: Double(rng.int(0...12)))
            } else {
                f.constrain(nil, "\(id).leading", .equal, "\(owner).leading", constant: Double(rng.int(0...40)))
            }
            f.constrain(nil, "\(id).top", .equal, "\(owner).top", constant: Double(rng.int(0...80)))
            let sized = e?.kind == .label || e?.kind == .button || e?.kind == .image
            if !sized || rng.chance(0.2) {
                f.constrain(nil, "\(id).width", .equal, constant: Double(rng.int(5...200)), priority: sized ? 500 : 1000)
            }
            if !sized {
                f.constrain(nil, "\(id).height", .equal, constant: Double(rng.int(5...120)))
            }
        }
        var names: [String] = []
        for k in 0..<rng.int(0...6) {
            let horizontal = rng.chance(0.5)
            let attrs = horizontal ? ["leading", "trailing", "centerX", "width"] : ["top", "bottom", "centerY", "height"]
            let a = rng.pick(attrs)
            let b = a == "width" || a == "height" ? a : rng.pick(attrs.filter { $0 != "width" && $0 != "height" })
            let relation: Relation = rng.pick([.equal, .greaterOrEqual, .lessOrEqual])
            let name = "c\(k)"
            f.constrain(name, "\(item()).\(a)", relation, "\(item()).\(b)",
                        multiplier: a == "width" || a == "height" ? rng.pick([1, 0.5, 2]) : 1,
                        constant: Double(rng.int(-20...40)), priority: rng.pick([999, 750, 500, 251, 250, 50]))
            names.append(name)
        }
        let states = rng.int(1...4)
        for s in 0..<states {
            var changes: [StateChange] = []
            for _ in 0..<rng.int(0...3) {
                switch rng.int(0...4) {
                case 0 where !names.isEmpty: changes.append(.deactivate(constraint: rng.pick(names)))
                case 1 where !names.isEmpty: changes.append(.priority(constraint: rng.pick(names), rng.pick([999, 750, 250])))
                case 2 where !names.isEmpty: changes.append(.constant(constraint: rng.pick(names), .number(Double(rng.int(-10...60)))))
                case 3: changes.append(.hide(element: rng.pick(ids)))
                default: changes.append(.alpha(element: rng.pick(ids), 0.5))
                }
            }
            let parent = s > 0 && rng.chance(0.5) ? "s\(rng.int(0...(s - 1)))" : nil
            f.state("s\(s)", extends: parent, changes)
        }
        if rng.chance(0.3) {
            f.scene.sizes = [Environment(name: "land", size: Size(width: 844, height: 390),
                                         safeArea: InsetSpec(leading: 47, trailing: 47), range: SceneFixture.range(1))]
        }
        return f.scene
    }
}
