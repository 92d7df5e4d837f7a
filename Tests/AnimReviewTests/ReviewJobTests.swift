import AnimLayout
import AnimRender
import AnimReview
import Foundation
import Testing

/// What `review` writes: the page beside what `render` wrote (nothing lost), within its
/// budget, with a gallery and comparisons for several scenes, and an error page for a scene
/// that cannot be laid out.
@Suite struct ReviewJobTests {
    static func manifest(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The page's data, parsed from `scene.js`.
    static func data(_ folder: URL) throws -> [String: Any] {
        let text = try String(contentsOf: folder.appendingPathComponent("review/scene.js"), encoding: .utf8)
        guard let start = text.range(of: "= "), let end = text.range(of: ";\n", options: .backwards) else { return [:] }
        return try JSONSerialization.jsonObject(with: Data(text[start.upperBound..<end.lowerBound].utf8)) as? [String: Any] ?? [:]
    }

    @Test func renderAndReviewKeepEachOthersFiles() throws {
        let (scene, text, _) = try ReviewFixtures.load("breakable-stack.states")
        let out = try ReviewFixtures.temporaryFolder("merge")
        defer { try? FileManager.default.removeItem(at: out) }
        var request = RenderRequest()
        request.formats = [.png]
        request.scale = 1
        _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
        let folder = out.appendingPathComponent("breakable-stack")
        let rendered = try Self.manifest(folder)["files"] as? [String] ?? []
        var options = ReviewOptions()
        options.scale = 1
        let summary = try ReviewJob(scene: scene, measurer: text, options: options).run(out: out)
        let both = try Self.manifest(folder)
        let files = both["files"] as? [String] ?? []
        // The render's files are still there and listed, with the page's.
        for file in rendered { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)") }
        #expect(Set(rendered).isSubset(of: Set(files)))
        #expect(files.contains("review/index.html") && both["review"] as? String == "review/index.html")
        #expect(both["states"] != nil, "the render's entries stay")
        #expect(summary.files.allSatisfy { files.contains($0) })
        // Rendering again keeps the page.
        _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
        let again = try Self.manifest(folder)
        #expect(Set(summary.files).isSubset(of: Set(again["files"] as? [String] ?? [])))
        #expect(again["review"] as? String == "review/index.html")
        for file in summary.files { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)") }
    }

    @Test func aSmallBudgetLeavesAnimationsOutAndSaysHow() throws {
        let (scene, text, _) = try ReviewFixtures.load("card-expanding.states")
        let out = try ReviewFixtures.temporaryFolder("budget")
        defer { try? FileManager.default.removeItem(at: out) }
        var options = ReviewOptions()
        options.scale = 1
        options.byteBudget = 400_000
        let summary = try ReviewJob(scene: scene, measurer: text, options: options).run(out: out)
        let images = summary.files.filter { $0.hasPrefix("review/img/") }
        let imageBytes = try images.reduce(0) { total, file in
            total + (try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("card-expanding/" + file).path)[.size] as? Int ?? 0)
        }
        #expect(imageBytes <= options.byteBudget)
        #expect(!summary.omitted.isEmpty)
        let data = try Self.data(out.appendingPathComponent("card-expanding"))
        let variants = data["variants"] as? [[String: Any]] ?? []
        let clips = variants.compactMap { $0["clips"] as? [String: [String: Any]] }.flatMap(\.values)
        let missing = clips.compactMap { $0["missing"] as? String }
        #expect(!missing.isEmpty)
        #expect(missing.allSatisfy { $0.contains("animlayout render") }, "\(missing)")
        // Every state of the canvas is there.
        let states = variants.first?["states"] as? [String: [String: Any]] ?? [:]
        #expect(states.count == 2 && states.values.allSatisfy { $0["image"] is String })
    }

    @Test func peersAreComparedOnBothPagesAndTheGalleryLinksEveryPage() throws {
        let out = try ReviewFixtures.temporaryFolder("gallery")
        defer { try? FileManager.default.removeItem(at: out) }
        var items: [ReviewSet.Item] = []
        for name in ["position-priority.states", "position-constant-full.states"] {
            let (scene, text, renderer) = try ReviewFixtures.load(name)
            items.append(ReviewSet.Item(path: name, content: .scene(scene, text, renderer)))
        }
        items.append(ReviewSet.Item(path: "broken.states", content: .errors("broken.states:3:1: error: unknown attribute")))
        var options = ReviewOptions()
        options.scale = 0.5
        let (outcomes, gallery) = ReviewSet(items: items, options: options).run(out: out)
        #expect(outcomes.count == 3)
        let galleryPath = try #require(try gallery?.get())
        let html = try String(contentsOfFile: galleryPath, encoding: .utf8)
        for folder in ["position-priority", "position-constant-full", "broken"] {
            #expect(html.contains("href=\"../\(folder)/review/index.html\""), "\(folder)")
        }
        #expect(html.contains("unknown attribute"))
        // Each thumbnail is a file of its page.
        let thumbnails = html.components(separatedBy: "<img src=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
        #expect(!thumbnails.isEmpty)
        for t in thumbnails {
            #expect(FileManager.default.fileExists(atPath: URL(fileURLWithPath: galleryPath).deletingLastPathComponent().appendingPathComponent(String(t)).standardizedFileURL.path), "\(t)")
        }
        for (folder, peer) in [("position-priority", "position-constant-full"), ("position-constant-full", "position-priority")] {
            let comparisons = try Self.data(out.appendingPathComponent(folder))["comparisons"] as? [[String: Any]] ?? []
            #expect(comparisons.count == 1)
            #expect((comparisons.first?["href"] as? String) == "../../\(peer)/review/index.html")
            #expect((comparisons.first?["table"] as? String)?.contains("maximum deviation") == true)
        }
        // The scene with errors has a page that shows them.
        let broken = try Self.data(out.appendingPathComponent("broken"))
        #expect((broken["errors"] as? String)?.contains("unknown attribute") == true)
    }
}
