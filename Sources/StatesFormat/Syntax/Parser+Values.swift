/// Directives (`KEYWORD value…`) and their values: numbers, strings, names and lists.
extension Parser {
    mutating func directive(keywordAlreadyRead: ASTName? = nil) throws -> ASTDirective {
        let kw: ASTName
        if let k = keywordAlreadyRead { kw = k } else { kw = try name("a keyword") }
        var values: [ASTValue] = []
        while !atStatementEnd && !tok.isPunct("{") {
            // Values may be separated by commas (`autoresizing flexible-width, flexible-height`).
            if !values.isEmpty, tok.isPunct(",") {
                skip()
                continue
            }
            values.append(try value())
        }
        let end = values.last?.range ?? kw.range
        return ASTDirective(keyword: kw, values: values, range: range(from: kw.range, to: end))
    }

    mutating func number(allowSign: Bool = true) throws -> ASTNumber {
        var sign = 1.0
        var start: SourceRange?
        if allowSign, tok.isPunct("-") || tok.isPunct("+"), nextTok.kind == .number {
            let s = next()
            sign = s.text == "-" ? -1 : 1
            start = range(s)
        }
        guard tok.kind == .number else { throw expected("a number") }
        // Read in place, then skipped (no copy of the token).
        let r = range(tok)
        let n = ASTNumber(value: sign * tok.number, unit: tok.unit, range: start.map { range(from: $0, to: r) } ?? r)
        skip()
        return n
    }

    mutating func value() throws -> ASTValue {
        switch tok.kind {
        case .number:
            return .number(try number())
        case .size:
            let t = next()
            return .size(width: t.number, height: t.number2, range(t))
        case .string:
            return .string(try string("a string"))
        case .color:
            let t = next()
            return .color(t.color ?? Color(red: 0, green: 0, blue: 0), range(t))
        case .identifier:
            let n = try name("a value")
            if tok.isPunct("(") && tok.line == n.range.end.line && tok.column == n.range.end.column {
                return try list(named: n)
            }
            return .identifier(n)
        case .punct where tok.isPunct("-") || tok.isPunct("+"):
            return .number(try number())
        case .punct where tok.isPunct("("):
            return try list(named: nil)
        default:
            throw expected("a value")
        }
    }

    mutating func list(named: ASTName?) throws -> ASTValue {
        let open = try expectPunct("(")
        guard depth < Self.maxDepth else {
            throw fail("parentheses nested too deeply (more than \(Self.maxDepth) levels)", at: range(open))
        }
        depth += 1
        defer { depth -= 1 }
        var args: [ASTArgument] = []
        if !tok.isPunct(")") {
            while true {
                var label: ASTName?
                if tok.kind == .identifier, nextTok.isPunct(":") {
                    label = try name("a label")
                    skip()
                }
                args.append(ASTArgument(label: label, value: try value()))
                if tok.isPunct(",") { skip(); continue }
                break
            }
        }
        let close = try expectPunct(")")
        return .list(name: named, args, range(from: named?.range ?? range(open), to: range(close)))
    }
}
