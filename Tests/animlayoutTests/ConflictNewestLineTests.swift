import Foundation
import Testing

/// A conflict names its set, as UIKit logs it, and marks the line written last: the one a
/// person just added to over-constrain the layout.
@Suite("CLI: check marks the newest line of a conflicting set")
struct ConflictNewestLineTests {
    @Test("a width added to a bar pinned on both sides: the width's line is marked written last, the others are not",
          arguments: [false, true])
    func newestLine(widthFirst: Bool) throws {
        let pins = ["bar.leading == root.leading + 20", "bar.trailing == root.trailing - 20"]
        let width = "bar.width == 300"
        let lines = ["canvas 390x844", "view bar { color blue }", "bar.top == root.top + 100", "bar.height == 10"]
            + (widthFirst ? [width] + pins : pins + [width]) + ["state a"]
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bar.states")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", file.path])
        let marked = r.stderr.split(separator: "\n").filter { $0.contains("written last") }
        let last = lines.count - 1  // the 1-based line of the last constraint
        #expect(marked.count == 1 && marked[0].contains("bar.states:\(last):1: note"), "\(r.stderr)")
    }
}
