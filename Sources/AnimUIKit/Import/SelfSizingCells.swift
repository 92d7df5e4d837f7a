import StatesFormat

extension SceneWriter {
    /// The text of a label in `cell`'s content view that shows the row sizes itself, or nil: a
    /// label of any number of lines (`numberOfLines="0"`) whose text style follows Dynamic Type
    /// (`adjustsFontForContentSizeCategory`), pinned by required constraints from its top to
    /// the content view's top (or top margin) and from its bottom to the content view's bottom
    /// (or bottom margin), and saved lower than one line of its text style at the default text
    /// size (the file was saved at a smaller one). In a row of the fixed height the file gives,
    /// such a label would be cut at the default text size already, on every device, which an
    /// app does not ship: its table sizes the row (Open Food Facts' settings switch rows, 44 pt
    /// in the file, whose controller sets automatic row heights). A label saved at its height
    /// in a fixed row stays clipped as the text grows.
    static func pinnedWrappingLabel(in cell: XMLNode) -> String? {
        guard let content = cell.children.first(where: { $0["key"] == "contentView" }), let contentID = content["id"] else { return nil }
        let labels = (content.child("subviews")?.children("label") ?? []).filter {
            $0["numberOfLines"] == "0" && $0["adjustsFontForContentSizeCategory"] == "YES" && $0["hidden"] != "YES"
                && savedBelowOneLine($0)
        }
        guard !labels.isEmpty else { return nil }
        let excluded = Set(content.children("variation").filter { $0["key"] == "default" }
            .flatMap { $0.children("mask") }.flatMap { $0.children("exclude") }.compactMap { $0["reference"] })
        let constraints = (content.child("constraints")?.children("constraint") ?? []).filter { c in
            !excluded.contains(c["id"] ?? "") && ["1000", nil].contains(c["priority"]) && ["equal", nil].contains(c["relation"])
        }
        /// Whether a constraint ties `label`'s `edge` to the content view's edge or margin.
        func pins(_ label: String, _ edge: String) -> Bool {
            constraints.contains { c in
                let first = c["firstItem"] ?? contentID, second = c["secondItem"]
                let edges = [edge, edge + "Margin"]
                return (first == label && c["firstAttribute"] == edge && second == contentID && edges.contains(c["secondAttribute"] ?? ""))
                    || (second == label && c["secondAttribute"] == edge && first == contentID && edges.contains(c["firstAttribute"] ?? ""))
            }
        }
        return labels.first { l in l["id"].map { pins($0, "top") && pins($0, "bottom") } ?? false }.map { $0["text"] ?? "" }
    }

    /// Whether `label`'s saved height is lower than one line of its text style at the default
    /// text size (a line is at least 1.1 times the point size; San Francisco's are about 1.2).
    static func savedBelowOneLine(_ label: XMLNode) -> Bool {
        guard let style = label.child("fontDescription", key: "fontDescription")?["style"].flatMap(TextStyle.init(interfaceBuilderName:)),
              let height = number(label.child("rect", key: "frame")?["height"]) else { return false }
        return height < FontChoice.style(style).resolved(at: .large).size * 1.1
    }
}
