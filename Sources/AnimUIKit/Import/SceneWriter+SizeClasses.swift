import StatesFormat

/// Interface Builder's "Vary for Traits" as `when` blocks (docs/format.md, "Size-class
/// variations"): the canvas's size classes are the base set; every other pair of classes a
/// `<variation>` names gets a block holding what differs there (constraints installed or
/// uninstalled, per-class constants) and a `size` to render it in.
extension SceneWriter {
    /// Constraint nodes in the order `constraints(under:)` writes them, with their owners.
    func constraintNodes(under view: XMLNode) -> [(node: XMLNode, owner: String)] {
        let owner = view["id"] ?? ""
        var out = (view.child("constraints")?.children("constraint") ?? []).map { ($0, owner) }
        for child in view.child("subviews")?.children ?? [] where Self.element(of: child) != nil {
            out += constraintNodes(under: child)
        }
        return out
    }

    /// Object ids of the constraints installed, or given a constant, differently in another
    /// pair of `others` than on the canvas (they get names, so that blocks can name them).
    func varyingConstraintIDs(under scope: XMLNode, others: [SizeClassVariations]) -> Set<String> {
        var out: Set<String> = []
        var pending = [scope]
        var nodes: [XMLNode] = []
        while let node = pending.popLast() {
            if node.name == "constraint" { nodes.append(node) }
            pending += node.children
        }
        for pair in others {
            let excluded = pair.excludedConstraints(under: scope)
            for c in nodes {
                guard let id = c["id"] else { continue }
                if excluded.contains(id) != excludedConstraints.contains(id) || pair.constant(of: c) != variations.constant(of: c) {
                    out.insert(id)
                }
            }
        }
        return out
    }

    /// `c` as written in the classes of `pair` (nil: it does not import); no warning is
    /// repeated (the canvas's writing said them).
    mutating func constraint(_ c: XMLNode, owner: String, in pair: SizeClassVariations) -> ASTConstraint? {
        let saved = (variations, excludedConstraints, warnings.count)
        variations = pair
        excludedConstraints = []
        defer {
            variations = saved.0
            excludedConstraints = saved.1
            warnings.removeSubrange(min(saved.2, warnings.count)...)
        }
        return constraint(c, owner: owner)
    }

    /// The `when` block of each other pair of classes the file varies for, and a `size` per pair.
    mutating func sizeClassBlocks(root: XMLNode, scope: XMLNode, canvas: Size, safe: (top: Double, bottom: Double))
        -> (sizes: [ASTStatement], blocks: [ASTStatement]) {
        let nodes = constraintNodes(under: root) + extraConstraintOwners.flatMap { owner in
            (owner.child("constraints")?.children("constraint") ?? []).map { ($0, owner["id"] ?? "") }
        }
        var sizes: [ASTStatement] = [], blocks: [ASTStatement] = []
        // Constraints declared in a block so far, with the constant declared.
        var declared: [String: ASTConstraint] = [:]
        for pair in otherSizeClasses {
            let excluded = pair.excludedConstraints(under: scope)
            var items: [ASTStateItem] = []
            for (c, owner) in nodes {
                guard let id = c["id"], varyingConstraints.contains(id) else { continue }
                let inBase = !excludedConstraints.contains(id), inPair = !excluded.contains(id)
                guard inBase || inPair, let here = constraint(c, owner: owner, in: pair), let name = here.name else { continue }
                if inBase && !inPair {
                    items.append(.deactivate([name], .generated))
                } else if !inBase, let first = declared[id] {
                    items.append(.activate([name], .generated))
                    if first.constant?.value != here.constant?.value { items.append(.constant(name, .number(here.constant ?? ASTNumber(0)), .generated)) }
                } else if !inBase {
                    declared[id] = here
                    items.append(.add(here))
                } else if let base = constraint(c, owner: owner, in: variations), base.constant?.value != here.constant?.value {
                    items.append(.constant(name, .number(here.constant ?? ASTNumber(0)), .generated))
                }
            }
            items += propertyItems(under: scope, pair: pair)
            sizes.append(.size(ASTName(pair.name), environment(for: pair, canvas: canvas, safe: safe)))
            guard !items.isEmpty else { continue }
            blocks.append(.when(ASTWhen(conditions: pair.conditions.map { ASTName($0) }, items: items, range: .generated)))
        }
        return (sizes, blocks)
    }

    /// A size for `pair` on the file's device: the canvas turned (its sides swapped, the safe
    /// area as that device gives it turned) when that gives the pair, or when the pair is
    /// compact height and the canvas a portrait phone (a phone that is not Plus or Max is
    /// compact both ways in landscape on a device); else the canvas. The size classes are
    /// always written, so that the pair's block holds there.
    func environment(for pair: SizeClassVariations, canvas: Size, safe: (top: Double, bottom: Double)) -> ASTDirective {
        let turned = SizeClassVariations(width: canvas.height, height: canvas.width)
        let phone = min(canvas.width, canvas.height) < 600
        var values: [ASTValue]
        if canvas.height > canvas.width, turned == pair || (phone && !pair.heightRegular) {
            // A notched phone turned: its top inset on both sides, 21 below; else none.
            let notched = safe.top > 20
            values = [.size(Self.rounded(canvas.height), Self.rounded(canvas.width))]
                + (notched ? [.list("safe-area", [("leading", Self.value(safe.top)), ("trailing", Self.value(safe.top)),
                                                  ("bottom", Self.value(safe.bottom > 0 ? 21 : 0))])] : [])
        } else {
            values = [.size(Self.rounded(canvas.width), Self.rounded(canvas.height)),
                      .list("safe-area", [("top", Self.value(safe.top)), ("bottom", Self.value(safe.bottom))])]
        }
        values.append(.list("size-class", [("width", .word(pair.widthRegular ? "regular" : "compact")),
                                           ("height", .word(pair.heightRegular ? "regular" : "compact"))]))
        return ASTDirective("size", values)
    }

    /// The properties Interface Builder varies that a `when` block carries — a label's or
    /// button's font, a stack's axis and spacing, `hidden` — for each view whose value in `pair`
    /// (its most specific matching variation's, else its own) differs from the canvas's.
    mutating func propertyItems(under scope: XMLNode, pair: SizeClassVariations) -> [ASTStateItem] {
        var items: [ASTStateItem] = []
        var pending = [scope]
        var views: [XMLNode] = []
        while let node = pending.popLast() {
            pending += node.children.reversed()
            if node.children.contains(where: { $0.name == "variation" && $0["key"] != "default" }) { views.append(node) }
        }
        for view in views {
            guard let id = view["id"], let name = names[id], !name.contains(".") else { continue }
            func value(_ read: (XMLNode) -> ASTDirective?, in classes: SizeClassVariations) -> ASTDirective? {
                let matching = view.children("variation").compactMap { v -> (Int, XMLNode)? in
                    guard let key = v["key"], let s = classes.specificity(key), s > 0 else { return nil }
                    return (s, v)
                }.sorted { $0.0 < $1.0 }
                for (_, v) in matching.reversed() { if let d = read(v) { return d } }
                return read(view)
            }
            let readers: [(XMLNode) -> ASTDirective?] = [
                { [self] node in
                    guard node.child("fontDescription", key: "fontDescription") ?? node.child("fontDescription") != nil else { return nil }
                    var copy = self
                    return copy.textProperties(node, colorKey: nil).first { $0.keyword.text == "font" }
                },
                { node in node["axis"].map { ASTDirective("axis", [.word($0 == "vertical" ? "vertical" : "horizontal")]) } },
                { node in Self.number(node["spacing"]).map { ASTDirective("spacing", [Self.value($0)]) } },
                { node in node["hidden"].map { ASTDirective("hidden", [.word($0 == "YES" ? "true" : "false")]) } },
            ]
            for read in readers {
                guard let here = value(read, in: pair), here != value(read, in: variations) else { continue }
                let n = ASTName(name)
                if here.keyword.text == "hidden" {
                    let hide = here.values.first == .word("true")
                    items.append(hide ? .hide([n], .generated) : .show([n], .generated))
                } else {
                    items.append(.look(n, here, .generated))
                }
            }
        }
        return items
    }

    /// Warns once per `<variation>` that sets something other than which constraints are
    /// installed or a constraint's constant (a font, `hidden`, a colour…): not carried over.
    mutating func warnDroppedVariations(under scope: XMLNode) {
        var pending = [scope]
        while let node = pending.popLast() {
            pending += node.children
            guard node.name == "variation", let key = node["key"], key != "default" else { continue }
            let carried: Set<String> = ["key", "axis", "spacing", "hidden"]
            let attributes = node.attributes.keys.filter { !carried.contains($0) && !(node.parent?.name == "constraint" && $0 == "constant") }.sorted()
            let children = node.children.filter { !($0.name == "mask" && $0["key"] == "constraints") && $0.name != "fontDescription" }
                .map { $0["key"] ?? $0.name }
            guard !attributes.isEmpty || !children.isEmpty else { continue }
            let owner = node.parent.flatMap { $0["id"] }.flatMap { names[$0] } ?? node.parent?.name ?? "a view"
            warn(node, "variation '\(key)' of '\(owner)' sets \((attributes + children).joined(separator: ", ")): "
                 + "not carried over (the imported 'when' blocks hold constraints, constants, fonts, stack axes and spacings, and 'hidden')")
        }
    }
}
