import Foundation
import Testing

/// Misspellings a UIKit developer makes get the suggestion a person would give.
@Suite("CLI: suggestions for UIKit habits and misspelt states")
struct SuggestionCommandTests {
    @Test("a misspelt state in --transition, 'easeInOut', and 'view' for the root")
    func suggestions() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let transition = try CLI.run(["render", "States/login-keyboard.states", "--transition", "idle->typng", "--out", dir.path],
                                     in: CommandTests.root)
        #expect(transition.status == 64)
        #expect(transition.stderr.contains("unknown state 'typng'; did you mean 'typing'?"), "\(transition.stderr)")
        let scene = dir.appendingPathComponent("habits.states")
        try """
        canvas 390x844
        label title "Hi"
        title.centerX == view.centerX
        title.top == self.view.top + 10
        state a
        state b
        transition a -> b { curve easeInOut }
        sequence s: a -> b
        """.write(to: scene, atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", scene.path])
        #expect(check.status == 65)
        #expect(check.stderr.contains("habits.states:3:18: error: unknown element 'view'; did you mean 'root'?"), "\(check.stderr)")
        #expect(check.stderr.contains("error: unknown curve 'easeInOut'; did you mean 'ease-in-out'?"), "\(check.stderr)")
    }
}
