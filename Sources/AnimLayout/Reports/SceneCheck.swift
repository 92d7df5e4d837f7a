/// Solves every state of a scene in every environment and turns what it finds into
/// diagnostics: conflicts (with every member's location and the one broken), ambiguity, and
/// broken optional constraints, as UIKit's log reports them but readable.
public struct SceneCheck: Sendable {
    /// One state in one environment.
    public struct Entry: Sendable {
        public var state: String
        public var environment: String
        public var layout: Layout
    }

    public private(set) var entries: [Entry] = []
    /// Conflict and ambiguity diagnostics (warnings; errors under `strict`), then notes for broken constraints.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Runs the check.
    public init(scene: Scene, measurer: any TextMeasurer, strict: Bool) throws {
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        let severity: Diagnostic.Severity = strict ? .error : .warning
        let environments = [scene.canvas] + scene.sizes
        var errors: [Diagnostic] = []
        for env in environments {
            for state in scene.states {
                let layout: Layout
                do {
                    layout = try engine.layout(state: state.name, environment: env.name)
                } catch let error as LayoutError {
                    errors += error.diagnostics
                    continue
                }
                entries.append(Entry(state: state.name, environment: env.name, layout: layout))
                let place = "state '\(state.name)', size '\(env.name)'"
                for c in layout.conflicts {
                    let index = c.constraints.firstIndex(of: c.broken)
                    let range = index.flatMap { c.ranges[$0] } ?? state.range
                    let notes = zip(c.constraints, c.ranges).map { id, r in
                        Diagnostic.note("member of the conflicting set: \(id)", at: r)
                    }
                    diagnostics.append(Diagnostic(severity,
                        "\(place): unable to satisfy \(c.constraints.count) required constraints simultaneously; will attempt to recover by breaking '\(c.broken)'. Lower one of them to 999, or deactivate it in this state",
                        at: range, notes: notes))
                }
                for a in layout.ambiguous {
                    let range = scene.element(a.element)?.range ?? state.range
                    diagnostics.append(Diagnostic(severity,
                        "\(place): '\(a.element)' has an ambiguous layout (\(a.attributes.joined(separator: ", ")) not fixed); add constraints that fix its \(a.attributes.joined(separator: " and "))",
                        at: range))
                }
                for b in layout.broken {
                    diagnostics.append(.note("\(place): optional constraint '\(b.constraint)' @\(b.priority) is broken by \(format(b.error)) pt", at: b.range))
                }
            }
        }
        if !errors.isEmpty { throw LayoutError(errors) }
    }

    /// True when there is an error (conflicts or ambiguity under `strict`).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
