import Foundation

/// Writes a ``SwiftCodeModel`` as `.states` text: the header lines `export swift` left (or a
/// default canvas), the views nested as the code adds them, every constraint, the states,
/// transitions and events.
struct SwiftSceneWriter {
    var model: SwiftCodeModel
    let file: String
    var imagePath: (String) -> String = { $0 }

    func scene() -> ImportedScene {
        var m = model
        var lines: [String] = ["# Imported by `animlayout import` from \(file) (class \(m.className))."]
        var warnings = m.warnings
        let hasCanvas = m.headerLines.contains { $0.hasPrefix("canvas ") }
        for h in m.headerLines where !h.hasPrefix("image ") && !h.hasPrefix("icon ") { lines.append(h) }
        if !hasCanvas {
            lines.append("canvas iphone-15-pro")
            warnings.append(ImportWarning(line: nil, message: "the code does not say which screen it is for: the canvas is an iPhone 15 Pro (edit the canvas line)"))
        }
        // Images named by `export swift`'s header: `image ID "path"`.
        for h in m.headerLines where h.hasPrefix("image ") || h.hasPrefix("icon ") {
            let parts = h.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, let i = m.viewIndex(parts[1]) else { continue }
            let path = "\"" + imagePath(parts[2].trimmingCharacters(in: CharacterSet(charactersIn: "\""))) + "\""
            if parts[0] == "image" { m.views[i].head = " " + path } else { m.views[i].properties.append("icon " + path) }
        }
        lines.append("")
        func write(_ parent: String, depth: Int) {
            for v in m.views where v.parent == parent {
                let pad = String(repeating: "    ", count: depth)
                lines.append("\(pad)\(v.kind) \(v.name)\(v.head) {")
                for p in v.properties { lines.append("\(pad)    \(p)") }
                for (property, axes) in [("hugging", v.hugging), ("compression", v.compression)] where !axes.isEmpty {
                    let parts = ["horizontal", "vertical"].compactMap { axis in axes[axis].map { "\(axis): \(SwiftCodeReader.n($0))" } }
                    lines.append("\(pad)    \(property)(\(parts.joined(separator: ", ")))")
                }
                write(v.name, depth: depth + 1)
                for l in m.vfl[v.name] ?? [] { lines.append("\(pad)    \(l)") }
                lines.append("\(pad)}")
            }
        }
        write("root", depth: 0)
        for l in m.vfl["root"] ?? [] { lines.append(l) }
        lines.append("")

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
        for c in m.constraints where !used.contains(where: { $0.name == c.name }) {
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
            var text = "\(c.first) \(c.relation) "
            if let second = c.second {
                text += c.multiplier == 1 ? second : "\(SwiftCodeReader.n(c.multiplier)) * \(second)"
                if c.constant > 0 { text += " + \(SwiftCodeReader.n(c.constant))" } else if c.constant < 0 { text += " - \(SwiftCodeReader.n(-c.constant))" }
            } else {
                text += SwiftCodeReader.n(c.constant)
            }
            if c.priority < 1000 { text += " @\(SwiftCodeReader.n(c.priority))" }
            lines.append((sceneNames[c.name].map { "\($0): " } ?? "") + text)
        }
        lines.append("")
        for state in stateNames {
            var changes: [String] = []
            let on = active(in: state)
            let off = used.filter { !on.contains($0.name) }.compactMap { sceneNames[$0.name] }
            if !off.isEmpty { changes.append("deactivate " + off.joined(separator: ", ")) }
            if let code = m.states[state] {
                for c in used {
                    guard let name = sceneNames[c.name] else { continue }
                    if let p = code.priorities[c.name], p != c.priority { changes.append("priority \(name) \(SwiftCodeReader.n(p))") }
                    if let k = code.constants[c.name], k != SwiftCodeReader.n(c.constant) { changes.append("constant \(name) \(k)") }
                }
                changes += code.looks
                if code.keyboard { changes.append("keyboard") }
                for v in m.views {
                    if let hidden = code.hidden[v.name], hidden != m.baseHidden.contains(v.name) { changes.append((hidden ? "hide " : "show ") + v.name) }
                    if let a = code.alpha[v.name] { changes.append("alpha \(v.name) \(SwiftCodeReader.n(a))") }
                }
            }
            lines.append(changes.isEmpty ? "state \(state)" : "state \(state) {")
            if !changes.isEmpty {
                for change in changes { lines.append("    \(change)") }
                lines.append("}")
            }
        }
        if let initial = m.initialState, initial != stateNames.first, stateNames.contains(initial) { lines.append("initial \(initial)") }
        // Transitions and events.
        var transitions: [String] = []
        for (from, to, duration, curve) in m.transitions where from != to {
            transitions.append("transition \(from) -> \(to) { duration \(SwiftCodeReader.n(duration)); curve \(curve) }")
        }
        if !transitions.isEmpty { lines.append(""); lines += transitions }
        var events: [String] = []
        for (handler, pairs) in m.tapHandlers.sorted(by: { $0.key < $1.key }) {
            guard let view = m.tapWiring[handler] else { continue }
            for (from, to) in pairs where from != to { events.append("on tap \(view): \(from) -> \(to)") }
        }
        if !events.isEmpty { lines.append(""); lines += events }
        for w in warnings { lines.append("# not carried over (\(file)\(w.line.map { ":\($0)" } ?? "")): \(w.message)") }
        let id = IBNames.identifier(m.className.hasSuffix("View") && m.className.count > 4 ? String(m.className.dropLast(4)) : m.className) ?? "scene"
        return ImportedScene(id: id, text: lines.joined(separator: "\n") + "\n", warnings: warnings)
    }
}
