import Foundation
import Testing

/// Issue 60: `make examples` printed each constant-math warning three times (check, render,
/// review). `--quiet` leaves render's and review's warnings to `check`; errors still print.
@Suite("--quiet")
struct QuietOptionTests {
    /// A scene whose constant math reads the canvas width, which its landscape size changes:
    /// `check` warns about it (as it does for the bundled position-constant scenes).
    static let warned = """
        canvas 390x844
        size landscape 844x390
        view title { color blue }
        title.top == root.top + 40
        title.width == 100
        title.height == 20
        lead: title.leading == root.leading + 8
        state left
        state right { constant lead root.width - title.width - 8 }
        transition left -> right { duration 0.1 }
        """

    @Test("render and review warn without --quiet and print no warning with it; the files are the same")
    func warningsOnlyWithoutQuiet() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("sliding.states").path
        try Self.warned.write(toFile: scene, atomically: true, encoding: .utf8)
        for command in ["render", "review"] {
            let loud = try CLI.run([command, scene, "--out", "loud-\(command)"], in: dir)
            #expect(loud.status == 0, "\(loud.stderr)")
            #expect(loud.stderr.contains("warning: constant of 'lead' reads 'root.width'"), "\(command): \(loud.stderr)")
            let quiet = try CLI.run([command, scene, "--out", "quiet-\(command)", "--quiet"], in: dir)
            #expect(quiet.status == 0, "\(quiet.stderr)")
            #expect(!quiet.stderr.contains("warning"), "\(command): \(quiet.stderr)")
            #expect(quiet.stdout.contains("sliding"), "\(command) still says what it wrote: \(quiet.stdout)")
        }
        let loudFiles = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("loud-render").path).sorted()
        let quietFiles = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("quiet-render").path).sorted()
        #expect(loudFiles == quietFiles)
    }

    @Test("-q still prints a scene's errors and exits 65")
    func errorsStillPrint() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("broken.states")
        try "canvas 390 x 844\nview a { color red }\na.left == root.lft\n".write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", file.path, "--out", "out", "-q"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.contains("error"), "\(r.stderr)")
    }
}
