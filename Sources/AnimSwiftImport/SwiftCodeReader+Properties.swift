import AnimUIKit
import Foundation
import StatesFormat
import SwiftSyntax

extension SwiftCodeReader {
    mutating func addProperty(_ receiver: String, _ property: ASTDirective) {
        guard let index = model.viewIndex(Self.unquote(receiver)) else { return }
        model.views[index].properties.append(property)
    }

    /// `x.property = value`, `constraint.priority = …`, `constraint.isActive = …`.
    mutating func readAssignment(lhs: ExprSyntax, rhs: ExprSyntax, state: String?) {
        guard let path = SwiftValue.path(lhs) else { return }
        // `view.backgroundColor = .white` (a view controller) or `backgroundColor = …` (the view itself): the root's.
        if ["backgroundColor", "self.backgroundColor", "view.backgroundColor", "self.view.backgroundColor"].contains(path), state == nil {
            if let c = color(rhs) { model.rootColor = c }
            return
        }
        // `leading = title.leadingAnchor.constraint(…)`: a constraint property set in code.
        if !path.contains("."), model.viewIndex(Self.unquote(path)) == nil, var c = constraint(rhs) {
            c.name = Self.unquote(path)
            if let i = model.constraintIndex(c.name) { model.constraints[i] = c } else { model.constraints.append(c) }
            return
        }
        var parts = path.split(separator: ".").map { Self.unquote(String($0)) }
        guard parts.count >= 2 else { return }
        let property = parts.removeLast()
        let target = parts.joined(separator: ".")
        // Constraints.
        if let index = model.constraintIndex(target) {
            let name = model.constraints[index].name
            // `c.constant = position == .Left ? 8 : 40` (article 002, docs/scenes.md): a value per state.
            if state == nil, let perState = valuesByState(rhs) {
                for (s, value) in perState {
                    if property == "constant" { setConstant(name, value, state: s) }
                    if property == "priority", let p = SwiftValue.number(value) { setPriority(name, p, state: s) }
                    if property == "isActive", let b = SwiftValue.bool(value) { record(name, active: b, state: s) }
                }
                return
            }
            switch property {
            case "priority": if let p = SwiftValue.number(rhs) { setPriority(name, p, state: state) }
            case "constant": setConstant(name, rhs, state: state)
            case "isActive": if let b = SwiftValue.bool(rhs) { record(name, active: b, state: state) }
            case "identifier": if let id = SwiftValue.string(rhs), !id.contains(":") { model.constraints[index].sceneName = id }
            default: break
            }
            return
        }
        // `xConfiguration.title = "…"`: the button's title.
        if parts.count == 1, parts[0].hasSuffix("Configuration"), property == "title", let title = SwiftValue.string(rhs),
           let index = model.viewIndex(String(parts[0].dropLast("Configuration".count))) {
            model.views[index].texts = [title]
            return
        }
        let view = parts[0]
        guard let index = model.viewIndex(view) else { return }
        // `middle.isHidden = size == .compact`, `label.alpha = size == .tall ? 1 : 0`: a value per state.
        if state == nil, parts.count == 1, property == "isHidden" || property == "alpha" {
            if let perState = valuesByState(rhs) {
                for (s, value) in perState { readAssignment(lhs: lhs, rhs: value, state: s) }
                return
            }
            if property == "isHidden", let infix = rhs.as(InfixOperatorExprSyntax.self),
               let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
               let compared = SwiftValue.member(infix.rightOperand).map(Self.unquote), model.stateNames.contains(compared) {
                for s in model.stateNames { model.states[s, default: .init()].hidden[view] = (s == compared) == (op == "==") }
                return
            }
        }
        if let state {
            var look: ASTDirective?
            switch (parts.dropFirst().joined(separator: "."), property) {
            case ("", "isHidden"): if let b = SwiftValue.bool(rhs) { model.states[state, default: .init()].hidden[view] = b }
            case ("", "alpha"): if let a = SwiftValue.number(rhs) { model.states[state, default: .init()].alpha[view] = a }
            case ("", "text"), ("configuration", "title"): look = SwiftValue.string(rhs).map { ASTDirective("text", [.text($0)]) }
            case ("", "backgroundColor"): look = color(rhs).map { ASTDirective("color", [$0]) }
            case ("", "textColor"): look = color(rhs).map { ASTDirective("text-color", [$0]) }
            case ("layer", "cornerRadius"): look = SwiftValue.number(rhs).map { ASTDirective("corner", [Self.value($0)]) }
            case ("", "isOn"): look = SwiftValue.bool(rhs).map { ASTDirective($0 ? "on" : "off") }
            case ("", "value"), ("", "progress"): look = SwiftValue.number(rhs).map { ASTDirective("value", [Self.value($0)]) }
            case ("", "selectedSegmentIndex"): look = SwiftValue.number(rhs).map { ASTDirective("selected", [Self.value($0)]) }
            default: warn(lhs, "'\(path)' set in state '\(state)' is not read")
            }
            if let look { model.states[state, default: .init()].looks.append(.look(ASTName(view), look, .generated)) }
            return
        }
        let sub = parts.dropFirst().joined(separator: ".")
        var add: ASTDirective?
        switch (sub, property) {
        case ("", "text"):
            if model.views[index].kind == ElementKind.textField.rawValue { add = SwiftValue.string(rhs).map { ASTDirective("text", [.text($0)]) } } else {
                model.views[index].texts = SwiftValue.string(rhs).map { [$0] } ?? []
            }
        case ("", "placeholder"): model.views[index].texts = SwiftValue.string(rhs).map { [$0] } ?? []
        case ("", "font"), ("titleLabel", "font"): add = font(rhs).map { ASTDirective("font", $0) }
        case ("", "numberOfLines"): add = SwiftValue.number(rhs).map { ASTDirective("lines", [Self.value($0)]) }
        case ("", "minimumScaleFactor"), ("titleLabel", "minimumScaleFactor"):
            add = SwiftValue.number(rhs).map { ASTDirective("minimum-scale", [Self.value(min(1, max(0.01, $0)))]) }
        case ("", "textAlignment"): add = SwiftValue.member(rhs).map { ASTDirective("alignment", [.word($0)]) }
        case ("", "lineBreakMode"):
            let modes = ["byTruncatingTail": "truncate-tail", "byTruncatingHead": "truncate-head", "byTruncatingMiddle": "truncate-middle",
                         "byClipping": "clip", "byWordWrapping": "word-wrap", "byCharWrapping": "char-wrap"]
            add = SwiftValue.member(rhs).flatMap { modes[$0] }.map { ASTDirective("line-break", [.word($0)]) }
        case ("", "isHidden"):
            if SwiftValue.bool(rhs) == true { add = ASTDirective("hidden"); model.baseHidden.insert(view) }
        case ("", "alpha"): add = SwiftValue.number(rhs).map { ASTDirective("alpha", [Self.value($0)]) }
        case ("", "axis"): if SwiftValue.member(rhs) == "vertical" { add = ASTDirective("axis", [.word("vertical")]) }
        case ("", "spacing"): add = SwiftValue.number(rhs).map { ASTDirective("spacing", [Self.value($0)]) }
        case ("", "distribution"):
            let map = ["fillEqually": "fill-equally", "fillProportionally": "fill-proportionally", "equalSpacing": "equal-spacing",
                       "equalCentering": "equal-centering", "fill": "fill"]
            add = SwiftValue.member(rhs).flatMap { map[$0] }.map { ASTDirective("distribution", [.word($0)]) }
        case ("", "alignment"):
            let map = ["firstBaseline": "first-baseline", "lastBaseline": "last-baseline"]
            add = SwiftValue.member(rhs).map { ASTDirective("alignment", [.word(map[$0] ?? $0)]) }
        case ("", "isLayoutMarginsRelativeArrangement"): if SwiftValue.bool(rhs) == true { add = ASTDirective("margins-relative") }
        case ("", "isBaselineRelativeArrangement"): if SwiftValue.bool(rhs) == true { add = ASTDirective("baseline-relative") }
        case ("", "frame"):
            if let call = rhs.as(FunctionCallExprSyntax.self) {
                let v = ["x", "y", "width", "height"].map { SwiftValue.number(SwiftValue.argument(call, $0)) ?? 0 }
                add = ASTDirective("frame", [.list(nil, zip(["x", "y", "width", "height"], v).map { ($0, Self.value($1)) })])
            }
        case ("", "autoresizingMask"):
            let map = ["flexibleLeftMargin": "flexible-left-margin", "flexibleWidth": "flexible-width", "flexibleRightMargin": "flexible-right-margin",
                       "flexibleTopMargin": "flexible-top-margin", "flexibleHeight": "flexible-height", "flexibleBottomMargin": "flexible-bottom-margin"]
            let flags = rhs.as(ArrayExprSyntax.self)?.elements.compactMap { SwiftValue.member($0.expression).flatMap { map[$0] } } ?? []
            if !flags.isEmpty { add = ASTDirective("autoresizing", flags.map { .word($0) }) }
        case ("", "directionalLayoutMargins"):
            if let call = rhs.as(FunctionCallExprSyntax.self) {
                let v = ["top", "leading", "bottom", "trailing"].map { SwiftValue.number(SwiftValue.argument(call, $0)) ?? 8 }
                add = ASTDirective("margins", [.list(nil, zip(["top", "leading", "bottom", "trailing"], v).map { ($0, Self.value($1)) })])
            }
        case ("", "insetsLayoutMarginsFromSafeArea"): if SwiftValue.bool(rhs) == false { add = ASTDirective("insets-margins-from-safe-area", [.word("false")]) }
        case ("", "preservesSuperviewLayoutMargins"): if SwiftValue.bool(rhs) == true { add = ASTDirective("preserves-superview-margins") }
        case ("", "clipsToBounds"): if SwiftValue.bool(rhs) == true { add = ASTDirective("clips") }
        case ("layer", "cornerRadius"): add = SwiftValue.number(rhs).map { ASTDirective("corner", [Self.value($0)]) }
        case ("", "isOn"): if SwiftValue.bool(rhs) == true { add = ASTDirective("on") }
        case ("", "value"), ("", "progress"): add = SwiftValue.number(rhs).map { ASTDirective("value", [Self.value($0)]) }
        case ("", "selectedSegmentIndex"): add = SwiftValue.number(rhs).map { ASTDirective("selected", [Self.value($0)]) }
        case ("", "borderStyle"):
            let map = ["roundedRect": "rounded", "line": "line", "bezel": "bezel", "none": "none"]
            add = SwiftValue.member(rhs).flatMap { map[$0] }.map { ASTDirective("border", [.word($0)]) }
        case ("", "backgroundColor"), ("", "textColor"), ("", "tintColor"):
            if let c = color(rhs) { add = ASTDirective(property == "backgroundColor" ? "color" : property == "textColor" ? "text-color" : "tint", [c]) }
        case ("", "translatesAutoresizingMaskIntoConstraints"), ("layer", "cornerCurve"), ("", "isUserInteractionEnabled"),
             ("", "configuration"), ("layer", "borderColor"), ("layer", "borderWidth"), ("", "image"):
            break
        default:
            warn(lhs, "'\(path)' is not read; the scene does not carry it")
        }
        if let add { model.views[index].properties.append(add) }
    }

    /// `position == .left ? a : (position == .center ? b : c)`: the value each state takes, when
    /// the condition compares with the states' cases.
    func valuesByState(_ expr: ExprSyntax) -> [(String, ExprSyntax)]? {
        guard let ternary = expr.as(TernaryExprSyntax.self), let condition = ternary.condition.as(InfixOperatorExprSyntax.self),
              let op = condition.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
              let compared = SwiftValue.member(condition.rightOperand).map(Self.unquote), model.stateNames.contains(compared) else { return nil }
        let equal = op == "=="
        let rest = valuesByState(equal ? ternary.elseExpression : ternary.thenExpression)
        return model.stateNames.map { s in
            if s == compared { return (s, equal ? ternary.thenExpression : ternary.elseExpression) }
            if let nested = rest?.first(where: { $0.0 == s }) { return nested }
            return (s, equal ? ternary.elseExpression : ternary.thenExpression)
        }
    }

    /// `.preferredFont(forTextStyle: .title2)` → `title2`; `.systemFont(ofSize: 15, weight: .semibold)` → `15 semibold`.
    func font(_ expr: ExprSyntax) -> [ASTValue]? {
        if let binary = expr.as(InfixOperatorExprSyntax.self) { return font(binary.leftOperand) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch method {
        case "preferredFont":
            return SwiftValue.member(SwiftValue.argument(call, "forTextStyle")).map { [.word(TextStyle(uikitName: $0)?.rawValue ?? $0)] }
        case "systemFont", "boldSystemFont", "italicSystemFont":
            guard let size = SwiftValue.number(SwiftValue.argument(call, "ofSize")) else { return nil }
            let weight = method == "boldSystemFont" ? "bold" : (SwiftValue.member(SwiftValue.argument(call, "weight")).map { $0 == "ultraLight" ? "ultralight" : $0 } ?? "")
            return [Self.value(size)] + (weight.isEmpty ? [] : [.word(weight)]) + (method == "italicSystemFont" ? [.word("italic")] : [])
        case "UIFont":
            if let descriptor = SwiftValue.argument(call, "descriptor"), let size = SwiftValue.number(SwiftValue.argument(call, "size")),
               descriptor.trimmedDescription.contains("traitItalic") {
                let weight = descriptor.trimmedDescription.range(of: #"weight: \.(\w+)"#, options: .regularExpression).map {
                    String(descriptor.trimmedDescription[$0].dropFirst("weight: .".count))
                } ?? "regular"
                return [Self.value(size), .word(weight), .word("italic")]
            }
            if let name = SwiftValue.string(SwiftValue.argument(call, "name")), let size = SwiftValue.number(SwiftValue.argument(call, "size")) {
                return [.text(name), Self.value(size)]
            }
            return nil
        default:
            return nil
        }
    }

    /// `UIColor(red: 1, green: 0, blue: 0, alpha: 1)` → `#FF0000`; a dynamic colour's light value.
    func color(_ expr: ExprSyntax) -> ASTValue? {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let closure = call.trailingClosure {
                // `UIColor { $0.userInterfaceStyle == .dark ? DARK : LIGHT }`
                let text = closure.statements.first?.item.as(ExprSyntax.self)
                if let ternary = text?.as(TernaryExprSyntax.self) { return color(ternary.elseExpression) }
                return nil
            }
            let channels = ["red", "green", "blue"].map { SwiftValue.number(SwiftValue.argument(call, $0)) }
            guard let r = channels[0], let g = channels[1], let b = channels[2] else {
                if let w = SwiftValue.number(SwiftValue.argument(call, "white")) { return hex(w, w, w, SwiftValue.number(SwiftValue.argument(call, "alpha")) ?? 1) }
                return nil
            }
            return hex(r, g, b, SwiftValue.number(SwiftValue.argument(call, "alpha")) ?? 1)
        }
        if let m = SwiftValue.member(expr) { return .word(m) }
        return nil
    }

    /// A colour value from components in 0…1 (`clear` when transparent).
    func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> ASTValue {
        func unit(_ v: Double) -> Double { min(1, max(0, v.isFinite ? v : 0)) }
        return a <= 0 ? .word("clear") : .color(Color(red: unit(r), green: unit(g), blue: unit(b), alpha: unit(a)))
    }

    /// `timing(from:to:)`: `case (.a, .b): return (0.35, UICubicTimingParameters(animationCurve: .easeInOut))`.
    mutating func readTiming(_ body: CodeBlockSyntax) {
        for statement in body.statements {
            guard let s = (statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression)?.as(SwitchExprSyntax.self) else { continue }
            for caseItem in s.cases {
                guard let c = caseItem.as(SwitchCaseSyntax.self), let label = c.label.as(SwitchCaseLabelSyntax.self),
                      let ret = c.statements.first?.item.as(ReturnStmtSyntax.self)?.expression?.as(TupleExprSyntax.self),
                      ret.elements.count == 2, let duration = SwiftValue.number(ret.elements.first?.expression),
                      let timing = ret.elements.last?.expression.as(FunctionCallExprSyntax.self) else { continue }
                var curve: [ASTValue] = [.word("ease-in-out")]
                if let named = SwiftValue.member(SwiftValue.argument(timing, "animationCurve")) {
                    curve = [.word(["linear": "linear", "easeIn": "ease-in", "easeOut": "ease-out", "easeInOut": "ease-in-out"][named] ?? "ease-in-out")]
                } else if let p1 = SwiftValue.argument(timing, "controlPoint1")?.as(FunctionCallExprSyntax.self),
                          let p2 = SwiftValue.argument(timing, "controlPoint2")?.as(FunctionCallExprSyntax.self) {
                    let v = [p1, p2].flatMap { p in ["x", "y"].map { SwiftValue.number(SwiftValue.argument(p, $0)) ?? 0 } }
                    curve = [.list("cubic-bezier", v.map { (nil, Self.value($0)) })]
                } else if let mass = SwiftValue.number(SwiftValue.argument(timing, "mass")),
                          let stiffness = SwiftValue.number(SwiftValue.argument(timing, "stiffness")),
                          let damping = SwiftValue.number(SwiftValue.argument(timing, "damping")) {
                    curve = [.list("spring", [("mass", Self.value(mass)), ("stiffness", Self.value(stiffness)), ("damping", Self.value(damping)),
                                              ("velocity", Self.value(0))])]
                }
                for item in label.caseItems {
                    guard let tuple = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
                          tuple.elements.count == 2 else { continue }
                    let ends = tuple.elements.map { SwiftValue.member($0.expression).map(Self.unquote) ?? "*" }
                    model.transitions.append((ends[0], ends[1], duration, curve))
                }
            }
        }
    }
}
