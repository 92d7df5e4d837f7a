import Testing
@testable import AnimLayout

/// Labels sized by their text in the layout: Dynamic Type per environment and UIKit's
/// two-pass layout of wrapping labels, with the monospace measurer (0.6 em advance, 1.2 em
/// line: every expected value below is hand-computed from it).
@Suite("Engine: text sizes, Dynamic Type and wrapping")
struct TextLayoutTests {
    static func engine(_ source: String) throws -> LayoutEngine {
        let scene = try #require(StatesCompiler.compile(source: source, file: "t.states").scene)
        return LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
    }

    @Test("a text style follows the environment's text-size: body is 17 pt at large, 19 at xl, 53 at accessibility-xxxl")
    func dynamicType() throws {
        let engine = try Self.engine("""
        canvas 390x844
        size xl 390x844 text-size xl
        size huge 390x844 text-size accessibility-xxxl
        label t "abcd" { font body }
        t.top == root.top
        t.leading == root.leading
        """)
        // 4 characters × 0.6 em; one line of 1.2 em.
        for (size, points) in [("default", 17.0), ("xl", 19), ("huge", 53)] {
            let frame = try #require(try engine.layout(state: "default", environment: size).frames["t"])
            #expect(abs(frame.width - 4 * 0.6 * points) < 1e-9 && abs(frame.height - 1.2 * points) < 1e-9, "\(size)")
        }
    }

    @Test("a wrapping label is measured again at its solved width: 100 characters at 10 pt in 350 pt make 2 lines")
    func twoPass() throws {
        let text = String(repeating: "x", count: 100)
        let engine = try Self.engine("""
        canvas 390x844
        label t "\(text)" { font 10; lines 0 }
        t.top == root.top
        t.leading == root.leading + 20
        t.trailing == root.trailing - 20
        """)
        let layout = try engine.layout(state: "default")
        // First pass: one line, 600 pt wide, squeezed to 350 by the required edges. Second: 350 pt
        // holds floor(350 / 6) = 58 characters per line, so 2 lines of 12 pt.
        #expect(layout.frames["t"] == Rect(x: 20, y: 0, width: 350, height: 24))
        #expect(layout.unsettledText.isEmpty)
        // `lines 1` (the default) never wraps: one line, squeezed.
        let single = try Self.engine("canvas 390x844\nlabel t \"\(text)\" { font 10 }\nt.top == root.top\nt.leading == root.leading + 20\nt.trailing == root.trailing - 20")
        #expect(try single.layout(state: "default").frames["t"]?.height == 12)
        // `lines 1` after wrapping is capped: 3 lines of text limited to `lines 2`.
        let capped = try Self.engine("canvas 390x844\nlabel t \"\(String(repeating: "x", count: 150))\" { font 10; lines 2 }\nt.top == root.top\nt.leading == root.leading + 20\nt.trailing == root.trailing - 20")
        #expect(try capped.layout(state: "default").frames["t"]?.height == 24)
    }

    @Test("a layout that never settles stops after 4 passes with a warning naming the label")
    func unsettled() throws {
        // The height is the text's (required hugging and compression) and the width 10 × the
        // height: 1 line (12 pt) gives 120 pt, where 100 characters take 5 lines (60 pt), so
        // 600 pt, where they take 1 line again…
        let source = """
        canvas 2000x844
        label t "\(String(repeating: "x", count: 100))" { font 10; lines 0; hugging(vertical: 1000); compression(vertical: 1000) }
        t.top == root.top
        t.leading == root.leading
        t.width == t.height * 10
        """
        let engine = try Self.engine(source)
        #expect(try engine.layout(state: "default").unsettledText == ["t"])
        let scene = try #require(StatesCompiler.compile(source: source, file: "t.states").scene)
        let check = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
        #expect(check.problems.map(\.message).contains {
            $0.contains("wrapping label 't' still changed after 4 layout passes")
        })
    }
}

/// A size that solves negative is reported (a warning, an error under --strict).
@Suite("Check: negative sizes")
struct NegativeSizeTests {
    @Test("height == -50 solves to −50: a located warning, an error under strict")
    func negative() throws {
        let scene = try #require(StatesCompiler.compile(source: """
        canvas 390x844
        view v
        v.top == root.top
        v.leading == root.leading
        v.width == 10
        v.height == -50
        """, file: "t.states").scene)
        let lenient = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
        #expect(lenient.problems.map(\.message) == [
            "state 'default', size 'default': 'v' solves to a negative height -50; a device cannot show that, so check the constraints that size it"])
        #expect(lenient.problems.first?.severity == .warning && lenient.problems.first?.range?.start.line == 2)
        let strict = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: true)
        #expect(strict.hasErrors)
    }
}
