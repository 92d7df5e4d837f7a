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

    @Test("the program does not link the review server's HTTP stack (FoundationNetworking, libcurl): review --serve loads it from libAnimReviewServer.so beside the program")
    func serverLoadedWhenServing() throws {
        let program = try Data(contentsOf: CLI.binary)
        // The names a dynamic section lists its libraries by (NUL-terminated in its string table).
        for library in ["libFoundationNetworking.so", "libcurl.so"] {
            #expect(program.range(of: Data((library + "\u{0}").utf8)) == nil, "\(library) is linked")
        }
        let server = CLI.binary.deletingLastPathComponent().appendingPathComponent("libAnimReviewServer.so")
        let library = try Data(contentsOf: server)
        #expect(library.range(of: Data("libFoundationNetworking.so\u{0}".utf8)) != nil)
        for entry in ["animlayout_review_server_run", "animlayout_review_server_stop", "animlayout_review_server_stopper"] {
            #expect(library.range(of: Data((entry + "\u{0}").utf8)) != nil, "no \(entry)")
        }
    }

    @Test("an unknown flag is a usage error (exit 64)")
    func badFlag() throws {
        let r = try CLI.run(["--no-such-flag"])
        #expect(r.status == 64)
    }
}

@Suite("Help text")
struct HelpTextTests {
    @Test("timeline's usage shows --transition and --sequence as alternatives; solve and timeline take one --size")
    func usage() throws {
        let timeline = try CLI.run(["timeline", "--help"])
        #expect(timeline.stdout.contains("USAGE: animlayout timeline <file> (--transition <transition> | --sequence <sequence> | --flow <flow> | --events <events>)"))
        #expect(timeline.stdout.contains("[--size <size>]") && !timeline.stdout.contains("--size <size> ..."))
        let solve = try CLI.run(["solve", "--help"])
        #expect(solve.stdout.contains("[--size <size>]") && !solve.stdout.contains("--size <size> ..."))
    }

    @Test("every example in every command's help is whole: a command line, or the continuation of one that ends in a backslash (a line the parser wrapped would not run when pasted into bash)")
    func examplesAreWhole() throws {
        let top = try CLI.run(["--help"]).stdout
        let commands = top.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n")
            .compactMap { line -> String? in
                guard line.hasPrefix("  "), !line.hasPrefix("   "), let word = line.split(separator: " ").first, word.first?.isLowercase == true else { return nil }
                return String(word)
            } ?? []
        #expect(commands.contains("render") && commands.contains("import"))
        for command in commands {
            let help = try CLI.run([command, "--help"]).stdout
            guard let examples = help.components(separatedBy: "Examples:").dropFirst().first?
                .components(separatedBy: "USAGE:").first else { continue }
            var continued = false
            for line in examples.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                #expect(trimmed.hasPrefix("animlayout ") || continued, "\(command): '\(line)' is not a command line")
                continued = trimmed.hasSuffix("\\")
            }
        }
    }

    @Test("no option's help repeats the value list or default the parser prints after it")
    func noRepeats() throws {
        for command in ["render", "check", "solve", "timeline", "compare", "fonts"] {
            let help = try CLI.run([command, "--help"]).stdout
            // Option blocks: an option line and its continuation lines, joined.
            var blocks: [String] = []
            for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  -") { blocks.append(String(line)) } else if line.hasPrefix("      "), !blocks.isEmpty {
                    blocks[blocks.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
                }
            }
            for block in blocks {
                guard let start = block.range(of: "(values: ") else { continue }
                let values = block[start.upperBound...].prefix { $0 != ")" && $0 != ";" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let before = String(block[..<start.lowerBound])
                #expect(!values.allSatisfy { before.contains($0) }, "\(command): \(block)")
            }
            for block in blocks where block.contains("(default: ") {
                let before = block[..<(block.range(of: "(default: ")?.lowerBound ?? block.endIndex)]
                #expect(!before.contains("default"), "\(command): \(block)")
            }
        }
    }
}
