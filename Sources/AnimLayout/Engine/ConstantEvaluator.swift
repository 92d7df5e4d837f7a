/// Evaluates constant-math expressions on the frames of a layout (the layout being left).
///
/// The expression tree is walked with an explicit stack, never by recursion, so its depth
/// never reaches the call stack (render jobs run on secondary threads with small stacks).
public struct ConstantEvaluator: Sendable {
    /// The frames read by `ID.width`, `ID.minX`…, in root coordinates.
    public let frames: [String: Rect]

    /// The largest magnitude a constant may have, as for numbers written in a scene.
    public static let maxMagnitude = 1e12

    /// A divisor within this of zero divides by zero (an error, as the scene checker says).
    public static let zeroDivisor = 1e-12

    /// Creates an evaluator over `layout`'s frames.
    public init(layout: Layout) {
        self.frames = layout.frames
    }

    /// Creates an evaluator over given frames (root coordinates).
    public init(frames: [String: Rect]) {
        self.frames = frames
    }

    private enum Operation {
        case negate, add, subtract, multiply, divide
    }

    private enum Step {
        case visit(ConstantExpression)
        case apply(Operation)
    }

    /// Evaluates `expression`; `range` locates the expression for errors without a better place.
    ///
    /// - Throws: ``LayoutError`` when a property reads an element without a frame, a divisor is
    ///   (within ``zeroDivisor`` of) zero, a value is not finite (overflow, or no value), or the result is
    ///   beyond ±``maxMagnitude``.
    public func evaluate(_ expression: ConstantExpression, at range: SourceRange) throws -> Double {
        var work: [Step] = [.visit(expression)]
        var values: [Double] = []
        while let step = work.popLast() {
            switch step {
            case .visit(let e):
                switch e {
                case .number(let v):
                    values.append(v)
                case .property(let element, let property, let where_):
                    values.append(try value(of: element, property, at: where_))
                case .negate(let a):
                    work.append(.apply(.negate))
                    work.append(.visit(a))
                case .add(let a, let b): push(.add, a, b, &work)
                case .subtract(let a, let b): push(.subtract, a, b, &work)
                case .multiply(let a, let b): push(.multiply, a, b, &work)
                case .divide(let a, let b): push(.divide, a, b, &work)
                }
            case .apply(let operation):
                let b = values.popLast() ?? .nan
                let result: Double
                switch operation {
                case .negate: result = -b
                case .add: result = (values.popLast() ?? .nan) + b
                case .subtract: result = (values.popLast() ?? .nan) - b
                case .multiply: result = (values.popLast() ?? .nan) * b
                case .divide:
                    guard abs(b) > Self.zeroDivisor else {
                        throw LayoutError("constant expression divides by zero; check the divisor's frame in the layout being left", at: range)
                    }
                    result = (values.popLast() ?? .nan) / b
                }
                guard result.isFinite else { throw Self.notFinite(result, at: range) }
                values.append(result)
            }
        }
        let result = values.last ?? .nan
        guard result.isFinite else { throw Self.notFinite(result, at: range) }
        guard abs(result) <= Self.maxMagnitude else {
            throw LayoutError("constant expression evaluates to \(formatNumber(result)) on the layout being left, beyond ±1e12 "
                              + "(the largest number a scene may use); check its factors", at: range)
        }
        return result
    }

    private func push(_ operation: Operation, _ a: ConstantExpression, _ b: ConstantExpression, _ work: inout [Step]) {
        work.append(.apply(operation))
        work.append(.visit(b))
        work.append(.visit(a))
    }

    private static func notFinite(_ value: Double, at range: SourceRange) -> LayoutError {
        LayoutError(value.isNaN
                    ? "constant expression has no value (not a number) on the layout being left; check its factors and divisors"
                    : "constant expression overflows on the layout being left: its value is too large to represent; check its factors",
                    at: range)
    }

    private func value(of element: String, _ property: FrameProperty, at range: SourceRange) throws -> Double {
        guard let f = frames[element] else {
            throw LayoutError("'\(element)' has no frame in the layout being left", at: range)
        }
        switch property {
        case .width: return f.width
        case .height: return f.height
        case .minX: return f.minX
        case .midX: return f.midX
        case .maxX: return f.maxX
        case .minY: return f.minY
        case .midY: return f.midY
        case .maxY: return f.maxY
        }
    }
}
