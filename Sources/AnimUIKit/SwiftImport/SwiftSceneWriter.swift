import Foundation
import StatesFormat

/// Builds a ``SwiftCodeModel`` as a `.states` syntax tree (printed by ``StatesPrinter``): the
/// header statements `export swift` left (or a default canvas), the views nested as the code
/// adds them, every constraint, the states, transitions and events.
package struct SwiftSceneWriter {
    package var model: SwiftCodeModel
    package let file: String
    package var imagePath: (String) -> String = { $0 }

    package init(model: SwiftCodeModel, file: String, imagePath: @escaping (String) -> String = { $0 }) {
        self.model = model
        self.file = file
        self.imagePath = imagePath
    }

    /// The canvas a scene gets when the code does not say which screen it is for.
    static let defaultDevice = "iphone-15-pro"

    /// The scene: its statements printed and compiled.
    package func scene() -> ImportedScene {
        var m = model
        var statements: [ASTStatement] = [.comment("Imported by `animlayout import` from \(file) (class \(m.className)).", .generated)]
        var warnings = m.warnings
        let header = Self.header(m.headerLines)
        statements += header.statements
        if !header.statements.contains(where: { if case .canvas = $0 { return true } else { return false } }) {
            statements.append(.canvas(ASTDirective("canvas", [.word(Self.defaultDevice)])))
            warnings.append(ImportWarning(line: nil, message: "the code does not say which screen it is for: the canvas is an iPhone 15 Pro (edit the canvas line)"))
        }
        // Images named by `export swift`'s header.
        for (id, path, isIcon) in header.images {
            guard let i = m.viewIndex(id) else { continue }
            if isIcon { m.views[i].properties.append(ASTDirective("icon", [.text(imagePath(path))])) } else { m.views[i].texts = [imagePath(path)] }
        }
        func elements(in parent: String) -> [ASTStatement] {
            m.views.filter { $0.parent == parent }.map { v in
                var body: [ASTStatement] = v.properties.map { .property($0) }
                for (keyword, axes) in [("hugging", v.hugging), ("compression", v.compression)] where !axes.isEmpty {
                    let values = ["horizontal", "vertical"].compactMap { axis in axes[axis].map { (axis, SwiftCodeModel.value($0)) } }
                    body.append(.property(ASTDirective(keyword, [.list(nil, values)])))
                }
                body += elements(in: v.name)
                body += (m.vfl[v.name] ?? []).map { .vfl($0) }
                return .element(ASTElement(kind: v.kind, id: v.name, texts: v.texts, body: body))
            }
        }
        // The root's background when the code sets it (a view made in code without it is clear,
        // and the scene then draws the default, system-background).
        if let c = m.rootColor { statements.append(.root([ASTDirective("color", [c])], .generated)) }
        statements += elements(in: "root")
        statements += (m.vfl["root"] ?? []).map { .vfl($0) }

        // States: each case of `switch state`, on top of what is active outside it.
        let stateNames = m.stateNames.isEmpty ? ["default"] : m.stateNames
        func active(in state: String) -> Set<String> {
            var set = Set(m.baseActive)
            if let code = m.states[state] {
                set.subtract(code.deactivated)
                set.formUnion(code.activated)
            }
            return set
        }
        let used = m.constraints.filter { c in stateNames.contains { active(in: $0).contains(c.name) } }
        let carriedByWhen = header.statements.contains { if case .when = $0 { return true } else { return false } }
        for c in m.constraints where !used.contains(where: { $0.name == c.name }) {
            // Installed for some size classes only: the header's `when` blocks hold it.
            if carriedByWhen, m.sizeClassConstraints.contains(c.name) { continue }
            warnings.append(ImportWarning(line: c.line, message: "constraint '\(c.name)' is never activated; left out"))
        }
        // A constraint is named in the scene when states refer to it or the code named it.
        let referenced = Set(used.filter { c in stateNames.contains { !active(in: $0).contains(c.name) } || m.states.values.contains {
            $0.priorities[c.name] != nil || $0.constants[c.name] != nil } }.map(\.name))
        var sceneNames: [String: String] = [:]
        var taken: Set<String> = Set(m.views.map(\.name))
        for c in used {
            // Two constraints with one name (a state's `replace`): the second keeps its property's name.
            if let name = c.sceneName, taken.insert(name).inserted { sceneNames[c.name] = name } else if c.sceneName != nil || referenced.contains(c.name) {
                var name = c.name, n = 2
                while !taken.insert(name).inserted { name = "\(c.name)_\(n)"; n += 1 }
                sceneNames[c.name] = name
            }
        }
        for c in used {
            let second = c.second.map { ASTAnchor(dotted: $0) }
            statements.append(.constraint(ASTConstraint(
                name: sceneNames[c.name], first: ASTAnchor(dotted: c.first), relation: Relation(rawValue: c.relation) ?? .equal,
                second: second, multiplier: second != nil && c.multiplier != 1 ? c.multiplier : nil,
                constant: second == nil || c.constant != 0 ? SwiftCodeModel.rounded(c.constant) : nil,
                priority: c.priority < 1000 ? ASTPriority(SwiftCodeModel.rounded(c.priority)) : nil)))
        }
        for state in stateNames {
            var items: [ASTStateItem] = []
            let on = active(in: state)
            let off = used.filter { !on.contains($0.name) }.compactMap { sceneNames[$0.name] }
            if !off.isEmpty { items.append(.deactivate(off.map { ASTName($0) }, .generated)) }
            if let code = m.states[state] {
                for c in used {
                    guard let name = sceneNames[c.name] else { continue }
                    if let p = code.priorities[c.name], p != c.priority { items.append(.priority(ASTName(name), ASTPriority(SwiftCodeModel.rounded(p)), .generated)) }
                    if let k = code.constants[c.name], Self.literal(k) != SwiftCodeModel.rounded(c.constant) {
                        items.append(.constant(ASTName(name), k, .generated))
                    }
                }
                items += code.looks
                if code.keyboard { items.append(.keyboard(true, .generated)) }
                for v in m.views {
                    if let hidden = code.hidden[v.name], hidden != m.baseHidden.contains(v.name) {
                        items.append(hidden ? .hide([ASTName(v.name)], .generated) : .show([ASTName(v.name)], .generated))
                    }
                    if let a = code.alpha[v.name] { items.append(.alpha(ASTName(v.name), ASTNumber(SwiftCodeModel.rounded(a)), .generated)) }
                }
            }
            statements.append(.state(ASTState(name: state, items: items)))
        }
        if let initial = m.initialState, initial != stateNames.first, stateNames.contains(initial) {
            statements.append(.initial(ASTName(initial), .generated))
        }
        // Transitions and events.
        // `A -> A` changes nothing; `* -> *` (`case (_, _)`) is every change of state.
        for (from, to, duration, curve) in m.transitions where from != to || from == "*" {
            statements.append(.transition(ASTTransition(from: from == "*" ? nil : from, to: to == "*" ? nil : to, items: [
                .directive(ASTDirective("duration", [SwiftCodeModel.value(duration)])), .directive(ASTDirective("curve", curve)),
            ])))
        }
        for (handler, pairs) in m.tapHandlers.sorted(by: { $0.key < $1.key }) {
            guard let view = m.tapWiring[handler] else { continue }
            for (from, to) in pairs where from != to {
                statements.append(.event(.tap(view, from: from == "*" ? nil : from, to: to == "*" ? nil : to)))
            }
        }
        for w in warnings { statements.append(.comment("not carried over (\(file)\(w.line.map { ":\($0)" } ?? "")): \(w.message)", .generated)) }
        let id = IBNames.identifier(m.className.hasSuffix("View") && m.className.count > 4 ? String(m.className.dropLast(4)) : m.className) ?? "scene"
        return ImportedScene(id: id, statements: statements, warnings: warnings)
    }

    /// The value of a constant that is a number (`8`, `-8`); nil for constant math.
    static func literal(_ e: ASTExpression) -> Double? {
        switch e {
        case .number(let n): return n.value
        case .negate(let inner, _): return literal(inner).map { -$0 }
        default: return nil
        }
    }

    /// The `// animlayout: …` lines `export swift` wrote, read as `.states`: the `scene`,
    /// `canvas`, `size`, `font-file` and top-level `when` statements, and the image files (`image ID "path"`,
    /// `icon ID "path"`) by element id. A line that does not parse is left out.
    static func header(_ lines: [String]) -> (statements: [ASTStatement], images: [(String, String, Bool)]) {
        var statements: [ASTStatement] = []
        var images: [(String, String, Bool)] = []
        for line in lines {
            // `icon ID "path"` reads as `image ID "path"` does.
            let isIcon = line.hasPrefix("icon ")
            let text = isIcon ? "image " + line.dropFirst("icon ".count) : line
            let (ast, diagnostics) = StatesCompiler.parse(source: text, file: "header.states")
            guard diagnostics.isEmpty, ast.statements.count == 1, let statement = ast.statements.first else { continue }
            switch statement {
            case .scene, .canvas, .size, .fontFile, .when: statements.append(statement)
            case .element(let e) where e.kind.text == ElementKind.image.rawValue && e.body.isEmpty:
                if let path = e.text?.value { images.append((e.id.text, path, isIcon)) }
            default: break
            }
        }
        return (statements, images)
    }
}
