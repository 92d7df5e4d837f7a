import Foundation

/// Runs the built binary (or bash) with a time limit, telling an exit from a signal: what the
/// output-folder table, the documented examples and the CLI fuzz need to tell a crash from an
/// error.
enum CLIProcess {
    /// How a run ended.
    struct Outcome: CustomStringConvertible {
        var arguments: [String]
        /// The exit status, or the signal's number when `signalled`.
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String

        /// Messages of the Swift runtime or a backtrace: never acceptable, whatever the status.
        var runtimeTrap: Bool {
            ["Fatal error", "Program crashed", "Backtracing", "Illegal instruction", "Segmentation fault", "Assertion failed",
             "Precondition failed"].contains { stderr.contains($0) || stdout.contains($0) }
        }

        var description: String {
            "\(arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")) → "
                + (timedOut ? "timed out" : signalled ? "signal \(status)" : "exit \(status)")
                + "\n" + stderr.split(separator: "\n").prefix(6).joined(separator: "\n")
        }
    }

    /// Runs `executable` with `arguments` in `directory`; output goes through files (no pipe can
    /// fill up), and a run past `timeout` seconds is killed and marked.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, timeout: Double = 30,
                    environment: [String: String]? = nil) throws -> Outcome {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out"), errURL = logs.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let end = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > end {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        return Outcome(arguments: arguments, status: process.terminationStatus,
                       signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
                       stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// A scratch copy of the parts of the repository that commands and examples read
    /// (`States/`, `Examples/`, the test fixtures), inside a folder of its own so that `../x`
    /// stays in the scratch area. Returns (the copy, the scratch area to delete).
    static func scratchRepository() throws -> (root: URL, scratch: URL) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-scratch-\(UUID().uuidString)")
        let root = scratch.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["States", "Examples", "Tests/AnimSwiftImportTests/SwiftSources"] {
            let source = CommandTests.root.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let target = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        return (root, scratch)
    }

    /// Every regular file under `folder`, relative to it.
    static func files(under folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}
