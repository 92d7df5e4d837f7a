import AnimLayout
import AnimRender
import Foundation
import SystemPackage

/// `animlayout review`: one self-contained page per scene, `OUT/<scene-id>/review/index.html`,
/// with its images beside it (see the README's "Review page").
///
/// Every image is drawn by ``RenderPlan`` and ``FrameRenderer`` exactly as `render` draws it,
/// so the page shows `render`'s PNGs pixel for pixel. The page's data (states, taps, frames,
/// report, state graph) goes into `review/scene.js`, a script, so that the page works from
/// `file://` where a browser refuses to fetch files.
public struct ReviewJob {
    public let scene: Scene
    public let measurer: any TextMeasurer
    public let options: ReviewOptions
    /// Results of `compare` with scenes that have the same views and states (shown on the page).
    public var comparisons: [ReviewComparison] = []

    /// Creates a job.
    public init(scene: Scene, measurer: any TextMeasurer, options: ReviewOptions = ReviewOptions()) {
        self.scene = scene
        self.measurer = measurer
        self.options = options
    }

    /// The page's folder inside the scene's output folder.
    public static let folder = "review/"

    /// Writes the page into `out/<folderName>/review/` (default folder name: the scene id made
    /// safe), keeping everything else in that folder (a render's files); replaces an earlier
    /// page. Throws `LayoutError` for a scene with errors, ``OutputConflictError`` when the
    /// folder is not animlayout's, `RenderError` for I/O.
    public func run(out: URL, folderName: String? = nil, progress: any ProgressReporter = SilentProgress()) throws -> ReviewSummary {
        let check = try SceneCheck(scene: scene, measurer: measurer, strict: false)
        let folderURL = out.appendingPathComponent(folderName ?? FileNames.sanitize(scene.id), isDirectory: true)
        let folder = try OutputFolder(target: folderURL)
        var data: ReviewData
        let images: ReviewImages
        do {
            images = ReviewImages(folder: folder, prefix: Self.folder, options: RenderOptions(scale: options.scale(for: scene), style: options.style),
                                  budget: options.byteBudget)
            data = try ReviewData.build(job: self, check: check, images: images, progress: progress)
            data.comparisons = comparisons
            let sceneFile = ManifestFields.relativePath(of: scene.file, from: folderURL.appendingPathComponent("review"))
            try folder.write(Array(data.script(sceneFile: sceneFile).utf8), to: Self.folder + "scene.js")
            try folder.write(Array(PageHTML.index(title: scene.title ?? scene.id).utf8), to: Self.folder + "index.html")
            try folder.write(Array(PageScript.text.utf8), to: Self.folder + "review.js")
            try folder.write(Array(PageStyle.text.utf8), to: Self.folder + "review.css")
            let file = ManifestFields.relativePath(of: scene.file, from: folderURL)
            try folder.commit { previous in
                guard let previous else {
                    return OutputFolder.Merge(carry: [], fields: [("scene", .string(scene.id)), ("file", .string(file)),
                                                                   ("review", .string(Self.folder + "index.html"))])
                }
                // What render wrote stays; an earlier page goes.
                let carry = ((previous["files"] as? [String]) ?? []).filter { !$0.hasPrefix(Self.folder) }
                var fields = ManifestFields.fields(of: previous).filter { $0.0 != "review" }
                fields.append(("review", .string(Self.folder + "index.html")))
                return OutputFolder.Merge(carry: carry, fields: fields)
            }
        } catch {
            folder.discard()
            throw error
        }
        let written = folder.files.filter { $0.hasPrefix(Self.folder) }
        let bytes = written.reduce(0) { total, path in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder.target.appendingPathComponent(path).path)[.size] as? Int) ?? 0)
        }
        var summary = ReviewSummary(page: folder.target.appendingPathComponent(Self.folder + "index.html").path, files: written,
                                    bytes: bytes, omitted: data.omitted, warnings: check.problems.count, notes: folder.warnings)
        if let first = data.variants.first {
            summary.thumbnails = data.states.compactMap { s in
                data.stateImages[first.key]?[s.name]?.image.map { (s.name, Self.folder + $0) }
            }
        }
        return summary
    }
}

extension ReviewJob {
    /// Writes the page of a scene that cannot be laid out: its diagnostics, as `check` prints
    /// them, in place of the frames (`review --watch` shows them until the file is fixed).
    /// `title` names the scene (its file name when it did not parse).
    public static func writeErrorPage(title: String, file: String, diagnostics: String, out: URL, folderName: String) throws -> String {
        let folderURL = out.appendingPathComponent(folderName, isDirectory: true)
        let output = try OutputFolder(target: folderURL)
        do {
            let data: JSONValue = .object([
                ("scene", .object([("id", .string(folderName)), ("title", .string(title)),
                                   ("file", .string(file)),
                                   ("name", .string(FilePath(file).lastComponent?.string ?? file))])),
                ("errors", .string(diagnostics)),
            ])
            try output.write(Array(("// Written by animlayout review: the scene has errors.\nwindow.ANIMLAYOUT_REVIEW = "
                                    + data.serialized() + ";\n").utf8), to: Self.folder + "scene.js")
            try output.write(Array(PageHTML.index(title: title).utf8), to: Self.folder + "index.html")
            try output.write(Array(PageScript.text.utf8), to: Self.folder + "review.js")
            try output.write(Array(PageStyle.text.utf8), to: Self.folder + "review.css")
            try output.commit { previous in
                let carry = ((previous?["files"] as? [String]) ?? []).filter { !$0.hasPrefix(Self.folder) }
                var fields = previous.map { ManifestFields.fields(of: $0).filter { $0.0 != "review" } } ?? [("file", .string(file))]
                fields.append(("review", .string(Self.folder + "index.html")))
                return OutputFolder.Merge(carry: carry, fields: fields)
            }
        } catch {
            output.discard()
            throw error
        }
        return output.target.appendingPathComponent(Self.folder + "index.html").path
    }

}

/// A `compare` of the reviewed scene with another one (a "peer": same views and states).
public struct ReviewComparison: Hashable, Sendable {
    /// The other scene's id, and the folder name of its page (for a link).
    public var peer: String
    public var peerFolder: String
    /// The largest deviation, in points, and where.
    public var maximum: Double
    public var summary: String
    /// The comparison's table, as `compare` prints it.
    public var table: String

    /// Creates a record.
    public init(peer: String, peerFolder: String, maximum: Double, summary: String, table: String) {
        self.peer = peer
        self.peerFolder = peerFolder
        self.maximum = maximum
        self.summary = summary
        self.table = table
    }
}
