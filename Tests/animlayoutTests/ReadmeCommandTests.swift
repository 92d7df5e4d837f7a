import Testing
import Foundation

/// The README's commands work when pasted into bash: none has an unquoted `>` or `<` (a
/// transition `left->center` unquoted redirects to a file named `center`), and the quoted and
/// colon forms of a transition are accepted.
@Suite("README commands")
struct ReadmeCommandTests {
    /// Lines of the README's ```sh blocks that run the tool.
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: CommandTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        var inShell = false
        var out: [String] = []
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inShell = line.hasPrefix("```sh"); continue }
            if inShell, line.hasPrefix("animlayout ") { out.append(String(line)) }
        }
        return out
    }

    /// Whether `line` has a `>` or `<` outside quotes and before a `#` comment.
    static func redirects(_ line: String) -> Bool {
        var quote: Character?
        for c in line {
            if let q = quote { if c == q { quote = nil }; continue }
            if c == "'" || c == "\"" { quote = c; continue }
            if c == "#" { return false }
            if c == ">" || c == "<" { return true }
        }
        return false
    }

    @Test("no README command redirects by accident")
    func quoted() throws {
        let lines = try Self.commands()
        #expect(lines.count >= 8)
        #expect(lines.filter(Self.redirects).isEmpty, "\(lines.filter(Self.redirects))")
    }

    @Test("'left->center' through bash, and left:center, both select the transition")
    func transitionForms() throws {
        for form in ["'left->center'", "left:center"] {
            let script = "\"\(CLI.binary.path)\" timeline States/position-priority.states --transition \(form) --json"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", script]
            process.currentDirectoryURL = CommandTests.root
            let out = Pipe()
            process.standardOutput = out
            process.standardError = Pipe()
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(form)")
            #expect(String(decoding: data, as: UTF8.self).contains("\"left->center\""), "\(form)")
        }
    }
}

/// `render` says when what it drew has a conflict or an ambiguous view.
@Suite("CLI: render warns about layout problems")
struct RenderWarningTests {
    @Test("an ambiguous view: a one-line warning naming it and the check command; the render still succeeds")
    func ambiguous() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("amb.states")
        try "canvas 390x844\nview a\na.top == root.top\nstate s\n".write(to: scene, atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", scene.path, "--out", dir.appendingPathComponent("out").path])
        #expect(r.status == 0)
        #expect(r.stderr.contains("warning: state 's', size 'default': ambiguous a; see animlayout check \(scene.path)"), "\(r.stderr)")
        let clean = try CLI.run(["render", "States/position-priority.states", "--state", "left", "--out", dir.appendingPathComponent("out2").path],
                                in: CommandTests.root)
        #expect(clean.status == 0 && !clean.stderr.contains("warning:"), "\(clean.stderr)")
    }

    @Test("--strict fails for a problem in what it draws, not for a state or size it was not asked for")
    func strictChecksWhatItDraws() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.states")
        try """
        canvas 390x844
        size landscape 844x390
        view a
        a.top == root.top
        a.leading == root.leading
        a.width == 10
        tall: a.height == 10
        when compact-height { deactivate tall }
        state ok
        state loose { deactivate tall }
        """.write(to: scene, atomically: true, encoding: .utf8)
        func render(_ extra: [String]) throws -> CLI.Result {
            try CLI.run(["render", scene.path, "--strict", "--format", "png", "--out", dir.appendingPathComponent("out").path] + extra)
        }
        let drawn = try render(["--state", "ok"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let loose = try render(["--state", "loose"])
        #expect(loose.status == 1 && loose.stderr.contains("'a' has an ambiguous layout"), "\(loose.stderr)")
        // The last line says the render stopped (a CI log's tail shows it).
        let last = loose.stderr.split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("\(scene.path): error: not rendered: --strict stops at 1 layout problem in what it draws"), "\(loose.stderr)")
        let landscape = try render(["--state", "ok", "--size", "landscape"])
        #expect(landscape.status == 1 && landscape.stderr.contains("ambiguous"), "\(landscape.stderr)")
        // Without --strict the same render is drawn, with the warning.
        let warned = try CLI.run(["render", scene.path, "--state", "ok", "--size", "all", "--format", "png",
                                  "--out", dir.appendingPathComponent("out").path])
        #expect(warned.status == 0 && warned.stderr.contains("state 'ok', size 'landscape': ambiguous a"), "\(warned.stderr)")
        // A full render adds the overview, which draws every size: landscape is drawn there.
        let one = dir.appendingPathComponent("one.states")
        try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "state loose { deactivate tall }", with: "")
            .write(to: one, atomically: true, encoding: .utf8)
        let full = try CLI.run(["render", one.path, "--strict", "--out", dir.appendingPathComponent("one").path])
        #expect(full.status == 1 && full.stderr.contains("ambiguous"), "\(full.stderr)")
        let plain = try CLI.run(["render", one.path, "--out", dir.appendingPathComponent("one").path])
        #expect(plain.status == 0 && plain.stderr.contains("state 'ok', size 'landscape': ambiguous a"), "\(plain.stderr)")
        let noOverview = try CLI.run(["render", one.path, "--strict", "--format", "png", "--out", dir.appendingPathComponent("one").path])
        #expect(noOverview.status == 0, "\(noOverview.stderr)")
    }
}

/// A transition declared with a wildcard on one side is rendered for every state it can leave
/// from (or go to).
@Suite("CLI: wildcard transitions are rendered")
struct WildcardTransitionTests {
    @Test("'* -> error' gives a GIF from each other state; '* -> *' adds nothing beyond the sequences")
    func wildcard() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("w.states")
        try """
        canvas 100x100
        view v { hidden }
        v.top == root.top
        v.leading == root.leading
        v.width == 10
        v.height == 10
        state idle
        state busy
        state error { show v }
        transition * -> error { duration 0.1 }
        transition * -> * { duration 0.1 }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", scene.path, "--format", "gif", "--out", dir.appendingPathComponent("out").path])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/w").path).sorted()
        #expect(files.filter { $0.hasSuffix(".gif") } == ["busy-to-error.gif", "idle-to-error.gif"])
    }
}

/// The examples in `--help` work when pasted into bash (continuation lines included): the
/// read-only ones are run from the repository root and must succeed.
@Suite("CLI: help examples run")
struct HelpExampleTests {
    /// Example commands of a help text, continuation lines joined.
    static func examples(_ help: String) -> [String] {
        var out: [String] = []
        var current: String?
        for line in help.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let c = current {
                current = c + " " + line
            } else if line.hasPrefix("animlayout ") {
                current = line
            } else {
                continue
            }
            if let c = current, c.hasSuffix("\\") {
                current = String(c.dropLast()).trimmingCharacters(in: .whitespaces)
            } else if let c = current {
                out.append(c)
                current = nil
            }
        }
        return out
    }

    @Test("check, solve, timeline and fonts examples of every --help succeed in bash")
    func run() throws {
        var ran = 0
        for command in ["", "check", "solve", "timeline", "fonts", "render", "compare"] {
            let help = try CLI.run((command.isEmpty ? [] : [command]) + ["--help"]).stdout
            for example in Self.examples(help) {
                let words = example.split(separator: " ")
                guard words.count > 1, ["check", "solve", "timeline", "fonts"].contains(String(words[1])),
                      !example.contains("A.states") else { continue }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = ["-c", example.replacingOccurrences(of: "animlayout ", with: "\"\(CLI.binary.path)\" ", options: .anchored)]
                process.currentDirectoryURL = CommandTests.root
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                #expect(process.terminationStatus == 0 || example.contains("--strict"), "\(example)")
                ran += 1
            }
        }
        #expect(ran >= 6)
    }
}
