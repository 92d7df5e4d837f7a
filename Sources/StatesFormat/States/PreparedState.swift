/// A state's `extends` chain applied to the base set, before its constant expressions are
/// evaluated (their values depend on the layout being left, so they are evaluated per resolve).
/// A child state is prepared from a copy of its parent's.
///
/// As in UIKit, a deactivated constraint keeps its priority and constant, which a state may
/// still change, and gets them back when activated again.
struct PreparedState {
    /// One constraint of the state, active or not: its definition (a `StateResolver.table`
    /// index) as the chain left it.
    struct Slot {
        var isActive = true
        var definition: Int32
        var priority: Int
        var constant: Double
        var expression: ConstantExpression?
        /// The `evaluate` event that gives the constant (−1: `constant` holds it).
        var event: Int32 = -1
        /// Where the chain last changed the priority (nil: the definition's priority stands).
        var priorityChange: SourceRange?
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
    /// (`@unchecked`: `previous` is written only by `deinit`, which no other reference can observe.)
    final class EventList: @unchecked Sendable {
        let event: Event
        let index: Int32
        private(set) var previous: EventList?

        init(_ event: Event, index: Int32, previous: EventList?) {
            self.event = event
            self.index = index
            self.previous = previous
        }

        /// Releases the rest of the list iteratively (a list of a long chain's events would
        /// otherwise be released recursively, one stack frame per event).
        deinit {
            var next = previous
            previous = nil
            while var node = next {
                next = nil
                guard isKnownUniquelyReferenced(&node) else { break }
                next = node.previous
                node.previous = nil
            }
        }
    }

    /// Every constraint the chain has given the state, active or not, by id.
    var slots: [String: Slot] = [:]
    /// Ids in the order their constraints are handed to the solver; a later duplicate is ignored
    /// (as `replace` may insert one).
    var order: [String] = []
    var inOrder: Set<String> = []
    var hidden: Set<String>
    var alpha: [String: Double] = [:]
    /// The keyboard is up.
    var keyboardShown = false
    /// Look changes per element, in the order applied (base first).
    var looks: [String: [LookChange]] = [:]
    var events: EventList?
    var eventCount: Int32 = 0
    /// The first event of the last state applied (its own changes' events follow).
    var ownEventsStart: Int32 = 0

    /// The base set: every base constraint active, the elements `hidden` by their declaration.
    init(constraints: [Constraint], hidden: Set<String>) {
        for (i, c) in constraints.enumerated() {
            slots[c.id] = Slot(definition: Int32(i), priority: c.priority, constant: c.constant)
            if inOrder.insert(c.id).inserted { order.append(c.id) }
        }
        self.hidden = hidden
    }

    /// How much a kept copy holds, for the cache's budget.
    var size: Int { slots.count + order.count + 1 }

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
        ownEventsStart = eventCount
        for (k, located) in state.changes.enumerated() {
            let range = located.range
            switch located.change {
            case .activate(let id):
                if slots[id] != nil {
                    slots[id]?.isActive = true
                } else if let d = definitions[id] {
                    slots[id] = slot(d, table)
                } else {
                    record(.unknownConstraint(id, range))
                    continue
                }
                appendToOrder(id)
            case .deactivate(let id):
                slots[id]?.isActive = false
            case .priority(let id, let p):
                guard slots[id] != nil else {
                    record(.notActive(constraint: id, range))
                    continue
                }
                slots[id]?.priority = p
                slots[id]?.priorityChange = range
            case .constant(let id, let expression):
                guard slots[id] != nil else {
                    record(.notActive(constraint: id, range))
                    continue
                }
                if case .number(let value) = expression {
                    slots[id]?.constant = value
                    slots[id]?.expression = nil
                    slots[id]?.event = -1
                } else {
                    slots[id]?.event = eventCount
                    slots[id]?.expression = expression
                    record(.evaluate(expression, located.valueRange ?? range))
                }
            case .hide(let id):
                hidden.insert(id)
            case .show(let id):
                hidden.remove(id)
            case .alpha(let id, let value):
                alpha[id] = value
            case .look(let id, let change):
                looks[id, default: []].append(change)
            case .keyboard(let shown):
                keyboardShown = shown
            case .add(let c):
                slots[c.id] = slot(constraints[k], table)
                appendToOrder(c.id)
            case .replace(let old, let c):
                if slots[old]?.isActive != true { record(.cannotReplace(constraint: old, range)) }
                slots[old] = nil
                slots[c.id] = slot(constraints[k], table)
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
            case .notActive, .unknownConstraint, .cannotReplace:
                if let d = n.event.diagnostic(state: name) { errors.append(d) }
            case .evaluate(let expression, let range):
                do {
                    values[Int(n.index)] = try evaluate(expression, range)
                    usesConstantMath = true
                } catch let error as any DiagnosticError {
                    errors += error.diagnostics
                }
            }
        }
        if !errors.isEmpty { throw StateError(errors) }
        var constraints: [ActiveConstraint] = []
        constraints.reserveCapacity(slots.count)
        var seen = Set<String>()
        seen.reserveCapacity(slots.count)
        for id in order {
            guard let s = slots[id], s.isActive, seen.insert(id).inserted else { continue }
            var c = table[Int(s.definition)]
            c.priority = s.priority
            c.constant = s.event >= 0 ? values[Int(s.event)] : s.constant
            constraints.append(ActiveConstraint(constraint: c, expression: s.expression))
        }
        var resolved = ResolvedState(name: name, constraints: constraints, hidden: hidden, alpha: alpha,
                                     usesConstantMath: usesConstantMath)
        resolved.lookChanges = looks
        resolved.keyboardShown = keyboardShown
        return resolved
    }
}

extension PreparedState.Event {
    /// The error of a change that cannot be applied in state `state` (nil for an evaluation).
    func diagnostic(state: String) -> Diagnostic? {
        switch self {
        case .notActive(let id, let range):
            return .error("constraint '\(id)' is not active in state '\(state)'; activate it first or change it in a state where it is active", at: range)
        case .unknownConstraint(let id, let range):
            return .error("unknown constraint '\(id)'", at: range)
        case .cannotReplace(let old, let range):
            return .error("cannot replace '\(old)': it is not active in state '\(state)'", at: range)
        case .evaluate:
            return nil
        }
    }
}

extension PreparedState {
    /// The errors of the last applied state's own changes (that state is `state`), in order.
    func ownErrors(state: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var node = events
        while let n = node, n.index >= ownEventsStart {
            if let d = n.event.diagnostic(state: state) { out.append(d) }
            node = n.previous
        }
        return out.reversed()
    }
}
