import Foundation
import StatesFormat

extension SceneWriter {
    /// Every `<constraint>` of every view, in document order.
    mutating func constraints(under view: XMLNode) -> [ASTConstraint] {
        let owner = view["id"] ?? ""
        var out: [ASTConstraint] = []
        for c in view.child("constraints")?.children("constraint") ?? [] {
            if let constraint = constraint(c, owner: owner) { out.append(constraint) }
        }
        for child in view.child("subviews")?.children ?? [] where Self.element(of: child) != nil {
            out += constraints(under: child)
        }
        return out
    }

    /// `NAME: first.attr REL [M *] second.attr [+ C] [@P]`, or nil with a warning.
    mutating func constraint(_ c: XMLNode, owner: String) -> ASTConstraint? {
        // Left out of this canvas's size classes by a variation (said once per scene).
        if let id = c["id"], excludedConstraints.contains(id) { return nil }
        if c["placeholder"] == "YES" {
            warn(c, "placeholder constraint (removed at build time) left out")
            return nil
        }
        guard let firstAttribute = c["firstAttribute"] else {
            warn(c, "a constraint without firstAttribute; left out")
            return nil
        }
        let firstItem = contentItem(c["firstItem"] ?? owner, attribute: firstAttribute, other: c["secondItem"], required: (Self.number(c["priority"]) ?? 1000) >= 1000)
        guard let first = anchor(item: firstItem, attribute: firstAttribute, node: c) else { return nil }
        let relation: Relation
        switch c["relation"] {
        case "greaterThanOrEqual": relation = .greaterOrEqual
        case "lessThanOrEqual": relation = .lessOrEqual
        default: relation = .equal
        }
        var constant = Self.number(variations.constant(of: c) ?? c["constant"]) ?? 0
        guard abs(constant) <= 1_000_000 else {
            warn(c, "a constraint's constant \(c["constant"] ?? "") is beyond any screen; left out")
            return nil
        }
        var multiplier = 1.0
        if let m = c["multiplier"] {
            if let value = Self.multiplier(m) { multiplier = value } else {
                warn(c, "multiplier '\(m)' is not a number or ratio; 1 is used, so this constraint places its view differently")
            }
        }
        if let secondAttribute = c["secondAttribute"], c["secondItem"] != nil,
           let k1 = Self.axis(firstAttribute), let k2 = Self.axis(secondAttribute), k1 != k2 {
            warn(c, "a constraint relates \(firstAttribute) (\(k1)) to \(secondAttribute) (\(k2)), which Auto Layout refuses; left out")
            return nil
        }
        let natural: Set<String> = ["leading", "trailing"], absolute: Set<String> = ["left", "right"]
        func plain(_ a: String) -> String { a.hasSuffix("Margin") ? String(a.dropLast(6)) : a }
        if let secondAttribute = c["secondAttribute"], c["secondItem"] != nil,
           (natural.contains(plain(firstAttribute)) && absolute.contains(plain(secondAttribute)))
            || (absolute.contains(plain(firstAttribute)) && natural.contains(plain(secondAttribute))) {
            warn(c, "a constraint relates \(firstAttribute) to \(secondAttribute): leading/trailing and left/right cannot be mixed (Auto Layout refuses it); left out")
            return nil
        }
        var second: ASTAnchor?
        if let secondItem = c["secondItem"], let secondAttribute = c["secondAttribute"] {
            let item = contentItem(secondItem, attribute: secondAttribute, other: c["firstItem"] ?? owner, required: (Self.number(c["priority"]) ?? 1000) >= 1000)
            guard let anchor = anchor(item: item, attribute: secondAttribute, node: c) else { return nil }
            second = anchor
        } else {
            guard firstAttribute == "width" || firstAttribute == "height" else {
                warn(c, "a constraint of \(firstAttribute) to a constant; only width and height can be; left out")
                return nil
            }
        }
        // The cell itself is wider than its content view (the root) by its accessory, and
        // taller by its separator: its trailing, bottom, size and centre are the root's moved by that.
        constant -= cellOffset(c["firstItem"] ?? owner, firstAttribute)
        if let secondItem = c["secondItem"], let secondAttribute = c["secondAttribute"] {
            constant += multiplier * cellOffset(secondItem, secondAttribute)
        }
        var priority: ASTPriority?
        if let p = Self.number(c["priority"]), p < 1000 {
            // Auto Layout's priorities are whole numbers from 1; IB never writes less.
            let rounded = max(1, p.rounded())
            if rounded != p { warn(c, "priority \(c["priority"] ?? "") is read as \(Self.format(rounded)) (priorities are whole numbers from 1 to 1000)") }
            priority = ASTPriority(rounded)
        }
        let objectID = c["id"] ?? ""
        var name = names.constraintName("constraint:" + objectID, candidates: [c["identifier"], outletNames[objectID]])
        if name == nil, varyingConstraints.contains(objectID) {
            // A `when` block names it: the first item's name and attribute (`boxLeading`).
            let item = first.path.dropLast().map(\.text).joined(separator: " ")
            name = names.claim("constraint:" + objectID, candidates: [item + " " + firstAttribute], kind: "constraint")
        }
        return ASTConstraint(name: name, first: first, relation: relation, second: second,
                             multiplier: second != nil && multiplier != 1 ? multiplier : nil,
                             constant: second == nil || constant != 0 ? Self.rounded(constant) : nil, priority: priority)
    }

    /// The axis of an Interface Builder attribute: Auto Layout relates only anchors of one axis.
    static func axis(_ attribute: String) -> String? {
        let base = attribute.hasSuffix("Margin") ? String(attribute.dropLast(6))
            : attribute.hasSuffix("WithinMargins") ? String(attribute.dropLast(13)) : attribute
        switch base {
        case "left", "right", "leading", "trailing", "centerX": return "x-axis"
        case "top", "bottom", "centerY", "baseline", "firstBaseline", "lastBaseline": return "y-axis"
        case "width", "height": return "a dimension"
        default: return nil
        }
    }

    /// A multiplier as Interface Builder writes it: `0.5`, `1:2`, `16:9` or `1/3`; nil when it
    /// is none of these, or not a finite number.
    static func multiplier(_ text: String) -> Double? {
        let separators: [Character] = [":", "/"]
        let parts = text.split(whereSeparator: { separators.contains($0) }).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let value: Double?
        switch parts.count {
        case 1: value = parts[0]
        case 2: value = parts[0].flatMap { a in parts[1].flatMap { b in b == 0 ? nil : a / b } }
        default: value = nil
        }
        guard let value, value.isFinite, abs(value) <= 1_000_000 else { return nil }
        return value
    }

    /// `ID.attribute` for an item and an Interface Builder attribute (margins, baselines,
    /// safe-area and Xcode 8 layout guides included), or nil with a warning.
    mutating func anchor(item: String, attribute: String, node: XMLNode) -> ASTAnchor? {
        if let legacy = legacyGuides[item] {
            // Xcode 8: the top guide's bottom is the safe area's top; the bottom guide's top its bottom.
            switch (legacy, attribute) {
            case ("top", "bottom"): return ASTAnchor(["root", "safe", "top"])
            case ("top", "top"): return ASTAnchor(["root", "top"])
            case ("bottom", "top"): return ASTAnchor(["root", "safe", "bottom"])
            case ("bottom", "bottom"): return ASTAnchor(["root", "bottom"])
            default:
                warn(node, "the \(legacy) layout guide's \(attribute) is not modelled; left out")
                return nil
            }
        }
        guard let base = names[item] else {
            warn(node, "a constraint refers to an object that is not a view of this scene (Interface Builder id '\(item)'); left out")
            return nil
        }
        let plain = ["leading", "trailing", "left", "right", "top", "bottom", "centerX", "centerY", "width", "height",
                     "firstBaseline", "lastBaseline"]
        // `base` is an element's id or a guide's path (`root.safe`).
        let item = base.split(separator: ".").map(String.init)
        if plain.contains(attribute) { return ASTAnchor(item + [attribute]) }
        switch attribute {
        case "baseline": return ASTAnchor(item + ["lastBaseline"])
        case "leadingMargin", "trailingMargin", "topMargin", "bottomMargin", "leftMargin", "rightMargin":
            return ASTAnchor(item + ["margins", String(attribute.dropLast(6))])
        case "centerXWithinMargins": return ASTAnchor(item + ["margins", "centerX"])
        case "centerYWithinMargins": return ASTAnchor(item + ["margins", "centerY"])
        default:
            warn(node, "attribute '\(attribute)' is not modelled; the constraint is left out")
            return nil
        }
    }

    /// How far `attribute` of the cell `item` is from the same attribute of its content view
    /// (the scene's root), by the frames Xcode saved: 0 for another item.
    func cellOffset(_ item: String, _ attribute: String) -> Double {
        guard let cell, item == cell["id"], let content = cell.children.first(where: { $0["key"] == "contentView" }),
              let outer = cell.child("rect", key: "frame"), let inner = content.child("rect", key: "frame"),
              let cw = Self.number(outer["width"]), let ch = Self.number(outer["height"]),
              let w = Self.number(inner["width"]), let h = Self.number(inner["height"]) else { return 0 }
        let dw = min(max(cw - w, -10_000), 10_000), dh = min(max(ch - h, -10_000), 10_000)
        switch attribute {
        case "trailing", "right", "width": return dw
        case "bottom", "height": return dh
        case "centerX": return dw / 2
        case "centerY": return dh / 2
        default: return 0
        }
    }
}
