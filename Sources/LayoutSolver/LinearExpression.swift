/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms may repeat a variable; the solver adds repeated coefficients together.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms `(variable, coefficient)`, in the order they were written.
    public var terms: [(Variable, Double)]
    /// The constant term.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.terms = [(variable, 1)]
        self.constant = 0
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// A readable form for logs and test failures.
    public var description: String {
        var parts: [String] = terms.map { "\($0.1)*\($0.0)" }
        parts.append("\(constant)")
        return parts.joined(separator: " + ")
    }

    /// The expression with its terms sorted by variable and repeated variables summed
    /// (zero coefficients dropped).
    public func normalized() -> LinearExpression {
        var isNormal = true
        for i in terms.indices where terms[i].1 == 0 || (i > 0 && terms[i - 1].0.index >= terms[i].0.index) {
            isNormal = false
            break
        }
        if isNormal { return self }
        var sorted = terms
        sorted.sort { $0.0.index < $1.0.index }
        var out: [(Variable, Double)] = []
        out.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = out.last, last.0 == term.0 {
                out[out.count - 1].1 = last.1 + term.1
            } else {
                out.append(term)
            }
        }
        out.removeAll { $0.1 == 0 }
        return LinearExpression(out, constant: constant)
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.1.isFinite }
    }

    // MARK: Operators

    /// Sum.
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    /// Difference.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + (-b)
    }

    /// Negation.
    public static prefix func - (a: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.0, -$0.1) }, constant: -a.constant)
    }

    /// Scaling by a constant.
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.0, $0.1 * k) }, constant: a.constant * k)
    }

    /// Scaling by a constant.
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }

    /// Division by a constant.
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }

    /// Sum.
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + k)
    }

    /// Difference.
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + (-k) }

    /// Sum.
    public static func + (k: Double, a: LinearExpression) -> LinearExpression { a + k }

    /// Difference.
    public static func - (k: Double, a: LinearExpression) -> LinearExpression { (-a) + k }

    /// Sum.
    public static func + (a: LinearExpression, v: Variable) -> LinearExpression { a + LinearExpression(v) }

    /// Difference.
    public static func - (a: LinearExpression, v: Variable) -> LinearExpression { a - LinearExpression(v) }
}

extension Variable {
    /// `1·self` as an expression.
    public var expression: LinearExpression { LinearExpression(self) }

    /// Sum.
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    /// Difference.
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    /// Sum.
    public static func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
    /// Difference.
    public static func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
    /// Scaling by a constant.
    public static func * (a: Variable, k: Double) -> LinearExpression { LinearExpression([(a, k)]) }
    /// Scaling by a constant.
    public static func * (k: Double, a: Variable) -> LinearExpression { LinearExpression([(a, k)]) }
    /// Sum.
    public static func + (a: Variable, e: LinearExpression) -> LinearExpression { LinearExpression(a) + e }
    /// Difference.
    public static func - (a: Variable, e: LinearExpression) -> LinearExpression { LinearExpression(a) - e }
    /// Negation.
    public static prefix func - (a: Variable) -> LinearExpression { LinearExpression([(a, -1)]) }
}
