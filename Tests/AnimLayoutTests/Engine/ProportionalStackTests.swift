import Testing
@testable import AnimLayout

/// A fill-proportionally stack whose arranged views include some without an intrinsic length
/// (a nested stack of buttons, a view held by a required height): each such view counts with
/// its natural length, so a stack left free to size itself lays every view out at that length,
/// as Xcode's saved frames show (Open Food Facts' sign-in screen: a row of two 27-pt buttons in
/// a proportional stack is 27 pt tall, not crushed to 0 by a 999 "length == 0").
@Suite("Engine: fill-proportionally with views that have no intrinsic length")
struct ProportionalStackTests {
    /// Monospace text (BaselineTests' measurer): a 10-pt label is 12 high.
    static let scene = """
    stack column {
        axis vertical
        distribution fill-proportionally
        spacing 10
        label note "note" { font 10 }
        view box
        stack row {
            distribution fill-equally
            spacing 8
            label left "left" { font 10 }
            label right "right" { font 10 }
        }
    }
    column.top == root.top + 60
    column.leading == root.leading + 8
    column.trailing == root.trailing - 8
    box.height == 76
    """

    @Test("a nested stack keeps its content's height; a view with a required height keeps it; the stack hugs them all")
    func naturalLengths() throws {
        let layout = try BaselineTests.layout(Self.scene)
        let note = try #require(layout.frame("note")), box = try #require(layout.frame("box"))
        let row = try #require(layout.frame("row")), left = try #require(layout.frame("left"))
        #expect(note.height == 12)
        #expect(box.height == 76)
        #expect(row.height == 12, "the row of labels is as tall as its labels, not crushed")
        #expect(left.height == 12)
        let column = try #require(layout.frame("column"))
        #expect(abs(column.height - (12 + 10 + 76 + 10 + 12)) < 0.001)
        #expect(layout.conflicts.isEmpty)
    }

    @Test("in a stack made taller than its content, the views share the extra length in proportion to their natural lengths")
    func stretchedShares() throws {
        let layout = try BaselineTests.layout(Self.scene + "\ncolumn.height == 220\n")
        // ΣI + spacing = 12 + 76 + 12 + 20 = 120: note = 220 × 12/120 = 22, row = 22, and the
        // box's required 76 holds, its share (139.3 at 998) giving way.
        #expect(layout.frame("note")?.height == 22)
        #expect(layout.frame("box")?.height == 76)
        let row = try #require(layout.frame("row"))
        #expect(abs(row.height - (220 - 22 - 76 - 20)) < 0.001)
    }
}
