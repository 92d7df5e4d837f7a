import AnimLayout
import AnimRender
import Foundation
import SystemPackage

/// `animlayout review FILE...`: a page per scene, and for more than one scene a gallery,
/// `OUT/gallery/index.html`, linking them. Scenes with the same views and states ("peers",
/// such as a layout done with priority swaps and again with constant math) are compared, and
/// the comparison appears on both pages.
public struct ReviewSet {
    /// A scene to review: compiled, or the diagnostics that stopped it.
    public struct Item {
        public var path: String
        public var content: Content
        /// Creates an item.
        public init(path: String, content: Content) {
            self.path = path
            self.content = content
        }
    }

    /// What a file gave.
    public enum Content {
        /// A compiled scene, its text measurer, and what prints its diagnostics with the source.
        case scene(Scene, any TextMeasurer, DiagnosticRenderer)
        /// The scene's diagnostics, as `check` prints them.
        case errors(String)
    }

    /// What happened to one scene.
    public struct Outcome {
        public var path: String
        public var folder: String
        public var result: Result<ReviewSummary, Error>
        /// Set when the scene had errors: the page shows them.
        public var errorPage: String?
    }

    public var items: [Item]
    public var options: ReviewOptions

    /// Creates a set.
    public init(items: [Item], options: ReviewOptions = ReviewOptions()) {
        self.items = items
        self.options = options
    }

    /// The gallery's folder in OUT.
    public static let galleryFolder = "gallery"

    /// Writes every page (a scene that fails does not stop the others) and, for two scenes or
    /// more, the gallery. Returns each scene's outcome and the gallery's path. With `only`,
    /// just those files' pages are written again; the others' outcomes come from `previous`
    /// (the gallery is always written anew).
    public func run(out: URL, progress: any ProgressReporter = SilentProgress(), only: Set<String>? = nil,
                    previous: [Outcome] = []) -> (outcomes: [Outcome], gallery: Result<String, Error>?) {
        var names = OutputNames()
        let gallery = items.count > 1 ? names.claim(Self.galleryFolder, suffixes: ["/"], what: "the gallery") : nil
        let folders = items.map { item -> String in
            let id: String
            switch item.content {
            case .scene(let scene, _, _): id = scene.id
            case .errors: id = FilePath(item.path).stem ?? item.path
            }
            return names.claim(FileNames.sanitize(id), suffixes: ["/"], what: "the scene of \(item.path)")
        }
        let peers = comparisons(folders: folders)
        var outcomes: [Outcome] = []
        for (k, item) in items.enumerated() {
            if let only, !only.contains(item.path), let kept = previous.first(where: { $0.path == item.path }) {
                outcomes.append(kept)
                continue
            }
            var outcome = Outcome(path: item.path, folder: folders[k], result: .failure(RenderError("not reviewed")))
            switch item.content {
            case let .scene(scene, measurer, renderer):
                var job = ReviewJob(scene: scene, measurer: measurer, options: options)
                job.comparisons = peers[k] ?? []
                outcome.result = Result { try job.run(out: out, folderName: folders[k], progress: progress) }
                // A scene that cannot be laid out gets a page with its errors.
                if case .failure(let error as LayoutError) = outcome.result {
                    let text = renderer.render(error.diagnostics.filter { $0.range != nil })
                        + error.diagnostics.filter { $0.range == nil }.map { "error: \($0.message)\n" }.joined()
                    outcome.errorPage = try? ReviewJob.writeErrorPage(title: scene.title ?? scene.id, file: item.path,
                                                                      diagnostics: text, out: out, folderName: folders[k])
                }
            case .errors(let text):
                outcome.result = .failure(SceneErrors(text: text))
                outcome.errorPage = try? ReviewJob.writeErrorPage(title: FilePath(item.path).lastComponent?.string ?? item.path, file: item.path,
                                                                  diagnostics: text, out: out, folderName: folders[k])
            }
            outcomes.append(outcome)
        }
        guard let gallery else { return (outcomes, nil) }
        let result = Result {
            try Gallery.write(outcomes: outcomes, items: items, comparisons: peers, out: out, folderName: gallery)
        }
        return (outcomes, result)
    }

    /// The diagnostics of a scene that could not be reviewed.
    public struct SceneErrors: Error {
        public var text: String
    }

    /// `compare` between every two scenes with the same element ids and state names.
    func comparisons(folders: [String]) -> [Int: [ReviewComparison]] {
        var out: [Int: [ReviewComparison]] = [:]
        for i in items.indices {
            for j in items.indices where j > i {
                guard case let .scene(a, ma, _) = items[i].content, case let .scene(b, mb, _) = items[j].content,
                      Set(a.states.map(\.name)) == Set(b.states.map(\.name)),
                      Set(a.elements.map(\.id)) == Set(b.elements.map(\.id)),
                      let c = try? SceneComparison(a: a, measurerA: ma, b: b, measurerB: mb, fps: options.fps),
                      !c.sharedStates.isEmpty else { continue }
                let report = ComparisonReport(c, fileA: items[i].path, fileB: items[j].path)
                let summary = "largest deviation \(report.maximumDescription)"
                out[i, default: []].append(ReviewComparison(peer: b.title ?? b.id, peerFolder: folders[j], maximum: c.maximum.amount,
                                                            summary: summary, table: report.table))
                out[j, default: []].append(ReviewComparison(peer: a.title ?? a.id, peerFolder: folders[i], maximum: c.maximum.amount,
                                                            summary: summary, table: report.table))
            }
        }
        return out
    }
}
