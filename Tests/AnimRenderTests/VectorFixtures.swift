import Foundation
import Testing
import AnimLayout
import AnimText
@testable import StatesFormat
@testable import AnimRender

/// Scenes written inline, rendered as animated SVG and Lottie for tests that read the files.
enum VectorFixtures {
    /// Renders `transitions` of the scene `text` as animated SVG and Lottie into a temporary
    /// folder and hands `body` the scene's folder, removed afterwards.
    static func withFiles<T>(_ text: String, name: String, transitions: [TransitionPair], _ body: (URL) throws -> T) throws -> T {
        let result = StatesCompiler.compile(source: text, file: "/tmp/\(name).states")
        let scene = try #require(result.scene)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var request = RenderRequest()
        request.formats = [.animatedSVG, .lottie]
        request.transitions = transitions
        _ = try SceneRenderJob(scene: scene, measurer: try TextSystem.shared(fontFiles: []), request: request).run(out: out)
        return try body(out.appendingPathComponent(scene.id))
    }
}
