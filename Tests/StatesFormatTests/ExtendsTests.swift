import Testing
@testable import StatesFormat

/// `extends`: a cycle is one located error and nothing more; long chains are checked in
/// linear work (counted, not timed).
@Suite("Extends chains and cycles")
struct ExtendsTests {
    let base = canvasLine + "view box\nlabel title \"T\"\ntop: box.top == root.top + 10\nbox.leading == root.leading\n"

    /// Every diagnostic as `SEVERITY LINE:COL: message`.
    func all(_ source: String) -> [String] {
        compile(source).diagnostics.map { d in
            "\(d.severity.rawValue) \(d.range?.start.line ?? 0):\(d.range?.start.column ?? 0): \(d.message)"
        }
    }

    @Test("a two-state cycle: exactly one error, at the first state's 'extends'")
    func twoStateCycle() {
        #expect(all(base + "state a extends b\nstate b extends a") == [
            "error 6:17: 'extends' makes a cycle: a -> b -> a"])
    }

    @Test("a longer cycle, a state extending it and a state after it: still one error")
    func longerCycle() {
        let source = base + """
        state x
        state a extends b { hide title }
        state b extends c
        state c extends a
        state d extends c
        state e { hide box }
        """
        #expect(all(source) == ["error 7:17: 'extends' makes a cycle: a -> b -> c -> a"])
    }

    @Test("the cycle's message starts at the member declared first, whichever state the walk starts from")
    func cycleStartsAtFirstDeclared() {
        let source = base + """
        state d extends b
        state b extends c
        state c extends b
        """
        #expect(all(source) == ["error 7:17: 'extends' makes a cycle: b -> c -> b"])
    }

    @Test("real identical states are still reported next to a cycle")
    func identicalNextToCycle() {
        let source = base + "state a extends b\nstate b extends a\nstate p\nstate q"
        #expect(all(source) == [
            "error 6:17: 'extends' makes a cycle: a -> b -> a",
            "warning 9:1: state 'q' is identical to state 'p'"])
    }

    /// `n` states, each extending the previous one with one constant change (never the base
    /// set's constant: a state that sets it back would be identical to `s0`).
    func chain(_ n: Int) -> String {
        var s = base + "state s0\n"
        for i in 1..<n { s += "state s\(i) extends s\(i - 1) { constant top \(i + 10_000) }\n" }
        return s
    }

    @Test("2,000 chained states compile without diagnostics, every state keeping its parent")
    func longChain() throws {
        let n = 2000
        let result = compile(chain(n))
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(result.scene)
        #expect(scene.states.count == n)
        #expect(scene.states.last?.extends == "s\(n - 2)")
    }

    @Test("prepared states: each state's changes applied once along a 3,000-state chain, in any declaration order")
    func snapshotsAppliedOnce() {
        let n = 3000
        let at = SourceRange(at: SourceLocation(file: "t", line: 1, column: 1))
        let c = Constraint(id: "top", name: "top", first: Anchor(item: .element("box"), attribute: .top, range: at),
                           relation: .equal, second: nil, constant: 1, range: at)
        var states = [State(name: "s0", range: at)]
        for i in 1..<n {
            states.append(State(name: "s\(i)", extends: "s\(i - 1)",
                                changes: [LocatedChange(.priority(constraint: "top", i % 999 + 1), range: at)], range: at))
        }
        for declared in [states, Array(states.reversed())] {
            let resolver = StateResolver(constraints: [c], states: declared, hidden: [])
            let cache = PreparedStateCache()
            for (i, s) in declared.enumerated() {
                let expected = s.name == "s0" ? 1000 : Int(s.name.dropFirst()).map { $0 % 999 + 1 }
                #expect(resolver.prepare(i, cache: cache).slot(id: "top", numbers: resolver.numbers)?.priority == expected)
            }
            // Applying each chain from the base set would take n(n+1)/2 ≈ 4.5 million.
            #expect(cache.applied == n)
        }
    }
}
