@testable import AnimRender
import Testing

/// What moved between two recorded layouts, checked against hand-written layouts.
@Suite("LayoutMoves")
struct LayoutMovesTests {
    typealias P = RecordedLayouts.Placement

    @Test("a move, a resize, a fade, an appearance and a disappearance, largest first; rounding is no move")
    func changes() {
        let before: [String: P] = [
            "title": P(x: 8, y: 40, width: 80, height: 20, alpha: 1),
            "badge": P(x: 20, y: 70, width: 30, height: 20, alpha: 1),
            "icon": P(x: 0, y: 0, width: 10, height: 10, alpha: 1),
            "still": P(x: 5, y: 5, width: 5, height: 5, alpha: 1),
            "gone": P(x: 1, y: 1, width: 3, height: 3, alpha: 1),
        ]
        var after = before
        after["title"]?.x = 10
        after["badge"]?.width = 34
        after["icon"]?.alpha = 0.5
        after["still"]?.x = 5.01
        after["gone"] = nil
        after["new"] = P(x: 0, y: 0, width: 6, height: 2, alpha: 1)
        let changes = LayoutMoves.changes(before, after)
        #expect(changes.map(\.element) == ["new", "badge", "gone", "title", "icon"])
        #expect(changes.map(\.words) == ["appeared", "4 pt wider", "disappeared", "moved 2 pt right", "alpha 1 → 0.5"])
    }

    @Test("elements that changed alike share their words; an animation names its frame")
    func summary() {
        let e = RecordedLayouts.Output(width: 100, height: 100, frames: [
            ["a": P(x: 0, y: 0, width: 10, height: 10, alpha: 1), "b": P(x: 0, y: 20, width: 10, height: 10, alpha: 1)],
            ["a": P(x: 0, y: 0, width: 10, height: 10, alpha: 1), "b": P(x: 0, y: 20, width: 10, height: 10, alpha: 1)],
        ])
        var a = e
        a.frames[1]["a"]?.y = -1.5
        a.frames[1]["b"]?.y = 18.5
        let moves = LayoutMoves.between(e, a)
        #expect(moves.summary == "a, b moved 1.5 pt up (frame 1)")
        #expect(LayoutMoves.between(e, a, frame: 0).isEmpty)
    }

    @Test("a file's output and frame")
    func outputs() {
        #expect(RecordedLayouts.output(of: "left.png") == ("left", nil))
        #expect(RecordedLayouts.output(of: "left-to-center/frame-0003.png") == ("left-to-center", 3))
        #expect(RecordedLayouts.output(of: "tour.landscape.gif") == ("tour.landscape", nil))
    }
}
