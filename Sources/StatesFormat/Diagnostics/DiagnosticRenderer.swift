/// Renders diagnostics as a compiler does:
///
/// ```
/// States/x.states:12:9: error: unknown attribute 'leadng' on 'title'; did you mean 'leading'?
///   title.leadng == root.leading + 8
///         ^~~~~~
/// ```
///
/// The source line is printed verbatim (tabs kept, so the caret lines up), then a caret under
/// the first character of the range and `~` under the rest of it on that line. Notes follow,
/// rendered the same way. Very long lines are shown as a window around the range.
public struct DiagnosticRenderer: Sendable {
    private let lines: [[Unicode.Scalar]]
    /// The widest source excerpt shown, in columns.
    public static let maxLineWidth = 160

    /// A renderer for diagnostics of the file whose bytes are `source`.
    public init(source: [UInt8]) {
        self.init(text: SourceText(bytes: source, file: ""))
    }

    /// A renderer for diagnostics of the file whose text is `source`.
    public init(source: String) {
        self.init(text: SourceText(string: source, file: ""))
    }

    private init(text: SourceText) {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for c in text.scalars {
            if c == "\n" {
                lines.append(current)
                current = []
            } else {
                current.append(c)
            }
        }
        lines.append(current)
        self.lines = lines
    }

    /// Renders all diagnostics, each ending with a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// Renders one diagnostic and its notes.
    public func render(_ d: Diagnostic) -> String {
        var out = ""
        if let r = d.range {
            out += "\(r.start): \(d.severity.rawValue): \(d.message)\n"
            out += excerpt(r)
        } else {
            out += "\(d.severity.rawValue): \(d.message)\n"
        }
        for note in d.notes { out += render(note) }
        return out
    }

    private func excerpt(_ r: SourceRange) -> String {
        let lineIndex = r.start.line - 1
        guard lineIndex >= 0, lineIndex < lines.count else { return "" }
        var line = lines[lineIndex].map { c -> Unicode.Scalar in
            if c == "\t" { return c }
            if c.value < 0x20 || c.value == 0x7F { return "\u{FFFD}" }
            return c
        }
        if line.last == "\r" { line.removeLast() }
        var start = max(0, r.start.column - 1)
        var end = r.end.line == r.start.line ? max(start + 1, r.end.column - 1) : max(start + 1, line.count)
        start = min(start, line.count)
        end = min(max(end, start + 1), max(line.count, start + 1))
        var prefix = ""
        var suffix = ""
        if line.count > Self.maxLineWidth {
            let from = max(0, min(start - 40, line.count - Self.maxLineWidth))
            let to = min(line.count, from + Self.maxLineWidth)
            line = Array(line[from..<to])
            start -= from
            end = min(end - from, line.count + 1)
            if from > 0 { prefix = "…" }
            if to < lines[lineIndex].count { suffix = "…" }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: line)
        var caret = prefix.isEmpty ? "" : " "
        for k in 0..<start {
            caret += k < line.count && line[k] == "\t" ? "\t" : " "
        }
        caret += "^"
        if end - start > 1 { caret += String(repeating: "~", count: end - start - 1) }
        return prefix + String(text) + suffix + "\n" + caret + "\n"
    }
}
