import StatesFormat
/// The safe-area insets a scene's saved frames show. Interface Builder saves every view's frame
/// as its canvas laid it out, bars and status bar included, and the inset it used differs with
/// the device, the Xcode version and the bars a controller gets from its navigation or tab bar
/// controller. A view pinned to the safe area's top (or to Xcode 8's top layout guide) with a
/// constant, at a saved y, shows the inset: `y - constant`; so does one pinned to the top or
/// bottom margin of a root whose margins are the safe area's edges (`marginsAreSafeArea`: a
/// view controller's root without margins of its own). The most common value among such views
/// is the one used; none found leaves the device table's.
enum SavedInsets {
    static func infer(root: XMLNode, height: Double, legacyGuides: [String: String], marginsAreSafeArea: Bool = false) -> (top: Double?, bottom: Double?) {
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
        var tops: [Double: Int] = [:], bottoms: [Double: Int] = [:]
        func isSafeTop(_ item: String?, _ attribute: String?) -> Bool {
            guard let item else { return false }
            if item == safeID, attribute == "top" { return true }
            if marginsAreSafeArea, item == rootID, attribute == "topMargin" { return true }
            return legacyGuides[item] == "top" && attribute == "bottom"
        }
        func isSafeBottom(_ item: String?, _ attribute: String?) -> Bool {
            guard let item else { return false }
            if item == safeID, attribute == "bottom" { return true }
            if marginsAreSafeArea, item == rootID, attribute == "bottomMargin" { return true }
            return legacyGuides[item] == "bottom" && attribute == "top"
        }
        for (c, owner) in constraints {
            guard (c["relation"] ?? "equal") == "equal", c["multiplier"] == nil, c["placeholder"] != "YES",
                  (SceneWriter.number(c["priority"]) ?? 1000) >= 1000 else { continue }
            let constant = SceneWriter.number(c["constant"]) ?? 0
            let first = c["firstItem"] ?? owner, second = c["secondItem"]
            let a1 = c["firstAttribute"], a2 = c["secondAttribute"]
            // view.top == safe.top + c, or safe.top == view.top + c.
            if a1 == "top", isSafeTop(second, a2), let f = frames[first] { tops[f.y - constant, default: 0] += 1 }
            if let second, a2 == "top", isSafeTop(first, a1), let f = frames[second] { tops[f.y + constant, default: 0] += 1 }
            // view.bottom == safe.bottom + c, or safe.bottom == view.bottom + c.
            if a1 == "bottom", isSafeBottom(second, a2), let f = frames[first] { bottoms[height - (f.maxY - constant), default: 0] += 1 }
            if let second, a2 == "bottom", isSafeBottom(first, a1), let f = frames[second] { bottoms[height - (f.maxY + constant), default: 0] += 1 }
        }
        func mode(_ counts: [Double: Int]) -> Double? {
            counts.filter { $0.key >= 0 && $0.key <= height / 2 }.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
        }
        return (mode(tops), mode(bottoms))
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
            guard (c["relation"] ?? "equal") == "equal", c["multiplier"] == nil, c["placeholder"] != "YES",
                  (SceneWriter.number(c["priority"]) ?? 1000) >= 1000,
                  c["firstAttribute"] == "bottom", c["secondAttribute"] == "bottom" else { continue }
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
}
