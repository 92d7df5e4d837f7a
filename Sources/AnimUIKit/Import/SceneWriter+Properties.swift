import AnimLayout
import Foundation
import StatesFormat

extension SceneWriter {
    /// One subview and, inside its block, its properties and subviews.
    /// `parentFramed`: the superview is root or placed by its own frame, so an autoresizing mask
    /// has the superview's design-time size to work from.
    mutating func element(_ node: XMLNode, inStack: Bool, parentFramed: Bool = true) -> ASTElement? {
        guard let uikit = Self.element(of: node), let objectID = node["id"], let id = names[objectID] else {
            if node.name != UIKitElement.layoutGuideElement { warn(node, "<\(node.name)> is not a view this tool models; left out") }
            return nil
        }
        switch uikit.role {
        case .container:
            let embedded = embeddedNames[objectID].map { " \($0)'s view" } ?? " its embedded controller's view"
            warn(node, "container view '\(id)' shows\(embedded) in the app; it is drawn empty here")
        case .plainView, .cell:
            warn(node, "<\(node.name)> '\(id)' is drawn as a plain view (its content is not modelled)")
        case .modelled:
            break
        }
        var texts: [String] = []
        var props: [ASTDirective] = []
        readColorLacksDark = false
        let modelledKind = uikit.role == .modelled ? uikit.kind : ElementKind.view
        allowUntappable(node, id: id, kind: modelledKind)
        allowBuiltInCellLabel(node, id: id, kind: modelledKind)
        allowIconFontText(node, id: id, kind: modelledKind)
        markTapTarget(node, id: id, kind: modelledKind)
        allowInvisibleButton(node, id: id, kind: modelledKind)
        switch uikit.role == .modelled ? uikit.kind : .view {
        case .label:
            texts = [Self.labelText(node)]
            props += textProperties(node, colorKey: "textColor")
            if let lines = Self.number(node["numberOfLines"]), lines != 1 { props.append(ASTDirective("lines", [Self.value(max(0, lines))])) }
        case .button:
            texts = buttonProperties(node, id: id, into: &props)
        case .textField:
            texts = [node["placeholder"] ?? ""]
            if let text = node["text"], !text.isEmpty { props.append(ASTDirective("text", [.text(text)])) }
            // Interface Builder writes no borderStyle for UITextField's default, none.
            switch node["borderStyle"] {
            case "roundedRect": break
            case "line": props.append(ASTDirective("border", [.word("line")]))
            case "bezel": props.append(ASTDirective("border", [.word("bezel")]))
            default: props.append(ASTDirective("border", [.word("none")]))
            }
            props += textProperties(node, colorKey: "textColor")
        case .toggle:
            if node["on"] == "YES" { props.append(ASTDirective("on")) }
            // A switch of another size than UIKit's 51x31 (Xcode 26 saves iOS 26's 63x28): its
            // alignment rect's size, from the frame the file saved.
            if let rect = node.child("rect", key: "frame"), node["misplaced"] != "YES",
               let w = Self.number(rect["width"]), let h = Self.number(rect["height"]),
               abs(w - ControlSizes.switchSize.width) > 0.5 || abs(h - ControlSizes.switchSize.height) > 0.5 {
                let aligned = ControlSizes.alignmentRect(ofFrame: Rect(x: 0, y: 0, width: w, height: h), of: .toggle)
                props.append(ASTDirective("intrinsic", [.size(Self.rounded(aligned.width), Self.rounded(aligned.height))]))
                warn(node, "switch '\(id)' is \(Self.format(w))x\(Self.format(h)) in this file (Xcode 26's switch); it is laid out at that size and drawn as the 51x31 switch")
            }
        case .segmented:
            texts = (node.child("segments")?.children("segment") ?? []).map { $0["title"] ?? "" }
            if let selected = Self.number(node["selectedSegmentIndex"]) { props.append(ASTDirective("selected", [Self.value(selected)])) }
        case .slider:
            let lo = Self.number(node["minValue"]) ?? 0, hi = Self.number(node["maxValue"]) ?? 1, v = Self.number(node["value"]) ?? 0
            if hi > lo { props.append(ASTDirective("value", [Self.value(min(1, max(0, (v - lo) / (hi - lo))))])) }
            // A slider of another height than 31 where nothing else sets its height (Xcode 16.3
            // and later save 34): its alignment rect's height, from the frame the file saved.
            // (Only heights near 34: a stretched slider's frame says nothing of its own height.)
            if let rect = node.child("rect", key: "frame"), node["misplaced"] != "YES",
               let h = Self.number(rect["height"]), abs(h - 34) <= 1, !hasHeightConstant(node) {
                let aligned = ControlSizes.alignmentRect(ofFrame: Rect(x: 0, y: 0, width: 100, height: h), of: .slider)
                props.append(ASTDirective("intrinsic", [.list(nil, [("height", Self.value(Self.rounded(aligned.height)))])]))
                warn(node, "slider '\(id)' is \(Self.format(h)) high in this file (a newer Xcode's slider); it is laid out at that height")
            }
        case .progress:
            if let p = Self.number(node["progress"]) { props.append(ASTDirective("value", [Self.value(p)])) }
            // Before iOS 14 a progress view was 2 high (files from Xcode 11 and earlier save it so).
            if let rect = node.child("rect", key: "frame"), node["misplaced"] != "YES",
               let h = Self.number(rect["height"]), abs(h - 2) <= 0.5, !hasHeightConstant(node) {
                props.append(ASTDirective("intrinsic", [.list(nil, [("height", Self.value(2))])]))
            }
        case .spinner:
            if ["large", "whiteLarge"].contains(node["style"] ?? "") { props.append(ASTDirective("style", [.word("large")])) }
        case .image:
            if let image = node["image"] ?? node.child("imageReference", key: "image")?["image"] {
                // UIImageView's intrinsic size is its image's, which the file saved in its resources
                // (a symbol's: the size Xcode showed).
                if node["placeholderIntrinsicWidth"] == nil, node["placeholderIntrinsicHeight"] == nil,
                   let size = savedSymbolSize(node, image) ?? imageSizes[image] {
                    props.append(ASTDirective("intrinsic", [.size(Self.rounded(size.width), Self.rounded(size.height))]))
                }
                warn(node, "image view '\(id)' shows '\(image)' in the app; the scene has no file for it (give one: image \(id) \"file.png\")")
            }
        case .stack:
            props += stackProperties(node)
        case .view, .guide:
            break
        }
        props += savedTextSize(node, id: id, kind: uikit.role == .modelled ? uikit.kind : .view, written: props)
        if uikit.role == .plainView, let axes = Self.sizedByContent(node),
           !props.contains(where: { $0.keyword.text == "intrinsic" }) {
            // Its content is not drawn, but it sizes itself as Xcode showed it (UIKit's size
            // when the saved frame is not where the constraints put it).
            let rect = node.child("rect", key: "frame")
            var size: (width: Double, height: Double)?
            if node["misplaced"] != "YES", let w = Self.number(rect?["width"]), let h = Self.number(rect?["height"]),
               w >= 0, h >= 0, w <= 100_000, h <= 100_000 {
                size = (w, h)
            } else {
                size = UIKitElement.intrinsicSizes[node.name]
            }
            if let size {
                let list = [("width", axes.width ? size.width : nil), ("height", axes.height ? size.height : nil)]
                    .compactMap { name, v in v.map { (name, Self.value(Self.rounded($0))) } }
                props.append(ASTDirective("intrinsic", [.list(nil, list)]))
            }
        }
        props += viewProperties(node, id: id, inStack: inStack, parentFramed: parentFramed)
        if readColorLacksDark { viewsLackingDark.insert(id) }
        var body: [ASTStatement] = props.map { .property($0) }
        if let rect = node.child("rect", key: "frame") {
            body.append(.comment("Xcode's frame: x \(rect["x"] ?? "0") y \(rect["y"] ?? "0") width \(rect["width"] ?? "?") height \(rect["height"] ?? "?")"
                                 + (node["misplaced"] == "YES" ? " (misplaced: not where the constraints put it)" : ""), .generated))
        }
        if let guide = contentGuide(of: objectID) { body.append(.element(guide.element)) }
        let framed = props.contains { $0.keyword.text == "frame" }
        let isStack = uikit.role == .modelled && uikit.kind == .stack
        for child in node.child("subviews")?.children ?? [] {
            if let e = element(child, inStack: isStack, parentFramed: framed) { body.append(.element(e)) }
        }
        let kind = uikit.role == .modelled ? uikit.kind : .view
        return ASTElement(kind: kind.rawValue, id: id, texts: kind.traits.hasText || kind == .segmented ? texts : [], body: body)
    }

    /// Whether the view's own constraints fix its height to a constant (its saved height then
    /// says nothing of its intrinsic one).
    func hasHeightConstant(_ node: XMLNode) -> Bool {
        (node.child("constraints")?.children("constraint") ?? []).contains { $0["firstAttribute"] == "height" && $0["secondItem"] == nil }
    }

    /// A label's text: its `text` attribute, its `<string key="text">` (text with line breaks),
    /// or the fragments of its attributed text, joined.
    static func labelText(_ node: XMLNode) -> String {
        if let text = node["text"] { return text }
        if let string = node.children("string").first(where: { $0["key"] == "text" }) { return string.text }
        guard let attributed = node.child("attributedString", key: "attributedText") else { return "" }
        return attributed.children("fragment").map { fragment in
            fragment["content"] ?? fragment.children("string").first { $0["key"] == "content" }?.text ?? ""
        }.joined()
    }

    /// A stack view's axis, spacing, distribution, alignment and arrangement.
    func stackProperties(_ node: XMLNode) -> [ASTDirective] {
        var props: [ASTDirective] = []
        if node["axis"] == "vertical" { props.append(ASTDirective("axis", [.word("vertical")])) }
        if let spacing = Self.number(node["spacing"]), spacing != 0 {
            props.append(ASTDirective("spacing", [Self.value(spacing)]))
        } else if node["spacingType"] == "standard" {
            // Interface Builder's "Standard" spacing (UIStackView.spacingUseSystem): the system
            // spacing between sibling views, 8 pt.
            props.append(ASTDirective("spacing", [Self.value(Self.systemSpacing)]))
        }
        let distributions = ["fillEqually": "fill-equally", "fillProportionally": "fill-proportionally", "equalSpacing": "equal-spacing",
                             "equalCentering": "equal-centering"]
        if let value = node["distribution"].flatMap({ distributions[$0] }) { props.append(ASTDirective("distribution", [.word(value)])) }
        let alignments = ["leading": "leading", "top": "top", "center": "center", "trailing": "trailing", "bottom": "bottom",
                          "firstBaseline": "first-baseline", "lastBaseline": "last-baseline", "baseline": "last-baseline"]
        if let value = node["alignment"].flatMap({ alignments[$0] }) { props.append(ASTDirective("alignment", [.word(value)])) }
        // Interface Builder writes a stack view's layout margins only when its arrangement is
        // relative to them ("Relative Arrangement"); there is no attribute for it.
        let hasMargins = node.children.contains { ["edgeInsets", "directionalEdgeInsets"].contains($0.name) && ["layoutMargins", "directionalLayoutMargins"].contains($0["key"] ?? "") }
        if node["layoutMarginsRelativeArrangement"] == "YES" || hasMargins { props.append(ASTDirective("margins-relative")) }
        if node["baselineRelativeArrangement"] == "YES" { props.append(ASTDirective("baseline-relative")) }
        return props
    }

    /// The tint a control draws in that sets none of its own: UIKit's `tintColor` is inherited,
    /// from the nearest superview that sets one, else the storyboard's global tint (the file's
    /// `tintColor`, Xcode's File inspector). Only for the controls that draw the tint here
    /// (a switch's `tint` is its on colour, which UIKit does not inherit).
    func inheritedTint(_ node: XMLNode) -> XMLNode? {
        guard ["button", "slider", "progressView", "stepper"].contains(node.name) else { return nil }
        var parent = node.parent
        while let p = parent {
            if UIKitElement.byInterfaceBuilderName[p.name] != nil, let tint = p.child("color", key: "tintColor") { return tint }
            parent = p.parent
        }
        return documentTint
    }

    /// The axes a plain view sizes itself on (``UIKitElement/sizedByContent``), and a text view
    /// that does not scroll (`scrollEnabled="NO"`), which sizes itself to its text as a label does.
    static func sizedByContent(_ node: XMLNode) -> (width: Bool, height: Bool)? {
        if let axes = UIKitElement.sizedByContent[node.name] { return axes }
        return node.name == "textView" && node["scrollEnabled"] == "NO" ? (true, true) : nil
    }

    /// What every view has: colour, visibility, hugging and compression, margins, a frame when
    /// it is placed by its autoresizing mask.
    mutating func viewProperties(_ node: XMLNode, id: String, inStack: Bool, parentFramed: Bool) -> [ASTDirective] {
        var props: [ASTDirective] = []
        if let color = node.child("color", key: "backgroundColor").flatMap({ colorValue($0) }), color != .word("clear") {
            props.append(ASTDirective("color", [color]))
        }
        if let tint = (node.child("color", key: "tintColor") ?? inheritedTint(node)).flatMap({ colorValue($0) }) {
            props.append(ASTDirective("tint", [tint]))
        }
        if node["hidden"] == "YES" { props.append(ASTDirective("hidden")) }
        if let alpha = Self.number(node["alpha"]), alpha != 1 { props.append(ASTDirective("alpha", [Self.value(alpha)])) }
        for (keyword, horizontal, vertical) in [("hugging", "horizontalHuggingPriority", "verticalHuggingPriority"),
                                                ("compression", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority")] {
            // A required (1000) content priority gives way to the view's own constraints in the
            // frames Interface Builder saves (where UIKit would break one of them): 999.
            let axes = [("horizontal", Self.number(node[horizontal])), ("vertical", Self.number(node[vertical]))]
                .compactMap { axis, value in value.map { (axis, Self.value(min(999, max(1, $0)))) } }
            if [node[horizontal], node[vertical]].contains(where: { Self.number($0).map { $0 >= 1000 } ?? false }) {
                warn(node, "the required (1000) \(keyword == "hugging" ? "hugging" : "compression resistance") priority of '\(id)' is written 999: in the frames Interface Builder saved it gives way to the view's own constraints")
            }
            if !axes.isEmpty { props.append(ASTDirective(keyword, [.list(nil, axes)])) }
        }
        func inset(_ m: XMLNode, _ key: String) -> ASTValue { Self.value(Self.number(m[key]).map { min(max($0, -100_000), 100_000) } ?? 8) }
        if let m = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            props.append(ASTDirective("margins", [.list(nil, [("top", inset(m, "top")), ("leading", inset(m, "leading")),
                                                              ("bottom", inset(m, "bottom")), ("trailing", inset(m, "trailing"))])]))
        } else if let m = node.child("edgeInsets", key: "layoutMargins") {
            props.append(ASTDirective("margins", [.list(nil, [("top", inset(m, "top")), ("leading", inset(m, "left")),
                                                              ("bottom", inset(m, "bottom")), ("trailing", inset(m, "right"))])]))
        }
        // Interface Builder's placeholder intrinsic size: what its own layout (and the frames it
        // saved) used for a view whose class gives its size at run time.
        let pw = Self.number(node["placeholderIntrinsicWidth"]).map { min(max($0, 0), 100_000) }
        let ph = Self.number(node["placeholderIntrinsicHeight"]).map { min(max($0, 0), 100_000) }
        if let pw, let ph {
            props.append(ASTDirective("intrinsic", [.size(Self.rounded(pw), Self.rounded(ph))]))
        } else if let pw {
            props.append(ASTDirective("intrinsic", [.list(nil, [("width", Self.value(pw))])]))
        } else if let ph {
            props.append(ASTDirective("intrinsic", [.list(nil, [("height", Self.value(ph))])]))
        }
        // A custom view without a placeholder size, or a UIKit view whose content is not modelled
        // (a text view, a table…), in a stack that does not fill it across: UIKit's stack gives a
        // view with no intrinsic size none across (the class sizes itself at run time), Xcode
        // saved the size it showed; that size, across the stack.
        var across: String?
        let unmodelled = (node.name == "view" && node["customClass"] != nil)
            || (Self.element(of: node)?.role == .plainView && Self.sizedByContent(node) == nil)
        if pw == nil, ph == nil, unmodelled, inStack, node["misplaced"] != "YES",
           let stack = node.parent?.parent, (stack["alignment"] ?? "fill") != "fill",
           let rect = node.child("rect", key: "frame") {
            let vertical = stack["axis"] == "vertical"
            if let size = Self.number(rect[vertical ? "width" : "height"]), size > 0, size <= 100_000 {
                across = vertical ? "width" : "height"
                props.append(ASTDirective("intrinsic", [.list(nil, [(vertical ? "width" : "height", Self.value(Self.rounded(size)))])]))
            }
        }
        if let custom = node["customClass"] {
            // "an ActivityIndicatorButton", "a UIButton"; a UIKit class named on a plain view is drawn as a plain view.
            let article = custom.first.map { "AEIOU".contains($0) && !custom.hasPrefix("UI") } == true ? "an" : "a"
            let what = custom.hasPrefix("UI") ? "a <\(node.name)> whose class is \(custom), drawn as a plain view" : "\(article) \(custom)"
            warn(node, "'\(id)' is \(what): its own drawing and sizing are not known" + (pw != nil || ph != nil ? " (Interface Builder's placeholder intrinsic size is used)" : "")
                 + (across.map { " (its \($0) across its stack is the one Xcode saved)" } ?? ""))
        }
        if let runtime = node.child("userDefinedRuntimeAttributes") {
            let keys = runtime.children("userDefinedRuntimeAttribute").compactMap { $0["keyPath"] }
            warn(runtime, "runtime attributes of '\(id)' are not carried over: \(keys.joined(separator: ", "))")
        }
        if node["insetsLayoutMarginsFromSafeArea"] == "NO" { props.append(ASTDirective("insets-margins-from-safe-area", [.word("false")])) }
        if node["preservesSuperviewLayoutMargins"] == "YES" { props.append(ASTDirective("preserves-superview-margins")) }
        if node["clipsSubviews"] == "YES", Self.element(of: node)?.kind == .view { props.append(ASTDirective("clips")) }
        // translatesAutoresizingMaskIntoConstraints: Interface Builder writes NO for a view it
        // constrains; otherwise the frame and the autoresizing mask become constraints.
        // `fixedFrame="YES"`: a view left without constraints, which Interface Builder pins to
        // its frame when it builds the storyboard.
        if node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node["fixedFrame"] == "YES", !inStack,
           let rect = node.child("rect", key: "frame") {
            let values = ["x", "y", "width", "height"].map { Self.number(rect[$0] ?? "0") }
            guard values.allSatisfy({ $0.map { abs($0) <= 100_000 } ?? false }) else {
                warn(rect, "'\(id)' has a frame that is not four numbers within a screen; its frame is left out")
                return props
            }
            let v = values.map { $0 ?? 0 }
            props.append(ASTDirective("frame", [.list(nil, [("x", Self.value(v[0])), ("y", Self.value(v[1])),
                                                            ("width", Self.value(max(0, v[2]))), ("height", Self.value(max(0, v[3])))])]))
            let mask = node.child("autoresizingMask", key: "autoresizingMask")
            let flags = [("flexibleMinX", "flexible-left-margin"), ("widthSizable", "flexible-width"), ("flexibleMaxX", "flexible-right-margin"),
                         ("flexibleMinY", "flexible-top-margin"), ("heightSizable", "flexible-height"), ("flexibleMaxY", "flexible-bottom-margin")]
                .filter { mask?[$0.0] == "YES" }.map(\.1)
            if !parentFramed, !flags.isEmpty {
                // UIKit resizes it from its superview's frame as Interface Builder saved it; a
                // superview laid out by constraints has no design size in the format.
                warn(mask, "'\(id)' keeps the frame Xcode saved; its autoresizing mask is not carried over (its superview is laid out by constraints), so it does not follow a change of its superview's size")
            } else if !flags.isEmpty {
                props.append(ASTDirective("autoresizing", flags.map { .word($0) }))
            }
        }
        return props
    }

    /// Font, colour and alignment of a label, button or text field.
    mutating func textProperties(_ node: XMLNode, colorKey: String?) -> [ASTDirective] {
        let attributed = attributedTextProperties(node)
        var props = attributed
        let attributedFont = attributed.contains { $0.keyword.text == "font" }
        let attributedColor = attributed.contains { $0.keyword.text == "text-color" }
        if !attributedFont, let font = node.child("fontDescription", key: "fontDescription") ?? node.child("fontDescription") {
            if let style = font["style"] {
                if let value = TextStyle(interfaceBuilderName: style) {
                    props.append(ASTDirective("font", [.word(value.rawValue)]))
                } else {
                    warn(font, "text style '\(style)' is not known; the system font is used")
                }
            } else if let size = Self.number(font["pointSize"]), size > 0, size <= 10_000 {
                var words: [String] = []
                // Interface Builder writes UIFont.Weight's names in camel case (`ultraLight`).
                if let weight = font["weight"] {
                    if let known = FontSpec.weights.first(where: { $0.name == weight.lowercased() })?.name { words.append(known) } else {
                        warn(font, "font weight '\(weight)' is not known; regular is used")
                    }
                }
                switch font["type"] {
                case "boldSystem": words = ["bold"]
                case "italicSystem": words.append("italic")
                case "system", nil: break
                default: warn(font, "font type '\(font["type"] ?? "")' is set in the system font")
                }
                if let name = font["name"], font["type"] == nil {
                    // The weight and slant its name spells are kept.
                    words = FontNameStyle.words(forFontName: name)
                    warn(font, "font '\(name)' is set in the system font (add its file with font-file to use it)")
                }
                props.append(ASTDirective("font", [Self.value(size)] + words.map { .word($0) }))
            }
        }
        if !attributedColor, let key = colorKey, let color = node.child("color", key: key).flatMap({ colorValue($0) }) {
            props.append(ASTDirective("text-color", [color]))
        }
        if !attributed.contains(where: { $0.keyword.text == "alignment" }), let alignment = node["textAlignment"],
           ["center", "right", "left", "justified"].contains(alignment) {
            props.append(ASTDirective("alignment", [.word(alignment)]))
        }
        return props
    }

    /// A text's size as Xcode saved it (`saved-size`, or `intrinsic` for a text field or a
    /// segmented control, from its frame), measured in San
    /// Francisco, which this tool does not ship (its SF-like widths come within 1 pt for most
    /// single-line labels, not all; keeping the saved sizes puts more views on Xcode's frames:
    /// docs/import.md), so that every frame is Xcode's; a label or button then draws its text smaller rather than
    /// cut it short (`minimum-scale`, down to ``savedTextMinimumScale``). Also Interface
    /// Builder's own "adjusts font size to fit" (`minimumScaleFactor`). Not with
    /// `--measure-text`, for a misplaced view, one with a placeholder or image size, or one
    /// whose text or font the controller's code changes in a state (it must be measured).
    func savedTextSize(_ node: XMLNode, id: String, kind: ElementKind, written: [ASTDirective]) -> [ASTDirective] {
        var out: [ASTDirective] = []
        var scale: Double?
        if kind == .label || kind == .button, node["adjustsFontSizeToFit"] == "YES" {
            scale = Self.number(node["minimumScaleFactor"]).map { min(1, max(0.01, $0)) } ?? 0.01
        }
        let restyled = code?.states.values.contains { state in
            state.looks.contains { item in
                if case let .look(name, directive, _) = item { return name.text == id && ["text", "font"].contains(directive.keyword.text) }
                return false
            }
        } ?? false
        let measured: Set<ElementKind> = [.label, .button, .textField, .segmented]
        if keepsSavedTextSizes, !restyled, measured.contains(kind), node["misplaced"] != "YES",
           !written.contains(where: { $0.keyword.text == "intrinsic" }),
           node["placeholderIntrinsicWidth"] == nil, node["placeholderIntrinsicHeight"] == nil,
           let rect = node.child("rect", key: "frame"), let w = Self.number(rect["width"]), let h = Self.number(rect["height"]),
           w >= 0, h >= 0, w <= 100_000, h <= 100_000 {
            // Constraints place its alignment rect (a segmented control's is 1 pt shorter).
            let aligned = ControlSizes.alignmentRect(ofFrame: Rect(x: 0, y: 0, width: w, height: h), of: kind)
            // A label's or button's holds while its font is the size it was saved at; a larger
            // Dynamic Type size measures the text, as UIKit does.
            let keyword = kind == .label || kind == .button ? "saved-size" : "intrinsic"
            out.append(ASTDirective(keyword, [.size(Self.rounded(aligned.width), Self.rounded(aligned.height))]))
            if kind == .label || kind == .button { scale = min(scale ?? 1, Self.savedTextMinimumScale) }
        }
        if let scale { out.append(ASTDirective("minimum-scale", [Self.value(Self.rounded(scale))])) }
        return out
    }

    /// How small a text kept at Xcode's size may be drawn to fit it.
    static let savedTextMinimumScale = 0.8

    /// The system spacing between sibling views (a stack's "Standard" spacing), in points.
    static let systemSpacing = 8.0
}
