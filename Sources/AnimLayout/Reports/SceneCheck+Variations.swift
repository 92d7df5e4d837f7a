import StatesFormat

/// What `check` says about size-class variations (docs/format.md, "Size-class variations").
extension SceneCheck {
    /// A note per `when` block that holds in the environment (none without variations), for
    /// a conflict's or an ambiguity's report.
    static func variationNotes(_ varied: VariedScene?, environment: String) -> [Diagnostic] {
        guard let varied else { return [] }
        return varied.holding.map { .note("size '\(environment)' is laid out with '\($0.label)'", at: $0.range) }
    }

    /// A warning when every change `state` makes names a constraint not installed in this
    /// environment, so the state changes nothing here (said once per state and environment).
    static func ineffectiveState(_ state: State, in varied: VariedScene, environment: String,
                                 declaring: [String: Variation]) -> Diagnostic? {
        let ignored = varied.ignored.filter { $0.state == state.name }
        guard let first = ignored.first, let variedState = varied.scene.state(state.name),
              variedState.changes.isEmpty else { return nil }
        let names = Array(Set(ignored.map(\.constraint))).sorted().map { "'\($0)'" }.joined(separator: ", ")
        let from = declaring[first.constraint].map { "; it is installed only where '\($0.label)' holds" } ?? ""
        return .warning("the state changes nothing here: its changes name \(names), not installed in size '\(environment)' "
                        + "(UIKit ignores changes to an uninstalled constraint)\(from)", at: first.range)
    }
}
