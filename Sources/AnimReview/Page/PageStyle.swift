/// The page's style sheet, `review/review.css` (light and dark, after iOS's system colours).
enum PageStyle {
    static let text = #"""
:root { color-scheme: light dark; --bg: #f2f2f7; --panel: #ffffff; --text: #000; --muted: #6c6c70; --accent: #007aff; --line: #d1d1d6;
  --error: #ff3b30; --warning: #ff9500; --ok: #34c759; font: 14px/1.4 -apple-system, system-ui, "Segoe UI", sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg: #000; --panel: #1c1c1e; --text: #fff; --muted: #98989d; --accent: #0a84ff; --line: #38383a;
  --error: #ff453a; --warning: #ff9f0a; --ok: #30d158; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); }
.bar { display: flex; flex-wrap: wrap; gap: 12px 24px; justify-content: space-between; align-items: center; padding: 12px 20px; background: var(--panel); border-bottom: 1px solid var(--line); }
h1 { font-size: 20px; margin: 0; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 8px; }
nav { display: flex; gap: 16px; flex-wrap: wrap; }
label { color: var(--muted); }
select, button, input { font: inherit; }
main { display: flex; flex-wrap: wrap; gap: 20px; padding: 20px; align-items: flex-start; }
.viewer { position: sticky; top: 12px; }
#stage { position: relative; display: inline-block; line-height: 0; box-shadow: 0 4px 24px rgba(0,0,0,.18); border-radius: 4px; overflow: hidden; cursor: default; }
#frame { display: block; image-rendering: auto; }
#taps { position: absolute; inset: 0; pointer-events: none; }
.tap { position: absolute; pointer-events: auto; background: transparent; border: 2px solid transparent; border-radius: 6px; padding: 0; cursor: pointer; }
.tap:hover, .tap:focus-visible { border-color: var(--accent); background: rgba(0,122,255,.12); outline: none; }
#stage:hover .tap { border-color: rgba(0,122,255,.45); }
.scrubber { display: flex; gap: 6px; align-items: center; margin-top: 12px; }
.scrubber input[type=range] { flex: 1; min-width: 160px; }
.scrubber button { width: 36px; height: 30px; border-radius: 8px; border: 1px solid var(--line); background: var(--panel); color: var(--accent); cursor: pointer; }
.scrubber button:disabled { color: var(--muted); cursor: default; }
.scrubber svg { fill: currentColor; vertical-align: middle; }
#play .icon-pause, #play.playing .icon-play { display: none; }
#play.playing .icon-pause { display: inline; }
.status { margin: 8px 0 0; font-variant-numeric: tabular-nums; }
#flash { color: var(--warning); }
aside { flex: 1; min-width: 320px; display: grid; gap: 16px; }
aside section { background: var(--panel); border-radius: 12px; padding: 14px 16px; border: 1px solid var(--line); overflow-x: auto; }
.picks { display: flex; flex-wrap: wrap; gap: 8px; }
.pick { border: 1px solid var(--line); background: transparent; color: var(--text); border-radius: 10px; padding: 6px 10px; cursor: pointer; display: flex; flex-direction: column; align-items: center; gap: 4px; }
.pick img { height: 96px; border-radius: 4px; border: 1px solid var(--line); }
.pick.clip { flex-direction: row; }
.pick.current { border-color: var(--accent); box-shadow: 0 0 0 2px var(--accent) inset; }
.kind { font-size: 11px; color: var(--muted); text-transform: uppercase; }
.graph { max-width: 100%; height: auto; }
.graph .node rect { fill: var(--panel); stroke: var(--muted); stroke-width: 1.5; }
.graph .node { cursor: pointer; }
.graph .node text, .graph .any text { fill: var(--text); font-size: 12px; }
.graph .node.current rect { fill: var(--accent); stroke: var(--accent); }
.graph .node.current text { fill: #fff; }
.graph .edge path { fill: none; stroke: var(--muted); stroke-width: 1.5; }
.graph .edge.declared path { stroke-dasharray: 4 3; }
.graph .edge.current path { stroke: var(--accent); stroke-width: 2.5; }
.graph .edge text { fill: var(--muted); font-size: 10.5px; }
.graph .arrowhead { fill: var(--muted); }
.graph .any circle { fill: none; stroke: var(--muted); stroke-dasharray: 2 2; }
#events { padding-left: 18px; margin: 8px 0 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 8px 3px 0; border-bottom: 1px solid var(--line); font-size: 13px; }
.diag { margin: 0 0 8px; }
.diag.error b { color: var(--error); } .diag.warning b { color: var(--warning); }
.diag ul { margin: 4px 0 0; padding-left: 18px; color: var(--muted); }
.error { color: var(--error); } .warning { color: var(--warning); } .ok { color: var(--ok); }
.muted { color: var(--muted); }
code { font: 12px ui-monospace, "SF Mono", Menlo, monospace; }
pre { overflow-x: auto; font: 12px ui-monospace, Menlo, monospace; }
#errors { margin: 20px; padding: 16px; background: var(--panel); border: 2px solid var(--error); border-radius: 12px; white-space: pre-wrap; }
body.has-errors main { display: none; }
footer { padding: 0 20px 20px; font-size: 12px; }
/* &chrome=none: the frame alone, top-left, one image pixel per CSS pixel. */
body.chrome-none { background: #fff; }
body.chrome-none .bar, body.chrome-none aside, body.chrome-none .scrubber, body.chrome-none .status, body.chrome-none .hint,
body.chrome-none footer, body.chrome-none #missing:empty { display: none; }
body.chrome-none main { padding: 0; display: block; }
body.chrome-none .viewer { position: static; }
body.chrome-none #stage { box-shadow: none; border-radius: 0; }
body.chrome-none .tap { border-color: transparent !important; background: transparent !important; }
"""#
}
