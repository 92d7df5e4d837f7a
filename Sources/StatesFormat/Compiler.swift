/// What compiling a `.states` file produced.
public struct CompileResult: Sendable {
    /// The checked scene; nil if and only if `diagnostics` contains an error.
    public var scene: Scene?
    /// Every problem found, ordered by location (errors, warnings and their notes).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(scene: Scene?, diagnostics: [Diagnostic]) {
        self.scene = scene
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Parses and checks `.states` files.
public enum StatesCompiler {
    /// At most this many diagnostics are reported per file; a final note says how many more there were.
    public static let maxDiagnostics = 100

    /// Compiles raw bytes (invalid UTF-8 becomes a diagnostic). `file` is the path as given:
    /// it prefixes every location and constraint id, and its stem is the scene id.
    public static func compile(source: [UInt8], file: String) -> CompileResult {
        // The decoded text lives only while it is parsed.
        let (ast, lexical, syntax) = Parser.parse(SourceText(bytes: source, file: file))
        return check(consume ast, early: lexical + syntax, file: file)
    }

    /// Compiles text. `file` is the path as given.
    public static func compile(source: String, file: String) -> CompileResult {
        let (ast, lexical, syntax) = Parser.parse(SourceText(string: source, file: file))
        return check(consume ast, early: lexical + syntax, file: file)
    }

    /// Parses without checking: the syntax tree and the lexical and syntax diagnostics.
    public static func parse(source: String, file: String) -> (ast: ASTFile, diagnostics: [Diagnostic]) {
        let (ast, lexical, syntax) = Parser.parse(SourceText(string: source, file: file))
        return (ast, lexical + syntax)
    }

    /// The scene id for a path: the last component without its extension (`States/a.states` → `a`).
    public static func sceneID(forFile file: String) -> String {
        let last = file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            return String(last[..<dot])
        }
        return last
    }

    /// Shortens very long quoted names in a message (`'aaaa…aaaa'`) so a 10 MB identifier never
    /// makes a 10 MB message.
    static func shortened(_ d: Diagnostic) -> Diagnostic {
        var d = d
        d.notes = d.notes.map(shortened)
        guard d.message.unicodeScalars.count > 200 else { return d }
        var out = String.UnicodeScalarView()
        var quoted = String.UnicodeScalarView()
        var inQuote = false
        for c in d.message.unicodeScalars {
            if c == "'" {
                if inQuote {
                    if quoted.count > 60 {
                        out.append(contentsOf: quoted.prefix(30))
                        out.append("…")
                        out.append(contentsOf: quoted.suffix(20))
                    } else {
                        out.append(contentsOf: quoted)
                    }
                    quoted = String.UnicodeScalarView()
                }
                inQuote.toggle()
                out.append(c)
            } else if inQuote {
                quoted.append(c)
            } else {
                out.append(c)
            }
        }
        out.append(contentsOf: quoted)
        d.message = String(out)
        return d
    }

    /// Checks a parsed file (consumed: see `Checker.check`).
    static func check(_ ast: consuming ASTFile, early: [Diagnostic], file: String) -> CompileResult {
        var checker = Checker(file: file, sceneID: sceneID(forFile: file),
                              hadSyntaxErrors: early.contains { $0.severity == .error })
        checker.syntaxErrorRanges = early.filter { $0.severity == .error }.compactMap(\.range)
        let scene = checker.check(consume ast)
        var all = early + checker.diagnostics
        // Stable order by location; diagnostics without a location last.
        all = all.enumerated().sorted { a, b in
            switch (a.element.range, b.element.range) {
            case let (x?, y?):
                if x.start != y.start { return x.start < y.start }
                return a.offset < b.offset
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return false
            case (_, nil): return true
            }
        }.map(\.element)
        all = all.map(shortened)
        if all.count > maxDiagnostics {
            let more = all.count - maxDiagnostics
            all = Array(all.prefix(maxDiagnostics))
            all.append(.note("\(more) more diagnostic\(more == 1 ? "" : "s") not shown", at: nil))
        }
        let hasErrors = all.contains { $0.severity == .error } || early.contains { $0.severity == .error }
        return CompileResult(scene: hasErrors ? nil : scene, diagnostics: all)
    }
}
