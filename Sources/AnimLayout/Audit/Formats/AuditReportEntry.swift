import StatesFormat

/// One line of an audit report in a form other tools read: a group of findings (the same
/// problem at several text sizes, appearances or frames) with its file, place, level and text.
public struct AuditReportEntry: Sendable {
    public var key: AuditFindingKey
    public var level: Level
    /// The line as `audit` prints it, without its location.
    public var message: String
    /// Where it is fixed: the file and, when known, line and column.
    public var file: String
    public var line: Int?
    public var column: Int?

    /// SARIF's levels, which GitHub's workflow commands share.
    public enum Level: String, Sendable { case warning, error, note }

    /// The entries of `audit` (one per printed group), reported against `file` when a finding
    /// has no location.
    public static func entries(_ audit: SceneAudit, file: String, level: Level) -> [AuditReportEntry] {
        audit.groups(severity: level.rawValue).map { group in
            let first = group.first
            let location = first.location
            // What is wrong first, under its rule's title, then where and when (a reader that
            // groups results by the start of their message groups them by problem).
            let text = "\(AuditRule.rule(first.kind).title): \(group.problem) — \(group.place)"
            return AuditReportEntry(key: AuditFindingKey(file: location?.file ?? file, scene: audit.scene.id,
                                                         elements: first.elements, kind: first.kind.rawValue),
                                    level: level, message: text, file: location?.file ?? file,
                                    line: location?.start.line, column: location?.start.column)
        }
    }
}
