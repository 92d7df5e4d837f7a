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
///
/// Kept small (56 bytes): a large scene has hundreds of thousands of tokens. The payloads only
/// strings, colours and sizes have live in a shared box.
struct Token: Sendable {
    /// What only some tokens carry.
    struct Payload: Sendable {
        var number2: Double = 0
        var string: String = ""
        var stringColumns: [Int]? = nil
        var color: Color? = nil
    }

    /// Boxed so that the common token does not pay for the rare payload.
    final class Box: Sendable {
        let payload: Payload
        init(_ payload: Payload) { self.payload = payload }
    }

    var kind: TokenKind
    var unit: NumberUnit = .none
    private var startLine: Int32
    private var startColumn: Int32
    private var lastLine: Int32
    private var lastColumn: Int32
    /// Identifier or punctuation text, the raw text otherwise.
    var text: String
    /// Number value (first dimension for sizes).
    var number: Double = 0
    private var box: Box? = nil

    init(kind: TokenKind, text: String, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.kind = kind
        self.text = text
        self.startLine = Int32(clamping: line)
        self.startColumn = Int32(clamping: column)
        self.lastLine = Int32(clamping: endLine)
        self.lastColumn = Int32(clamping: endColumn)
    }

    var line: Int { Int(startLine) }
    var column: Int { Int(startColumn) }
    var endLine: Int {
        get { Int(lastLine) }
        set { lastLine = Int32(clamping: newValue) }
    }
    var endColumn: Int {
        get { Int(lastColumn) }
        set { lastColumn = Int32(clamping: newValue) }
    }

    private var payload: Payload {
        get { box?.payload ?? Payload() }
        set { box = Box(newValue) }
    }
    /// Second dimension of a size.
    var number2: Double {
        get { payload.number2 }
        set { payload.number2 = newValue }
    }
    /// Decoded string value.
    var string: String {
        get { payload.string }
        set { payload.string = newValue }
    }
    /// For strings: the source column of each scalar of `string` (all on `line`), or nil when
    /// the string spans lines.
    var stringColumns: [Int]? {
        get { payload.stringColumns }
        set { payload.stringColumns = newValue }
    }
    /// Colour components for colour tokens.
    var color: Color? {
        get { payload.color }
        set { payload.color = newValue }
    }

    func range(_ fileID: UInt32) -> SourceRange {
        SourceRange(fileID: fileID, line: line, column: column, endLine: endLine, endColumn: endColumn)
    }

    func isPunct(_ p: String) -> Bool { kind == .punct && text == p }
    func isIdent(_ word: String) -> Bool { kind == .identifier && text == word }
}
