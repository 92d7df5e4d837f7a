import AnimLayout
import AnimRender
import AnimReview
import Foundation
import Testing
import TestSupport

/// The review page in a real headless Chromium (WebDriver): the frames it shows are the PNGs
/// `render` writes, taps fire the scene's events, the scrubber shows the frame for `t`, and
/// the console stays free of errors.
@Suite(.serialized) struct BrowserTests {
    /// card-expanding reviewed and rendered (PNG) into one folder, at 1 pixel per point.
    struct Output {
        var out: URL
        var page: URL { out.appendingPathComponent("card-expanding/review/index.html") }
        var render: URL { out.appendingPathComponent("rendered/card-expanding") }
    }

    static let output: Result<Output, ReviewFixtures.Failure> = {
        do {
            let (scene, text, _) = try ReviewFixtures.load("card-expanding.states")
            let out = try ReviewFixtures.temporaryFolder("browser")
            var options = ReviewOptions()
            options.scale = 1
            _ = try ReviewJob(scene: scene, measurer: text, options: options).run(out: out)
            var request = RenderRequest()
            request.formats = [.png]
            request.scale = 1
            _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out.appendingPathComponent("rendered"))
            return .success(Output(out: out))
        } catch {
            return .failure(ReviewFixtures.Failure(description: "\(error)"))
        }
    }()

    /// Shows `fragment` and waits until the page says the frame is drawn.
    static func show(_ driver: WebDriver, _ output: Output, _ fragment: String) async throws {
        try await driver.execute("if (document.body) document.body.dataset.ready = '0';")
        try await driver.navigate(output.page.absoluteString + "#" + fragment)
        try await driver.wait(until: "return document.body.dataset.ready === '1';")
    }

    /// Runs `body` with a browser of `width`×`height`, checks the console stayed free of
    /// errors, and always ends the browser.
    static func withDriver(width: Int, height: Int, _ body: (WebDriver) async throws -> Void) async throws {
        let errors = try await WebDriver.withBrowser(width: width, height: height, body)
        #expect(errors.isEmpty, "console: \(errors)")
    }

    @Test func everyStateAndAMidTransitionFrameMatchRender() async throws {
        let output = try Self.output.get()
        // Larger than the frame: the window's own bars take some of its height.
        try await Self.withDriver(width: 600, height: 1100) { driver in
            let cases = [("state=collapsed", "collapsed.png"), ("state=expanded", "expanded.png"),
                         ("transition=collapsed->expanded&t=0.15", "collapsed-to-expanded/frame-0004.png"),
                         ("transition=expanded->collapsed&t=0.2", "expanded-to-collapsed/frame-0006.png")]
            for (fragment, file) in cases {
                try await Self.show(driver, output, fragment + "&chrome=none")
                let shot = try ReviewFixtures.decode(try await driver.screenshot())
                let expected = try ReviewFixtures.decode(output.render.appendingPathComponent(file))
                let share = ReviewFixtures.differingShare(shot, expected)
                #expect(share <= 0.01, "\(fragment): \(share * 100)% of the pixels differ from render's \(file)")
            }
        }
    }

    @Test func aTapFiresTheEventAndTheStateChangesAfterTheTransition() async throws {
        let output = try Self.output.get()
        try await Self.withDriver(width: 1200, height: 1000) { driver in
            try await Self.show(driver, output, "state=collapsed")
            #expect(try await driver.execute("return document.body.dataset.state;") as? String == "collapsed")
            try await driver.click(".tap[data-element='card']")
            // The transition plays first (the page shows its frames), then the state changes.
            try await driver.wait(until: "return document.body.dataset.state === 'expanded';", timeout: 20)
            #expect(try await driver.execute("return location.hash;") as? String == "#state=expanded")
            // And back.
            try await driver.click(".tap[data-element='card']")
            try await driver.wait(until: "return document.body.dataset.state === 'collapsed';", timeout: 20)
            // A tap where no view has an event changes nothing.
            try await driver.click("#frame")
            try await Task.sleep(nanoseconds: 300_000_000)
            #expect(try await driver.execute("return document.body.dataset.state;") as? String == "collapsed")
        }
    }

    @Test func scrubbingShowsTheFrameForT() async throws {
        let output = try Self.output.get()
        try await Self.withDriver(width: 1200, height: 1000) { driver in
            try await Self.show(driver, output, "transition=collapsed->expanded&t=0")
            // The frames the page plays, from its data: [time, image, state].
            let frames = try await driver.execute("""
                const v = window.ANIMLAYOUT_REVIEW.variants[0];
                return v.clips['transition:collapsed->expanded'].frames.map(f => [f[0], f[1]]);
                """) as? [[Any]] ?? []
            #expect(frames.count > 5)
            for t in [0.1, 0.2, 0.3] {
                try await driver.execute("""
                    const s = document.getElementById('time'); s.value = arguments[0];
                    s.dispatchEvent(new Event('input', {bubbles: true}));
                    """, [t])
                let expected = frames.last { (($0.first as? Double) ?? 0) <= t + 1e-6 }?[1] as? String
                let shown = try await driver.execute("return document.getElementById('frame').getAttribute('src');") as? String
                #expect(shown == expected, "t = \(t)")
                // The browser percent-encodes '>' in the fragment.
                let hash = try await driver.execute("return decodeURIComponent(location.hash);") as? String
                #expect(hash == "#transition=collapsed->expanded&t=\(t)")
            }
            // Stepping moves one frame.
            try await driver.click("#forward")
            let stepped = try await driver.execute("return document.getElementById('frame').getAttribute('src');") as? String
            let after = frames.firstIndex { (($0.first as? Double) ?? 0) > 0.3 + 1e-6 }.map { frames[$0][1] as? String }
            #expect(stepped == after ?? nil)
        }
    }
}
