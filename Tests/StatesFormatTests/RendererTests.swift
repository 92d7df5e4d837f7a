import Foundation
import Testing
@testable import StatesFormat

@Suite("Rendering diagnostics")
struct RendererTests {
    @Test("the specification's example: location, message, source line, caret under the range")
    func specShape() {
        let source = "canvas 390x844\nlabel title \"T\" {\n    title.leadng == root.leading + 8\n}\n"
        let expected = """
        States/x.states:3:11: error: unknown attribute 'leadng' on 'title'; did you mean 'leading'?
            title.leadng == root.leading + 8
                  ^~~~~~

        """
        #expect(rendered(source, file: "States/x.states") == expected)
    }

    @Test("notes are rendered after their diagnostic, with their own excerpt")
    func notes() {
        let source = "canvas 100x100\nview a\nview a\n"
        let expected = """
        t.states:3:6: error: duplicate element id 'a'
        view a
             ^
        t.states:2:6: note: first declared here
        view a
             ^

        """
        #expect(rendered(source) == expected, "\(rendered(source))")
    }

    @Test("tabs in the source line keep the caret aligned")
    func tabs() {
        let source = "canvas 100x100\nview v {\n\t\tcolr red\n}\n"
        let expected = "t.states:3:3: error: unknown property 'colr' on 'v'; did you mean 'color'?\n\t\tcolr red\n\t\t^~~~\n"
        #expect(rendered(source) == expected)
    }

    @Test("a range spanning lines is underlined to the end of its first line; no range prints no excerpt")
    func multiLineAndNoRange() {
        let r = DiagnosticRenderer(source: "abc\ndef\n")
        let range = SourceRange(start: SourceLocation(file: "f", line: 1, column: 2), end: SourceLocation(file: "f", line: 2, column: 2))
        #expect(r.render(.error("m", at: range)) == "f:1:2: error: m\nabc\n ^~\n")
        #expect(r.render(.warning("w", at: nil)) == "warning: w\n")
    }

    @Test("a very long line is shown as a window around the range")
    func longLine() {
        let views = (0..<200).map { "view v\($0); " }.joined()
        let source = "canvas 100x100\n" + views + "$ " + views.replacingOccurrences(of: "v", with: "w") + "\n"
        let out = rendered(source)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("t.states:2:") && lines[0].hasSuffix("unexpected character '$'"))
        #expect(lines[1].unicodeScalars.count <= DiagnosticRenderer.maxLineWidth + 2)
        // The caret sits under the offending character in the window.
        let caretColumn = lines[2].unicodeScalars.firstIndex(of: "^").map { lines[2].unicodeScalars.distance(from: lines[2].unicodeScalars.startIndex, to: $0) }
        let dollarColumn = lines[1].unicodeScalars.firstIndex(of: "$").map { lines[1].unicodeScalars.distance(from: lines[1].unicodeScalars.startIndex, to: $0) }
        #expect(caretColumn != nil && caretColumn == dollarColumn)
    }
}
