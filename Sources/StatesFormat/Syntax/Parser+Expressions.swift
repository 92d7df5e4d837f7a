/// Constant expressions (`constant A (root.width - title.width) / 2`).
extension Parser {
    /// The most numbers and `ID.P` references one constant expression may have. The syntax tree of
    /// `1 + 1 + …` is as deep as it has terms, and every pass over it (checker, engine, equality,
    /// deallocation) must stay far from the stack's limit, also on the render's secondary threads.
    static let maxExpressionTerms = 256

    /// Expressions are parsed with loops for `+ -` and `* /` (recursion only for parentheses and
    /// unary minus, bounded by ``maxDepth``). Past ``maxExpressionTerms`` the terms are still read,
    /// to find the end of the statement, but no longer added to the tree, which stays small.
    mutating func expression() throws -> ASTExpression {
        guard depth < Self.maxDepth else {
            throw fail("expression nested too deeply (more than \(Self.maxDepth) levels)", at: range(tok))
        }
        depth += 1
        defer { depth -= 1 }
        return try binaryLevel("+", "-") { try $0.binaryLevel("*", "/") { try $0.factor() } }
    }

    /// One precedence level: `operand (op operand)*` for the two operators `a` and `b`, left
    /// associative, with a loop (no recursion per term).
    mutating func binaryLevel(_ a: Character, _ b: Character,
                              operand: (inout Parser) throws -> ASTExpression) throws -> ASTExpression {
        var lhs = try operand(&self)
        let codeA = Token.pack(String(a)), codeB = Token.pack(String(b))
        while tok.isPunct(code: codeA) || tok.isPunct(code: codeB) {
            let op: Character = next().text == String(a) ? a : b
            let rhs = try operand(&self)
            if expressionTerms <= Self.maxExpressionTerms {
                lhs = .binary(op: op, lhs, rhs, range(from: lhs.range, to: rhs.range))
            }
        }
        return lhs
    }

    mutating func factor() throws -> ASTExpression {
        if tok.isPunct("-") {
            let minus = next()
            guard depth < Self.maxDepth else {
                throw fail("expression nested too deeply (more than \(Self.maxDepth) levels)", at: range(minus))
            }
            depth += 1
            defer { depth -= 1 }
            let inner = try factor()
            return .negate(inner, range(from: range(minus), to: inner.range))
        }
        if tok.isPunct("(") {
            let open = next()
            let e = try expression()
            let close = try expectPunct(")")
            // The parentheses belong to the sub-expression's range (errors point at `(…)`).
            let r = range(from: range(open), to: range(close))
            switch e {
            case .binary(let op, let l, let rhs, _): return .binary(op: op, l, rhs, r)
            case .negate(let inner, _): return .negate(inner, r)
            case .number, .property: return e
            }
        }
        if tok.kind == .number {
            expressionTerms += 1
            return .number(try number(allowSign: false))
        }
        if tok.kind == .identifier {
            expressionTerms += 1
            return .property(try anchor())
        }
        throw expected("a number, 'ID.width' or '('")
    }
}
