import AnimLayout
import AnimRender
import Foundation
import Testing
import TestSupport

/// The animated SVG in a real headless Chromium: with every animation paused at a frame's time,
/// the browser's picture is the PNG frame the renderer draws at scale 1 — movement (a priority
/// swap), growth with a text cross-fade and a shadow (card-expanding), colour, alpha and a
/// transform (press-and-follow), and plain views drawn as native rectangles whose size, corners
/// and colours are animated (a test scene) — within a mean of 3 levels per channel, 98% of
/// pixels within 24 levels.
@Suite(.serialized) struct AnimatedSVGBrowserTests {
    struct Case: Sendable {
        var scene: String
        var from: String
        var to: String
    }

    static let cases = [Case(scene: "position-priority.states", from: "left", to: "center"),
                        Case(scene: "card-expanding.states", from: "collapsed", to: "expanded"),
                        Case(scene: "press-and-follow.states", from: "rest", to: "liked"),
                        Case(scene: "press-and-follow.states", from: "pressed", to: "following"),
                        // Native rectangles: a bordered card that grows and changes colour, a box that fades and moves.
                        Case(scene: SceneFixtures.testScenes + "boxes.states", from: "small", to: "big"),
                        // A one-line label cross-fading to a longer text while its frame grows:
                        // both texts whole in every frame, as the PNGs draw them.
                        Case(scene: SceneFixtures.testScenes + "retitle.states", from: "short", to: "long"),
                        // A card fading with its subviews as one picture; a bordered box fading.
                        Case(scene: SceneFixtures.testScenes + "fades.states", from: "shown", to: "dim"),
                        // A tile turning through 135° (a badge's -12° was too small to show that
                        // rlottie ignored every rotation) and a card that skews.
                        Case(scene: SceneFixtures.testScenes + "spin.states", from: "idle", to: "spun"),
                        // Back on a spring: CSS linear() through the spring's progress, Lottie's
                        // Bézier pieces fitted to it.
                        Case(scene: SceneFixtures.testScenes + "spin.states", from: "spun", to: "idle"),
                        // A small canvas dense with text: each glyph of a text that stays put is on
                        // the whole pixel the PNG puts it on (before, 97.8% of pixels within 24
                        // levels in Chromium; a baseline half a pixel off, fewer still).
                        Case(scene: SceneFixtures.testScenes + "follow-text.states", from: "idle", to: "following"),
                        // A card with a strong shadow that grows and moves: the shadow an image
                        // where the PNG draws it (SVG) and an image layer under the card (Lottie).
                        Case(scene: SceneFixtures.testScenes + "shadow.states", from: "small", to: "big"),
                        // The keyboard sliding in under a composer: many overlapping outlines in
                        // one drawing, in the PNG's order (Lottie lists the topmost first).
                        Case(scene: SceneFixtures.testScenes + "keyboard.states", from: "reading", to: "typing"),
                        // Texts changing colour (one opaque, one translucent): each drawn once in a
                        // marker colour that the track's animated colour replaces.
                        Case(scene: SceneFixtures.testScenes + "recolour.states", from: "idle", to: "subscribed"),
                        // A sheet growing on a spring and rounding its corners under a soft shadow
                        // (a blurred rectangle in the SVG, images in Lottie), a clipping well inside.
                        Case(scene: SceneFixtures.testScenes + "sheet.states", from: "peek", to: "expanded")]

    /// The Lottie players' cases: the same.
    static let lottieCases = cases

    /// Runs `body` with a browser of `width`×`height` and expects the console free of errors.
    static func withDriver(width: Int, height: Int, _ body: (WebDriver) async throws -> Void) async throws {
        let errors = try await WebDriver.withBrowser(width: width, height: height, body)
        #expect(errors.isEmpty, "console: \(errors)")
    }

    /// Mean channel difference and the share of pixels within 24 levels, over `expected`'s size
    /// at `actual`'s top-left.
    static func compare(_ actual: SceneFixtures.Pixels, _ expected: SceneFixtures.Pixels) -> (mean: Double, within: Double) {
        guard actual.width >= expected.width, actual.height >= expected.height else { return (255, 0) }
        var sum = 0, close = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let a = actual.argb[y * actual.width + x], e = expected.argb[y * expected.width + x]
                var worst = 0
                for shift: UInt32 in [0, 8, 16] {
                    let d = abs(Int((a >> shift) & 0xFF) - Int((e >> shift) & 0xFF))
                    sum += d
                    worst = max(worst, d)
                }
                if worst <= 24 { close += 1 }
            }
        }
        let n = expected.width * expected.height
        return (Double(sum) / Double(3 * n), Double(close) / Double(n))
    }

    @Test func pausedAtAFrameTheBrowserShowsThePNG() async throws {
        for c in Self.cases {
            let (scene, text, _) = try SceneFixtures.load(c.scene)
            let out = try SceneFixtures.temporaryFolder("animated-svg")
            defer { try? FileManager.default.removeItem(at: out) }
            var request = RenderRequest()
            request.formats = [.png, .animatedSVG, .gif]
            request.scale = 1
            request.transitions = [TransitionPair(from: c.from, to: c.to)]
            _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
            let folder = out.appendingPathComponent(scene.id)
            let stem = "\(c.from)-to-\(c.to)"
            let svg = folder.appendingPathComponent(stem + ".svg")
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any]
            let transition = (manifest?["transitions"] as? [[String: Any]])?.first
            #expect(transition?["animatedSVG"] as? String == stem + ".svg")
            let frames = transition?["frames"] as? [[String: Any]] ?? []
            #expect(frames.count > 4)
            // Five frames across the transition, first and last included.
            let picks = (0..<5).map { k in (frames.count - 1) * k / 4 }
            try await AnimatedSVGBrowserTests.withDriver(width: Int(scene.canvas.size.width) + 200, height: Int(scene.canvas.size.height) + 200) { driver in
                try await driver.navigate(svg.absoluteString)
                // On a loaded machine the page's animations and fonts may still be on their way
                // when the load event fires: wait for them before pausing any.
                try await driver.wait(until: "return document.readyState === 'complete' && (!document.fonts || document.fonts.status === 'loaded') && document.getAnimations().length > 0;", timeout: 60)
                for i in picks {
                    let time = frames[i]["time"] as? Double ?? 0
                    try await driver.execute("document.getAnimations().forEach(a => { a.pause(); a.currentTime = arguments[0]; });", [time * 1000])
                    try await driver.wait(until: "return document.getAnimations().every(a => a.playState === 'paused');", timeout: 60)
                    // Two animation frames: the paused time is drawn before the screenshot.
                    try await driver.execute("window.__drawn = false; requestAnimationFrame(() => requestAnimationFrame(() => { window.__drawn = true; }));")
                    try await driver.wait(until: "return window.__drawn === true;", timeout: 60)
                    let shot = try SceneFixtures.decode(try await driver.screenshot())
                    let png = try SceneFixtures.decode(folder.appendingPathComponent(frames[i]["png"] as? String ?? ""))
                    let (mean, within) = Self.compare(shot, png)
                    #expect(mean <= 3 && within >= 0.98, "\(c.scene) \(stem) frame \(i) (t \(time)): mean \(mean), \(within * 100)% within 24 levels")
                }
            }
        }
    }
}
