import Foundation
import Testing

/// Every command the README, docs/*.md and every subcommand's `--help` show is run verbatim
/// through bash in a scratch copy of the repository, with `animlayout` on PATH: it must exit 0
/// and leave the files it promises. `review --serve` examples are started, answered once over
/// HTTP and stopped.
extension HeavyCLITests {
@Suite("Documented examples run", .serialized)
struct DocumentedExamplesTests {
    /// A command as documented, and where it was found.
    struct Example: CustomStringConvertible, Sendable {
        var command: String
        var source: String
        var description: String { "\(source): \(command)" }
    }

    /// Commands in a Markdown file's ```sh blocks (continuation lines joined).
    static func markdownExamples(_ path: String) throws -> [Example] {
        let text = try String(contentsOf: CommandTests.root.appendingPathComponent(path), encoding: .utf8)
        var inShell = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inShell = line.hasPrefix("```sh") || line.hasPrefix("```bash"); continue }
            if inShell { lines.append(String(line)) }
        }
        return joinCommands(lines).map { Example(command: $0, source: path) }
    }

    /// Lines that start with `animlayout ` (after indentation), with `\`-continued lines joined.
    static func joinCommands(_ lines: [String]) -> [String] {
        var out: [String] = []
        var current: String?
        for raw in lines {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var c = current {
                c += " " + line
                if line.hasSuffix("\\") { current = c } else { out.append(c); current = nil }
                continue
            }
            guard line.hasPrefix("animlayout ") else { continue }
            if line.hasSuffix("\\") { current = line } else { out.append(line) }
        }
        return out.map { $0.replacingOccurrences(of: "\\ ", with: "") }
    }

    /// The subcommands `animlayout --help` lists.
    static func subcommands() throws -> [String] {
        let help = try CLI.run(["--help"]).stdout
        guard let start = help.range(of: "SUBCOMMANDS:") else { return [] }
        return help[start.upperBound...].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { return nil }
            return String(word)
        }.filter { $0 != "help" }
    }

    /// Commands in the "Examples:" part of the tool's and every subcommand's `--help`.
    static func helpExamples() throws -> [Example] {
        var out: [Example] = []
        for command in [nil] + (try subcommands()) {
            let help = try CLI.run((command.map { [$0] } ?? []) + ["--help"]).stdout
            // The lines under "Examples:", up to the next blank line.
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Examples:" }) else { continue }
            let block = lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            out += joinCommands(Array(block))
                .map { Example(command: $0, source: "animlayout \(command.map { $0 + " " } ?? "")--help") }
        }
        return out
    }

    static func allExamples() throws -> [Example] {
        let docs = (try FileManager.default.contentsOfDirectory(atPath: CommandTests.root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).flatMap(markdownExamples) + helpExamples()
    }

    @Test("there are examples to run, and each names files the repository has")
    func found() throws {
        let examples = try Self.allExamples()
        #expect(examples.count >= 40, "\(examples.count)")
        #expect(try Self.subcommands().count >= 11)
    }

    /// `command` without a trailing `# comment` (outside quotes) and trailing spaces.
    static func withoutComment(_ command: String) -> String {
        var quote: Character?
        var out = ""
        for c in command {
            if let q = quote { if c == q { quote = nil } } else if c == "'" || c == "\"" { quote = c } else if c == "#" { break }
            out.append(c)
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// The folder a command promises to write into, if it writes.
    static func promisedFolder(_ command: String) -> String? {
        let words = command.split(separator: " ").map(String.init)
        guard words.count > 1 else { return nil }
        let writes = ["render", "review", "import", "export", "play", "compare"].contains(words[1])
        guard writes, !command.contains("--no-images") else { return nil }
        // A verify run writes only its references (a passing comparison writes nothing new).
        if let i = words.firstIndex(of: "--verify"), i + 1 < words.count { return words[i + 1] }
        if let i = words.firstIndex(of: "--out"), i + 1 < words.count { return words[i + 1] }
        return ["import", "export"].contains(words[1]) ? "." : "output"
    }

    @Test("every example exits 0 and writes what it promises")
    func run() throws {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("animlayout"), withDestinationURL: CLI.binary)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        var seen = Set<String>()
        // The same command shown in several places (with or without a comment) runs once.
        for example in try Self.allExamples() where seen.insert(Self.withoutComment(example.command)).inserted {
            let (root, scratch) = try CLIProcess.scratchRepository()
            defer { try? FileManager.default.removeItem(at: scratch) }
            if example.command.contains("--serve") {
                try serve(example, root: root, environment: environment)
                continue
            }
            let before = Set(CLIProcess.files(under: root))
            let r = try CLIProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-c", example.command], in: root, timeout: 300,
                                       environment: environment)
            #expect(r.status == 0 && !r.signalled && !r.timedOut, "\(example): \(r)")
            if let folder = Self.promisedFolder(example.command) {
                let written = Set(CLIProcess.files(under: root)).subtracting(before)
                let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
                #expect(written.contains { $0.hasPrefix(prefix) }, "\(example): nothing new under \(folder)")
            }
        }
    }

    /// Starts a `--serve` example, fetches its page once and stops it with Ctrl-C.
    func serve(_ example: Example, root: URL, environment: [String: String]) throws {
        let words = example.command.split(separator: " ")
        let port = words.firstIndex(of: "--port").flatMap { Int(words[$0 + 1]) } ?? 8080
        let log = root.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "exec " + example.command]
        process.currentDirectoryURL = root
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var answered = 0
        let end = Date().addingTimeInterval(180)
        while Date() < end, process.isRunning, !(200..<400).contains(answered) {
            if (try? String(contentsOf: log, encoding: .utf8))?.contains("127.0.0.1:\(port)") == true {
                answered = try ReviewServeTests.status(port, "/").0
            }
            usleep(100_000)
        }
        #expect((200..<400).contains(answered), "\(example): \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 || process.terminationStatus == 130, "\(example): stopped with \(process.terminationStatus)")
    }
}
}
