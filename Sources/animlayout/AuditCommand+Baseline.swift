import AnimLayout
import ArgumentParser
import Foundation

/// `--baseline` and `--write-baseline`: reading the file, what of it applies to this run (said
/// on standard error, as GitHub annotations with `--format github`, in the SARIF log's
/// notifications), and writing it.
extension AuditCommand {
    /// Whether none of the files `baseline` names exists from the current folder.
    static func namesNoFileHere(_ baseline: AuditBaseline) -> Bool {
        let files = Set(baseline.findings.map(\.file))
        return !files.isEmpty && !files.contains { FileManager.default.fileExists(atPath: $0) }
    }

    /// The first `count` of `files`, sorted and quoted (`'a', 'b', …`).
    static func fileList(_ files: some Sequence<String>, first count: Int) -> String {
        let sorted = Set(files).sorted()
        return sorted.prefix(count).map { "'\($0)'" }.joined(separator: ", ") + (sorted.count > count ? ", …" : "")
    }

    /// The warning for a baseline written from another folder, before any finding.
    static func warnNoFileHere(_ baseline: AuditBaseline, path: String, format: AuditFormat) -> AuditSARIF.Notice {
        let theirs = fileList(baseline.findings.map(\.file), first: 2)
        return sayAboutBaseline(path, warning: true, format: format, "none of the files it names (\(theirs)) exists from this folder, so none of its "
                                + "\(baseline.findings.count) entries will apply and every finding is listed: run the audit from the folder that wrote it, naming the files the same way")
    }

    /// A warning or note about the `--baseline` file: on standard error, and with `--format
    /// github` also as an annotation on that file, so that a pull request shows it (a baseline
    /// that applies to nothing lets every finding through). Returned for the SARIF log's
    /// notifications.
    @discardableResult
    static func sayAboutBaseline(_ path: String, warning: Bool, format: AuditFormat, _ text: String) -> AuditSARIF.Notice {
        printError("\(path): \(warning ? "warning" : "note"): \(text)")
        if format == .github {
            print(AuditGitHubAnnotations.line(warning ? "warning" : "notice", file: path, title: "animlayout baseline", message: text))
        }
        return AuditSARIF.Notice(level: warning ? "warning" : "note", file: path, message: text)
    }

    /// Warns when `--write-baseline FILE` replaces a baseline whose entries for files this run
    /// did not audit it drops (a run of some files, writing over the whole app's baseline).
    static func warnDropped(replacing path: String, audited: Set<String>) {
        guard let data = FileManager.default.contents(atPath: path), let old = try? AuditBaseline.read(data) else { return }
        let dropped = old.findings.filter { !audited.contains($0.file) }
        guard !dropped.isEmpty else { return }
        printError("\(path): warning: its \(dropped.count) entr\(dropped.count == 1 ? "y" : "ies") for files not in this run ("
                   + fileList(dropped.map(\.file), first: 3)
                   + ") \(dropped.count == 1 ? "is" : "are") dropped: write a baseline from a run of every file it covers")
    }

    /// Reads `--baseline FILE`; a file that is missing (an I/O error, 74, as a missing scene is)
    /// or not a baseline (64) is an error that says so.
    /// With `--format github` the error is also an annotation, so that a pull request shows why
    /// the job failed.
    static func readBaseline(_ path: String, format: AuditFormat) throws -> AuditBaseline {
        func fail(_ text: String, _ code: ExitCode) -> ExitCode {
            printError("error: --baseline \(path): \(text)")
            if format == .github { print(AuditGitHubAnnotations.line("error", file: path, title: "animlayout baseline", message: text)) }
            return code
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw fail("cannot read it; record one with --write-baseline \(path)", Exit.io)
        }
        do {
            return try AuditBaseline.read(data)
        } catch {
            throw fail("not a baseline animlayout wrote (\(error.localizedDescription)); record one with --write-baseline", ExitCode.validationFailure)
        }
    }

    /// Says what of the baseline matched nothing in this run. Its entries for files not audited
    /// are no concern (a run of the files a change touched); but when none of its files was
    /// audited, the paths differ (a run from another folder) and every finding is new: a
    /// warning. Entries for audited files that match no finding were fixed: a note.
    static func noteUnmatched(_ baseline: AuditBaseline, by found: [AuditFindingKey], audited: Set<String>, path: String,
                              format: AuditFormat) -> AuditSARIF.Notice? {
        let inRun = baseline.findings.filter { audited.contains($0.file) }
        // Nothing audited (every file failed to load): the errors say why; the baseline is no concern.
        guard !baseline.findings.isEmpty, !audited.isEmpty else { return nil }
        if inRun.isEmpty {
            let theirs = fileList(baseline.findings.map(\.file), first: 2), ours = fileList(audited, first: 2)
            return sayAboutBaseline(path, warning: true, format: format, "none of its files is in this run, so none of its \(baseline.findings.count) entries applies: "
                                    + "files are compared as given (it names \(theirs); this run, \(ours)); run the audit from the folder that wrote it, naming the files the same way")
        }
        let fixed = AuditBaseline(inRun).unmatched(by: found)
        guard !fixed.isEmpty else { return nil }
        let named = fixed.sorted().prefix(3).map { "\($0.kind) of \($0.elements.map { "'\($0)'" }.joined(separator: " and ")) in \($0.file)" }
        return sayAboutBaseline(path, warning: false, format: format, "\(fixed.count) of its \(inRun.count) entries for the files audited match no finding now (\(named.joined(separator: "; "))"
                         + (fixed.count > 3 ? "; …" : "") + "): fixed since it was written, or no longer judged (allowed, or text the file now draws in the colour under it, whose colours are taken as set in code)")
    }

    /// Writes `--write-baseline FILE`.
    static func write(_ baseline: AuditBaseline, to path: String) throws {
        do {
            try Data(try baseline.json().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("\(path): error: cannot write the baseline (\(error.localizedDescription))")
            throw Exit.io
        }
        printError("\(path): baseline of \(baseline.findings.count) finding group\(baseline.findings.count == 1 ? "" : "s") written")
    }
}
