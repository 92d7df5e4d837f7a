import AnimLayout
import AnimRender
import Foundation
import Testing
import TestSupport

/// Plain views are native rectangles in vector animations (their size, corners and colours
/// animated), not a drawing per frame, a view's shadow is a blurred rectangle (SVG) or the
/// same nine images in every frame (Lottie), and a text changing colour is one drawing: such scenes' animated SVG and Lottie file are each at most a quarter of the
/// GIF's bytes.
@Suite struct VectorSizeTests {
    /// Renders `scene`'s transition as GIF, animated SVG and Lottie at the default settings:
    /// the three files' sizes and the SVG's text.
    static func render(_ file: String, from: String, to: String) throws -> (gif: Double, svg: Double, lottie: Double, document: String) {
        let (scene, text, _) = try SceneFixtures.load(file)
        let out = try SceneFixtures.temporaryFolder("vector-size")
        defer { try? FileManager.default.removeItem(at: out) }
        var request = RenderRequest()
        request.formats = [.gif, .animatedSVG, .lottie]
        request.transitions = [TransitionPair(from: from, to: to)]
        _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
        let folder = out.appendingPathComponent(scene.id)
        func size(_ ext: String) throws -> Double {
            let path = folder.appendingPathComponent("\(from)-to-\(to).\(ext)").path
            return Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0)
        }
        let document = try String(contentsOf: folder.appendingPathComponent("\(from)-to-\(to).svg"), encoding: .utf8)
        return (try size("gif"), try size("svg"), try size("json"), document)
    }

    @Test func plainViewsCostAFractionOfTheGIF() throws {
        let sizes = try Self.render(SceneFixtures.testScenes + "boxes.states", from: "small", to: "big")
        #expect(sizes.gif > 0)
        #expect(sizes.svg <= 0.25 * sizes.gif, "animated SVG \(sizes.svg) bytes, GIF \(sizes.gif)")
        #expect(sizes.lottie <= 0.25 * sizes.gif, "Lottie \(sizes.lottie) bytes, GIF \(sizes.gif)")
        // The card is one rectangle with animated geometry, not a drawing per frame.
        #expect(sizes.document.contains("@keyframes p1f{") && sizes.document.contains("<rect class=\"p1f\""))
    }

    /// A growing card's shadow: in Lottie nine pieces of one small shadow (corners, edge profiles
    /// stretched, middle), the same few images in every frame, each stored once, one image layer
    /// per piece with its map keyed (an image per frame was 0.37× the GIF); in the SVG a blurred
    /// rectangle whose size is keyed.
    @Test func aGrowingShadowCostsAFractionOfTheGIF() throws {
        let sizes = try Self.render(SceneFixtures.testScenes + "shadow.states", from: "small", to: "big")
        #expect(sizes.gif > 0)
        #expect(sizes.svg <= 0.25 * sizes.gif, "animated SVG \(sizes.svg) bytes, GIF \(sizes.gif)")
        #expect(sizes.lottie <= 0.25 * sizes.gif, "Lottie \(sizes.lottie) bytes, GIF \(sizes.gif)")
        // In the SVG the shadow is a blurred rectangle, no image.
        #expect(sizes.document.contains("<feGaussianBlur") && !sizes.document.contains("<image "))
    }

    /// A sheet whose corners round further as it grows: its shadow is one blurred rectangle
    /// whose size and corners are keyed (an image per frame was 0.39× of the GIF). Lottie
    /// players cannot blur: there it is nested rectangles stepping through the blur, keyed the
    /// same way (images, one set per corner radius, were 0.33×).
    @Test func aShadowWhoseCornersChangeCostsAFractionOfTheGIF() throws {
        let sizes = try Self.render(SceneFixtures.testScenes + "sheet.states", from: "peek", to: "expanded")
        #expect(sizes.gif > 0)
        #expect(sizes.svg <= 0.25 * sizes.gif, "animated SVG \(sizes.svg) bytes, GIF \(sizes.gif)")
        #expect(sizes.lottie <= 0.25 * sizes.gif, "Lottie \(sizes.lottie) bytes, GIF \(sizes.gif)")
        #expect(sizes.document.contains("<feGaussianBlur") && !sizes.document.contains("<image "))
    }

    /// A text whose colour changes is one drawing whose colour is animated (`currentColor` and
    /// a CSS `color` keyframe; an animated fill in Lottie): a drawing per frame was 0.45× the
    /// GIF as SVG and 1.5× as Lottie for a button restyled like this one.
    @Test func aTextChangingColourCostsAFractionOfTheGIF() throws {
        let sizes = try Self.render(SceneFixtures.testScenes + "recolour.states", from: "idle", to: "subscribed")
        #expect(sizes.gif > 0)
        #expect(sizes.svg <= 0.25 * sizes.gif, "animated SVG \(sizes.svg) bytes, GIF \(sizes.gif)")
        #expect(sizes.lottie <= 0.25 * sizes.gif, "Lottie \(sizes.lottie) bytes, GIF \(sizes.gif)")
        // Two tinted texts (the title, the caption), each with a colour keyframed.
        #expect(sizes.document.contains("fill:currentColor"))
        #expect(sizes.document.components(separatedBy: "color:rgb(").count - 1 >= 4)
    }
}
