/// The tokens of a text as the parser reads them: lexed on demand and forgotten once read, so
/// that parsing holds a few tokens at a time instead of the whole file's (a 10,000-view scene
/// has some 700,000 tokens).
///
/// Indices are absolute (the n-th token of the file). Tokens from `keptBehind` before the
/// reading position on stay available (the parser looks back one token, and backs up one).
/// An index past the end reads the end-of-file token.
struct TokenStream {
    /// The lexer; its `tokens` hold the tokens from absolute index `base` on.
    private var lexer: Lexer
    private var base = 0
    /// How many tokens before the reading position are kept.
    static let keptBehind = 8
    /// How many read tokens pile up before they are dropped (amortises the removal).
    static let dropEvery = 4096

    init(_ source: SourceText) {
        lexer = Lexer(source)
    }

    /// The index of the end-of-file token, once lexed.
    private var endIndex: Int? {
        lexer.finished ? base + lexer.tokens.count - 1 : nil
    }

    /// Makes `index` readable: lexes up to it (or to the end) and drops tokens long read.
    mutating func prepare(through index: Int) {
        if index - base > Self.dropEvery + Self.keptBehind {
            let drop = index - Self.keptBehind - base
            if drop > 0, drop < lexer.tokens.count {
                lexer.dropTokens(drop)
                base += drop
            }
        }
        while base + lexer.tokens.count <= index, lexer.step() {}
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

    /// The lexical diagnostics (complete once `finish` has run).
    var diagnostics: [Diagnostic] { lexer.diagnostics }

    /// Lexes what is left (the parser may stop early) so that every lexical error is reported.
    mutating func finish() {
        while lexer.step() {
            if lexer.tokens.count > Self.dropEvery {
                let drop = lexer.tokens.count - Self.keptBehind
                lexer.dropTokens(drop)
                base += drop
            }
        }
    }
}
