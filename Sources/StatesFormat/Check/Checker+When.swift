import OrderedCollections

/// `when` blocks: size-class variations (docs/format.md, "Size-class variations").
extension Checker {
    /// Checks the top-level `when` blocks: their constraints may name any element, and any
    /// base constraint or one of another top-level block.
    mutating func checkTopLevelWhens() {
        var visible: OrderedDictionary<String, Constraint> = [:]
        for c in constraints where c.name != nil { visible[c.id] = c }
        for w in pendingWhens {
            if let v = checkWhen(w, state: nil, visible: &visible) { variations.append(v) }
        }
        pendingWhens = []
    }

    /// Checks one `when` block, at the top level (`state` nil) or in a state; `visible` holds
    /// the constraint names usable in it (its own constraints' are added).
    mutating func checkWhen(_ w: ASTWhen, state: String?,
                            visible: inout OrderedDictionary<String, Constraint>) -> Variation? {
        guard let condition = checkConditions(w.conditions) else { return nil }
        var plain: [ASTStateItem] = []
        var properties: [VariedProperty] = []
        for item in w.items {
            if case .look(let n, let d, let r) = item, Keywords.sizeClassProperties.contains(d.keyword.text),
               !Keywords.lookChanges.contains(d.keyword.text) {
                if let state {
                    error("'\(d.keyword.text)' in a state's 'when' block would change in a transition, which a size-class "
                          + "property cannot; set it in a top-level 'when' block (state '\(state)')", d.keyword.range)
                } else if let p = variedProperty(n, d, r) {
                    properties.append(p)
                }
                continue
            }
            if state == nil, case .constant(_, let e, _) = item, !e.isNumber {
                error("a top-level 'when' block's 'constant' must be a number: constant math is evaluated when a state is entered; "
                      + "write the expression in a 'when' block inside the state", e.range)
                continue
            }
            plain.append(item)
        }
        let changes = checkStateItems(plain, state: state ?? "(base)", visible: &visible)
        return Variation(condition: condition, changes: changes, properties: properties, range: w.range)
    }

    /// The conditions of a `when` block: every one known, and no two contradicting.
    mutating func checkConditions(_ names: [ASTName]) -> SizeClassCondition? {
        var condition = SizeClassCondition()
        var ok = true
        for n in names {
            guard let c = SizeClassCondition.keyword(n.text) else {
                error(Suggestion.message("unknown size-class condition '\(n.text)'", for: n.text,
                                         among: Keywords.sizeClassConditions,
                                         otherwise: "expected \(Keywords.sizeClassConditions.joined(separator: ", "))"), n.range)
                ok = false
                continue
            }
            if let width = c.width {
                if let other = condition.width, other != width {
                    error("'\(n.text)' contradicts '\(other.rawValue)-width': an environment has one width class", n.range)
                    ok = false
                }
                condition.width = width
            }
            if let height = c.height {
                if let other = condition.height, other != height {
                    error("'\(n.text)' contradicts '\(other.rawValue)-height': an environment has one height class", n.range)
                    ok = false
                }
                condition.height = height
            }
        }
        return ok ? condition : nil
    }

    /// `font title title2` in a `when` block: the value, checked as the element's own property.
    mutating func variedProperty(_ n: ASTName, _ d: ASTDirective, _ r: SourceRange) -> VariedProperty? {
        guard let element = elements[n.text] else {
            error("unknown element '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(elements.keys)))", n.range)
            return nil
        }
        var copy = element
        let before = diagnostics.count
        applyProperty(d, to: &copy)
        guard diagnostics.count == before else { return nil }
        let value: VariedValue?
        switch d.keyword.text {
        case "font": value = .font(copy.font)
        case "lines": value = .lines(copy.lines)
        case "axis": value = copy.stack.map { .axis($0.axis) }
        case "spacing": value = copy.stack.map { .spacing($0.spacing) }
        case "alignment" where copy.kind.traits.hasText: value = .textAlignment(copy.textAlignment)
        case "alignment": value = copy.stack.map { .stackAlignment($0.alignment) }
        default: value = nil
        }
        return value.map { VariedProperty(element: n.text, value: $0, range: r) }
    }
}

extension ASTExpression {
    /// Whether the expression is a plain number (`500`, `-8`).
    var isNumber: Bool {
        switch self {
        case .number: return true
        case .negate(let e, _): return e.isNumber
        default: return false
        }
    }
}
