import Testing
@testable import AnimLayout

/// A label that may wrap (more than one line) beside an icon in a row too narrow for its text
/// on one line: at the same compression priority the label yields and wraps onto more lines,
/// where before the tie could crush the icon below zero (KeePassium's unlock screen, whose
/// file-name label is two lines at most: a −46-pt icon at large text sizes).
@Suite("Engine: wrapping text yields to its neighbours")
struct WrappingYieldsTests {
    /// BaselineTests' monospace measurer: a 10-pt character is 6 wide, a line 12 high.
    static func scene(lines: Int) -> String {
        """
        view icon { intrinsic 29x29 }
        label name "abcd efgh ijkl mnop qrst" { font 10; lines \(lines) }
        icon.leading == root.leading + 20
        icon.top == root.top + 100
        name.leading == icon.trailing + 4
        name.top == icon.top
        name.trailing <= root.leading + 153
        """
    }

    @Test("a two-line label wraps and the icon keeps its 29 pt")
    func labelWraps() throws {
        let layout = try BaselineTests.layout(Self.scene(lines: 2))
        let icon = try #require(layout.frame("icon")), name = try #require(layout.frame("name"))
        #expect(icon.width == 29)
        #expect(name.width <= 100 + 0.001, "\(name)")
        #expect(name.height == 24, "two lines of 12: \(name)")
    }

    /// Two wrapping labels side by side (a title and its value, FrameGrabber's settings rows),
    /// too wide together on one line: both keep their longest word and wrap between words,
    /// where the tie of their compressions left the value on one line and the title crushed
    /// below zero (−20 pt here).
    @Test("two wrapping labels side by side both keep their longest word")
    func twoWrappingLabels() throws {
        let layout = try BaselineTests.layout("""
        label title "Time Format" { font 10; lines 3 }
        label value "Millis value longer" { font 10; lines 3 }
        title.leading == root.leading + 20
        title.top == root.top + 100
        value.leading == title.trailing + 8
        value.top == title.top
        value.trailing == root.leading + 120
        """)
        let title = try #require(layout.frame("title")), value = try #require(layout.frame("value"))
        // Longest words: "Format" and "Millis" / "longer", 6 characters of 6 pt.
        #expect(title.width >= 36 - 0.001, "\(title)")
        #expect(value.width >= 36 - 0.001, "\(value)")
        #expect(abs(title.width + value.width - 92) < 0.001)
        #expect(title.height <= 36 && value.height <= 36, "at most three lines of 12: \(title) \(value)")
    }

    /// A one-line label beside a wrapping one keeps its whole text, and the wrapping one takes
    /// the rest, below its longest word (only a label that wraps has one): exactly, where the
    /// tie of the two labels' hugging once gave the one-line label 2 pt more.
    @Test("a one-line label beside a wrapping one keeps its whole text")
    func oneLineNeighbour() throws {
        let layout = try BaselineTests.layout("""
        label title "Time Format" { font 10 }
        label value "Millis value longer" { font 10; lines 3 }
        title.leading == root.leading + 20
        title.top == root.top + 100
        value.leading == title.trailing + 8
        value.top == title.top
        value.trailing == root.leading + 120
        """)
        let title = try #require(layout.frame("title")), value = try #require(layout.frame("value"))
        #expect(title.width == 66, "\(title)")
        #expect(abs(value.width - 26) < 0.001, "\(value)")
    }

    /// Where one word is wider than the whole row (FrameGrabber's "<Milliseconds>" at the
    /// largest text size), a word has to break: the long one does, and its neighbour keeps a
    /// width of 0 or more, where it was crushed to −4 pt.
    @Test("a word wider than the row breaks before its neighbour's width goes negative")
    func wordWiderThanTheRow() throws {
        let layout = try BaselineTests.layout("""
        label title "Time Format" { font 10; lines 3 }
        label value "Millisecondsxxxx" { font 10; lines 3 }
        title.leading == root.leading + 20
        title.top == root.top + 100
        value.leading == title.trailing + 8
        value.top == title.top
        value.trailing == root.leading + 120
        """)
        let title = try #require(layout.frame("title")), value = try #require(layout.frame("value"))
        #expect(title.width >= 0, "\(title)")
        #expect(value.width <= 92 + 0.001, "\(value)")
    }
}
