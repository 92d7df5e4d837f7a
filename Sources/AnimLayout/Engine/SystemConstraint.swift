import LayoutSolver

/// One constraint handed to the solver: `expression REL 0` at `priority`.
///
/// The parts a state switch never changes (key, display id, the expression's terms) are kept
/// in one shared box, so that copying a system of thousands of constraints (a system derived
/// from a kept one, see ``LayoutMemo``) costs one reference count per constraint.
struct SystemConstraint: Sendable {
    private final class Shape: Sendable {
        let key: SystemKey
        let displayID: String
        /// The expression with constant 0.
        let terms: LinearExpression

        init(key: SystemKey, displayID: String, terms: LinearExpression) {
            self.key = key
            self.displayID = displayID
            self.terms = terms
        }
    }

    private let shape: Shape

    /// Stable unique key used to diff states incrementally.
    var key: SystemKey { shape.key }
    /// The id shown in reports (a constraint's name, `FILE:LINE`, or a generated description).
    var displayID: String { shape.displayID }
    /// Over the engine's variables (`ItemTable.variable(item:component:)`), which are the
    /// solver's variables of the same index.
    var expression: LinearExpression {
        var e = shape.terms
        e.constant = constant
        return e
    }
    /// The expression's constant.
    var constant: Double
    var relation: LinearRelation
    var priority: Int
    /// Declaration rank: the member of a conflicting set with the highest order is broken.
    var order: Int
    var range: SourceRange?
    var origin: ConstraintOrigin

    init(key: SystemKey, displayID: String, expression: LinearExpression, relation: LinearRelation, priority: Int,
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

    /// The expression's terms (its constant 0).
    var terms: LinearExpression { shape.terms }

    /// Whether `self` and `other` have the same key (the same box, or equal keys).
    func sameKey(as other: SystemConstraint) -> Bool {
        shape === other.shape || shape.key == other.shape.key
    }

    /// Whether a broken optional instance is worth reporting: written constraints, content size and
    /// stack distribution; not the stack's low-priority fitting pulls, which are meant to give way,
    /// nor a wrapping label's longest word and floor (its compression says it is squeezed).
    var isReportedWhenBroken: Bool {
        switch key {
        case .wordWidth, .wrappingFloor: return false
        default: break
        }
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

/// A system's constraints: a built list, shared by the systems derived from it, with the
/// priorities and constants a derived system changed (see ``LayoutMemo``). Deriving a system
/// then copies a few changes instead of thousands of constraints.
struct SystemConstraints: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    /// A changed position: its priority and constant.
    private struct Change: Sendable {
        var position: Int
        var priority: Int
        var constant: Double
    }

    private var base: [SystemConstraint]
    /// Sorted by position.
    private var changes: [Change] = []

    /// The constraints `base`, unchanged.
    init(_ base: [SystemConstraint]) {
        self.base = base
    }

    init(arrayLiteral elements: SystemConstraint...) {
        self.init(elements)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(position: Int) -> SystemConstraint {
        var c = base[position]
        if !changes.isEmpty, let k = change(at: position) {
            c.priority = changes[k].priority
            c.constant = changes[k].constant
        }
        return c
    }

    /// The constraint at `position` as built, without the priority and constant a derivation
    /// gave it: for what derivations do not change (key, display id, terms, relation, order,
    /// range, origin), without looking for a change.
    func built(_ position: Int) -> SystemConstraint { base[position] }

    /// When `self` and `other` are changes of one built list: the positions where they may
    /// differ (those either changed), sorted. Nil when they come from different lists.
    func positionsChanged(from other: SystemConstraints) -> [Int]? {
        let same = base.withUnsafeBufferPointer { a in other.base.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        guard same, base.count == other.base.count else { return nil }
        var out: [Int] = []
        out.reserveCapacity(changes.count + other.changes.count)
        var i = 0, j = 0
        while i < changes.count || j < other.changes.count {
            let p = i < changes.count ? changes[i].position : Int.max
            let q = j < other.changes.count ? other.changes[j].position : Int.max
            out.append(Swift.min(p, q))
            if p <= q { i += 1 }
            if q <= p { j += 1 }
        }
        return out
    }

    /// The constant of the constraint at `position`.
    func constant(_ position: Int) -> Double {
        if !changes.isEmpty, let k = change(at: position) { return changes[k].constant }
        return base[position].constant
    }

    /// The index in `changes` of `position`'s change, if any.
    private func change(at position: Int) -> Int? {
        let k = insertionPoint(position)
        return k < changes.count && changes[k].position == position ? k : nil
    }

    private func insertionPoint(_ position: Int) -> Int {
        var low = 0, high = changes.count
        while low < high {
            let mid = (low + high) / 2
            if changes[mid].position < position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Gives the constraint at `position` `priority` and `constant`. Once the changes are more
    /// than an eighth of the constraints, they are written into a copy of the list.
    mutating func set(_ position: Int, priority: Int, constant: Double) {
        let k = insertionPoint(position)
        let change = Change(position: position, priority: priority, constant: constant)
        if k < changes.count && changes[k].position == position {
            changes[k] = change
        } else {
            changes.insert(change, at: k)
        }
        guard changes.count > base.count / 8 else { return }
        for c in changes {
            base[c.position].priority = c.priority
            base[c.position].constant = c.constant
        }
        changes = []
    }
}
