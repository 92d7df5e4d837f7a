/// Whether a name can be written as an element's or a constraint's id, by the format's own
/// lexer, parser and checker: writers (the importers) ask this instead of guessing the rules.
public enum StatesIdentifier {
    /// True when `name` is read back as the element and the constraint it names, with no
    /// diagnostic: one identifier token, not a keyword, not `root` or `super`.
    public static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 200, !name.contains(where: { $0.isNewline || $0 == "#" }) else { return false }
        let element = "canvas 10x10\nview \(name)\n\(name).top == root.top\n\(name).leading == root.leading\nstate s\n"
        let constraint = "canvas 10x10\nview a\n\(name): a.top == root.top\na.leading == root.leading\nstate s { deactivate \(name) }\n"
        return [element, constraint].allSatisfy { text in
            let result = StatesCompiler.compile(source: text, file: "identifier.states")
            return !result.hasErrors && result.scene != nil
        }
    }
}
