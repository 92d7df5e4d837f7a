/// A linear expression `Σ coefficient·variable + constant`, kept sorted: terms by variable
/// index, each variable once.
///
/// Building one sums repeated variables (in the order written) and drops zero coefficients;
/// `+` and `-` merge two expressions in one sorted pass and drop the coefficients that cancel,
/// so an expression is always in this form, and two expressions are equal when they have the
/// same terms and constant. The layout engine builds every constraint of a scene this way
/// (tens of thousands of views), and the solver takes the expressions as they are.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms `(variable, coefficient)`, sorted by variable, each variable once.
    public private(set) var terms: [(Variable, Double)]
    /// The constant term.
    public var constant: Double

    /// Creates an expression from terms and a constant: repeated variables are summed in the
    /// order written and zero coefficients dropped.
    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = LinearExpression.sorted(terms)
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

    /// An expression from terms already sorted by variable, each variable once.
    private init(sorted terms: [(Variable, Double)], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    /// `terms` sorted by variable (a stable sort), repeated variables summed in order, zero
    /// coefficients dropped; `terms` itself when it is already in that form.
    private static func sorted(_ terms: [(Variable, Double)]) -> [(Variable, Double)] {
        var isSorted = true
        for i in terms.indices where terms[i].1 == 0 || (i > 0 && terms[i - 1].0.index >= terms[i].0.index) {
            isSorted = false
            break
        }
        if isSorted { return terms }
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
        return out
    }

    /// A readable form for logs and test failures.
    public var description: String {
        var parts: [String] = terms.map { "\($0.1)*\($0.0)" }
        parts.append("\(constant)")
        return parts.joined(separator: " + ")
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.1.isFinite }
    }

    /// Whether the two expressions have the same terms (their constants may differ).
    public func sameVariables(as other: LinearExpression) -> Bool {
        terms.elementsEqual(other.terms) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// Same terms and the same constant.
    public static func == (a: LinearExpression, b: LinearExpression) -> Bool {
        a.constant == b.constant && a.sameVariables(as: b)
    }

    /// Hashes the constant and the terms.
    public func hash(into h: inout Hasher) {
        h.combine(constant)
        for (v, c) in terms {
            h.combine(v)
            h.combine(c)
        }
    }

    // MARK: Operators

    /// Sum: one merge of the sorted terms; coefficients that cancel to 0 are dropped.
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var out: [(Variable, Double)] = []
        out.reserveCapacity(a.terms.count + b.terms.count)
        var i = 0, j = 0
        while i < a.terms.count || j < b.terms.count {
            if j >= b.terms.count || (i < a.terms.count && a.terms[i].0 < b.terms[j].0) {
                out.append(a.terms[i])
                i += 1
            } else if i >= a.terms.count || b.terms[j].0 < a.terms[i].0 {
                out.append(b.terms[j])
                j += 1
            } else {
                let c = a.terms[i].1 + b.terms[j].1
                if c != 0 { out.append((a.terms[i].0, c)) }
                i += 1
                j += 1
            }
        }
        return LinearExpression(sorted: out, constant: a.constant + b.constant)
    }

    /// Difference.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + (-b)
    }

    /// Negation.
    public static prefix func - (a: LinearExpression) -> LinearExpression {
        LinearExpression(sorted: a.terms.map { ($0.0, -$0.1) }, constant: -a.constant)
    }

    /// Scaling by a constant; scaling by 0 gives the zero expression (whatever the constant).
    public static func * (k: Double, a: LinearExpression) -> LinearExpression {
        guard k != 0 else { return LinearExpression() }
        return LinearExpression(sorted: a.terms.map { ($0.0, k * $0.1) }, constant: k * a.constant)
    }

    /// Scaling by a constant; scaling by 0 gives the zero expression (whatever the constant).
    public static func * (a: LinearExpression, k: Double) -> LinearExpression { k * a }

    /// Division by a constant.
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }

    /// Sum.
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(sorted: a.terms, constant: a.constant + k)
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
