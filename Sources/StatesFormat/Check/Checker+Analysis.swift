import OrderedCollections

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

    func snapshot(of name: String) -> Snapshot {
        var slots: OrderedDictionary<String, Slot> = [:]
        for c in constraints.values {
            slots[c.id] = Slot(constraint: c, active: true, priority: c.priority)
        }
        var hidden: [String: Bool] = [:]
        var alpha: [String: Double] = [:]
        var chain: [State] = []
        var current: String? = name
        while let n = current, let s = states.first(where: { $0.name == n }), chain.count <= states.count {
            chain.append(s)
            current = s.extends
        }
        for s in chain.reversed() {
            for lc in s.changes {
                switch lc.change {
                case .activate(let id): slots[id]?.active = true
                case .deactivate(let id): slots[id]?.active = false
                case .priority(let id, let p):
                    slots[id]?.priority = p
                    slots[id]?.priorityChange = lc.range
                case .constant(let id, let e): slots[id]?.constant = e
                case .hide(let e): hidden[e] = true
                case .show(let e): hidden[e] = false
                case .alpha(let e, let a): alpha[e] = a
                case .add(let c): slots[c.id] = Slot(constraint: c, active: true, priority: c.priority)
                case .replace(let id, let c):
                    slots[id]?.constraint = c
                    slots[id]?.priority = c.priority
                    slots[id]?.priorityChange = nil
                    slots[id]?.constant = nil
                }
            }
        }
        return Snapshot(slots: slots, hidden: hidden, alpha: alpha)
    }

    mutating func analyzeStates() {
        guard !states.isEmpty else { return }
        var reported: Set<SourceRange> = []
        var everActive: Set<String> = []
        var exists: OrderedDictionary<String, Constraint> = [:]
        var contents: [[String]: String] = [:]
        for c in constraints.values { exists[c.id] = c }
        for state in states {
            let snap = snapshot(of: state.name)
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
                }
            }
            let content = snap.content
            // A state whose own changes were rejected (by the checker or the parser) is not
            // "identical": its errors say why.
            let inState = { (r: SourceRange) in r.start >= state.range.start && r.start <= state.range.end }
            let stateHasErrors = syntaxErrorRanges.contains(where: inState) || diagnostics.contains { d in
                guard d.severity == .error, let r = d.range else { return false }
                return inState(r)
            }
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
