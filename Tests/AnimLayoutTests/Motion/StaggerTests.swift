import Testing
@testable import StatesFormat
@testable import AnimLayout

/// Issue 23, item 8: a stagger orders only the views that change, skips views with their own
/// delay, runs backwards with `reverse`, and undoes itself on the way back of `A <-> B`.
@Suite("Motion: stagger")
struct StaggerTests {
    /// Four views in a column; `open` moves b and d, fades c in, and leaves a alone.
    static let source = """
        canvas 390x844
        view a; view b; view c { hidden }; view d
        a.top == root.top; a.leading == root.leading; a.width == 10; a.height == 10
        b.top == root.top + 20; bx: b.leading == root.leading; b.width == 10; b.height == 10
        c.top == root.top + 40; c.leading == root.leading; c.width == 10; c.height == 10
        d.top == root.top + 60; dx: d.leading == root.leading; d.width == 10; d.height == 10
        state closed
        state open { constant bx 100; constant dx 100; show c }
        """

    static func plan(_ transition: String, from: String = "closed", to: String = "open") throws -> TransitionPlan {
        let result = StatesCompiler.compile(source: source + "\n" + transition + "\n", file: "s.states")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        let player = ScenePlayer(scene: scene, measurer: MonospaceTextMeasurer(), fps: 10)
        let a = try player.engine.layout(state: from), b = try player.engine.layout(state: to)
        return try TransitionPlan(scene: scene, from: from, to: to, changing: TimelineBuilder.changing(a, b, scene: scene))
    }

    static func delays(_ p: TransitionPlan) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: p.elements.map { ($0.element, ($0.timing.delay * 1000).rounded() / 1000) })
    }

    @Test("only the views that change take a slot: b, c, d at 0, 0.1, 0.2; a, still, waits for nothing")
    func onlyChanging() throws {
        let d = Self.delays(try Self.plan("transition closed -> open { duration 0.2; stagger 0.1 }"))
        #expect(d == ["a": 0, "b": 0, "c": 0.1, "d": 0.2])
    }

    @Test("a view with its own delay keeps it and takes no slot")
    func ownDelay() throws {
        let d = Self.delays(try Self.plan("transition closed -> open { duration 0.2; stagger 0.1; element c { delay 0.5 } }"))
        #expect(d == ["a": 0, "b": 0, "c": 0.5, "d": 0.1])
    }

    @Test("reverse starts with the last changing view")
    func reversed() throws {
        let d = Self.delays(try Self.plan("transition closed -> open { duration 0.2; stagger 0.1 reverse }"))
        #expect(d == ["a": 0, "b": 0.2, "c": 0.1, "d": 0])
    }

    @Test("the way back of A <-> B runs the stagger backwards; 'reverse' flips both ways")
    func backAndForth() throws {
        let forth = Self.delays(try Self.plan("transition closed <-> open { duration 0.2; stagger 0.1 }"))
        let back = Self.delays(try Self.plan("transition closed <-> open { duration 0.2; stagger 0.1 }", from: "open", to: "closed"))
        #expect(forth == ["a": 0, "b": 0, "c": 0.1, "d": 0.2])
        #expect(back == ["a": 0, "b": 0.2, "c": 0.1, "d": 0])
        let backReversed = Self.delays(try Self.plan("transition closed <-> open { duration 0.2; stagger 0.1 reverse }", from: "open", to: "closed"))
        #expect(backReversed == forth)
    }

    @Test("an unknown stagger order is a located error with a suggestion")
    func badOrder() {
        let result = StatesCompiler.compile(source: Self.source + "\ntransition closed -> open { stagger 0.1 revers }\n", file: "s.states")
        #expect(result.diagnostics.contains { $0.message.contains("unknown stagger order 'revers'") && $0.message.contains("reverse") })
    }
}
