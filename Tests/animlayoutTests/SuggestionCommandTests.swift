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

    @Test("issue 60: cornerRadius, corner-radius, backgroundColor, clipsToBounds, numberOfLines get the scene's word")
    func uikitProperties() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("card.states")
        try """
        canvas 390x844
        view card {
            cornerRadius 12
            corner-radius 12
            backgroundColor systemBlue
            clipsToBounds
            numberOfLines 0
        }
        card.centerX == root.centerX; card.centerY == root.centerY; card.width == 100; card.height == 100
        state a; state b { hide card }
        transition a -> b { curve spring(duration: 0.5, bounce: 0.3) }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", scene.path])
        #expect(check.status == 65)
        for (line, hint) in [(3, "'cornerRadius' on 'card'; did you mean 'corner'? (Core Animation's 'cornerRadius' is 'corner' in a scene)"),
                             (4, "'corner-radius' on 'card'; did you mean 'corner'? (Core Animation's 'cornerRadius' is 'corner' in a scene)"),
                             (5, "'backgroundColor' on 'card'; did you mean 'color'? (UIKit's 'backgroundColor' is 'color' in a scene)"),
                             (6, "'clipsToBounds' on 'card'; did you mean 'clips'? (UIKit's 'clipsToBounds' is 'clips' in a scene)"),
                             (7, "'numberOfLines' on 'card'; did you mean 'lines'? (UIKit's 'numberOfLines' is 'lines' in a scene)")] {
            #expect(check.stderr.contains("card.states:\(line):5: error: unknown property \(hint)"), "\(check.stderr)")
        }
        // iOS 17's spring(duration:bounce:) is a curve of the format: no error on line 11.
        #expect(!check.stderr.contains("card.states:11:"), "\(check.stderr)")
    }

    @Test("issue 60: --state Center and --size Landscape say names are case-sensitive, not that UIKit writes them so")
    func caseOnly() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let state = try CLI.run(["solve", "States/position-priority.states", "--state", "Center"], in: CommandTests.root)
        #expect(state.status == 64)
        #expect(state.stderr.contains("unknown state 'Center'; did you mean 'center'? (names are case-sensitive)"), "\(state.stderr)")
        #expect(!state.stderr.contains("UIKit"), "\(state.stderr)")
        let size = try CLI.run(["render", "States/position-priority.states", "--size", "Landscape", "--out", dir.path], in: CommandTests.root)
        #expect(size.status == 64)
        #expect(size.stderr.contains("unknown size 'Landscape'; did you mean 'landscape'? (names are case-sensitive)"), "\(size.stderr)")
    }
}
