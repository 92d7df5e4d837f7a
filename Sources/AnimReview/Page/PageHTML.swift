/// The page, `review/index.html`: a skeleton the script fills from `scene.js`.
enum PageHTML {
    /// The page for a scene titled `title`.
    static func index(title: String) -> String {
        text.replacingOccurrences(of: "TITLE", with: StateGraph.escape(title))
    }

    static let text = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>TITLE — animlayout review</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="review.css">
<script src="scene.js"></script>
<script src="review.js" defer></script>
</head>
<body data-ready="0">
<header class="bar">
  <div><h1 id="title">TITLE</h1><code id="file"></code></div>
  <nav>
    <label>Size <select id="size"></select></label>
    <label>Appearance <select id="appearance"></select></label>
    <label>Overlay <select id="overlay"><option value="">none</option><option value="constraints">constraints</option><option value="guides">guides</option><option value="safe-area">safe area</option></select></label>
  </nav>
</header>
<pre id="errors" hidden></pre>
<main>
  <section class="viewer">
    <div id="stage"><img id="frame" alt="the frame" hidden><div id="taps"></div></div>
    <p id="missing" class="muted"></p>
    <div class="scrubber">
      <button id="back" title="previous frame (←)" aria-label="previous frame"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M3 2h2v12H3zM14 2v12L6 8z"/></svg></button>
      <button id="play" title="play / pause (space)" aria-label="play"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path class="icon-play" d="M4 2v12l10-6z"/><path class="icon-pause" d="M3 2h4v12H3zM9 2h4v12H9z"/></svg></button>
      <button id="forward" title="next frame (→)" aria-label="next frame"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M11 2h2v12h-2zM2 2v12l8-6z"/></svg></button>
      <input id="time" type="range" min="0" max="1" step="0.001" value="0" aria-label="time">
      <select id="speed" aria-label="speed"><option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1">1×</option></select>
    </div>
    <p class="status"><b id="what"></b> · <span id="clock"></span> <span id="flash"></span></p>
    <p class="muted hint">Tap the highlighted views to fire the scene's <code>on tap</code> events.</p>
  </section>
  <aside>
    <section><h2>States</h2><div id="states" class="picks"></div></section>
    <section><h2>Transitions, sequences, flows</h2><div id="clips" class="picks"></div></section>
    <section><h2>State graph</h2><div id="graph"></div><ul id="events"></ul></section>
    <section><h2>Layout of this state</h2><div id="layout"></div></section>
    <section><h2>Report <span id="report-count"></span></h2><div id="report"></div><div id="omitted"></div></section>
    <section><h2>Compared</h2><div id="comparisons"></div></section>
  </aside>
</main>
<footer class="muted">Made by animlayout review. Frames are the PNGs <code>animlayout render</code> writes. Keys: space plays, ← → step a frame.</footer>
</body>
</html>
"""#
}
