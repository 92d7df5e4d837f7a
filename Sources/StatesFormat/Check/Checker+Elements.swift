/// Element declarations: ids, nesting, text, and palette colours.
extension Checker {
    static let reservedIDs = ["root", "super"]

    mutating func declare(_ e: ASTElement, parent: String, parentKind: ElementKind?, depth: Int) {
        guard let kind = ElementKind(rawValue: e.kind.text) else { return }
        let id = e.id.text
        var registered = true
        if Self.reservedIDs.contains(id) {
            error("'\(id)' is reserved and cannot be an element id", e.id.range)
            registered = false
        } else if let other = elements.index(forKey: id) {
            error("duplicate element id '\(id)'", e.id.range,
                  notes: [.note("first declared here", at: elementIDRanges[id] ?? elements.values[other].range)])
            registered = false
        }
        if let parentKind, !parentKind.traits.isView {
            error("a guide cannot contain elements; '\(id)' is declared inside guide '\(parent)'", e.id.range)
        } else if parentKind == .stack, !kind.traits.isView {
            error("a guide cannot be an arranged subview of stack '\(parent)'", e.id.range)
        }
        var element = Element(id: id, kind: kind, parent: parent, range: e.range)
        if codeDefaults {
            // Views created in code all hug at UIView's 250 (Interface Builder sets 251 on labels and images).
            element.hugging = AxisPriorities(horizontal: 250, vertical: 250)
        }
        if let text = e.text {
            switch kind {
            case .segmented:
                element.control.segments = [text.value] + e.moreTexts.map(\.value)
            case .image:
                if text.value.isEmpty {
                    error("expected a PNG file name, relative to the scene's folder", text.range)
                } else {
                    element.control.image = ImageFile(written: text.value, path: resolve(text.value), range: text.range)
                }
            default:
                if kind.traits.hasText {
                    element.text = text.value
                } else {
                    error("only labels, buttons, text fields, segmented controls and images take a string; '\(id)' is a \(kind.rawValue)", text.range)
                }
            }
            if kind != .segmented, let extra = e.moreTexts.first {
                error("only a segmented control takes several strings (its segments' titles)", extra.range)
            }
        } else if kind == .segmented {
            error("a segmented control needs its segments' titles: segmented \(id) \"First\" \"Second\"", e.id.range)
        }
        if registered {
            elements[id] = element
            elementIDRanges[id] = e.id.range
            if parent == "root" {
                rootChildren.append(id)
            } else {
                if let p = elements.index(forKey: parent) { elements.values[p].children.append(id) }
            }
        }
        var seen: [String: SourceRange] = [:]
        for statement in e.body {
            switch statement {
            case .element(let child):
                declare(child, parent: id, parentKind: kind, depth: depth + 1)
            case .property(let d):
                if let first = seen[d.keyword.text] {
                    error("'\(d.keyword.text)' is set twice on '\(id)'", d.keyword.range,
                          notes: [.note("first set here", at: first)])
                    continue
                }
                seen[d.keyword.text] = d.keyword.range
                applyProperty(d, to: &element)
            case .constraint, .vfl:
                pending.append(Pending(statement: statement, superID: id))
            default:
                break
            }
        }
        // A configured button's title is the body text style (17 pt at the default size), as
        // UIButton.Configuration's, unless a font is written.
        if kind == .button, element.control.configuration != nil, element.fontRange == nil {
            element.font = .style(.body)
        }
        if !element.autoresizing.isEmpty {
            if element.frame == nil {
                error("'autoresizing' applies to a view positioned by its 'frame(...)'; add one", e.id.range)
            } else if parent != "root" {
                // The superview's own properties are all read once every element is declared.
                pendingAutoresizing.append((id, parent, e.id.range))
            }
        }
        if registered {
            // Children were appended to the stored element meanwhile; keep them.
            if let i = elements.index(forKey: id) {
                element.children = elements.values[i].children
                elements.values[i] = element
            } else {
                elements[id] = element
            }
        }
    }

    /// Autoresizing views inside another view: each superview needs a `frame(...)` (its size at
    /// design time), checked once every element is declared.
    mutating func checkAutoresizingSuperviews() {
        for (id, parent, range) in pendingAutoresizing where !hasFrame(parent) {
            error("'autoresizing' needs its superview's size at design time: '\(id)' must be a subview of root or of a view with a 'frame(...)'", range)
        }
        pendingAutoresizing = []
    }

    /// Whether element `id` is declared with a `frame(...)`.
    func hasFrame(_ id: String) -> Bool {
        guard let i = elements.index(forKey: id) else { return false }
        return elements.values[i].frame != nil
    }

    /// Gives elements without `color` a palette colour by declaration order (guides take no slot).
    mutating func assignPalette() {
        var index = 0
        for i in elements.values.indices where elements.values[i].kind.traits.isView {
            if !elements.values[i].colorWritten {
                elements.values[i].color = SystemColors.paletteColor(index)
            }
            index += 1
        }
    }
}
