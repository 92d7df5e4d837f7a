import Foundation
import Testing

/// Reports count as a person counts: one conflicting pair is one conflict however many states
/// and sizes it appears in; render speaks of what it draws; compare does not advise running
/// compare; text views' hugging that UIKit breaks by design is not a problem.
@Suite("CLI: reports count what a person counts")
struct QuieterReportsTests {
    static let scene = """
    canvas 390x844
    size landscape 844x390
    view a { color #ff0000 }
    label title "Sign in"
    a.top == root.top
    a.leading == root.leading
    w1: a.width == 100
    w2: a.width == 200
    a.height == 50
    title.top == a.bottom + 8
    title.leading == root.leading + 16
    title.trailing == root.trailing - 16
    state s1
    state s2 { alpha a 0.5 }
    state s3 { alpha a 0.8 }
    """

    @Test("one conflicting pair in 3 states × 2 sizes is one conflict; render --state warns once; hugging is expected")
    func counts() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("pair.states")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", file.path])
        #expect(check.stdout.contains("3 states × 2 sizes solved: 1 conflict (in all 6 layouts), 0 ambiguous, 0 broken optional constraints (+"),
                "\(check.stdout)")
        #expect(check.stderr.components(separatedBy: "unable to satisfy").count == 2, "\(check.stderr)")
        let render = try CLI.run(["render", file.path, "--state", "s1", "--out", dir.appendingPathComponent("out").path])
        #expect(render.status == 0)
        let warnings = render.stderr.split(separator: "\n").filter { $0.contains("conflict") }
        #expect(warnings.count == 1 && warnings[0].contains("state 's1', size 'default'"), "\(render.stderr)")
    }

    @Test("an ambiguity from a priority tie names the tied constraint and the priority, not a count of missing constraints")
    func priorityTie() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("tie.states")
        try """
        canvas 390x844
        textfield name "Your full name"
        name.leading == root.leading + 20
        name.top == root.top + 100
        narrow: name.width <= 40 @750
        state s
        """.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", file.path])
        #expect(r.stderr.contains("'name' has an ambiguous width: a priority tie — 'narrow' @750 and name's compression resistance (750)"), "\(r.stderr)")
        #expect(r.stderr.contains("tie.states:5:1: note: the tied constraint"), "\(r.stderr)")
    }

    @Test("compare does not repeat warnings that tell the user to run compare")
    func compareAdvice() throws {
        let r = try CLI.run(["compare", "States/position-priority.states", "States/position-constant-full.states", "--no-images"],
                            in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("run 'animlayout compare'"), "\(r.stderr)")
        let check = try CLI.run(["check", "States/position-constant-full.states"], in: CommandTests.root)
        #expect(check.stderr.contains("run 'animlayout compare'"))
    }

    @Test("issue 60: a correct priority swap is information, not broken constraints; a conflict keeps the count")
    func priorityChanges() throws {
        let swap = try CLI.run(["check", "States/position-priority.states"], in: CommandTests.root)
        #expect(swap.status == 0 && swap.stderr.isEmpty, "\(swap.stderr)")
        #expect(swap.stdout == "States/position-priority.states: 3 states × 2 sizes solved: 0 conflicts, 0 ambiguous; "
                + "by design, 3 optional constraints give way in a priority swap (UIKit logs nothing)\n", "\(swap.stdout)")
        let breakable = try CLI.run(["check", "States/breakable-bottom.states"], in: CommandTests.root)
        #expect(breakable.stdout.contains("0 conflicts, 0 ambiguous; by design, 1 breakable optional constraint gives way, "
                                          + "and 3 hugging or compression constraints of text views (UIKit logs nothing)"), "\(breakable.stdout)")
        // -v still lists each one.
        let verbose = try CLI.run(["check", "-v", "States/position-priority.states"], in: CommandTests.root)
        #expect(verbose.stdout.contains("  left [default]: center @250 broken by"), "\(verbose.stdout)")
    }
}
