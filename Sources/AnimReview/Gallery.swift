import AnimLayout
import AnimRender
import Foundation
import SystemPackage

/// The gallery of `review` with several scenes, `OUT/gallery/index.html`: a card per scene
/// with its states' thumbnails, its warnings and its comparisons, linking to its page. Static
/// HTML (no script); thumbnails are the pages' own images.
enum Gallery {
    static func write(outcomes: [ReviewSet.Outcome], items: [ReviewSet.Item], comparisons: [Int: [ReviewComparison]],
                      out: URL, folderName: String) throws -> String {
        let folder = try OutputFolder(target: out.appendingPathComponent(folderName, isDirectory: true))
        do {
            try folder.write(Array(html(outcomes: outcomes, items: items, comparisons: comparisons).utf8), to: "index.html")
            try folder.write(Array(PageStyle.text.utf8), to: "review.css")
            try folder.commit()
        } catch {
            folder.discard()
            throw error
        }
        return folder.target.appendingPathComponent("index.html").path
    }

    static func html(outcomes: [ReviewSet.Outcome], items: [ReviewSet.Item], comparisons: [Int: [ReviewComparison]]) -> String {
        func e(_ s: String) -> String { StateGraph.escape(s) }
        var cards = ""
        for (k, outcome) in outcomes.enumerated() {
            let base = "../\(e(outcome.folder))/"
            let href = base + "review/index.html"
            var title = FilePath(outcome.path).lastComponent?.string ?? outcome.path
            if case .scene(let scene, _, _) = items[k].content { title = scene.title ?? scene.id }
            cards += "<article class=\"card\"><h2><a href=\"\(href)\">\(e(title))</a></h2><code>\(e(outcome.path))</code>"
            switch outcome.result {
            case .success(let summary):
                cards += "<div class=\"thumbs\">"
                for (state, image) in summary.thumbnails.prefix(12) {
                    cards += "<a href=\"\(href)#state=\(e(state))\" title=\"\(e(state))\"><img src=\"\(base)\(e(image))\" alt=\"\(e(state))\" loading=\"lazy\"><span>\(e(state))</span></a>"
                }
                cards += "</div>"
                let more = summary.thumbnails.count > 12 ? " (12 of \(summary.thumbnails.count) shown)" : ""
                cards += "<p>\(summary.thumbnails.count) state\(summary.thumbnails.count == 1 ? "" : "s")\(more) · "
                cards += summary.warnings == 0 ? "<span class=\"ok\">no warnings</span>"
                    : "<span class=\"warning\">\(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")</span>"
                cards += "</p>"
            case .failure(let error):
                let text = (error as? ReviewSet.SceneErrors)?.text ?? "\(error)"
                cards += "<p class=\"error\">This scene has errors; its page lists them.</p><pre>\(e(String(text.prefix(2000))))</pre>"
            }
            for c in comparisons[k] ?? [] {
                cards += "<p>Compared with <a href=\"../\(e(c.peerFolder))/review/index.html\">\(e(c.peer))</a>: \(e(c.summary))</p>"
            }
            cards += "</article>\n"
        }
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Layouts — animlayout review</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="review.css">
        <style>
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(360px, 1fr)); gap: 16px; padding: 20px; }
        .card { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px; overflow: hidden; }
        .card h2 { font-size: 17px; text-transform: none; letter-spacing: 0; color: var(--text); }
        .card a { color: var(--accent); text-decoration: none; }
        .thumbs { display: flex; gap: 8px; overflow-x: auto; margin: 10px 0; }
        .thumbs a { display: flex; flex-direction: column; align-items: center; font-size: 12px; color: var(--muted); }
        .thumbs img { height: 120px; border-radius: 4px; border: 1px solid var(--line); }
        </style>
        </head>
        <body data-ready="1">
        <header class="bar"><div><h1>Layouts</h1><span class="muted">\(outcomes.count) scenes, reviewed by animlayout</span></div></header>
        <main class="cards">
        \(cards)</main>
        <footer class="muted">Each card opens the scene's review page: its states, transitions and flows, the state graph and the report.</footer>
        </body>
        </html>

        """
    }
}
