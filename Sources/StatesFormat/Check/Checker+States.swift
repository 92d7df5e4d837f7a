import OrderedCollections

/// States: names, `extends`, changes.
extension Checker {
    mutating func checkStates() {
        var byName: OrderedDictionary<String, ASTState> = [:]
        for s in pendingStates {
            if let first = byName[s.name.text] {
                error("duplicate state '\(s.name.text)'", s.name.range, notes: [.note("first declared here", at: first.name.range)])
            } else {
                byName[s.name.text] = s
            }
        }
        let names = Array(byName.keys)
        // extends: existence and cycles.
        var parent: [String: String] = [:]
        for (name, s) in byName {
            guard let base = s.extends else { continue }
            if byName[base.text] == nil {
                error("unknown state '\(base.text)'\(Suggestion.suffix(for: base.text, among: names))", base.range)
            } else if base.text == name {
                error("state '\(name)' extends itself", base.range)
            } else {
                parent[name] = base.text
            }
        }
        let inCycle = reportCycles(names: names, byName: byName, parent: parent)
        statesReachingCycle = Self.reaching(inCycle, names: names, parent: parent)
        for name in inCycle { parent[name] = nil }

        // Process parents before children, each state's chain in order of the states' lines
        // (the order claims state-local constraint names in). `visible` is kept only until the
        // last child of a state is done, so a long chain holds two at a time.
        var children: [String: Int] = [:]
        for (name, p) in parent where byName[name] != nil { children[p, default: 0] += 1 }
        var visible: [String: OrderedDictionary<String, Constraint>] = [:]
        var baseVisible: OrderedDictionary<String, Constraint> = [:]
        for c in constraints where c.name != nil { baseVisible[c.id] = c }
        // A constraint declared in a top-level `when` block has its name everywhere.
        for v in variations { for c in v.constraints where c.name != nil { baseVisible[c.id] = c } }
        var checked: [String: State] = [:]
        let orderByLine = byName.values.sorted { $0.range.start < $1.range.start }
        for s in orderByLine {
            // The not yet checked part of the chain, base-most first (parents are acyclic now).
            var pendingChain: [String] = []
            var cur: String? = s.name.text
            while let n = cur, checked[n] == nil, pendingChain.count <= names.count {
                pendingChain.append(n)
                cur = parent[n]
            }
            for n in pendingChain.reversed() {
                guard let st = byName[n] else { continue }
                var vis: OrderedDictionary<String, Constraint>
                if let p = parent[n] {
                    vis = visible[p] ?? baseVisible
                    // The parent's last child takes its table over (no copy).
                    children[p, default: 1] -= 1
                    if children[p] == 0 { visible[p] = nil }
                } else {
                    vis = baseVisible
                }
                let state = checkState(st, extends: parent[n] == nil ? nil : st.extends?.text, visible: &vis)
                if children[n, default: 0] > 0 { visible[n] = vis }
                checked[n] = state
            }
        }
        states = names.compactMap { checked[$0] }
        if states.isEmpty, pendingStates.isEmpty {
            states = [State(name: "default", range: canvas?.range ?? fileStart)]
        }
        // initial
        for (k, (n, r)) in pendingInitial.enumerated() {
            if k > 0 {
                error("'initial' is written twice", r, notes: [.note("first written here", at: pendingInitial[0].1)])
                continue
            }
            if byName[n.text] == nil {
                error("unknown state '\(n.text)'\(Suggestion.suffix(for: n.text, among: names))", n.range)
            } else {
                initial = (n, r)
            }
        }
    }

    /// Finds every `extends` cycle in one pass over the parent links and reports each once,
    /// at the `extends` of its member declared first (`a -> b -> a`). Returns the members.
    mutating func reportCycles(names: [String], byName: OrderedDictionary<String, ASTState>,
                               parent: [String: String]) -> Set<String> {
        enum Mark { case onPath, done }
        var mark: [String: Mark] = [:]
        var members: Set<String> = []
        var cycles: [[String]] = []
        for name in names where mark[name] == nil {
            var path: [String] = []
            var current: String? = name
            while let n = current, mark[n] == nil {
                mark[n] = .onPath
                path.append(n)
                current = parent[n]
            }
            if let n = current, mark[n] == .onPath, let start = path.firstIndex(of: n) {
                cycles.append(Array(path[start...]))
            }
            for n in path { mark[n] = .done }
        }
        let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var reports: [(position: Int, name: String, cycle: [String])] = []
        for cycle in cycles {
            members.formUnion(cycle)
            // Start the message at the member declared first.
            guard let first = cycle.indices.min(by: { position[cycle[$0], default: 0] < position[cycle[$1], default: 0] })
            else { continue }
            let rotated = Array(cycle[first...] + cycle[..<first])
            reports.append((position[cycle[first], default: 0], cycle[first], rotated))
        }
        for r in reports.sorted(by: { $0.position < $1.position }) {
            guard let base = byName[r.name]?.extends else { continue }
            error("'extends' makes a cycle: \((r.cycle + [r.name]).joined(separator: " -> "))", base.range)
        }
        return members
    }

    /// The states of `cycles` and those whose `extends` chain leads into one (each state's
    /// chain is followed once).
    static func reaching(_ cycles: Set<String>, names: [String], parent: [String: String]) -> Set<String> {
        var known: [String: Bool] = [:]
        for c in cycles { known[c] = true }
        for name in names where known[name] == nil {
            var path: [String] = []
            var current: String? = name
            var result = false
            while let n = current {
                if let k = known[n] {
                    result = k
                    break
                }
                known[n] = false  // provisional: a chain that does not reach a cycle ends
                path.append(n)
                current = parent[n]
            }
            for n in path { known[n] = result }
        }
        return Set(known.filter(\.value).keys)
    }

    /// Checks one state's items; `visible` holds the constraint names usable in it (updated).
    mutating func checkState(_ s: ASTState, extends: String?, visible: inout OrderedDictionary<String, Constraint>) -> State {
        var plain: [ASTStateItem] = []
        var whens: [ASTWhen] = []
        for item in s.items {
            if case .when(let w) = item { whens.append(w) } else { plain.append(item) }
        }
        let changes = checkStateItems(plain, state: s.name.text, visible: &visible)
        var state = State(name: s.name.text, extends: extends, changes: changes, range: s.range)
        state.variations = whens.compactMap { checkWhen($0, state: s.name.text, visible: &visible) }
        return state
    }

    /// Checks state changes (of a state, or of a `when` block in one: `state` names it in
    /// messages); `visible` holds the constraint names usable (updated).
    mutating func checkStateItems(_ items: [ASTStateItem], state stateName: String,
                                  visible: inout OrderedDictionary<String, Constraint>) -> [LocatedChange] {
        var changes: [LocatedChange] = []
        func lookup(_ n: ASTName, _ checker: inout Checker) -> Constraint? {
            if let c = visible[n.text] { return c }
            let pool = Array(visible.keys)
            if checker.constraintNames[n.text] != nil {
                checker.error("constraint '\(n.text)' does not exist in state '\(stateName)': it belongs to another state", n.range)
            } else {
                checker.error("unknown constraint '\(n.text)'\(Suggestion.suffix(for: n.text, among: pool))", n.range)
            }
            return nil
        }
        func element(_ n: ASTName, _ checker: inout Checker) -> String? {
            if n.text == "root" {
                checker.error("'root' cannot be hidden or faded", n.range)
                return nil
            }
            guard let e = checker.elements[n.text] else {
                checker.error("unknown element '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(checker.elements.keys)))", n.range)
                return nil
            }
            if !e.kind.traits.isView {
                checker.error("'\(n.text)' is a layout guide; it is never drawn", n.range)
                return nil
            }
            return n.text
        }
        for item in items {
            switch item {
            case .activate(let list, let r), .deactivate(let list, let r):
                let on: Bool
                if case .activate = item { on = true } else { on = false }
                for n in list {
                    guard let c = lookup(n, &self) else { continue }
                    let range = list.count == 1 ? r : n.range
                    changes.append(LocatedChange(on ? .activate(constraint: c.id) : .deactivate(constraint: c.id), range: range))
                }
            case .priority(let n, let p, let r):
                guard let c = lookup(n, &self), let v = checkedPriority(p) else { continue }
                changes.append(LocatedChange(.priority(constraint: c.id, v), range: r))
            case .constant(let n, let e, let r):
                guard let c = lookup(n, &self), let expr = constantExpression(e) else { continue }
                changes.append(LocatedChange(.constant(constraint: c.id, expr), range: r, valueRange: e.range))
            case .hide(let list, let r), .show(let list, let r):
                let hide: Bool
                if case .hide = item { hide = true } else { hide = false }
                for n in list {
                    guard let id = element(n, &self) else { continue }
                    let range = list.count == 1 ? r : n.range
                    changes.append(LocatedChange(hide ? .hide(element: id) : .show(element: id), range: range))
                }
            case .alpha(let n, let v, let r):
                guard let id = element(n, &self), let a = plainNumber(.number(v), "the opacity", percent: true) else { continue }
                guard a >= 0, a <= 1 else {
                    error("alpha must be between 0 and 1 (or 0% and 100%)", v.range)
                    continue
                }
                changes.append(LocatedChange(.alpha(element: id, a), range: r))
            case .add(let c):
                guard let checked = resolveConstraint(c, superID: "root") else { continue }
                if let n = c.name { visible[n.text] = checked }
                changes.append(LocatedChange(.add(checked), range: c.range))
            case .vfl(let v):
                for checked in expandVFL(v, superID: "root") {
                    changes.append(LocatedChange(.add(checked), range: v.range))
                }
            case .keyboard(let shown, let r):
                changes.append(LocatedChange(.keyboard(shown: shown), range: r))
            case .look(let n, let d, let r):
                guard let id = element(n, &self), let kind = elements[id]?.kind, let change = lookChange(d, kind: kind, id: id) else { continue }
                changes.append(LocatedChange(.look(element: id, change), range: r))
            case .replace(let n, let c, let r):
                guard let old = lookup(n, &self),
                      var new = resolveConstraint(c, superID: "root", forcedID: old.id) else { continue }
                new.name = old.name
                if new.first.item != old.first.item || new.first.attribute != old.first.attribute {
                    error("'replace' must keep the slot's item and attribute: '\(old.id)' constrains '\(old.first)', not '\(new.first)'",
                          new.first.range, notes: [.note("'\(old.id)' is declared here", at: old.range)])
                    continue
                }
                visible[n.text] = new
                changes.append(LocatedChange(.replace(constraint: old.id, with: new), range: r))
            case .when(let w):
                // The parser reads a `when` inside a `when` as an error; a state's are checked by `checkState`.
                error("a 'when' block cannot be inside another 'when' block", w.range)
            }
        }
        return changes
    }
}
