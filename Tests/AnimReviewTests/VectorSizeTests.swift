import AnimLayout
import AnimRender
import Foundation
import Testing

/// Plain views are native rectangles in vector animations (their size, corners and colours
/// animated), not a drawing per frame: a growing, recolouring, fading scene's animated SVG and
/// Lottie file are each at most a quarter of its GIF's bytes.
@Suite struct VectorSizeTests {
    @Test func plainViewsCostAFractionOfTheGIF() throws {
        let (scene, text, _) = try ReviewFixtures.load("../Tests/AnimReviewTests/Scenes/boxes.states")
        let out = try ReviewFixtures.temporaryFolder("vector-size")
        defer { try? FileManager.default.removeItem(at: out) }
        var request = RenderRequest()
        request.formats = [.gif, .animatedSVG, .lottie]
        request.transitions = [TransitionPair(from: "small", to: "big")]
        _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
        func size(_ name: String) throws -> Double {
            let path = out.appendingPathComponent(scene.id).appendingPathComponent(name).path
            return Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0)
        }
        let gif = try size("small-to-big.gif"), svg = try size("small-to-big.svg"), lottie = try size("small-to-big.json")
        #expect(gif > 0)
        #expect(svg <= 0.25 * gif, "animated SVG \(svg) bytes, GIF \(gif)")
        #expect(lottie <= 0.25 * gif, "Lottie \(lottie) bytes, GIF \(gif)")
        // The card is one rectangle with animated geometry, not a drawing per frame.
        let document = try String(contentsOf: out.appendingPathComponent(scene.id).appendingPathComponent("small-to-big.svg"), encoding: .utf8)
        #expect(document.contains("@keyframes p1f{") && document.contains("<rect class=\"p1f\""))
    }

    /// A growing card's shadow is nine pieces of one small shadow (corners, edge profiles
    /// stretched, middle): the same few images in every frame, each stored once, and in Lottie
    /// one image layer per piece with its map keyed (an image per frame was 0.37× the GIF).
    @Test func aGrowingShadowCostsAFractionOfTheGIF() throws {
        let (scene, text, _) = try ReviewFixtures.load("../Tests/AnimReviewTests/Scenes/shadow.states")
        let out = try ReviewFixtures.temporaryFolder("vector-shadow-size")
        defer { try? FileManager.default.removeItem(at: out) }
        var request = RenderRequest()
        request.formats = [.gif, .animatedSVG, .lottie]
        request.transitions = [TransitionPair(from: "small", to: "big")]
        _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
        let folder = out.appendingPathComponent(scene.id)
        func size(_ name: String) throws -> Double {
            Double((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? NSNumber)?.intValue ?? 0)
        }
        let gif = try size("small-to-big.gif"), svg = try size("small-to-big.svg"), lottie = try size("small-to-big.json")
        #expect(gif > 0)
        #expect(svg <= 0.25 * gif, "animated SVG \(svg) bytes, GIF \(gif)")
        #expect(lottie <= 0.25 * gif, "Lottie \(lottie) bytes, GIF \(gif)")
        let document = try String(contentsOf: folder.appendingPathComponent("small-to-big.svg"), encoding: .utf8)
        #expect(document.components(separatedBy: "<image ").count - 1 <= 9, "one image per piece of the shadow")
    }
}
