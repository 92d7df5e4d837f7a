/// The lexer's literals: colours, numbers (with their units and sizes) and strings.
extension Lexer {
    /// Lexes `#RRGGBB` / `#RRGGBBAA` in a statement with a colour word; returns false (consuming nothing) when it is a comment.
    mutating func lexColor() -> Bool {
        var n = 0
        while let c = peek(1 + n), Self.isHex(c) { n += 1 }
        guard n == 6 || n == 8 else { return false }
        if let after = peek(1 + n), Self.isIdentBody(after) { return false }
        let startLine = line, startColumn = column
        var digits: [UInt8] = []
        advance()
        for _ in 0..<n {
            if let c = peek(), let v = Self.hexValue(c) { digits.append(v) }
            advance()
        }
        var comps: [UInt8] = []
        var k = 0
        while k + 1 < digits.count {
            comps.append(digits[k] * 16 + digits[k + 1])
            k += 2
        }
        var token = makeToken(.color, "#", line: startLine, column: startColumn)
        if comps.count >= 3 {
            token.color = Color(r: comps[0], g: comps[1], b: comps[2], a: comps.count == 4 ? comps[3] : 255)
        }
        emit(token)
        return true
    }

    /// A `#` right after a colour word (`color #FF00`), or followed only by hex digits of the
    /// wrong count, in a colour statement: an error naming the forms a colour takes, and a
    /// colour token so the rest of the line is read (not a comment that hides a `}`).
    mutating func lexMalformedColor() -> Bool {
        var n = 0
        while let c = peek(1 + n), Self.isIdentBody(c) { n += 1 }
        guard n > 0 else { return false }
        let allHex = (1...n).allSatisfy { peek($0).map(Self.isHex) ?? false }
        guard allHex || (tokens.last.map { $0.kind == .identifier && Self.isColorWord($0.text) } ?? false) else { return false }
        let startLine = line, startColumn = column
        let text = String(String.UnicodeScalarView(s[i...(i + n)]))
        for _ in 0...n { advance() }
        error("'\(text)' is not a colour: write # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA), or a colour's name",
              line: startLine, column: startColumn, endColumn: column)
        var token = makeToken(.color, "#", line: startLine, column: startColumn)
        token.color = Color(r: 0, g: 0, b: 0, a: 255)
        emit(token)
        return true
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt8? {
        switch c {
        case "0"..."9": return UInt8(c.value - 48)
        case "a"..."f": return UInt8(c.value - 87)
        case "A"..."F": return UInt8(c.value - 55)
        default: return nil
        }
    }

    /// Reads `digits[.digits]` or `.digits`; returns the text.
    mutating func digits() -> String {
        // Digits and a point never span lines: only the column moves.
        let start = i
        while i < s.count, Self.isDigit(s[i]) { i += 1 }
        if i + 1 < s.count, s[i] == ".", Self.isDigit(s[i + 1]) {
            i += 1
            while i < s.count, Self.isDigit(s[i]) { i += 1 }
        }
        column += i - start
        return Self.asciiString(s, start..<i)
    }

    mutating func lexNumber() {
        let startLine = line, startColumn = column
        let first = digits()
        var token = makeToken(.number, first, line: startLine, column: startColumn)
        var ok = true
        var value = Self.parseNumber(first)
        if value == nil { ok = false }
        if peek() == "x", let d = peek(1), Self.isDigit(d) || d == "." {
            advance()
            let second = digits()
            token.kind = .size
            token.text = first + "x" + second
            if let h = Self.parseNumber(second) { token.number2 = h } else { ok = false }
        } else if peek() == "m", peek(1) == "s", !(peek(2).map(Self.isIdentBody) ?? false) {
            advance(); advance()
            token.unit = .milliseconds
        } else if peek() == "s", !(peek(1).map(Self.isIdentBody) ?? false) {
            advance()
            token.unit = .seconds
        } else if peek() == "%" {
            advance()
            token.unit = .percent
        }
        // Anything glued on (`1e400`, `12px`, `1.2.3`) makes the whole word a malformed number.
        var junk = false
        while let c = peek(), Self.isIdentBody(c) || c == "." || (c == "-" && peek(1).map(Self.isIdentBody) == true) {
            if c == ".", let d = peek(1), !Self.isIdentBody(d) { break }
            junk = true
            advance()
        }
        token.endLine = line
        token.endColumn = column
        if junk {
            error("malformed number", line: startLine, column: startColumn, endColumn: column)
            value = 0
        } else if !ok || value == nil {
            error("number out of range", line: startLine, column: startColumn, endColumn: column)
            value = 0
        }
        token.number = value ?? 0
        if token.kind == .size, !ok { token.number2 = 0 }
        emit(token)
    }

    /// Parses a decimal; nil when not finite or beyond ±1e12 (no scene needs more).
    static func parseNumber(_ text: String) -> Double? {
        // Whole numbers of up to 12 digits (most numbers in a scene) are exact as integers:
        // no need for the general decimal parser.
        let utf8 = text.utf8
        if utf8.count <= 12, !utf8.isEmpty {
            var n = 0
            var whole = true
            for b in utf8 {
                guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { whole = false; break }
                n = n * 10 + Int(b - UInt8(ascii: "0"))
            }
            if whole { return n <= 1_000_000_000_000 ? Double(n) : nil }
        }
        guard utf8.count <= 40, let v = Double(text), v.isFinite, abs(v) <= 1e12 else { return nil }
        return v
    }

    mutating func lexString() {
        let startLine = line, startColumn = column
        advance()
        var value = String.UnicodeScalarView()
        var columns: [Int] = []
        var closed = false
        while let c = peek() {
            if c == "\"" {
                advance()
                closed = true
                break
            }
            if c == "\n" {
                break
            }
            let col = column
            if c == "\\" {
                let escLine = line, escColumn = column
                advance()
                switch peek() {
                case "\""?: value.append("\""); advance()
                case "\\"?: value.append("\\"); advance()
                case "n"?: value.append("\n"); advance()
                default:
                    error("unknown escape sequence in string; use \\\", \\\\ or \\n",
                          line: escLine, column: escColumn, endColumn: column + 1)
                    if let d = peek(), d != "\n" { value.append(d); advance() }
                }
                columns.append(col)
            } else {
                value.append(c)
                columns.append(col)
                advance()
            }
        }
        if !closed {
            error("unterminated string", line: startLine, column: startColumn, endColumn: column)
        }
        var token = makeToken(.string, "\"", line: startLine, column: startColumn)
        token.string = String(value)
        token.stringColumns = columns
        emit(token)
    }
}
