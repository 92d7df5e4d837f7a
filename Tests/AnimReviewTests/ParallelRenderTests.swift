import AnimLayout
@testable import AnimRender
import Foundation
import Testing

/// A render writes its states, animations and sheets in parallel: the output must be what a
/// serial render writes, in a serial render's order, on every run.
@Suite struct ParallelRenderTests {
    @Test("the manifest lists files in serial order (states, transitions with their frames, sequences, sheets), the same on every run")
    func serialOrder() throws {
        let (scene, text, _) = try ReviewFixtures.load("login-keyboard.states")
        var request = RenderRequest()
        request.formats = [.png, .gif, .sheet]
        request.scale = 1
        var manifests: [Data] = [], gifs: [[Data]] = []
        for run in 0..<2 {
            let out = try ReviewFixtures.temporaryFolder("parallel-\(run)")
            defer { try? FileManager.default.removeItem(at: out) }
            _ = try SceneRenderJob(scene: scene, measurer: text, request: request).run(out: out)
            let folder = out.appendingPathComponent("login-keyboard")
            let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
            let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let files = try #require(manifest["files"] as? [String])
            // The order a serial render writes, from the manifest's own entries.
            var expected: [String] = []
            for state in manifest["states"] as? [[String: Any]] ?? [] { expected.append(try #require(state["png"] as? String)) }
            let transitions = manifest["transitions"] as? [[String: Any]] ?? []
            #expect(transitions.count == 2)
            for t in transitions {
                for frame in t["frames"] as? [[String: Any]] ?? [] { if let png = frame["png"] as? String { expected.append(png) } }
                expected.append(try #require(t["gif"] as? String))
            }
            for s in manifest["sequences"] as? [[String: Any]] ?? [] { expected.append(try #require(s["gif"] as? String)) }
            expected += ["sheet.png", "overview.png"]
            #expect(files == expected)
            manifests.append(data)
            gifs.append(try expected.filter { $0.hasSuffix(".gif") }.map { try Data(contentsOf: folder.appendingPathComponent($0)) })
        }
        #expect(manifests[0] == manifests[1])
        #expect(gifs[0] == gifs[1])
    }
}

@Suite struct RepeatedFrameTests {
    @Test("a transition's first and last frames draw its states' pictures (hidden or faded out, guides or not): encoded once")
    func statesInTransitions() throws {
        let (scene, text, _) = try ReviewFixtures.load("breakable-stack.states")
        var request = RenderRequest()
        request.formats = [.png]
        let plan = try RenderPlan(job: SceneRenderJob(scene: scene, measurer: text, request: request))
        let stills = plan.states.map { EncodedFrames.drawn($0.frame) }
        var matched = 0
        for animation in plan.animations where animation.kind == .transition {
            let frames = animation.frames
            for i in [0, frames.count - 1] where stills.contains(EncodedFrames.drawn(frames.frame(i))) { matched += 1 }
        }
        #expect(matched == 4)
        // And the pictures are the same: the still's PNG decodes to the transition frame's pixels.
        let transition = try #require(plan.animations.first { $0.kind == .transition })
        let still = try #require(plan.states.first { EncodedFrames.drawn($0.frame) == EncodedFrames.drawn(transition.frames.frame(0)) })
        let a = try ReviewFixtures.decode(Data(try FrameRenderer.png(of: still.frame)))
        let b = try ReviewFixtures.decode(Data(try FrameRenderer.png(of: transition.frames.frame(0))))
        #expect(a.width == b.width && a.height == b.height && a.argb == b.argb)
    }
}
