/// A state's `extends` chain applied to the base set, before its constant expressions are
/// evaluated (their values depend on the layout being left, so they are evaluated per resolve).
/// A child state is prepared from a copy of its parent's.
struct PreparedState {
    /// One active constraint: its definition (a `StateResolver.table` index) as the chain left it.
    struct Slot {
        var definition: Int32
        var priority: Int
        var constant: Double
        var expression: ConstantExpression?
        /// The `evaluate` event that gives the constant (−1: `constant` holds it).
        var event: Int32 = -1
    }

    /// Something to do, in chain order, when the state is resolved: an error to report, or a
    /// constant expression to evaluate.
    enum Event {
        case notActive(constraint: String, SourceRange)
        case unknownConstraint(String, SourceRange)
        case cannotReplace(constraint: String, SourceRange)
        case evaluate(ConstantExpression, SourceRange)
    }

    /// Events as a shared list, newest first: a child's list extends its parent's without copying it.
    final class EventList: Sendable {
        let event: Event
        let index: Int32
        let previous: EventList?

        init(_ event: Event, index: Int32, previous: EventList?) {
            self.event = event
            self.index = index
            self.previous = previous
        }
    }

    var active: [String: Slot] = [:]
    /// Ids in the order their constraints are handed to the solver; a later duplicate is ignored
    /// (as `replace` may insert one).
    var order: [String] = []
    var inOrder: Set<String> = []
    var hidden: Set<String>
    var alpha: [String: Double] = [:]
    var events: EventList?
    var eventCount: Int32 = 0

    /// The base set: every base constraint active, the elements hidden by their declaration.
    init(scene: Scene) {
        for (i, c) in scene.constraints.enumerated() {
            active[c.id] = Slot(definition: Int32(i), priority: c.priority, constant: c.constant)
            if inOrder.insert(c.id).inserted { order.append(c.id) }
        }
        hidden = Set(scene.elements.filter(\.hidden).map(\.id))
    }

    /// How much a kept copy holds, for the cache's budget.
    var size: Int { active.count + order.count + 1 }

    private mutating func record(_ event: Event) {
        events = EventList(event, index: eventCount, previous: events)
        eventCount += 1
    }

    private func slot(_ index: Int32, _ table: [Constraint]) -> Slot {
        let c = table[Int(index)]
        return Slot(definition: index, priority: c.priority, constant: c.constant)
    }

    private mutating func appendToOrder(_ id: String) {
        if inOrder.insert(id).inserted { order.append(id) }
    }

    /// Applies `state`'s own changes; `constraints` gives each change's `table` index.
    mutating func apply(_ state: State, constraints: [Int32], definitions: [String: Int32], table: [Constraint]) {
        for (k, located) in state.changes.enumerated() {
            let range = located.range
            switch located.change {
            case .activate(let id):
                if active[id] == nil {
                    guard let d = definitions[id] else {
                        record(.unknownConstraint(id, range))
                        continue
                    }
                    active[id] = slot(d, table)
                    appendToOrder(id)
                }
            case .deactivate(let id):
                active[id] = nil
            case .priority(let id, let p):
                if active[id] != nil {
                    active[id]?.priority = p
                } else {
                    record(.notActive(constraint: id, range))
                }
            case .constant(let id, let expression):
                guard active[id] != nil else {
                    record(.notActive(constraint: id, range))
                    continue
                }
                if case .number(let value) = expression {
                    active[id]?.constant = value
                    active[id]?.expression = nil
                    active[id]?.event = -1
                } else {
                    active[id]?.event = eventCount
                    active[id]?.expression = expression
                    record(.evaluate(expression, located.valueRange ?? range))
                }
            case .hide(let id):
                hidden.insert(id)
            case .show(let id):
                hidden.remove(id)
            case .alpha(let id, let value):
                alpha[id] = value
            case .add(let c):
                active[c.id] = slot(constraints[k], table)
                appendToOrder(c.id)
            case .replace(let old, let c):
                if active[old] == nil { record(.cannotReplace(constraint: old, range)) }
                active[old] = nil
                active[c.id] = slot(constraints[k], table)
                if c.id == old {
                    // Inserting the id right after itself changes nothing.
                    appendToOrder(c.id)
                } else if let index = order.firstIndex(of: old) {
                    order.insert(c.id, at: index + 1)
                    inOrder.insert(c.id)
                } else {
                    appendToOrder(c.id)
                }
            }
        }
    }

    /// Evaluates the constant expressions (every one in the chain, in order, as each would be
    /// on entering its state) and makes the state absolute. Errors name the state resolved.
    func resolved(name: String, table: [Constraint],
                  evaluate: (ConstantExpression, SourceRange) throws -> Double) throws -> ResolvedState {
        var list: [EventList] = []
        list.reserveCapacity(Int(eventCount))
        var node = events
        while let n = node {
            list.append(n)
            node = n.previous
        }
        var values = [Double](repeating: 0, count: Int(eventCount))
        var errors: [Diagnostic] = []
        var usesConstantMath = false
        for n in list.reversed() {
            switch n.event {
            case .notActive(let id, let range):
                errors.append(.error("constraint '\(id)' is not active in state '\(name)'; activate it first or change it in a state where it is active", at: range))
            case .unknownConstraint(let id, let range):
                errors.append(.error("unknown constraint '\(id)'", at: range))
            case .cannotReplace(let old, let range):
                errors.append(.error("cannot replace '\(old)': it is not active in state '\(name)'", at: range))
            case .evaluate(let expression, let range):
                do {
                    values[Int(n.index)] = try evaluate(expression, range)
                    usesConstantMath = true
                } catch let error as LayoutError {
                    errors += error.diagnostics
                }
            }
        }
        if !errors.isEmpty { throw LayoutError(errors) }
        var constraints: [ActiveConstraint] = []
        constraints.reserveCapacity(active.count)
        var seen = Set<String>()
        seen.reserveCapacity(active.count)
        for id in order {
            guard let s = active[id], seen.insert(id).inserted else { continue }
            var c = table[Int(s.definition)]
            c.priority = s.priority
            c.constant = s.event >= 0 ? values[Int(s.event)] : s.constant
            constraints.append(ActiveConstraint(constraint: c, expression: s.expression))
        }
        return ResolvedState(name: name, constraints: constraints, hidden: hidden, alpha: alpha,
                             usesConstantMath: usesConstantMath)
    }
}
