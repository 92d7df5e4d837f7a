import OrderedCollections
import StatesFormat

/// What an engine remembers of the states it laid out, so that going back to one (a review
/// page clicking between states, a transition played there and back, a looping sequence) costs
/// only the solver's edits:
/// - **Resolved states**: a state whose constants do not depend on the layout being left
///   (no constant math) resolves to the same value every time.
/// - **Systems**: the constraint system built for a resolved state in an environment with
///   given content sizes and guide insets, with its elimination, and — when the solve had no
///   conflict and no ambiguity, so that its optimum is unique — its reports.
///
/// A system is reused only when all of its inputs are equal, so a hit gives exactly what
/// building it again gives. At most ``maximumEntries`` systems and ``maximumConstraints``
/// constraints in all are kept (the oldest go first), and as many constraints of resolved
/// states, so memory stays bounded.
struct LayoutMemo {
    /// The most systems kept.
    static let maximumEntries = 8
    /// The most constraints kept over all systems (a system larger than this is not kept).
    static let maximumConstraints = 120_000

    /// The states resolved without constant math, by name, the one kept longest first (see
    /// ``remember(_:)``).
    private(set) var resolved: OrderedDictionary<String, ResolvedState> = [:]
    private var resolvedConstraints = 0
    /// The most constraints the kept resolved states hold (``maximumConstraints``; tests lower it).
    var resolvedLimit = LayoutMemo.maximumConstraints

    /// Keeps a state resolved without constant math; when the kept states would hold more than
    /// ``maximumConstraints`` constraints, the ones kept longest are forgotten, one at a time
    /// until it fits (forgetting them all at once made one first entry in twenty on a
    /// 1,000-view scene take twice as long as the others: it freed every kept state).
    mutating func remember(_ state: ResolvedState) {
        let count = state.constraints.count
        guard count <= resolvedLimit else { return }
        if let old = resolved.removeValue(forKey: state.name) { resolvedConstraints -= old.constraints.count }
        while resolvedConstraints + count > resolvedLimit, !resolved.isEmpty {
            resolvedConstraints -= resolved.removeFirst().value.constraints.count
        }
        resolved[state.name] = state
        resolvedConstraints += count
    }

    /// A built system and what it was built from.
    struct System {
        var state: ResolvedState
        var environment: Environment
        var content: ContentSizes
        var insets: [ItemRef: EdgeInsets]
        var eliminating: Bool
        var constraints: SystemConstraints
        var elimination: Elimination?
        /// Where its written constraints are (nil: a written constraint was left out; then no
        /// system is derived from this one).
        var written: WrittenPart?
        /// The reports of a solve of this system with no conflict and no ambiguity.
        var reports: LayoutEngine.Reports?
        /// What tells kept systems apart (set by ``LayoutMemo/insert(_:)``).
        fileprivate(set) var stamp = 0
    }

    private var systems: [System] = []
    private var nextStamp = 0

    /// The system built from these inputs, if one is kept.
    func find(state: ResolvedState, environment: Environment, content: ContentSizes,
              insets: [ItemRef: EdgeInsets], eliminating: Bool) -> System? {
        systems.last { s in
            s.eliminating == eliminating && s.state.name == state.name && s.environment == environment
                && s.insets == insets && s.state == state && s.content.isSame(as: content)
        }
    }

    /// The system for `state` made from a kept one built from the same inputs but for a state
    /// whose active constraints have the same definitions (`ActiveConstraint.definition`) in
    /// the same order and the same hidden elements: only written priorities and constants can
    /// differ, so the system is the kept one with those entries changed, and its elimination
    /// is the same (it depends on the terms and on constants being finite, not on values).
    /// Exactly what building it gives (each constant is made by the same operation, see
    /// ``WrittenPart``). Nil when no kept system qualifies. `changes` says which kept system it
    /// was made from and at which positions it differs from it.
    func derive(state: ResolvedState, environment: Environment, content: ContentSizes,
                insets: [ItemRef: EdgeInsets], eliminating: Bool) -> (system: System, changes: SystemChanges)? {
        let new = state.constraints
        candidates: for s in systems.reversed() {
            guard let written = s.written, s.eliminating == eliminating, s.state.constraints.count == new.count,
                  written.bases.count == new.count, s.state.hidden == state.hidden, s.environment == environment,
                  s.insets == insets, s.content.isSame(as: content) else { continue }
            var changed: [Int] = []
            let isSame = s.state.constraints.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    for n in 0..<new.count {
                        let d = new[n].definition
                        guard d >= 0, old[n].definition == d else { return false }
                        if old[n].constraint.priority != new[n].constraint.priority
                            || old[n].constraint.constant.bitPattern != new[n].constraint.constant.bitPattern {
                            changed.append(n)
                        }
                    }
                    return true
                }
            }
            guard isSame else { continue }
            var system = s
            system.state = state
            system.reports = nil
            var positions: [Int] = []
            positions.reserveCapacity(changed.count)
            for n in changed {
                let c = new[n].constraint
                let constant = written.bases[n] + (-c.constant)
                let position = written.start + n
                // A constant that is not finite changes what elimination may remove: build instead.
                guard constant.isFinite, system.constraints[position].constant.isFinite else { continue candidates }
                system.constraints.set(position, priority: c.priority, constant: constant)
                positions.append(position)
            }
            return (system, SystemChanges(from: s.stamp, positions: positions))
        }
        return nil
    }

    /// How many systems are kept.
    var count: Int { systems.count }

    /// The system kept under `stamp`.
    func system(_ stamp: Int) -> System? {
        systems.first { $0.stamp == stamp }
    }

    /// Keeps `system`; returns its stamp (nil when it is too large to keep).
    mutating func insert(_ system: System) -> Int? {
        guard system.constraints.count <= Self.maximumConstraints else { return nil }
        var system = system
        system.stamp = nextStamp
        nextStamp += 1
        systems.append(system)
        var total = systems.reduce(0) { $0 + $1.constraints.count }
        while systems.count > Self.maximumEntries || total > Self.maximumConstraints {
            total -= systems[0].constraints.count
            systems.removeFirst()
        }
        return system.stamp
    }

    /// Records the reports of a solve of the system kept under `stamp`.
    mutating func setReports(_ reports: LayoutEngine.Reports, for stamp: Int) {
        guard let i = systems.firstIndex(where: { $0.stamp == stamp }) else { return }
        systems[i].reports = reports
    }
}

/// Where a derived system differs from the kept system it was made from (see
/// ``LayoutMemo/derive(state:environment:content:insets:eliminating:)``): when the solver holds
/// that system, moving to the derived one edits just these positions.
struct SystemChanges {
    /// The stamp of the kept system.
    var from: Int
    /// The positions whose priority or constant differ.
    var positions: [Int]
}

extension ContentSizes {
    /// Whether every size, baseline and text is the same.
    func isSame(as other: ContentSizes) -> Bool {
        guard intrinsic.count == other.intrinsic.count, baselines.count == other.baselines.count,
              texts.count == other.texts.count else { return false }
        for (id, size) in intrinsic {
            guard let o = other.intrinsic[id], o.width == size.width, o.height == size.height else { return false }
        }
        for (id, b) in baselines {
            guard let o = other.baselines[id], o.first == b.first, o.last == b.last else { return false }
        }
        for (id, t) in texts {
            guard let o = other.texts[id], o.font == t.font, o.lines == t.lines else { return false }
        }
        return wordWidths == other.wordWidths
    }
}
