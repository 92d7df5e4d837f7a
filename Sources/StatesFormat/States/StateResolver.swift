/// Applies a state's changes to the base set: the one place that does, for the checker, the
/// layout engine and exporters.
///
/// Cost: the tables it needs (states by name, constraint definitions) are built once, in
/// `init`. Resolving a state applies the changes of its `extends` chain; with a
/// `PreparedStateCache` (as `LayoutEngine` keeps) a state starts from its parent's prepared
/// result, so resolving every state of a chain of n states costs O(n), not O(n²).
public struct StateResolver: Sendable {
    /// The states, in declaration order.
    public let states: [State]
    /// The first state of each name (as `Scene.state(_:)`), by index into `scene.states`.
    let stateIndex: [String: Int]
    /// Every constraint a state can hold: the base set, then the one of each `add` and
    /// `replace` change in states order (`Scene.allConstraints`).
    public let table: [Constraint]
    /// For each state, per change: the `table` index of its constraint (`add`, `replace`), or −1.
    let changeConstraint: [[Int32]]
    /// The number of each constraint id a state change can name: base constraint `i` is
    /// number `i` (only named ones are listed: changes name constraints by name, and an
    /// unnamed id, `FILE:LINE`, is long to hash and never looked up), then the ids of `add`
    /// and `replace` changes in states order. Prepared states keep their slots by number.
    let numbers: [String: Int32]
    /// The id of each number.
    let ids: [String]
    /// The constraint an `activate` of a number means, as a `table` index: the base constraint,
    /// else the first state-local definition.
    let definitions: [Int32]
    /// The parent's index of each state (−1: none or unknown).
    let parentIndex: [Int]
    /// Whether each state is extended by another.
    let hasChildren: [Bool]
    /// Whether each state's `extends` chain ends (no unknown state, no cycle).
    let chainIsValid: [Bool]
    /// The base set as a prepared state.
    let base: PreparedState

    /// Creates a resolver for `scene`'s states.
    public init(scene: Scene) {
        self.init(constraints: scene.constraints, states: scene.states,
                  hidden: Set(scene.elements.filter(\.hidden).map(\.id)))
    }

    /// Creates a resolver for `states` over the base set `constraints`, with the elements
    /// `hidden` by their declaration (the checker's view, before a `Scene` exists).
    init(constraints: [Constraint], states: [State], hidden: Set<String>) {
        self.states = states
        var stateIndex: [String: Int] = [:]
        for (i, s) in states.enumerated() where stateIndex[s.name] == nil { stateIndex[s.name] = i }
        var table = constraints
        var numbers: [String: Int32] = [:]
        numbers.reserveCapacity(constraints.count)
        var ids: [String] = []
        ids.reserveCapacity(constraints.count)
        var definitions: [Int32] = []
        definitions.reserveCapacity(constraints.count)
        var baseNumbers: [Int32] = []
        baseNumbers.reserveCapacity(constraints.count)
        for (i, c) in constraints.enumerated() {
            // Ids are unique in a scene (`Constraint.id`); a named one is hashed once
            // (`updateValue` returns what it replaced), and should a name repeat, the later
            // definition wins, as in a dictionary.
            if c.name != nil, let n = numbers.updateValue(Int32(ids.count), forKey: c.id) {
                numbers[c.id] = n
                baseNumbers.append(n)
                definitions[Int(n)] = Int32(i)
                continue
            }
            baseNumbers.append(Int32(ids.count))
            ids.append(c.id)
            definitions.append(Int32(i))
        }
        var changeConstraint: [[Int32]] = []
        changeConstraint.reserveCapacity(states.count)
        for state in states {
            var indices = [Int32](repeating: -1, count: state.changes.count)
            for (k, located) in state.changes.enumerated() {
                switch located.change {
                case .add(let c), .replace(_, let c):
                    indices[k] = Int32(table.count)
                    if numbers[c.id] == nil {
                        numbers[c.id] = Int32(ids.count)
                        ids.append(c.id)
                        definitions.append(Int32(table.count))
                    }
                    table.append(c)
                default: break
                }
            }
            changeConstraint.append(indices)
        }
        let parentIndex = states.map { s in s.extends.flatMap { stateIndex[$0] } ?? -1 }
        var hasChildren = [Bool](repeating: false, count: states.count)
        for p in parentIndex where p >= 0 { hasChildren[p] = true }
        self.stateIndex = stateIndex
        self.table = table
        self.numbers = numbers
        self.ids = ids
        self.definitions = definitions
        self.changeConstraint = changeConstraint
        self.parentIndex = parentIndex
        self.hasChildren = hasChildren
        self.chainIsValid = Self.validChains(states, stateIndex: stateIndex)
        self.base = PreparedState(constraints: constraints, baseNumbers: baseNumbers, numberCount: ids.count,
                                  hidden: hidden)
    }

    /// Whether each state's chain reaches a state without `extends` through known states only
    /// (one pass: each state is settled once).
    private static func validChains(_ states: [State], stateIndex: [String: Int]) -> [Bool] {
        enum Mark { case unknown, onPath, valid, invalid }
        var mark = [Mark](repeating: .unknown, count: states.count)
        for start in states.indices where mark[start] == .unknown {
            var path: [Int] = []
            var current = start
            var result = Mark.valid
            while true {
                if mark[current] == .valid || mark[current] == .invalid {
                    result = mark[current]
                    break
                }
                if mark[current] == .onPath {
                    result = .invalid
                    break
                }
                mark[current] = .onPath
                path.append(current)
                guard let parent = states[current].extends else { break }
                guard let next = stateIndex[parent] else {
                    result = .invalid
                    break
                }
                current = next
            }
            for i in path { mark[i] = result }
        }
        return mark.map { $0 == .valid }
    }

    /// The state's `extends` chain, base-most first, ending with the state itself.
    public func chain(of name: String) throws -> [State] {
        guard let first = stateIndex[name] else {
            throw StateError(unknownStateMessage(name), at: nil)
        }
        var state = states[first]
        var chain = [state]
        var seen: Set<String> = [name]
        while let parent = state.extends {
            guard let index = stateIndex[parent] else {
                throw StateError("state '\(state.name)' extends unknown state '\(parent)'", at: state.range)
            }
            guard seen.insert(parent).inserted else {
                throw StateError("state '\(name)' has a cyclic 'extends' chain through '\(parent)'", at: state.range)
            }
            let next = states[index]
            chain.append(next)
            state = next
        }
        return chain.reversed()
    }

    /// The message for an unknown state, with the states that exist.
    func unknownStateMessage(_ name: String) -> String {
        let names = states.map(\.name)
        return "unknown state '\(name)'" + Suggestion.suffix(for: name, among: names)
            + " (states: \(names.joined(separator: ", ")))"
    }

    /// Resolves `name`. Constant expressions are evaluated with `evaluate`, which reads the layout being left.
    public func resolve(_ name: String,
                        evaluate: (ConstantExpression, SourceRange) throws -> Double) throws -> ResolvedState {
        try resolve(name, cache: PreparedStateCache(), evaluate: evaluate)
    }

    /// Resolves `name`, starting from the nearest ancestor in `cache` and leaving there the
    /// prepared states that other states extend.
    public func resolve(_ name: String, cache: PreparedStateCache,
                 evaluate: (ConstantExpression, SourceRange) throws -> Double) throws -> ResolvedState {
        guard let index = stateIndex[name] else {
            throw StateError(unknownStateMessage(name), at: nil)
        }
        if !chainIsValid[index] { _ = try chain(of: name) }
        let prepared = prepare(index, cache: cache)
        // Each constraint is made straight from its definition: copying a `Constraint` is one
        // reference count (its definition is shared), so no table of active ones is needed.
        return try prepared.resolved(name: name, evaluate: evaluate) { ActiveConstraint(constraint: table[$0], expression: nil, definition: $0) }
    }

    /// The state at `index` prepared: its chain's changes applied to the base set.
    func prepare(_ index: Int, cache: PreparedStateCache) -> PreparedState {
        if let done = cache.states[index] { return done }
        // The chain up to the nearest prepared ancestor, nearest first.
        var chain: [Int] = []
        var current = index
        var prepared = base
        while current >= 0, chain.count <= states.count {
            if let done = cache.states[current] {
                prepared = done
                break
            }
            chain.append(current)
            current = parentIndex[current]
        }
        for i in chain.reversed() {
            prepared.apply(states[i], constraints: changeConstraint[i], numbers: numbers, definitions: definitions,
                           table: table)
            cache.applied += 1
            if hasChildren[i] { cache.keep(prepared, for: i) }
        }
        return prepared
    }
}

/// Prepared states kept for reuse by the states that extend them (at most `budget` constraint
/// slots in all: past it, the older ones are dropped). A cache serves one resolver.
public final class PreparedStateCache {
    var states: [Int: PreparedState] = [:]
    /// How many times a state's own changes were applied (tests of cost: each state once when
    /// states are resolved parents first).
    public internal(set) var applied = 0
    private var slots = 0
    let budget: Int

    /// Creates an empty cache that keeps at most `budget` constraint slots.
    public init(budget: Int = 1 << 20) {
        self.budget = budget
    }

    func keep(_ state: PreparedState, for index: Int) {
        let size = state.size
        if slots + size > budget {
            states = [:]
            slots = 0
        }
        states[index] = state
        slots += size
    }
}
