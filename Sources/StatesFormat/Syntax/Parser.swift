/// Recursive-descent parser from tokens to the syntax tree, with error recovery: a malformed
/// statement is reported and skipped to the next statement end, so every problem of a file
/// is reported.
struct Parser {
    private struct Failure: Error {}

    /// The deepest nesting of blocks or parentheses accepted.
    static let maxDepth = 64

    private let tokens: [Token]
    private let file: String
    private var p = 0
    private var depth = 0
    /// Numbers and `ID.P` references read in the current constant expression.
    private var expressionTerms = 0
    /// Set when a block ended without its `}` before a statement that belongs outside it: that
    /// statement starts here, so the enclosing statement counts as ended.
    private var endedUnclosedBlock = false
    private(set) var diagnostics: [Diagnostic] = []

    init(tokens: [Token], file: String) {
        self.tokens = tokens
        self.file = file
    }

    /// Parses a whole file.
    static func parse(tokens: [Token], file: String) -> (ASTFile, [Diagnostic]) {
        var parser = Parser(tokens: tokens, file: file)
        let statements = parser.parseStatements(topLevel: true)
        return (ASTFile(file: file, statements: statements), parser.diagnostics)
    }

    // MARK: - Tokens

    private var tok: Token { tokens[min(p, tokens.count - 1)] }
    private func peekTok(_ k: Int) -> Token { tokens[min(p + k, tokens.count - 1)] }
    private mutating func next() -> Token {
        let t = tok
        if p < tokens.count - 1 { p += 1 }
        return t
    }

    private func range(_ t: Token) -> SourceRange { t.range(file) }
    private func range(from a: SourceRange, to b: SourceRange) -> SourceRange { SourceRange(start: a.start, end: b.end) }
    private var previousEnd: SourceRange { tokens[max(0, p - 1)].range(file) }

    private func describe(_ t: Token) -> String {
        switch t.kind {
        case .identifier: return "'\(t.text)'"
        case .number, .size: return "number '\(t.text)'"
        case .string: return "a string"
        case .color: return "a colour"
        case .punct: return "'\(t.text)'"
        case .newline: return "end of line"
        case .endOfFile: return "end of file"
        }
    }

    private mutating func fail(_ message: String, at r: SourceRange) -> Failure {
        diagnostics.append(.error(message, at: r))
        return Failure()
    }

    private mutating func expected(_ what: String) -> Failure {
        fail("expected \(what), found \(describe(tok))", at: range(tok))
    }

    private var atStatementEnd: Bool {
        tok.kind == .newline || tok.kind == .endOfFile || tok.isPunct(";") || tok.isPunct("}")
    }

    private mutating func expectPunct(_ text: String) throws -> Token {
        guard tok.isPunct(text) else { throw expected("'\(text)'") }
        return next()
    }

    private mutating func name(_ what: String) throws -> ASTName {
        guard tok.kind == .identifier else { throw expected(what) }
        let t = next()
        return ASTName(text: t.text, range: range(t))
    }

    private mutating func expectStatementEnd() throws {
        if endedUnclosedBlock {
            endedUnclosedBlock = false
            return
        }
        guard atStatementEnd else { throw expected("end of statement") }
    }

    /// Skips to the end of the current statement: a newline or `;` outside nested braces, or
    /// (without consuming it) a `}` closing the current block.
    private mutating func recover() {
        endedUnclosedBlock = false
        var braces = 0
        while tok.kind != .endOfFile {
            if tok.isPunct("{") {
                braces += 1
            } else if tok.isPunct("}") {
                if braces == 0 { return }
                braces -= 1
            } else if braces == 0, tok.kind == .newline || tok.isPunct(";") {
                _ = next()
                return
            }
            _ = next()
        }
    }

    /// Skips a balanced `{ … }` block starting at the current `{` without recursion.
    private mutating func skipBlock() {
        var braces = 0
        while tok.kind != .endOfFile {
            if tok.isPunct("{") { braces += 1 }
            if tok.isPunct("}") {
                braces -= 1
                if braces <= 0 { _ = next(); return }
            }
            _ = next()
        }
    }

    /// Statement keywords that cannot appear inside any block: meeting one at the start of a
    /// statement means the block was not closed.
    static let topLevelOnly: Set<String> = ["scene", "canvas", "size", "state", "initial", "transition", "sequence"]

    /// Parses `{ items }` with `item` per statement; handles depth, separators and recovery.
    ///
    /// `owner` names the block in messages (`view 'card'`). A statement starting with one of
    /// `endsAt` (not as a constraint's item) cannot belong to this block: the `}` is missing. That is
    /// one error, where the parser noticed, with a note where the block opened; the block then ends
    /// there so the statement is parsed where it belongs instead of cascading errors.
    private mutating func block<T>(_ owner: String, endsAt: Set<String>,
                                   _ item: (inout Parser) throws -> T?) throws -> ([T], SourceRange) {
        let open = try expectPunct("{")
        if depth >= Self.maxDepth {
            diagnostics.append(.error("blocks nested too deeply (more than \(Self.maxDepth) levels)", at: range(open)))
            p -= 1
            skipBlock()
            throw Failure()
        }
        depth += 1
        defer { depth -= 1 }
        var items: [T] = []
        while true {
            while tok.kind == .newline || tok.isPunct(";") { _ = next() }
            if tok.isPunct("}") {
                let close = next()
                return (items, range(from: range(open), to: range(close)))
            }
            let unclosedAt: String?
            if tok.kind == .endOfFile {
                unclosedAt = "the end of the file"
            } else if tok.kind == .identifier, endsAt.contains(tok.text), !startsConstraint {
                unclosedAt = "'\(tok.text)'"
            } else {
                unclosedAt = nil
            }
            if let unclosedAt {
                diagnostics.append(.error(
                    "expected '}' to close the block of \(owner) opened at line \(open.line) before \(unclosedAt)",
                    at: range(tok), notes: [.note("the block of \(owner) opens here", at: range(open))]))
                endedUnclosedBlock = tok.kind != .endOfFile
                return (items, range(from: range(open), to: previousEnd))
            }
            do {
                if let x = try item(&self) { items.append(x) }
                try expectStatementEnd()
            } catch {
                recover()
            }
        }
    }

    // MARK: - Statements

    private mutating func parseStatements(topLevel: Bool) -> [ASTStatement] {
        var statements: [ASTStatement] = []
        while tok.kind != .endOfFile {
            while tok.kind == .newline || tok.isPunct(";") { _ = next() }
            if tok.kind == .endOfFile { break }
            if tok.isPunct("}") {
                diagnostics.append(.error("unexpected '}' with no block to close", at: range(tok)))
                _ = next()
                continue
            }
            do {
                if let s = try statement(inElement: false) { statements.append(s) }
                try expectStatementEnd()
            } catch {
                recover()
            }
        }
        return statements
    }

    private var startsConstraint: Bool {
        tok.kind == .identifier && (peekTok(1).isPunct(".") || peekTok(1).isPunct(":"))
    }

    /// A statement at the top level or (`inElement`) in an element's block.
    private mutating func statement(inElement: Bool) throws -> ASTStatement? {
        if startsConstraint { return .constraint(try constraint(allowName: true)) }
        guard tok.kind == .identifier else {
            if tok.isPunct("{") {
                diagnostics.append(.error("unexpected block", at: range(tok)))
                skipBlock()
                throw Failure()
            }
            throw expected("a statement")
        }
        let word = tok.text
        if Keywords.elementKinds.contains(word) { return .element(try element()) }
        if word == "vfl" { return .vfl(try vfl()) }
        if inElement { return .property(try directive()) }
        switch word {
        case "scene":
            let kw = next()
            let title = try string("the scene's display name")
            return .scene(title, range(from: range(kw), to: title.range))
        case "canvas":
            return .canvas(try directive())
        case "size":
            let kw = next()
            let n = try name("the size's name")
            var d = try directive(keywordAlreadyRead: ASTName(text: "size", range: range(kw)))
            d.range = range(from: range(kw), to: d.range)
            return .size(n, d)
        case "state": return .state(try state())
        case "initial":
            let kw = next()
            let n = try name("a state name")
            return .initial(n, range(from: range(kw), to: n.range))
        case "transition": return .transition(try transition())
        case "sequence": return .sequence(try sequence())
        default:
            let t = tok
            let hint: String
            if Keywords.properties.contains(word) {
                hint = "; '\(word)' is a property and belongs in an element's block"
            } else {
                hint = Suggestion.suffix(for: word, among: Keywords.topLevel)
            }
            throw fail("unknown statement '\(word)'\(hint)", at: range(t))
        }
    }

    private mutating func string(_ what: String) throws -> ASTString {
        guard tok.kind == .string else { throw expected(what) }
        let t = next()
        return ASTString(value: t.string, range: range(t), columns: t.stringColumns ?? [])
    }

    private mutating func element() throws -> ASTElement {
        let kw = next()
        let kind = ASTName(text: kw.text, range: range(kw))
        let id = try name("the \(kw.text)'s id")
        var text: ASTString?
        if tok.kind == .string { text = try string("text") }
        var body: [ASTStatement] = []
        var end = text?.range ?? id.range
        if tok.isPunct("{") {
            let (items, r) = try block("\(kw.text) '\(id.text)'", endsAt: Self.topLevelOnly) { parser in
                try parser.statement(inElement: true)
            }
            body = items
            end = r
        }
        return ASTElement(kind: kind, id: id, text: text, body: body, range: range(from: kind.range, to: end))
    }

    // MARK: - Directives

    private mutating func directive(keywordAlreadyRead: ASTName? = nil) throws -> ASTDirective {
        let kw: ASTName
        if let k = keywordAlreadyRead { kw = k } else { kw = try name("a keyword") }
        var values: [ASTValue] = []
        while !atStatementEnd && !tok.isPunct("{") {
            values.append(try value())
        }
        let end = values.last?.range ?? kw.range
        return ASTDirective(keyword: kw, values: values, range: range(from: kw.range, to: end))
    }

    private mutating func number(allowSign: Bool = true) throws -> ASTNumber {
        var sign = 1.0
        var start: SourceRange?
        if allowSign, tok.isPunct("-") || tok.isPunct("+"), peekTok(1).kind == .number {
            let s = next()
            sign = s.text == "-" ? -1 : 1
            start = range(s)
        }
        guard tok.kind == .number else { throw expected("a number") }
        let t = next()
        let r = range(t)
        return ASTNumber(value: sign * t.number, unit: t.unit, range: start.map { range(from: $0, to: r) } ?? r)
    }

    private mutating func value() throws -> ASTValue {
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

    private mutating func list(named: ASTName?) throws -> ASTValue {
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
                if tok.kind == .identifier, peekTok(1).isPunct(":") {
                    label = try name("a label")
                    _ = next()
                }
                args.append(ASTArgument(label: label, value: try value()))
                if tok.isPunct(",") { _ = next(); continue }
                break
            }
        }
        let close = try expectPunct(")")
        return .list(name: named, args, range(from: named?.range ?? range(open), to: range(close)))
    }

    // MARK: - Constraints

    private mutating func anchor() throws -> ASTAnchor {
        let first = try name("an anchor (ITEM.ATTRIBUTE)")
        var path = [first]
        while tok.isPunct(".") {
            _ = next()
            path.append(try name("an attribute or guide name after '.'"))
        }
        guard path.count >= 2 else {
            throw fail("expected an anchor (ITEM.ATTRIBUTE), found '\(first.text)'", at: first.range)
        }
        return ASTAnchor(path: path, range: range(from: first.range, to: path[path.count - 1].range))
    }

    private mutating func relation() throws -> (Relation, SourceRange) {
        let t = tok
        guard t.kind == .punct, let r = Relation(rawValue: t.text) else { throw expected("'==', '>=' or '<='") }
        _ = next()
        return (r, range(t))
    }

    private mutating func priority() throws -> ASTPriority {
        let at = try expectPunct("@")
        if tok.kind == .identifier {
            let n = next()
            return ASTPriority(value: .keyword(n.text), range: range(from: range(at), to: range(n)))
        }
        let n = try number()
        return ASTPriority(value: .number(n.value), range: range(from: range(at), to: n.range))
    }

    private mutating func constraint(allowName: Bool) throws -> ASTConstraint {
        var cname: ASTName?
        if allowName, tok.kind == .identifier, peekTok(1).isPunct(":") {
            cname = try name("a constraint name")
            _ = next()
        }
        let first = try anchor()
        let (rel, relRange) = try relation()
        var second: ASTAnchor?
        var multiplier: ASTNumber?
        var constant: ASTNumber?
        if tok.kind == .number || ((tok.isPunct("-") || tok.isPunct("+")) && peekTok(1).kind == .number) {
            let n = try number()
            if tok.isPunct("*") {
                _ = next()
                multiplier = n
                second = try anchor()
            } else {
                constant = n
            }
        } else {
            second = try anchor()
            if tok.isPunct("*") {
                _ = next()
                multiplier = try number()
            }
        }
        if second != nil, tok.isPunct("+") || tok.isPunct("-") {
            let sign = next()
            var n = try number(allowSign: false)
            if sign.text == "-" { n.value = -n.value }
            n.range = range(from: range(sign), to: n.range)
            constant = n
        }
        var prio: ASTPriority?
        if tok.isPunct("@") { prio = try priority() }
        let start = cname?.range ?? first.range
        return ASTConstraint(name: cname, first: first, relation: rel, relationRange: relRange, second: second,
                             multiplier: multiplier, constant: constant, priority: prio,
                             range: range(from: start, to: previousEnd))
    }

    private mutating func vfl() throws -> ASTVFL {
        let kw = next()
        let format = try string("a Visual Format Language string")
        var metrics: [ASTMetric] = []
        if tok.isIdent("metrics") {
            let m = try name("metrics")
            guard case .list(_, let args, _) = try list(named: m) else { throw Failure() }
            for arg in args {
                guard let label = arg.label, case .number(let n) = arg.value else {
                    throw fail("expected 'NAME: number' in metrics", at: arg.value.range)
                }
                metrics.append(ASTMetric(name: label, value: n))
            }
        }
        var prio: ASTPriority?
        if tok.isPunct("@") { prio = try priority() }
        return ASTVFL(format: format, metrics: metrics, priority: prio, range: range(from: range(kw), to: previousEnd))
    }

    // MARK: - States

    private mutating func nameList(_ what: String) throws -> [ASTName] {
        var names = [try name(what)]
        while tok.isPunct(",") {
            _ = next()
            names.append(try name(what))
        }
        return names
    }

    private mutating func state() throws -> ASTState {
        let kw = next()
        let n = try name("a state name")
        var base: ASTName?
        if tok.isIdent("extends") {
            _ = next()
            base = try name("the name of the state to extend")
        }
        var items: [ASTStateItem] = []
        var end = base?.range ?? n.range
        if tok.isPunct("{") {
            let (list, r) = try block("state '\(n.text)'", endsAt: Self.topLevelOnly.union(Keywords.elementKinds)) { parser in
                try parser.stateItem()
            }
            items = list
            end = r
        }
        return ASTState(name: n, extends: base, items: items, range: range(from: range(kw), to: end))
    }

    private mutating func stateItem() throws -> ASTStateItem? {
        if startsConstraint { return .add(try constraint(allowName: true)) }
        guard tok.kind == .identifier else { throw expected("a state change") }
        let kw = next()
        let kwRange = range(kw)
        switch kw.text {
        case "activate", "deactivate", "hide", "show":
            let what = (kw.text == "hide" || kw.text == "show") ? "an element id" : "a constraint name"
            let names = try nameList(what)
            let r = range(from: kwRange, to: previousEnd)
            switch kw.text {
            case "activate": return .activate(names, r)
            case "deactivate": return .deactivate(names, r)
            case "hide": return .hide(names, r)
            default: return .show(names, r)
            }
        case "priority":
            let n = try name("a constraint name")
            let prio: ASTPriority
            if tok.isPunct("@") {
                prio = try priority()
            } else if tok.kind == .identifier {
                let t = next()
                prio = ASTPriority(value: .keyword(t.text), range: range(t))
            } else {
                let num = try number()
                prio = ASTPriority(value: .number(num.value), range: num.range)
            }
            return .priority(n, prio, range(from: kwRange, to: prio.range))
        case "constant":
            let n = try name("a constraint name")
            let start = range(tok)
            expressionTerms = 0
            let e = try expression()
            guard expressionTerms <= Self.maxExpressionTerms else {
                throw fail("constant expression has \(expressionTerms) terms; at most \(Self.maxExpressionTerms) are allowed",
                           at: range(from: start, to: previousEnd))
            }
            return .constant(n, e, range(from: kwRange, to: e.range))
        case "alpha":
            let n = try name("an element id")
            let v = try number()
            return .alpha(n, v, range(from: kwRange, to: v.range))
        case "replace":
            let n = try name("the name of the constraint to replace")
            _ = try expectPunct(":")
            let c = try constraint(allowName: false)
            return .replace(n, c, range(from: kwRange, to: c.range))
        case "vfl":
            p -= 1
            return .vfl(try vfl())
        default:
            throw fail("unknown state change '\(kw.text)'\(Suggestion.suffix(for: kw.text, among: Keywords.stateLevel))",
                       at: kwRange)
        }
    }

    // MARK: - Constant expressions

    /// The most numbers and `ID.P` references one constant expression may have. The syntax tree of
    /// `1 + 1 + …` is as deep as it has terms, and every pass over it (checker, engine, equality,
    /// deallocation) must stay far from the stack's limit, also on the render's secondary threads.
    static let maxExpressionTerms = 256

    /// Expressions are parsed with loops for `+ -` and `* /` (recursion only for parentheses and
    /// unary minus, bounded by ``maxDepth``). Past ``maxExpressionTerms`` the terms are still read,
    /// to find the end of the statement, but no longer added to the tree, which stays small.
    private mutating func expression() throws -> ASTExpression {
        guard depth < Self.maxDepth else {
            throw fail("expression nested too deeply (more than \(Self.maxDepth) levels)", at: range(tok))
        }
        depth += 1
        defer { depth -= 1 }
        var lhs = try term()
        while tok.isPunct("+") || tok.isPunct("-") {
            let op: Character = next().text == "+" ? "+" : "-"
            let rhs = try term()
            if expressionTerms <= Self.maxExpressionTerms {
                lhs = .binary(op: op, lhs, rhs, range(from: lhs.range, to: rhs.range))
            }
        }
        return lhs
    }

    private mutating func term() throws -> ASTExpression {
        var lhs = try factor()
        while tok.isPunct("*") || tok.isPunct("/") {
            let op: Character = next().text == "*" ? "*" : "/"
            let rhs = try factor()
            if expressionTerms <= Self.maxExpressionTerms {
                lhs = .binary(op: op, lhs, rhs, range(from: lhs.range, to: rhs.range))
            }
        }
        return lhs
    }

    private mutating func factor() throws -> ASTExpression {
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

    // MARK: - Transitions and sequences

    private mutating func pattern() throws -> ASTPattern {
        if tok.isPunct("*") {
            let t = next()
            return ASTPattern(name: nil, range: range(t))
        }
        let n = try name("a state name or '*'")
        return ASTPattern(name: n, range: n.range)
    }

    private mutating func transition() throws -> ASTTransition {
        let kw = next()
        let from = try pattern()
        let both: Bool
        if tok.isPunct("->") {
            both = false
        } else if tok.isPunct("<->") {
            both = true
        } else {
            throw expected("'->' or '<->'")
        }
        _ = next()
        let to = try pattern()
        var items: [ASTTransitionItem] = []
        var end = to.range
        if tok.isPunct("{") {
            let owner = "transition '\(from.name?.text ?? "*") \(both ? "<->" : "->") \(to.name?.text ?? "*")'"
            let ends = Self.topLevelOnly.union(Keywords.elementKinds)
            let (list, r) = try block(owner, endsAt: ends) { parser -> ASTTransitionItem? in
                if parser.tok.isIdent("element"), parser.peekTok(1).kind == .identifier {
                    let ekw = parser.next()
                    let id = try parser.name("an element id")
                    var directives: [ASTDirective] = []
                    var eEnd = id.range
                    if parser.tok.isPunct("{") {
                        let (ds, r) = try parser.block("element '\(id.text)'", endsAt: ends.union(["element"])) { inner in
                            try inner.directive()
                        }
                        directives = ds
                        eEnd = r
                    }
                    return .element(id, directives, parser.range(from: parser.range(ekw), to: eEnd))
                }
                return .directive(try parser.directive())
            }
            items = list
            end = r
        }
        return ASTTransition(from: from, to: to, bidirectional: both, items: items, range: range(from: range(kw), to: end))
    }

    private mutating func sequence() throws -> ASTSequence {
        let kw = next()
        let n = try name("a sequence name")
        _ = try expectPunct(":")
        var states = [try name("a state name")]
        while tok.isPunct("->") {
            _ = next()
            states.append(try name("a state name"))
        }
        var directives: [ASTDirective] = []
        var end = states[states.count - 1].range
        if tok.isPunct("{") {
            let (ds, r) = try block("sequence '\(n.text)'", endsAt: Self.topLevelOnly.union(Keywords.elementKinds)) { parser in
                try parser.directive()
            }
            directives = ds
            end = r
        }
        return ASTSequence(name: n, states: states, directives: directives, range: range(from: range(kw), to: end))
    }
}
