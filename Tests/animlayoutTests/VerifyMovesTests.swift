import Foundation
import Testing

/// `render --verify` names what moved: the elements, by how much in points, first on each
/// file's line and in the scene's line; the report outlines them; references recorded without
/// layouts say how to get the names.
@Suite("CLI: render --verify names what moved")
struct VerifyMovesTests {
    @Test("a label moved 2 pt right is named, with the distance, on the scene's and the files' lines")
    func namesTheMove() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("move.states")
        let scene = VerifyCommandTests.scene.replacingOccurrences(of: "state a\n", with: "view badge { color #FF9500 }\nbadge.top == root.top + 70\nbadge.leading == root.leading + 20\nbadge.width == 30\nbadge.height == 20\nstate a\n")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "move.states", "--verify", "refs", "--record"], in: dir).status == 0)

        try scene.replacingOccurrences(of: "root.leading + 8", with: "root.leading + 10").write(to: file, atomically: true, encoding: .utf8)
        let moved = try CLI.run(["render", "move.states", "--verify", "refs"], in: dir)
        #expect(moved.status == 1, "\(moved.stdout)\(moved.stderr)")
        let lines = moved.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(": title moved 2 pt right") == true, "\(moved.stdout)")
        #expect(lines.contains { $0.hasPrefix("  a.png: differs: title moved 2 pt right; ") }, "\(moved.stdout)")
        // The badge did not move: it is named nowhere.
        #expect(!moved.stdout.contains("badge"), "\(moved.stdout)")
        let page = try String(contentsOf: dir.appendingPathComponent("output/verify/index.html"), encoding: .utf8)
        #expect(page.contains("class=\"outline\"") && page.contains("<span>title</span>"), "the report outlines the moved label")

        // Grown and faded: said as such.
        try scene.replacingOccurrences(of: "badge.width == 30", with: "badge.width == 34").write(to: file, atomically: true, encoding: .utf8)
        let grown = try CLI.run(["render", "move.states", "--verify", "refs"], in: dir)
        #expect(grown.stdout.contains("badge 4 pt wider"), "\(grown.stdout)")

        // References from before layouts were kept: the line says to record again.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("refs/move/layouts.json"))
        let old = try CLI.run(["render", "move.states", "--verify", "refs"], in: dir)
        #expect(old.stdout.contains("record them again with --record to have moved elements named"), "\(old.stdout)")
    }
}
