import Foundation
import Testing
import AnimLayout
import AnimText
@testable import StatesFormat
@testable import AnimRender

/// Vector animations key a motion that follows its transition's Bézier curve at its two ends,
/// with the curve (CSS `cubic-bezier()`, Lottie's `o`/`i` tangents), and fall back to a
/// keyframe per frame where it does not (colours mixed in linear light, a spring, a delay).
@Suite("Vector animations: eased keyframes")
struct EasedKeyframesTests {
    static let curve = TimelineCurve(start: 0.5, duration: 0.4, bezier: .easeInOut)
    /// A hold of 0.5 s, then the transition at 30 fps (12 frames), then its end frame.
    static let times: [Double] = [0] + (0...12).map { 0.5 + Double($0) / 30 }

    @Test("a value that follows the curve is keyed at the curve's ends, with the curve")
    func followsTheCurve() throws {
        let spans = EasedSpan.spans([Self.curve], times: Self.times)
        let span = try #require(spans.first)
        #expect(span.first == 1 && span.last == 13)
        // x from 20 to 270 along the curve, after holding at 20.
        let values = [[20.0]] + (0...12).map { [20 + 250 * UnitBezier.easeInOut.value(at: Double($0) / 12)] }
        let keys = EasedKeyframes.keys(values, times: Self.times, spans: spans) { _ in 0.001 }
        #expect(keys == [EasedKey(index: 0), EasedKey(index: 1, easing: .easeInOut), EasedKey(index: 13)])
    }

    @Test("a value that leaves the curve in one frame is keyed frame by frame")
    func leavesTheCurve() {
        let spans = EasedSpan.spans([Self.curve], times: Self.times)
        var values = [[20.0]] + (0...12).map { [20 + 250 * UnitBezier.easeInOut.value(at: Double($0) / 12)] }
        values[7][0] += 0.01
        let keys = EasedKeyframes.keys(values, times: Self.times, spans: spans) { _ in 0.001 }
        #expect(keys.allSatisfy { $0.easing == nil })
        #expect(keys.count > 3)
        // Linear between frames is what it was: a still value stays two keys.
        let still = EasedKeyframes.keys(Array(repeating: [5.0], count: 14), times: Self.times, spans: spans) { _ in 0.001 }
        #expect(still == [EasedKey(index: 0), EasedKey(index: 13)])
    }

    @Test("a curve that does not start and end on frames gives no span")
    func curveBetweenFrames() {
        let offGrid = TimelineCurve(start: 0.51, duration: 0.4, bezier: .easeInOut)
        #expect(EasedSpan.spans([offGrid], times: Self.times).isEmpty)
        #expect(EasedSpan.spans([TimelineCurve(start: 0.5, duration: 0.4, bezier: .linear)], times: Self.times).isEmpty)
    }

    @Test("a box sliding on ease-in-out is two keyframes with the curve in the SVG and the Lottie file")
    func endToEnd() throws {
        let text = "canvas 390x844\nview box { color #FF0000 }\nbox.width == 100\nbox.height == 100\nbox.top == root.top + 100\n"
            + "l: box.leading == root.leading + 20\nstate a\nstate b { constant l 270 }\ntransition a -> b { duration 0.4; curve ease-in-out }\n"
        let result = StatesCompiler.compile(source: text, file: "/tmp/slide.states")
        let scene = try #require(result.scene)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("eased-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        var request = RenderRequest()
        request.formats = [.animatedSVG, .lottie]
        request.transitions = [TransitionPair(from: "a", to: "b")]
        _ = try SceneRenderJob(scene: scene, measurer: try TextSystem.shared(fontFiles: []), request: request).run(out: out)
        let folder = out.appendingPathComponent(scene.id)
        let svg = try String(contentsOf: folder.appendingPathComponent("a-to-b.svg"), encoding: .utf8)
        #expect(svg.contains("{transform:translate(-236px,-156px);animation-timing-function:cubic-bezier(0.42,0,0.58,1)}"), "\(svg)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("a-to-b.json"))) as? [String: Any])
        let layers = json["layers"] as? [[String: Any]] ?? []
        let box = try #require(layers.first { $0["nm"] as? String == "box" })
        let position = (box["ks"] as? [String: Any])?["p"] as? [String: Any]
        let keys = position?["k"] as? [[String: Any]] ?? []
        #expect(keys.count == 2)
        #expect((keys.first?["o"] as? [String: Any])?["x"] as? [Double] == [0.42])
        #expect((keys.first?["i"] as? [String: Any])?["x"] as? [Double] == [0.58])
    }
}
