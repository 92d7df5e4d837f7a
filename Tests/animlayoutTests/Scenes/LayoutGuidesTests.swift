import Testing
import AnimLayout

/// `States/layout-guides.states`: four equal-width guides as spacers around three tiles.
@Suite("Scene: layout-guides")
struct LayoutGuidesTests {
    static let file = "States/layout-guides.states"

    @Test("wide and narrow in both sizes: equal gaps g = (S − 180) / 4")
    func everySize() throws {
        let engine = try SceneHarness.engine(Self.file)
        // (size, canvas width, safe top, safe leading, safe trailing)
        let sizes: [(String, Double, Double, Double, Double)] = [("default", 390, 47, 0, 0), ("landscape", 844, 0, 47, 47)]
        for (env, wd, top, l, r) in sizes {
            for (state, inset) in [("wide", 16.0), ("narrow", 75.0)] {
                let layout = try engine.layout(state: state, environment: env)
                let x = l + inset, y = top + 40, s = wd - l - r - 2 * inset
                let g = (s - 180) / 4
                expectFrames(layout, [
                    "row": R(x, y, s, 120),
                    "gap1": R(x, y, g, 120),
                    "tileA": R(x + g, y + 30, 60, 60),
                    "gap2": R(x + g + 60, y, g, 120),
                    "tileB": R(x + 2 * g + 60, y + 30, 60, 60),
                    "gap3": R(x + 2 * g + 120, y, g, 120),
                    "tileC": R(x + 3 * g + 120, y + 30, 60, 60),
                    "gap4": R(x + 3 * g + 180, y, g, 120),
                ], scene: engine.scene)
                expectBroken(layout, [])
                expectClean(layout)
                // tileB stays centred.
                #expect(near(try #require(layout.frames["tileB"]).midX, wd / 2))
            }
        }
    }

    @Test("the document's table")
    func documentTable() throws {
        let engine = try SceneHarness.engine(Self.file)
        let rows: [(String, String, Rect, Double, [Double])] = [
            ("default", "wide", R(16, 87, 358, 120), 44.5, [16, 60.5, 120.5, 165, 225, 269.5, 329.5]),
            ("default", "narrow", R(75, 87, 240, 120), 15, [75, 90, 150, 165, 225, 240, 300]),
            ("landscape", "wide", R(63, 40, 718, 120), 134.5, [63, 197.5, 257.5, 392, 452, 586.5, 646.5]),
            ("landscape", "narrow", R(122, 40, 600, 120), 105, [122, 227, 287, 392, 452, 557, 617]),
        ]
        let ids = ["gap1", "tileA", "gap2", "tileB", "gap3", "tileC", "gap4"]
        for (env, state, row, g, xs) in rows {
            let layout = try engine.layout(state: state, environment: env)
            var expected = ["row": row]
            for (id, x) in zip(ids, xs) {
                expected[id] = id.hasPrefix("gap") ? R(x, row.y, g, 120) : R(x, row.y + 30, 60, 60)
            }
            expectFrames(layout, expected)
        }
    }
}
