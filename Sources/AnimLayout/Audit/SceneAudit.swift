import StatesFormat

/// `audit`: every state of a scene laid out in every size at every Dynamic Type size, and looked
/// at in both appearances, for what solves cleanly and still fails a person: clipped text,
/// overlapping content, content past the canvas or a clipping superview, tap targets under
/// 44 × 44 pt, text below WCAG 2's contrast, content outside the safe area and visible views of
/// no size (``AuditChecks``). Transitions' frames are not audited.
public struct SceneAudit: Sendable {
    public let scene: Scene
    /// Every finding, in the order found: text size, size, state, then element order.
    public private(set) var findings: [AuditFinding] = []
    public let coverage: AuditCoverage
    /// The text sizes audited, smallest first.
    public let textSizes: [ContentSizeCategory]
    /// Findings the scene's `audit { allow … }` lines say are intended (left out of `findings`).
    public private(set) var allowed = 0
    /// `allow` lines that matched no finding (a warning: the scene changed, or the line is wrong).
    public private(set) var unusedAllowances: [AuditAllowance] = []

    /// Audits `scene` at `textSizes` (default: all twelve).
    public init(scene: Scene, measurer: any TextMeasurer, textSizes: [ContentSizeCategory] = ContentSizeCategory.allCases) {
        self.scene = scene
        self.textSizes = textSizes
        let environments = [scene.canvas] + scene.sizes
        coverage = AuditCoverage(states: scene.states.count, sizes: environments.count, appearances: 2, textSizes: textSizes.count, frames: 0)
        var found: [AuditFinding] = []
        for textSize in textSizes {
            var sized = scene
            sized.canvas.textSize = textSize
            for i in sized.sizes.indices { sized.sizes[i].textSize = textSize }
            let engine = LayoutEngine(scene: sized, measurer: measurer)
            for environment in environments {
                guard let env = try? engine.environment(named: environment.name) else { continue }
                for state in scene.states {
                    guard let layout = try? engine.layout(state: state.name, environment: environment.name) else { continue }
                    let checks = AuditChecks(scene: sized, layout: layout, environment: env, measurer: measurer, textSize: textSize)
                    found += checks.findings()
                }
            }
        }
        var used = Set<Int>()
        findings = found.filter { f in
            let matches = scene.auditAllowances.indices.filter {
                scene.auditAllowances[$0].allows(kind: f.kind.rawValue, elements: f.elements, state: f.state, size: f.size, textSize: f.textSize)
            }
            used.formUnion(matches)
            return matches.isEmpty
        }
        allowed = found.count - findings.count
        // An allowance limited to text sizes this run did not audit is not unused.
        unusedAllowances = scene.auditAllowances.indices.filter { !used.contains($0) }.map { scene.auditAllowances[$0] }
            .filter { a in a.fromTextSize.map { from in textSizes.contains { Self.rank($0) >= Self.rank(from) } } ?? true }
    }

    /// A text size's place among the twelve, smallest first.
    static func rank(_ c: ContentSizeCategory) -> Int { ContentSizeCategory.allCases.firstIndex(of: c) ?? 0 }

    /// The scene's entry of `audit --json`.
    public func json(file: String) -> JSONValue {
        .object([("scene", .string(scene.id)), ("file", .string(file)),
                 ("checked", .object([("states", .number(Double(coverage.states))), ("sizes", .number(Double(coverage.sizes))),
                                      ("appearances", .number(Double(coverage.appearances))),
                                      ("textSizes", .number(Double(coverage.textSizes))), ("frames", .number(Double(coverage.frames)))])),
                 ("findings", .array(findings.map(\.json)))])
    }

    /// One line per group of findings (the same problem at several text sizes is one line:
    /// "from xxl up", "at xs, s"), compiler style: `FILE:LINE:COL: warning: …`.
    public func lines(severity: String) -> [String] {
        var order: [String] = []
        var groups: [String: [AuditFinding]] = [:]
        for f in findings {
            if groups[f.groupKey] == nil { order.append(f.groupKey) }
            groups[f.groupKey, default: []].append(f)
        }
        return order.compactMap { key -> String? in
            guard let group = groups[key], let first = group.first else { return nil }
            let sizes = Set(group.map(\.textSize)), appearances = Set(group.map(\.appearance))
            let look = appearances.count == 2 ? "light and dark" : first.appearance.rawValue
            let place = "state '\(first.state)', size '\(first.size)', \(look), " + Self.describe(sizes, among: textSizes)
            let location = first.location.map { "\($0.start.file):\($0.start.line):\($0.start.column): " } ?? "\(scene.id): "
            let varies = Set(group.map(\.message)).count > 1 ? " (at text size \(first.textSize.rawValue), \(first.appearance.rawValue); the numbers differ at the others)" : ""
            return "\(location)\(severity): \(first.kind.rawValue): \(place): \(first.message)\(varies)"
        }
    }

    /// `"every text size"`, `"from xxl up"`, `"up to s"`, or the list.
    static func describe(_ sizes: Set<ContentSizeCategory>, among all: [ContentSizeCategory]) -> String {
        let hit = all.filter { sizes.contains($0) }
        guard let first = hit.first, let last = hit.last else { return "" }
        if hit.count == all.count { return "at every text size" }
        if let i = all.firstIndex(of: first), Array(all[i...]) == hit { return "from text size \(first.rawValue) up" }
        if let j = all.firstIndex(of: last), Array(all[...j]) == hit { return "up to text size \(last.rawValue)" }
        return "at text size " + hit.map(\.rawValue).joined(separator: ", ")
    }

    /// How many findings of each kind, for the summary table.
    public var counts: [(AuditFinding.Kind, Int)] {
        AuditFinding.Kind.allCases.map { kind in (kind, findings.filter { $0.kind == kind }.count) }
    }
}
