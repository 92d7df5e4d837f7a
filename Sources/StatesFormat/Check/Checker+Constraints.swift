/// Anchors, constraints and VFL expansion.
extension Checker {
    /// All item names that may start an anchor, for suggestions.
    var itemNames: [String] { ["root", "super"] + Array(elements.keys) }

    /// Resolves an item name (`root`, `super`, an element id).
    mutating func resolveElement(_ n: ASTName, superID: String) -> String? {
        switch n.text {
        case "root": return "root"
        case "super": return superID
        default:
            if elements.index(forKey: n.text) != nil { return n.text }
            error("unknown element '\(n.text)'\(Suggestion.suffix(for: n.text, among: itemNames))", n.range)
            return nil
        }
    }

    /// Resolves `ITEM.ATTR` or `ITEM.GUIDE.ATTR`.
    mutating func resolveAnchor(_ a: ASTAnchor, superID: String) -> Anchor? {
        let path = a.path
        guard let id = resolveElement(path[0], superID: superID) else { return nil }
        var item = ItemRef.element(id)
        var attrIndex = 1
        if path.count >= 3 {
            let g = path[1]
            let kindOfItem = id == "root" ? nil : elements[id]?.kind
            switch g.text {
            case "safe", "margins":
                if kindOfItem?.traits.isView == false {
                    error("'\(id)' is a layout guide; it has no '\(g.text)' guide", g.range)
                    return nil
                }
                item = g.text == "safe" ? .safeArea(of: id) : .margins(of: id)
            case "keyboard" where id == "root":
                item = .keyboard
            case "keyboard":
                error("only 'root' has a keyboard guide ('root.keyboard.top'), as only a view controller's view has keyboardLayoutGuide", g.range)
                return nil
            default:
                let guides = id == "root" ? ["safe", "margins", "keyboard"] : ["safe", "margins"]
                error(Suggestion.message("unknown guide '\(g.text)' on '\(path[0].text)'", for: g.text, among: guides, otherwise: "guides are " + guides.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " and '\(guides.last ?? "")'"), g.range)
                return nil
            }
            attrIndex = 2
            if path.count > 3 {
                error("too many components in anchor; expected ITEM.ATTRIBUTE or ITEM.GUIDE.ATTRIBUTE",
                      SourceRange(start: path[3].range.start, end: a.range.end))
                return nil
            }
        }
        let attrName = path[attrIndex]
        guard let attribute = Attribute.named(attrName.text) else {
            if path.count == 2, attrName.text == "safe" || attrName.text == "margins" || attrName.text == "keyboard" {
                error("'\(path[0].text).\(attrName.text)' is a guide; add an attribute, e.g. '\(path[0].text).\(attrName.text).top'", attrName.range)
                return nil
            }
            let owner = path[0..<attrIndex].map(\.text).joined(separator: ".")
            let names = Attribute.allCases.map(\.rawValue)
            error("unknown attribute '\(attrName.text)' on '\(owner)'\(Suggestion.suffix(for: attrName.text, among: names))", attrName.range)
            return nil
        }
        if attribute.isBaseline {
            if case .element(let owner) = item, owner == "root" || elements[owner]?.kind.traits.isView == true {
                // Views have baselines (their bottom unless they show text); guides do not.
            } else {
                error("'\(attribute.rawValue)' exists on views (labels and buttons: their text's; other views: first is the top, last the bottom), not on layout guides", attrName.range)
                return nil
            }
        }
        return Anchor(item: item, attribute: attribute, range: a.range)
    }

    /// The chain of ancestors of an element id, itself first, `root` last.
    func ancestors(_ id: String) -> [String] {
        var chain = [id]
        var current = id
        var guardCount = 0
        while current != "root", let parent = parentOf(current), guardCount <= elements.count {
            chain.append(parent)
            current = parent
            guardCount += 1
        }
        return chain
    }

    /// The parent of element `id` (read in place: an element is large).
    func parentOf(_ id: String) -> String? {
        elements.index(forKey: id).map { elements.values[$0].parent }
    }

    /// The top of `id`'s chain of parents, and whether the walk ended there (false: a cycle).
    private func top(_ id: String) -> (String, Bool) {
        var current = id
        var steps = 0
        while current != "root", let parent = parentOf(current) {
            guard steps <= elements.count else { return (current, false) }
            current = parent
            steps += 1
        }
        return (current, true)
    }

    /// Whether `a` and `b` share an ancestor (themselves included). Elements form a forest, so
    /// they do when their chains end at the same top; a chain caught in a cycle (reported
    /// elsewhere) is compared element by element.
    func haveCommonAncestor(_ a: String, _ b: String) -> Bool {
        // Most constraints relate siblings, or a view and its superview: their parent is a
        // common ancestor, found without walking up to the top.
        if a == b { return true }
        let parentA = parentOf(a), parentB = parentOf(b)
        if let parentA, parentA == b || parentA == parentB { return true }
        if let parentB, parentB == a { return true }
        let (topA, endedA) = top(a)
        let (topB, endedB) = top(b)
        if endedA, endedB { return topA == topB }
        let chainB = Set(ancestors(b))
        return ancestors(a).contains { chainB.contains($0) }
    }

    /// Checks two anchors may be related (kinds, directions, common ancestor).
    mutating func checkRelatable(_ a: Anchor, _ b: Anchor, at range: SourceRange) -> Bool {
        if a.attribute.kind != b.attribute.kind {
            error("cannot relate \(a.attribute.kind.rawValue) anchor '\(a)' to \(b.attribute.kind.rawValue) anchor '\(b)'", b.range,
                  notes: [.note("'\(a.attribute.rawValue)' is \(a.attribute.kind.rawValue); '\(b.attribute.rawValue)' is \(b.attribute.kind.rawValue)", at: a.range)])
            return false
        }
        if a.attribute.kind == .xAxis {
            let aPhysical = a.attribute == .left || a.attribute == .right
            let bPhysical = b.attribute == .left || b.attribute == .right
            if (a.attribute.isDirectional && bPhysical) || (b.attribute.isDirectional && aPhysical) {
                error("cannot relate '\(a)' to '\(b)': leading/trailing and left/right cannot be mixed; use leading/trailing on both sides or left/right on both", b.range)
                return false
            }
        }
        if !haveCommonAncestor(a.item.elementID, b.item.elementID) {
            error("'\(a.item)' and '\(b.item)' have no common ancestor", range)
            return false
        }
        return true
    }

    /// Resolves and checks one written constraint. `forcedID` is used for `replace`.
    mutating func resolveConstraint(_ c: ASTConstraint, superID: String, forcedID: String? = nil) -> Constraint? {
        let id: String
        if let forcedID {
            id = forcedID
        } else {
            id = constraintID(name: c.name?.text, line: c.range.line)
            if let n = c.name, !claimConstraintName(n) { return nil }
        }
        let first = resolveAnchor(c.first, superID: superID)
        let second = c.second.flatMap { resolveAnchor($0, superID: superID) }
        guard let first, c.second == nil || second != nil else { return nil }
        var ok = true
        var multiplier = 1.0
        if let m = c.multiplier {
            switch m.unit {
            case .none: multiplier = m.value
            case .percent: multiplier = m.value / 100
            default:
                error("'\(m.unit.rawValue)' does not apply to a multiplier", m.range)
                ok = false
            }
            if multiplier == 0, first.attribute.kind != .dimension {
                error("a multiplier of 0 on a position anchor makes an illegal constraint (UIKit rejects it)", m.range)
                ok = false
            }
        }
        var constant = 0.0
        if let k = c.constant {
            if k.unit == .none {
                constant = k.value
            } else {
                error("'\(k.unit.rawValue)' does not apply to a constant (points)", k.range)
                ok = false
            }
        }
        if let second {
            if !checkRelatable(first, second, at: c.range) { ok = false }
        } else if first.attribute.kind != .dimension {
            error("position anchor '\(first)' cannot equal a bare constant; only width and height can (relate it to another anchor, e.g. 'super.\(first.attribute.rawValue)')", c.range)
            ok = false
        }
        var priority = 1000
        if let p = c.priority {
            if let v = checkedPriority(p) { priority = v } else { ok = false }
        }
        guard ok else { return nil }
        if let second, second.item == first.item, second.attribute == first.attribute {
            warnSelfRelation(first, multiplier: multiplier, constant: constant, range: c.range)
        }
        return Constraint(id: id, name: c.name?.text, first: first, relation: c.relation, second: second,
                          multiplier: multiplier, constant: constant, priority: priority, range: c.range)
    }

    /// `a.width == a.width`: an anchor related to itself (article 001 has
    /// `activateLabel.widthAnchor.constraint(equalTo: activateLabel.widthAnchor)`). UIKit installs
    /// it without a word; with multiplier 1 and constant 0 it always holds and does nothing.
    mutating func warnSelfRelation(_ anchor: Anchor, multiplier: Double, constant: Double, range: SourceRange) {
        let what = "relates '\(anchor)' to itself"
        if multiplier == 1, constant == 0 {
            warning("this constraint \(what): it always holds and constrains nothing (UIKit installs it without a word); "
                    + "did you mean another view's \(anchor.attribute.rawValue)?", range)
        } else {
            warning("this constraint \(what): it only holds for one value of it, or none; did you mean another view's \(anchor.attribute.rawValue)?",
                    range)
        }
    }

    // MARK: - VFL

    /// Expands a `vfl` statement into constraints (ids `FILE:LINE`, `FILE:LINE#2`, …).
    mutating func expandVFL(_ v: ASTVFL, superID: String) -> [Constraint] {
        let (parsed, problems) = VFLParser.parse(v.format)
        diagnostics.append(contentsOf: problems)
        guard let format = parsed else { return [] }
        var defaultPriority = 1000
        if let p = v.priority {
            guard let value = checkedPriority(p) else { return [] }
            defaultPriority = value
        }
        var metrics: [String: Double] = [:]
        for m in v.metrics {
            if metrics[m.name.text] != nil { error("metric '\(m.name.text)' is given twice", m.name.range) }
            guard m.value.unit == .none else { error("a metric is a number of points", m.value.range); continue }
            metrics[m.name.text] = m.value.value
        }
        let metricNames = v.metrics.map(\.name.text)
        var ok = true
        let stringRange = v.format.range

        // Resolve views.
        var items: [String] = []
        for view in format.views {
            if view.name == "super" || view.name == "root" {
                error("use '|' for the superview in a visual format, not '\(view.name)'", view.nameRange)
                ok = false
                items.append(superID)
            } else if elements[view.name] != nil {
                items.append(view.name)
            } else {
                error("unknown element '\(view.name)'\(Suggestion.suffix(for: view.name, among: Array(elements.keys)))", view.nameRange)
                ok = false
                items.append(view.name)
            }
        }
        guard ok else { return [] }

        let vertical = format.vertical
        let startAttr: Attribute = vertical ? .top : .leading
        let endAttr: Attribute = vertical ? .bottom : .trailing
        let sizeAttr: Attribute = vertical ? .height : .width
        let line = v.range.line

        struct Raw {
            var first: Anchor
            var relation: Relation
            var second: Anchor?
            var constant: Double
            var priority: Int
        }
        var raws: [Raw] = []

        func anchor(_ id: String, _ attr: Attribute, _ r: SourceRange) -> Anchor {
            Anchor(item: .element(id), attribute: attr, range: r)
        }

        /// Numeric value of a predicate's object or priority.
        func number(_ o: VFLObject, _ r: SourceRange, isPriority: Bool) -> Double? {
            switch o {
            case .constant(let c): return c
            case .metric(let name), .view(let name):
                if let m = metrics[name] { return m }
                if isPriority, let k = Keywords.priority(named: name) { return Double(k) }
                if !isPriority, elements[name] != nil {
                    error("a spacing cannot be relative to a view ('\(name)'); only a view's size can", r)
                    return nil
                }
                let pool = isPriority ? metricNames + Keywords.priorityKeywords : metricNames
                error(Suggestion.message("unknown metric '\(name)'", for: name, among: pool, otherwise: "give it with metrics(\(name): N)"), r)
                return nil
            }
        }

        func priority(_ p: VFLPredicate) -> Int? {
            guard let pr = p.priority else { return defaultPriority }
            guard let value = number(pr, p.range, isPriority: true) else { return nil }
            return checkedPriority(value, p.range)
        }

        /// Spacing constraints between `before`'s end and `after`'s start.
        func connect(_ c: VFLConnection, before: Anchor, after: Anchor) -> Bool {
            switch c {
            case .flush:
                raws.append(Raw(first: after, relation: .equal, second: before, constant: 0, priority: defaultPriority))
            case .standard:
                raws.append(Raw(first: after, relation: .equal, second: before, constant: 8, priority: defaultPriority))
            case .predicates(let list):
                for p in list {
                    guard let k = number(p.object, p.range, isPriority: false), let prio = priority(p) else { return false }
                    raws.append(Raw(first: after, relation: p.relation, second: before, constant: k, priority: prio))
                }
            }
            return true
        }

        // `|-` and `-|` are the superview's layout margin (Apple's VFL: "the standard spacing to
        // the superview's edge" is its margin); `|-8-` is 8 points from the edge itself.
        let superMargins = ItemRef.margins(of: superID)
        if let c = format.leadingSuperview {
            if case .standard = c {
                raws.append(Raw(first: anchor(items[0], startAttr, format.views[0].nameRange), relation: .equal,
                                second: Anchor(item: superMargins, attribute: startAttr, range: stringRange),
                                constant: 0, priority: defaultPriority))
            } else {
                ok = connect(c, before: anchor(superID, startAttr, stringRange),
                             after: anchor(items[0], startAttr, format.views[0].nameRange)) && ok
            }
        }
        for (k, view) in format.views.enumerated() {
            for p in view.predicates {
                guard let prio = priority(p) else { ok = false; continue }
                let own = anchor(items[k], sizeAttr, view.nameRange)
                if case .view(let other) = p.object, metrics[other] == nil {
                    guard elements[other] != nil else {
                        error("unknown element '\(other)'\(Suggestion.suffix(for: other, among: Array(elements.keys) + metricNames))", p.range)
                        ok = false
                        continue
                    }
                    raws.append(Raw(first: own, relation: p.relation, second: anchor(other, sizeAttr, p.range),
                                    constant: 0, priority: prio))
                } else if let value = number(p.object, p.range, isPriority: false) {
                    if value < 0 {
                        error("a view's size cannot be negative", p.range)
                        ok = false
                        continue
                    }
                    raws.append(Raw(first: own, relation: p.relation, second: nil, constant: value, priority: prio))
                } else {
                    ok = false
                }
            }
            if k < format.connections.count {
                ok = connect(format.connections[k], before: anchor(items[k], endAttr, view.nameRange),
                             after: anchor(items[k + 1], startAttr, format.views[k + 1].nameRange)) && ok
            }
        }
        if let c = format.trailingSuperview, let last = format.views.last {
            if case .standard = c {
                raws.append(Raw(first: Anchor(item: superMargins, attribute: endAttr, range: stringRange), relation: .equal,
                                second: anchor(items[items.count - 1], endAttr, last.nameRange),
                                constant: 0, priority: defaultPriority))
            } else {
                ok = connect(c, before: anchor(items[items.count - 1], endAttr, last.nameRange),
                             after: anchor(superID, endAttr, stringRange)) && ok
            }
        }
        guard ok else { return [] }
        return raws.map { r in
            Constraint(id: constraintID(name: nil, line: line), first: r.first, relation: r.relation, second: r.second,
                       multiplier: 1, constant: r.constant, priority: r.priority, range: v.range, fromVFL: true)
        }
    }
}
