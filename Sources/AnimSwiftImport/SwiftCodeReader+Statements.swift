import AnimUIKit
import StatesFormat
import SwiftSyntax

extension SwiftCodeReader {
    /// Reads statements in a method: hierarchy, properties, activation; a `switch state`
    /// gives each case's changes (`state` set).
    mutating func readStatements(_ items: CodeBlockItemListSyntax, state: String?, function: String) {
        for item in items {
            if let e = item.item.as(ExprSyntax.self) {
                readExpression(e, state: state, function: function)
            } else if let s = item.item.as(ExpressionStmtSyntax.self) {
                readExpression(s.expression, state: state, function: function)
            } else if let v = item.item.as(VariableDeclSyntax.self) {
                // `let value0 = ((bounds.width - frameInRoot(title).width) / 2)`: constant math for later;
                // `let low = caption.widthAnchor.constraint(…)`: a constraint named by the local.
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                    if let closure = value.as(ClosureExprSyntax.self) {
                        // `let changes = { … }` (article 002, docs/scenes.md): its statements are the method's.
                        readStatements(closure.statements, state: state, function: function)
                    } else if let math = constantMath(value) {
                        locals[name] = math
                    } else if var c = constraint(value) {
                        c.name = Self.unquote(name)
                        if let i = model.constraintIndex(c.name) { model.constraints[i] = c } else { model.constraints.append(c) }
                    }
                }
                // `var xConfiguration = UIButton.Configuration.filled()`
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.hasSuffix("Configuration"),
                          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                          let style = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
                    addProperty(String(name.dropLast("Configuration".count)), ASTDirective("configuration", [.word(style)]))
                }
            } else if let g = item.item.as(GuardStmtSyntax.self) {
                _ = g
            }
        }
    }

    mutating func readExpression(_ expr: ExprSyntax, state: String?, function: String) {
        if let s = expr.as(SwitchExprSyntax.self) {
            readSwitch(s, state: state, function: function)
            return
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) { readAssignment(lhs: infix.leftOperand, rhs: infix.rightOperand, state: state) }
            return
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return }
        readCall(call, state: state, function: function)
    }

    mutating func readSwitch(_ s: SwitchExprSyntax, state: String?, function: String) {
        let subject = SwiftValue.path(s.subject)
        for caseItem in s.cases {
            guard let c = caseItem.as(SwitchCaseSyntax.self) else { continue }
            var names: [String] = []
            if let label = c.label.as(SwitchCaseLabelSyntax.self) {
                for item in label.caseItems {
                    if let e = item.pattern.as(ExpressionPatternSyntax.self), let name = SwiftValue.member(e.expression) { names.append(Self.unquote(name)) }
                }
            }
            // A switch over the states: its cases are states' names (`switch state`, `switch position`).
            let overStates = !names.isEmpty && names.allSatisfy { model.stateNames.contains($0) } && subject != nil
            if overStates, function.hasPrefix("tap") || function == "startTimer" {
                // Event handlers: `case .a: apply(.b, animated: true)`.
                for statement in c.statements {
                    guard let call = (statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression)?.as(FunctionCallExprSyntax.self),
                          SwiftValue.receiverAndMethod(call)?.1 == "apply", let target = SwiftValue.member(SwiftValue.argument(call, nil)) else { continue }
                    let froms = names.isEmpty ? ["*"] : names
                    for from in froms { model.tapHandlers[function, default: []].append((from, Self.unquote(target))) }
                }
                continue
            }
            if overStates {
                for name in names { readStatements(c.statements, state: name, function: function) }
            } else {
                readStatements(c.statements, state: state, function: function)
            }
        }
    }

    mutating func readCall(_ call: FunctionCallExprSyntax, state: String?, function: String) {
        guard let (receiver, method) = SwiftValue.receiverAndMethod(call) else { return }
        let first = SwiftValue.argument(call, nil)
        switch method {
        case "addSubview", "addArrangedSubview", "addLayoutGuide":
            guard let child = SwiftValue.path(first), let index = model.viewIndex(Self.unquote(child)) else { return }
            model.views[index].parent = itemName(receiver)
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let p = SwiftValue.number(first), let axis = SwiftValue.member(SwiftValue.argument(call, "for")) else { return }
            guard let index = model.viewIndex(Self.unquote(receiver)) else { return }
            if method == "setContentHuggingPriority" { model.views[index].hugging[axis] = p } else { model.views[index].compression[axis] = p }
        case "setTitle":
            if let title = SwiftValue.string(first), let index = model.viewIndex(Self.unquote(receiver)) {
                if let state {
                    model.states[state, default: .init()].looks.append(.look(ASTName(model.views[index].name), ASTDirective("text", [.text(title)]), .generated))
                } else {
                    model.views[index].texts = [title]
                }
            }
        case "setTitleColor":
            if let state, let c = color(first ?? ExprSyntax(NilLiteralExprSyntax())), let index = model.viewIndex(Self.unquote(receiver)) {
                model.states[state, default: .init()].looks.append(.look(ASTName(model.views[index].name), ASTDirective("text-color", [c]), .generated))
            }
        case "becomeFirstResponder":
            if let state { model.states[state, default: .init()].keyboard = true }
        case "activate" where receiver == "NSLayoutConstraint", "addConstraints":
            // `NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat:…))`
            if let vfl = first?.as(FunctionCallExprSyntax.self), SwiftValue.receiverAndMethod(vfl)?.1 == "constraints" {
                readVisualFormat(vfl, state: state)
                return
            }
            for element in first?.as(ArrayExprSyntax.self)?.elements ?? [] {
                guard let name = constraintName(element.expression) else { continue }
                record(name, active: true, state: state)
            }
        case "deactivate" where receiver == "NSLayoutConstraint":
            for element in first?.as(ArrayExprSyntax.self)?.elements ?? [] {
                guard let name = constraintName(element.expression) else { continue }
                record(name, active: method == "activate", state: state)
            }
        case "set":
            guard let index = model.constraintIndex(Self.unquote(receiver)) else { return }
            let name = model.constraints[index].name
            if let p = SwiftValue.number(SwiftValue.argument(call, "priority")) { setPriority(name, p, state: state) }
            if let c = SwiftValue.argument(call, "constant") { setConstant(name, c, state: state) }
        case "addGestureRecognizer":
            if let handler = selector(in: first) { model.tapWiring[handler] = Self.unquote(receiver) }
        case "addTarget":
            if let handler = selector(in: SwiftValue.argument(call, "action")) { model.tapWiring[handler] = Self.unquote(receiver) }
        case "apply":
            if state == nil, function == "build" || function == "init", let s = SwiftValue.member(first) { model.initialState = Self.unquote(s) }
        default:
            // `changes.append { … }`, `UIView.animate(withDuration: 0.3) { … }`: the closure's
            // statements belong to where it is written.
            if let closure = call.trailingClosure { readStatements(closure.statements, state: state, function: function) }
            for argument in call.arguments {
                if let closure = argument.expression.as(ClosureExprSyntax.self) { readStatements(closure.statements, state: state, function: function) }
            }
        }
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-m-[b]-|", options: [], metrics: ["m": 8],
    /// views: ["a": a, "b": b])` → `vfl "H:|-[a]-8-[b]-|"` in the block of the views' superview.
    mutating func readVisualFormat(_ call: FunctionCallExprSyntax, state: String?) {
        guard var format = SwiftValue.string(SwiftValue.argument(call, "withVisualFormat")) else {
            warn(call, "a visual format that is not a string literal; left out")
            return
        }
        if state != nil { warn(call, "visual-format constraints made in a state are added to every state") }
        if let options = SwiftValue.argument(call, "options"), options.as(ArrayExprSyntax.self)?.elements.isEmpty != true,
           !options.trimmedDescription.hasSuffix("[]") {
            warn(options, "visual-format options (\(options.trimmedDescription)) are not carried over")
        }
        func replaceWord(_ word: String, with value: String) {
            var out = "", current = ""
            for ch in format + " " {
                if ch.isLetter || ch.isNumber || ch == "_" { current.append(ch); continue }
                out += current == word ? value : current
                current = ""
                out.append(ch)
            }
            format = String(out.dropLast())
        }
        for entry in SwiftValue.argument(call, "metrics")?.as(DictionaryExprSyntax.self)?.content.as(DictionaryElementListSyntax.self) ?? [] {
            if let key = SwiftValue.string(entry.key), let value = SwiftValue.number(entry.value) { replaceWord(key, with: Self.n(value)) }
        }
        var parent = "root"
        for entry in SwiftValue.argument(call, "views")?.as(DictionaryExprSyntax.self)?.content.as(DictionaryElementListSyntax.self) ?? [] {
            guard let key = SwiftValue.string(entry.key), let view = SwiftValue.path(entry.value).map(Self.unquote),
                  let index = model.viewIndex(view) else { continue }
            if key != view { replaceWord(key, with: view) }
            parent = model.views[index].parent
        }
        model.vfl[parent, default: []].append(ASTVFL(format))
    }

    /// `#selector(tapCard)` → "tapCard", also inside `UITapGestureRecognizer(target:action:)`.
    func selector(in expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let s = expr.as(MacroExpansionExprSyntax.self), s.macroName.text == "selector" {
            return SwiftValue.path(s.arguments.first?.expression)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return selector(in: SwiftValue.argument(call, "action")) }
        return nil
    }

    /// A constraint in an activate/deactivate list: a property's name, or one written inline.
    mutating func constraintName(_ expr: ExprSyntax) -> String? {
        if let path = SwiftValue.path(expr), let index = model.constraintIndex(Self.unquote(path)) { return model.constraints[index].name }
        guard var c = constraint(expr) else {
            warn(expr, "'\(expr.trimmedDescription.prefix(60))' is not a constraint this tool reads; left out")
            return nil
        }
        inlineCount += 1
        c.name = "c\(c.line)" + (model.constraintIndex("c\(c.line)") == nil ? "" : "_\(inlineCount)")
        model.constraints.append(c)
        return c.name
    }

    mutating func record(_ name: String, active: Bool, state: String?) {
        guard let state else {
            if active { if !model.baseActive.contains(name) { model.baseActive.append(name) } } else { model.baseActive.removeAll { $0 == name } }
            return
        }
        if active { model.states[state, default: .init()].activated.append(name) } else { model.states[state, default: .init()].deactivated.append(name) }
    }

    mutating func setPriority(_ name: String, _ p: Double, state: String?) {
        if let state { model.states[state, default: .init()].priorities[name] = p } else if let i = model.constraintIndex(name) {
            model.constraints[i].priority = p
        }
    }

    mutating func setConstant(_ name: String, _ expr: ExprSyntax, state: String?) {
        if let ref = expr.as(DeclReferenceExprSyntax.self), let math = locals[ref.baseName.text] {
            if let state { model.states[state, default: .init()].constants[name] = math }
            return
        }
        if let v = SwiftValue.number(expr) {
            if let state { model.states[state, default: .init()].constants[name] = .number(Self.rounded(v)) } else if let i = model.constraintIndex(name) {
                model.constraints[i].constant = v
            }
        } else if let state, let math = constantMath(expr) {
            model.states[state, default: .init()].constants[name] = math
        } else {
            warn(expr, "the constant '\(expr.trimmedDescription.prefix(60))' is not read; the declared one is used")
        }
    }

    /// `((bounds.width - frameInRoot(title).width) / 2)` → `(root.width - title.width) / 2`.
    func constantMath(_ expr: ExprSyntax) -> ASTExpression? {
        if let v = SwiftValue.number(expr) { return .number(Self.rounded(abs(v))).negated(v < 0) }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let inner = t.elements.first?.expression {
            return constantMath(inner)
        }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return constantMath(p.expression).map { .negate($0) } }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op.count == 1, let symbol = op.first, "+-*/".contains(symbol),
           let l = constantMath(infix.leftOperand), let r = constantMath(infix.rightOperand) {
            return .binary(symbol, l, r)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self), let math = locals[ref.baseName.text] { return math }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            let property = m.declName.baseName.text
            if SwiftValue.path(base) == "bounds" { return .property("root", property) }
            // `view.bounds.width`, `self.positionLabel.bounds.width`, `label.frame.height`.
            if let path = SwiftValue.path(base), path.hasSuffix(".bounds") || path.hasSuffix(".frame"),
               ["width", "height"].contains(property) || path.hasSuffix(".frame") {
                let item = itemName(String(path.dropLast(path.hasSuffix(".bounds") ? 7 : 6)))
                let properties = ["minX": "minX", "midX": "midX", "maxX": "maxX", "minY": "minY", "midY": "midY", "maxY": "maxY",
                                  "width": "width", "height": "height", "origin.x": "minX"]
                if let p = properties[property] { return .property(ASTAnchor(dotted: "\(item).\(p)")) }
            }
            if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "frameInRoot",
               let view = SwiftValue.path(SwiftValue.argument(call, nil)) {
                return .property(Self.unquote(view), property)
            }
        }
        return nil
    }
}

extension ASTExpression {
    /// `-self` when `negated`, else itself.
    func negated(_ negated: Bool) -> ASTExpression { negated ? .negate(self) : self }
}
