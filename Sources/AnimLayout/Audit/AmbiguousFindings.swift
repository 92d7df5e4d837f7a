/// A finding about a view whose place the constraints do not fix says so: the layout the audit
/// looked at is one of several the constraints allow (a custom view the app sizes in code, a
/// missing constraint), so the finding may not be what the app shows.
extension SceneAudit {
    /// `findings` with a note on each one that names an element `layout` leaves ambiguous.
    static func notingAmbiguity(_ findings: [AuditFinding], in layout: Layout) -> [AuditFinding] {
        guard !layout.ambiguous.isEmpty else { return findings }
        let moving = Dictionary(layout.ambiguous.map { ($0.element, $0.attributes) }, uniquingKeysWith: { a, _ in a })
        return findings.map { finding in
            guard let id = finding.elements.first(where: { moving[$0] != nil }), let attributes = moving[id] else { return finding }
            var noted = finding
            noted.ambiguousElement = id
            let what = attributes.count == 1 ? "its \(attributes[0]) is" : "its \(attributes.joined(separator: ", ")) are"
            noted.message += " ('\(id)' is ambiguous here: \(what) not fixed by the constraints at this size, so this is one layout of several they allow)"
            return noted
        }
    }

    /// `findings` without those about a view without text that the layout leaves ambiguous,
    /// for a scene imported from a storyboard or XIB: there the app's code sizes such a view
    /// (a custom view with no height constraint), so the layout looked at is not the app's; and
    /// the views whose findings were left out, in the order first found. Text in a priority
    /// tie stays: whichever way UIKit breaks the tie, text that does not fit is cut.
    static func withoutAmbiguousViews(_ findings: [AuditFinding], in scene: Scene) -> (kept: [AuditFinding], views: [String]) {
        func sizedInCode(_ f: AuditFinding) -> String? {
            guard let id = f.ambiguousElement, scene.element(id).map({ $0.text == nil }) ?? false else { return nil }
            return id
        }
        var views: [String] = []
        for id in findings.compactMap(sizedInCode) where !views.contains(id) { views.append(id) }
        return (findings.filter { sizedInCode($0) == nil }, views)
    }
}
