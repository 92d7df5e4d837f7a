import AnimLayout
import AnimRender
import Foundation
import Testing
import TestSupport

/// The Lottie files played by lottie-web (Airbnb's player, its SVG renderer, vendored under
/// Tests/TestSupport/Vendor/lottie-web) in a real headless Chromium, as a web page shows them:
/// at each of five frames across the same transitions the animated SVG is checked on, the
/// page's picture is the PNG frame at scale 1 within a mean of 3 levels per channel, 98% of
/// pixels within 24.
@Suite(.serialized) struct LottieWebBrowserTests {
    static let player = SceneFixtures.vendor.appendingPathComponent("lottie-web/lottie_light.min.js")

    @Test func lottieWebPlaysTheFramesThePNGsShow() async throws {
        for c in AnimatedSVGBrowserTests.lottieCases {
            let render = try VectorCaseRender(c, formats: [.lottie], folderName: "lottie-web")
            defer { render.removeOutput() }
            let (scene, folder, stem, frames) = (render.scene, render.folder, render.stem, render.frames)
            #expect(frames.count > 4)
            let json = try String(contentsOf: folder.appendingPathComponent(stem + ".json"), encoding: .utf8)
            let w = Int(scene.canvas.size.width), h = Int(scene.canvas.size.height)
            let page = folder.appendingPathComponent("lottie.html")
            try """
            <!DOCTYPE html><html><body style="margin:0;background:#fff">
            <div id="player" style="width:\(w)px;height:\(h)px"></div>
            <script src="\(Self.player.absoluteString)"></script>
            <script>
            window.anim = lottie.loadAnimation({container: document.getElementById('player'), renderer: 'svg',
                loop: false, autoplay: false, animationData: \(json)});
            </script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
            try await AnimatedSVGBrowserTests.withDriver(width: w + 200, height: h + 200) { driver in
                try await driver.navigate(page.absoluteString)
                try await driver.wait(until: "return window.anim !== undefined && window.anim.isLoaded;")
                for i in render.picks {
                    let time = frames[i]["time"] as? Double ?? 0
                    _ = try await driver.execute("window.anim.goToAndStop(arguments[0], true);", [time * 30])
                    let shot = try SceneFixtures.decode(try await driver.screenshot())
                    let png = try SceneFixtures.decode(folder.appendingPathComponent(frames[i]["png"] as? String ?? ""))
                    let (mean, within) = AnimatedSVGBrowserTests.compare(shot, png)
                    #expect(mean <= 3 && within >= 0.98, "\(c.scene) \(stem) frame \(i) (t \(time)): mean \(mean), \(within * 100)% within 24 levels")
                }
            }
        }
    }
}
