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
}
