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

    @Test("one missing height that four views follow is one warning at its root, the others as notes, and no negative-size warning")
    func rootCause() throws {
        let scene = try #require(StatesCompiler.compile(source: """
        canvas 390x844
        view card {
            view a
            view b
            view c
            a.top == super.top + 8; a.leading == super.leading; a.trailing == super.trailing
            b.top == a.bottom + 8; b.leading == super.leading; b.trailing == super.trailing; b.height == 20
            c.top == b.bottom + 8; c.leading == super.leading; c.trailing == super.trailing; c.height == 20
            c.bottom == super.bottom - 8
        }
        card.top == root.top + 40; card.leading == root.leading; card.trailing == root.trailing
        view other
        other.top == root.top; other.height == 10
        state s
        """, file: "t.states").scene)
        let check = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
        // One problem per cause: the card's missing height, and the other view's missing x and width.
        #expect(check.problems.count == 2)
        let card = try #require(check.problems.first)
        #expect(card.range?.start.line == 2)
        #expect(card.message.contains("'card', 'a', 'b' and 'c' have an ambiguous layout together (3 related)"))
        #expect(card.message.contains("with 1 degree of freedom; one more constraint on any of them fixes them all"))
        #expect(card.notes.map { $0.range?.start.line } == [3, 4, 5])
        let other = try #require(check.problems.last)
        #expect(other.message == "state 's', size 'default': 'other' has an ambiguous layout: its x, width are not fixed by the constraints; add constraints that fix them")
        #expect(!check.problems.contains { $0.message.contains("negative") })
    }

    @Test("more than six other places are counted, not listed")
    func many() {
        var grouped = GroupedProblems()
        for i in 0..<10 { grouped.add("state 's\(i)'", .warning("x", at: nil)) }
        #expect(grouped.diagnostics.count == 1)
        #expect(grouped.diagnostics.first?.notes.first?.message.hasSuffix("state 's6' and 3 more") == true)
    }
}
