import StatesFormat

/// A scroll view's content: UIKit reads a constraint between a scroll view's edges and a view
/// inside it as placing that view in the scroll view's content area (which the constraints
/// size), while width, height and centre constraints to the scroll view are to its frame.
/// Each scroll view gets a layout guide for its content area, pinned at its top leading corner
/// (Interface Builder lays content out at offset zero), and those constraints go to the guide.
extension SceneWriter {
    /// The object id the content guide of the scroll view `id` is named under.
    static func contentGuideObject(_ id: String) -> String { "content:" + id }

    /// Names the content guide of `node` when it is a scroll view.
    mutating func nameContentGuide(_ node: XMLNode) {
        guard UIKitElement.byInterfaceBuilderName[node.name]?.uikitClass == UIKitElement.scrollViewClass,
              let id = node["id"], let name = names[id] else { return }
        names.claim(Self.contentGuideObject(id), candidates: [name + "Content"], kind: ElementKind.guide.rawValue)
        scrollViews.insert(id)
    }

    /// The content guide's declaration and the constraints that pin it, for the scroll view `id`.
    func contentGuide(of id: String) -> (element: ASTElement, pins: [ASTConstraint])? {
        guard scrollViews.contains(id), let view = names[id], let guide = names[Self.contentGuideObject(id)] else { return nil }
        let pins = ["top", "leading"].map { edge in
            ASTConstraint(first: ASTAnchor([guide, edge]), relation: .equal, second: ASTAnchor([view, edge]))
        }
        return (ASTElement(kind: ElementKind.guide.rawValue, id: guide), pins)
    }

    /// The item a constraint's anchor is on: the scroll view's content guide for an edge of a
    /// scroll view related to a view inside it, else `item` itself (its margins, size and
    /// centre stay the frame's).
    func contentItem(_ item: String, attribute: String, other: String?, required: Bool) -> String {
        // A required centring is to the frame (centring a view horizontally in a scroll view
        // whose content it spans gives the content the frame's width, as Xcode saves it); an
        // optional one, the "centred when short" idiom, is to the content: Xcode's frames show
        // the content at its own size, not stretched to the frame.
        let edges: Set<String> = required ? ["leading", "trailing", "left", "right", "top", "bottom"]
            : ["leading", "trailing", "left", "right", "top", "bottom", "centerX", "centerY"]
        guard scrollViews.contains(item), let other, edges.contains(attribute), isInside(other, item) else { return item }
        return Self.contentGuideObject(item)
    }

    /// Whether the view `id` is inside the view `ancestor` (in the XML's nesting).
    func isInside(_ id: String, _ ancestor: String) -> Bool {
        var node = nodesByID[id]?.parent
        while let n = node {
            if n["id"] == ancestor { return true }
            node = n.parent
        }
        return false
    }
}
