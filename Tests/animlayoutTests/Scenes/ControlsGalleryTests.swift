import Testing
import AnimLayout

/// controls-gallery.states against docs/scenes.md: a vertical stack (spacing 14) of one of each
/// control at UIKit's intrinsic sizes (switch 51x31 with a 49-point alignment rect, segmented 32
/// and slider 31 with alignment rects 1 pt shorter, progress 4,
/// spinners 20 and 37, text fields line height + 14, an @2x image at half its pixels).
@Suite("Scenes: controls gallery")
struct ControlsGalleryTests {
    @Test("every control at its intrinsic size, 14 pt apart; the changed state moves nothing")
    func gallery() throws {
        let engine = try SceneHarness.engine("States/controls-gallery.states")
        let caption = "Buttons, text fields, switches, pickers and progress, as iOS draws them."
        let titleH = up(LH(34)), captionH = up(Double(LINES(caption, 15, 350)) * LH(15))
        let classicH = up(LH(15)) + 12, configuredH = up(LH(17)) + 14
        let fieldH = (LH(17) + 14).rounded(.down)
        var y = 55.0
        var tops: [String: Double] = [:]
        for (id, h) in [("title", titleH), ("caption", captionH), ("classic", classicH), ("buttons", configuredH),
                        ("name", fieldH), ("email", fieldH), ("toggles", 37), ("period", 31), ("volume", 30),
                        ("upload", 4), ("card", 104)] {
            tops[id] = y
            y += h + 14
        }
        let t = tops["toggles"] ?? 0, card = tops["card"] ?? 0
        let b = tops["buttons"] ?? 0
        let widths = ["Plain", "Tinted", "Gray", "Filled"].map { W($0, 17) + 24 }
        var x = 20.0
        var buttons: [String: Rect] = [:]
        for (id, w) in zip(["plain", "tinted", "gray", "filled"], widths) {
            buttons[id] = R(x, b, w, configuredH)
            x += w + 8
        }
        let headline = up(LH(17))
        let start = try engine.layout(state: "start")
        expectFrames(start, buttons.merging([
            "list": R(20, 55, 350, card + 104 - 55),
            "title": R(20, 55, W("Controls", 34), titleH),
            "caption": R(20, tops["caption"] ?? 0, 350, captionH),
            "buttons": R(20, b, widths.reduce(0, +) + 3 * 8, configuredH),
            "cardTitle": R(36, card + 52 - headline / 2, W("Mountain cabin", .system(17, weight: 600)), headline),
            "name": R(20, tops["name"] ?? 0, 350, fieldH),
            "email": R(20, tops["email"] ?? 0, 350, fieldH),
            // The stack places the switches' alignment rects (49 wide: a switch's 51-point
            // frame reaches 2 beyond its trailing side), as Interface Builder saves them.
            "toggles": R(20, t, 49 + 12 + 49 + 12 + 20 + 12 + 37, 37),
            "wifi": R(20, t + 3, 51, 31),
            "bluetooth": R(81, t + 3, 51, 31),
            "busy": R(142, t + 8.5, 20, 20),
            "loading": R(174, t, 37, 37),
            "period": R(20, tops["period"] ?? 0, 350, 32),
            // A segmented control's frame reaches 1 below its alignment rect; a slider's 2
            // beyond it on each side and 1 below.
            "volume": R(18, tops["volume"] ?? 0, 354, 31),
            "upload": R(20, tops["upload"] ?? 0, 350, 4),
            "card": R(20, card, 350, 104),
            "photo": R(238, card + 12, 120, 80),
            "classic": R(20, tops["classic"] ?? 0, W("Classic button", 15), classicH),
        ], uniquingKeysWith: { first, _ in first }), scene: engine.scene)
        let changed = try engine.layout(state: "changed")
        #expect(changed.frames == start.frames)
        #expect(changed.looks["wifi"]?.on == 1 && changed.looks["bluetooth"]?.on == 0)
        #expect(changed.looks["period"]?.selected == 2 && changed.looks["card"]?.corner == 24)
    }
}
