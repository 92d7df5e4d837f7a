import StatesFormat
/// The safe-area insets a scene's saved frames show. Interface Builder saves every view's frame
/// as its canvas laid it out, bars and status bar included, and the inset it used differs with
/// the device, the Xcode version and the bars a controller gets from its navigation or tab bar
/// controller. A view's top, bottom or centre pinned to an edge of the safe area (or of Xcode
/// 8's layout guides, or the top or bottom margin of a root whose margins are the safe area's
/// edges, `marginsAreSafeArea`: a view controller's root without margins of its own) with a
/// constant, at its saved place, shows where that edge was: `y - constant`; one pinned to the
/// safe area's centre shows where its centre was (`centre`: the top follows from it and the
/// bottom). The most common value among such views is the one used; none found leaves the
/// device table's.
enum SavedInsets {
    /// Constraints are read as the canvas's size class has them (`variations`: a constraint's
    /// constant there; `excluded`: the ones its variations leave out).
    static func infer(root: XMLNode, height: Double, legacyGuides: [String: String], marginsAreSafeArea: Bool = false,
                      variations: SizeClassVariations? = nil, excluded: Set<String> = [])
        -> (top: Double?, bottom: Double?, centre: Double?) {
        let rootID = root["id"] ?? ""
        let safeID = root.children(UIKitElement.layoutGuideElement).first { $0["key"] == "safeArea" }?["id"]
        // Saved frames of every view under the root, in the root's coordinates (each frame is in
        // its superview's; scroll views' content offsets are not saved, so their content is left
        // out), and every constraint of the subtree.
        var frames: [String: (y: Double, maxY: Double)] = [:]
        var constraints: [(node: XMLNode, owner: String)] = (root.child("constraints")?.children("constraint") ?? []).map { ($0, rootID) }
        func walk(_ view: XMLNode, originY: Double) {
            for child in view.child("subviews")?.children ?? [] {
                guard let rect = child.child("rect", key: "frame"), let y = SceneWriter.number(rect["y"]),
                      let h = SceneWriter.number(rect["height"]) else { continue }
                if let id = child["id"], child["misplaced"] != "YES" { frames[id] = (originY + y, originY + y + h) }
                constraints += (child.child("constraints")?.children("constraint") ?? []).map { ($0, child["id"] ?? "") }
                if UIKitElement.byInterfaceBuilderName[child.name]?.scrollsContent != true { walk(child, originY: originY + y) }
            }
        }
        walk(root, originY: 0)
        // Which safe-area edge an item's attribute is: "top" or "bottom".
        func safeEdge(_ item: String?, _ attribute: String?) -> String? {
            guard let item, let attribute else { return nil }
            if item == safeID, attribute == "top" || attribute == "bottom" || attribute == "centerY" { return attribute }
            if marginsAreSafeArea, item == rootID { return ["topMargin": "top", "bottomMargin": "bottom"][attribute] }
            // Xcode 8's guides: the top guide's bottom is the safe area's top, the bottom guide's top its bottom.
            if legacyGuides[item] == "top", attribute == "bottom" { return "top" }
            if legacyGuides[item] == "bottom", attribute == "top" { return "bottom" }
            return nil
        }
        // Where a view's attribute is, in the root's coordinates.
        func position(_ item: String?, _ attribute: String?) -> Double? {
            guard let item, let f = frames[item] else { return nil }
            switch attribute {
            case "top": return f.y
            case "bottom": return f.maxY
            case "centerY": return (f.y + f.maxY) / 2
            default: return nil
            }
        }
        var tops: [Double: Int] = [:], bottoms: [Double: Int] = [:], centres: [Double: Int] = [:]
        for (c, owner) in constraints {
            guard isRequiredEquality(c), !excluded.contains(c["id"] ?? "") else { continue }
            let constant = SceneWriter.number(variations?.constant(of: c) ?? c["constant"]) ?? 0
            let first = c["firstItem"] ?? owner, second = c["secondItem"]
            let a1 = c["firstAttribute"], a2 = c["secondAttribute"]
            // view.attribute == edge + c (the edge at the view's place less c), or edge == view.attribute + c.
            var found: (edge: String, at: Double)?
            if let edge = safeEdge(second, a2), let y = position(first, a1) { found = (edge, y - constant) }
            if let edge = safeEdge(first, a1), let y = position(second, a2) { found = (edge, y + constant) }
            guard let found else { continue }
            switch found.edge {
            case "top": tops[SceneWriter.rounded(found.at), default: 0] += 1
            case "bottom": bottoms[SceneWriter.rounded(height - found.at), default: 0] += 1
            default: centres[SceneWriter.rounded(found.at), default: 0] += 1
            }
        }
        func mode(_ counts: [Double: Int], within range: ClosedRange<Double>) -> Double? {
            counts.filter { range.contains($0.key) }.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
        }
        return (mode(tops, within: 0...(height / 2)), mode(bottoms, within: 0...(height / 2)), mode(centres, within: (height / 4)...(height * 3 / 4)))
    }

    /// The height a misplaced root (`misplaced="YES"`: its saved frame is older than its
    /// subviews') had when Xcode last laid out its subviews: what the views pinned to its bottom
    /// or the safe area's (inset `safeBottom`) show, the most common value; nil when none is
    /// pinned there.
    static func misplacedRootHeight(root: XMLNode, safeBottom: Double) -> Double? {
        let rootID = root["id"] ?? ""
        let safeID = root.children(UIKitElement.layoutGuideElement).first { $0["key"] == "safeArea" }?["id"]
        var frames: [String: Double] = [:]
        for child in root.child("subviews")?.children ?? [] {
            guard let id = child["id"], child["misplaced"] != "YES", let rect = child.child("rect", key: "frame"),
                  let y = SceneWriter.number(rect["y"]), let h = SceneWriter.number(rect["height"]) else { continue }
            frames[id] = y + h
        }
        var counts: [Double: Int] = [:]
        for c in root.child("constraints")?.children("constraint") ?? [] {
            guard isRequiredEquality(c), c["firstAttribute"] == "bottom", c["secondAttribute"] == "bottom" else { continue }
            let constant = SceneWriter.number(c["constant"]) ?? 0
            let first = c["firstItem"] ?? rootID, second = c["secondItem"] ?? ""
            // edge.bottom == view.bottom + c, or view.bottom == edge.bottom + c.
            for (edge, view, sign) in [(first, second, 1.0), (second, first, -1.0)] {
                guard let maxY = frames[view], edge == rootID || edge == safeID else { continue }
                let height = maxY + sign * constant + (edge == safeID ? safeBottom : 0)
                if height > 0 { counts[SceneWriter.rounded(height), default: 0] += 1 }
            }
        }
        return counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
    }

    /// A constraint the saved frames must meet exactly: required, `==`, no multiplier, not a
    /// placeholder (removed at build time).
    static func isRequiredEquality(_ c: XMLNode) -> Bool {
        (c["relation"] ?? "equal") == "equal" && c["multiplier"] == nil && c["placeholder"] != "YES"
            && (SceneWriter.number(c["priority"]) ?? 1000) >= 1000
    }
}
