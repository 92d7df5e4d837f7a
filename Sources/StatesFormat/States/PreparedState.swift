/// A state's `extends` chain applied to the base set, before its constant expressions are
/// evaluated (their values depend on the layout being left, so they are evaluated per resolve).
/// A child state is prepared from a copy of its parent's.
///
/// As in UIKit, a deactivated constraint keeps its priority and constant, which a state may
/// still change, and gets them back when activated again.
struct PreparedState {
    /// One constraint of the state, active or not: its definition (a `StateResolver.table`
    /// index) as the chain left it.
    /// Kept to 32 bytes of plain data (a large scene has one per constraint, and a state
    /// copies its parent's when it changes one): 32-bit numbers, the location of a priority
    /// change as an index into `priorityChanges`, the constant expression as an index into
    /// `expressions`.
    struct Slot {
        var definition: Int32
        private var storedPriority: Int32
        /// The `evaluate` event that gives the constant (−1: `constant` holds it).
        var event: Int32 = -1
        /// Where the chain last changed the priority, in `priorityChanges` (−1: the
        /// definition's priority stands).
        var priorityChangeIndex: Int32 = -1
        var constant: Double
        /// The constant expression the chain gave it, in `expressions` (−1: none).
        var expressionIndex: Int32 = -1
        var isActive = true

        init(definition: Int32, priority: Int, constant: Double) {
            self.definition = definition
            self.storedPriority = Int32(clamping: priority)
            self.constant = constant
        }

        var priority: Int {
            get { Int(storedPriority) }
            set { storedPriority = Int32(clamping: newValue) }
        }
    }

    /// The locations of priority changes (`Slot.priorityChangeIndex`).
    var priorityChanges: [SourceRange] = []
    /// The constant expressions of constant changes (`Slot.expressionIndex`).
    var expressions: [ConstantExpression] = []

    /// The constant expression the chain gave `slot` (nil: a number, or none).
    func expression(of slot: Slot) -> ConstantExpression? {
        slot.expressionIndex >= 0 ? expressions[Int(slot.expressionIndex)] : nil
    }

    /// Where the chain last changed `slot`'s priority (nil: the definition's priority stands).
    func priorityChange(of slot: Slot) -> SourceRange? {
        slot.priorityChangeIndex >= 0 ? priorityChanges[Int(slot.priorityChangeIndex)] : nil
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

    /// Every constraint the chain has given the state, active or not, by constraint number
    /// (`StateResolver.numbers`: base constraints first, in order); nil where it has none.
    /// Numbers, not ids: a state of a large scene is made of thousands of slots, and hashing
    /// their ids dominated resolving.
    var slots: [Slot?]
    /// Numbers in the order their constraints are handed to the solver; a later duplicate is
    /// ignored (as `replace` may insert one).
    var order: [Int32]
    var inOrder: [Bool]
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
    /// Base constraint `i` has number `baseNumbers[i]` (`i` unless an id repeats, when the
    /// later definition wins); `numberCount` numbers exist in all.
    init(constraints: [Constraint], baseNumbers: [Int32], numberCount: Int, hidden: Set<String>) {
        var slots = [Slot?](repeating: nil, count: numberCount)
        var order: [Int32] = []
        order.reserveCapacity(constraints.count)
        var inOrder = [Bool](repeating: false, count: numberCount)
        for (i, c) in constraints.enumerated() {
            let n = Int(baseNumbers[i])
            slots[n] = Slot(definition: Int32(i), priority: c.priority, constant: c.constant)
            if !inOrder[n] {
                inOrder[n] = true
                order.append(Int32(n))
            }
        }
        self.slots = slots
        self.order = order
        self.inOrder = inOrder
        self.hidden = hidden
    }

    /// The slot of constraint `id`, if the state has one.
    func slot(id: String, numbers: [String: Int32]) -> Slot? {
        numbers[id].flatMap { slots[Int($0)] }
    }

    /// How much a kept copy holds, for the cache's budget.
    var size: Int { order.count + 1 }

    private mutating func record(_ event: Event) {
        events = EventList(event, index: eventCount, previous: events)
        eventCount += 1
    }

    private func slot(_ index: Int32, _ table: [Constraint]) -> Slot {
        let c = table[Int(index)]
        return Slot(definition: index, priority: c.priority, constant: c.constant)
    }

    private mutating func appendToOrder(_ n: Int32) {
        if !inOrder[Int(n)] {
            inOrder[Int(n)] = true
            order.append(n)
        }
    }

    /// Applies `state`'s own changes; `constraints` gives each change's `table` index,
    /// `numbers` each id's number and `definitions` each number's definition.
    mutating func apply(_ state: State, constraints: [Int32], numbers: [String: Int32], definitions: [Int32],
                        table: [Constraint]) {
        ownEventsStart = eventCount
        for (k, located) in state.changes.enumerated() {
            let range = located.range
            switch located.change {
            case .activate(let id):
                guard let n = numbers[id].map(Int.init) else {
                    record(.unknownConstraint(id, range))
                    continue
                }
                if slots[n] != nil {
                    slots[n]?.isActive = true
                } else {
                    slots[n] = slot(definitions[n], table)
                }
                appendToOrder(Int32(n))
            case .deactivate(let id):
                if let n = numbers[id].map(Int.init) { slots[n]?.isActive = false }
            case .priority(let id, let p):
                guard let n = numbers[id].map(Int.init), slots[n] != nil else {
                    record(.notActive(constraint: id, range))
                    continue
                }
                slots[n]?.priority = p
                slots[n]?.priorityChangeIndex = Int32(priorityChanges.count)
                priorityChanges.append(range)
            case .constant(let id, let expression):
                guard let n = numbers[id].map(Int.init), slots[n] != nil else {
                    record(.notActive(constraint: id, range))
                    continue
                }
                if case .number(let value) = expression {
                    slots[n]?.constant = value
                    slots[n]?.expressionIndex = -1
                    slots[n]?.event = -1
                } else {
                    slots[n]?.event = eventCount
                    slots[n]?.expressionIndex = Int32(expressions.count)
                    expressions.append(expression)
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
                guard let n = numbers[c.id] else { continue }
                slots[Int(n)] = slot(constraints[k], table)
                appendToOrder(n)
            case .replace(let old, let c):
                let oldNumber = numbers[old]
                if oldNumber.flatMap({ slots[Int($0)]?.isActive }) != true {
                    record(.cannotReplace(constraint: old, range))
                }
                if let oldNumber { slots[Int(oldNumber)] = nil }
                guard let n = numbers[c.id] else { continue }
                slots[Int(n)] = slot(constraints[k], table)
                if c.id == old {
                    // Inserting the id right after itself changes nothing.
                    appendToOrder(n)
                } else if let oldNumber, let index = order.firstIndex(of: oldNumber) {
                    order.insert(n, at: index + 1)
                    inOrder[Int(n)] = true
                } else {
                    appendToOrder(n)
                }
            }
        }
    }

    /// Evaluates the constant expressions (every one in the chain, in order, as each would be
    /// on entering its state) and makes the state absolute. Errors name the state resolved.
    /// `active(d)` gives definition `d` as an active constraint (no expression).
    func resolved(name: String, evaluate: (ConstantExpression, SourceRange) throws -> Double,
                  active: (Int) -> ActiveConstraint) throws -> ResolvedState {
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
        var seen = [Bool](repeating: false, count: slots.count)
        // Each constraint is copied once from the table into its place (a constraint is large:
        // the copies a plain `append` made were most of resolving a state).
        let constraints = [ActiveConstraint](unsafeUninitializedCapacity: order.count) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            for n in order {
                guard let s = slots[Int(n)], s.isActive, !seen[Int(n)] else { continue }
                seen[Int(n)] = true
                // One copy, straight from the table into place; then the state's values.
                let slot = base + count
                slot.initialize(to: active(Int(s.definition)))
                slot.pointee.constraint.priority = s.priority
                slot.pointee.constraint.constant = s.event >= 0 ? values[Int(s.event)] : s.constant
                if s.expressionIndex >= 0 { slot.pointee.expression = expressions[Int(s.expressionIndex)] }
                count += 1
            }
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
            return .error("cannot replace '\(old)': it is not active in state '\(state)' at this point; 'replace' swaps an active "
                          + "constraint for another (it deactivates the old one itself), so remove a 'deactivate \(old)' before it, "
                          + "or add the new constraint on its own", at: range)
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
