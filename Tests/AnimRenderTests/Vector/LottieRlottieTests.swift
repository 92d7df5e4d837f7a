import AnimLayout
import AnimRender
import Foundation
import Testing
import TestSupport

/// The Lottie files played by rlottie (Samsung's Lottie player, Debian's librlottie0-1, loaded
/// here with dlopen): each of five frames across a transition is the PNG frame the renderer
/// draws at scale 1 — movement, growth with a text cross-fade, colour, alpha, a scale and a
/// rotation — within a mean of 3 levels per channel, 98% of pixels within 24 levels. Shadows
/// have no outline in Lottie and are left out; they are faint enough to stay within that.
@Suite(.serialized) struct LottieRlottieTests {
    /// rlottie's C API, looked up in the shared library.
    struct Player {
        typealias FromData = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) -> OpaquePointer?
        typealias Destroy = @convention(c) (OpaquePointer) -> Void
        typealias Size = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>) -> Void
        typealias TotalFrames = @convention(c) (OpaquePointer) -> Int
        typealias FrameRate = @convention(c) (OpaquePointer) -> Double
        typealias Render = @convention(c) (OpaquePointer, Int, UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void
        let fromData: FromData, destroy: Destroy, size: Size, totalFrames: TotalFrames, frameRate: FrameRate, render: Render

        static func load() throws -> Player {
            guard let lib = dlopen("librlottie.so.0-1", RTLD_NOW) ?? dlopen("librlottie.so", RTLD_NOW) else {
                throw SceneFixtures.Failure(description: "rlottie is needed for the Lottie tests: run scripts/setup.sh --tests (apt-get install librlottie0-1)")
            }
            func symbol<T>(_ name: String, _: T.Type) throws -> T {
                guard let p = dlsym(lib, name) else { throw SceneFixtures.Failure(description: "rlottie has no \(name)") }
                return unsafeBitCast(p, to: T.self)
            }
            return Player(fromData: try symbol("lottie_animation_from_data", FromData.self), destroy: try symbol("lottie_animation_destroy", Destroy.self),
                          size: try symbol("lottie_animation_get_size", Size.self), totalFrames: try symbol("lottie_animation_get_totalframe", TotalFrames.self),
                          frameRate: try symbol("lottie_animation_get_framerate", FrameRate.self), render: try symbol("lottie_animation_render", Render.self))
        }
    }

    @Test func rlottiePlaysTheFramesThePNGsShow() throws {
        let player = try Player.load()
        for c in AnimatedSVGBrowserTests.lottieCases {
            let render = try VectorCaseRender(c, formats: [.lottie], folderName: "lottie")
            defer { render.removeOutput() }
            let (scene, folder, stem, frames) = (render.scene, render.folder, render.stem, render.frames)
            #expect(render.transition["lottie"] as? String == stem + ".json")
            let json = try String(contentsOf: folder.appendingPathComponent(stem + ".json"), encoding: .utf8)
            guard let animation = json.withCString({ player.fromData($0, stem, "") }) else {
                Issue.record("rlottie cannot load \(c.scene) \(stem)")
                continue
            }
            defer { player.destroy(animation) }
            var w = 0, h = 0
            player.size(animation, &w, &h)
            #expect(w == Int(scene.canvas.size.width) && h == Int(scene.canvas.size.height))
            #expect(player.frameRate(animation) == 30)
            for i in render.picks {
                let time = frames[i]["time"] as? Double ?? 0
                var buffer = [UInt32](repeating: 0, count: w * h)
                player.render(animation, Int((time * 30).rounded()), &buffer, w, h, w * 4)
                // Premultiplied ARGB over white, as the PNGs are opaque.
                let shot = SceneFixtures.Pixels(width: w, height: h, argb: buffer.map { p in
                    let a = (p >> 24) & 0xFF
                    func over(_ shift: UInt32) -> UInt32 { min(255, ((p >> shift) & 0xFF) + 255 - a) << shift }
                    return 0xFF00_0000 | over(16) | over(8) | over(0)
                })
                let png = try SceneFixtures.decode(folder.appendingPathComponent(frames[i]["png"] as? String ?? ""))
                let (mean, within) = AnimatedSVGBrowserTests.compare(shot, png)
                #expect(mean <= 3 && within >= 0.98, "\(c.scene) \(stem) frame \(i): mean \(mean), \(within * 100)% within 24 levels")
            }
        }
    }
}
