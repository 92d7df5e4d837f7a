import Foundation
import Testing
@testable import AnimLayout

/// Issue 17, D1 and D17 in the engine: constant math is evaluated without recursion, and a value
/// that is not finite (or beyond ±1e12) at state entry is a located error.
@Suite("Constant evaluator")
struct ConstantEvaluatorTests {
    static let here = SourceRange(start: SourceLocation(file: "t.states", line: 7, column: 11),
                                  end: SourceLocation(file: "t.states", line: 7, column: 40))
    static let frames = ["root": Rect(x: 0, y: 0, width: 390, height: 844), "a": Rect(x: 10, y: 20, width: 30, height: 40)]
    static let evaluator = ConstantEvaluator(frames: frames)

    static func root(_ p: FrameProperty) -> ConstantExpression { .property(element: "root", p, here) }

    @Test("a 6,000-deep expression evaluates on a 256 KB stack")
    func deepExpression() throws {
        // ((((a.maxX + 1) - 1) + 1) …): 3,000 pairs leave a.maxX = 40; then × 2 once.
        var e = ConstantExpression.property(element: "a", .maxX, Self.here)
        for _ in 0..<3_000 { e = .subtract(.add(e, .number(1)), .number(1)) }
        let box = ResultBox()
        box.expression = ConstantExpression.multiply(e, .number(2))
        e = .number(0)
        Thread.detachAndWait(stackSize: 256 * 1024) {
            guard let expression = box.expression else { return }
            box.value = try? Self.evaluator.evaluate(expression, at: Self.here)
        }
        // Released here, on the test's thread: releasing a 6,000-deep enum recurses once per
        // level, which a 256 KB stack cannot hold (scenes never get there: 256 terms at most).
        box.expression = nil
        #expect(box.value == 80)
    }

    @Test("precedence as written: (root.width - a.width) / 2 and -a.minY")
    func values() throws {
        let centre = ConstantExpression.divide(.subtract(Self.root(.width), .property(element: "a", .width, Self.here)), .number(2))
        #expect(try Self.evaluator.evaluate(centre, at: Self.here) == 180)
        #expect(try Self.evaluator.evaluate(.negate(.property(element: "a", .minY, Self.here)), at: Self.here) == -20)
    }

    @Test("overflow while evaluating is an error at the expression")
    func overflow() {
        // 390 · (1e12 · 390)^26 ≈ 1e377: overflows on the way.
        var e = Self.root(.width)
        for _ in 0..<26 { e = .multiply(.multiply(e, .number(1e12)), Self.root(.width)) }
        #expect(throws: LayoutError("constant expression overflows on the layout being left: its value is too large to represent; check its factors", at: Self.here)) {
            try Self.evaluator.evaluate(e, at: Self.here)
        }
        // Overflow, then the same subtracted: infinity minus infinity never comes out as NaN.
        #expect(throws: LayoutError.self) { try Self.evaluator.evaluate(.subtract(e, e), at: Self.here) }
    }

    @Test("a finite value beyond ±1e12 is out of range; exactly 1e12 is allowed")
    func outOfRange() throws {
        #expect(throws: LayoutError("constant expression evaluates to 390000000000000 on the layout being left, beyond ±1e12 (the largest number a scene may use); check its factors", at: Self.here)) {
            try Self.evaluator.evaluate(.multiply(Self.root(.width), .number(1e12)), at: Self.here)
        }
        let exact = ConstantExpression.multiply(.divide(Self.root(.width), .number(390)), .number(1e12))
        #expect(try Self.evaluator.evaluate(exact, at: Self.here) == 1e12)
    }

    @Test("the engine reports a non-finite constant at the expression's range")
    func engineRange() throws {
        var f = SceneFixture()
        f.element("title", .label, text: "Position")
        f.constrain(nil, "title.top", .equal, "root.top", constant: 100)
        f.constrain("lead", "title.leading", .equal, "root.leading", constant: 8)
        f.state("left")
        f.state("big", [.constant(constraint: "lead", .multiply(Self.root(.width), .number(1e12)))])
        let valueRange = SourceRange(start: SourceLocation(file: "test.states", line: 9, column: 25),
                                     end: SourceLocation(file: "test.states", line: 9, column: 50))
        f.scene.states[1].changes[0].valueRange = valueRange
        let engine = f.engine()
        do {
            _ = try engine.layout(state: "big")
            Issue.record("expected an error")
        } catch let error as LayoutError {
            #expect(error.diagnostics.map(\.range) == [valueRange])
            #expect(error.diagnostics.first?.message.hasPrefix("constant expression evaluates to 390000000000000") == true)
        }
    }
}

extension ConstantEvaluatorTests {
    @Test("check: an overflowing constant is one located error, though the state is solved in two sizes")
    func sceneCheckOnce() throws {
        let source = """
        canvas 390x844
        size landscape 844x390
        label title "T"
        lead: title.leading == root.leading + 8
        title.top == root.top
        state a
        state s { constant lead root.width * 1000000000000 }

        """
        let scene = try #require(StatesCompiler.compile(source: source, file: "t.states").scene)
        do {
            _ = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
            Issue.record("expected an error")
        } catch let error as LayoutError {
            // Line 7, the expression from column 25 to 51; evaluated on the initial state's layout
            // in the canvas (390 wide; in landscape it would be 844).
            let range = SourceRange(start: SourceLocation(file: "t.states", line: 7, column: 25),
                                    end: SourceLocation(file: "t.states", line: 7, column: 51))
            #expect(error.diagnostics == [.error("constant expression evaluates to 390000000000000 on the layout being left, beyond ±1e12 (the largest number a scene may use); check its factors", at: range)])
        }
    }

    @Test("check: an error met only in another size says which")
    func sceneCheckSize() throws {
        // root.width - 844 is -454 in the canvas and 0 in landscape; the expression spans columns 25-49.
        let source = """
        canvas 390x844
        size landscape 844x390
        label title "T"
        lead: title.leading == root.leading + 8
        title.top == root.top
        state a
        state s { constant lead 100 / (root.width - 844) }

        """
        let scene = try #require(StatesCompiler.compile(source: source, file: "t.states").scene)
        do {
            _ = try SceneCheck(scene: scene, measurer: MonospaceTextMeasurer(), strict: false)
            Issue.record("expected an error")
        } catch let error as LayoutError {
            let range = SourceRange(start: SourceLocation(file: "t.states", line: 7, column: 25),
                                    end: SourceLocation(file: "t.states", line: 7, column: 49))
            #expect(error.diagnostics == [.error("constant expression divides by zero; check the divisor's frame in the layout being left", at: range,
                                                 notes: [.note("when state 's' is laid out in size 'landscape'", at: nil)])])
        }
    }
}

/// A result written by another thread.
private final class ResultBox: @unchecked Sendable {
    var value: Double?
    var expression: ConstantExpression?
}

extension Thread {
    /// Runs `body` on a new thread with the given stack size and waits for it.
    static func detachAndWait(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
    }
}
