import LayoutSolver

/// The solver and what is installed in it: the one place the engine's constraints enter,
/// change in and leave the solver.
///
/// Moving to another system is two steps. First its ``edits(to:removed:stamp:changes:)``
/// are worked out by the cheapest path that applies:
/// - **derived**: the system was derived from the one installed (``LayoutMemo/derive``), and
///   only its changed positions are retuned;
/// - **in place**: the same constraints at the same positions, only priorities or constants
///   differ, and those are retuned;
/// - **by key**: everything else — what is gone is removed (in key order), what has the same
///   shape is retuned, what is new is added.
/// Then ``apply(_:edits:removed:stamp:)`` performs them, and only it touches the solver.
struct InstalledSystem {
    /// A change to what the solver holds.
    enum Edit {
        /// Remove the constraint installed under the key.
        case remove(SystemKey)
        /// Give the constraint installed under the key (installed as `from`) the priority and
        /// constant of the new system's constraint at `position`, which has the same shape.
        case retune(SystemKey, from: SystemConstraint, position: Int)
        /// Install the new system's constraint at `position`.
        case add(position: Int)
    }

    /// A constraint the solver holds (its definition is `applied[position]`: not copied here,
    /// which for a 10,000-view scene saves some 12 MB).
    struct Installed {
        var handle: ConstraintHandle
        var tag: Int
        /// Index in the system last applied: reports list constraints in this order, the order
        /// of a fresh solve, whatever the history of changes.
        var position: Int
        /// The edit pass that last kept or placed it.
        var generation: UInt32 = 0
    }

    private(set) var solver: Solver
    /// The solver's variables: engine variable i (`ItemTable.variable(item:component:)`) is
    /// `variables[i]`, of index i, so system expressions go to the solver as they are.
    private(set) var variables: [Variable]
    private var installed: [SystemKey: Installed] = [:]
    /// The system last applied: `Installed.position` indexes it.
    private(set) var applied: SystemConstraints = []
    /// The constraints elimination kept out of `applied` (nil: none).
    private var appliedRemoved: [Bool]?
    /// The memo's stamp of `applied` (nil: not kept, or not known to be the kept one).
    private var appliedStamp: Int?
    /// Counts edit passes (marks what each keeps and places).
    private var generation: UInt32 = 0
    /// The position in `applied` of the constraint the solver knows by each tag from `tagBase`
    /// on (-1 once removed): tags are handed out in order, so an array serves (a dictionary of
    /// 70,000 entries was 3 MB), and reports find a tag's constraint without hashing its key.
    private var positionByTag: [Int32] = []
    private var tagBase = 0
    private var nextTag = 0
    /// Whether the solver holds a whole system (after a fallback) rather than what elimination left.
    var holdsWholeSystem = false
    /// Solver operations performed since the count was last reset (tests of incrementality).
    var changeCount = 0

    /// An empty solver with the variables of `table`.
    init(table: ItemTable) {
        solver = Solver()
        variables = Self.makeVariables(solver, table)
    }

    /// Empties the solver (a fresh solve follows); tags keep counting.
    mutating func reset(table: ItemTable) {
        holdsWholeSystem = false
        solver = Solver()
        variables = Self.makeVariables(solver, table)
        installed = [:]
        applied = []
        appliedRemoved = nil
        appliedStamp = nil
        positionByTag = []
        tagBase = nextTag
    }

    /// Makes the variables of `table` in a new solver, which numbers them 0, 1, 2, … as the
    /// engine does.
    static func makeVariables(_ solver: Solver, _ table: ItemTable) -> [Variable] {
        // No debug names: variable i is item i / 4's component i % 4 (minX, minY, width,
        // height), which `ItemTable` names; making 40,000 strings for a 10,000-view scene
        // cost more than laying out a state.
        var vars: [Variable] = []
        vars.reserveCapacity(table.variableCount)
        for _ in 0..<table.variableCount { vars.append(solver.makeVariable("")) }
        return vars
    }

    /// The constraint the solver knows by `tag` (nil: none, or removed).
    func constraint(tag: Int) -> SystemConstraint? {
        position(tag: tag).map { applied[$0] }
    }

    /// The position in `applied` of the constraint the solver knows by `tag`.
    func position(tag: Int) -> Int? {
        let i = tag - tagBase
        guard i >= 0 && i < positionByTag.count, positionByTag[i] >= 0 else { return nil }
        return Int(positionByTag[i])
    }

    private mutating func setPosition(_ position: Int?, tag: Int) {
        let i = tag - tagBase, value = Int32(position ?? -1)
        if i == positionByTag.count {
            positionByTag.append(value)
        } else if i >= 0 && i < positionByTag.count {
            positionByTag[i] = value
        }
    }

    /// Brings the solver to `system` without the constraints `removed` marks (those elimination
    /// solved by substitution), and solves. `stamp`: the memo's stamp of `system` (nil: not
    /// kept); `changes`: where `system` differs from the kept system it was derived from.
    mutating func move(to system: SystemConstraints, removed: [Bool]? = nil, stamp: Int? = nil, changes: SystemChanges? = nil) {
        let edits = edits(to: system, removed: removed, changes: changes)
        apply(system, edits: edits, removed: removed, stamp: stamp)
    }

    /// The edits that bring the solver from the system it holds to `system`.
    mutating func edits(to system: SystemConstraints, removed: [Bool]?, changes: SystemChanges?) -> [Edit] {
        if let changes, let edits = derivedEdits(system, removed: removed, changes: changes) { return edits }
        if let edits = inPlaceEdits(system, removed: removed) { return edits }
        return keyedEdits(system, removed: removed)
    }

    /// A first entry into a state derived from the system the solver holds: the changed
    /// positions, retuned; nil when the solver holds another system.
    private func derivedEdits(_ system: SystemConstraints, removed: [Bool]?, changes: SystemChanges) -> [Edit]? {
        guard let stamp = appliedStamp, stamp == changes.from, applied.count == system.count, removed == appliedRemoved else { return nil }
        var edits: [Edit] = []
        for i in changes.positions where removed?[i] != true {
            guard installed[system[i].key] != nil else { return nil }
            edits.append(.retune(system[i].key, from: applied[i], position: i))
        }
        return edits
    }

    /// The common state switch: the same constraints at the same positions as the system
    /// applied, only priorities or constants changed: those, retuned; nil when anything else differs.
    private func inPlaceEdits(_ system: SystemConstraints, removed: [Bool]?) -> [Edit]? {
        guard !applied.isEmpty, applied.count == system.count, removed == appliedRemoved else { return nil }
        var edits: [Edit] = []
        // Changes of one built list differ only where either was changed.
        for i in system.positionsChanged(from: applied) ?? Array(system.indices) where removed?[i] != true {
            let was = applied[i], c = system[i]
            guard was.sameKey(as: c), was.sameShape(as: c) else { return nil }
            if was.priority != c.priority || was.constant != c.constant {
                guard installed[c.key] != nil else { return nil }
                edits.append(.retune(c.key, from: was, position: i))
            }
        }
        return edits
    }

    /// Any other move: removes what `system` does not keep (in key order), then per position
    /// retunes a constraint of the same shape, or replaces or adds it. A key given twice: the
    /// first definition stands. (Marks in `installed` instead of a set of the new keys, which
    /// was megabytes for large scenes.)
    private mutating func keyedEdits(_ system: SystemConstraints, removed: [Bool]?) -> [Edit] {
        generation &+= 1
        let kept = generation
        for (n, c) in system.enumerated() where removed?[n] != true {
            if let i = installed.index(forKey: c.key) { installed.values[i].generation = kept }
        }
        var edits: [Edit] = installed.keys.filter { installed[$0]?.generation != kept }.sorted().map { .remove($0) }
        generation &+= 1
        let placed = generation
        for (position, c) in system.enumerated() where removed?[position] != true {
            if let i = installed.index(forKey: c.key) {
                guard installed.values[i].generation != placed else { continue }
                installed.values[i].generation = placed
                let was = applied[installed.values[i].position]
                if was.sameShape(as: c) {
                    edits.append(.retune(c.key, from: was, position: position))
                    continue
                }
                edits.append(.remove(c.key))
            }
            edits.append(.add(position: position))
        }
        return edits
    }

    /// Performs `edits` towards `system` and solves: the only code that changes the solver's
    /// constraints.
    mutating func apply(_ system: SystemConstraints, edits: [Edit], removed: [Bool]?, stamp: Int?) {
        let adds = edits.reduce(0) { n, e in if case .add = e { return n + 1 } else { return n } }
        if adds > 0 {
            installed.reserveCapacity(installed.count + adds)
            positionByTag.reserveCapacity(positionByTag.count + adds)
            solver.reserveCapacity(constraints: adds)
        }
        for edit in edits {
            switch edit {
            case .remove(let key):
                guard let old = installed.removeValue(forKey: key) else { continue }
                solver.remove(old.handle)
                setPosition(nil, tag: old.tag)
                changeCount += 1
            case .retune(let key, let was, let position):
                guard var old = installed[key] else { continue }
                let c = system[position]
                if was.priority != c.priority {
                    solver.setPriority(old.handle, Priority(c.priority))
                    changeCount += 1
                }
                if was.constant != c.constant {
                    solver.setConstant(old.handle, c.constant)
                    changeCount += 1
                }
                if old.position != position {
                    old.position = position
                    installed[key] = old
                }
                setPosition(position, tag: old.tag)
            case .add(let position):
                let c = system[position]
                let tag = nextTag
                nextTag += 1
                let handle = solver.add(c.expression, c.relation, priority: Priority(c.priority), order: c.order, tag: tag)
                installed[c.key] = Installed(handle: handle, tag: tag, position: position, generation: generation)
                setPosition(position, tag: tag)
                changeCount += 1
            }
        }
        applied = system
        appliedRemoved = removed
        appliedStamp = stamp
        solver.solve()
    }
}
