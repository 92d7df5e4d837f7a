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
/// States are applied by `StateResolver`, as the layout engine applies them.
extension Checker {
    /// How an active slot reads when states are compared (locations ignored).
    static func contentLine(_ id: String, _ c: Constraint, priority: Int, constant: String) -> String {
        "\(id)|\(c.first)|\(c.relation)|\(String(describing: c.second))|\(c.multiplier)|\(c.constant)|\(c.priority)|\(priority)|\(constant)"
    }

    mutating func analyzeStates() {
        guard !states.isEmpty else { return }
        let base = constraints   // shared storage, not a copy
        // Constraints of `when` blocks are installed only where their blocks hold: the states
        // are analysed as where none holds (changes naming them change nothing there).
        let varying = Set((variations + states.flatMap(\.variations)).flatMap(\.constraints).map(\.id))
        var analyzed = states
        if !varying.isEmpty {
            for i in analyzed.indices {
                analyzed[i].changes.removeAll { $0.change.constraintReference.map(varying.contains) ?? false }
            }
        }
        let resolver = StateResolver(constraints: base, states: analyzed,
                                     hidden: Set(elements.values.filter(\.hidden).map(\.id)))
        let cache = PreparedStateCache()
        var reported: Set<SourceRange> = []
        // Base constraints: in how many states each is inactive. Added ones: whether active anywhere.
        var inactiveCount = [Int](repeating: 0, count: base.count)
        var everActive: Set<String> = []
        var contents: [[String]: String] = [:]
        // Where errors start, sorted, to tell a state whose own changes were rejected.
        // Errors of the checker and of the parser (a state with a syntax error in its block is not compared).
        var errorStarts = (diagnostics.compactMap { $0.severity == .error ? $0.range?.start : nil }
                           + syntaxErrorRanges.map(\.start)).sorted()
        // Each base constraint's line, made when a state first needs it (most never are).
        var baseLines = [String?](repeating: nil, count: base.count)
        for (index, state) in states.enumerated() {
            let prepared = resolver.prepare(index, cache: cache)
            // Changes that cannot be applied (once each: a child starts from its parent's result).
            if !statesReachingCycle.contains(state.name) {
                for d in prepared.ownErrors(state: state.name) {
                    diagnostics.append(d)
                    if let at = d.range {
                        errorStarts.insert(at.start, at: errorStarts.partitioningIndex { $0 >= at.start })
                    }
                }
            }
            var content: [String] = []
            // Base constraint k has number k (the checker's ids are unique).
            for (k, c) in base.enumerated() where prepared.slots[k]?.isActive != true {
                inactiveCount[k] += 1
                content.append("inactive \(c.id)")
            }
            for number in prepared.order {
                guard let slot = prepared.slots[Int(number)], slot.isActive else { continue }
                let id = resolver.ids[Int(number)]
                let definition = Int(slot.definition)
                let c = resolver.table[definition]
                if definition >= base.count { everActive.insert(id) }
                if slot.priority >= 1000 || c.priority >= 1000, (slot.priority >= 1000) != (c.priority >= 1000),
                   let at = prepared.priorityChange(of: slot), !reported.contains(at) {
                    reported.insert(at)
                    let fix = c.priority >= 1000
                        ? "declare '\(id)' with @999 instead of required"
                        : "use 999 instead of 1000"
                    error("cannot change the priority of '\(id)' from \(c.priority >= 1000 ? "required" : String(c.priority)) to \(slot.priority >= 1000 ? "required" : String(slot.priority)) in state '\(state.name)', where it is active: UIKit does not support mutating a priority from required to not on an installed constraint (or vice-versa); \(fix)",
                          at, notes: [.note("'\(id)' is declared here", at: c.range)])
                    let insertion = errorStarts.partitioningIndex { $0 >= at.start }
                    errorStarts.insert(at.start, at: insertion)
                }
                let baseIndex = Int(number) < base.count ? Int(number) : nil
                if let baseIndex, definition == baseIndex, slot.priority == c.priority, slot.expressionIndex < 0,
                   slot.constant == c.constant { continue }
                let constant = prepared.expression(of: slot).map { String(describing: $0) } ?? String(describing: slot.constant)
                let line = Self.contentLine(id, c, priority: slot.priority, constant: constant)
                if let baseIndex {
                    let b = base[baseIndex]
                    let baseLine = baseLines[baseIndex]
                        ?? Self.contentLine(b.id, b, priority: b.priority, constant: String(describing: b.constant))
                    baseLines[baseIndex] = baseLine
                    if line == baseLine { continue }
                }
                content.append(line)
            }
            // A state in (or extending) an `extends` cycle has no meaningful content: the
            // cycle's error says why.
            if statesReachingCycle.contains(state.name) { continue }
            for k in prepared.hidden.sorted() { content.append("hidden \(k)") }
            for k in prepared.alpha.keys.sorted() { content.append("alpha \(k) \(prepared.alpha[k] ?? 1)") }
            if prepared.keyboardShown { content.append("keyboard") }
            // A state's `when` blocks make it differ where they hold.
            for v in state.variations { content.append("when \(v.range)") }
            // Its changes to those blocks' constraints too (left out of the analysis above).
            if !varying.isEmpty {
                for located in state.changes where located.change.constraintReference.map(varying.contains) ?? false {
                    content.append("varying \(located.change)")
                }
            }
            for k in prepared.looks.keys.sorted() {
                guard let element = elements[k] else { continue }
                var look = element.baseLook
                for change in prepared.looks[k] ?? [] { change.apply(to: &look) }
                if look != element.baseLook { content.append("look \(k) \(look)") }
            }
            // A state whose own changes were rejected is not "identical": its errors say why.
            let first = errorStarts.partitioningIndex { $0 >= state.range.start }
            let stateHasErrors = first < errorStarts.count && errorStarts[first] <= state.range.end
            if let twin = contents[content], !stateHasErrors {
                warning("state '\(state.name)' is identical to state '\(twin)'", state.range)
            } else {
                contents[content] = state.name
            }
        }
        for (k, c) in base.enumerated() where inactiveCount[k] == states.count {
            warning("constraint '\(c.id)' is never active: every state deactivates it", c.range)
        }
        var warned: Set<String> = resolver.table.count > base.count ? Set(base.map(\.id)) : []
        for c in resolver.table[base.count...] where !everActive.contains(c.id) && warned.insert(c.id).inserted {
            warning("constraint '\(c.id)' is never active: every state deactivates it", c.range)
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
