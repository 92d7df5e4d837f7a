/// The tokens of a text as the parser reads them: lexed on demand and forgotten once read, so
/// that parsing holds a few tokens at a time instead of the whole file's (a 10,000-view scene
/// has some 700,000 tokens). A large text is lexed on another thread while it is parsed
/// (``TokenPipe``), and read chunk by chunk.
///
/// Indices are absolute (the n-th token of the file). Tokens from `keptBehind` before the
/// reading position on stay available (the parser looks back one token, and backs up one).
/// An index past the end reads the end-of-file token.
struct TokenStream {
    /// The lexer; its `tokens` hold the tokens from absolute index `base` on. When another
    /// thread lexes (`reader`), they are the chunk being read.
    private var lexer: Lexer
    private var base = 0
    /// The other thread's lexer, when it lexes.
    private let reader: TokenPipe.Reader?
    /// `reader != nil`, kept as a flag: the hot paths test it without touching the reference.
    private let piped: Bool
    /// The chunk read holds the end-of-file token (when another thread lexes).
    private var pipedEnd = false
    /// How many tokens before the reading position are kept.
    static let keptBehind = 8
    /// How many read tokens pile up before they are dropped (amortises the removal).
    static let dropEvery = 4096

    /// The tokens of `source`, lexed on another thread when it has at least `pipeFrom` scalars.
    init(_ source: SourceText, pipeFrom: Int = TokenPipe.minimumScalars) {
        if let pipe = TokenPipe.start(source, minimum: pipeFrom) {
            reader = TokenPipe.Reader(pipe)
            piped = true
            lexer = Lexer(SourceText(bytes: [], file: source.file))
        } else {
            reader = nil
            piped = false
            lexer = Lexer(source)
        }
    }

    /// The index of the end-of-file token, once lexed.
    private var endIndex: Int? {
        lexer.finished || pipedEnd ? base + lexer.tokens.count - 1 : nil
    }

    /// Makes `index` readable: lexes up to it (or to the end) and drops tokens long read.
    mutating func prepare(through index: Int) {
        if piped {
            if base + lexer.tokens.count <= index { readChunks(through: index) }
            return
        }
        if index - base > Self.dropEvery + Self.keptBehind {
            let drop = index - Self.keptBehind - base
            if drop > 0, drop < lexer.tokens.count {
                lexer.dropTokens(drop)
                base += drop
            }
        }
        while base + lexer.tokens.count <= index, lexer.step() {}
    }

    /// Reads chunks from the other thread until `index` is in the one read (or the text ends).
    private mutating func readChunks(through index: Int) {
        guard let pipe = reader?.pipe else { return }
        while base + lexer.tokens.count <= index, !pipedEnd {
            guard let next = pipe.take() else {
                // Only a cancelled lexer stops before the end of the text, and only once its
                // reader is gone; should one ever stop, the text ends where it stopped.
                var tokens = lexer.tokens
                let last = tokens.last
                tokens.append(Token(kind: .endOfFile, text: "", line: last?.endLine ?? 1, column: last?.endColumn ?? 1,
                                    endLine: last?.endLine ?? 1, endColumn: last?.endColumn ?? 1))
                lexer.adopt(tokens)
                pipedEnd = true
                return
            }
            pipedEnd = next.tokens.last?.kind == .endOfFile
            base = next.base
            lexer.adopt(next.tokens)
        }
    }

    /// Whether `index` is the end-of-file token or past it.
    func isAtEnd(_ index: Int) -> Bool {
        endIndex.map { index >= $0 } ?? false
    }

    /// The token at `index` (prepared), the end-of-file token past the end.
    subscript(index: Int) -> Token {
        _read {
            let i = min(max(index - base, 0), lexer.tokens.count - 1)
            yield lexer.tokens[i]
        }
    }

    /// The other thread's pipe, when it lexes (tests).
    var pipe: TokenPipe? { reader?.pipe }

    /// The lexical diagnostics (complete once `finish` has run).
    var diagnostics: [Diagnostic] { reader?.pipe.diagnostics ?? lexer.diagnostics }

    /// Lexes what is left (the parser may stop early) so that every lexical error is reported.
    mutating func finish() {
        if piped {
            readChunks(through: .max)
            return
        }
        while lexer.step() {
            if lexer.tokens.count > Self.dropEvery {
                let drop = lexer.tokens.count - Self.keptBehind
                lexer.dropTokens(drop)
                base += drop
            }
        }
    }
}
