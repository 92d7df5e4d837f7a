import Foundation
import Testing
@testable import StatesFormat

/// The parser reads tokens as the lexer makes them and forgets them once read
/// (`TokenStream`): files far longer than its window parse exactly as before.
@Suite("Tokens lexed as they are read")
struct TokenStreamTests {
    /// `n` views each pinned by two constraints: about 14 tokens a view.
    static func longScene(_ n: Int) -> String {
        var lines = ["canvas 390x844"]
        for i in 0..<n { lines.append("view v\(i)") }
        for i in 0..<n {
            lines.append("v\(i).leading == root.leading + \(i % 50)")
            lines.append("v\(i).top == root.top + 8")
            lines.append("v\(i).width == 10")
            lines.append("v\(i).height == 10")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("every constraint of a file of some 60,000 tokens is read, with its own location")
    func longFile() throws {
        let result = compile(Self.longScene(1500))
        #expect(!result.hasErrors)
        let scene = try #require(result.scene)
        #expect(scene.constraints.count == 6000)
        // The last constraint is on the last line, at column 1.
        let last = try #require(scene.constraints.last)
        #expect(last.range.start.line == 1 + 1500 + 6000)
        #expect(last.range.start.column == 1)
        #expect(last.first.item == .element("v1499"))
    }

    @Test("late errors: the parser backs up over a token (vfl in a state) and a bad character is reported, far past the window")
    func lateErrors() {
        let source = Self.longScene(1500) + """
        state s {
          vfl "H:|[v0]|" @750
        }
        v0.width == 12 $
        """
        let line = 1 + 1500 + 6000 + 4
        let errs = errors(source)
        #expect(errs.contains { $0.hasPrefix("\(line):16:") }, "\(errs)")
        // The state's vfl was parsed after backing up: no syntax error on its line.
        #expect(!errs.contains { $0.hasPrefix("\(line - 2):") }, "\(errs)")
    }

    @Test("tokenize and the stream give the same tokens")
    func sameTokens() {
        let source = Self.longScene(400) + "state s {\n  v0.width = 3\n}\n"
        let text = SourceText(string: source, file: "t.states")
        let all = Lexer.tokenize(text).tokens
        var stream = TokenStream(text)
        var streamed: [String] = []
        var i = 0
        while true {
            stream.prepare(through: i + 1)
            let t = stream[i]
            streamed.append("\(t.kind) \(t.text) \(t.line):\(t.column)-\(t.endLine):\(t.endColumn)")
            if stream.isAtEnd(i) { break }
            i += 1
        }
        #expect(streamed == all.map { "\($0.kind) \($0.text) \($0.line):\($0.column)-\($0.endLine):\($0.endColumn)" })
        stream.finish()
        #expect(stream.diagnostics.map(\.message) == Lexer.tokenize(text).diagnostics.map(\.message))
        #expect(!stream.diagnostics.isEmpty)
    }

    /// A long text with every kind of token and lexical errors all along it, so that chunk
    /// boundaries fall on all of them.
    static func variedScene(_ n: Int) -> String {
        var lines = ["scene \"varied\"", "canvas iphone-15-pro", "# a comment", "label title \"Héllo ✓\" { color #3478F6; font headline }"]
        for i in 0..<n {
            lines.append("view v\(i) { color #112233\(i % 10)0 }   # note \(i)")
            lines.append("v\(i).leading == root.leading + \(Double(i) / 4) @\(250 + i % 500)")
            lines.append("v\(i).top == title.bottom * 1.5 - 8; v\(i).width >= 10")
            if i % 97 == 0 { lines.append("v\(i).height = 3 $ ¤") }
            if i % 89 == 0 { lines.append("v\(i).height == == 3") }
            if i % 131 == 0 { lines.append("vfl \"H:|-[v\(i)]-|\" @750") }
        }
        lines.append("state s {\n  v0.width = 3\n  hide v1\n}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a text lexed on another thread parses to the same tree and diagnostics as one lexed as it is read")
    func pipedSameTree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let states = root.appendingPathComponent("States")
        var sources = [Self.variedScene(3000), Self.longScene(1500), ""]
        for name in try FileManager.default.contentsOfDirectory(atPath: states.path).sorted() where name.hasSuffix(".states") {
            sources.append(try String(contentsOf: states.appendingPathComponent(name), encoding: .utf8))
        }
        for (k, source) in sources.enumerated() {
            let text = SourceText(string: source, file: "t.states")
            let inline = Parser.parse(text, pipeFrom: .max)
            let piped = Parser.parse(text, pipeFrom: 0)
            #expect(piped.ast == inline.ast, "source \(k)")
            #expect(piped.lexical == inline.lexical, "source \(k)")
            #expect(piped.syntax == inline.syntax, "source \(k)")
            if k == 0 {
                // The varied text has errors of both kinds, far past the first chunk.
                #expect(inline.lexical.count > 30 && inline.syntax.count > 30)
                #expect(source.unicodeScalars.count > TokenPipe.minimumScalars)
            }
        }
    }

    @Test("the lexing thread ends when the parser stops reading early")
    func pipeEnds() async throws {
        let text = SourceText(string: Self.longScene(3000), file: "t.states")
        weak var pipe: TokenPipe?
        do {
            var stream = TokenStream(text, pipeFrom: 0)
            pipe = stream.pipe
            #expect(pipe != nil)
            stream.prepare(through: 10)
            #expect(stream[10].kind == .identifier)
        }
        // The thread holds the pipe until it returns: it does once the reader is gone, not
        // after lexing the 40,000 tokens it would wait to hand over.
        var waited = 0
        while pipe != nil && waited < 5_000 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 10
        }
        #expect(pipe == nil)
    }

    @Test("memory stays bounded when the parser reads more slowly than the lexer")
    func pipeBounded() throws {
        let text = SourceText(string: Self.longScene(3000), file: "t.states")
        var stream = TokenStream(text, pipeFrom: 0)
        let pipe = try #require(stream.pipe)
        var i = 0
        while !stream.isAtEnd(i) {
            stream.prepare(through: i + 1)
            i += 1
            if i % TokenPipe.chunkSize == 0 { usleep(20_000) }   // a slow reader: the lexer runs ahead
        }
        #expect(i > 40 * TokenPipe.chunkSize)
        // Unread chunks are at most `maxPending`, and read ones let their tokens go.
        #expect(pipe.mostTokensHeld <= (TokenPipe.maxPending + 1) * (TokenPipe.chunkSize + TokenStream.keptBehind))
    }
}
