import Foundation
import SystemPackage
import StatesFormat

extension SwiftWriter {
    /// `let card = UIView()` and its like, for every element.
    func declaration(_ e: Element) -> String {
        let name = names[e.id] ?? e.id
        let uikitClass = e.kind.uikitClass
        switch e.kind {
        case .view, .image:
            if case let .size(w, h) = e.intrinsic, e.kind == .view || e.control.image == nil {
                let helper = e.kind == .view ? SwiftExport.intrinsicViewClass : SwiftExport.intrinsicImageViewClass
                return "let \(name) = \(helper)(width: \(w.map(Self.number) ?? "nil"), height: \(h.map(Self.number) ?? "nil"))"
            }
            return "let \(name) = \(uikitClass)()"
        case .button: return "let \(name) = \(uikitClass)(type: .system)"
        case .segmented:
            let items = e.control.segments.map { Self.string($0) }
            return "let \(name) = \(uikitClass)(items: [\(items.joined(separator: ", "))])"
        case .progress: return "let \(name) = \(uikitClass)(progressViewStyle: .default)"
        case .spinner: return "let \(name) = \(uikitClass)(style: .\(e.control.spinnerStyle == .large ? "large" : "medium"))"
        case .label, .textField, .toggle, .slider, .stack, .guide: return "let \(name) = \(uikitClass)()"
        }
    }

    /// Adds every element to its superview (stacks: arranged) and sets its properties.
    mutating func writeHierarchy(_ depth: Int) {
        let byID = Dictionary(scene.elements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        func visit(_ id: String) {
            guard let e = byID[id], let name = names[id] else { return }
            let parent = e.parent == "root" ? "self" : (names[e.parent] ?? "self")
            let parentIsStack = byID[e.parent]?.kind == .stack
            if e.kind == .guide {
                line("\(parent == "self" ? "" : parent + ".")addLayoutGuide(\(name))", depth)
            } else {
                line(parentIsStack ? "\(parent).addArrangedSubview(\(name))" : "\(parent == "self" ? "" : parent + ".")addSubview(\(name))", depth)
                writeProperties(e, name: name, depth)
            }
            for child in e.children { visit(child) }
        }
        for id in scene.rootChildren { visit(id) }
    }

    mutating func writeProperties(_ e: Element, name: String, _ depth: Int) {
        func set(_ text: String) { line("\(name).\(text)", depth) }
        if let frame = e.frame {
            set("translatesAutoresizingMaskIntoConstraints = true")
            set("frame = CGRect(x: \(Self.number(frame.minX)), y: \(Self.number(frame.minY)), width: \(Self.number(frame.width)), height: \(Self.number(frame.height)))")
            let flags: [(AutoresizingFlag, String)] = [(.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
                                                       (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
                                                       (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin")]
            set("autoresizingMask = [\(flags.filter { e.autoresizing.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", "))]")
        } else {
            set("translatesAutoresizingMaskIntoConstraints = false")
        }
        if e.colorWritten { set("backgroundColor = \(color(e.color))") }
        if e.hidden { set("isHidden = true") }
        if e.alpha != 1 { set("alpha = \(Self.number(e.alpha))") }
        if let text = e.text, e.kind.traits.hasText {
            switch e.kind {
            case .button:
                if let configuration = e.control.configuration {
                    line("var \(name)Configuration = UIButton.Configuration.\(configuration.rawValue)()", depth)
                    line("\(name)Configuration.title = \(Self.string(text))", depth)
                    set("configuration = \(name)Configuration")
                } else {
                    set("setTitle(\(Self.string(text)), for: .normal)")
                    set("titleLabel?.font = \(font(e.font))")
                    if let c = e.textColor { set("setTitleColor(\(color(c)), for: .normal)") }
                }
            case .textField:
                set("placeholder = \(Self.string(text))")
                if let typed = e.control.fieldText, !typed.isEmpty { set("text = \(Self.string(typed))") }
                set("font = \(font(e.font))")
                set("borderStyle = .\(["rounded": "roundedRect", "line": "line", "bezel": "bezel", "none": "none"][e.control.fieldBorder.rawValue] ?? "roundedRect")")
            default:
                set("text = \(Self.string(text))")
                set("font = \(font(e.font))")
                if let c = e.textColor { set("textColor = \(color(c))") }
                if e.textAlignment != .natural { set("textAlignment = .\(e.textAlignment.rawValue)") }
                if e.lines != 1 { set("numberOfLines = \(e.lines)") }
                let modes = ["truncate-tail": "byTruncatingTail", "truncate-head": "byTruncatingHead", "truncate-middle": "byTruncatingMiddle",
                             "clip": "byClipping", "word-wrap": "byWordWrapping", "char-wrap": "byCharWrapping"]
                if e.lineBreak != .truncateTail, let mode = modes[e.lineBreak.rawValue] { set("lineBreakMode = .\(mode)") }
                if let scale = e.minimumScale, e.kind == .label {
                    set("adjustsFontSizeToFitWidth = true")
                    set("minimumScaleFactor = \(Self.number(scale))")
                }
            }
        }
        if e.kind == .button, let icon = e.control.image {
            let stem = FilePath(icon.path).stem ?? icon.path
                .replacingOccurrences(of: "@2x", with: "").replacingOccurrences(of: "@3x", with: "")
            set("setImage(UIImage(named: \(Self.string(stem)))?.withRenderingMode(.alwaysTemplate), for: .normal)")
        }
        switch e.kind {
        case .toggle: if e.isOn { set("isOn = true") }
        case .slider: set("value = \(Self.number(e.value))")
        case .progress: set("progress = \(Self.number(e.value))")
        case .segmented: if e.selected >= 0 { set("selectedSegmentIndex = \(e.selected)") }
        case .spinner: set("startAnimating()")
        case .image:
            if let image = e.control.image {
                let stem = FilePath(image.path).stem ?? image.path
                    .replacingOccurrences(of: "@2x", with: "").replacingOccurrences(of: "@3x", with: "")
                set("image = UIImage(named: \(Self.string(stem)))")
            }
        case .stack:
            if let s = e.stack {
                if s.axis == .vertical { set("axis = .vertical") }
                if s.spacing != 0 { set("spacing = \(Self.number(s.spacing))") }
                let distributions = ["fill-equally": "fillEqually", "fill-proportionally": "fillProportionally", "equal-spacing": "equalSpacing",
                                     "equal-centering": "equalCentering"]
                if let d = distributions[s.distribution.rawValue] { set("distribution = .\(d)") }
                let alignments = ["first-baseline": "firstBaseline", "last-baseline": "lastBaseline"]
                if s.alignment != .fill { set("alignment = .\(alignments[s.alignment.rawValue] ?? s.alignment.rawValue)") }
                if s.marginsRelative { set("isLayoutMarginsRelativeArrangement = true") }
                if s.baselineRelative { set("isBaselineRelativeArrangement = true") }
            }
        default: break
        }
        if e.hugging.horizontal != 250 { set("setContentHuggingPriority(UILayoutPriority(\(e.hugging.horizontal)), for: .horizontal)") }
        if e.hugging.vertical != 250 { set("setContentHuggingPriority(UILayoutPriority(\(e.hugging.vertical)), for: .vertical)") }
        if e.compression.horizontal != 750 { set("setContentCompressionResistancePriority(UILayoutPriority(\(e.compression.horizontal)), for: .horizontal)") }
        if e.compression.vertical != 750 { set("setContentCompressionResistancePriority(UILayoutPriority(\(e.compression.vertical)), for: .vertical)") }
        let m = e.margins
        if [m.top, m.bottom, m.leading ?? m.left, m.trailing ?? m.right].contains(where: { $0 != nil && $0 != 8 }) {
            set("directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(Self.number(m.top ?? 8)), leading: \(Self.number(m.leading ?? m.left ?? 8)), "
                + "bottom: \(Self.number(m.bottom ?? 8)), trailing: \(Self.number(m.trailing ?? m.right ?? 8)))")
        }
        if !e.insetsMarginsFromSafeArea { set("insetsLayoutMarginsFromSafeArea = false") }
        if e.preservesSuperviewMargins { set("preservesSuperviewLayoutMargins = true") }
        if e.corner > 0 {
            set("layer.cornerRadius = \(Self.number(e.corner))")
            set("layer.cornerCurve = .continuous")
        }
        if let border = e.border {
            set("layer.borderWidth = \(Self.number(border.width))")
            set("layer.borderColor = \(color(border.color)).cgColor")
        }
        if e.shadow != nil { notExported.append("the shadow of '\(e.id)' (set layer.shadow… as the scene describes)") }
        if e.clips { set("clipsToBounds = true") }
        if let tint = e.tint { set("tintColor = \(color(tint))") }
        if e.transform != .identity { notExported.append("the transform of '\(e.id)'") }
    }

    /// A `UIColor` expression: one value, or a dynamic colour with a light and a dark value.
    func color(_ c: DynamicColor) -> String {
        func one(_ c: Color) -> String {
            "UIColor(red: \(Self.number(c.red)), green: \(Self.number(c.green)), blue: \(Self.number(c.blue)), alpha: \(Self.number(c.alpha)))"
        }
        if c.light == c.dark { return one(c.light) }
        return "UIColor { $0.userInterfaceStyle == .dark ? \(one(c.dark)) : \(one(c.light)) }"
    }

    /// A `UIFont` expression: a text style (Dynamic Type), or the system font at a size.
    func font(_ f: FontChoice) -> String {
        switch f {
        case .style(let style):
            return ".preferredFont(forTextStyle: .\(style.uikitName))"
        case .fixed(let spec):
            let weights = [100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium", 600: "semibold", 700: "bold",
                           800: "heavy", 900: "black"]
            let weight = weights[spec.weight] ?? "regular"
            if let family = spec.family {
                return "UIFont(name: \(Self.string(family)), size: \(Self.number(spec.size))) ?? .systemFont(ofSize: \(Self.number(spec.size)), weight: .\(weight))"
            }
            let system = ".systemFont(ofSize: \(Self.number(spec.size)), weight: .\(weight))"
            return spec.italic ? "UIFont(descriptor: UIFont.systemFont(ofSize: \(Self.number(spec.size)), weight: .\(weight)).fontDescriptor.withSymbolicTraits(.traitItalic) ?? UIFont.systemFont(ofSize: \(Self.number(spec.size))).fontDescriptor, size: \(Self.number(spec.size)))" : system
        }
    }
}
