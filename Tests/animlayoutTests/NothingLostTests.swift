import Testing
import Foundation

/// Issue 17's "nothing lost" defects, end to end with the built binary, real folders and real
/// signals: D11 (never replace what the tool did not write), D9 (interrupts), D10 (concurrent
/// renders), D19 (manifest paths), D18 (`--out` messages).
@Suite("Nothing lost: output folders", .serialized)
struct NothingLostTests {
    static let scene = """
    scene "Docs"
    canvas 200x120
    label a "Hi"
    a.top == root.top + 10
    left: a.leading == root.leading + 10 @750
    right: a.trailing == root.trailing - 10 @250
    state one
    state two { priority left 250; priority right 750 }
    transition * -> * { duration 0.3 }
    """

    /// A scratch folder holding `Documents.states`.
    static func workspace(_ text: String = scene, name: String = "Documents") throws -> URL {
        let dir = try CommandTests.temporaryDirectory()
        try text.write(to: dir.appendingPathComponent("\(name).states"), atomically: true, encoding: .utf8)
        return dir
    }

    static func tree(_ url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test("D11: a folder in the way that animlayout did not write is an error (exit 73) and is not touched")
    func foreignFolderIsKept() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let home = dir.appendingPathComponent("home")
        let documents = home.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: documents.appendingPathComponent("thesis.txt"))

        let r = try CLI.run(["render", "Documents.states", "--out", "home"], in: dir)
        #expect(r.status == 73)
        #expect(r.stderr.contains("Documents' is not written by animlayout"))
        #expect(r.stderr.contains("move it or choose another --out"))
        #expect(Self.tree(home) == ["Documents", "Documents/thesis.txt"])
        #expect(try String(contentsOf: documents.appendingPathComponent("thesis.txt"), encoding: .utf8) == "precious")

        // A file where the folder would go: the same.
        let other = dir.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: other.appendingPathComponent("Documents"))
        let file = try CLI.run(["render", "Documents.states", "--out", "other"], in: dir)
        #expect(file.status == 73)
        #expect(Self.tree(other) == ["Documents"])
    }

    @Test("D11: a render updates its own output (keeping what it does not render again), but not once a user added a file to it")
    func ownOutputIsReplacedOnlyWhole() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["render", "Documents.states", "--out", "out"], in: dir).status == 0)
        let folder = dir.appendingPathComponent("out/Documents")
        let first = Self.tree(folder)
        #expect(first.contains("one.png") && first.contains("manifest.json") && first.contains("one-to-two.gif"))
        #expect(try CLI.run(["render", "Documents.states", "--out", "out", "--format", "png"], in: dir).status == 0)
        // The GIF was not rendered again: it stays, and the manifest still lists it.
        #expect(Self.tree(folder) == first)

        try Data("notes".utf8).write(to: folder.appendingPathComponent("one-to-two/notes.txt"))
        let before = Self.tree(folder)
        let r = try CLI.run(["render", "Documents.states", "--out", "out"], in: dir)
        #expect(r.status == 73)
        #expect(r.stderr.contains("one-to-two/notes.txt' is not written by animlayout"))
        #expect(Self.tree(folder) == before)
        #expect(Self.tree(dir.appendingPathComponent("out")).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test("D11: output of version 0.1 (a manifest without a file list) is still recognised as ours")
    func legacyManifest() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("out/Documents")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("one-to-two"), withIntermediateDirectories: true)
        for f in ["one.png", "one-to-two/frame-0000.png", "one-to-two.gif", "sheet.png"] {
            try Data([1]).write(to: folder.appendingPathComponent(f))
        }
        let legacy = """
        {"scene": "Documents", "file": "Documents.states", "states": [{"name": "one", "png": "one.png"}],
         "transitions": [{"from": "one", "to": "two", "gif": "one-to-two.gif", "frames": [{"index": 0, "png": "one-to-two/frame-0000.png"}]}],
         "sequences": [], "sheet": "sheet.png"}
        """
        try Data(legacy.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        #expect(try CLI.run(["render", "Documents.states", "--out", "out"], in: dir).status == 0)
        #expect(Self.tree(folder).contains("two.png"))
    }

    @Test("D19: the manifest stores the scene's path relative to the output folder")
    func manifestPathIsRelative() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        // Run from a sub-folder with a path that goes up: the manifest must not store "../Documents.states".
        #expect(try CLI.run(["render", "../Documents.states", "--out", "../deep/out", "--format", "png"],
                            in: dir.appendingPathComponent("sub")).status == 0)
        let folder = dir.appendingPathComponent("deep/out/Documents")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any])
        let file = try #require(manifest["file"] as? String)
        #expect(file == "../../../Documents.states")
        let resolved = folder.appendingPathComponent(file).standardizedFileURL
        #expect(FileManager.default.fileExists(atPath: resolved.path))
        let files = try #require(manifest["files"] as? [String])
        #expect(Set(files) == Set(Self.tree(folder).filter { $0 != "manifest.json" && !$0.hasSuffix("one-to-two") && !$0.hasSuffix("two-to-one") }))
    }

    @Test("D18: --out naming a file, an empty --out and /dev/null are usage errors with one clear message")
    func outMessages() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("afile"))
        for (out, expected) in [("afile", "--out 'afile' is not a folder"), ("", "--out needs a folder"),
                                ("/dev/null", "--out '/dev/null' is not a folder")] {
            let r = try CLI.run(["render", "Documents.states", "--out", out], in: dir)
            #expect(r.status == 64, "\(out)")
            #expect(r.stderr.contains(expected), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.count == 1)
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("afile"), encoding: .utf8) == "x")
        // A file on the way to --out: the same, nothing created.
        let r = try CLI.run(["render", "Documents.states", "--out", "afile/out"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr.contains("--out 'afile/out' goes through 'afile', which is a file"))
    }

    /// Renders a long animation in the background, sends `signal` once its staging folder exists,
    /// and checks that the previous output is intact and no debris is left.
    func interrupt(with sig: Int32) throws {
        let long = Self.scene.replacingOccurrences(of: "duration 0.3", with: "duration 20")
        let dir = try Self.workspace(long)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["render", "Documents.states", "--out", "out", "--state", "one", "--format", "png"], in: dir).status == 0)
        let out = dir.appendingPathComponent("out")
        let before = Self.tree(out)

        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", "Documents.states", "--out", "out", "--format", "png", "--fps", "60"]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until frames are being written into a staging folder.
        let deadline = Date().addingTimeInterval(60)
        var staged = false
        while Date() < deadline, process.isRunning {
            if let partial = (try? FileManager.default.contentsOfDirectory(atPath: out.path))?.first(where: { $0.contains(".partial-") }),
               Self.tree(out.appendingPathComponent(partial)).count > 3 {
                staged = true
                break
            }
            usleep(20_000)
        }
        #expect(staged, "the render never started writing")
        kill(process.processIdentifier, sig)
        process.waitUntilExit()
        // It dies of the signal (or, where the signal cannot be re-raised, exits 128 + signal).
        #expect((process.terminationReason == .uncaughtSignal && process.terminationStatus == sig)
                || (process.terminationReason == .exit && process.terminationStatus == 128 + sig))
        #expect(Self.tree(out) == before, "the previous output changed or debris was left")
    }

    @Test("D9: SIGINT mid-render leaves the previous output as it was and no .partial folder")
    func sigint() throws { try interrupt(with: SIGINT) }

    @Test("D9: SIGTERM mid-render leaves the previous output as it was and no .partial folder")
    func sigterm() throws { try interrupt(with: SIGTERM) }

    @Test("D9: what a render printed reaches a redirected standard output as each scene finishes, and before Ctrl-C ends it")
    func printedBeforeInterrupt() throws {
        let long = Self.scene.replacingOccurrences(of: "duration 0.3", with: "duration 20")
        let dir = try Self.workspace(long)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene.replacingOccurrences(of: "\"Docs\"", with: "\"First\"")
            .write(to: dir.appendingPathComponent("First.states"), atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", "First.states", "Documents.states", "--out", "out", "--format", "png", "--fps", "60"]
        process.currentDirectoryURL = dir
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the first scene is in place and the second is being written.
        let out = dir.appendingPathComponent("out"), deadline = Date().addingTimeInterval(60)
        var staged = false
        while Date() < deadline, process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            if names.contains("First"), let partial = names.first(where: { $0.contains(".partial-") }),
               Self.tree(out.appendingPathComponent(partial)).count > 3 {
                staged = true
                break
            }
            usleep(20_000)
        }
        #expect(staged, "the second scene never started")
        // Each scene's lines reach the file as it finishes (a CI log shows progress).
        let meanwhile = try String(contentsOf: log, encoding: .utf8)
        #expect(meanwhile.contains("First.states"), "\(meanwhile)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let printed = try String(contentsOf: log, encoding: .utf8)
        #expect(printed.contains("First.states"), "\(printed)")
        #expect(!printed.contains("Documents.states"), "\(printed)")
    }

    @Test("D9: debris of a render that was killed (SIGKILL) is removed by the next render")
    func staleDebris() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        // A process id that is certainly gone: a child that has exited and been reaped.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let pid = gone.processIdentifier
        let debris = out.appendingPathComponent(".Documents.partial-\(pid)-1")
        try FileManager.default.createDirectory(at: debris.appendingPathComponent("one-to-two"), withIntermediateDirectories: true)
        try Data([1]).write(to: debris.appendingPathComponent("one.png"))
        // Someone else's hidden folder with a similar name is left alone.
        let unrelated = out.appendingPathComponent(".Documents.partial-notes")
        try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: true)
        #expect(try CLI.run(["render", "Documents.states", "--out", "out", "--format", "png"], in: dir).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == [".Documents.partial-notes", "Documents"])
    }

    @Test("D10: two renders of one scene at once both succeed and leave one complete render", arguments: 0..<6)
    func concurrentRenders(_ round: Int) throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let processes = (0..<2).map { _ in
            let p = Process()
            p.executableURL = CLI.binary
            p.arguments = ["render", "Documents.states", "--out", "out", "--format", "png,gif"]
            p.currentDirectoryURL = dir
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            return p
        }
        for p in processes { try p.run() }
        for p in processes { p.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0])
        let out = dir.appendingPathComponent("out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["Documents"])
        let folder = out.appendingPathComponent("Documents")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any])
        let files = try #require(manifest["files"] as? [String])
        for f in files { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(f).path), "\(f)") }
        let onDisk = Self.tree(folder).filter { !["manifest.json", "one-to-two", "two-to-one"].contains($0) }
        #expect(Set(onDisk) == Set(files))
    }
}
