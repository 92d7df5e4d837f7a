import Foundation
import Testing

/// Issue 60: every help text and document refers only to files in the repository. A `.md`
/// named in a `--help`, in the README, in docs/ or in a source file's comment exists (beside
/// the document or from the repository's root), and so does every relative Markdown link.
@Suite("Help texts and docs name files that exist")
struct DocumentReferenceTests {
    static let root = CommandTests.root
    static let subcommands = ["", "render", "audit", "review", "import", "export", "check", "solve", "timeline",
                              "compare", "fonts", "devices", "play"]

    /// Words that end in `.md` (`docs/audit.md`, `design.md`).
    static func markdownNames(in text: String) -> [String] {
        let pattern = /[A-Za-z0-9_.\/-]*[A-Za-z0-9_-]\.md\b/
        return text.matches(of: pattern).map { String($0.output) }
    }

    /// Relative targets of Markdown links (`[x](../States/a.states)`), without their fragment.
    static func linkTargets(in text: String) -> [String] {
        text.matches(of: /\]\(([^)\s#]+)/).map { String($0.output.1) }.filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    /// Whether `name` exists beside `folder` (a path from the root) or from the root.
    static func exists(_ name: String, besides folder: String) -> Bool {
        [folder, ""].contains { base in
            FileManager.default.fileExists(atPath: root.appendingPathComponent(base).appendingPathComponent(name).standardized.path)
        }
    }

    @Test("every subcommand's --help names only documents the repository has")
    func helpTexts() throws {
        for command in Self.subcommands {
            let help = try CLI.run((command.isEmpty ? [] : [command]) + ["--help"]).stdout
            for name in Self.markdownNames(in: help) {
                #expect(Self.exists(name, besides: ""), "animlayout \(command) --help names \(name)")
            }
        }
    }

    @Test("the README, docs/ and source comments name only files the repository has")
    func documents() throws {
        let fm = FileManager.default
        var files = ["README.md"] + (try fm.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let sources = Self.root.appendingPathComponent("Sources")
        for case let path as String in fm.enumerator(atPath: sources.path) ?? FileManager.DirectoryEnumerator()
            where path.hasSuffix(".swift") || path.hasSuffix(".md") {
            if !path.contains("Fonts/") { files.append("Sources/" + path) }
        }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let folder = (file as NSString).deletingLastPathComponent
            for name in Set(Self.markdownNames(in: text) + (file.hasSuffix(".md") ? Self.linkTargets(in: text) : [])) {
                #expect(Self.exists(name, besides: folder), "\(file) names \(name)")
            }
            // A section number says whose: docs/format.md's (the specification it came from is not here).
            guard text.contains("§"), file != "docs/format.md" else { continue }
            for m in text.matches(of: /(.{0,24})§ ?\d+/) where !m.output.1.contains("format.md") {
                Issue.record("\(file): '\(m.output.0)' names a section without its document")
            }
        }
    }

    @Test("the bundled scenes and docs name the articles they follow, not files of them")
    func articles() throws {
        let fm = FileManager.default
        var files = ["README.md", "docs/scenes.md"]
        for case let path as String in fm.enumerator(atPath: Self.root.appendingPathComponent("States").path) ?? FileManager.DirectoryEnumerator()
            where path.hasSuffix(".states") {
            files.append("States/" + path)
        }
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            #expect(text.firstMatch(of: /\d{3}_[0-9a-f]{16}\.txt/) == nil, "\(file)")
        }
    }
}
