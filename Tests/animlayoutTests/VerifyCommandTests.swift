import Foundation
import Testing

/// `render --verify`: references recorded, an identical render passes, a view moved by 1 pt
/// fails with a difference image that shows the move, missing and extra files fail, and a
/// tolerance lets a small change through; GIF, WebP and MP4 are compared frame by frame. The difference picture is read back with libpng
/// (`PNGPixels`), not the product's Cairo reader.
@Suite("CLI: render --verify")
struct VerifyCommandTests {
    static let scene = """
    canvas 200x120
    label title "Move" { color #3478F6; text-color white }
    title.top == root.top + 20
    left: title.leading == root.leading + 8 @750
    right: title.trailing == root.trailing - 8 @250
    state a
    state b { priority left 250; priority right 750 }
    transition a -> b { duration 0.1 }
    """

    @Test("record, an identical render passes, a 1-pt move fails with pictures, a tolerance, missing and extra files")
    func verify() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("move.states")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)

        let none = try CLI.run(["render", "move.states", "--verify", "refs"], in: dir)
        #expect(none.status == 1, "\(none.stdout)\(none.stderr)")
        #expect(none.stdout.contains("no references in refs/move/; record them with --record"), "\(none.stdout)")

        let record = try CLI.run(["render", "move.states", "--verify", "refs", "--record"], in: dir)
        #expect(record.status == 0, "\(record.stderr)")
        let recorded = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("refs/move").path)
        #expect(recorded.contains("a.png") && recorded.contains("a-to-b.gif") && recorded.contains("manifest.json"), "\(recorded)")
        // Nothing but the references and the scene: the scratch folder is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["move.states", "output", "refs"].filter {
            FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path) })

        let same = try CLI.run(["render", "move.states", "--verify", "refs"], in: dir)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("verify: "), "\(same.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("output/verify").path))

        // One point to the right.
        try Self.scene.replacingOccurrences(of: "root.leading + 8", with: "root.leading + 9").write(to: file, atomically: true, encoding: .utf8)
        let moved = try CLI.run(["render", "move.states", "--verify", "refs"], in: dir)
        #expect(moved.status == 1, "\(moved.stdout)\(moved.stderr)")
        #expect(moved.stdout.contains("a.png: differs:"), "\(moved.stdout)")
        let report = dir.appendingPathComponent("output/verify")
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("a.png") && page.contains("a.png.difference.png"))
        // The difference picture: red where the label's edges moved (x 16…18 at scale 2), nothing red far away.
        let difference = try PNGPixels(report.appendingPathComponent("move/a.png.difference.png"))
        let red = difference.count(where: { $0 == 0xFF0000 })
        #expect(red > 20, "a 1-pt move changes the label's edges and text")
        #expect(difference.pixel(x: 16, y: 50) == 0xFF0000 || difference.pixel(x: 17, y: 50) == 0xFF0000)
        #expect(difference.pixel(x: 5, y: 5) != 0xFF0000)

        // A tolerance that allows every level and 100% of pixels passes; a tight one does not.
        let loose = try CLI.run(["render", "move.states", "--verify", "refs", "--tolerance", "255:100%"], in: dir)
        #expect(loose.status == 0, "\(loose.stdout)")
        let tight = try CLI.run(["render", "move.states", "--verify", "refs", "--tolerance", "8:0.001%"], in: dir)
        #expect(tight.status == 1, "\(tight.stdout)")

        // Animations are compared frame by frame (GIF through giflib, WebP through libwebp's decoder).
        #expect(moved.stdout.contains("a-to-b.gif: differs:") && moved.stdout.contains("of 4)"), "\(moved.stdout)")
        let webp = ["render", "move.states", "--transition", "a->b", "--format", "webp,mp4", "--verify", "webp-refs"]
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        #expect(try CLI.run(webp + ["--record"], in: dir).status == 0)
        try Self.scene.replacingOccurrences(of: "root.leading + 8", with: "root.leading + 9").write(to: file, atomically: true, encoding: .utf8)
        let movedWebP = try CLI.run(webp, in: dir)
        #expect(movedWebP.status == 1 && movedWebP.stdout.contains("a-to-b.webp: differs:") && movedWebP.stdout.contains("frame 0 of"), "\(movedWebP.stdout)")
        // MP4 through FFmpeg's decoder: decoded and compared frame by frame (not as bytes).
        let mp4Line = movedWebP.stdout.split(separator: "\n").first { $0.contains("a-to-b.mp4: differs:") } ?? ""
        #expect(mp4Line.contains("pixel") && mp4Line.contains("(frame"), "\(movedWebP.stdout)")

        // A state removed: its reference is missing; a state added: extra.
        try Self.scene.replacingOccurrences(of: "state b", with: "state c").replacingOccurrences(of: "a -> b", with: "a -> c")
            .write(to: file, atomically: true, encoding: .utf8)
        let renamed = try CLI.run(["render", "move.states", "--verify", "refs"], in: dir)
        #expect(renamed.status == 1)
        #expect(renamed.stdout.contains("b.png: missing") && renamed.stdout.contains("c.png: extra"), "\(renamed.stdout)")

        // Usage errors.
        #expect(try CLI.run(["render", "move.states", "--record"], in: dir).status == 64)
        #expect(try CLI.run(["render", "move.states", "--verify", "refs", "--tolerance", "x"], in: dir).status == 64)
        #expect(try CLI.run(["render", "move.states", "--verify", "move.states"], in: dir).status == 64)
    }
}
