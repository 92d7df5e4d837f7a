import Foundation
import StatesFormat

extension SceneWriter {
    /// One subview and, inside its block, its properties and subviews.
    /// `parentFramed`: the superview is root or placed by its own frame, so an autoresizing mask
    /// has the superview's design-time size to work from.
    mutating func writeElement(_ node: XMLNode, depth: Int, inStack: Bool, parentFramed: Bool = true) {
        guard let kind = Self.kind(of: node), let objectID = node["id"], let id = names[objectID] else {
            if node.name != "viewLayoutGuide" { warn(node, "<\(node.name)> is not a view this tool models; left out") }
            return
        }
        let pad = String(repeating: "    ", count: depth)
        if node.name == "containerView" {
            let embedded = embeddedNames[objectID].map { " \($0)'s view" } ?? " its embedded controller's view"
            warn(node, "container view '\(id)' shows\(embedded) in the app; it is drawn empty here")
        } else if kind == "view", node.name != "view" {
            warn(node, "<\(node.name)> '\(id)' is drawn as a plain view (its content is not modelled)")
        }
        var head = "\(pad)\(kind) \(id)"
        var props: [String] = []
        switch node.name {
        case "label":
            head += " \"\(Self.escape(node["text"] ?? ""))\""
            props += textProperties(node, colorKey: "textColor")
            if let lines = node["numberOfLines"], lines != "1" { props.append("lines \(lines)") }
        case "button":
            let normal = node.children("state").first { $0["key"] == "normal" }
            head += " \"\(Self.escape(normal?["title"] ?? node["title"] ?? ""))\""
            props += textProperties(node, colorKey: nil)
            if let color = normal.flatMap({ $0.child("color", key: "titleColor") }).flatMap({ colorValue($0) }) { props.append("text-color \(color)") }
            if node["buttonType"] == "system" || node["buttonType"] == "roundedRect" || node["buttonType"] == nil {} else {
                warn(node, "button type '\(node["buttonType"] ?? "")' is drawn as a system button")
            }
        case "textField":
            head += " \"\(Self.escape(node["placeholder"] ?? ""))\""
            if let text = node["text"], !text.isEmpty { props.append("text \"\(Self.escape(text))\"") }
            switch node["borderStyle"] {
            case "roundedRect", nil: break
            case "line": props.append("border line")
            case "bezel": props.append("border bezel")
            default: props.append("border none")
            }
            props += textProperties(node, colorKey: "textColor")
        case "switch":
            if node["on"] == "YES" { props.append("on") }
        case "segmentedControl":
            for segment in node.child("segments")?.children("segment") ?? [] { head += " \"\(Self.escape(segment["title"] ?? ""))\"" }
            if let selected = node["selectedSegmentIndex"] { props.append("selected \(selected)") }
        case "slider":
            let lo = Self.number(node["minValue"]) ?? 0, hi = Self.number(node["maxValue"]) ?? 1, v = Self.number(node["value"]) ?? 0
            if hi > lo { props.append("value \(Self.format(min(1, max(0, (v - lo) / (hi - lo)))))") }
        case "progressView":
            if let p = Self.number(node["progress"]) { props.append("value \(Self.format(p))") }
        case "activityIndicatorView":
            if ["large", "whiteLarge"].contains(node["style"] ?? "") { props.append("style large") }
        case "imageView":
            if let image = node["image"] {
                warn(node, "image view '\(id)' shows '\(image)' in the app; the scene has no file for it (give one: image \(id) \"file.png\")")
            }
        case "stackView":
            if node["axis"] == "vertical" { props.append("axis vertical") }
            if let spacing = Self.number(node["spacing"]), spacing != 0 { props.append("spacing \(Self.format(spacing))") }
            if let d = node["distribution"] {
                let map = ["fillEqually": "fill-equally", "fillProportionally": "fill-proportionally", "equalSpacing": "equal-spacing",
                           "equalCentering": "equal-centering"]
                if let value = map[d] { props.append("distribution \(value)") }
            }
            if let a = node["alignment"] {
                let map = ["leading": "leading", "top": "top", "center": "center", "trailing": "trailing", "bottom": "bottom",
                           "firstBaseline": "first-baseline", "lastBaseline": "last-baseline", "baseline": "last-baseline"]
                if let value = map[a] { props.append("alignment \(value)") }
            }
            if node["layoutMarginsRelativeArrangement"] == "YES" { props.append("margins-relative") }
            if node["baselineRelativeArrangement"] == "YES" { props.append("baseline-relative") }
        default:
            break
        }
        props += viewProperties(node, id: id, inStack: inStack, parentFramed: parentFramed)
        if let rect = node.child("rect", key: "frame") {
            props.append("# Xcode's frame: x \(rect["x"] ?? "0") y \(rect["y"] ?? "0") width \(rect["width"] ?? "?") height \(rect["height"] ?? "?")"
                         + (node["misplaced"] == "YES" ? " (misplaced: not where the constraints put it)" : ""))
        }
        let children = node.child("subviews")?.children ?? []
        lines.append(head + " {")
        for p in props { lines.append("\(pad)    \(p)") }
        let framed = props.contains { $0.hasPrefix("frame(") }
        for child in children { writeElement(child, depth: depth + 1, inStack: node.name == "stackView", parentFramed: framed) }
        lines.append("\(pad)}")
    }

    /// What every view has: colour, visibility, hugging and compression, margins, a frame when
    /// it is placed by its autoresizing mask.
    mutating func viewProperties(_ node: XMLNode, id: String, inStack: Bool, parentFramed: Bool) -> [String] {
        var props: [String] = []
        if let color = node.child("color", key: "backgroundColor").flatMap({ colorValue($0) }), color != "clear" { props.append("color \(color)") }
        if node["hidden"] == "YES" { props.append("hidden") }
        if let alpha = Self.number(node["alpha"]), alpha != 1 { props.append("alpha \(Self.format(alpha))") }
        let hh = node["horizontalHuggingPriority"], vh = node["verticalHuggingPriority"]
        if hh != nil || vh != nil {
            props.append("hugging(" + [hh.map { "horizontal: \($0)" }, vh.map { "vertical: \($0)" }].compactMap { $0 }.joined(separator: ", ") + ")")
        }
        let hc = node["horizontalCompressionResistancePriority"], vc = node["verticalCompressionResistancePriority"]
        if hc != nil || vc != nil {
            props.append("compression(" + [hc.map { "horizontal: \($0)" }, vc.map { "vertical: \($0)" }].compactMap { $0 }.joined(separator: ", ") + ")")
        }
        func inset(_ m: XMLNode, _ key: String) -> String {
            Self.format(Self.number(m[key]).map { min(max($0, -100_000), 100_000) } ?? 8)
        }
        if let m = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            props.append("margins(top: \(inset(m, "top")), leading: \(inset(m, "leading")), bottom: \(inset(m, "bottom")), trailing: \(inset(m, "trailing")))")
        } else if let m = node.child("edgeInsets", key: "layoutMargins") {
            props.append("margins(top: \(inset(m, "top")), leading: \(inset(m, "left")), bottom: \(inset(m, "bottom")), trailing: \(inset(m, "right")))")
        }
        // Interface Builder's placeholder intrinsic size: what its own layout (and the frames it
        // saved) used for a view whose class gives its size at run time.
        let pw = Self.number(node["placeholderIntrinsicWidth"]), ph = Self.number(node["placeholderIntrinsicHeight"])
        if let pw, let ph { props.append("intrinsic \(Self.format(pw))x\(Self.format(ph))") } else if let pw {
            props.append("intrinsic(width: \(Self.format(pw)))")
        } else if let ph {
            props.append("intrinsic(height: \(Self.format(ph)))")
        }
        if let custom = node["customClass"] {
            warn(node, "'\(id)' is a \(custom): its own drawing and sizing are not known" + (pw != nil || ph != nil ? " (Interface Builder's placeholder intrinsic size is used)" : ""))
        }
        if let runtime = node.child("userDefinedRuntimeAttributes") {
            let keys = runtime.children("userDefinedRuntimeAttribute").compactMap { $0["keyPath"] }
            warn(runtime, "runtime attributes of '\(id)' are not carried over: \(keys.joined(separator: ", "))")
        }
        if node["insetsLayoutMarginsFromSafeArea"] == "NO" { props.append("insets-margins-from-safe-area false") }
        if node["preservesSuperviewLayoutMargins"] == "YES" { props.append("preserves-superview-margins") }
        if node["clipsSubviews"] == "YES", node.name == "view" { props.append("clips") }
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
            props.append("frame(x: \(Self.format(values[0] ?? 0)), y: \(Self.format(values[1] ?? 0)), width: \(Self.format(max(0, values[2] ?? 0))), height: \(Self.format(max(0, values[3] ?? 0))))")
            let mask = node.child("autoresizingMask", key: "autoresizingMask")
            let flexible = mask.map { m in ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"].contains { m[$0] == "YES" } } ?? false
            if !parentFramed, flexible {
                // UIKit resizes it from its superview's frame as Interface Builder saved it; a
                // superview laid out by constraints has no design size in the format.
                warn(mask, "'\(id)' keeps the frame Xcode saved; its autoresizing mask is not carried over (its superview is laid out by constraints), so it does not follow a change of its superview's size")
            } else if let mask {
                let flags = [("flexibleMinX", "flexible-left-margin"), ("widthSizable", "flexible-width"), ("flexibleMaxX", "flexible-right-margin"),
                             ("flexibleMinY", "flexible-top-margin"), ("heightSizable", "flexible-height"), ("flexibleMaxY", "flexible-bottom-margin")]
                    .filter { mask[$0.0] == "YES" }.map(\.1)
                if !flags.isEmpty { props.append("autoresizing " + flags.joined(separator: ", ")) }
            }
        }
        return props
    }

    /// Font, colour and alignment of a label, button or text field.
    mutating func textProperties(_ node: XMLNode, colorKey: String?) -> [String] {
        var props: [String] = []
        if let font = node.child("fontDescription", key: "fontDescription") ?? node.child("fontDescription") {
            if let style = font["style"] {
                let styles = ["UICTFontTextStyleLargeTitle": "large-title", "UICTFontTextStyleTitle0": "large-title",
                              "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
                              "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
                              "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
                              "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2"]
                if let value = styles[style] { props.append("font \(value)") } else { warn(font, "text style '\(style)' is not known; the system font is used") }
            } else if let size = Self.number(font["pointSize"]) {
                var weight = font["weight"] ?? ""
                switch font["type"] {
                case "boldSystem": weight = "bold"
                case "italicSystem": weight += " italic"
                case "system", nil: break
                default: warn(font, "font type '\(font["type"] ?? "")' is set in the system font")
                }
                if font["name"] != nil, font["type"] == nil { warn(font, "font '\(font["name"] ?? "")' is set in the system font (add its file with font-file to use it)") }
                props.append(("font \(Self.format(size)) " + weight).trimmingCharacters(in: .whitespaces))
            }
        }
        if let key = colorKey, let color = node.child("color", key: key).flatMap({ colorValue($0) }) { props.append("text-color \(color)") }
        switch node["textAlignment"] {
        case "center": props.append("alignment center")
        case "right": props.append("alignment right")
        case "left": props.append("alignment left")
        case "justified": props.append("alignment justified")
        default: break
        }
        return props
    }

    /// `<color …>` as the format writes it: a system colour's name (through ``SystemColors``,
    /// which knows Interface Builder's older names), a catalog or unknown system colour by the
    /// value the file saved in its `<resources>` (with a warning), or `#RRGGBB[AA]`.
    mutating func colorValue(_ color: XMLNode) -> String? {
        if let system = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
            if system == "lightTextColor" { return "#FFFFFF99" }
            if let name = SystemColors.canonicalName(for: system) { return name }
            if let saved = resources[system].flatMap({ $0.child("color") }).flatMap({ colorValue($0) }) {
                warn(color, "system colour '\(system)' is drawn with the value the file saved (\(saved)), the same in dark mode")
                return saved
            }
            warn(color, "system colour '\(system)' is not known and the file saved no value for it; left out (the view is clear)")
            return nil
        }
        if color["name"] != nil, color["red"] == nil, color["white"] == nil {
            let name = color["name"] ?? ""
            if let saved = resources[name].flatMap({ $0.child("color") }).flatMap({ colorValue($0) }) {
                warn(color, "catalog colour '\(name)' is drawn with the value the file saved (\(saved)), the same in dark mode")
                return saved
            }
            warn(color, "catalog colour '\(name)' is in an asset catalog the file does not include; left out (the view is clear)")
            return nil
        }
        func channel(_ key: String) -> Double? { Self.number(color[key]) }
        var rgb: (Double, Double, Double)?
        if let r = channel("red"), let g = channel("green"), let b = channel("blue") { rgb = (r, g, b) }
        if let w = channel("white") { rgb = (w, w, w) }
        guard let (r, g, b) = rgb else {
            if color["name"] != nil { warn(color, "named colour '\(color["name"] ?? "")' (an asset catalog's) is not available; left out") }
            return nil
        }
        let alpha = channel("alpha") ?? 1
        if alpha == 0 { return "clear" }
        let spaces: Set<String> = ["custom", "calibratedRGB", "calibratedWhite", "deviceRGB", "deviceWhite"]
        let custom: Set<String> = ["sRGB", "genericGamma22GrayColorSpace", "extendedSRGB", "extendedGray"]
        if let space = color["colorSpace"], !spaces.contains(space) || (space == "custom" && !custom.contains(color["customColorSpace"] ?? "sRGB")) {
            warn(color, "colour space '\(space == "custom" ? color["customColorSpace"] ?? space : space)' is read as sRGB")
        }
        guard r.isFinite, g.isFinite, b.isFinite, alpha.isFinite else {
            warn(color, "a colour with a channel that is not a number; left out")
            return nil
        }
        return StatesText.hex(r, g, b, alpha)
    }
}
