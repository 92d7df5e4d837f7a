/// A scene specialised for one environment's size classes: its `when` blocks applied.
public struct VariedScene: Sendable {
    /// The scene as laid out in the environment: the matching top-level blocks in its base set
    /// and elements, each state's matching blocks after its changes, and no `when` blocks left.
    public var scene: Scene
    /// The top-level and state `when` blocks that hold, in declaration order.
    public var holding: [Variation]
    /// State changes that change nothing here: a `priority`, `constant`, `activate` or
    /// `deactivate` of a constraint not installed in these size classes.
    public var ignored: [IgnoredChange]
}

/// A state change on a constraint not installed in an environment (UIKit ignores it there).
public struct IgnoredChange: Hashable, Sendable {
    /// The state whose change it is (`(base)` for a top-level `when` block's).
    public var state: String
    /// The constraint it names.
    public var constraint: String
    /// Where the change is written.
    public var range: SourceRange
}

extension Scene {
    /// The scene as laid out in `environment` (itself when it has no `when` blocks).
    public func varied(for environment: Environment) -> Scene {
        hasVariations ? varied(for: environment.sizeClasses).scene : self
    }

    /// The scene with the `when` blocks that match `classes` applied (docs/format.md, "Size-class
    /// variations"): a matching top-level block installs its constraints in the base set,
    /// uninstalls what it deactivates and replaces base values; a state's matching block applies
    /// after the state's other changes. A change naming a constraint declared in a `when` block
    /// (or uninstalled by one) where it is not installed is dropped, as UIKit ignores changes to
    /// an uninstalled constraint, and listed in `ignored`.
    public func varied(for classes: SizeClasses) -> VariedScene {
        var out = self
        out.variations = []
        var holding: [Variation] = []
        var ignored: [IgnoredChange] = []
        var base = VariedBase(constraints: constraints, definitions: Self.definitions(constraints + variations.flatMap(\.constraints)))
        for v in variations where v.condition.matches(classes) {
            holding.append(v)
            for located in v.changes {
                if let id = base.apply(located.change, to: &out) {
                    ignored.append(IgnoredChange(state: "(base)", constraint: id, range: located.range))
                }
            }
            for p in v.properties { out.apply(p) }
        }
        out.constraints = base.constraints
        var installed = Set(base.constraints.map(\.id))
        var states = states
        for i in states.indices {
            let matching = states[i].variations.filter { $0.condition.matches(classes) }
            holding += matching
            states[i].changes += matching.flatMap(\.changes)
            states[i].variations = []
            for located in states[i].changes {
                if case .add(let c) = located.change { installed.insert(c.id) }
                if case .replace(_, let c) = located.change { installed.insert(c.id) }
            }
        }
        let varying = variationConstraintIDs.union(base.uninstalled)
        for i in states.indices {
            let name = states[i].name
            states[i].changes.removeAll { located in
                guard let id = located.change.constraintReference, varying.contains(id), !installed.contains(id) else { return false }
                ignored.append(IgnoredChange(state: name, constraint: id, range: located.range))
                return true
            }
        }
        out.states = states
        holding.sort { $0.range.start < $1.range.start }
        return VariedScene(scene: out, holding: holding, ignored: ignored)
    }

    /// Ids of the constraints declared in `when` blocks, at the top level and in states.
    public var variationConstraintIDs: Set<String> {
        Set((variations + states.flatMap(\.variations)).flatMap(\.constraints).map(\.id))
    }

    /// The `when` blocks (top-level and in states) that declare each constraint, by id.
    public var variationDeclaring: [String: Variation] {
        var out: [String: Variation] = [:]
        for v in variations + states.flatMap(\.variations) {
            for c in v.constraints where out[c.id] == nil { out[c.id] = v }
        }
        return out
    }

    static func definitions(_ list: [Constraint]) -> [String: Constraint] {
        var out: [String: Constraint] = [:]
        for c in list where out[c.id] == nil { out[c.id] = c }
        return out
    }

    /// Sets a property only a size-class change sets.
    mutating func apply(_ p: VariedProperty) {
        guard let i = elements.firstIndex(where: { $0.id == p.element }) else { return }
        p.value.apply(to: &elements[i])
    }

    /// Applies a top-level block's element change (visibility, opacity, look) to the element.
    mutating func applyToElement(_ change: StateChange) {
        let id: String
        switch change {
        case .hide(let e), .show(let e), .alpha(let e, _), .look(let e, _): id = e
        default: return
        }
        guard let i = elements.firstIndex(where: { $0.id == id }) else { return }
        switch change {
        case .hide: elements[i].hidden = true
        case .show: elements[i].hidden = false
        case .alpha(_, let a): elements[i].alpha = a
        case .look(_, let look): look.apply(to: &elements[i])
        default: break
        }
    }
}

/// The base set as matching top-level `when` blocks change it.
struct VariedBase {
    var constraints: [Constraint]
    /// Every constraint a top-level block may install, by id (the base set's and the blocks').
    let definitions: [String: Constraint]
    /// Base constraints a matching block uninstalled (`deactivate`).
    var uninstalled: Set<String> = []

    /// Applies one change of a top-level block; returns the constraint's id when the change
    /// names one that is not installed (and so changes nothing).
    mutating func apply(_ change: StateChange, to scene: inout Scene) -> String? {
        switch change {
        case .add(let c):
            constraints.removeAll { $0.id == c.id }
            constraints.append(c)
        case .deactivate(let id):
            constraints.removeAll { $0.id == id }
            uninstalled.insert(id)
        case .activate(let id):
            uninstalled.remove(id)
            if !constraints.contains(where: { $0.id == id }), let c = definitions[id] { constraints.append(c) }
        case .priority(let id, let p):
            guard let i = constraints.firstIndex(where: { $0.id == id }) else { return id }
            constraints[i].priority = p
        case .constant(let id, let e):
            guard let i = constraints.firstIndex(where: { $0.id == id }) else { return id }
            if let v = e.plainNumber { constraints[i].constant = v }
        default:
            scene.applyToElement(change)
        }
        return nil
    }
}

extension StateChange {
    /// The constraint a `priority`, `constant`, `activate` or `deactivate` names.
    var constraintReference: String? {
        switch self {
        case .priority(let id, _), .constant(let id, _), .activate(let id), .deactivate(let id): return id
        default: return nil
        }
    }
}

extension ConstantExpression {
    /// The value of a plain number (`500`, `-8`); nil for an expression that reads frames.
    var plainNumber: Double? {
        switch self {
        case .number(let v): return v
        case .negate(let e): return e.plainNumber.map { -$0 }
        default: return nil
        }
    }
}

extension LookChange {
    /// Makes the change the element's own value (a top-level `when` block's look).
    func apply(to element: inout Element) {
        switch self {
        case .background(let c):
            element.color = c
            element.colorWritten = true
        case .textColor(let c): element.textColor = c
        case .corner(let r): element.corner = r
        case .on(let b): element.isOn = b
        case .value(let v): element.value = v
        case .selected(let n): element.selected = n
        case .transform(let t): element.transform = t
        case .text(let t):
            if element.kind == .textField { element.control.fieldText = t } else { element.text = t }
        }
    }
}
