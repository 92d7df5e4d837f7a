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

    /// A state's effective content, as what differs from the base set: the slots its chain
    /// changed or added (the others are the base constraints, active at their priority), and
    /// the visibility and opacity it sets.
    struct Snapshot: Hashable {
        /// Changed base slots and added ones, in the order first changed.
        var changed: OrderedDictionary<String, Slot> = [:]
        var hidden: [String: Bool] = [:]
        var alpha: [String: Double] = [:]
    }

    /// How a slot reads when states are compared (locations of changes ignored).
    static func contentLine(_ id: String, _ s: Slot) -> String {
        let c = s.constraint
        return "\(id)|\(s.active)|\(s.priority)|\(String(describing: s.constant))|\(c.first)|\(c.relation)|\(String(describing: c.second))|\(c.multiplier)|\(c.constant)|\(c.priority)"
    }

    /// Every state's snapshot, in `states` order, each computed once from its parent's: a
    /// snapshot is kept only while a state that needs it (its own turn, or a child not yet
    /// computed) remains, so a chain of any length holds two at a time and costs linear time.
    struct SnapshotSequence {
        /// The base set.
        let base: OrderedDictionary<String, Constraint>
        let byName: [String: State]
        let stateCount: Int
        var uses: [String: Int] = [:]
        var kept: [String: Snapshot] = [:]
        /// How many times a state's own changes were applied (once each; tests of cost).
        private(set) var applied = 0

        init(states: [State], base: OrderedDictionary<String, Constraint>) {
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

        /// The slot `id` in `snapshot`, if the constraint exists there.
        func slot(_ id: String, in snapshot: Snapshot) -> Slot? {
            if let s = snapshot.changed[id] { return s }
            return base[id].map { Slot(constraint: $0, active: true, priority: $0.priority) }
        }

        /// The slots of `snapshot` that differ from the base set, in slot order: base constraints
        /// in declaration order, then the added ones in the order they were added.
        func changedSlots(of snapshot: Snapshot) -> [(id: String, slot: Slot)] {
            var inBase: [(Int, String, Slot)] = []
            var added: [(id: String, slot: Slot)] = []
            for (id, s) in snapshot.changed {
                if let i = base.index(forKey: id) { inBase.append((i, id, s)) } else { added.append((id, s)) }
            }
            inBase.sort { $0.0 < $1.0 }
            return inBase.map { ($0.1, $0.2) } + added
        }

        private func update(_ id: String, in snapshot: inout Snapshot, _ change: (inout Slot) -> Void) {
            guard var s = slot(id, in: snapshot) else { return }
            change(&s)
            snapshot.changed[id] = s
        }

        /// Applies one state's own changes to its parent's snapshot.
        func apply(_ s: State, to snapshot: inout Snapshot) {
            for lc in s.changes {
                switch lc.change {
                case .activate(let id): update(id, in: &snapshot) { $0.active = true }
                case .deactivate(let id): update(id, in: &snapshot) { $0.active = false }
                case .priority(let id, let p):
                    update(id, in: &snapshot) {
                        $0.priority = p
                        $0.priorityChange = lc.range
                    }
                case .constant(let id, let e): update(id, in: &snapshot) { $0.constant = e }
                case .hide(let e): snapshot.hidden[e] = true
                case .show(let e): snapshot.hidden[e] = false
                case .alpha(let e, let a): snapshot.alpha[e] = a
                case .add(let c): snapshot.changed[c.id] = Slot(constraint: c, active: true, priority: c.priority)
                case .replace(let id, let c):
                    update(id, in: &snapshot) {
                        $0.constraint = c
                        $0.priority = c.priority
                        $0.priorityChange = nil
                        $0.constant = nil
                    }
                }
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
            var snapshot = Snapshot()
            while let n = current, let s = byName[n], chain.count <= stateCount {
                if let done = take(n) {
                    snapshot = done
                    break
                }
                chain.append(s)
                current = s.extends
            }
            for s in chain.reversed() {
                apply(s, to: &snapshot)
                applied += 1
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
        // Base constraints: in how many states each is inactive. Added ones: where first seen, and
        // whether active anywhere.
        var inactiveCount: [String: Int] = [:]
        var added: OrderedDictionary<String, Constraint> = [:]
        var everActive: Set<String> = []
        var contents: [[String]: String] = [:]
        // Where errors start, sorted, to tell a state whose own changes were rejected.
        // Errors of the checker and of the parser (a state with a syntax error in its block is not compared).
        var errorStarts = (diagnostics.compactMap { $0.severity == .error ? $0.range?.start : nil }
                           + syntaxErrorRanges.map(\.start)).sorted()
        var sequence = SnapshotSequence(states: states, base: constraints)
        for state in states {
            let snap = sequence.snapshot(of: state.name)
            let slots = sequence.changedSlots(of: snap)
            for (id, slot) in slots {
                if constraints[id] == nil {
                    if added[id] == nil { added[id] = slot.constraint }
                    if slot.active { everActive.insert(id) }
                } else if !slot.active {
                    inactiveCount[id, default: 0] += 1
                }
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
            // A state in (or extending) an `extends` cycle has no meaningful content: the
            // cycle's error says why.
            if statesReachingCycle.contains(state.name) { continue }
            // The content: the slots that read differently from the base set's (the others are
            // equal in every state), then visibility and opacity.
            var content: [String] = []
            for (id, slot) in slots {
                let line = Self.contentLine(id, slot)
                if let c = constraints[id],
                   line == Self.contentLine(id, Slot(constraint: c, active: true, priority: c.priority)) { continue }
                content.append(line)
            }
            for k in snap.hidden.keys.sorted() { content.append("hidden \(k) \(snap.hidden[k] ?? false)") }
            for k in snap.alpha.keys.sorted() { content.append("alpha \(k) \(snap.alpha[k] ?? 1)") }
            // A state whose own changes were rejected is not "identical": its errors say why.
            let first = errorStarts.partitioningIndex { $0 >= state.range.start }
            let stateHasErrors = first < errorStarts.count && errorStarts[first] <= state.range.end
            if let twin = contents[content], !stateHasErrors {
                warning("state '\(state.name)' is identical to state '\(twin)'", state.range)
            } else {
                contents[content] = state.name
            }
        }
        for (id, c) in constraints where inactiveCount[id, default: 0] == states.count {
            warning("constraint '\(id)' is never active: every state deactivates it", c.range)
        }
        for (id, c) in added where !everActive.contains(id) {
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
