import AnimLayout
import AnimRender
import Foundation
import TestSupport

/// One of the vector tests' transitions (``AnimatedSVGBrowserTests/cases``) rendered at scale 1
/// into a temporary folder: its PNG frames and the vector formats asked for, with the manifest's
/// entry for it.
struct VectorCaseRender {
    var scene: Scene
    var out: URL
    var folder: URL
    var stem: String
    /// The transition's manifest entry, and its frames (`time`, `png`).
    var transition: [String: Any]
    var frames: [[String: Any]]

    init(_ c: AnimatedSVGBrowserTests.Case, formats: Set<RenderFormat>, folderName: String) throws {
        let (scene, text, _) = try SceneFixtures.load(c.scene)
        self.scene = scene
        out = try SceneFixtures.temporaryFolder(folderName)
        var request = RenderRequest()
        request.formats = formats.union([.png])
        request.scale = 1
        request.transitions = [TransitionPair(from: c.from, to: c.to)]
        _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
        folder = out.appendingPathComponent(scene.id)
        stem = "\(c.from)-to-\(c.to)"
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any]
        transition = (manifest?["transitions"] as? [[String: Any]])?.first ?? [:]
        frames = transition["frames"] as? [[String: Any]] ?? []
    }

    /// Five frames across the transition, first and last included.
    var picks: [Int] { (0..<5).map { k in (frames.count - 1) * k / 4 } }

    func removeOutput() { try? FileManager.default.removeItem(at: out) }
}
