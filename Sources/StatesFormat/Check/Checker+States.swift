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
        var inCycle: Set<String> = []
        for name in names {
            var seen: [String] = [name]
            var current = name
            while let p = parent[current] {
                if p == name {
                    if !inCycle.contains(name), let s = byName[name], let base = s.extends {
                        error("'extends' makes a cycle: \((seen + [name]).joined(separator: " -> "))", base.range)
                    }
                    for x in seen { inCycle.insert(x) }
                    break
                }
                if seen.contains(p) { break }
                seen.append(p)
                current = p
            }
        }
        for name in inCycle { parent[name] = nil }

        // Process parents before children.
        var visible: [String: OrderedDictionary<String, Constraint>] = [:]
        var baseVisible: OrderedDictionary<String, Constraint> = [:]
        for c in constraints.values where c.name != nil { baseVisible[c.id] = c }
        var checked: [String: State] = [:]
        var done: Set<String> = []
        func chain(_ n: String) -> [String] {
            var out = [n]
            var cur = n
            while let p = parent[cur], out.count <= names.count { out.append(p); cur = p }
            return out.reversed()
        }
        let orderByLine = byName.values.sorted { $0.range.start < $1.range.start }
        for s in orderByLine {
            for n in chain(s.name.text) where !done.contains(n) {
                guard let st = byName[n] else { continue }
                let inherited = parent[n].flatMap { visible[$0] } ?? baseVisible
                var vis = inherited
                let state = checkState(st, extends: parent[n] == nil ? nil : st.extends?.text, visible: &vis)
                visible[n] = vis
                checked[n] = state
                done.insert(n)
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

    /// Checks one state's items; `visible` holds the constraint names usable in it (updated).
    mutating func checkState(_ s: ASTState, extends: String?, visible: inout OrderedDictionary<String, Constraint>) -> State {
        var changes: [LocatedChange] = []
        func lookup(_ n: ASTName, _ checker: inout Checker) -> Constraint? {
            if let c = visible[n.text] { return c }
            let pool = Array(visible.keys)
            if checker.constraintNames[n.text] != nil {
                checker.error("constraint '\(n.text)' does not exist in state '\(s.name.text)': it belongs to another state", n.range)
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
            if e.kind == .guide {
                checker.error("'\(n.text)' is a layout guide; it is never drawn", n.range)
                return nil
            }
            return n.text
        }
        for item in s.items {
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
            }
        }
        return State(name: s.name.text, extends: extends, changes: changes, range: s.range)
    }
}
