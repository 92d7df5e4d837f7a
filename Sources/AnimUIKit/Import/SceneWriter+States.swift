import StatesFormat

/// A storyboard scene's states from its view controller's code (article 002 of docs/scenes.md: the storyboard holds
/// the views and constraints, the code switches priorities and constants by position).
extension SceneWriter {
    mutating func states(_ code: SwiftCodeModel) -> [ASTStatement] {
        // The code's names are outlets' names; the scene's names for the same objects.
        var byOutlet: [String: String] = [:]
        for (object, property) in outletNames {
            if let name = names[object] ?? names["constraint:" + object] { byOutlet[property] = name }
        }
        func name(_ codeName: String) -> String? { byOutlet[codeName] }
        var out: [ASTStatement] = []
        for state in code.stateNames {
            var items: [ASTStateItem] = []
            if let s = code.states[state] {
                let off = s.deactivated.compactMap(name)
                if !off.isEmpty { items.append(.deactivate(off.map { ASTName($0) }, .generated)) }
                for (c, p) in s.priorities.sorted(by: { $0.key < $1.key }) {
                    if let n = name(c) {
                        items.append(.priority(ASTName(n), ASTPriority(p), .generated))
                    } else {
                        warnings.append(ImportWarning(line: nil, message: "the code sets the priority of '\(c)', which is not an outlet of this scene"))
                    }
                }
                for (c, k) in s.constants.sorted(by: { $0.key < $1.key }) {
                    if let n = name(c) {
                        // Constant math with the code's names replaced by the scene's.
                        items.append(.constant(ASTName(n), k.renamingItems { byOutlet[$0] ?? $0 }, .generated))
                    } else {
                        warnings.append(ImportWarning(line: nil, message: "the code sets the constant of '\(c)', which is not an outlet of this scene"))
                    }
                }
                for (v, hidden) in s.hidden.sorted(by: { $0.key < $1.key }) {
                    if let n = name(v) { items.append(hidden ? .hide([ASTName(n)], .generated) : .show([ASTName(n)], .generated)) }
                }
                for (v, a) in s.alpha.sorted(by: { $0.key < $1.key }) {
                    if let n = name(v) { items.append(.alpha(ASTName(n), ASTNumber(Self.rounded(a)), .generated)) }
                }
            }
            out.append(.state(ASTState(name: state, items: items)))
        }
        if let initial = code.initialState, initial != code.stateNames.first, code.stateNames.contains(initial) {
            out.append(.initial(ASTName(initial), .generated))
        }
        warnings += code.warnings.map { ImportWarning(line: nil, message: "\(code.className).swift\($0.line.map { ":\($0)" } ?? ""): \($0.message)") }
        return out
    }
}

extension ASTExpression {
    /// The expression with every `ITEM.PROPERTY`'s item renamed.
    func renamingItems(_ rename: (String) -> String) -> ASTExpression {
        switch self {
        case .number: return self
        case .property(var anchor):
            if let item = anchor.path.first { anchor.path[0] = ASTName(rename(item.text), range: item.range) }
            return .property(anchor)
        case .negate(let inner, let r): return .negate(inner.renamingItems(rename), r)
        case .binary(let op, let l, let rhs, let r): return .binary(op: op, l.renamingItems(rename), rhs.renamingItems(rename), r)
        }
    }
}
