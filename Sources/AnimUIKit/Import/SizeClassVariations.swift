import StatesFormat

/// Interface Builder's size-class variations: `<variation key="default">` and
/// `<variation key="heightClass=regular-widthClass=compact">` masks that exclude or include a
/// view's constraints per size class, and a constraint's own `<variation … constant="150"/>`.
/// The scene takes the variation of the size classes its canvas has (the simulated device in
/// its orientation), as the app shows it there; the more specific variation wins.
struct SizeClassVariations: Hashable {
    /// The canvas's size classes.
    var widthRegular: Bool
    var heightRegular: Bool

    /// The variations of the given classes.
    init(widthRegular: Bool, heightRegular: Bool) {
        self.widthRegular = widthRegular
        self.heightRegular = heightRegular
    }

    /// The `when` conditions of these classes (`compact-width`, `regular-height`).
    var conditions: [String] {
        [widthRegular ? "regular-width" : "compact-width", heightRegular ? "regular-height" : "compact-height"]
    }

    /// `regular-width-compact-height`: a size's name for these classes.
    var name: String { conditions.joined(separator: "-") }

    /// The other size-class pairs that a variation under `root` (other than `default`) names, in
    /// a fixed order: the classes the file holds a layout for besides this canvas's.
    func otherPairs(under root: XMLNode) -> [SizeClassVariations] {
        var keys: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            if node.name == "variation", let key = node["key"], key != "default" { keys.insert(key) }
            pending += node.children
        }
        let all = [false, true].flatMap { w in [true, false].map { h in SizeClassVariations(widthRegular: w, heightRegular: h) } }
        return all.filter { pair in pair != self && keys.contains { pair.specificity($0) != nil } }
    }

    /// The classes of a screen `width`×`height` points, as UIKit gives them: an iPad (both sides
    /// from 600) is regular both ways; a phone in portrait compact width and regular height; in
    /// landscape compact height, and regular width from 736 points (the larger phones).
    init(width: Double, height: Double) {
        let classes = SizeClasses.uiKit(for: Size(width: width, height: height))
        widthRegular = classes.width == .regular
        heightRegular = classes.height == .regular
    }

    /// How many classes `key` names when it matches the canvas (`default`: 0); nil when it does not.
    func specificity(_ key: String) -> Int? {
        guard key != "default" else { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return nil }
            let regular = pair[1] == "regular"
            switch pair[0] {
            case "widthClass": if regular != widthRegular { return nil }
            case "heightClass": if regular != heightRegular { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// The constraints (by object id) the variations under `root` leave out of this canvas.
    func excludedConstraints(under root: XMLNode) -> Set<String> {
        var excluded: Set<String> = []
        func walk(_ node: XMLNode) {
            let masks = node.children("variation").compactMap { v -> (Int, XMLNode)? in
                guard let key = v["key"], let s = specificity(key), let mask = v.child("mask", key: "constraints") else { return nil }
                return (s, mask)
            }.sorted { $0.0 < $1.0 }
            for (_, mask) in masks {
                for item in mask.children {
                    guard let id = item["reference"] else { continue }
                    if item.name == "exclude" { excluded.insert(id) } else if item.name == "include" { excluded.remove(id) }
                }
            }
            for child in node.children where child.name != "variation" { walk(child) }
        }
        walk(root)
        return excluded
    }

    /// The constant a constraint's own variations give it on this canvas (nil: its own).
    func constant(of constraint: XMLNode) -> String? {
        constraint.children("variation").compactMap { v -> (Int, String)? in
            guard let key = v["key"], let s = specificity(key), let constant = v["constant"] else { return nil }
            return (s, constant)
        }.max { $0.0 < $1.0 }?.1
    }

    /// Whether anything under `root` varies by size class (said once in a warning).
    static func present(under root: XMLNode) -> Bool {
        if root.name == "variation" { return true }
        return root.children.contains { present(under: $0) }
    }
}
