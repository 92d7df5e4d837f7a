import Testing
import AnimLayout

/// `States/margins-preserve.states`: directional margins and preservesSuperviewLayoutMargins.
@Suite("Scene: margins-preserve")
struct MarginsPreserveTests {
    static let file = "States/margins-preserve.states"

    /// Left-to-right frames with the rows `inset` from the card's leading edge.
    static func ltr(inset: Double) -> [String: Rect] {
        // card: y = 47 + 16, height 8 + 100 + 16 + 100 + 8; card.margins = (40, 71, 342, 216).
        // A row overlapping the 40-point margin by 40 − inset keeps max(8, 40 − inset) with
        // preserves-superview-margins, 8 without.
        let preservedLeading = max(8, 40 - inset)
        return [
            "card": R(0, 63, 390, 232),
            "marker": R(40, 71, 2, 216),
            "preserving": R(inset, 71, 382 - inset, 100),
            "chipA": R(inset + preservedLeading, 71 + 8, 120, 44),
            "plain": R(inset, 71 + 100 + 16, 382 - inset, 100),
            "chipB": R(inset + 8, 187 + 8, 120, 44),
        ]
    }

    /// The mirror image x' = 390 − x − width.
    static func mirrored(_ frames: [String: Rect]) -> [String: Rect] {
        frames.mapValues { R(390 - $0.x - $0.width, $0.y, $0.width, $0.height) }
    }

    @Test("overlap and clear, left-to-right and right-to-left")
    func everySize() throws {
        let engine = try SceneHarness.engine(Self.file)
        for (state, inset) in [("overlap", 10.0), ("clear", 50.0)] {
            let ltr = try engine.layout(state: state)
            expectFrames(ltr, Self.ltr(inset: inset), scene: engine.scene)
            expectBroken(ltr, [])
            expectClean(ltr)
            let rtl = try engine.layout(state: state, environment: "rtl")
            expectFrames(rtl, Self.mirrored(Self.ltr(inset: inset)), scene: engine.scene)
            expectBroken(rtl, [])
            expectClean(rtl)
        }
    }

    @Test("the document's table rows and guides")
    func documentTable() throws {
        let engine = try SceneHarness.engine(Self.file)
        expectFrames(try engine.layout(state: "overlap"), [
            "chipA": R(40, 79, 120, 44), "chipB": R(18, 195, 120, 44),
            "card.margins": R(40, 71, 342, 216), "preserving.margins": R(40, 79, 334, 84),
        ])
        expectFrames(try engine.layout(state: "clear"), [
            "chipA": R(58, 79, 120, 44), "chipB": R(58, 195, 120, 44), "preserving.margins": R(58, 79, 316, 84),
        ])
        expectFrames(try engine.layout(state: "overlap", environment: "rtl"), [
            "marker": R(348, 71, 2, 216), "preserving": R(8, 71, 372, 100),
            "chipA": R(230, 79, 120, 44), "chipB": R(252, 195, 120, 44), "card.margins": R(8, 71, 342, 216),
        ])
        expectFrames(try engine.layout(state: "clear", environment: "rtl"), [
            "chipA": R(212, 79, 120, 44), "chipB": R(212, 195, 120, 44), "plain": R(8, 187, 332, 100),
        ])
    }
}
