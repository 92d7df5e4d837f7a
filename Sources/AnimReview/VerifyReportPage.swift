import AnimRender
import Foundation

/// `render --verify`'s report page, `OUT/verify/index.html`: offline, in the review page's
/// style, one section per mismatch with the reference, the render and their difference.
public enum VerifyReportPage {
    /// The page for `checks` (every scene verified), against references in `referencesPath`.
    public static func html(_ checks: [ReferenceCheck], referencesPath: String, tolerance: VerifyTolerance) -> String {
        let mismatches = checks.reduce(0) { $0 + $1.mismatches.count }
        let files = checks.reduce(0) { $0 + $1.results.count }
        var body = ""
        for check in checks where !check.mismatches.isEmpty {
            body += "<h2>\(StateGraph.escape(check.scene))</h2>\n"
            for result in check.mismatches {
                body += "<section class=\"mismatch \(result.outcome.rawValue)\"><h3><code>\(StateGraph.escape(result.file))</code> "
                    + "<span class=\"tag\">\(result.outcome.rawValue)</span></h3>\n<p>\(StateGraph.escape(result.detail))</p>\n"
                if result.images.count == 3 {
                    body += "<div class=\"trio\">"
                    for (label, image) in zip(["reference", "render", "difference"], result.images) {
                        body += "<figure><img src=\"\(StateGraph.escape(image.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? image))\" alt=\"\(label)\" loading=\"lazy\"><figcaption>\(label)</figcaption></figure>"
                    }
                    body += "</div>\n"
                }
                body += "</section>\n"
            }
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>animlayout verify: \(mismatches) mismatch\(mismatches == 1 ? "" : "es")</title>
        <style>
        \(PageStyle.text)
        .report { padding: 20px; max-width: 1400px; }
        .report h2 { margin-top: 24px; }
        .mismatch { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
        .mismatch h3 { font-size: 15px; margin: 0 0 4px; }
        .tag { font-size: 12px; padding: 1px 8px; border-radius: 8px; color: #fff; background: var(--error); vertical-align: 1px; }
        .missing .tag, .extra .tag { background: var(--warning); }
        .trio { display: flex; flex-wrap: wrap; gap: 12px; }
        .trio figure { margin: 0; }
        .trio img { max-width: 360px; max-height: 640px; border: 1px solid var(--line); image-rendering: pixelated; }
        figcaption { color: var(--muted); font-size: 12px; }
        </style></head>
        <body><div class="bar"><h1>Verify: \(mismatches) of \(files) file\(files == 1 ? "" : "s") differ</h1>
        <span>references: <code>\(StateGraph.escape(referencesPath))</code> · tolerance: \(StateGraph.escape(tolerance.description))</span></div>
        <div class="report">
        \(body)</div></body></html>

        """
    }
}
