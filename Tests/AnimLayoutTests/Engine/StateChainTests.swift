import Testing
import TestSupport
@testable import AnimLayout

/// Long `extends` chains resolve in linear work, and resolving from a parent's prepared state
/// gives what applying the whole chain to the base set gives.
@Suite("Engine: extends chains")
struct StateChainTests {
    /// `n` states, each extending the previous one and changing `gap`'s constant.
    static func chain(_ n: Int) -> SceneFixture {
        var f = SceneFixture()
        f.element("a", .view)
        f.element("b", .view)
        f.constrain(nil, "a.top", .equal, "root.top", constant: 10)
        f.constrain(nil, "a.leading", .equal, "root.leading", constant: 10)
        f.constrain(nil, "a.width", .equal, constant: 100)
        f.constrain(nil, "a.height", .equal, constant: 40)
        f.constrain(nil, "b.leading", .equal, "a.leading")
        f.constrain(nil, "b.width", .equal, "a.width")
        f.constrain(nil, "b.height", .equal, constant: 40)
        f.constrain("gap", "b.top", .equal, "a.bottom", constant: 8)
        f.state("s0")
        for i in 1..<n {
            var changes: [StateChange] = [.constant(constraint: "gap", .number(Double(i)))]
            if i % 7 == 0 { changes.append(.hide(element: "a")) }
            if i % 7 == 3 { changes.append(.show(element: "a")) }
            f.state("s\(i)", extends: "s\(i - 1)", changes)
        }
        return f
    }

    @Test("3,000 chained states: each state's changes applied once, every constant as its chain leaves it")
    func linearChain() throws {
        let n = 3000
        let engine = Self.chain(n).engine()
        for i in 0..<n {
            let resolved = try engine.resolve(state: "s\(i)")
            let gap = resolved.constraints.first { $0.constraint.id == "gap" }?.constraint.constant
            #expect(gap == (i == 0 ? 8 : Double(i)))
        }
        // Walking every chain from the base set would apply n(n+1)/2 ≈ 4.5 million.
        #expect(engine.preparedStates.applied == n)
        // Laying them out too: `check` of the whole chain.
        let check = try SceneCheck(scene: engine.scene, measurer: MonospaceTextMeasurer(), strict: false)
        #expect(check.entries.count == n)
        #expect(check.entries.last?.layout.frame("b") == Rect(x: 10, y: 50 + Double(n - 1), width: 100, height: 40))
        #expect(check.entries[7].layout.hidden == ["a"] && check.entries[10].layout.hidden.isEmpty)
    }

    @Test("a state resolved before its parent, and a chain after the cache's budget is exceeded")
    func orderAndBudget() throws {
        let scene = Self.chain(200).engine().scene
        let resolver = StateResolver(scene: scene)
        let small = PreparedStateCache(budget: 50)
        let reference = StateResolver(scene: scene)
        for name in ["s150", "s3", "s199", "s100", "s0", "s101"] {
            let viaCache = try resolver.resolve(name, cache: small) { _, _ in 0 }
            let direct = try reference.resolve(name) { _, _ in 0 }
            #expect(viaCache == direct, "\(name)")
        }
    }

    @Test("random state forests: the same resolved states as applying each chain to the base set")
    func randomForests() throws {
        var rng = SplitMix(seed: 99)
        for _ in 0..<150 {
            let scene = Self.randomScene(&rng)
            let engineResolver = StateResolver(scene: scene)
            let cache = PreparedStateCache()
            // Resolve in a shuffled order, twice, through one cache.
            var order = scene.states.map(\.name) + scene.states.map(\.name)
            for i in order.indices.reversed() { order.swapAt(i, rng.int(0...i)) }
            for name in order {
                let expected = Result { try ReferenceResolver.resolve(scene, name, evaluate: Self.evaluate) }
                let actual = Result { try engineResolver.resolve(name, cache: cache, evaluate: Self.evaluate) }
                switch (expected, actual) {
                case let (.success(e), .success(a)): #expect(e == a, "\(name)")
                case let (.failure(e as StateError), .failure(a as StateError)): #expect(e == a, "\(name)")
                default: Issue.record("\(name): \(expected) vs \(actual)")
                }
            }
        }
    }

    /// Numbers evaluate to themselves; `x.width` is 10, `x.height` fails (to test errors).
    static func evaluate(_ e: ConstantExpression, _ range: SourceRange) throws -> Double {
        switch e {
        case .number(let v): return v
        case .property(_, let p, let r):
            if p == .height { throw LayoutError("no height", at: r) }
            return 10
        case .negate(let a): return -(try evaluate(a, range))
        case .add(let a, let b): return try evaluate(a, range) + evaluate(b, range)
        default: return 1
        }
    }

    static func randomScene(_ rng: inout SplitMix) -> Scene {
        var f = SceneFixture()
        f.element("a", .view)
        f.element("b", .view)
        f.element("c", .view) { $0.hidden = true }
        var ids = ["k0", "k1", "k2", "k3"]
        for id in ids { f.constrain(id, "a.top", .equal, "b.top", constant: 1) }
        let n = rng.int(1...8)
        var local = 0
        for s in 0..<n {
            var changes: [StateChange] = []
            for _ in 0..<rng.int(0...5) {
                let id = rng.pick(ids)
                switch rng.int(0...10) {
                case 0: changes.append(.activate(constraint: rng.chance(0.1) ? "nope" : id))
                case 1: changes.append(.deactivate(constraint: id))
                case 2: changes.append(.priority(constraint: id, rng.int(1...1000)))
                case 3: changes.append(.constant(constraint: id, .number(Double(rng.int(-5...5)))))
                case 4:
                    let p: FrameProperty = rng.chance(0.2) ? .height : .width
                    changes.append(.constant(constraint: id, .add(.property(element: "a", p, SceneFixture.range(s)), .number(1))))
                case 5: changes.append(.hide(element: rng.pick(["a", "b", "c"])))
                case 6: changes.append(.show(element: rng.pick(["a", "b", "c"])))
                case 7: changes.append(.alpha(element: rng.pick(["a", "b"]), Double(rng.int(0...10)) / 10))
                case 8:
                    local += 1
                    let c = f.make("l\(local)", "b.top", .equal, "a.top", constant: Double(local))
                    ids.append(c.id)
                    changes.append(.add(c))
                case 9:
                    let c = f.make(nil, "a.top", .equal, "b.top", constant: 2)
                    changes.append(.replace(constraint: id, with: c))
                default:
                    var c = f.make(nil, "a.top", .equal, "b.top", constant: 3)
                    c.id = id
                    changes.append(.replace(constraint: id, with: c))
                }
            }
            let parent = s > 0 && rng.chance(0.7) ? "s\(rng.int(0...(n - 1)))" : nil
            f.state("s\(s)", extends: parent == "s\(s)" ? nil : parent, changes)
        }
        return f.scene
    }
}

/// Every chain applied to the base set from scratch, as UIKit would (the reference): a
/// deactivated constraint keeps its priority and constant, which may still change, and gets
/// them back when activated.
enum ReferenceResolver {
    static func resolve(_ scene: Scene, _ name: String,
                        evaluate: (ConstantExpression, SourceRange) throws -> Double) throws -> ResolvedState {
        let chain = try StateResolver(scene: scene).chain(of: name)
        var definitions: [String: Constraint] = [:]
        for c in scene.constraints { definitions[c.id] = c }
        for state in scene.states {
            for located in state.changes {
                switch located.change {
                case .add(let c), .replace(_, let c): definitions[c.id] = definitions[c.id] ?? c
                default: break
                }
            }
        }
        var order: [String] = scene.constraints.map(\.id)
        var stored: [String: ActiveConstraint] = [:]
        for c in scene.constraints { stored[c.id] = ActiveConstraint(constraint: c, expression: nil) }
        var active = Set(scene.constraints.map(\.id))
        var hidden = Set(scene.elements.filter(\.hidden).map(\.id))
        var alpha: [String: Double] = [:]
        var usesConstantMath = false
        var errors: [Diagnostic] = []
        func lookup(_ id: String, _ range: SourceRange) -> ActiveConstraint? {
            if let a = stored[id] { return a }
            errors.append(.error("constraint '\(id)' is not active in state '\(name)'; activate it first or change it in a state where it is active", at: range))
            return nil
        }
        for state in chain {
            for located in state.changes {
                let range = located.range
                switch located.change {
                case .activate(let id):
                    if stored[id] == nil {
                        guard let c = definitions[id] else {
                            errors.append(.error("unknown constraint '\(id)'", at: range))
                            continue
                        }
                        stored[id] = ActiveConstraint(constraint: c, expression: nil)
                    }
                    active.insert(id)
                    if !order.contains(id) { order.append(id) }
                case .deactivate(let id): active.remove(id)
                case .priority(let id, let p):
                    if var a = lookup(id, range) {
                        a.constraint.priority = p
                        stored[id] = a
                    }
                case .constant(let id, let expression):
                    if var a = lookup(id, range) {
                        if case .number(let value) = expression {
                            a.constraint.constant = value
                            a.expression = nil
                        } else {
                            do {
                                a.constraint.constant = try evaluate(expression, range)
                                a.expression = expression
                                usesConstantMath = true
                            } catch let error as LayoutError {
                                errors += error.diagnostics
                            }
                        }
                        stored[id] = a
                    }
                case .hide(let id): hidden.insert(id)
                case .show(let id): hidden.remove(id)
                case .alpha(let id, let value): alpha[id] = value
                case .look, .keyboard: break
                case .add(let c):
                    stored[c.id] = ActiveConstraint(constraint: c, expression: nil)
                    active.insert(c.id)
                    if !order.contains(c.id) { order.append(c.id) }
                case .replace(let old, let c):
                    if !active.contains(old) {
                        errors.append(.error("cannot replace '\(old)': it is not active in state '\(name)' at this point; 'replace' swaps an active "
                                             + "constraint for another (it deactivates the old one itself), so remove a 'deactivate \(old)' before it, "
                                             + "or add the new constraint on its own", at: range))
                    }
                    stored[old] = nil
                    active.remove(old)
                    stored[c.id] = ActiveConstraint(constraint: c, expression: nil)
                    active.insert(c.id)
                    if let index = order.firstIndex(of: old) {
                        order.insert(c.id, at: index + 1)
                    } else if !order.contains(c.id) {
                        order.append(c.id)
                    }
                }
            }
        }
        if !errors.isEmpty { throw StateError(errors) }
        var seen = Set<String>()
        let constraints = order.compactMap { id -> ActiveConstraint? in
            guard seen.insert(id).inserted, active.contains(id) else { return nil }
            return stored[id]
        }
        return ResolvedState(name: name, constraints: constraints, hidden: hidden, alpha: alpha,
                             usesConstantMath: usesConstantMath)
    }
}
