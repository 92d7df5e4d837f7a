import LayoutSolver

/// Frames and reports read back from the solver, which holds the constraints of the last
/// layout (``InstalledSystem`` moves it to another state or environment).
extension LayoutEngine {
    /// Empties the solver: the next system is installed whole (a fresh solve).
    func reset() {
        installedSystem.reset(table: table)
    }

    /// The solver's counters (tests of cost).
    var solverStatistics: Solver.Statistics { installedSystem.solver.statistics }

    /// Every item's frame from `values` (per variable), or from the solver when nil.
    func readFrames(_ values: [Double]?) -> [String: Rect] {
        // The keys' table made once (`frameItems`): mapping its values hashes no key.
        let values = values ?? installedSystem.solver.values()   // engine variable i is the solver's variable i
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

    func constraint(tag: Int) -> SystemConstraint? { installedSystem.constraint(tag: tag) }

    /// The solver's reports; with `elimination`, the variables it removed are not ambiguous
    /// (they follow from the others: the caller falls back to the whole system when any is).
    func collectReports(_ elimination: Elimination?) -> Reports {
        var reports = Reports()
        var broken: [(position: Int, record: BrokenConstraint)] = []
        let solver = installedSystem.solver, appliedSystem = installedSystem.applied
        for v in solver.violations() {
            guard v.error > Tolerances.violation, let position = installedSystem.position(tag: v.tag),
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
                guard n < installedSystem.variables.count, elimination?.isEliminated[n] != true else { continue }
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
