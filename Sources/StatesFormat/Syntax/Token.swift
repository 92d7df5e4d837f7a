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
    /// For punctuation, its text's bytes packed into a number (`Token.pack`): the parser asks
    /// "is this `.`?" of nearly every token, and comparing numbers is much cheaper than strings.
    private var punctCode: UInt32 = 0
    private var startLine: Int32
    private var startColumn: Int32
    private var lastLine: Int32
    private var lastColumn: Int32
    /// Identifier or punctuation text, the raw text otherwise.
    var text: String
    /// Number value (first dimension for sizes).
    var number: Double = 0
    private var box: Box? = nil

    /// A token; for punctuation, `punctCode` may give `pack(text)` (the lexer knows it).
    init(kind: TokenKind, text: String, line: Int, column: Int, endLine: Int, endColumn: Int, punctCode: UInt32? = nil) {
        self.kind = kind
        self.text = text
        self.startLine = Int32(clamping: line)
        self.startColumn = Int32(clamping: column)
        self.lastLine = Int32(clamping: endLine)
        self.lastColumn = Int32(clamping: endColumn)
        if kind == .punct { self.punctCode = punctCode ?? Self.pack(text) }
    }

    /// Up to four bytes of `text` packed into a number, first byte lowest (0 for longer texts,
    /// which no punctuation is).
    static func pack(_ text: String) -> UInt32 {
        var code: UInt32 = 0
        var shift: UInt32 = 0
        for byte in text.utf8 {
            guard shift < 32 else { return 0 }
            code |= UInt32(byte) << shift
            shift += 8
        }
        return code
    }

    /// `pack` of a literal: read from its bytes in place (a few instructions, inlined).
    @inline(__always)
    static func pack(_ text: StaticString) -> UInt32 {
        let n = text.utf8CodeUnitCount
        guard n <= 4, text.hasPointerRepresentation else { return 0 }
        let p = text.utf8Start
        var code: UInt32 = 0
        for k in 0..<n { code |= UInt32(p[k]) << UInt32(8 * k) }
        return code
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

    @inline(__always)
    func isPunct(_ p: StaticString) -> Bool { kind == .punct && punctCode == Self.pack(p) }
    /// `isPunct` for a code made by `pack`.
    func isPunct(code: UInt32) -> Bool { kind == .punct && punctCode == code }
    func isIdent(_ word: String) -> Bool { kind == .identifier && text == word }
}
