import Testing
@testable import StatesFormat

/// Issue 17, D1 and D17: constant expressions of any length never exhaust the stack, and
/// literal parts are folded and validated where they are written.
@Suite("Constant math: length limit, folding, overflow")
struct ConstantMathTests {
    /// Line 4 is `state s { constant k EXPR }`: EXPR starts at column 22.
    static let prefix = "canvas 100x100\nview a\nk: a.width == 1 @999\nstate s { constant k "

    func source(_ expression: String) -> String { Self.prefix + expression + " }\n" }

    /// `count` copies of `term` joined by ` op `.
    func chain(_ term: String, _ op: String, _ count: Int) -> String {
        Array(repeating: term, count: count).joined(separator: " \(op) ")
    }

    /// The only constant of state `s`, when the file compiles.
    func constant(_ expression: String) -> ConstantExpression? {
        guard case .constant(_, let e)? = compile(source(expression)).scene?.states.first?.changes.first?.change else { return nil }
        return e
    }

    @Test("3,000 terms with any operator: one error at the expression, no crash", arguments: ["+", "-", "*", "/"])
    func tooManyTerms(op: String) {
        let expression = chain("1", op, 3000)
        let r = compile(source(expression))
        #expect(r.diagnostics == [.error("constant expression has 3000 terms; at most 256 are allowed",
                                         at: at(4, 22, 22 + expression.unicodeScalars.count))])
    }

    @Test("terms inside parentheses and properties count too")
    func nestedTerms() {
        let inner = "(" + chain("a.width", "+", 200) + ")"
        let expression = inner + " * " + inner
        #expect(errors(source(expression)) == ["4:22: constant expression has 400 terms; at most 256 are allowed"])
        let deep = String(repeating: "(1 + ", count: 60) + "1" + String(repeating: ")", count: 60)
        #expect(errors(source(deep)) == [])
    }

    @Test("256 terms are accepted and fold to their sum; 257 are not")
    func limit() {
        #expect(constant(chain("1", "+", 256)) == .number(256))
        #expect(errors(source(chain("1", "+", 257))) == ["4:22: constant expression has 257 terms; at most 256 are allowed"])
        // With a property the sum stays an expression: ((a.width + 1) + 1) … (255 ones).
        var expected = ConstantExpression.property(element: "a", .width, at(4, 22, 29))
        for _ in 0..<255 { expected = .add(expected, .number(1)) }
        #expect(constant("a.width + " + chain("1", "+", 255)) == expected)
    }

    @Test("100,000 terms compile on a 256 KB stack", .timeLimit(.minutes(1)))
    func smallStack() {
        let text = source(chain("1", "+", 100_000))
        onSmallStack {
            let r = compile(text)
            #expect(r.diagnostics.map(\.message) == ["constant expression has 100000 terms; at most 256 are allowed"])
        }
    }

    @Test("literal parts are folded: 2 * 3 + a.width is 6 + a.width, -(2) is -2")
    func folding() {
        #expect(constant("2 * 3 + a.width") == .add(.number(6), .property(element: "a", .width, at(4, 30, 37))))
        #expect(constant("-(2)") == .number(-2))
        #expect(constant("a.width / (8 / 2)") == .divide(.property(element: "a", .width, at(4, 22, 29)), .number(4)))
        #expect(constant("(root.width - a.width) / 2") == .divide(
            .subtract(.property(element: "root", .width, at(4, 23, 33)), .property(element: "a", .width, at(4, 36, 43))),
            .number(2)))
    }

    @Test("1000000000 multiplied 40 times overflows: an error at the part that first overflows")
    func overflow() {
        // 10^(9·35) = 1e315 > 1.8e308: the 35th factor overflows. 35 factors of 10 characters and
        // 34 separators of 3 end at column 22 + 350 + 102 = 474.
        let expression = chain("1000000000", "*", 40)
        #expect(compile(source(expression)).diagnostics == [
            .error("constant math overflows here: the value is too large to represent; check the numbers", at: at(4, 22, 474))])
        // Inside an expression that reads the layout.
        #expect(errors(source("a.width * (" + expression + ")")) == [
            "4:33: constant math overflows here: the value is too large to represent; check the numbers"])
    }

    @Test("an overflow minus an overflow (infinity minus infinity) reports both parts, never NaN")
    func infinityMinusInfinity() {
        let big = chain("1000000000", "*", 40)
        let r = errors(source("(" + big + ") - (" + big + ")"))
        // The second part starts after "(" + 40 factors and 39 separators + ") - (": 22 + 1 + 517 + 5.
        #expect(r == ["4:23: constant math overflows here: the value is too large to represent; check the numbers",
                      "4:545: constant math overflows here: the value is too large to represent; check the numbers"])
        #expect(compile(source("(" + big + ") - (" + big + ")")).scene == nil)
    }

    @Test("division by a literal zero, also once folded")
    func divisionByZero() {
        #expect(errors(source("1 / 0")) == ["4:26: division by zero"])
        #expect(errors(source("a.width / (2 - 2)")) == ["4:32: division by zero"])
        #expect(compile(source("a.width / (2 - 2)")).diagnostics.first?.range == at(4, 32, 39))
    }

    @Test("a folded constant beyond ±1e12 is out of range, like a number written out")
    func outOfRange() {
        #expect(errors(source("1000000000 * 1000000000")) == [
            "4:22: constant expression evaluates to 1e+18, beyond ±1e12 (the largest number a scene may use)"])
        #expect(constant("1000000 * 1000000") == .number(1e12))
        #expect(constant("-1000000 * 1000000") == .number(-1e12))
    }
}
