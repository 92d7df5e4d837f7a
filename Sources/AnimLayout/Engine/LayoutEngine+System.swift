import LayoutSolver

/// The incremental system: the solver holds the constraints of the last layout, and moving to
/// another state or environment removes, edits and adds only what differs; frames and reports
/// are read back from it.
extension LayoutEngine {
    func reset() {
        solverHoldsWholeSystem = false
        solver = Solver()
        variables = Self.makeVariables(solver, table)
        installed = [:]
        appliedSystem = []
        appliedRemoved = nil
        appliedStamp = nil
        positionByTag = []
        tagBase = nextTag
    }

    /// The position in `appliedSystem` of the constraint the solver knows by `tag` (nil: none,
    /// or removed).
    func position(tag: Int) -> Int? {
        let i = tag - tagBase
        guard i >= 0 && i < positionByTag.count, positionByTag[i] >= 0 else { return nil }
        return Int(positionByTag[i])
    }

    /// Records the position of `tag`'s constraint, nil when it is removed (tags are handed out
    /// in order: a new one is appended).
    func setPosition(_ position: Int?, tag: Int) {
        let i = tag - tagBase, value = Int32(position ?? -1)
        if i == positionByTag.count {
            positionByTag.append(value)
        } else if i >= 0 && i < positionByTag.count {
            positionByTag[i] = value
        }
    }

    /// Brings the solver to `system` without the constraints `removed` marks (those elimination
    /// solved by substitution): removes what is gone, edits what changed, adds what is new.
    /// `stamp`: the memo's stamp of `system` (nil: not kept); `changes`: where `system` differs
    /// from the kept system it was derived from (when the solver holds that one, only those
    /// positions are edited).
    func apply(_ system: SystemConstraints, removed: [Bool]? = nil, stamp: Int? = nil, changes: SystemChanges? = nil) {
        defer { appliedStamp = stamp }
        if let changes, applyDerived(system, removed: removed, changes: changes) { return }
        if applyInPlace(system, removed: removed) { return }
        // Mark what the new system keeps (no set of its keys: that was megabytes for large scenes).
        applyGeneration &+= 1
        let generation = applyGeneration
        var kept = 0
        for (n, c) in system.enumerated() where removed?[n] != true {
            if let i = installed.index(forKey: c.key) {
                installed.values[i].generation = generation
                kept += 1
            }
        }
        installed.reserveCapacity(system.count)
        positionByTag.reserveCapacity(positionByTag.count + system.count - kept)
        solver.reserveCapacity(constraints: system.count - kept)
        for key in installed.keys.filter({ installed[$0]?.generation != generation }).sorted() {
            if let old = installed.removeValue(forKey: key) {
                solver.remove(old.handle)
                setPosition(nil, tag: old.tag)
                lastChangeCount += 1
            }
        }
        let previous = appliedSystem
        // Installed in this call (a key given twice: the first definition stands).
        let placed = applyGeneration &+ 1
        applyGeneration = placed
        for (position, c) in system.enumerated() where removed?[position] != true {
            if var old = installed[c.key] {
                guard old.generation != placed else { continue }
                old.generation = placed
                let was = previous[old.position]
                old.position = position
                if was.sameShape(as: c) {
                    edit(old.handle, from: was, to: c)
                    installed[c.key] = old
                    setPosition(position, tag: old.tag)
                    continue
                }
                solver.remove(old.handle)
                setPosition(nil, tag: old.tag)
                lastChangeCount += 1
            }
            let tag = nextTag
            nextTag += 1
            let handle = solver.add(c.expression, c.relation, priority: Priority(c.priority), order: c.order, tag: tag)
            installed[c.key] = Installed(handle: handle, tag: tag, position: position, generation: placed)
            setPosition(position, tag: tag)
            lastChangeCount += 1
        }
        appliedSystem = system
        appliedRemoved = removed
        solver.solve()
    }

    /// A first entry into a state derived from the system the solver holds: edits the
    /// positions that changed and returns true; false when the solver holds another system.
    private func applyDerived(_ system: SystemConstraints, removed: [Bool]?, changes: SystemChanges) -> Bool {
        let previous = appliedSystem
        guard let applied = appliedStamp, applied == changes.from, previous.count == system.count,
              removed == appliedRemoved else { return false }
        for i in changes.positions where removed?[i] != true {
            guard let handle = installed[system[i].key]?.handle else { return false }
            edit(handle, from: previous[i], to: system[i])
        }
        appliedSystem = system
        solver.solve()
        return true
    }

    /// The common state switch: the same constraints at the same positions as the system last
    /// applied, only priorities or constants changed. Edits just those (no lookup by key for
    /// the others) and returns true; false when anything else differs (then `apply` diffs by key).
    private func applyInPlace(_ system: SystemConstraints, removed: [Bool]?) -> Bool {
        let previous = appliedSystem
        guard !previous.isEmpty, previous.count == system.count, removed == appliedRemoved else { return false }
        var edits: [Int] = []
        // Changes of one built list differ only where either was changed.
        let candidates = system.positionsChanged(from: previous) ?? Array(system.indices)
        for i in candidates where removed?[i] != true {
            let was = previous[i], c = system[i]
            guard was.sameKey(as: c), was.sameShape(as: c) else { return false }
            if was.priority != c.priority || was.constant != c.constant { edits.append(i) }
        }
        for i in edits {
            guard let handle = installed[system[i].key]?.handle else { return false }
            edit(handle, from: previous[i], to: system[i])
        }
        appliedSystem = system
        solver.solve()
        return true
    }

    /// Gives the solver's constraint `handle` (installed as `was`) the priority and constant
    /// of `c`, of the same shape.
    private func edit(_ handle: ConstraintHandle, from was: SystemConstraint, to c: SystemConstraint) {
        if was.priority != c.priority {
            solver.setPriority(handle, Priority(c.priority))
            lastChangeCount += 1
        }
        if was.constant != c.constant {
            solver.setConstant(handle, c.constant)
            lastChangeCount += 1
        }
    }

    /// The solver's counters (tests of cost).
    var solverStatistics: Solver.Statistics { solver.statistics }

    /// Every item's frame from `values` (per variable), or from the solver when nil.
    func readFrames(_ values: [Double]?) -> [String: Rect] {
        // The keys' table made once (`frameItems`): mapping its values hashes no key.
        let values = values ?? solver.values()   // engine variable i is the solver's variable i
        return frameItems.mapValues { n in
            func value(_ component: Int) -> Double {
                n * 4 + component < values.count ? Tolerances.roundedToMicropoint(values[n * 4 + component]) : 0
            }
            return Rect(x: value(0), y: value(1), width: value(2), height: value(3))
        }
    }

    struct Reports {
        var broken: [BrokenConstraint] = []
        var conflicts: [Conflict] = []
        var ambiguous: [Ambiguity] = []
        var ambiguityGroups: [AmbiguityGroup] = []
        /// Whether any variable (of an element or a guide) is ambiguous.
        var anyAmbiguous = false
    }

    func constraint(tag: Int) -> SystemConstraint? {
        position(tag: tag).map { appliedSystem[$0] }
    }

    /// The solver's reports; with `elimination`, the variables it removed are not ambiguous
    /// (they follow from the others: the caller falls back to the whole system when any is).
    func collectReports(_ elimination: Elimination?) -> Reports {
        var reports = Reports()
        var broken: [(position: Int, record: BrokenConstraint)] = []
        for v in solver.violations() {
            guard v.error > Tolerances.violation, let position = position(tag: v.tag),
                  case let c = appliedSystem.built(position), c.isReportedWhenBroken
            else { continue }
            broken.append((position, BrokenConstraint(constraint: c.displayID, priority: v.priority.value,
                                                      error: Tolerances.roundedToMicropoint(v.error), range: c.range)))
        }
        // In system order (`violations()` lists them by handle, which depends on history; a
        // position holds one installed constraint).
        broken.sort { $0.position < $1.position }
        reports.broken = broken.map(\.record)
        for conflict in solver.conflicts {
            let members = conflict.tags.compactMap { constraint(tag: $0) }.sorted { $0.order < $1.order }
            guard let broken = constraint(tag: conflict.brokenTag) else { continue }
            reports.conflicts.append(Conflict(constraints: members.map(\.displayID), ranges: members.map(\.range),
                                              broken: broken.displayID))
        }
        let components = ["x", "y", "width", "height"]
        for group in solver.ambiguityGroups(skipping: elimination?.isEliminatedMask) {
            var members: [Int: [String]] = [:]
            for v in group.variables {
                let n = v.index
                guard n < variables.count, elimination?.isEliminated[n] != true else { continue }
                reports.anyAmbiguous = true
                members[n / 4, default: []].append(components[n % 4])
            }
            let named = members.keys.sorted().compactMap { item -> Ambiguity? in
                guard case .element(let id) = table.refs[item], !table.internalKeys.contains(id) else { return nil }
                return Ambiguity(element: id, attributes: members[item] ?? [])
            }
            if !named.isEmpty { reports.ambiguityGroups.append(AmbiguityGroup(members: named, freedoms: group.freedoms)) }
        }
        // Merged, every element is in one group: the per-element list is the groups' members in item order.
        guard !reports.ambiguityGroups.isEmpty else { return reports }
        reports.ambiguityGroups = AmbiguityGroup.mergingShared(reports.ambiguityGroups, order: table.keys)
        let rank = Dictionary(table.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        reports.ambiguous = reports.ambiguityGroups.flatMap(\.members).sorted { (rank[$0.element] ?? 0) < (rank[$1.element] ?? 0) }
        return reports
    }
}
