import Foundation
import Testing
import AnimLayout

/// `check --strict` semantics over every `States/*.states`: no conflict, no ambiguity, every
/// state solved in every size; and the CLI's exit codes for the three kinds of files.
@Suite("Scenes: check --strict")
struct StrictCheckTests {
    /// The scenes with a test file of their own in this folder.
    static let tested: Set<String> = [
        "autoresizing", "breakable-bottom", "breakable-stack", "constraint-slots", "hero-hugging",
        "layout-guides", "margins-preserve", "margins-safe-area", "min-spacing", "position-activate",
        "position-constant-border", "position-constant-full", "position-constant", "position-priority",
        "card-expanding", "form-baselines", "rtl-settings",  // TextScenesTests
        "controls-gallery",  // ControlsGalleryTests
        "login-keyboard",  // LoginKeyboardTests
        "press-and-follow",  // PressAndFollowTests
        "now-playing",  // NowPlayingTests
    ]

    @Test("every States/*.states passes check --strict")
    func everySceneIsClean() throws {
        let files = try SceneHarness.files(in: "States")
        #expect(!files.isEmpty)
        for file in files {
            let scene = try SceneHarness.scene(file)
            let check = try SceneCheck(scene: scene, measurer: SceneHarness.measurer, strict: true)
            #expect(check.problems.isEmpty, "\(file): \(check.problems.map(\.message))")
            #expect(!check.hasErrors, "\(file)")
            #expect(check.entries.count == scene.states.count * (1 + scene.sizes.count), "\(file)")
            for entry in check.entries { expectClean(entry.layout) }
        }
    }

    @Test("a reused engine visiting the states in reverse order gives a fresh engine's frames")
    func orderIndependence() throws {
        for file in try SceneHarness.files(in: "States") {
            let scene = try SceneHarness.scene(file)
            let reused = LayoutEngine(scene: scene, measurer: SceneHarness.measurer)
            for env in ([scene.canvas] + scene.sizes).reversed() {
                for state in scene.states.reversed() {
                    let fresh = try LayoutEngine(scene: scene, measurer: SceneHarness.measurer)
                        .layout(state: state.name, environment: env.name)
                    let again = try reused.layout(state: state.name, environment: env.name)
                    for id in fresh.order {
                        let a = try #require(fresh.frames[id]), b = try #require(again.frames[id])
                        #expect(near(a, b), "\(fresh.place) \(id): fresh \(a), reused \(b)")
                    }
                    #expect(fresh.broken.map(\.constraint) == again.broken.map(\.constraint), "\(fresh.place)")
                }
            }
        }
    }

    @Test("every scene in States/ has its own frame test")
    func everySceneIsTested() throws {
        let ids = try SceneHarness.files(in: "States").map { StatesCompiler.sceneID(forFile: $0) }
        #expect(Set(ids) == Self.tested)
    }

    @Test("the CLI: check --strict exits 0 on States/*.states, 1 on the conflict, 65 on the errors")
    func exitCodes() throws {
        let scenes = try SceneHarness.files(in: "States")
        let ok = try CLI.run(["check", "--strict"] + scenes, in: SceneHarness.repoRoot)
        #expect(ok.status == 0, "\(ok.stderr)")
        let conflict = try CLI.run(["check", "--strict", "States/conflicts/autoresizing-conflict.states"], in: SceneHarness.repoRoot)
        #expect(conflict.status == 1)
        let lenient = try CLI.run(["check", "States/conflicts/autoresizing-conflict.states"], in: SceneHarness.repoRoot)
        #expect(lenient.status == 0)
        for file in try SceneHarness.files(in: "States/errors") {
            let r = try CLI.run(["check", file], in: SceneHarness.repoRoot)
            #expect(r.status == 65, "\(file)")
        }
    }
}
