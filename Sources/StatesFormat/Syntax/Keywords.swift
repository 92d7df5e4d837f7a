/// Keyword vocabularies, per context (used by the parser and for suggestions).
enum Keywords {
    static let elementKinds = ElementKind.allCases.map(\.rawValue)
    static let topLevel = ["scene", "canvas", "size", "font-file", "defaults"] + elementKinds
        + ["state", "initial", "transition", "sequence", "vfl", "on", "after", "flow", "audit", "when"]
    static let properties = ["color", "text", "font", "intrinsic", "hugging", "compression", "hidden", "alpha",
                             "margins", "insets-margins-from-safe-area", "preserves-superview-margins", "frame",
                             "corner", "axis", "spacing", "distribution", "alignment", "margins-relative", "baseline-relative",
                             "text-color", "lines", "line-break", "minimum-scale", "saved-size", "autoresizing",
                             "tint", "border", "shadow", "clips", "transform", "configuration", "icon", "on", "off", "value",
                             "selected", "style", "content-mode"]
    static let elementLevel = elementKinds + ["vfl"] + properties
    static let stateLevel = ["activate", "deactivate", "priority", "constant", "hide", "show", "alpha", "replace", "vfl"]
        + lookChanges + ["keyboard", "when"]
    /// State changes of how an element is drawn (docs/format.md §5): `color card red`, `on wifi`.
    static let lookChanges = ["color", "text-color", "corner", "on", "off", "value", "selected", "transform", "text"]
    /// Element properties only a size-class change may set (docs/format.md, "Size-class
    /// variations"): a `when` block accepts them besides the state changes.
    static let sizeClassProperties = ["font", "lines", "axis", "spacing", "alignment"]
    /// The conditions of a `when` block.
    static let sizeClassConditions = ["compact-width", "regular-width", "compact-height", "regular-height"]
    static let transitionLevel = ["duration", "delay", "curve", "stagger", "element", "keyframes", "path"]
    static let elementTimingLevel = ["duration", "delay", "curve"]
    static let sequenceLevel = ["hold", "loop"]
    static let priorityKeywords = ["required", "high", "low", "fitting"]
    static let curves = ["linear", "ease-in", "ease-out", "ease-in-out", "cubic-bezier", "spring"]

    /// `required` 1000, `high` 750, `low` 250, `fitting` 50.
    static func priority(named name: String) -> Int? {
        switch name {
        case "required": return 1000
        case "high": return 750
        case "low": return 250
        case "fitting": return 50
        default: return nil
        }
    }
}
