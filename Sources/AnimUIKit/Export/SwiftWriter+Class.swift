import Foundation
import SystemPackage
import StatesFormat

extension SwiftWriter {
    mutating func writeClass(_ className: String) {
        line("import UIKit")
        line()
        line("final class \(className): UIView {")
        line("/// The scene's states.", 1)
        line("enum State: String, CaseIterable {", 1)
        for s in scene.states { line("case \(Self.identifier(s.name))", 2) }
        line("}", 1)
        line()
        line("// MARK: - Views", 1)
        for e in scene.elements { line(declaration(e), 1) }
        line()
        line("// MARK: - Constraints (named as in the scene; each state activates some of them)", 1)
        for c in constraints { line("private(set) lazy var \(names[Self.key(c)] ?? "c") = \(constraintExpression(c))", 1) }
        line()
        line("/// The state shown.", 1)
        line("private(set) var state: State = .\(Self.identifier(scene.initialState))", 1)
        line("private var timer: Timer?", 1)
        line()
        line("override init(frame: CGRect) {", 1)
        line("super.init(frame: frame)", 2)
        line("build()", 2)
        line("}", 1)
        line()
        line("required init?(coder: NSCoder) {", 1)
        line("super.init(coder: coder)", 2)
        line("build()", 2)
        line("}", 1)
        line()
        line("private func build() {", 1)
        if let c = scene.rootColor { line("backgroundColor = \(color(c))", 2) }
        writeHierarchy(2)
        writeEventWiring(2)
        if !variants.isEmpty { line("observeSizeClasses()", 2) }
        line("apply(.\(Self.identifier(scene.initialState)), animated: false)", 2)
        line("}", 1)
        line()
        writeApply()
        writeTiming()
        writeEvents()
        line("/// A view's frame in this view's coordinates (constant math reads the frames being left).", 1)
        line("private func frameInRoot(_ view: UIView) -> CGRect {", 1)
        line("view.convert(view.bounds, to: self)", 2)
        line("}", 1)
        line("}")
        line()
        writeHelpers()
    }

    /// `card.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8).named("gap", priority: 750)`.
    func constraintExpression(_ c: Constraint) -> String {
        let first = anchor(c.first)
        let relation = c.relation == .equal ? "equal" : c.relation == .greaterOrEqual ? "greaterThanOrEqual" : "lessThanOrEqual"
        var expression: String
        if let second = c.second {
            let dimension = c.first.attribute.kind == .dimension
            if c.multiplier != 1, !dimension {
                expression = "NSLayoutConstraint(item: \(itemExpression(c.first)), attribute: .\(attributeName(c.first.attribute)), relatedBy: .\(relation), "
                    + "toItem: \(itemExpression(second)), attribute: .\(attributeName(second.attribute)), multiplier: \(Self.number(c.multiplier)), constant: \(Self.number(c.constant)))"
            } else {
                expression = "\(first).constraint(\(relation)To: \(anchor(second))"
                if c.multiplier != 1 { expression += ", multiplier: \(Self.number(c.multiplier))" }
                if c.constant != 0 { expression += ", constant: \(Self.number(c.constant))" }
                expression += ")"
            }
        } else {
            expression = "\(first).constraint(\(relation)ToConstant: \(Self.number(c.constant)))"
        }
        let name = exportNames[Self.key(c)] ?? c.name ?? "\(FilePath(file).lastComponent?.string ?? file):\(c.range.start.line)"
        return expression + ".named(\(Self.string(name)), priority: \(c.priority))"
    }

    func itemName(_ item: ItemRef) -> String {
        switch item {
        case .element(let id): return id == "root" ? "self" : (names[id] ?? id)
        case .safeArea(of: let id): return (id == "root" ? "" : (names[id] ?? id) + ".") + "safeAreaLayoutGuide"
        case .margins(of: let id): return (id == "root" ? "" : (names[id] ?? id) + ".") + "layoutMarginsGuide"
        case .keyboard: return "keyboardLayoutGuide"
        }
    }

    func anchor(_ a: Anchor) -> String {
        let item = itemName(a.item)
        return (item == "self" ? "" : item + ".") + attributeName(a.attribute) + "Anchor"
    }

    func itemExpression(_ a: Anchor) -> String { itemName(a.item) }

    func attributeName(_ attribute: Attribute) -> String { attribute.rawValue }

    /// What every state's body in `apply` compares against: the constraints of every state (of
    /// every size-class variant), and the views whose visibility, opacity or look differ.
    struct ApplyContext {
        var allIDs: [String]
        var varying: Set<String>
        var varyingHidden: [Element]
        var lookElements: [Element]
        var varyingAlpha: [Element]
        var firstTextField: String?
        /// Every state's resolved form (of every variant), for the looks that differ.
        var allStates: [ResolvedState]
    }

    /// The context of `apply` over `all` (the states of every variant).
    func applyContext(_ all: [ResolvedState]) -> ApplyContext {
        var values: [String: Set<String>] = [:]
        for state in all {
            for a in state.constraints { values[Self.key(a.constraint), default: []].insert("\(a.constraint.priority) \(a.constraint.constant)") }
        }
        let firstTextField = all.contains(where: \.keyboardShown)
            ? scene.elements.first { $0.kind == .textField }.map { names[$0.id] ?? $0.id } : nil
        return ApplyContext(
            allIDs: constraints.map(Self.key),
            varying: Set(values.filter { $0.value.count > 1 }.map(\.key)),
            varyingHidden: scene.elements.filter { e in e.kind != .guide && Set(all.map { $0.hidden.contains(e.id) }).count > 1 },
            lookElements: scene.elements.filter { e in all.contains { $0.lookChanges[e.id] != nil } },
            varyingAlpha: scene.elements.filter { e in e.kind != .guide && Set(all.map { $0.alpha[e.id] ?? e.alpha }).count > 1 },
            firstTextField: firstTextField, allStates: all)
    }

    /// `apply(_:animated:)`: each state's constraints, priorities, constants and visibility.
    mutating func writeApply() {
        line("/// Shows `state`: deactivates the constraints it does not use, sets the priorities and", 1)
        line("/// constants it gives, activates its constraints, hides and shows views; animated with the", 1)
        line("/// scene's transition from the current state.", 1)
        line("func apply(_ state: State, animated: Bool) {", 1)
        line("let previous = self.state", 2)
        line("self.state = state", 2)
        line("timer?.invalidate()", 2)
        line("var changes: [() -> Void] = []", 2)
        line("switch state {", 2)
        let context = applyContext(variants.isEmpty ? states : variants.flatMap(\.states))
        for state in states {
            line("case .\(Self.identifier(state.name)):", 2)
            writeStateBody(state, context: context, depth: 3, keyboard: true)
        }
        line("}", 2)
        if !variants.isEmpty {
            line("// The size classes' variations (the switch above is the canvas's).", 2)
            line("changes += applySizeClass(state)", 2)
        }
        line("let finish = { [weak self] in self?.startTimer() }", 2)
        line("guard animated, previous != state, window != nil else {", 2)
        line("changes.forEach { $0() }", 3)
        line("layoutIfNeeded()", 3)
        line("finish()", 3)
        line("return", 3)
        line("}", 2)
        line("let (duration, timing) = Self.timing(from: previous, to: state)", 2)
        line("let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)", 2)
        line("animator.addAnimations { [self] in", 2)
        line("changes.forEach { $0() }", 3)
        line("layoutIfNeeded()", 3)
        line("}", 2)
        line("animator.addCompletion { _ in finish() }", 2)
        line("animator.startAnimation()", 2)
        line("}", 1)
        line()
        if !variants.isEmpty { writeSizeClassSupport(context: context) }
    }

    /// One state's changes, at `depth`: constant math first (it reads the frames being left),
    /// then deactivation, priorities and constants, activation, and the visual changes.
    mutating func writeStateBody(_ state: ResolvedState, context: ApplyContext, depth: Int, keyboard: Bool) {
        var values: [String: String] = [:]
        for (k, active) in state.constraints.enumerated() {
            guard let expression = active.expression else { continue }
            let value = "value\(k)"
            line("let \(value) = \(swiftExpression(expression))", depth)
            values[Self.key(active.constraint)] = value
        }
        let active = Set(state.constraints.map { Self.key($0.constraint) })
        let off = context.allIDs.filter { !active.contains($0) }.compactMap { names[$0] }
        if !off.isEmpty { line("NSLayoutConstraint.deactivate([\(off.joined(separator: ", "))])", depth) }
        for a in state.constraints where context.varying.contains(Self.key(a.constraint)) || a.expression != nil {
            guard let name = names[Self.key(a.constraint)] else { continue }
            let constant = values[Self.key(a.constraint)] ?? Self.number(a.constraint.constant)
            line("\(name).set(priority: \(a.constraint.priority), constant: \(constant))", depth)
        }
        let on = state.constraints.compactMap { names[Self.key($0.constraint)] }
        if !on.isEmpty { line("NSLayoutConstraint.activate([\(on.joined(separator: ", "))])", depth) }
        var visual: [String] = []
        for e in context.varyingHidden { visual.append("self.\(names[e.id] ?? e.id).isHidden = \(state.hidden.contains(e.id))") }
        for e in context.varyingAlpha { visual.append("self.\(names[e.id] ?? e.id).alpha = \(Self.number(state.alpha[e.id] ?? e.alpha))") }
        if !visual.isEmpty {
            line("changes.append {", depth)
            for v in visual { line(v, depth + 1) }
            line("}", depth)
        }
        let looks = lookLines(state, context: context)
        if !looks.isEmpty {
            line("changes.append {", depth)
            for l in looks { line(l, depth + 1) }
            line("}", depth)
        }
        guard keyboard else { return }
        // The keyboard: UIKit shows it for the first responder (the scene's first text field).
        if let field = context.firstTextField {
            line(state.keyboardShown ? "\(field).becomeFirstResponder()" : "\(field).resignFirstResponder()", depth)
        } else if state.keyboardShown {
            notExported.append("state '\(state.name)' shows the keyboard, and the scene has no text field to focus")
        }
    }

    /// How views are drawn in `state`, where states differ (text, colours, values…).
    mutating func lookLines(_ state: ResolvedState, context: ApplyContext) -> [String] {
        var looks: [String] = []
        for e in context.lookElements {
            let look = state.look(of: e), name = "self." + (names[e.id] ?? e.id)
            let all = context.allStates.map { $0.look(of: e) }
            if Set(all.map { $0.text ?? "" }).count > 1 {
                let text = Self.string(look.text ?? e.text ?? "")
                if e.kind == .button {
                    looks.append(e.control.configuration == nil ? "\(name).setTitle(\(text), for: .normal)" : "\(name).configuration?.title = \(text)")
                } else {
                    looks.append("\(name).text = \(text)")
                }
            }
            if Set(all.map { $0.background }).count > 1, let c = look.background { looks.append("\(name).backgroundColor = \(color(c))") }
            if Set(all.map { $0.textColor }).count > 1, let c = look.textColor {
                looks.append(e.kind == .button ? "\(name).setTitleColor(\(color(c)), for: .normal)" : "\(name).textColor = \(color(c))")
            }
            if Set(all.map { $0.corner }).count > 1 { looks.append("\(name).layer.cornerRadius = \(Self.number(look.corner))") }
            if Set(all.map { $0.on }).count > 1 { looks.append("\(name).isOn = \(look.on >= 0.5)") }
            if Set(all.map { $0.value }).count > 1 {
                looks.append(e.kind == .progress ? "\(name).progress = \(Self.number(look.value))" : "\(name).value = \(Self.number(look.value))")
            }
            if Set(all.map { $0.selected }).count > 1 { looks.append("\(name).selectedSegmentIndex = \(Int(look.selected.rounded()))") }
            if Set(all.map { $0.transform }).count > 1, !notExported.contains("the transforms of '\(e.id)' in its states") {
                notExported.append("the transforms of '\(e.id)' in its states")
            }
        }
        return looks
    }

    /// A constant-math expression in Swift, on the frames being left.
    func swiftExpression(_ e: ConstantExpression) -> String {
        switch e {
        case .number(let v): return Self.number(v)
        case .property(let element, let property, _):
            let frame = element == "root" ? "bounds" : "frameInRoot(\(names[element] ?? element))"
            return "\(frame).\(property.rawValue)"
        case .negate(let a): return "-(\(swiftExpression(a)))"
        case .add(let a, let b): return "(\(swiftExpression(a)) + \(swiftExpression(b)))"
        case .subtract(let a, let b): return "(\(swiftExpression(a)) - \(swiftExpression(b)))"
        case .multiply(let a, let b): return "(\(swiftExpression(a)) * \(swiftExpression(b)))"
        case .divide(let a, let b): return "(\(swiftExpression(a)) / \(swiftExpression(b)))"
        }
    }
}
