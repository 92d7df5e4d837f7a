/// What the `audit` block tells the audit about the scene beyond findings to allow
/// (docs/format.md, "Audit opt-outs"): views that are tap targets though their kind is not a
/// control, and a canvas that grows with its content.
public struct AuditHints: Hashable, Sendable {
    /// `target ID… "reason"`: views people tap (a custom control, a view with a tap gesture
    /// recognizer, a page control), judged for their tap target as controls are; by id, with the reason.
    public var targets: [String: String] = [:]
    /// `grows "reason"`: the canvas's height grows with its content as Dynamic Type grows the
    /// text (a self-sizing table cell); nil: the canvas keeps its height. The reason.
    public var grows: String?

    /// No hints.
    public init() {}
}
