import Foundation
import Testing

/// `animlayout import` end to end: writes `<id>.states` that `check` accepts, never replaces an
/// existing file, and refuses what it does not read.
@Suite struct ImportCommandTests {
    static let storyboard = CommandTests.root.appendingPathComponent("Examples/Card.storyboard").path

    @Test func writesASceneThatChecksAndNeverReplacesAFile() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("imported").path
        let first = try CLI.run(["import", Self.storyboard, "--out", out])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Card.states"), "\(first.stdout)")
        let file = (out as NSString).appendingPathComponent("Card.states")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("stack stackView1 {"), "\(text)")
        #expect(!text.contains("stk-01-abc"), "an Interface Builder id is never an identifier")
        let check = try CLI.run(["check", file, "--strict"])
        #expect(check.status == 0, "\(check.stderr)")
        // Again: the file is left as it is, exit 73.
        try "# mine\n".write(toFile: file, atomically: true, encoding: .utf8)
        let second = try CLI.run(["import", Self.storyboard, "--out", out])
        #expect(second.status == 73)
        #expect(second.stderr.contains("already exists"), "\(second.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# mine\n")
    }

    @Test func badFilesAreLocatedErrorsAndWriteNothing() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.xib")
        try "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\">\n</objects>\n"
            .write(to: bad, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out").path
        let r = try CLI.run(["import", bad.path, "--out", out])
        #expect(r.status == 65)
        #expect(r.stderr.contains("bad.xib:5: error: malformed XML"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let usage = try CLI.run(["import", dir.appendingPathComponent("View.kt").path])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("storyboards (.storyboard), XIBs (.xib) and Swift files (.swift)"), "\(usage.stderr)")
    }
}

/// `animlayout export swift`: writes `<Name>View.swift`, replaces only its own earlier output.
@Suite struct ExportCommandTests {
    @Test func writesSwiftAndReplacesOnlyItsOwnFile() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("Views").path
        let first = try CLI.run(["export", "swift", "States/card-expanding.states", "--out", out], in: CommandTests.root)
        #expect(first.status == 0, "\(first.stderr)")
        let file = (out as NSString).appendingPathComponent("CardExpandingView.swift")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("final class CardExpandingView: UIView"))
        // Again: its own file is replaced.
        #expect(try CLI.run(["export", "swift", "States/card-expanding.states", "--out", out], in: CommandTests.root).status == 0)
        // A file of the user's is left alone.
        try "// mine\n".write(toFile: file, atomically: true, encoding: .utf8)
        let third = try CLI.run(["export", "swift", "States/card-expanding.states", "--out", out], in: CommandTests.root)
        #expect(third.status == 73, "\(third.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "// mine\n")
        let wrong = try CLI.run(["export", "kotlin", "States/card-expanding.states"], in: CommandTests.root)
        #expect(wrong.status == 64)
    }
}
