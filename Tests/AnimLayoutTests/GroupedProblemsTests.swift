import Testing
@testable import AnimLayout

/// One mistake, one diagnostic: the same problem in several states and sizes is reported once,
/// at its first place, with a note naming the others.
@Suite("Check: problems said once")
struct GroupedProblemsTests {
    @Test("a view missing its horizontal constraints in 3 states × 2 sizes: one warning, five other places in a note")
    func ambiguity() throws {
        let scene = try #require(StatesCompiler.compile(source: """
        canvas 390x844
        size land 844x390
        view a
        a.top == root.top
        a.height == 10
        state s
        state t { hide a }
        state u { alpha a 0.5 }
        """, file: "t.states").scene)
        let check = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
        #expect(check.entries.count == 6)
        #expect(check.problems.count == 1)
        let d = try #require(check.problems.first)
        #expect(d.message == "state 's', size 'default': 'a' has an ambiguous layout: its x, width are not fixed by the constraints; add constraints that fix them")
        #expect(d.notes.map(\.message) == [
            "also in state 't', size 'default'; state 'u', size 'default'; state 's', size 'land'; state 't', size 'land'; state 'u', size 'land'"])
    }

    @Test("more than six other places are counted, not listed")
    func many() {
        var grouped = GroupedProblems()
        for i in 0..<10 { grouped.add("state 's\(i)'", .warning("x", at: nil)) }
        #expect(grouped.diagnostics.count == 1)
        #expect(grouped.diagnostics.first?.notes.first?.message.hasSuffix("state 's6' and 3 more") == true)
    }
}
