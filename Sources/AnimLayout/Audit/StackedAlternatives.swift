import StatesFormat

/// Labels a storyboard or XIB lays over each other: two labels whose text already meets at
/// the default text size, where the file's own frames hold, are alternatives its code shows one
/// at a time (a folder's name or a file's title and size) — no one ships text drawn over text
/// in Interface Builder's canvas. Their overlap is not judged at any size (docs/audit.md).
extension SceneAudit {
    /// `findings` without the overlaps of two labels that overlap at the default text size;
    /// the pairs left out.
    static func withoutStackedAlternatives(_ findings: [AuditFinding], in scene: Scene) -> (kept: [AuditFinding], pairs: [[String]]) {
        func isLabel(_ id: String) -> Bool { scene.element(id)?.kind == .label }
        var pairs: [[String]] = []
        for f in findings where f.kind == .overlap && f.time == nil && f.textSize == .large
            && f.elements.count == 2 && f.elements.allSatisfy(isLabel) && !pairs.contains(f.elements) {
            pairs.append(f.elements)
        }
        guard !pairs.isEmpty else { return (findings, []) }
        let kept = findings.filter { !($0.kind == .overlap && pairs.contains($0.elements)) }
        return (kept, pairs)
    }
}
