import Testing
import AnimLayout

/// `States/constraint-slots.states`: typed slots, a constant edit and two replacements.
@Suite("Scene: constraint-slots")
struct ConstraintSlotsTests {
    static let file = "States/constraint-slots.states"

    @Test("start, lowered, collapsed (extends lowered)")
    func states() throws {
        let engine = try SceneHarness.engine(Self.file)
        let h = H(28), wt = W("$12,480.50", 28)
        // navBar (0, 47, 390, 44): centerY 69, bottom 91. panel (16, 47 + 200, 390 − 32, 240).
        let common: [String: Rect] = [
            "navBar": R(0, 47, 390, 44),
            "smallTitleView": R(16, 69 - 14, 28, 28),
            "panel": R(16, 247, 358, 240),
        ]
        let cases: [(String, Rect, Rect)] = [
            ("start", R(16, 91 + 40 - h / 2, wt, h), R(16 + 20, 247 + 20, 120, 80)),
            ("lowered", R(16, 131 - h / 2, wt, h), R(36, 247 + 50, 120, 80)),
            // centerY on navBar.centerY, leading = smallTitleView.trailing + 10 = 16 + 28 + 10.
            ("collapsed", R(16 + 28 + 10, 69 - h / 2, wt, h), R(36, 297, 120, 80)),
        ]
        for (state, label, vw) in cases {
            let layout = try engine.layout(state: state)
            var expected = common
            expected["assetsTotalValueLabel"] = label
            expected["vw"] = vw
            expectFrames(layout, expected, scene: engine.scene)
            expectBroken(layout, [])
            expectClean(layout)
        }
    }
}
