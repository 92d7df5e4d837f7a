import AnimLayout
import AnimRender
import AnimReview
import AnimUIKit
import ArgumentParser
import Foundation
import SystemPackage
import StatesFormat

/// `animlayout audit FILE... [--text-sizes A...B] [--transitions] [--json] [--strict] [--out DIR]`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every state, size, appearance and Dynamic Type size for what fails a person.",
        discussion: """
        Lays every state out in every size at every Dynamic Type size (xs to
        accessibility-xxxl) and looks at it in light and dark for: text-clipped (a
        label or button title needs more width or lines than it gets), overlap
        (sibling views that draw content intersect by more than 1 pt), overflow
        (past the canvas or a superview that clips), hit-region (a control or a
        tap target under 44 x 44 pt), contrast (text under WCAG 2's 4.5:1, 3:1 for
        large text, against what is drawn under it), safe-area (text or a control
        under the status bar, sensor housing or home indicator) and zero-size;
        with --transitions, every frame of every transition and sequence too; with
        --fixed-fonts, fixed-font (text in a point size that does not grow with
        Dynamic Type). One
        line per finding group on stderr, a table on stdout; --out writes a picture
        of each group. A scene allows intended findings with a reason in its
        audit { allow KIND ID... "reason" } block.

        Storyboards and XIBs are audited as they are, imported in memory (as
        'import' would write them): each finding is located at the line and column
        of its view's element in the XML and names the scene and the view. A
        folder stands for every .states, .storyboard and .xib file under it
        (Pods, Carthage, .build, DerivedData and hidden folders skipped).
        --format sarif writes a SARIF 2.1.0 log for code scanning, --format github
        workflow commands that annotate a pull request. --write-baseline records
        today's findings (by file, scene, element and kind, not by line); with
        --baseline only findings not in it are reported and fail --strict.

        Exit status: 0 (findings are warnings); 1 with --strict when anything (not
        in the baseline) is found; 64 bad usage; 65 the scene has errors; 74 I/O error.

        Examples:
          animlayout audit States/card-expanding.states
          animlayout audit --strict States/layout-guides.states
          animlayout audit --text-sizes large...accessibility-xl \\
              States/form-baselines.states --json
          animlayout audit --transitions States/press-and-follow.states --out output
          animlayout audit Examples/ --format sarif > audit.sarif
          animlayout audit Examples/ --write-baseline audit-baseline.json && \\
              animlayout audit Examples/ --baseline audit-baseline.json --strict
        """
    )

    @Argument(help: "The .states, .storyboard and .xib files to audit, or folders to search for them.")
    var files: [String]

    @Option(name: .customLong("text-sizes"), help: "The Dynamic Type sizes to audit, A...B (default: xs...accessibility-xxxl).")
    var textSizes: String?

    @Flag(help: "Also check every frame of every transition and sequence (at --fps), as render draws them.")
    var transitions = false

    @OptionGroup var timing: FPSOption

    @Option(help: "The appearances to audit: light, dark or both (default: both, or the one an Info.plist beside a storyboard or XIB forces with UIUserInterfaceStyle).")
    var appearance: AuditAppearance?

    @Flag(name: .customLong("fixed-fonts"), help: "Also report text set in a fixed point size, which does not grow with Dynamic Type (fixed-font).")
    var fixedFonts = false

    @Flag(help: "Print JSON (its shape is in docs/audit.md) instead of lines and a table (the same as --format json).")
    var json = false

    @Option(help: "How to report: text (lines and a table), json, sarif (SARIF 2.1.0, for code scanning) or github (workflow commands: annotations on a pull request).")
    var format: AuditFormat = .text

    @Option(help: ArgumentHelp("Report (and fail --strict on) only findings not in this baseline (written by --write-baseline).", valueName: "FILE"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every finding group of this run as the baseline, keyed by file, scene, elements and kind.", valueName: "FILE"))
    var writeBaseline: String?

    @Flag(help: "Exit 1 when anything is found.")
    var strict = false

    /// `--out DIR`: one PNG per finding group, the frame where it happens with the elements
    /// outlined, in DIR/audit/<scene-id>/.
    @OptionGroup var outOption: OutOption
    var out: String? { outOption.out }

    /// The categories `--text-sizes` names, smallest first.
    func categories() throws -> [ContentSizeCategory] {
        let all = ContentSizeCategory.allCases
        guard let text = textSizes else { return all }
        let names = all.map(\.rawValue)
        let parts = text.components(separatedBy: "...")
        func category(_ name: String) throws -> Int {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let i = names.firstIndex(of: trimmed) else {
                throw ValidationError("--text-sizes: unknown text size '\(trimmed)'\(Suggestion.suffix(for: trimmed, among: names)); sizes are \(names.joined(separator: ", "))")
            }
            return i
        }
        switch parts.count {
        case 1: return [all[try category(parts[0])]]
        case 2:
            let a = try category(parts[0]), b = try category(parts[1])
            guard a <= b else { throw ValidationError("--text-sizes \(text): '\(parts[0])' is larger than '\(parts[1])'; write the smaller first") }
            return Array(all[a...b])
        default: throw ValidationError("--text-sizes takes A...B (e.g. large...accessibility-xl) or one size, not '\(text)'")
        }
    }

    func validate() throws {
        _ = try categories()
        if json && format != .text && format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two reports; give one (--json is --format json)")
        }
    }

    func run() throws {
        let sizes = try categories()
        let format = json ? AuditFormat.json : self.format
        let given = try baseline.map { try Self.readBaseline($0, format: format) }
        // Said before the findings, where it is seen: a baseline none of whose files exists
        // from here was written from another folder, and every finding will look new.
        let misplaced = given.map(Self.namesNoFileHere) ?? false
        var notices: [AuditSARIF.Notice] = []
        if misplaced, let given, let baseline { notices.append(Self.warnNoFileHere(given, path: baseline, format: format)) }
        let accepted = given?.accepted ?? AcceptedFindings()
        let level: AuditReportEntry.Level = strict ? .error : .warning
        var report = AuditRunReport()
        var folders: [String: String] = [:]
        var failure: Error?
        do {
        var shared = SceneAudit.Options()
        shared.textSizes = sizes
        shared.transitions = transitions
        shared.fps = timing.fps
        shared.fixedFonts = fixedFonts
        let common = shared
        let chosen = appearance
        var noted = Set<String>()
        // Scenes are audited as many at a time as there are cores, and reported in order.
        try SceneLoop.run(files, width: ProcessInfo.processInfo.activeProcessorCount, work: { loaded in
            var options = common
            options.appearances = chosen?.appearances ?? loaded.origin.flatMap { AppAppearance.near($0.file)?.appearances } ?? Appearance.allCases
            options.importedFile = loaded.origin != nil
            var audit = SceneAudit(scene: loaded.scene, measurer: loaded.measurer, options: options)
            if let origin = loaded.origin { audit.relocate(origin.place) }
            return audit
        }, finish: { loaded, audit in
            if chosen == nil, format == .text, let origin = loaded.origin, !noted.contains(origin.file),
               let forced = AppAppearance.near(origin.file) {
                noted.insert(origin.file)
                printError("note: \(origin.file): \(forced.plist) sets UIUserInterfaceStyle: only \(forced.appearances.map(\.rawValue).joined(separator: " and ")) is audited (--appearance both audits both)")
            }
            // A storyboard's or XIB's allowances are the import's (the file's reasons), not a
            // person's; so are an imported scene's (`if-found`).
            for unused in audit.unusedAllowances where loaded.origin == nil && unused.warnsWhenUnused {
                loaded.report([Diagnostic.warning("'allow \(unused.kind) \(unused.elements.joined(separator: " "))' matches no finding; remove it, or check its element, state and size", at: unused.range)])
            }
            let pictures = try out.map { try writePictures(audit, loaded: loaded, out: $0, folders: &folders) } ?? [:]
            let entries = AuditReportEntry.entries(audit, file: loaded.path, level: level).map { loaded.origin?.identified($0) ?? $0 }
            let new = report.add(audit, entries: entries, loaded: loaded, accepted: accepted)
            if out != nil { report.addToPage(audit, loaded: loaded, new: Set(new.map(\.key)), entries: entries, pictures: pictures) }
            if format == .text { printText(audit, loaded: loaded, entries: entries, new: new) }
            return strict && !new.isEmpty ? Exit.failure : .success
        })
        } catch {
            failure = error
        }
        if let given, let baseline, !misplaced,
           let notice = Self.noteUnmatched(given, by: report.keys, audited: report.files, path: baseline, format: format) {
            notices.append(notice)
        }
        // The report lists every scene that loaded, also when one failed or --strict fails.
        switch format {
        case .text: break
        case .json: print(JSONValue.object([("scenes", .array(report.scenes))]).pretty(), terminator: "")
        case .sarif: print(try AuditSARIF(report.newEntries, version: AnimLayoutVersion.string, notices: notices).json(), terminator: "")
        case .github: for line in AuditGitHubAnnotations.lines(report.newEntries) { print(line) }
        }
        if let writeBaseline {
            Self.warnDropped(replacing: writeBaseline, audited: report.files)
            try Self.write(AuditBaseline(report.keys), to: writeBaseline)
        }
        if let out { try Self.writePage(report.page, out: out) }
        if let failure { throw failure }
    }

    /// The text report of one scene: a line per group not in the baseline on stderr, then its
    /// summary on stdout.
    func printText(_ audit: SceneAudit, loaded: LoadedScene, entries: [AuditReportEntry], new: [AuditReportEntry]) {
        let newKeys = Set(new.map(\.key))
        for (group, entry) in zip(audit.groups(severity: strict ? "error" : "warning"), entries) where newKeys.contains(entry.key) {
            printError(group.line)
        }
        let c = audit.coverage
        let known = entries.count - new.count
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        print("\(loaded.displayName): \(n(c.states, "state")) × \(n(c.sizes, "size")) × \(n(c.appearances, "appearance")) × \(n(c.textSizes, "text size"))"
              + (transitions ? " and \(c.frames) animation frames" : "") + " audited: "
              + "\(n(entries.count, "finding group")) (\(n(audit.findings.count, "finding")) over those sizes and appearances)"
              + (audit.allowed > 0 ? " (\(audit.allowed) allowed by \(loaded.origin == nil ? "the scene's audit block" : "the import's rules for this file"))" : "")
              + (known > 0 ? " (\(known) group\(known == 1 ? "" : "s") in the baseline, not listed)" : "")
              + Self.ambiguityNote(audit.unjudgedAmbiguousViews) + Self.stackedNote(audit.stackedAlternatives)
              + Self.codeColorNote(audit.codeColoredTexts) + Self.overImageNote(audit.textsOverImages))
        // The table counts the groups listed above, as the lines do.
        var groupsByKind: [String: Int] = [:]
        for entry in new { groupsByKind[entry.key.kind, default: 0] += 1 }
        for (kind, _) in audit.counts {
            guard let count = groupsByKind[kind.rawValue], count > 0 else { continue }
            print("  " + kind.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0) + String(count))
        }
    }

    /// `--out`: a picture per finding group in OUT/audit/<scene-id>/; each group's line →
    /// its picture's path from OUT/audit/.
    ///
    /// `folders`: the folders this run has given, by name, to the file whose scene they hold; a
    /// scene named as another file's (two storyboards with a `Cell`) gets `Cell-2`, so neither
    /// replaces nor removes the other's pictures.
    func writePictures(_ audit: SceneAudit, loaded: LoadedScene, out: String, folders: inout [String: String]) throws -> [String: String] {
        let owner = loaded.origin?.file ?? loaded.path
        let base = FileNames.sanitize(loaded.scene.id)
        var name = base, n = 2
        while let other = folders[name], other != owner {
            name = "\(base)-\(n)"
            n += 1
        }
        folders[name] = owner
        let folder = URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent("audit").appendingPathComponent(name)
        let written = try AuditPictures.write(audit, measurer: loaded.measurer, fps: timing.fps, to: folder)
        if !written.isEmpty {
            printError("\(loaded.displayName): \(written.count) picture\(written.count == 1 ? "" : "s") in \(FilePath(out).appending("audit").appending(folder.lastPathComponent).string)/")
        }
        return written.mapValues { folder.lastPathComponent + "/" + $0 }
    }

    /// `--out`: the page of every scene's findings, OUT/audit/index.html (replacing only a page
    /// an audit wrote).
    static func writePage(_ page: AuditReportPage, out: String) throws {
        let folder = URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent("audit")
        let url = folder.appendingPathComponent("index.html")
        if let existing = try? String(contentsOf: url, encoding: .utf8), !existing.contains(AuditReportPage.generator) {
            printError("\(url.path): error: is not a page animlayout's audit wrote; left as it is (move it away, or give another --out)")
            throw ExitCode(73)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(page.html().utf8).write(to: url, options: .atomic)
        } catch {
            printError("\(url.path): error: cannot write it (\(error.localizedDescription))")
            throw Exit.io
        }
        printError("report: \(FilePath(out).appending("audit").appending("index.html").string)")
    }
}

/// `audit --format`: how the findings are reported.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
    /// Compiler-style lines on stderr and a summary table on stdout.
    case text
    /// The JSON of `--json`.
    case json
    /// A SARIF 2.1.0 log on stdout (GitHub code scanning, IDEs).
    case sarif
    /// GitHub Actions workflow commands on stdout: annotations on the pull request.
    case github
}

/// What a whole `audit` run collects for the reports printed at its end.
struct AuditRunReport {
    /// `--json`'s scene entries.
    var scenes: [JSONValue] = []
    /// Report entries not in the baseline, in order.
    var newEntries: [AuditReportEntry] = []
    /// Every finding group's key, for `--write-baseline`.
    var keys: [AuditFindingKey] = []
    /// The files audited (as findings' keys name them), for what of a baseline applies.
    var files: Set<String> = []

    /// `--out`'s page.
    var page = AuditReportPage()

    /// Adds one scene's findings not in the baseline (`new`) to the page, with their pictures.
    mutating func addToPage(_ audit: SceneAudit, loaded: LoadedScene, new: Set<AuditFindingKey>, entries: [AuditReportEntry],
                            pictures: [String: String]) {
        let groups = audit.groups(severity: "warning")
        let findings = zip(groups, entries).filter { new.contains($0.1.key) }.map { group, _ in
            AuditReportPage.Finding(kind: group.first.kind.rawValue, line: group.line, picture: pictures[group.line])
        }
        page.scenes.append(AuditReportPage.Scene(file: loaded.origin?.file ?? loaded.path, name: loaded.origin?.title ?? loaded.scene.id,
                                                 findings: findings))
    }

    /// Adds one scene's audit; returns its entries that are not in `accepted`.
    mutating func add(_ audit: SceneAudit, entries: [AuditReportEntry], loaded: LoadedScene, accepted: AcceptedFindings) -> [AuditReportEntry] {
        scenes.append(audit.json(file: loaded.path))
        files.insert(AuditFindingKey.normalized(file: loaded.origin?.file ?? loaded.path))
        keys += entries.map(\.key)
        let new = entries.filter { !accepted.contains($0.key) }
        newEntries += new
        return new
    }
}

extension SceneOrigin {
    /// `entry` keyed by its elements' Interface Builder object ids too, when each has one.
    func identified(_ entry: AuditReportEntry) -> AuditReportEntry {
        let ids = entry.key.elements.compactMap { objectIDs[$0] }
        guard !ids.isEmpty, ids.count == entry.key.elements.count else { return entry }
        var keyed = entry
        keyed.key.objects = ids
        return keyed
    }

    /// A finding's place in the Interface Builder file: its first element's view (the root
    /// view's when the element is not a view of the file), and the scene and view named.
    func place(_ finding: AuditFinding) -> (location: SourceRange, context: String, source: AuditFinding.Source)? {
        guard let id = finding.elements.first, let location = location(of: id) else { return nil }
        let view = lines[id] == nil ? "element '\(id)'" : "view \(viewName(id))"
        // The imported scene's id (as the summary and the pictures' folders name it), with the
        // file's title for it when that differs.
        let named = title.map { $0 == scene ? "'\(scene)'" : "'\(scene)' ('\($0)')" } ?? "'\(scene)'"
        return (SourceRange(at: location), "scene \(named), \(view)",
                AuditFinding.Source(file: file, scene: title ?? scene, element: id, ibID: objectIDs[id]))
    }
}

/// `audit --appearance`: which appearances are audited.
enum AuditAppearance: String, ExpressibleByArgument, CaseIterable {
    case light, dark, both

    var appearances: [Appearance] {
        switch self {
        case .light: return [.light]
        case .dark: return [.dark]
        case .both: return Appearance.allCases
        }
    }
}
