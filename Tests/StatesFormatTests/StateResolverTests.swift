import Testing
@testable import StatesFormat

/// `StateResolver`, the one place that applies a state's changes (the checker and the layout
/// engine both use it), against hand-written expectations.
@Suite("StatesFormat: state resolution")
struct StateResolverTests {
    /// Lines 1–4; states start on line 5.
    static let base = """
    canvas 390x844
    view title
    top: title.top == root.top + 10 @750
    title.leading == root.leading

    """

    func resolve(_ states: String, _ name: String) throws -> ResolvedState {
        let scene = try #require(compile(Self.base + states).scene)
        return try StateResolver(scene: scene).resolve(name) { _, _ in 0 }
    }

    func top(_ r: ResolvedState) -> Constraint? {
        r.constraints.first { $0.constraint.id == "top" }?.constraint
    }

    @Test("as in UIKit, a deactivated constraint keeps the priority and constant changed while inactive")
    func inactiveKeepsChanges() throws {
        let states = "state a { deactivate top; priority top 500; constant top 3 }\nstate b extends a { activate top }\n"
        #expect(try top(resolve(states, "a")) == nil)
        let b = try #require(try top(resolve(states, "b")))
        #expect(b.priority == 500 && b.constant == 3)
        // Active constraints come in declaration order whatever the activation order.
        #expect(try resolve(states, "b").constraints.map(\.constraint.id) == ["top", "t.states:4"])
    }

    @Test("a change that cannot be applied is a located error of check, once, naming its state")
    func unappliableChange() {
        let states = "state a { deactivate top; replace top: title.top == root.top }\nstate b extends a\nstate c extends b\n"
        #expect(errors(Self.base + states) == ["5:27: cannot replace 'top': it is not active in state 'a' at this point; 'replace' swaps an active constraint for another (it deactivates the old one itself), so remove a 'deactivate top' before it, or add the new constraint on its own"])
    }

    @Test("a state whose changes give back the base set is identical to the state without changes")
    func identicalByContent() {
        #expect(warnings(Self.base + "state a\nstate b { constant top 10; priority top 750 }\n") == [
            "6:1: state 'b' is identical to state 'a'"])
        #expect(warnings(Self.base + "state a\nstate b { constant top 11 }\n").isEmpty)
        // Hiding and showing again is no change either.
        #expect(warnings(Self.base + "state a\nstate b { hide title; show title }\n") == [
            "6:1: state 'b' is identical to state 'a'"])
    }

    @Test("allConstraints: the base set, then each added or replacing constraint in the order written")
    func allConstraints() throws {
        let scene = try #require(compile(Self.base + """
        state a { extra: title.width == 10 }
        state b { replace top: title.top == root.top + 20 }
        """).scene)
        #expect(scene.allConstraints.map(\.id) == ["top", "t.states:4", "extra", "top"])
        #expect(scene.allConstraints.last?.constant == 20)
    }
}
