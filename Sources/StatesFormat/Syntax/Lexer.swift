/// Turns decoded source text into tokens, reporting malformed ones.
///
/// The lexer never fails: a bad character or number becomes a diagnostic and lexing goes on.
struct Lexer {
    let source: SourceText
    let s: [Unicode.Scalar]
    var i = 0
    var line = 1
    var column = 1
    private var parenDepth = 0
    private var invalid: Set<Int>
    /// Tokens lexed and not yet dropped (`dropTokens`), or all of them after `tokenize`.
    private(set) var tokens: [Token] = []
    /// The last token emitted ends a statement (or none was emitted yet).
    private var previousEndsStatement = true
    /// The statement being lexed has a colour word (`color`, `tint`, `border`…) so far.
    private var colorStatement = false
    /// The statement being lexed is a `canvas` or `size`: a device name such as
    /// `iphone-15-pro` is one identifier there (elsewhere `width-8` is `width - 8`).
    private var environmentStatement = false
    private(set) var diagnostics: [Diagnostic] = []
    private var lexicalErrors = 0
    /// Where the first lexical error not reported is.
    private var firstUnreported: SourceRange?
    /// At most this many lexical errors are reported; a note at the first one left out says how many more there were.
    static let maxLexicalErrors = 50

    init(_ source: SourceText) {
        self.source = source
        self.s = source.scalars
        self.invalid = Set(source.invalidOffsets)
    }

    /// Lexes the whole text.
    static func tokenize(_ source: SourceText) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(source)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    /// Forgets the first `n` tokens (read by the parser).
    mutating func dropTokens(_ n: Int) {
        tokens.removeFirst(min(n, tokens.count))
    }

    /// Takes `tokens` as the tokens lexed so far (a chunk lexed on another thread, ``TokenPipe``).
    mutating func adopt(_ tokens: consuming [Token]) {
        self.tokens = tokens
    }

    /// The tokens lexed so far, handed over; the last `n` of them stay (``TokenPipe``).
    mutating func takeTokens(keepingLast n: Int) -> [Token] {
        let taken = tokens
        tokens = []
        tokens.reserveCapacity(TokenPipe.chunkSize + n)
        tokens.append(contentsOf: taken.suffix(n))
        return taken
    }

    func peek(_ k: Int = 0) -> Unicode.Scalar? {
        let j = i + k
        return j < s.count ? s[j] : nil
    }

    mutating func advance() {
        guard i < s.count else { return }
        let c = s[i]
        if c == "\u{FFFD}", invalid.contains(i) {
            error("invalid UTF-8 byte sequence", line: line, column: column, endColumn: column + 1)
        }
        i += 1
        if c == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    mutating func error(_ message: String, line: Int, column: Int, endColumn: Int) {
        lexicalErrors += 1
        let file = source.file
        let range = SourceRange(start: SourceLocation(file: file, line: line, column: column),
                                end: SourceLocation(file: file, line: line, column: max(endColumn, column + 1)))
        guard lexicalErrors <= Self.maxLexicalErrors else {
            if firstUnreported == nil { firstUnreported = range }
            return
        }
        diagnostics.append(.error(message, at: range))
    }

    /// The note closing a capped run of lexical errors, like the compiler's "N more diagnostics not shown".
    private mutating func noteUnreported() {
        guard let firstUnreported else { return }
        let more = lexicalErrors - Self.maxLexicalErrors
        diagnostics.append(.note("\(more) more lexical error\(more == 1 ? "" : "s") not shown", at: firstUnreported))
    }

    static func isIdentStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    static func isIdentBody(_ c: Unicode.Scalar) -> Bool {
        isIdentStart(c) || isDigit(c)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isHex(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
    }

    mutating func emit(_ token: consuming Token) {
        let endsStatement = token.kind == .newline || token.isPunct(";")
        if endsStatement {
            colorStatement = false
            environmentStatement = false
        } else if token.kind == .identifier {
            if !colorStatement, Self.isColorWord(token.text) { colorStatement = true }
            if previousEndsStatement, token.text == "canvas" || token.text == "size" { environmentStatement = true }
        }
        previousEndsStatement = endsStatement
        tokens.append(token)
    }

    /// Whether `word` is one after which, in the same statement, `#RRGGBB` is a colour rather
    /// than a comment.
    static func isColorWord(_ word: String) -> Bool {
        switch word {
        case "color", "text-color", "tint", "border", "shadow": return true
        default:
            // A misspelt colour property (`text-colour`, `colour`, `background-color`) is an
            // error the checker names; its `#RRGGBB` is read as the colour it was meant to be,
            // not as a comment that hides the rest of the line (its `}`).
            return mentionsColo(word)
        }
    }

    /// Whether `word` holds `colo` or `Colo` (a byte scan: every identifier passes here).
    static func mentionsColo(_ word: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= 5 else { return false }
            for i in 0...(bytes.count - 4) where (bytes[i] | 0x20) == UInt8(ascii: "c")
                && bytes[i + 1] == UInt8(ascii: "o") && bytes[i + 2] == UInt8(ascii: "l") && bytes[i + 3] == UInt8(ascii: "o") {
                return true
            }
            return false
        }
        return word.utf8.withContiguousStorageIfAvailable(scan) ?? Array(word.utf8).withUnsafeBufferPointer(scan)
    }

    func makeToken(_ kind: TokenKind, _ text: String, line: Int, column: Int) -> Token {
        Token(kind: kind, text: text, line: line, column: column, endLine: self.line, endColumn: self.column)
    }

    /// A punctuation token of the literal `text` (a string literal costs nothing to make, where
    /// a string built from a `StaticString`'s bytes is a decoding).
    func makePunct(_ text: String, line: Int, column: Int) -> Token {
        Token(kind: .punct, text: text, line: line, column: column, endLine: self.line,
              endColumn: self.column, punctCode: Token.pack(text))
    }

    private mutating func run() {
        while step() {}
    }

    /// Whether the text is lexed to its end (the end-of-file token emitted).
    private(set) var finished = false

    /// Lexes the next piece of text (a token, blanks or a comment); at the end, emits the
    /// closing newline and end-of-file tokens. Returns false once finished.
    mutating func step() -> Bool {
        guard !finished else { return false }
        // Blanks between tokens are skipped here in one go (they are never U+FFFD nor a line
        // end: `advance` has nothing to check for them), so a step usually ends with a token.
        while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "\r" {
            i += 1
            column += 1
        }
        if let c = peek() {
            let startLine = line, startColumn = column
            if c == "\n" {
                advance()
                if parenDepth == 0 {
                    emit(Token(kind: .newline, text: "\n", line: startLine, column: startColumn,
                               endLine: startLine, endColumn: startColumn + 1))
                }
            } else if c == " " || c == "\t" || c == "\r" {
                advance()
            } else if c == "#" {
                if colorStatement, lexColor() || lexMalformedColor() {
                    return true
                }
                while let d = peek(), d != "\n" { advance() }
            } else if Self.isIdentStart(c) {
                lexIdentifier()
            } else if Self.isDigit(c) || (c == "." && peek(1).map(Self.isDigit) == true) {
                lexNumber()
            } else if c == "\"" {
                lexString()
            } else {
                lexPunct(c)
            }
            return true
        }
        emit(Token(kind: .newline, text: "\n", line: line, column: column, endLine: line, endColumn: column))
        emit(Token(kind: .endOfFile, text: "", line: line, column: column, endLine: line, endColumn: column))
        noteUnreported()
        finished = true
        return false
    }

    /// Whether the letters and digits from `j` on include a letter (`7e` in `bsi-7e-6Cc`).
    private func partHasLetter(at j: Int) -> Bool {
        var k = j
        while k < s.count, Self.isIdentBody(s[k]) {
            if Self.isIdentStart(s[k]) { return true }
            k += 1
        }
        return false
    }

    /// Whether an Interface Builder object id (`BYZ-38-t0r`) starts at `j` and ends there.
    private func interfaceBuilderID(at j: Int) -> Bool {
        guard j + 10 <= s.count, s[j + 3] == "-", s[j + 6] == "-" else { return false }
        for k in [0, 1, 2, 4, 5, 7, 8, 9] where !Self.isIdentBody(s[j + k]) { return false }
        return j + 10 == s.count || !(Self.isIdentBody(s[j + 10]) || s[j + 10] == "-")
    }

    private mutating func lexIdentifier() {
        let startLine = line, startColumn = column
        let start = i
        // An Interface Builder id (`BYZ-38-t0r`: 3, 2 and 3 letters or digits) is one identifier.
        if interfaceBuilderID(at: start) {
            i = start + 10
        }
        while i < s.count {
            let c = s[i]
            // `ease-in-out`, `safe-area`, `bsi-7e-6Cc`: a hyphen joins words, and a part that
            // starts with a digit but has a letter; `width-8` stays `width - 8`.
            guard Self.isIdentBody(c) || (c == "-" && i + 1 < s.count && Self.isIdentStart(s[i + 1]))
                    || (c == "-" && i + 1 < s.count && Self.isDigit(s[i + 1]) && (environmentStatement || partHasLetter(at: i + 1)))
            else { break }
            i += 1
        }
        // Identifiers are ASCII and never span lines: only the column moves.
        column += i - start
        // ASCII only (see `isIdentBody`): building the string from bytes is ~30× faster than
        // through `String.UnicodeScalarView`, which dominated lexing large files.
        let text = Self.asciiString(s, start..<i)
        emit(makeToken(.identifier, text, line: startLine, column: startColumn))
    }

    /// The text of `range`, whose scalars are all ASCII, written straight into a string.
    static func asciiString(_ s: [Unicode.Scalar], _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (k, j) in range.enumerated() { buffer[k] = UInt8(truncatingIfNeeded: s[j].value) }
            return range.count
        }
    }

    private mutating func lexPunct(_ c: Unicode.Scalar) {
        let startLine = line, startColumn = column
        if c == "<", peek(1) == "-", peek(2) == ">" {
            advance(); advance(); advance()
            emit(makePunct("<->", line: startLine, column: startColumn))
            return
        }
        let two: String?
        switch (c, peek(1)) {
        case ("=", "="?): two = "=="
        case (">", "="?): two = ">="
        case ("<", "="?): two = "<="
        case ("-", ">"?): two = "->"
        default: two = nil
        }
        if let two {
            advance(); advance()
            emit(makePunct(two, line: startLine, column: startColumn))
            return
        }
        switch c {
        case ";", "{", "}":
            // No construct has these inside parentheses: an unclosed `(` ends here, so that
            // newlines end statements again.
            advance()
            parenDepth = 0
            emit(Token(kind: .punct, text: Self.punctText(c), line: startLine, column: startColumn, endLine: line,
                       endColumn: column, punctCode: c.value))
        case "+", "-", "*", "/", "@", ".", ",", ":", "[", "]", "|":
            advance()
            emit(Token(kind: .punct, text: Self.punctText(c), line: startLine, column: startColumn, endLine: line,
                       endColumn: column, punctCode: c.value))
        case "(":
            advance()
            parenDepth += 1
            emit(makePunct("(", line: startLine, column: startColumn))
        case ")":
            advance()
            parenDepth = max(0, parenDepth - 1)
            emit(makePunct(")", line: startLine, column: startColumn))
        case "=", "<", ">":
            advance()
            let suggestion = c == "=" ? "==" : (c == "<" ? "<=" : ">=")
            error("'\(c)' is not a relation; did you mean '\(suggestion)'?", line: startLine, column: startColumn,
                  endColumn: column)
            emit(makeToken(.punct, suggestion, line: startLine, column: startColumn))
        default:
            // Coalesce a run of unexpected characters into one diagnostic.
            let isBad: (Unicode.Scalar) -> Bool = { d in
                !(Self.isIdentBody(d) || d == " " || d == "\t" || d == "\n" || d == "\r" || d == "\"" || d == "#"
                  || "+-*/@.,:;{}[]|()=<>".unicodeScalars.contains(d))
            }
            var count = 0
            var sawInvalidUTF8 = false
            while let d = peek(), isBad(d) {
                if d == "\u{FFFD}", invalid.contains(i) {
                    sawInvalidUTF8 = true
                    invalid.remove(i)
                }
                count += 1
                advance()
            }
            let what: String
            if sawInvalidUTF8 {
                what = "invalid UTF-8 byte sequence"
            } else if count == 1 {
                what = "unexpected character '\(Self.printable(c))'"
            } else {
                what = "unexpected characters"
            }
            error(what, line: startLine, column: startColumn, endColumn: column)
        }
    }

    /// The text of a one-character punctuation token: a literal (`String(c)` builds a string
    /// through the general conversion, for a quarter of the tokens of a scene).
    static func punctText(_ c: Unicode.Scalar) -> String {
        switch c {
        case ";": return ";"
        case "{": return "{"
        case "}": return "}"
        case "+": return "+"
        case "-": return "-"
        case "*": return "*"
        case "/": return "/"
        case "@": return "@"
        case ".": return "."
        case ",": return ","
        case ":": return ":"
        case "[": return "["
        case "]": return "]"
        case "|": return "|"
        case "(": return "("
        case ")": return ")"
        default: return String(c)
        }
    }

    static func printable(_ c: Unicode.Scalar) -> String {
        if c.value < 0x20 || c.value == 0x7F {
            return "\\u{" + String(c.value, radix: 16) + "}"
        }
        return String(c)
    }
}
