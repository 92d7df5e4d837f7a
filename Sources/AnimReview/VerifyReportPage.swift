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
                    for (n, (label, image)) in zip(["reference", "render", "difference"], result.images).enumerated() {
                        let src = StateGraph.escape(image.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? image)
                        body += "<figure><div class=\"shot\"><img src=\"\(src)\" alt=\"\(label)\" loading=\"lazy\">"
                            + outlines(result, before: n == 0) + "</div><figcaption>\(label)</figcaption></figure>"
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
        .shot { position: relative; display: inline-block; line-height: 0; }
        .outline { position: absolute; border: 2px solid #FF2D55; box-sizing: border-box; pointer-events: none; }
        .outline span { position: absolute; left: -2px; bottom: 100%; background: #FF2D55; color: #fff; font: 11px/1.4 system-ui, sans-serif; padding: 0 4px; white-space: nowrap; }
        .trio img { max-width: 360px; max-height: 640px; border: 1px solid var(--line); image-rendering: pixelated; }
        figcaption { color: var(--muted); font-size: 12px; }
        </style></head>
        <body><div class="bar"><h1>Verify: \(mismatches) of \(files) file\(files == 1 ? "" : "s") differ</h1>
        <span>references: <code>\(StateGraph.escape(referencesPath))</code> · tolerance: \(StateGraph.escape(tolerance.description))</span></div>
        <div class="report">
        \(body)</div></body></html>

        """
    }

    /// The named elements outlined over a picture (where they were in the reference for the
    /// reference's picture, where they are in the render otherwise), placed in percent of the
    /// picture; none when the picture is not the canvas alone (a caption or the device's chrome).
    static func outlines(_ result: ReferenceCheck.Result, before: Bool) -> String {
        guard let moves = result.moves, !moves.isEmpty, let pixels = result.pixels, moves.canvas.width > 0, moves.canvas.height > 0,
              abs(Double(pixels.height) / Double(pixels.width) - moves.canvas.height / moves.canvas.width) < 0.01 else { return "" }
        return moves.changes.compactMap { change -> String? in
            guard let box = before ? change.before : change.after else { return nil }
            func percent(_ v: Double, of whole: Double) -> String { String(format: "%.3f%%", v / whole * 100) }
            let style = "left:\(percent(box.x, of: moves.canvas.width));top:\(percent(box.y, of: moves.canvas.height));"
                + "width:\(percent(box.width, of: moves.canvas.width));height:\(percent(box.height, of: moves.canvas.height))"
            return "<div class=\"outline\" style=\"\(style)\"><span>\(StateGraph.escape(change.element))</span></div>"
        }.joined()
    }
}
