import OrderedCollections

extension Array where Element: Comparable {
    /// The first index whose element satisfies `belongs` (which must be false, then true, along the array).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if belongs(self[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

/// Whole-scene analysis of states: priority mutation on active constraints, constraints that
/// are never active, identical states, constant math that reads a size a `size` changes.
extension Checker {
    /// One constraint slot in a state.
    struct Slot: Hashable {
        var constraint: Constraint
        var active: Bool
        var priority: Int
        var constant: ConstantExpression?
        /// Where the priority was last changed (and in which state).
        var priorityChange: SourceRange?
    }

    /// A state's effective content.
    struct Snapshot: Hashable {
        var slots: OrderedDictionary<String, Slot>
        var hidden: [String: Bool]
        var alpha: [String: Double]

        /// Content compared for "identical states" (locations of changes ignored).
        var content: [String] {
            var out: [String] = []
            for (id, s) in slots {
                var c = s.constraint
                c.range = SourceRange(at: SourceLocation(file: "", line: 0, column: 0))
                out.append("\(id)|\(s.active)|\(s.priority)|\(String(describing: s.constant))|\(c.first)|\(c.relation)|\(String(describing: c.second))|\(c.multiplier)|\(c.constant)|\(c.priority)")
            }
            for k in hidden.keys.sorted() { out.append("hidden \(k) \(hidden[k] ?? false)") }
            for k in alpha.keys.sorted() { out.append("alpha \(k) \(alpha[k] ?? 1)") }
            return out
        }
    }

    /// The base set as a snapshot: every base constraint active at its declared priority.
    func baseSnapshot() -> Snapshot {
        var slots: OrderedDictionary<String, Slot> = [:]
        for c in constraints.values {
            slots[c.id] = Slot(constraint: c, active: true, priority: c.priority)
        }
        return Snapshot(slots: slots, hidden: [:], alpha: [:])
    }

    /// Applies one state's own changes to its parent's snapshot.
    static func apply(_ s: State, to snapshot: inout Snapshot) {
        for lc in s.changes {
            switch lc.change {
            case .activate(let id): snapshot.slots[id]?.active = true
            case .deactivate(let id): snapshot.slots[id]?.active = false
            case .priority(let id, let p):
                snapshot.slots[id]?.priority = p
                snapshot.slots[id]?.priorityChange = lc.range
            case .constant(let id, let e): snapshot.slots[id]?.constant = e
            case .hide(let e): snapshot.hidden[e] = true
            case .show(let e): snapshot.hidden[e] = false
            case .alpha(let e, let a): snapshot.alpha[e] = a
            case .add(let c): snapshot.slots[c.id] = Slot(constraint: c, active: true, priority: c.priority)
            case .replace(let id, let c):
                snapshot.slots[id]?.constraint = c
                snapshot.slots[id]?.priority = c.priority
                snapshot.slots[id]?.priorityChange = nil
                snapshot.slots[id]?.constant = nil
            }
        }
    }

    /// Every state's snapshot, in `states` order, each computed once from its parent's: a
    /// snapshot is kept only while a state that needs it (its own turn, or a child not yet
    /// computed) remains, so a chain of any length holds two at a time and costs linear time.
    struct SnapshotSequence {
        let byName: [String: State]
        let base: Snapshot
        let stateCount: Int
        var uses: [String: Int] = [:]
        var kept: [String: Snapshot] = [:]

        init(states: [State], base: Snapshot) {
            var byName: [String: State] = [:]
            for s in states where byName[s.name] == nil { byName[s.name] = s }
            self.byName = byName
            self.base = base
            self.stateCount = states.count
            for s in states {
                uses[s.name, default: 0] += 1
                if let p = s.extends, byName[p] != nil { uses[p, default: 0] += 1 }
            }
        }

        /// Gives up one use of `name`'s kept snapshot, returning it (moved out on its last use).
        private mutating func take(_ name: String) -> Snapshot? {
            guard let snapshot = kept[name] else { return nil }
            let left = uses[name, default: 1] - 1
            uses[name] = left
            if left <= 0 { kept[name] = nil }
            return snapshot
        }

        /// The snapshot of `name` for its own turn.
        mutating func snapshot(of name: String) -> Snapshot {
            if let done = take(name) { return done }
            // The part of the chain not computed yet, nearest first; it starts from the nearest
            // kept ancestor (moved out when this was its last use) or from the base set.
            var chain: [State] = []
            var current: String? = name
            var snapshot = base
            while let n = current, let s = byName[n], chain.count <= stateCount {
                if let done = take(n) {
                    snapshot = done
                    break
                }
                chain.append(s)
                current = s.extends
            }
            for s in chain.reversed() {
                Checker.apply(s, to: &snapshot)
                // One use is this step's: the child computed next, or the state's own turn.
                let left = uses[s.name, default: 1] - 1
                uses[s.name] = left
                if left > 0 { kept[s.name] = snapshot }
            }
            return snapshot
        }
    }

    mutating func analyzeStates() {
        guard !states.isEmpty else { return }
        var reported: Set<SourceRange> = []
        var everActive: Set<String> = []
        var exists: OrderedDictionary<String, Constraint> = [:]
        var contents: [[String]: String] = [:]
        for c in constraints.values { exists[c.id] = c }
        // Where errors start, sorted, to tell a state whose own changes were rejected.
        var errorStarts = diagnostics.compactMap { $0.severity == .error ? $0.range?.start : nil }.sorted()
        var sequence = SnapshotSequence(states: states, base: baseSnapshot())
        for state in states {
            let snap = sequence.snapshot(of: state.name)
            for (id, slot) in snap.slots {
                if exists[id] == nil { exists[id] = slot.constraint }
                if slot.active { everActive.insert(id) }
                if slot.active, slot.priority >= 1000 || slot.constraint.priority >= 1000,
                   (slot.priority >= 1000) != (slot.constraint.priority >= 1000),
                   let at = slot.priorityChange, !reported.contains(at) {
                    reported.insert(at)
                    let from = slot.constraint.priority, to = slot.priority
                    let fix = from >= 1000
                        ? "declare '\(id)' with @999 instead of required"
                        : "use 999 instead of 1000"
                    error("cannot change the priority of '\(id)' from \(from >= 1000 ? "required" : String(from)) to \(to >= 1000 ? "required" : String(to)) in state '\(state.name)', where it is active: UIKit does not support mutating a priority from required to not on an installed constraint (or vice-versa); \(fix)",
                          at, notes: [.note("'\(id)' is declared here", at: slot.constraint.range)])
                    let insertion = errorStarts.partitioningIndex { $0 >= at.start }
                    errorStarts.insert(at.start, at: insertion)
                }
            }
            // A state in an `extends` cycle has no meaningful content: its error says why.
            if statesInCycle.contains(state.name) { continue }
            let content = snap.content
            // A state whose own changes were rejected is not "identical": its errors say why.
            let first = errorStarts.partitioningIndex { $0 >= state.range.start }
            let stateHasErrors = first < errorStarts.count && errorStarts[first] <= state.range.end
            if let twin = contents[content], !stateHasErrors {
                warning("state '\(state.name)' is identical to state '\(twin)'", state.range)
            } else {
                contents[content] = state.name
            }
        }
        for (id, c) in exists where !everActive.contains(id) {
            warning("constraint '\(id)' is never active: every state deactivates it", c.range)
        }
        checkConstantMath()
    }

    /// Warns when constant math reads a root dimension that a `size` environment changes.
    mutating func checkConstantMath() {
        guard let canvas else { return }
        for state in states {
            for lc in state.changes {
                guard case .constant(let id, let e) = lc.change else { continue }
                for (element, prop, range) in Self.properties(in: e) where element == "root" {
                    let horizontal = [FrameProperty.width, .midX, .maxX].contains(prop)
                    let vertical = [FrameProperty.height, .midY, .maxY].contains(prop)
                    let changer = sizes.first { s in
                        (horizontal && s.size.width != canvas.size.width) || (vertical && s.size.height != canvas.size.height)
                    }
                    if let changer {
                        warning("constant of '\(id)' reads 'root.\(prop.rawValue)', which size '\(changer.name)' changes; constant math is evaluated once and does not follow a change of canvas size (priority swapping does); run 'animlayout compare' against a priority-swap version of this scene to see the difference", range)
                    }
                }
            }
        }
    }

    static func properties(in e: ConstantExpression) -> [(String, FrameProperty, SourceRange)] {
        var out: [(String, FrameProperty, SourceRange)] = []
        var stack = [e]
        while let x = stack.popLast() {
            switch x {
            case .number: break
            case .property(let el, let p, let r): out.append((el, p, r))
            case .negate(let a): stack.append(a)
            case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b):
                stack.append(b)
                stack.append(a)
            }
        }
        return out
    }
}
