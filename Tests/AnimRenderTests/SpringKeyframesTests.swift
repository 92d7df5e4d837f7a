import Foundation
import Testing
import AnimLayout
import AnimText
@testable import StatesFormat
@testable import AnimRender

/// A motion on a spring is keyed at its ends in the animated SVG, the spring carried as CSS
/// `linear()` through its progress at every frame, and in pieces of Bézier curves fitted to the
/// spring in Lottie; a view turning about a point is keyed on its turn, not its matrix.
@Suite("Vector animations: springs and turns")
struct SpringKeyframesTests {
    /// SwiftUI's spring(response: 0.4, dampingFraction: 0.6): it overshoots by about 10%.
    static let spring = Spring(dampingFraction: 0.6, response: 0.4)
    static let curve = TimelineCurve(start: 0.2, duration: 0.7, function: .spring(spring))
    /// A hold of 0.2 s, then the transition at 30 fps (21 frames), then its end frame.
    static let times: [Double] = [0] + (0...21).map { 0.2 + Double($0) / 30 }

    /// The spring's progress at `t`, straight from the closed form (cut at the duration).
    static func progress(_ t: Double) -> Double {
        t <= 0.2 ? 0 : t >= 0.9 - 1e-9 ? 1 : spring.position(at: t - 0.2)
    }

    /// What a player shows at frame `k` from `keys`: linear() joins the points with lines, a
    /// Bézier eases, nothing is linear.
    static func played(_ keys: [EasedKey], _ values: [[Double]], at k: Int, component c: Int = 0) -> Double {
        guard let n = keys.lastIndex(where: { $0.index <= k }) else { return .nan }
        let a = keys[n]
        guard n + 1 < keys.count else { return values[a.index][c] }
        let b = keys[n + 1]
        let x = (times[k] - times[a.index]) / (times[b.index] - times[a.index])
        var p = x
        if let easing = a.easing { p = easing.value(at: x) }
        if let sampled = a.sampled, let j = sampled.elapsed.lastIndex(where: { $0 <= x + 1e-12 }) {
            let j1 = min(j + 1, sampled.elapsed.count - 1)
            let f = j1 == j ? 0 : (x - sampled.elapsed[j]) / (sampled.elapsed[j1] - sampled.elapsed[j])
            p = sampled.progress[j] + (sampled.progress[j1] - sampled.progress[j]) * f
        }
        return values[a.index][c] + (values[b.index][c] - values[a.index][c]) * p
    }

    @Test("a spring's span covers the transition and its progress overshoots")
    func springSpan() throws {
        let span = try #require(EasedSpan.spans([Self.curve], times: Self.times).first)
        #expect(span.first == 1 && span.last == 22 && span.bezier == nil)
        #expect(span.progress.max() ?? 0 > 1.05)
        for k in span.first...span.last { #expect(abs(span.progress[k - 1] - Self.progress(Self.times[k])) < 1e-12) }
    }

    @Test("in the SVG a value on a spring is two keys, the first carrying the spring, exact at every frame")
    func sampledSpring() throws {
        let spans = EasedSpan.spans([Self.curve], times: Self.times)
        let values = Self.times.map { [20 + 250 * Self.progress($0), 7] }
        let keys = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001), times: Self.times, spans: spans, sampled: true)
        #expect(keys.map(\.index) == [0, 1, 22])
        let curve = try #require(keys[1].sampled)
        #expect(curve.progress.count == 22 && curve.progress.first == 0 && curve.progress.last == 1)
        for k in values.indices { #expect(abs(Self.played(keys, values, at: k) - values[k][0]) < 1e-9, "frame \(k)") }
        // CSS linear(): the frames are evenly spaced, so no point needs its position.
        let css = AnimatedSVGDocument.linearEasing(curve)
        #expect(css.hasPrefix("linear(0,") && css.hasSuffix(",1)") && !css.contains("%"), "\(css)")
        #expect(css.components(separatedBy: ",").count == 22)
    }

    @Test("a look held within its ends on a spring follows the spring's progress held within 0…1")
    func clampedSpring() throws {
        let spans = EasedSpan.spans([Self.curve], times: Self.times)
        let values = Self.times.map { [1 - 0.4 * min(1, max(0, Self.progress($0)))] }
        let keys = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001), times: Self.times, spans: spans, sampled: true)
        #expect(keys.count == 3)
        #expect(keys[1].sampled?.progress.max() == 1)
        for k in values.indices { #expect(abs(Self.played(keys, values, at: k) - values[k][0]) < 1e-9, "frame \(k)") }
    }

    @Test("a look held at its end while a Bézier curve overshoots: linear() through the held progress, and no curve on a still piece")
    func overshootingBezier() throws {
        let back = UnitBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
        let curve = TimelineCurve(start: 0.2, duration: 0.7, bezier: back)
        let spans = EasedSpan.spans([curve], times: Self.times)
        #expect(spans.first?.exact == true)
        let values = Self.times.map { [10 + 80 * min(1, max(0, curve.progress(at: $0)))] }
        let svg = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001), times: Self.times, spans: spans, sampled: true)
        #expect(svg.count == 3 && svg[1].sampled?.progress.max() == 1, "\(svg)")
        for k in values.indices { #expect(abs(Self.played(svg, values, at: k) - values[k][0]) < 1e-9, "frame \(k)") }
        // Lottie: pieces on the curve's parts, the held stretch without a curve.
        let lottie = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001), times: Self.times, spans: spans)
        for key in lottie.dropLast() {
            let next = try #require(lottie.first { $0.index > key.index })
            if values[key.index] == values[next.index] { #expect(key.easing == nil, "\(key)") }
            if let e = key.easing { #expect([e.y1, e.y2].allSatisfy { abs($0) < 50 }, "\(e)") }
        }
        for k in values.indices { #expect(abs(Self.played(lottie, values, at: k) - values[k][0]) < 0.001 + 1e-9, "frame \(k)") }
    }

    @Test("in Lottie a value on a spring is Bézier pieces, each frame within the allowance")
    func fittedSpring() throws {
        let spans = EasedSpan.spans([Self.curve], times: Self.times).map { $0.fitting(times: Self.times) }
        let values = Self.times.map { [20 + 250 * Self.progress($0)] }
        let keys = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001, fitted: 0.05), times: Self.times, spans: spans)
        #expect(keys.count < 14, "\(keys.map(\.index))")
        #expect(keys.contains { $0.easing != nil })
        for k in values.indices {
            #expect(abs(Self.played(keys, values, at: k) - values[k][0]) <= 0.05 + 1e-9, "frame \(k)")
        }
        // With no allowance, a keyframe on every frame of the spring, exact.
        let exact = EasedKeyframes.keys(Channel.uniform(values, tolerance: 0.001), times: Self.times, spans: spans)
        #expect(exact.count >= 20)
    }

    @Test("a fitted piece's error is the largest gap from the spring at the frames and between them")
    func fitError() throws {
        let piece = try #require(EasingFit.fit(Self.curve, times: Self.times, from: 3, to: 9))
        let t0 = Self.times[3], t1 = Self.times[9]
        let p0 = Self.progress(t0), p1 = Self.progress(t1)
        var worst = 0.0
        for n in 1..<12 {
            let t = t0 + (t1 - t0) * Double(n) / 12
            worst = max(worst, abs(p0 + (p1 - p0) * piece.bezier.value(at: (t - t0) / (t1 - t0)) - Self.progress(t)))
        }
        // Measured on 11 points here, on the frames and midpoints there: the same size.
        #expect(worst <= piece.error * 1.5 + 1e-6 && piece.error < 0.02, "\(worst) vs \(piece.error)")
    }

    @Test("a view turning and growing about its centre is anchored there: its position holds, its angle and scale move")
    func turnAnchor() throws {
        // Turning by θ(p) = 135°·p and scaling by 1 + 0.4p about (140, 90), drawn on a sheet.
        let centre = (x: 140.0, y: 90.0)
        let maps = (0...10).map { k -> Affine in
            let p = Double(k) / 10, theta = 135 * p * Double.pi / 180, s = 1 + 0.4 * p
            let a = s * cos(theta), b = s * sin(theta)
            // M·x = R·S·(x − c) + c + (30, -12)
            return Affine(a: a, b: b, c: -b, d: a, e: centre.x + 30 - (a * centre.x - b * centre.y), f: centre.y - 12 - (b * centre.x + a * centre.y))
        }
        let anchor = TurnAnchor.anchor(maps, fallback: (0, 0))
        #expect(abs(anchor.x - centre.x) < 1e-6 && abs(anchor.y - centre.y) < 1e-6, "\(anchor)")
        let turned = TurnAnchor.placements(maps, anchor: anchor)
        for (k, t) in turned.enumerated() {
            #expect(abs(t.x - 170) < 1e-6 && abs(t.y - 78) < 1e-6)
            #expect(abs(t.degrees - 13.5 * Double(k)) < 1e-6)
            #expect(abs(t.sx - (1 + 0.04 * Double(k))) < 1e-9 && abs(t.sy - t.sx) < 1e-9)
        }
        // Past 180° the angle keeps going instead of jumping back.
        let spin = (0...8).map { k -> Affine in
            let theta = Double(k) * 45 * Double.pi / 180
            return Affine(a: cos(theta), b: sin(theta), c: -sin(theta), d: cos(theta), e: 0, f: 0)
        }
        #expect(TurnAnchor.placements(spin, anchor: (0, 0)).map { ($0.degrees).rounded() } == [0, 45, 90, 135, 180, 225, 270, 315, 360])
    }

    @Test("a box sliding on a spring and a tile turning on ease-in-out are two keyframes each, in the SVG and the Lottie file")
    func endToEnd() throws {
        let text = """
            canvas 390x400
            view box { color #FF0000 }
            box.width == 100; box.height == 100; box.top == root.top + 40
            l: box.leading == root.leading + 20
            view tile { color #0000FF }
            tile.width == 80; tile.height == 80; tile.top == root.top + 220; tile.leading == root.leading + 100
            state a
            state b { constant l 270 }
            state c { constant l 270; transform tile rotate(120) scale(1.5) }
            transition a -> b { duration 0.6; curve spring(damping: 0.6, response: 0.4) }
            transition b -> c { duration 0.4; curve ease-in-out }

            """
        try VectorFixtures.withFiles(text, name: "spring-turn", transitions: [TransitionPair(from: "a", to: "b"), TransitionPair(from: "b", to: "c")]) { folder in
            let slide = try String(contentsOf: folder.appendingPathComponent("a-to-b.svg"), encoding: .utf8)
            // Two keyframes (and 100%), the first with the spring as linear().
            let boxRule = try #require(slide.components(separatedBy: "\n").first { $0.hasPrefix("@keyframes p1{") })
            #expect(boxRule.contains("animation-timing-function:linear(0,"), "\(boxRule)")
            #expect(boxRule.components(separatedBy: "transform:").count - 1 == 3, "\(boxRule)")
            let turn = try String(contentsOf: folder.appendingPathComponent("b-to-c.svg"), encoding: .utf8)
            let tileRule = try #require(turn.components(separatedBy: "\n").first { $0.hasPrefix("@keyframes p2{") })
            // Turned about the tile's centre (the canvas's (140, 260)), which stays put.
            #expect(tileRule.contains("transform:translate(140px,260px) rotate(0deg) scale(1,1)"), "\(tileRule)")
            #expect(tileRule.contains("rotate(120deg) scale(1.5,1.5)"), "\(tileRule)")
            #expect(tileRule.components(separatedBy: "transform:").count - 1 == 3, "\(tileRule)")
            // Lottie: the tile's layer anchored at its centre, its position still, two keys of angle.
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("b-to-c.json"))) as? [String: Any])
            let tile = try #require((json["layers"] as? [[String: Any]] ?? []).first { $0["nm"] as? String == "tile" })
            let ks = try #require(tile["ks"] as? [String: Any])
            #expect(ks["a"] != nil)
            #expect((ks["p"] as? [String: Any])?["a"] == nil, "\(ks)")
            #expect(((ks["r"] as? [String: Any])?["k"] as? [[String: Any]])?.count == 2, "\(ks)")
        }
    }

    @Test("a box fading in while it overshoots on a spring: its opacity on a group of its own, two keyframes each")
    func fadeApart() throws {
        let text = """
            canvas 390x300
            view box { color #1C1C1E; corner 14 }
            box.width == 220; box.height == 48; box.leading == root.leading + 80
            top: box.top == root.top + 40
            state hidden { alpha box 0; constant top -20 }
            state shown
            transition hidden -> shown { curve spring(damping: 0.6, response: 0.4) }

            """
        try VectorFixtures.withFiles(text, name: "fade-apart", transitions: [TransitionPair(from: "hidden", to: "shown")]) { folder in
            let svg = try String(contentsOf: folder.appendingPathComponent("hidden-to-shown.svg"), encoding: .utf8)
            let lines = svg.components(separatedBy: "\n")
            let motion = try #require(lines.first { $0.hasPrefix("@keyframes p1{") })
            let fade = try #require(lines.first { $0.hasPrefix("@keyframes p1o{") })
            // The position follows the spring past its end, the opacity the spring held within
            // 0…1: together a keyframe per frame, apart two each (and 100%).
            #expect(!motion.contains("opacity") && motion.components(separatedBy: "transform:").count - 1 <= 3, "\(motion)")
            #expect(fade.components(separatedBy: "opacity:").count - 1 <= 3 && fade.contains("linear("), "\(fade)")
            #expect(svg.contains("<g class=\"p1o\"><g class=\"p1\""))
        }
    }
}
