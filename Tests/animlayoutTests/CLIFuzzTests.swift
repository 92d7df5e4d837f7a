import Foundation
import Testing
import TestSupport

/// A CLI fuzz with a fixed seed: every subcommand, its options read from its own `--help`,
/// argument vectors drawn from a pool of awkward values (paths people type, numbers at the
/// edges, empty strings, missing, empty, binary and folder inputs, every bundled scene). Every
/// run must end by itself within 30 s, with a documented exit status, never by a signal and
/// never with a Swift runtime message; a failing run says what went wrong on stderr.
extension HeavyCLITests {
@Suite("CLI fuzz", .serialized)
struct CLIFuzzTests {
    /// The documented exit statuses.
    static let statuses: Set<Int32> = [0, 1, 64, 65, 73, 74]

    /// A subcommand's options from its `--help`: (name, takes a value).
    static func options(of command: String) throws -> [(String, Bool)] {
        let help = try CLI.run([command, "--help"]).stdout
        guard let start = help.range(of: "OPTIONS:") else { return [] }
        var out: [(String, Bool)] = []
        for line in help[start.upperBound...].split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            guard let long = words.first(where: { $0.hasPrefix("--") }) else { continue }
            let name = String(long.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
            guard name != "--help", name != "--version" else { continue }
            let index = words.firstIndex(of: long) ?? 0
            out.append((name, index + 1 < words.count && words[index + 1].hasPrefix("<")))
        }
        return out
    }

    /// How many positional arguments a subcommand takes at least (`<files> ...` counts one).
    static func positionals(of command: String) throws -> Int {
        let help = try CLI.run([command, "--help"]).stdout
        guard let start = help.range(of: "ARGUMENTS:"), let end = help.range(of: "OPTIONS:") else { return 0 }
        return help[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("<") }.count
    }

    static let awkwardPaths = [".", "./", "./o", "o", "o/", "ü", "a b", "../x", "/tmp", "FILE/out", "", String(repeating: "n", count: 255),
                               String(repeating: "n", count: 256), "-", "--", "output", "/dev/null"]
    static let numbers = ["0", "-1", "nan", "inf", "-inf", "1e309", "99999999999", "0.5", "1", "2", "3", "4.0001", "60", "240", "241", "1e-9", "0x10", "", " "]
    static let words = ["", "left", "center", "all", "default", "landscape", "dark", "light", "left->center", "left:center", "*->*", "a->b->c",
                        "tour", "png", "gif", "png,gif", "svg,webp", "mp4", "sheet", "jpeg", "constraints,guides", "motion", "wireframe",
                        "device", "tap card, wait 0.1", "wait 1e309", "tap, tap", "tap card, wait -1", "wait nan", "xs...xxl", "swift",
                        "ü", "\u{1F600}", "\"", "'", "$(x)", ";", String(repeating: "x", count: 5000)]

    @Test("several hundred random argument vectors end cleanly")
    func fuzz() throws {
        let (root, scratch) = try CLIProcess.scratchRepository()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputs = root.appendingPathComponent("inputs")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        try Data().write(to: inputs.appendingPathComponent("empty.states"))
        var generator = SplitMix(seed: 0x5EED_0039)
        try Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: inputs.appendingPathComponent("binary.states"))
        try Data((0..<512).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: inputs.appendingPathComponent("binary.xib"))
        try Data("<document><objects>".utf8).write(to: inputs.appendingPathComponent("broken.storyboard"))
        try Data("not a folder\n".utf8).write(to: root.appendingPathComponent("FILE"))
        let scenes = (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("States").path))
            .filter { $0.hasSuffix(".states") }.sorted().map { "States/" + $0 }
        let files = scenes + ["inputs/empty.states", "inputs/binary.states", "inputs/binary.xib", "inputs/broken.storyboard", "missing.states",
                              "inputs", "Examples/Card.storyboard", "", "/dev/null", "FILE"]

        let commands = try DocumentedExamplesTests.subcommands()
        var table: [String: ([(String, Bool)], Int)] = [:]
        for command in commands { table[command] = (try Self.options(of: command), try Self.positionals(of: command)) }

        var failures: [String] = []
        var ran = 0
        var byStatus: [Int32: Int] = [:]
        let started = Date()
        // Fixed seed, fixed count: the same vectors on every machine.
        for _ in 0..<350 {
            let command = generator.pick(commands)
            guard let (options, positionals) = table[command] else { continue }
            var arguments = [command]
            if command == "export" { arguments.append(generator.chance(0.8) ? "swift" : generator.pick(Self.words)) }
            let count = positionals == 0 ? (generator.chance(0.2) ? 1 : 0) : generator.int(positionals...(positionals + 1))
            for _ in 0..<count { arguments.append(generator.pick(files)) }
            for _ in 0..<generator.int(0...4) where !options.isEmpty {
                let (name, takesValue) = generator.pick(options)
                arguments.append(name)
                guard takesValue else { continue }
                switch name {
                case "--out", "--verify": arguments.append(generator.pick(Self.awkwardPaths))
                case "--fps", "--scale", "--gif-scale", "--gif-quality", "--port", "--fail-over", "--tolerance", "--webp-quality", "--crf":
                    arguments.append(generator.pick(Self.numbers))
                default: arguments.append(generator.pick(generator.chance(0.2) ? Self.numbers : Self.words))
                }
            }
            // A server runs until stopped: the fuzz checks its options, not serving.
            if arguments.contains("--serve") { arguments.removeAll { $0 == "--serve" || $0 == "--watch" } }
            // 30 s is the limit for a release build on an idle machine. This is the debug build,
            // sharing two cores with the other suites: commands that draw every frame of whole
            // scenes (a render of two scenes with captions, each frame unique) get three times as long.
            let draws = ["render", "review", "play", "compare"].contains(command)
            let r = try CLIProcess.run(CLI.binary, arguments, in: root, timeout: draws ? 90 : 30)
            ran += 1
            byStatus[r.status, default: 0] += 1
            let problem: String? = r.timedOut ? "did not end within \(draws ? 90 : 30) s" : r.signalled ? "ended by signal \(r.status)"
                : r.runtimeTrap ? "printed a runtime trap" : !Self.statuses.contains(r.status) ? "exit \(r.status) is not documented"
                : (r.status != 0 && r.status != 1 && !r.stderr.contains("error")) ? "failed without an error line" : nil
            if let problem { failures.append("\(problem): \(r)") }
        }
        #expect(ran >= 300)
        #expect(failures.isEmpty, "\(failures.count) of \(ran) runs:\n\(failures.joined(separator: "\n\n"))")
        print("CLI fuzz: \(ran) runs in \(Int(Date().timeIntervalSince(started))) s; by exit status: "
              + byStatus.keys.sorted().map { "\($0): \(byStatus[$0] ?? 0)" }.joined(separator: ", "))
        // The vectors reach past argument checking: some runs succeed and some meet scene errors.
        #expect((byStatus[0] ?? 0) >= 20 && (byStatus[65] ?? 0) + (byStatus[74] ?? 0) >= 20, "\(byStatus)")
    }
}
}
