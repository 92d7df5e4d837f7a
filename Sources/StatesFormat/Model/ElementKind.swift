/// The kinds of element a scene declares (`view`, `label`…). What each kind is and allows is
/// in its `traits`: adding a kind means adding a case here, its traits, and its drawing.
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    case view, label, button, image, stack, guide
    case textField = "textfield", toggle = "switch", segmented, slider, progress, spinner

    /// What the kind is and allows, for the checker, the layout engine and the renderer.
    public var traits: ElementTraits {
        switch self {
        case .view: return ElementTraits()
        case .label: return ElementTraits(hasText: true, hugging: 251, drawing: .text)
        // The classic system button (UIButton without a configuration): its title plus 6 points
        // above and below, no side padding, 15 pt text ("Button" is 46x30 on an iPhone).
        case .button: return ElementTraits(hasText: true, contentInsets: (0, 6), fontSize: 15, drawing: .text)
        case .image: return ElementTraits(hugging: 251, properties: .control, drawing: .imageGlyph, sizedByControl: true)
        case .stack: return ElementTraits(properties: .stack, drawing: .boxWhenColored)
        case .guide: return ElementTraits(isView: false, properties: .nothing, drawing: .nothing)
        // UITextField: its text or placeholder in 17 pt, inside the border style's insets.
        case .textField: return ElementTraits(hasText: true, properties: .control, drawing: .text, sizedByControl: true)
        // Fixed-size controls hug (750) and resist (750) at their intrinsic sizes, as UIKit's do.
        case .toggle, .spinner: return ElementTraits(hugging: 750, properties: .control, sizedByControl: true)
        case .segmented: return ElementTraits(fontSize: 13, properties: .control, sizedByControl: true)
        case .slider, .progress: return ElementTraits(properties: .control, sizedByControl: true)
        }
    }
}

/// What an element kind is and allows.
public struct ElementTraits: Sendable {
    /// How the renderer draws an element of the kind.
    public enum Drawing: Sendable {
        /// Its box only.
        case box
        /// Its box, when a colour is written (a stack's own box is not drawn in UIKit).
        case boxWhenColored
        /// Its box and its text.
        case text
        /// Its box and an image placeholder glyph.
        case imageGlyph
        /// Nothing (a layout guide).
        case nothing
    }

    /// The properties an element of the kind accepts beyond the common ones.
    public enum PropertySet: Sendable {
        /// The common properties only.
        case common
        /// The common ones and the stack's (`axis`, `spacing`, `distribution`…).
        case stack
        /// None at all (a layout guide has no properties).
        case nothing
        /// The common ones and a control's (`on`, `value`, `selected`, `content-mode`…).
        case control
    }

    /// A view (UIView subclass), as opposed to a layout guide: it can hold elements, be an
    /// arranged subview and be drawn.
    public var isView = true
    /// It has a title or text (`label ID "text"`, `text`, `font`), and an intrinsic size measured
    /// from it unless one is given.
    public var hasText = false
    /// Space added around the measured text in the intrinsic size, per side (horizontal, vertical).
    public var contentInsets: (horizontal: Double, vertical: Double) = (0, 0)
    /// Default text size in points (labels 17, buttons 15).
    public var fontSize = 17.0
    /// Default content hugging priority on both axes (UILabel and UIImageView: 251).
    public var hugging = 250
    /// The kind-specific properties it accepts.
    public var properties: PropertySet = .common
    /// How it is drawn in the wireframe style.
    public var drawing: Drawing = .box
    /// Its intrinsic size is the control's own (a switch's 51x31, an image's pixels over its scale).
    public var sizedByControl = false

    /// The properties only texts accept.
    static let textProperties: Set<String> = ["text", "font", "text-color", "lines", "line-break", "minimum-scale", "saved-size"]
    /// The properties only stacks accept.
    static let stackProperties: Set<String> = ["axis", "spacing", "distribution", "margins-relative", "baseline-relative"]

    /// Properties per control kind (beyond the common ones).
    static let controlProperties: [ElementKind: Set<String>] = [
        .button: ["configuration", "icon"],
        .toggle: ["on", "off"],
        .segmented: ["selected"],
        .slider: ["value"],
        .progress: ["value"],
        .spinner: ["style"],
        .image: ["content-mode"],
    ]

    /// Every control-only property keyword.
    static var allControlProperties: Set<String> { controlProperties.values.reduce(into: Set()) { $0.formUnion($1) } }

    /// Whether an element of `kind` accepts `property` (a known property keyword).
    public static func accepts(_ property: String, kind: ElementKind) -> Bool {
        let traits = kind.traits
        if controlProperties[kind]?.contains(property) == true { return true }
        if property == "alignment" { return traits.hasText || traits.properties == .stack }
        if textProperties.contains(property) { return traits.hasText }
        if stackProperties.contains(property) { return traits.properties == .stack }
        if allControlProperties.contains(property) { return false }
        return traits.properties != .nothing
    }
}
