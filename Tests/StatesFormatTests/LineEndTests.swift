import Testing
@testable import StatesFormat

/// Issue 17, D16: a UTF-8 byte order mark and every line-end convention (LF, CRLF, CR).
@Suite("Byte order mark and line ends")
struct LineEndTests {
    /// A scene with one mistake, `colr` on line 3, column 5 (1-based, counted by hand).
    static let lines = ["canvas 100x100", "view box {", "    colr red", "}"]
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    func bytes(_ lines: [String], end: String, bom: Bool = false) -> [UInt8] {
        (bom ? Self.bom : []) + Array(lines.map { $0 + end }.joined().utf8)
    }

    func errors(_ bytes: [UInt8]) -> [String] {
        StatesCompiler.compile(source: bytes, file: "t.states").diagnostics.map { d in
            "\(d.range?.start.line ?? 0):\(d.range?.start.column ?? 0):\(d.range?.end.column ?? 0): \(d.message)"
        }
    }

    @Test("a clean file compiles with a BOM and with LF, CRLF or CR line ends", arguments: ["\n", "\r\n", "\r"])
    func cleanFile(end: String) {
        let source = ["# a comment ending the line", "canvas 390x844", "view a", "a.width == 10", "state s"]
        for bom in [false, true] {
            let r = StatesCompiler.compile(source: bytes(source, end: end, bom: bom), file: "t.states")
            #expect(r.diagnostics.isEmpty, "bom \(bom), end \(end.unicodeScalars.map(\.value)): \(r.diagnostics)")
            #expect(r.scene?.constraints.first?.range.start == SourceLocation(file: "t.states", line: 4, column: 1))
            #expect(r.scene?.states.map(\.name) == ["s"])
        }
    }

    @Test("line and column of an error are the same whatever the line ends and the BOM", arguments: ["\n", "\r\n", "\r"])
    func locations(end: String) {
        let expected = ["3:5:9: unknown property 'colr' on 'box'; did you mean 'color'?"]
        #expect(errors(bytes(Self.lines, end: end)) == expected)
        #expect(errors(bytes(Self.lines, end: end, bom: true)) == expected)
    }

    @Test("a BOM does not shift line 1's columns")
    func bomOnLineOne() {
        // `canvas 0x100`: the size starts at column 8 of line 1.
        let plain = errors(Array("canvas 0x100\n".utf8))
        let marked = errors(Self.bom + Array("canvas 0x100\n".utf8))
        #expect(plain.count == 1 && plain.first?.hasPrefix("1:8:") == true)
        #expect(marked == plain)
    }

    @Test("the renderer shows the right source line for CR and CRLF files and after a BOM", arguments: ["\r\n", "\r"])
    func renderedExcerpt(end: String) {
        let source = bytes(Self.lines, end: end, bom: true)
        let d = StatesCompiler.compile(source: source, file: "t.states").diagnostics
        let expected = "t.states:3:5: error: unknown property 'colr' on 'box'; did you mean 'color'?\n    colr red\n    ^~~~\n"
        #expect(DiagnosticRenderer(source: source).render(d) == expected)
        // Line 1 after a BOM: the excerpt has no BOM and the caret is under the size.
        let first = Self.bom + Array("canvas 0x100\r\n".utf8)
        let r = DiagnosticRenderer(source: first).render(StatesCompiler.compile(source: first, file: "t.states").diagnostics)
        #expect(r.hasSuffix("\ncanvas 0x100\n       ^~~~~\n"), "\(r)")
    }

    @Test("a comment ends at a lone CR; mixed line ends each end one line")
    func mixed() {
        let source = Array("# comment\rcanvas 100x100\r\nview a\n\rview a\r".utf8)
        // Lines: 1 comment, 2 canvas, 3 view a, 4 empty, 5 view a (duplicate, id at column 6).
        #expect(errors(source) == ["5:6:7: duplicate element id 'a'"])
        let d = StatesCompiler.compile(source: source, file: "t.states").diagnostics
        #expect(d.first?.notes.first?.range?.start.line == 3)
    }

    @Test("a BOM anywhere but the start is still an unexpected character")
    func bomInside() {
        let source = Array("canvas 100x100\n".utf8) + Self.bom + Array("\n".utf8)
        #expect(errors(source) == ["2:1:2: unexpected character '\u{FEFF}'"])
    }
}
