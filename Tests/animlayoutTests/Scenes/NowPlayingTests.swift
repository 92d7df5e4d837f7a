import Testing
import AnimLayout

/// `States/now-playing.states`: the artwork above the controls in portrait, beside them where
/// the height is compact (a `when` block; docs/scenes.md, "now-playing.states").
@Suite("Scene: now-playing")
struct NowPlayingTests {
    static let file = "States/now-playing.states"

    @Test("portrait: the artwork 32 from the safe sides and 24 under the safe top, square; the controls 40 below, as wide")
    func portrait() throws {
        let engine = try SceneHarness.engine(Self.file)
        for state in ["paused", "playing"] {
            let layout = try engine.layout(state: state, environment: "default")
            // 393 wide: 393 − 2 × 32 = 329; the safe top is 59.
            #expect(near(try #require(layout.frames["art"]), R(32, 83, 329, 329)), "\(state)")
            let controls = try #require(layout.frames["controls"])
            #expect(near(controls.x, 32) && near(controls.y, 83 + 329 + 40) && near(controls.width, 329), "\(state)")
            #expect(layout.texts["song"]?.font.size == 22)
            expectClean(layout)
        }
    }

    @Test("landscape: the artwork 24 inside the safe height, 32 from the safe leading; the controls 48 after it, centred on it")
    func landscape() throws {
        let engine = try SceneHarness.engine(Self.file)
        for state in ["paused", "playing"] {
            let layout = try engine.layout(state: state, environment: "landscape")
            // 852 × 393, safe area 59 on each side and 21 below: the artwork is 393 − 21 − 48 = 324
            // high, at x 59 + 32 = 91; the controls from 91 + 324 + 48 = 463 to 852 − 59 − 32 = 761.
            #expect(near(try #require(layout.frames["art"]), R(91, 24, 324, 324)), "\(state)")
            let controls = try #require(layout.frames["controls"])
            #expect(near(controls.x, 463) && near(controls.width, 761 - 463), "\(state)")
            #expect(near(controls.midY, 24 + 324 / 2), "\(state)")
            #expect(layout.texts["song"]?.font.size == 20)
            expectClean(layout)
        }
    }

    @Test("paused shows the play icon, playing the pause icon, in the same 44-point slot")
    func icons() throws {
        let engine = try SceneHarness.engine(Self.file)
        let paused = try engine.layout(state: "paused", environment: "default")
        let playing = try engine.layout(state: "playing", environment: "default")
        #expect(paused.hidden == ["pause"] && playing.hidden == ["play"])
        let slot = try #require(paused.frames["playSlot"])
        #expect(near(slot.width, 44) && near(slot.height, 44))
        #expect(near(try #require(paused.frames["play"]).midX, slot.midX))
    }
}
