import Testing
@testable import StatesFormat

/// Issue 17, D18: one clear error for a missing `}`, and a capped run of lexical errors says how
/// many were left out.
@Suite("Recovery from a missing brace; lexical error cap")
struct RecoveryTests {
    /// Errors with their notes, as `LINE:COL: message` (notes indented).
    func report(_ source: String) -> [String] {
        compile(source).diagnostics.filter { $0.severity != .warning }.flatMap { d in
            ["\(d.range?.start.line ?? 0):\(d.range?.start.column ?? 0): \(d.message)"]
                + d.notes.map { "  \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): \($0.message)" }
        }
    }

    static let scene = """
    canvas 390x844
    label title "Position"
    lead: title.leading == root.leading + 8
    title.top == root.top
    view card {
      color red
      view inner

    state a { constant lead 10 }
    state b
    transition a -> b { duration 0.3 }
    sequence s: a -> b

    """

    @Test("an element block left open before 'state' is one error, where noticed, with a note at the '{'")
    func elementBlock() {
        #expect(report(Self.scene) == [
            "9:1: expected '}' to close the block of view 'card' opened at line 5 before 'state'",
            "  5:11: the block of view 'card' opens here",
        ])
    }

    @Test("the statements after the missing '}' are parsed where they belong")
    func recoveredStatements() {
        let (ast, diagnostics) = StatesCompiler.parse(source: Self.scene, file: "t.states")
        #expect(diagnostics.count == 1)
        var kinds: [String] = []
        for statement in ast.statements {
            switch statement {
            case .element(let e): kinds.append("\(e.kind.text) \(e.id.text) \(e.body.count)")
            case .state(let s): kinds.append("state \(s.name.text)")
            case .transition: kinds.append("transition")
            case .sequence(let s): kinds.append("sequence \(s.name.text)")
            default: break
            }
        }
        // card keeps its colour and its child; the states, transition and sequence are top level.
        #expect(kinds == ["label title 0", "view card 2", "state a", "state b", "transition", "sequence s"])
    }

    @Test("each kind of block left open is reported once, before the statement that cannot be in it")
    func everyBlockKind() {
        let source = """
        canvas 100x100
        view a {
          view b {
            color red
          }
        state s { hide a
        transition s -> s { duration 1
          element a { delay 1
        }
        sequence q: s -> s { hold 1

        """
        #expect(report(source) == [
            "6:1: expected '}' to close the block of view 'a' opened at line 2 before 'state'",
            "  2:8: the block of view 'a' opens here",
            "7:1: expected '}' to close the block of state 's' opened at line 6 before 'transition'",
            "  6:9: the block of state 's' opens here",
            "10:1: expected '}' to close the block of transition 's -> s' opened at line 7 before 'sequence'",
            "  7:19: the block of transition 's -> s' opens here",
            "11:1: expected '}' to close the block of sequence 'q' opened at line 10 before the end of the file",
            "  10:20: the block of sequence 'q' opens here",
        ])
    }

    @Test("an element timing block left open before the next 'element' or a view")
    func elementTiming() {
        let source = "canvas 100x100\nview a\nview b\nstate s\ntransition s -> s {\n  element a { delay 1\n  element b { delay 2 }\n}\n"
        #expect(report(source) == [
            "7:3: expected '}' to close the block of element 'a' opened at line 6 before 'element'",
            "  6:13: the block of element 'a' opens here",
        ])
        let view = "canvas 100x100\nview a\nstate s { hide a\nview b\n"
        #expect(report(view) == [
            "4:1: expected '}' to close the block of state 's' opened at line 3 before 'view'",
            "  3:9: the block of state 's' opens here",
        ])
    }

    @Test("an element whose id is a keyword still starts a constraint inside a block")
    func keywordIDs() {
        let source = "canvas 100x100\nview state {\n  view sequence\n  sequence.width == state.width\n}\n"
        #expect(report(source) == [])
    }

    @Test("a state whose block has a syntax error is not also warned 'identical'")
    func noIdenticalWarningAfterSyntaxError() {
        let source = "canvas 100x100\nview a\nk: a.width == 1 @999\nstate x\nstate y { constant k 1 + + }\n"
        #expect(report(source) == ["5:26: expected a number, 'ID.width' or '(', found '+'"])
        #expect(warnings(source) == [])
    }

    @Test("after 50 lexical errors a note at the first one left out says how many more there were")
    func lexicalCap() {
        let source = canvasLine + String(repeating: "$ ", count: 80) + "\n"
        let d = compile(source).diagnostics
        #expect(d.count == Lexer.maxLexicalErrors + 1)
        #expect(d.filter { $0.severity == .error }.count == 50)
        // The 51st '$' is at column 2 × 50 + 1.
        #expect(d.last == .note("30 more lexical errors not shown", at: at(2, 101, 102)))
        let one = compile(canvasLine + String(repeating: "$ ", count: 51) + "\n").diagnostics
        #expect(one.last?.message == "1 more lexical error not shown")
        let none = compile(canvasLine + String(repeating: "$ ", count: 50) + "\n").diagnostics
        #expect(none.count == 50 && none.allSatisfy { $0.severity == .error })
    }
}
