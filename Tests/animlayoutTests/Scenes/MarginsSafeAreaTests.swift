import Testing
import AnimLayout

/// `States/margins-safe-area.states`: margins are insets from the safe area unless
/// `insets-margins-from-safe-area false`.
@Suite("Scene: margins-safe-area")
struct MarginsSafeAreaTests {
    static let file = "States/margins-safe-area.states"

    /// Canvas width/height and the root's safe top / bottom insets per size.
    static let sizes: [(env: String, wd: Double, hd: Double, top: Double, bottom: Double)] = [
        ("default", 375, 667, 20, 0), ("landscape", 667, 375, 0, 0), ("bars", 375, 667, 64, 49),
    ]

    /// The document's derivation for one size and state.
    static func expected(wd: Double, hd: Double, top: Double, bottom: Double, safe: Bool) -> [String: Rect] {
        let half = wd / 2
        // edges: panels fill the root; safe: they are pinned to the root's safe area.
        let pt = safe ? top : 0, pb = safe ? hd - bottom : hd
        // modern's safe-area insets: the parts of it the root's unsafe edges overlap.
        let safeTop = max(0, top - pt), safeBottom = max(0, pb - (hd - bottom))
        return [
            "modern": R(0, pt, half, pb - pt),
            "modernBar": R(8, pt + safeTop + 8, half - 16, 44),
            "modernBase": R(8, pb - safeBottom - 8 - 44, half - 16, 44),
            "legacy": R(half, pt, half, pb - pt),
            "legacyBar": R(half + 8, pt + 8, half - 16, 44),
            "legacyBase": R(half + 8, pb - 8 - 44, half - 16, 44),
        ]
    }

    @Test("edges and safe in every size")
    func everySize() throws {
        let engine = try SceneHarness.engine(Self.file)
        for s in Self.sizes {
            for (state, safe) in [("edges", false), ("safe", true)] {
                let layout = try engine.layout(state: state, environment: s.env)
                expectFrames(layout, Self.expected(wd: s.wd, hd: s.hd, top: s.top, bottom: s.bottom, safe: safe),
                             scene: engine.scene)
                expectBroken(layout, [])
                expectClean(layout)
            }
        }
    }

    @Test("the document's table rows and guides")
    func documentTable() throws {
        let engine = try SceneHarness.engine(Self.file)
        let edges = try engine.layout(state: "edges")
        expectFrames(edges, [
            "modernBar": R(8, 28, 171.5, 44), "legacyBar": R(195.5, 8, 171.5, 44),
            "modernBase": R(8, 615, 171.5, 44), "legacyBase": R(195.5, 615, 171.5, 44),
            "modern.safe": R(0, 20, 187.5, 647), "modern.margins": R(8, 28, 171.5, 631),
            "legacy.margins": R(195.5, 8, 171.5, 651),
        ])
        expectFrames(try engine.layout(state: "safe"), ["modernBar": R(8, 28, 171.5, 44), "legacyBar": R(195.5, 28, 171.5, 44)])
        expectFrames(try engine.layout(state: "edges", environment: "bars"), [
            "modernBar": R(8, 72, 171.5, 44), "modernBase": R(8, 566, 171.5, 44),
            "legacyBar": R(195.5, 8, 171.5, 44), "legacyBase": R(195.5, 615, 171.5, 44),
        ])
        expectFrames(try engine.layout(state: "safe", environment: "bars"), [
            "modern": R(0, 64, 187.5, 554), "legacyBar": R(195.5, 72, 171.5, 44), "legacyBase": R(195.5, 566, 171.5, 44),
        ])
        expectFrames(try engine.layout(state: "edges", environment: "landscape"), [
            "modern": R(0, 0, 333.5, 375), "modernBase": R(8, 323, 317.5, 44), "legacyBar": R(341.5, 8, 317.5, 44),
        ])
    }
}
