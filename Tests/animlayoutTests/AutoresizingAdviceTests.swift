import Foundation
import Testing

/// A required conflict with a `frame(...)` view's autoresizing constraints: the advice names the
/// view and `frame(...)` (no priority lowers those), not "lower one of them to 999".
@Suite("Autoresizing conflict advice")
struct AutoresizingAdviceTests {
    @Test func checkNamesTheFrameView() throws {
        let r = try CLI.run(["check", "States/conflicts/autoresizing-conflict.states"], in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("'legacy' has frame(...) (translatesAutoresizingMaskIntoConstraints = true)"), "\(r.stderr)")
        #expect(r.stderr.contains("Remove frame(...) to lay it out with constraints only"))
        #expect(r.stderr.contains("or remove 'legacyLeading'"))
        #expect(!r.stderr.contains("Lower one of them to 999"))
    }
}
