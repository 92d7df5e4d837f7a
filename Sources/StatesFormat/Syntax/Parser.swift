/// Recursive-descent parser from tokens to the syntax tree, with error recovery: a malformed
/// statement is reported and skipped to the next statement end, so every problem of a file
/// is reported.
struct Parser {
    struct Failure: Error {}

    /// The deepest nesting of blocks or parentheses accepted.
    static let maxDepth = 64

    /// The tokens, lexed as they are read.
    var tokens: TokenStream
    let file: String
    /// `file`'s number in ``SourceFiles`` (ranges are made from it, not from the name).
    let fileID: UInt32
    var p = 0
    var depth = 0
    /// Numbers and `ID.P` references read in the current constant expression.
    var expressionTerms = 0
    /// Set when a block ended without its `}` before a statement that belongs outside it: that
    /// statement starts here, so the enclosing statement counts as ended.
    var endedUnclosedBlock = false
    private(set) var diagnostics: [Diagnostic] = []

    /// A parser of `source`, whose tokens are lexed on another thread when it has at least
    /// `pipeFrom` scalars (see ``TokenPipe``).
    init(_ source: SourceText, pipeFrom: Int = TokenPipe.minimumScalars) {
        self.tokens = TokenStream(source, pipeFrom: pipeFrom)
        self.file = source.file
        self.fileID = SourceFiles.id(source.file)
        tokens.prepare(through: 1)
    }

    /// Lexes and parses a whole text: the syntax tree, the lexical diagnostics and the syntax
    /// diagnostics. Tokens are lexed as the parser reads them and dropped once read.
    static func parse(_ source: SourceText, pipeFrom: Int = TokenPipe.minimumScalars)
        -> (ast: ASTFile, lexical: [Diagnostic], syntax: [Diagnostic]) {
        var parser = Parser(source, pipeFrom: pipeFrom)
        let statements = parser.parseStatements(topLevel: true)
        parser.tokens.finish()
        return (ASTFile(file: source.file, statements: statements), parser.tokens.diagnostics, parser.diagnostics)
    }

    // MARK: - Tokens

    /// The current token (read in place: a token is large, and the parser looks at it often).
    var tok: Token { _read { yield tokens[p] } }
    /// The token after the current one (the parser looks one token ahead at most).
    var nextTok: Token { _read { yield tokens[p + 1] } }
    mutating func next() -> Token {
        let t = tok
        skip()
        return t
    }

    /// Moves past the current token (`next()` without copying it out).
    mutating func skip() {
        if !tokens.isAtEnd(p) {
            p += 1
            tokens.prepare(through: p + 1)
        }
    }

    func range(_ t: Token) -> SourceRange { t.range(fileID) }
    func range(from a: SourceRange, to b: SourceRange) -> SourceRange { SourceRange(from: a, to: b) }
    var previousEnd: SourceRange { tokens[max(0, p - 1)].range(fileID) }

    /// Steps back one token (it is still held: see `TokenStream.keptBehind`).
    mutating func backUp() {
        p = max(0, p - 1)
    }

    func describe(_ t: Token) -> String {
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

    mutating func fail(_ message: String, at r: SourceRange) -> Failure {
        diagnostics.append(.error(message, at: r))
        return Failure()
    }

    mutating func expected(_ what: String) -> Failure {
        fail("expected \(what), found \(describe(tok))", at: range(tok))
    }

    var atStatementEnd: Bool {
        tok.kind == .newline || tok.kind == .endOfFile || tok.isPunct(";") || tok.isPunct("}")
    }

    mutating func expectPunct(_ text: StaticString) throws -> Token {
        guard tok.isPunct(text) else { throw expected("'\(text)'") }
        return next()
    }

    mutating func name(_ what: String) throws -> ASTName {
        guard tok.kind == .identifier else { throw expected(what) }
        let n = ASTName(text: tok.text, range: range(tok))
        skip()
        return n
    }

    mutating func expectStatementEnd() throws {
        if endedUnclosedBlock {
            endedUnclosedBlock = false
            return
        }
        guard atStatementEnd else { throw expected("end of statement") }
    }

    /// Skips to the end of the current statement: a newline or `;` outside nested braces, or
    /// (without consuming it) a `}` closing the current block.
    mutating func recover() {
        endedUnclosedBlock = false
        var braces = 0
        while tok.kind != .endOfFile {
            if tok.isPunct("{") {
                braces += 1
            } else if tok.isPunct("}") {
                if braces == 0 { return }
                braces -= 1
            } else if braces == 0, tok.kind == .newline || tok.isPunct(";") {
                skip()
                return
            }
            skip()
        }
    }

    /// Skips a balanced `{ … }` block starting at the current `{` without recursion.
    mutating func skipBlock() {
        var braces = 0
        while tok.kind != .endOfFile {
            if tok.isPunct("{") { braces += 1 }
            if tok.isPunct("}") {
                braces -= 1
                if braces <= 0 { skip(); return }
            }
            skip()
        }
    }

    /// Statement keywords that cannot appear inside any block: meeting one at the start of a
    /// statement means the block was not closed.
    static let topLevelOnly: Set<String> = ["scene", "canvas", "size", "state", "initial", "transition", "sequence", "audit"]

    /// Parses `{ items }` with `item` per statement; handles depth, separators and recovery.
    ///
    /// `owner` names the block in messages (`view 'card'`). A statement starting with one of
    /// `endsAt` (not as a constraint's item) cannot belong to this block: the `}` is missing. That is
    /// one error, where the parser noticed, with a note where the block opened; the block then ends
    /// there so the statement is parsed where it belongs instead of cascading errors.
    mutating func block<T>(_ owner: String, endsAt: Set<String>,
                                   _ item: (inout Parser) throws -> T?) throws -> ([T], SourceRange) {
        let open = try expectPunct("{")
        if depth >= Self.maxDepth {
            diagnostics.append(.error("blocks nested too deeply (more than \(Self.maxDepth) levels)", at: range(open)))
            backUp()
            skipBlock()
            throw Failure()
        }
        depth += 1
        defer { depth -= 1 }
        var items: [T] = []
        while true {
            while tok.kind == .newline || tok.isPunct(";") { skip() }
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
                // An item that ends with its own block (`40% { … } 100% { … }`) needs no separator.
                if p > 0, tokens[p - 1].isPunct("}") { continue }
                try expectStatementEnd()
            } catch {
                recover()
            }
        }
    }

    // MARK: - Statements

    mutating func parseStatements(topLevel: Bool) -> [ASTStatement] {
        var statements: [ASTStatement] = []
        while tok.kind != .endOfFile {
            while tok.kind == .newline || tok.isPunct(";") { skip() }
            if tok.kind == .endOfFile { break }
            if tok.isPunct("}") {
                diagnostics.append(.error("unexpected '}' with no block to close", at: range(tok)))
                skip()
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

    var startsConstraint: Bool {
        tok.kind == .identifier && (nextTok.isPunct(".") || nextTok.isPunct(":"))
    }

    /// A statement at the top level or (`inElement`) in an element's block.
    mutating func statement(inElement: Bool) throws -> ASTStatement? {
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
        if word == "root", nextTok.isPunct("{") {
            let kw = next()
            let (list, r) = try block("root", endsAt: Self.topLevelOnly.union(Keywords.elementKinds)) { parser in try parser.directive() }
            return .root(list, range(from: range(kw), to: r))
        }
        switch word {
        case "scene":
            let kw = next()
            let title = try string("the scene's display name")
            return .scene(title, range(from: range(kw), to: title.range))
        case "defaults":
            let kw = next()
            let n = try name("code or interface-builder")
            return .defaults(n, range(from: range(kw), to: n.range))
        case "font-file":
            let kw = next()
            let path = try string("the font file's path")
            return .fontFile(path, range(from: range(kw), to: path.range))
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
        case "on", "after": return .event(try event())
        case "flow": return .flow(try flow())
        case "when": return .when(try whenBlock())
        case "audit":
            let kw = next()
            guard tok.isPunct("{") else { throw expected("'{' and the audit's 'allow' lines") }
            let (list, r) = try block("audit", endsAt: Self.topLevelOnly.union(Keywords.elementKinds)) { parser in try parser.directive() }
            return .audit(list, range(from: range(kw), to: r))
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

    mutating func string(_ what: String) throws -> ASTString {
        guard tok.kind == .string else { throw expected(what) }
        let t = next()
        return ASTString(value: t.string, range: range(t), columns: t.stringColumns ?? [])
    }

    mutating func element() throws -> ASTElement {
        let kw = next()
        let kind = ASTName(text: kw.text, range: range(kw))
        let id = try name("the \(kw.text)'s id")
        var text: ASTString?
        if tok.kind == .string { text = try string("text") }
        var more: [ASTString] = []
        while tok.kind == .string { more.append(try string("text")) }
        var body: [ASTStatement] = []
        var end = more.last?.range ?? text?.range ?? id.range
        if tok.isPunct("{") {
            let (items, r) = try block("\(kw.text) '\(id.text)'", endsAt: Self.topLevelOnly) { parser in
                try parser.statement(inElement: true)
            }
            body = items
            end = r
        }
        var node = ASTElement(kind: kind, id: id, text: text, body: body, range: range(from: kind.range, to: end))
        node.moreTexts = more
        return node
    }
}
