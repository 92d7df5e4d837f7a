/// Constant math: `constant lead (root.width - title.width) / 2`.
///
/// The syntax tree is walked with an explicit stack (post-order), never by recursion, so no
/// expression can exhaust the call stack. Sub-expressions made of numbers only are folded into
/// one number, and each folded value is validated where it is written: a division by zero, a
/// result that is not a finite number (`1000000000 * …` forty times overflows), and, for an
/// expression that folds entirely, a constant beyond ±1e12 like any number in a scene.
extension Checker {
    /// The largest magnitude of a constant a scene may give, as for numbers written in it.
    static let maxConstantMagnitude = 1e12

    /// Resolves and folds a constant expression; nil (with errors) when it is invalid.
    mutating func constantExpression(_ root: ASTExpression) -> ConstantExpression? {
        enum Step {
            case visit(ASTExpression)
            case combine(ASTExpression)
        }
        var work: [Step] = [.visit(root)]
        // Results of visited sub-expressions; nil for one with an error (already reported).
        var results: [ConstantExpression?] = []
        while let step = work.popLast() {
            switch step {
            case .visit(let e):
                switch e {
                case .number(let n):
                    if n.unit != .none {
                        error("'\(n.unit.rawValue)' does not apply to a constant (points)", n.range)
                        results.append(nil)
                    } else {
                        results.append(.number(n.value))
                    }
                case .property(let a):
                    results.append(frameProperty(a))
                case .negate(let inner, _):
                    work.append(.combine(e))
                    work.append(.visit(inner))
                case .binary(_, let l, let r, _):
                    // Left first, so that errors come in source order.
                    work.append(.combine(e))
                    work.append(.visit(r))
                    work.append(.visit(l))
                }
            case .combine(let e):
                switch e {
                case .negate(_, let range):
                    let inner = results.popLast() ?? nil
                    results.append(inner.flatMap { fold(.negate($0), range) })
                case .binary(let op, _, let r, let range):
                    let rhs = results.popLast() ?? nil
                    let lhs = results.popLast() ?? nil
                    guard let lhs, let rhs else {
                        results.append(nil)
                        continue
                    }
                    switch op {
                    case "+": results.append(fold(.add(lhs, rhs), range))
                    case "-": results.append(fold(.subtract(lhs, rhs), range))
                    case "*": results.append(fold(.multiply(lhs, rhs), range))
                    default:
                        if case .number(let d) = rhs, d == 0 {
                            error("division by zero", r.range)
                            results.append(nil)
                        } else {
                            results.append(fold(.divide(lhs, rhs), range))
                        }
                    }
                case .number, .property:
                    break
                }
            }
        }
        guard let result = results.last ?? nil else { return nil }
        if case .number(let v) = result, abs(v) > Self.maxConstantMagnitude {
            error("constant expression evaluates to \(formatNumber(v)), beyond ±1e12 (the largest number a scene may use)",
                  root.range)
            return nil
        }
        return result
    }

    /// `ID.P` in a constant expression.
    private mutating func frameProperty(_ a: ASTAnchor) -> ConstantExpression? {
        let head = a.path[0]
        guard head.text == "root" || elements[head.text] != nil else {
            error("unknown element '\(head.text)'\(Suggestion.suffix(for: head.text, among: ["root"] + Array(elements.keys)))", head.range)
            return nil
        }
        guard a.path.count == 2 else {
            error("expected ID.PROPERTY (width, height, minX, midX, maxX, minY, midY, maxY)", a.range)
            return nil
        }
        let prop = a.path[1]
        guard let fp = FrameProperty(rawValue: prop.text) else {
            let names = FrameProperty.allCases.map(\.rawValue)
            error(Suggestion.message("unknown frame property '\(prop.text)' on '\(head.text)'", for: prop.text, among: names, otherwise: "use \(names.joined(separator: ", "))"), prop.range)
            return nil
        }
        return .property(element: head.text, fp, a.range)
    }

    /// Folds an operation whose operands are numbers into one number, which must be finite;
    /// anything else is returned as it is.
    private mutating func fold(_ e: ConstantExpression, _ range: SourceRange) -> ConstantExpression? {
        let value: Double
        switch e {
        case .negate(.number(let a)): value = -a
        case .add(.number(let a), .number(let b)): value = a + b
        case .subtract(.number(let a), .number(let b)): value = a - b
        case .multiply(.number(let a), .number(let b)): value = a * b
        case .divide(.number(let a), .number(let b)): value = a / b
        default: return e
        }
        guard value.isFinite else {
            error(value.isNaN ? "constant math has no value here (not a number); check the numbers"
                              : "constant math overflows here: the value is too large to represent; check the numbers",
                  range)
            return nil
        }
        return .number(value)
    }
}
