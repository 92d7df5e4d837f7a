/// The canvas and named `size` environments.
extension Checker {
    /// `canvas WxH [safe-area(...)] [margins(...)|margins N] [rtl] [scale N] [text-size C]` or a
    /// `size`'s values (no `scale`).
    mutating func environment(named name: String, _ d: ASTDirective, isCanvas: Bool) -> Environment? {
        let what = isCanvas ? "canvas" : "size '\(name)'"
        var ok = true
        var env: Environment
        var k = 1
        switch d.values.first {
        case .size(let w, let h, let sizeRange)?:
            if !(w >= 1 && w <= 16384 && h >= 1 && h <= 16384) {
                error("\(what) size must be between 1 and 16384 points on each side", sizeRange)
                ok = false
            }
            env = Environment(name: name, size: Size(width: w, height: h), range: d.range)
        case .identifier(let n)? where Device.named(n.text) != nil:
            // `canvas iphone-15-pro [landscape]`: the device's screen, safe area, scale and keyboard.
            guard let device = Device.named(n.text) else { return nil }
            var landscape = false
            if d.values.count > 1, case .identifier(let o) = d.values[1], o.text == "landscape" || o.text == "portrait" {
                landscape = o.text == "landscape"
                k = 2
            }
            env = Environment(name: name, size: device.size(landscape: landscape), safeArea: device.safeArea(landscape: landscape),
                              range: d.range)
            env.device = device.name
            env.keyboardHeight = landscape ? device.keyboard.landscape : device.keyboard.portrait
            if isCanvas { env.scale = device.scale }
        default:
            let word: String
            if case .identifier(let n)? = d.values.first { word = n.text } else { word = "" }
            let names = Device.all.map(\.name)
            let hint = word.isEmpty ? "" : Suggestion.suffix(for: word, among: names)
            error("'\(isCanvas ? "canvas" : "size")' needs a size such as 390x844 or a device\(hint) (animlayout devices lists them)",
                  d.values.first?.range ?? d.range)
            return nil
        }
        var seen: Set<String> = []
        while k < d.values.count {
            let v = d.values[k]
            k += 1
            let options = ["safe-area", "margins", "rtl", "scale", "text-size", "size-class", "system-minimum-margins", "appearance",
                           "keyboard-height"]
            let word: String
            let wordRange: SourceRange
            switch v {
            case .list(let n?, _, _): word = n.text; wordRange = n.range
            case .identifier(let n): word = n.text; wordRange = n.range
            default:
                error("unexpected value in \(what); expected safe-area(...), margins, rtl, \(isCanvas ? "scale, " : "")or text-size", v.range)
                ok = false
                continue
            }
            if seen.contains(word), options.contains(word) {
                error("'\(word)' is given twice", wordRange)
                ok = false
                continue
            }
            seen.insert(word)
            switch word {
            case "safe-area":
                if let i = insets(v, default: nil) { env.safeArea = i } else { ok = false }
            case "margins":
                if case .list = v {
                    if let i = insets(v, default: nil, allowNegative: true) { env.margins = i } else { ok = false }
                } else if k < d.values.count, let m = plainNumber(d.values[k], "the margin") {
                    k += 1
                    env.margins = .all(m)
                } else {
                    error("'margins' needs a number or a list such as margins(leading: 20)", wordRange)
                    ok = false
                }
            case "rtl":
                if case .list = v {
                    error("'rtl' takes no values", v.range)
                    ok = false
                }
                env.rtl = true
            case "scale" where isCanvas:
                guard k < d.values.count, let s = plainNumber(d.values[k], "the scale") else {
                    error("'scale' needs a number", wordRange)
                    ok = false
                    continue
                }
                k += 1
                if s > 0 && s <= 8 { env.scale = s } else {
                    error("scale must be greater than 0 and at most 8", d.values[k - 1].range)
                    ok = false
                }
            case "size-class":
                if case .list = v {
                    if !sizeClassList(v, into: &env) { ok = false }
                    continue
                }
                guard k < d.values.count, case .identifier(let n) = d.values[k] else {
                    error("'size-class' needs regular or compact", wordRange)
                    ok = false
                    continue
                }
                k += 1
                if let c = SizeClass(rawValue: n.text) { env.sizeClassOverride = c } else {
                    error(Suggestion.message("unknown size class '\(n.text)'", for: n.text, among: ["regular", "compact"],
                                             otherwise: "expected regular or compact"), n.range)
                    ok = false
                }
            case "keyboard-height":
                guard k < d.values.count, let v = plainNumber(d.values[k], "the keyboard height") else {
                    error("'keyboard-height' needs a height in points", wordRange)
                    ok = false
                    continue
                }
                k += 1
                if v >= 0 && v <= env.size.height { env.keyboardHeight = v } else {
                    error("the keyboard height must be between 0 and the height of the \(isCanvas ? "canvas" : "size") (\(Self.format(env.size.height)))", d.values[k - 1].range)
                    ok = false
                }
            case "appearance":
                guard k < d.values.count, case .identifier(let n) = d.values[k] else {
                    error("'appearance' needs light or dark", wordRange)
                    ok = false
                    continue
                }
                k += 1
                if let a = Appearance(rawValue: n.text) { env.appearance = a } else {
                    error(Suggestion.message("unknown appearance '\(n.text)'", for: n.text, among: ["light", "dark"],
                                             otherwise: "expected light or dark"), n.range)
                    ok = false
                }
            case "system-minimum-margins":
                guard k < d.values.count, case .identifier(let n) = d.values[k], n.text == "true" || n.text == "false" else {
                    error("'system-minimum-margins' needs true or false", wordRange)
                    ok = false
                    continue
                }
                k += 1
                env.respectsSystemMinimumMargins = n.text == "true"
            case "text-size":
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                guard k < d.values.count, case .identifier(let n) = d.values[k] else {
                    error("'text-size' needs a Dynamic Type category: \(names.joined(separator: ", "))", wordRange)
                    ok = false
                    continue
                }
                k += 1
                if let category = ContentSizeCategory(rawValue: n.text) {
                    env.textSize = category
                } else {
                    error(Suggestion.message("unknown text-size '\(n.text)'", for: n.text, among: names,
                                             otherwise: "expected one of \(names.joined(separator: ", "))"), n.range)
                    ok = false
                }
            default:
                let allowed = isCanvas ? options : ["safe-area", "margins", "rtl", "text-size", "size-class", "system-minimum-margins", "appearance",
                                                    "keyboard-height"]
                error("unknown \(isCanvas ? "canvas" : "size") option '\(word)'\(Suggestion.suffix(for: word, among: allowed))", wordRange)
                ok = false
            }
        }
        return ok ? env : nil
    }

    /// `size-class(width: W, height: H)`: either or both classes; false (reported) when malformed.
    mutating func sizeClassList(_ v: ASTValue, into env: inout Environment) -> Bool {
        guard case .list(_, let arguments, let r) = v, !arguments.isEmpty else {
            error("'size-class' needs regular or compact, or (width: W, height: H)", v.range)
            return false
        }
        var ok = true
        for argument in arguments {
            guard let label = argument.label, label.text == "width" || label.text == "height" else {
                error("'size-class(...)' takes 'width:' and 'height:', each regular or compact", argument.label?.range ?? argument.value.range)
                ok = false
                continue
            }
            guard case .identifier(let n) = argument.value, let c = SizeClass(rawValue: n.text) else {
                let word: String
                if case .identifier(let n) = argument.value { word = n.text } else { word = "" }
                error(Suggestion.message("unknown size class '\(word)'", for: word, among: ["regular", "compact"],
                                         otherwise: "expected regular or compact"), argument.value.range)
                ok = false
                continue
            }
            if label.text == "width" { env.sizeClassOverride = c } else { env.heightSizeClassOverride = c }
        }
        _ = r
        return ok
    }
}
