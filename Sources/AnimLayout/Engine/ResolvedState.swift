/// A constraint as it stands in one state: its priority and constant after the state's changes.
public struct ActiveConstraint: Hashable, Sendable {
    /// The constraint, with `priority` and `constant` already updated by the state.
    public var constraint: Constraint
    /// The constant expression this state gives the constraint, if any (already evaluated into `constraint.constant`).
    public var expression: ConstantExpression?
}

/// A state made absolute: the base set with its `extends` chain's changes and its own applied.
public struct ResolvedState: Hashable, Sendable {
    /// The state's name.
    public var name: String
    /// Active constraints, in declaration order (base set first, then state-local ones in chain order).
    public var constraints: [ActiveConstraint]
    /// Hidden element ids.
    public var hidden: Set<String>
    /// Opacity overrides per element id.
    public var alpha: [String: Double]
    /// True when a constant expression was evaluated (constant math): the frames depend on the layout left.
    public var usesConstantMath: Bool
}

/// Applies a state's changes to the base set.
public struct StateResolver: Sendable {
    /// The scene whose states are resolved.
    public let scene: Scene

    /// Creates a resolver for `scene`.
    public init(scene: Scene) {
        self.scene = scene
    }

    /// The state's `extends` chain, base-most first, ending with the state itself.
    public func chain(of name: String) throws -> [State] {
        guard var state = scene.state(name) else {
            throw LayoutError(unknownStateMessage(name), at: nil)
        }
        var chain = [state]
        var seen: Set<String> = [name]
        while let parent = state.extends {
            guard let next = scene.state(parent) else {
                throw LayoutError("state '\(state.name)' extends unknown state '\(parent)'", at: state.range)
            }
            guard seen.insert(parent).inserted else {
                throw LayoutError("state '\(name)' has a cyclic 'extends' chain through '\(parent)'", at: state.range)
            }
            chain.append(next)
            state = next
        }
        return chain.reversed()
    }

    /// The message for an unknown state, with the states that exist.
    func unknownStateMessage(_ name: String) -> String {
        let names = scene.states.map(\.name)
        return "unknown state '\(name)'" + Suggestion.suffix(for: name, among: names)
            + " (states: \(names.joined(separator: ", ")))"
    }

    /// Resolves `name`. Constant expressions are evaluated with `evaluate`, which reads the layout being left.
    public func resolve(_ name: String,
                        evaluate: (ConstantExpression, SourceRange) throws -> Double) throws -> ResolvedState {
        let chain = try chain(of: name)
        // Every constraint the state could refer to, by id: base set plus every state-local one.
        var definitions: [String: Constraint] = [:]
        for c in scene.constraints { definitions[c.id] = c }
        for state in scene.states {
            for located in state.changes {
                switch located.change {
                case .add(let c), .replace(_, let c): definitions[c.id] = definitions[c.id] ?? c
                default: break
                }
            }
        }

        var order: [String] = scene.constraints.map(\.id)
        var active: [String: ActiveConstraint] = [:]
        for c in scene.constraints { active[c.id] = ActiveConstraint(constraint: c, expression: nil) }
        var hidden = Set(scene.elements.filter(\.hidden).map(\.id))
        var alpha: [String: Double] = [:]
        var usesConstantMath = false
        var errors: [Diagnostic] = []

        func lookup(_ id: String, _ range: SourceRange) -> ActiveConstraint? {
            if let a = active[id] { return a }
            errors.append(.error("constraint '\(id)' is not active in state '\(name)'; activate it first or change it in a state where it is active", at: range))
            return nil
        }

        for state in chain {
            for located in state.changes {
                let range = located.range
                switch located.change {
                case .activate(let id):
                    if active[id] == nil {
                        guard let c = definitions[id] else {
                            errors.append(.error("unknown constraint '\(id)'", at: range))
                            continue
                        }
                        active[id] = ActiveConstraint(constraint: c, expression: nil)
                        if !order.contains(id) { order.append(id) }
                    }
                case .deactivate(let id):
                    active[id] = nil
                case .priority(let id, let p):
                    if var a = lookup(id, range) {
                        a.constraint.priority = p
                        active[id] = a
                    }
                case .constant(let id, let expression):
                    if var a = lookup(id, range) {
                        if case .number(let value) = expression {
                            a.constraint.constant = value
                            a.expression = nil
                        } else {
                            do {
                                a.constraint.constant = try evaluate(expression, located.valueRange ?? range)
                                a.expression = expression
                                usesConstantMath = true
                            } catch let error as LayoutError {
                                errors += error.diagnostics
                            }
                        }
                        active[id] = a
                    }
                case .hide(let id):
                    hidden.insert(id)
                case .show(let id):
                    hidden.remove(id)
                case .alpha(let id, let value):
                    alpha[id] = value
                case .add(let c):
                    active[c.id] = ActiveConstraint(constraint: c, expression: nil)
                    if !order.contains(c.id) { order.append(c.id) }
                case .replace(let old, let c):
                    if active[old] == nil {
                        errors.append(.error("cannot replace '\(old)': it is not active in state '\(name)'", at: range))
                    }
                    active[old] = nil
                    active[c.id] = ActiveConstraint(constraint: c, expression: nil)
                    if let index = order.firstIndex(of: old) {
                        order.insert(c.id, at: index + 1)
                    } else if !order.contains(c.id) {
                        order.append(c.id)
                    }
                }
            }
        }
        if !errors.isEmpty { throw LayoutError(errors) }
        var seen = Set<String>()
        let constraints = order.compactMap { id -> ActiveConstraint? in
            guard seen.insert(id).inserted else { return nil }
            return active[id]
        }
        return ResolvedState(name: name, constraints: constraints, hidden: hidden, alpha: alpha,
                             usesConstantMath: usesConstantMath)
    }
}
