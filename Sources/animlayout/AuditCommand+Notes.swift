import Foundation
import AnimLayout

/// The notes a scene's summary line ends with: what the audit of a storyboard or XIB left unjudged.
extension AuditCommand {
    /// ` (not judged: 'a' and 'b', which the constraints leave ambiguous where …)`, or nothing.
    static func ambiguityNote(_ views: [String]) -> String {
        guard !views.isEmpty else { return "" }
        let names = views.map { "'\($0)'" }
        let list = names.spokenList
        return " (not judged: \(list), which the constraints leave ambiguous where the findings were: the app's code or UIKit decides \(names.count == 1 ? "its" : "their") layout there)"
    }

    /// ` (overlap not judged: 'a' over 'b', …, laid over each other at the default text size …)`, or nothing.
    static func stackedNote(_ pairs: [[String]]) -> String {
        guard !pairs.isEmpty else { return "" }
        let list = pairs.map { $0.map { "'\($0)'" }.joined(separator: " over ") }.joined(separator: ", ")
        return " (overlap not judged: \(list), labels the file lays over each other at the default text size, which its code shows one at a time)"
    }


    /// ` (contrast not judged: 'a', drawn in the colour under it in the file …)`, or nothing.
    static func codeColorNote(_ texts: [String]) -> String {
        guard !texts.isEmpty else { return "" }
        let names = texts.map { "'\($0)'" }
        let list = names.spokenList
        return " (contrast not judged: \(list), drawn in the colour under \(names.count == 1 ? "it" : "them") in the file, so its colours are taken as set in code)"
    }

    /// ` (contrast not judged: 'a', over an image …)`, or nothing.
    static func overImageNote(_ texts: [String]) -> String {
        guard !texts.isEmpty else { return "" }
        let names = texts.map { "'\($0)'" }
        return " (contrast not judged: \(names.spokenList), over an image, which has no one colour to judge \(names.count == 1 ? "it" : "them") against)"
    }

    /// Whether none of the files `baseline` names exists from the current folder.
    static func namesNoFileHere(_ baseline: AuditBaseline) -> Bool {
        let files = Set(baseline.findings.map(\.file))
        return !files.isEmpty && !files.contains { FileManager.default.fileExists(atPath: $0) }
    }

    /// The warning for a baseline written from another folder, before any finding.
    static func warnNoFileHere(_ baseline: AuditBaseline, path: String, format: AuditFormat) -> AuditSARIF.Notice {
        let theirs = Set(baseline.findings.map(\.file)).sorted().prefix(2).map { "'\($0)'" }.joined(separator: ", ")
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
        let files = Set(dropped.map(\.file)).sorted()
        printError("\(path): warning: its \(dropped.count) entr\(dropped.count == 1 ? "y" : "ies") for files not in this run ("
                   + files.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (files.count > 3 ? ", …" : "")
                   + ") \(dropped.count == 1 ? "is" : "are") dropped: write a baseline from a run of every file it covers")
    }
}
