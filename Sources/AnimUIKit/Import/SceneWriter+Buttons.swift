import AnimLayout
import StatesFormat

extension SceneWriter {
    /// A button's title (its normal state's, or none for Interface Builder's placeholder beside
    /// an image) and its properties: font, title colour, line break, image size, alignment and
    /// the audit's allowances for a title on a background image.
    mutating func buttonProperties(_ node: XMLNode, id: String, into props: inout [ASTDirective]) -> [String] {
        let normal = node.children("state").first { $0["key"] == "normal" }
        var texts = [normal?["title"] ?? node["title"] ?? ""]
        // Interface Builder's default title beside an image is a placeholder the code
        // replaces or clears: the button is its image.
        // The image may be the state's or the button configuration's.
        let configurationImage = node.child("buttonConfiguration")?.child("imageReference", key: "image") != nil
        if texts == ["Button"], normal?["image"] != nil || configurationImage {
            texts = [""]
            warn(node, "button '\(id)' keeps Interface Builder's default title 'Button' beside its image; taken as a placeholder, the button is drawn as its image")
        }
        props += textProperties(node, colorKey: nil)
        // A title that wraps by words or characters (Interface Builder's Line Break "Word
        // Wrap"): UIKit's title label then takes as many lines as the title needs.
        if ["wordWrap", "characterWrap"].contains(node["lineBreakMode"] ?? "") {
            props.append(ASTDirective("lines", [Self.value(0)]))
        }
        if let color = normal.flatMap({ $0.child("color", key: "titleColor") }).flatMap({ colorValue($0) }) {
            props.append(ASTDirective("text-color", [color]))
        } else if [nil, "custom"].contains(node["buttonType"]) {
            // A custom button (Interface Builder writes no type for one) has a white title
            // unless the file sets its colour: UIKit's default.
            props.append(ASTDirective("text-color", [.word("white")]))
        }
        // A title drawn on a background image: its contrast cannot be measured here.
        if let image = normal?["backgroundImage"], texts.first?.isEmpty == false {
            auditAllowances.append(.importAllowance("contrast", id, reason: "its title is drawn on the background image '\(image)' (\(fileName))"))
        }
        if ![nil, "system", "roundedRect"].contains(node["buttonType"]) {
            warn(node, "button type '\(node["buttonType"] ?? "")' is drawn as a system button")
        }
        if let insets = node.child("inset", key: "contentEdgeInsets"), texts.first?.isEmpty == false,
           ["minX", "maxX", "minY", "maxY"].contains(where: { (Self.number(insets[$0]) ?? 0) != 0 }) {
            warn(insets, "content insets of button '\(id)' are not carried over: it is sized by its title alone, narrower or shorter than in the app")
        }
        // A button with an image and no title is its image's size, plus its content insets.
        if texts.first?.isEmpty != false, let image = normal?["image"], let size = savedSymbolSize(node, image) ?? imageSizes[image],
           node["placeholderIntrinsicWidth"] == nil, node["placeholderIntrinsicHeight"] == nil {
            let insets = node.child("inset", key: "contentEdgeInsets")
            func inset(_ key: String) -> Double { Self.number(insets?[key]).map { min(max($0, 0), 10_000) } ?? 0 }
            props.append(ASTDirective("intrinsic", [.size(Self.rounded(size.width + inset("minX") + inset("maxX")),
                                                          Self.rounded(size.height + inset("minY") + inset("maxY")))]))
        }
        if let image = normal?["image"] {
            let shown = texts.first?.isEmpty != false ? "is drawn as its size, empty" : "is drawn as its title alone"
            warn(node, "button '\(id)' shows image '\(image)' in the app; the scene has no file for it, so the button \(shown) (give one: icon \"file.png\")")
        }
        // The title's place in the button (contentHorizontalAlignment).
        let alignments = ["left": "left", "right": "right", "leading": "natural", "trailing": "right"]
        if let alignment = node["contentHorizontalAlignment"].flatMap({ alignments[$0] }) {
            props.append(ASTDirective("alignment", [.word(alignment)]))
            if node["contentHorizontalAlignment"] == "trailing" {
                warn(node, "button '\(id)' aligns its title to the trailing edge: written right (the same in a left-to-right interface)")
            }
        }
        return texts
    }
}
