/// Solves every state of a scene in every environment and turns what it finds into
/// diagnostics: conflicts (with every member's location and the one broken) and ambiguity,
/// plus the broken optional constraints, as UIKit's log reports them but readable.
public struct SceneCheck: Sendable {
    /// One state in one environment.
    public struct Entry: Sendable {
        public var state: String
        public var environment: String
        public var layout: Layout
    }

    /// Every state × environment solved, environments in declaration order (canvas first).
    public private(set) var entries: [Entry] = []
    /// Conflicts and ambiguity: warnings, or errors under `strict`.
    public private(set) var problems: [Diagnostic] = []
    private let environmentCount: Int
    private let stateCount: Int

    /// Runs the check.
    public init(scene: Scene, measurer: any TextMeasurer, strict: Bool) throws {
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        let severity: Diagnostic.Severity = strict ? .error : .warning
        let environments = [scene.canvas] + scene.sizes
        environmentCount = environments.count
        stateCount = scene.states.count
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
                        Diagnostic.note("in the conflicting set: \(id)", at: r)
                    }
                    problems.append(Diagnostic(severity,
                        "\(place): unable to satisfy \(c.constraints.count) required constraints simultaneously; recovered by breaking '\(c.broken)'. Lower one of them to 999 or deactivate it in this state",
                        at: range, notes: notes))
                }
                for a in layout.ambiguous {
                    let range = engine.elementIndex[a.element].map { scene.elements[$0].range } ?? state.range
                    problems.append(Diagnostic(severity,
                        "\(place): '\(a.element)' has an ambiguous layout: its \(a.attributes.joined(separator: ", ")) \(a.attributes.count == 1 ? "is" : "are") not fixed by the constraints; add constraints that fix \(a.attributes.count == 1 ? "it" : "them")",
                        at: range))
                }
            }
        }
        if !errors.isEmpty { throw LayoutError(errors) }
    }

    /// True when there is an error (conflicts or ambiguity under `strict`).
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// One line per broken optional constraint: state, size, id, priority, error and location.
    public var brokenLines: [String] {
        entries.flatMap { entry in
            entry.layout.broken.map { b in
                "  \(entry.state) [\(entry.environment)]: \(b.constraint) @\(b.priority) broken by \(format(b.error)) pt"
                    + (b.range.map { " (\($0.start))" } ?? "")
            }
        }
    }

    /// `FILE: N states × M sizes solved: C conflicts, A ambiguous, B broken optional constraints`.
    public func summary(file: String) -> String {
        let conflicts = entries.reduce(0) { $0 + $1.layout.conflicts.count }
        let ambiguous = entries.reduce(0) { $0 + $1.layout.ambiguous.count }
        let broken = entries.reduce(0) { $0 + $1.layout.broken.count }
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(file): \(n(stateCount, "state")) × \(n(environmentCount, "size")) solved: "
            + "\(n(conflicts, "conflict")), \(ambiguous) ambiguous, \(n(broken, "broken optional constraint"))"
    }
}
