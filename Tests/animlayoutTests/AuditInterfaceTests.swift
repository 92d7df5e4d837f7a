import Foundation
import Testing

/// `audit` on storyboards, XIBs and folders: findings located at their view's element in the
/// XML, SARIF read by an independent reader (sarif-tools), GitHub workflow commands, and a
/// baseline that survives moved lines and catches a new finding.
@Suite("CLI: audit on Interface Builder files")
struct AuditInterfaceTests {
    static let pulley = CommandTests.root.appendingPathComponent("Tests/AnimUIKitTests/RealWorld/52inc__Pulley/Main.storyboard")

    /// `FILE:LINE:COL: warning: KIND: scene '…', view 'name' (IB-ID), …` lines of `stderr`.
    static func located(_ stderr: String) -> [(file: String, line: Int, column: Int, id: String?)] {
        stderr.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let l = Int(parts[1]), let c = Int(parts[2]), parts[3].hasPrefix(" warning") else { return nil }
            let id = line.range(of: #"view '[^']+' \(([^)]+)\)"#, options: .regularExpression).map { range -> String in
                let text = line[range]
                return String(text[text.index(after: text.firstIndex(of: "(") ?? text.startIndex)..<(text.lastIndex(of: ")") ?? text.endIndex)])
            }
            return (String(parts[0]), l, c, id)
        }
    }

    @Test("a real storyboard audited directly: every finding at the line and column of its view's element, naming scene and view")
    func locatedInTheXML() throws {
        let r = try CLI.run(["audit", Self.pulley.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: Self.pulley, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let found = Self.located(r.stderr)
        #expect(found.count >= 5, "\(r.stderr)")
        for f in found {
            #expect(f.file == Self.pulley.path)
            let row = lines[f.line - 1]
            let tag = row.dropFirst(f.column - 1)
            #expect(tag.hasPrefix("<"), "line \(f.line) column \(f.column) is not an element's start: \(row)")
            if let id = f.id { #expect(tag.contains("id=\"\(id)\""), "line \(f.line) is not view \(id)'s element: \(row)") }
        }
        #expect(r.stderr.contains("Main.storyboard:77:37: warning: hit-region: scene 'PrimaryContentViewController', view 'button1' (98f-el-Efz)"), "\(r.stderr)")
        #expect(r.stdout.contains("Main.storyboard (scene 'PrimaryContentViewController'): "), "\(r.stdout)")
    }

    @Test("a folder: .states, storyboards and XIBs under it, dependencies, build and hidden folders skipped; a file of another kind told what audit reads")
    func folders() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("App")
        for sub in ["App/Screens", "App/Pods/Lib", "App/.hidden", "App/DerivedData/x"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let xib = CommandTests.root.appendingPathComponent("Examples/LoginView.xib")
        try FileManager.default.copyItem(at: xib, to: app.appendingPathComponent("Screens/Login.xib"))
        try FileManager.default.copyItem(at: Self.pulley, to: app.appendingPathComponent("Pods/Lib/Skipped.storyboard"))
        try FileManager.default.copyItem(at: xib, to: app.appendingPathComponent(".hidden/Skipped.xib"))
        try FileManager.default.copyItem(at: xib, to: app.appendingPathComponent("DerivedData/x/Skipped.xib"))
        try "canvas 100x100\nview box { color red }\nbox.leading == root.leading\nbox.top == root.top\nbox.width == 20\nbox.height == 20\n"
            .write(to: app.appendingPathComponent("card.states"), atomically: true, encoding: .utf8)
        try "let x = 1\n".write(to: app.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", "App"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let summaries = r.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != ":" }) }
        #expect(summaries == ["App/Screens/Login.xib (scene 'Login')", "App/card.states"], "\(r.stdout)")
        let swift = try CLI.run(["audit", "App/View.swift"], in: dir)
        #expect(swift.status == 64 && swift.stderr.contains("App/View.swift: error: a .swift file; this command reads .states scenes, storyboards (.storyboard) and XIBs (.xib)"), "\(swift.stderr)")
    }

    @Test("SARIF 2.1.0 read by sarif-tools: one result per reported line, with rule, level, file and line; fingerprints stable")
    func sarif() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.pulley, to: dir.appendingPathComponent("Main.storyboard"))
        let text = try CLI.run(["audit", "Main.storyboard"], in: dir)
        let sarif = try CLI.run(["audit", "Main.storyboard", "--format", "sarif"], in: dir)
        #expect(sarif.status == 0, "\(sarif.stderr)")
        try sarif.stdout.write(to: dir.appendingPathComponent("audit.sarif"), atomically: true, encoding: .utf8)
        let script = """
        import sys
        from sarif import loader
        log = loader.load_sarif_file(sys.argv[1])
        for r in log.get_records():
            print(r["Code"], r["Severity"], r["Location"], r["Line"], sep="\\t")
        """
        let read = try CLIProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, "audit.sarif"], in: dir, timeout: 60)
        #expect(read.status == 0, "sarif-tools could not read the log: \(read.stderr)")
        let records = read.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        let expected = Self.located(text.stderr)
        #expect(records.count == expected.count && !records.isEmpty, "\(read.stdout)")
        for (record, line) in zip(records, expected) {
            #expect(record.count == 4 && record[1] == "warning" && record[2] == "Main.storyboard" && record[3] == String(line.line), "\(record)")
        }
        // Rule names are single PascalCase words, as SARIF's `name` asks (`TapTargetTooSmall`).
        let names = sarif.stdout.split(separator: "\n").filter { $0.contains("\"name\"") && !$0.contains("animlayout") }
        #expect(names.contains { $0.contains("\"TextContrastTooLow\"") } && names.contains { $0.contains("\"TapTargetTooSmall\"") }, "\(names)")
        // The same findings after every line moved: the same fingerprints.
        let source = try String(contentsOf: dir.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        try source.replacingOccurrences(of: "<scenes>", with: "<scenes>\n<!-- moved -->")
            .write(to: dir.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let moved = try CLI.run(["audit", "Main.storyboard", "--format", "sarif"], in: dir)
        func fingerprints(_ s: String) -> [Substring] { s.split(separator: "\n").filter { $0.contains("animlayoutFinding/v1") } }
        #expect(fingerprints(moved.stdout) == fingerprints(sarif.stdout) && !fingerprints(sarif.stdout).isEmpty)
        #expect(moved.stdout != sarif.stdout, "the lines moved")
        // A baseline that applies to nothing: said in the log too (the run's notifications), where an upload shows it.
        try #"{"version": 1, "findings": [{"file": "Other.storyboard", "scene": "s", "elements": ["a"], "kind": "overlap"}]}"#
            .write(to: dir.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
        let noted = try CLI.run(["audit", "Main.storyboard", "--format", "sarif", "--baseline", "other.json"], in: dir)
        try noted.stdout.write(to: dir.appendingPathComponent("noted.sarif"), atomically: true, encoding: .utf8)
        let notifications = """
        import sys
        from sarif import loader
        log = loader.load_sarif_file(sys.argv[1])
        # sarif-tools reads the results; the notifications are read as the JSON they are.
        import json
        data = json.load(open(sys.argv[1]))
        for n in data["runs"][0]["invocations"][0]["toolExecutionNotifications"]:
            print(n["level"], n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], n["message"]["text"], sep="\\t")
        print(len(log.get_records()))
        """
        let readNoted = try CLIProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", notifications, "noted.sarif"], in: dir, timeout: 60)
        #expect(readNoted.status == 0, "\(readNoted.stderr)")
        let rows = readNoted.stdout.split(separator: "\n")
        #expect(rows.count == 2 && rows[0].hasPrefix("warning\tother.json\tnone of the files it names ('Other.storyboard') exists from this folder")
                && rows[1] == Substring(String(records.count)), "\(readNoted.stdout)")
    }

    @Test("GitHub workflow commands: one well-formed annotation per reported line")
    func github() throws {
        let r = try CLI.run(["audit", Self.pulley.path, "--format", "github"])
        let lines = r.stdout.split(separator: "\n")
        let text = try CLI.run(["audit", Self.pulley.path])
        #expect(!lines.isEmpty && lines.count == Self.located(text.stderr).count)
        for line in lines {
            #expect(line.range(of: #"^::warning file=[^,:]+,line=[0-9]+,col=[0-9]+,title=animlayout [a-z-]+::[^\n]+$"#, options: .regularExpression) != nil, "\(line)")
        }
    }

    @Test("a baseline: moving lines keeps its findings known; a new finding fails --strict, alone")
    func baseline() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.pulley, to: dir.appendingPathComponent("Main.storyboard"))
        let scene = "canvas 200x200\nbutton ok \"OK\"\nok.leading == root.leading + 20\nok.top == root.top + 60\nok.width == 60\nok.height == 44\n"
        try scene.write(to: dir.appendingPathComponent("card.states"), atomically: true, encoding: .utf8)
        let write = try CLI.run(["audit", "Main.storyboard", "card.states", "--write-baseline", "baseline.json"], in: dir)
        #expect(write.status == 0 && write.stderr.contains("baseline.json: baseline of"), "\(write.stderr)")
        #expect(try CLI.run(["audit", "Main.storyboard", "card.states", "--baseline", "baseline.json", "--strict"], in: dir).status == 0)

        let source = try String(contentsOf: dir.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        try source.replacingOccurrences(of: "<scenes>", with: "<scenes>\n<!-- moved -->")
            .write(to: dir.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try ("# a line above\n" + scene).write(to: dir.appendingPathComponent("card.states"), atomically: true, encoding: .utf8)
        let moved = try CLI.run(["audit", "Main.storyboard", "card.states", "--baseline", "baseline.json", "--strict"], in: dir)
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(!moved.stderr.contains("error:"), "\(moved.stderr)")

        try scene.replacingOccurrences(of: "ok.height == 44", with: "ok.height == 24").write(to: dir.appendingPathComponent("card.states"), atomically: true, encoding: .utf8)
        let new = try CLI.run(["audit", "Main.storyboard", "card.states", "--baseline", "baseline.json", "--strict"], in: dir)
        #expect(new.status == 1, "\(new.stderr)")
        let reported = new.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(reported.count == 1 && reported[0].contains("hit-region") && reported[0].hasPrefix("card.states:"), "\(new.stderr)")

        // Written again from a run of one file: the other file's entries go, and a warning says so.
        let entries = try String(contentsOf: dir.appendingPathComponent("baseline.json"), encoding: .utf8)
        let storyboardEntries = entries.components(separatedBy: "\"file\" : \"Main.storyboard\"").count - 1
        #expect(storyboardEntries > 0, "\(entries)")
        let partial = try CLI.run(["audit", "card.states", "--write-baseline", "baseline.json"], in: dir)
        #expect(partial.stderr.contains("baseline.json: warning: its \(storyboardEntries) entries for files not in this run ('Main.storyboard') are dropped"),
                "\(partial.stderr)")
        // A baseline that is missing is an I/O error (as a missing scene is); one that is not a baseline, a usage error.
        let missing = try CLI.run(["audit", "card.states", "--baseline", "nope.json"], in: dir)
        #expect(missing.status == 74 && missing.stderr.contains("error: --baseline nope.json: cannot read it") && !missing.stderr.contains("Usage:"),
                "\(missing.stderr)")
        let annotated = try CLI.run(["audit", "card.states", "--baseline", "nope.json", "--format", "github"], in: dir)
        #expect(annotated.status == 74 && annotated.stdout.hasPrefix("::error file=nope.json,title=animlayout baseline::cannot read it"), "\(annotated.stdout)")
        let notOne = try CLI.run(["audit", "card.states", "--baseline", "card.states"], in: dir)
        #expect(notOne.status == 64 && notOne.stderr.contains("not a baseline animlayout wrote") && !notOne.stderr.contains("Usage:"), "\(notOne.stderr)")
    }
}
