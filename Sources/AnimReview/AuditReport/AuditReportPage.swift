import AnimLayout
import Foundation

/// `audit --out DIR`'s page for a whole app, `DIR/audit/index.html`: every file and scene
/// audited with its findings (the report's line and its picture), the counts per kind, and a
/// filter by kind. Offline, in the review page's style; pictures are the scene folders'.
public struct AuditReportPage: Sendable {
    /// One finding group as the page shows it.
    public struct Finding: Sendable {
        public var kind: String
        public var line: String
        /// The picture's path relative to the page (nil past the picture limit).
        public var picture: String?

        public init(kind: String, line: String, picture: String?) {
            self.kind = kind
            self.line = line
            self.picture = picture
        }
    }

    /// One audited scene: its file, its name and its findings.
    public struct Scene: Sendable {
        public var file: String
        public var name: String
        public var findings: [Finding]

        public init(file: String, name: String, findings: [Finding]) {
            self.file = file
            self.name = name
            self.findings = findings
        }
    }

    /// Marks the page as animlayout's (a later audit replaces only its own page).
    public static let generator = "<meta name=\"generator\" content=\"animlayout audit\">"

    public var scenes: [Scene] = []

    public init() {}

    /// The page.
    public func html() -> String {
        let all = scenes.flatMap(\.findings)
        let kinds = AuditFinding.Kind.allCases.map(\.rawValue).filter { kind in all.contains { $0.kind == kind } }
        let filters = kinds.map { kind in
            let n = all.filter { $0.kind == kind }.count
            return "<label><input type=\"checkbox\" data-kind=\"\(escape(kind))\" checked> \(escape(kind)) <span class=\"count\">\(n)</span></label>"
        }.joined(separator: "\n")
        let files = scenes.count
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">\(Self.generator)<meta name="viewport" content="width=device-width, initial-scale=1">
        <title>animlayout audit: \(all.count) finding\(all.count == 1 ? "" : "s")</title>
        <style>
        \(PageStyle.text)
        .report { padding: 20px; max-width: 1400px; }
        .filters label { margin-right: 14px; white-space: nowrap; }
        .count { color: var(--muted); }
        .scene { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
        .scene h2 { font-size: 16px; margin: 0 0 6px; text-transform: none; letter-spacing: 0; }
        .finding { display: flex; gap: 14px; align-items: flex-start; border-top: 1px solid var(--line); padding: 10px 0; }
        .finding img { max-width: 240px; max-height: 420px; border: 1px solid var(--line); }
        .finding code { white-space: pre-wrap; word-break: break-word; }
        .tag { font-size: 12px; padding: 1px 8px; border-radius: 8px; color: #fff; background: var(--warning); }
        .clean { color: var(--muted); }
        .hidden { display: none; }
        </style></head>
        <body><div class="bar"><h1>Audit: <span id="shown">\(all.count)</span> of \(all.count) finding group\(all.count == 1 ? "" : "s") in \(files) scene\(files == 1 ? "" : "s")</h1></div>
        <div class="report">
        <div class="filters">\(filters)</div>
        \(scenes.map(section).joined(separator: "\n"))
        </div>
        <script>
        function applyFilters() {
          const on = new Set([...document.querySelectorAll('.filters input')].filter(i => i.checked).map(i => i.dataset.kind));
          let shown = 0;
          document.querySelectorAll('.finding').forEach(f => {
            const visible = on.has(f.dataset.kind);
            f.classList.toggle('hidden', !visible);
            if (visible) shown++;
          });
          document.getElementById('shown').textContent = shown;
        }
        document.querySelectorAll('.filters input').forEach(i => i.addEventListener('change', applyFilters));
        </script>
        </body></html>

        """
    }

    /// One scene's section.
    private func section(_ scene: Scene) -> String {
        let body = scene.findings.isEmpty ? "<p class=\"clean\">no findings</p>" : scene.findings.map { f in
            let picture = f.picture.map { "<img src=\"\(escape($0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0))\" alt=\"\(escape(f.kind))\" loading=\"lazy\">" } ?? ""
            return "<div class=\"finding\" data-kind=\"\(escape(f.kind))\">\(picture)<div><span class=\"tag\">\(escape(f.kind))</span> <code>\(escape(f.line))</code></div></div>"
        }.joined(separator: "\n")
        return "<section class=\"scene\"><h2><code>\(escape(scene.file))</code> · \(escape(scene.name)) <span class=\"count\">\(scene.findings.count)</span></h2>\n\(body)</section>"
    }

    private func escape(_ s: String) -> String { StateGraph.escape(s) }
}
