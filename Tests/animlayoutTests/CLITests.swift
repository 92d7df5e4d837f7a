import Testing
import Foundation

/// Runs the built `animlayout` binary end to end.
enum CLI {
    /// The product directory (`.build/debug`) next to the test bundle.
    static var binary: URL {
        var dir = Bundle.main.bundleURL
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("animlayout")
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDir), !isDir.boolValue {
                return candidate
            }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/animlayout")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the tool with `arguments`, in `directory` when given.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

@Suite("CLI basics")
struct CLIBasicsTests {
    @Test("--version prints the version")
    func version() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines).range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil)
    }

    @Test("--help describes the tool")
    func help() throws {
        let r = try CLI.run(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("USAGE: animlayout"))
    }

    @Test("an unknown flag is a usage error (exit 64)")
    func badFlag() throws {
        let r = try CLI.run(["--no-such-flag"])
        #expect(r.status == 64)
    }
}
