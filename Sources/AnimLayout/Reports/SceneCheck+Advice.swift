extension SceneCheck {
    /// What to do about a required conflict. When the set holds a view's autoresizing-mask
    /// constraints (a `frame(...)` view: translatesAutoresizingMaskIntoConstraints = true), no
    /// priority lowers those: the advice names the view and its `frame`, as UIKit's log would
    /// lead to ("…NSAutoresizingMaskLayoutConstraint…"). Otherwise: lower one to 999 or
    /// deactivate it.
    static func conflictAdvice(_ c: Conflict) -> String {
        let marker = " (autoresizing)"
        var views: [String] = []
        for id in c.constraints where id.hasSuffix(marker) {
            let view = String(id.prefix { $0 != "." })
            if !view.isEmpty, !views.contains(view) { views.append(view) }
        }
        guard !views.isEmpty else { return "Lower one of them to 999 or deactivate it in this state" }
        let names = views.map { "'\($0)'" }.joined(separator: ", ")
        let written = c.constraints.filter { !$0.hasSuffix(marker) }.map { "'\($0)'" }.joined(separator: ", ")
        return "\(names) \(views.count == 1 ? "has" : "have") frame(...) (translatesAutoresizingMaskIntoConstraints = true): "
            + "its frame becomes required constraints that no priority lowers. Remove frame(...) to lay it out with constraints only "
            + "(in code: translatesAutoresizingMaskIntoConstraints = false)"
            + (written.isEmpty ? "" : ", or remove \(written)")
    }
}
