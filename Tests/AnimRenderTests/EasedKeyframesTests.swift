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
        let keys = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001), times: Self.times, spans: spans)
        #expect(keys == [EasedKey(index: 0), EasedKey(index: 1, easing: .easeInOut), EasedKey(index: 13)])
    }

    /// What a player shows at frame `k` from `keys`: the value eased (or linear) between the
    /// keyframes around it.
    static func played(_ keys: [EasedKey], _ values: [[Double]], at k: Int) -> Double {
        guard let n = keys.lastIndex(where: { $0.index <= k }) else { return .nan }
        let a = keys[n]
        guard n + 1 < keys.count else { return values[a.index][0] }
        let b = keys[n + 1]
        let x = (times[k] - times[a.index]) / (times[b.index] - times[a.index])
        let p = a.easing.map { $0.value(at: x) } ?? x
        return values[a.index][0] + (values[b.index][0] - values[a.index][0]) * p
    }

    @Test("a value that leaves the curve in one frame is keyed around it, each piece on its part of the curve")
    func leavesTheCurve() {
        let spans = EasedSpan.spans([Self.curve], times: Self.times)
        var values = [[20.0]] + (0...12).map { [20 + 250 * UnitBezier.easeInOut.value(at: Double($0) / 12)] }
        values[7][0] += 0.01
        let keys = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001), times: Self.times, spans: spans)
        #expect(keys.contains { $0.index == 7 })
        #expect(keys.count < 8, "\(keys)")
        for k in values.indices {
            #expect(abs(Self.played(keys, values, at: k) - values[k][0]) <= 0.001, "frame \(k)")
        }
        // Linear between frames is what it was: a still value stays two keys.
        let still = EasedKeyframes.keys(Channel.uniform(Array(repeating: [5.0], count: 14), tolerance: 0.001), times: Self.times, spans: spans)
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
        try VectorFixtures.withFiles(text, name: "eased", transitions: [TransitionPair(from: "a", to: "b")]) { folder in
            let svg = try String(contentsOf: folder.appendingPathComponent("a-to-b.svg"), encoding: .utf8)
            #expect(svg.contains("{transform:translate(-236px,-156px);animation-timing-function:cubic-bezier(0.42,0,0.58,1)}"), "\(svg)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("a-to-b.json"))) as? [String: Any])
            let layers = json["layers"] as? [[String: Any]] ?? []
            let box = try #require(layers.first { $0["nm"] as? String == "box" })
            let position = (box["ks"] as? [String: Any])?["p"] as? [String: Any]
            let keys = position?["k"] as? [[String: Any]] ?? []
            #expect(keys.count == 2)
            #expect((keys.first?["o"] as? [String: Any])?["x"] as? Double == 0.42)
            #expect((keys.first?["i"] as? [String: Any])?["x"] as? Double == 0.58)
        }
    }

    @Test("a part of a curve, scaled to a curve of its own, is that part")
    func segmentIsThePart() throws {
        for curve in [UnitBezier.easeInOut, .easeIn, .easeOut, UnitBezier(x1: 0.3, y1: 1.4, x2: 0.6, y2: 0.9)] {
            for (a, b) in [(0.0, 0.5), (0.25, 0.75), (0.1, 1.0), (0.6, 0.7)] {
                let piece = try #require(curve.segment(from: a, to: b))
                let pa = curve.value(at: a), pb = curve.value(at: b)
                for s in stride(from: 0.0, through: 1.0, by: 0.05) {
                    let whole = (curve.value(at: a + s * (b - a)) - pa) / (pb - pa)
                    #expect(abs(piece.value(at: s) - whole) < 1e-6, "\(curve) \(a)…\(b) at \(s)")
                }
            }
        }
    }
}
