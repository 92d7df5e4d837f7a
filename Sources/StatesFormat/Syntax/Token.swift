/// The unit written after a number.
public enum NumberUnit: String, Hashable, Sendable {
    case none = ""
    case seconds = "s"
    case milliseconds = "ms"
    case percent = "%"
}

/// What a token is.
enum TokenKind: Hashable, Sendable {
    case identifier
    case number
    /// `390x844`.
    case size
    case string
    /// `#RRGGBB` / `#RRGGBBAA` after the word `color`.
    case color
    /// Operators and punctuation: `== >= <= -> <-> + - * / @ . , : ; { } ( ) [ ] |`.
    case punct
    /// A statement-ending newline (newlines inside parentheses are not tokens).
    case newline
    case endOfFile
}

/// One token with its source position.
struct Token: Sendable {
    var kind: TokenKind
    /// Identifier or punctuation text, the raw text otherwise.
    var text: String
    /// Number value (first dimension for sizes).
    var number: Double = 0
    /// Second dimension of a size.
    var number2: Double = 0
    var unit: NumberUnit = .none
    /// Decoded string value.
    var string: String = ""
    /// For strings: the source column of each scalar of `string` (all on `line`), or nil when
    /// the string spans lines.
    var stringColumns: [Int]? = nil
    /// Colour components for colour tokens.
    var color: Color? = nil
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int

    func range(_ file: String) -> SourceRange {
        SourceRange(start: SourceLocation(file: file, line: line, column: column),
                    end: SourceLocation(file: file, line: endLine, column: endColumn))
    }

    func isPunct(_ p: String) -> Bool { kind == .punct && text == p }
    func isIdent(_ word: String) -> Bool { kind == .identifier && text == word }
}
