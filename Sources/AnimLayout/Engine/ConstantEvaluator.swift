/// Evaluates constant-math expressions on the frames of a layout (the layout being left).
public struct ConstantEvaluator: Sendable {
    /// The frames read by `ID.width`, `ID.minX`…, in root coordinates.
    public let frames: [String: Rect]

    /// Creates an evaluator over `layout`'s frames.
    public init(layout: Layout) {
        self.frames = layout.frames
    }

    /// Evaluates `expression`; `range` locates the whole statement for errors without a better place.
    public func evaluate(_ expression: ConstantExpression, at range: SourceRange) throws -> Double {
        switch expression {
        case .number(let v):
            return v
        case .property(let element, let property, let where_):
            guard let f = frames[element] else {
                throw LayoutError("'\(element)' has no frame in the layout being left", at: where_)
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
        case .negate(let e):
            return -(try evaluate(e, at: range))
        case .add(let a, let b):
            return try evaluate(a, at: range) + evaluate(b, at: range)
        case .subtract(let a, let b):
            return try evaluate(a, at: range) - evaluate(b, at: range)
        case .multiply(let a, let b):
            return try evaluate(a, at: range) * evaluate(b, at: range)
        case .divide(let a, let b):
            let d = try evaluate(b, at: range)
            guard abs(d) > 1e-12 else {
                throw LayoutError("constant expression divides by zero; check the divisor's frame in the layout being left", at: range)
            }
            return try evaluate(a, at: range) / d
        }
    }
}
