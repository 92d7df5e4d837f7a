/// A storyboard scene's states from its view controller's code (seed 002: the storyboard holds
/// the views and constraints, the code switches priorities and constants by position).
extension SceneWriter {
    mutating func writeStates(_ code: SwiftCodeModel) {
        // The code's names are outlets' names; the scene's names for the same objects.
        var byOutlet: [String: String] = [:]
        for (object, property) in outletNames {
            if let name = names[object] ?? names["constraint:" + object] { byOutlet[property] = name }
        }
        func name(_ codeName: String) -> String? { byOutlet[codeName] }
        /// Constant math with the code's names replaced by the scene's.
        func renamed(_ math: String) -> String {
            var out = "", word = ""
            for ch in math + " " {
                if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch); continue }
                out += byOutlet[word] ?? word
                word = ""
                out.append(ch)
            }
            return String(out.dropLast())
        }
        for state in code.stateNames {
            var changes: [String] = []
            if let s = code.states[state] {
                let off = s.deactivated.compactMap(name), on = s.activated.compactMap(name).filter { !off.contains($0) }
                if !off.isEmpty { changes.append("deactivate " + off.joined(separator: ", ")) }
                _ = on
                for (c, p) in s.priorities.sorted(by: { $0.key < $1.key }) {
                    if let n = name(c) { changes.append("priority \(n) \(Self.format(p))") } else { warnings.append(ImportWarning(line: nil, message: "the code sets the priority of '\(c)', which is not an outlet of this scene")) }
                }
                for (c, k) in s.constants.sorted(by: { $0.key < $1.key }) {
                    if let n = name(c) { changes.append("constant \(n) \(renamed(k))") } else { warnings.append(ImportWarning(line: nil, message: "the code sets the constant of '\(c)', which is not an outlet of this scene")) }
                }
                for (v, hidden) in s.hidden.sorted(by: { $0.key < $1.key }) { if let n = name(v) { changes.append((hidden ? "hide " : "show ") + n) } }
                for (v, a) in s.alpha.sorted(by: { $0.key < $1.key }) { if let n = name(v) { changes.append("alpha \(n) \(Self.format(a))") } }
            }
            lines.append(changes.isEmpty ? "state \(state)" : "state \(state) {")
            if !changes.isEmpty {
                for c in changes { lines.append("    \(c)") }
                lines.append("}")
            }
        }
        if let initial = code.initialState, initial != code.stateNames.first, code.stateNames.contains(initial) { lines.append("initial \(initial)") }
        warnings += code.warnings.map { ImportWarning(line: nil, message: "\(code.className).swift\($0.line.map { ":\($0)" } ?? ""): \($0.message)") }
    }
}
