import AnimRender
import Foundation

/// The end of `render --verify DIR`: every rendered scene compared with its references, a
/// one-line verdict per scene, and on any mismatch the report folder `OUT/verify/` (the page
/// and the pictures). A passing run removes an earlier report of animlayout's, so a folder
/// left there always describes the last run.
public enum ReferenceVerification {
    /// What a verify run found.
    public struct Outcome: Sendable {
        /// One line per scene, and the report's path when one was written.
        public var lines: [String] = []
        public var failed = false
        public var files = 0
        public var mismatches = 0
    }

    /// Compares each rendered scene (`folder` in `run.scratch`, rendered from `file`) with its
    /// references; writes the report to `report` when anything differs.
    public static func verify(run: ReferenceRun, scenes: [(file: String, folder: String)], tolerance: VerifyTolerance,
                              report: URL, reportShown: String, referencesShown: String) throws -> Outcome {
        var outcome = Outcome()
        let folder = try OutputFolder(target: report)
        let pictures = VerifyPictures(folder: folder)
        var checks: [ReferenceCheck] = []
        for scene in scenes {
            let check = try run.check(scene: scene.folder, tolerance: tolerance, pictures: pictures)
            checks.append(check)
            outcome.files += check.results.count
            let bad = check.mismatches
            outcome.mismatches += bad.count
            let shown = referencesShown + "/" + scene.folder
            if !run.hasReferences(scene: scene.folder) {
                outcome.lines.append("\(scene.file): no references in \(shown)/; record them with --record")
            } else if bad.isEmpty {
                outcome.lines.append("\(scene.file): \(check.results.count) file\(check.results.count == 1 ? "" : "s") match \(shown)/")
            } else {
                let kinds = ReferenceCheck.Result.Outcome.allCases.dropFirst().compactMap { kind -> String? in
                    let n = bad.filter { $0.outcome == kind }.count
                    return n > 0 ? "\(n) \(kind.rawValue)" : nil
                }
                outcome.lines.append("\(scene.file): \(bad.count) of \(check.results.count) files do not match \(shown)/ (\(kinds.joined(separator: ", ")))"
                                     + movedSummary(bad))
                for result in Self.byMoves(bad).prefix(8) { outcome.lines.append("  \(result.file): \(result.outcome.rawValue): \(result.detail)") }
                if bad.count > 8 { outcome.lines.append("  … and \(bad.count - 8) more in the report") }
                if !check.referencesHaveLayouts {
                    outcome.lines.append("  (the references were recorded without their layouts, by an earlier version: record them again with --record to have moved elements named)")
                }
            }
        }
        outcome.failed = outcome.mismatches > 0
        if outcome.failed {
            let page = VerifyReportPage.html(checks, referencesPath: referencesShown, tolerance: tolerance)
            try folder.write(Array(page.utf8), to: "index.html")
            try folder.writeManifest([("kind", .string("verify-report")), ("mismatches", .number(Double(outcome.mismatches)))])
            try folder.commit()
            outcome.lines.append("report: \(reportShown)/index.html")
        } else {
            folder.discard()
            if (try? OutputOwnership.verify(report)) != nil, FileManager.default.fileExists(atPath: report.path) {
                try? FileManager.default.removeItem(at: report)
            }
        }
        return outcome
    }

    /// Mismatches whose elements moved first, the largest move first; then the rest in file order.
    static func byMoves(_ results: [ReferenceCheck.Result]) -> [ReferenceCheck.Result] {
        func size(_ r: ReferenceCheck.Result) -> Double { r.moves?.changes.map(\.size).max() ?? -1 }
        return results.enumerated().sorted { a, b in
            size(a.element) != size(b.element) ? size(a.element) > size(b.element) : a.offset < b.offset
        }.map(\.element)
    }

    /// `: title moved 2 pt down` — every element that moved in some file, each with its
    /// largest change; empty when nothing moved or the layouts are not known.
    static func movedSummary(_ results: [ReferenceCheck.Result]) -> String {
        var largest: [String: LayoutMoves.Change] = [:]
        for change in results.compactMap(\.moves).flatMap(\.changes) where change.size > (largest[change.element]?.size ?? -1) {
            largest[change.element] = change
        }
        guard !largest.isEmpty else { return "" }
        let moves = LayoutMoves(changes: largest.values.sorted { ($0.size, $1.element) > ($1.size, $0.element) }, frame: nil)
        return ": " + moves.summary
    }
}
