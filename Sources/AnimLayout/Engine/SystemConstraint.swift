import LayoutSolver

/// One constraint handed to the solver: `expression REL 0` at `priority`.
///
/// The parts a state switch never changes (key, display id, the expression's terms) are kept
/// in one shared box, so that copying a system of thousands of constraints (a system derived
/// from a kept one, see ``LayoutMemo``) costs one reference count per constraint.
struct SystemConstraint: Sendable {
    private final class Shape: Sendable {
        let key: String
        let displayID: String
        /// The expression with constant 0.
        let terms: LinearExpression

        init(key: String, displayID: String, terms: LinearExpression) {
            self.key = key
            self.displayID = displayID
            self.terms = terms
        }
    }

    private var shape: Shape

    /// Stable unique key used to diff states incrementally.
    var key: String {
        get { shape.key }
        set { shape = Shape(key: newValue, displayID: shape.displayID, terms: shape.terms) }
    }
    /// The id shown in reports (a constraint's name, `FILE:LINE`, or a generated description).
    var displayID: String {
        get { shape.displayID }
        set { shape = Shape(key: shape.key, displayID: newValue, terms: shape.terms) }
    }
    /// Over the engine's variables (`ItemTable.variable(item:component:)`), which are the
    /// solver's variables of the same index.
    var expression: LinearExpression {
        get {
            var e = shape.terms
            e.constant = constant
            return e
        }
        set {
            var terms = newValue
            terms.constant = 0
            shape = Shape(key: shape.key, displayID: shape.displayID, terms: terms)
            constant = newValue.constant
        }
    }
    /// The expression's constant.
    var constant: Double
    var relation: LinearRelation
    var priority: Int
    /// Declaration rank: the member of a conflicting set with the highest order is broken.
    var order: Int
    var range: SourceRange?
    var origin: ConstraintOrigin

    init(key: String, displayID: String, expression: LinearExpression, relation: LinearRelation, priority: Int,
         order: Int, range: SourceRange?, origin: ConstraintOrigin) {
        var terms = expression
        terms.constant = 0
        shape = Shape(key: key, displayID: displayID, terms: terms)
        constant = expression.constant
        self.relation = relation
        self.priority = priority
        self.order = order
        self.range = range
        self.origin = origin
    }

    /// Whether `self` and `other` have the same key (the same box, or equal keys).
    func sameKey(as other: SystemConstraint) -> Bool {
        shape === other.shape || shape.key == other.shape.key
    }

    /// Whether a broken optional instance is worth reporting: written constraints, content size and
    /// stack distribution; not the stack's low-priority fitting pulls, which are meant to give way.
    var isReportedWhenBroken: Bool {
        switch origin {
        case .written, .contentSize: return true
        case .stack(let role): return role != .ambiguitySuppression && role != .spanningFit && role != .canvasFit
        case .structural, .autoresizing: return false
        }
    }

    /// Whether the solver needs a new row (rather than a priority or constant edit) to go from `self` to `other`.
    func sameShape(as other: SystemConstraint) -> Bool {
        relation == other.relation && (shape === other.shape || shape.terms.sameVariables(as: other.shape.terms))
    }
}

/// A declaration rank from a source position: earlier in the file is lower.
func declarationOrder(_ range: SourceRange?, sub: Int = 0) -> Int {
    guard let r = range else { return -1 }
    return (r.line << 24) | (min(r.column, 0xFFFF) << 8) | min(sub, 0xFF)
}
