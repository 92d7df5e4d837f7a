/// The page's script, `review/review.js`: reads the URL fragment, plays frames, fires taps (see ``ReviewJob``).
enum PageScript {
    static let text = #"""
// animlayout review page: plays the frames `animlayout render` draws. No network, no libraries.
(function () {
  "use strict";
  let R = window.ANIMLAYOUT_REVIEW;
  const $ = (id) => document.getElementById(id);
  const body = document.body;
  const EPS = 1e-6;
  if (!R) { body.dataset.ready = "1"; return; }
  if (R.errors) { showErrors(); watch(); acknowledge(); return; }

  const view = { size: "default", appearance: "", state: R.initial, clip: null, t: 0, overlay: "", speed: 1, chrome: true };
  let playing = false, last = 0, arrival = null, timer = null, live = false;

  function variant() {
    return R.variants.find((v) => v.size === view.size && v.appearance === view.appearance) || R.variants[0];
  }
  function clipInfo(key) { return R.clips.find((c) => c.key === key); }
  function clipFrames() {
    const c = view.clip && variant().clips[view.clip];
    return c && c.frames ? c.frames : null;
  }
  function duration() { const f = clipFrames(); return f && f.length ? f[f.length - 1][0] : 0; }
  function frameIndex(frames, t) {
    let i = 0;
    while (i + 1 < frames.length && frames[i + 1][0] <= t + EPS) i++;
    return i;
  }

  // ---- the URL fragment is the page's API ----
  // The clip the address names, and its time.
  function clipInHash() {
    const p = new URLSearchParams(location.hash.replace(/^#/, ""));
    for (const kind of ["transition", "sequence", "flow"]) {
      if (!p.has(kind)) continue;
      const name = p.get(kind), t = parseFloat(p.get("t"));
      return { clip: kind + ":" + (kind === "transition" && !name.includes("->") ? name.replace(":", "->") : name),
               t: isFinite(t) ? Math.max(0, t) : 0 };
    }
    return null;
  }
  function readHash() {
    const p = new URLSearchParams(location.hash.replace(/^#/, ""));
    const v0 = R.variants[0];
    view.size = p.get("size") || v0.size;
    const sizes = R.variants.filter((v) => v.size === view.size);
    view.appearance = p.get("appearance") || (sizes[0] || v0).appearance;
    view.overlay = p.get("overlay") || "";
    view.chrome = p.get("chrome") !== "none";
    view.clip = (clipInHash() || {}).clip || null;
    if (view.clip && !clipInfo(view.clip)) { note("No " + view.clip.replace(":", " '") + "' in this scene."); view.clip = null; }
    const state = p.get("state");
    if (state) {
      if (R.states.some((s) => s.name === state)) view.state = state;
      else note("No state '" + state + "' in this scene; showing '" + view.state + "'.");
    }
    const t = parseFloat(p.get("t"));
    view.t = isFinite(t) ? Math.max(0, t) : 0;
    const speed = parseFloat(p.get("speed"));
    if ([0.25, 0.5, 1].includes(speed)) view.speed = speed;
    stop();
    show();
    if (view.clip && !p.has("t")) play();
  }
  function writeHash() {
    const p = [];
    if (view.clip) {
      const [kind, name] = [view.clip.slice(0, view.clip.indexOf(":")), view.clip.slice(view.clip.indexOf(":") + 1)];
      p.push(kind + "=" + encodeURIComponent(name).replace(/%3E/g, ">"), "t=" + (+view.t.toFixed(3)));
    } else p.push("state=" + encodeURIComponent(view.state));
    const v0 = R.variants[0];
    if (view.size !== v0.size) p.push("size=" + encodeURIComponent(view.size));
    if (view.appearance !== v0.appearance || view.size !== v0.size) p.push("appearance=" + view.appearance);
    if (view.overlay) p.push("overlay=" + view.overlay);
    if (view.speed !== 1) p.push("speed=" + view.speed);
    if (!view.chrome) p.push("chrome=none");
    history.replaceState(null, "", "#" + p.join("&"));
  }

  // ---- drawing ----
  function show() {
    const v = variant();
    const frames = clipFrames();
    let src = null, state = view.state, missing = null;
    if (view.clip && frames) {
      const f = frames[frameIndex(frames, view.t)];
      src = f[1]; state = f[2];
    } else {
      if (view.clip) missing = (v.clips[view.clip] || {}).missing || "not rendered for this size";
      const s = v.states[view.state];
      src = s && (view.overlay && s.overlays[view.overlay] || s.image);
      if (!src && s) missing = "this state's image was left out to keep the page small";
    }
    body.dataset.state = state;
    body.classList.toggle("chrome-none", !view.chrome);
    const img = $("frame");
    // A sequence that rotates is drawn on a picture of its own size (every canvas it passes through).
    const shown = view.clip && frames && v.clips[view.clip].width ? v.clips[view.clip] : v;
    if (view.chrome) { img.style.width = shown.width + "px"; img.style.height = shown.height + "px"; }
    else { img.style.width = ""; img.style.height = ""; }
    if (src && img.getAttribute("src") !== src) {
      body.dataset.ready = "0";
      img.setAttribute("src", src);
      img.decode().then(drawn, drawn);
    } else if (src) {
      if (img.complete) drawn();
    } else drawn();
    img.hidden = !src;
    $("missing").textContent = missing || "";
    const frames2 = clipFrames();
    drawTaps(v, state, shown === v && (!view.clip || (frames2 && frameIndex(frames2, view.t) === frames2.length - 1 && !playing)));
    if (view.chrome) updatePanels(v, state);
  }

  function updatePanels(v, state) {
    const frames = clipFrames();
    const d = duration();
    const slider = $("time");
    slider.disabled = !frames;
    slider.max = String(d || 1);
    slider.value = String(Math.min(view.t, d));
    const i = frames ? frameIndex(frames, view.t) : 0;
    $("clock").textContent = frames ? view.t.toFixed(3) + " s · frame " + (i + 1) + "/" + frames.length : "still";
    $("play").classList.toggle("playing", playing);
    $("play").setAttribute("aria-label", playing ? "pause" : "play");
    $("play").disabled = $("back").disabled = $("forward").disabled = !frames;
    $("what").textContent = view.clip ? (clipInfo(view.clip).kind + " " + clipInfo(view.clip).name) : "state " + view.state;
    for (const b of document.querySelectorAll("[data-pick-state]")) b.classList.toggle("current", !view.clip && b.dataset.pickState === view.state);
    for (const b of document.querySelectorAll("[data-pick-clip]")) b.classList.toggle("current", b.dataset.pickClip === view.clip);
    for (const g of document.querySelectorAll(".graph .node")) g.classList.toggle("current", g.dataset.state === state);
    for (const g of document.querySelectorAll(".graph .edge")) {
      const c = view.clip && clipInfo(view.clip);
      g.classList.toggle("current", !!(c && c.kind === "transition" && c.from === g.dataset.from && c.to === g.dataset.to));
    }
    $("size").value = view.size;
    $("appearance").value = view.appearance;
    $("overlay").value = view.overlay;
    $("speed").value = String(view.speed);
    layoutPanel(v, view.clip ? null : view.state);
  }

  function drawTaps(v, state, active) {
    const layer = $("taps");
    layer.textContent = "";
    const s = v.states[state];
    if (!s || !active) return;
    const k = view.chrome ? 1 : R.scale;   // without chrome, one image pixel per CSS pixel
    // A button for each view that owns an event here (a tap on its subviews fires it too).
    for (let [x, y, w, h, element, to, target] of s.taps) {
      x *= k; y *= k; w *= k; h *= k;
      if (!to || target !== element) continue;
      const b = document.createElement("button");
      b.className = "tap";
      b.dataset.element = element;
      b.title = "tap " + element + " → " + to;
      b.style.left = x + "px"; b.style.top = y + "px"; b.style.width = w + "px"; b.style.height = h + "px";
      layer.appendChild(b);
    }
  }

  // UIKit's hit test, precomputed: the front-most region containing the point decides.
  function tapAt(x, y) {
    if (playing && arrival === null) return;
    if (arrival !== null) return;   // a tap during a tap's transition waits for it (see the README)
    const frames = clipFrames();
    if (view.clip && !(frames && frameIndex(frames, view.t) === frames.length - 1)) return;
    const state = body.dataset.state;
    const s = variant().states[state];
    if (!s) return;
    let hit = null;
    for (const r of s.taps) if (x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3]) hit = r;
    if (!hit || !hit[5]) { flash("tap at " + x.toFixed(0) + "," + y.toFixed(0) + ": " + (hit ? "'" + hit[4] + "' has no event in '" + state + "'" : "nothing")); return; }
    live = true;
    go(state, hit[5]);
  }

  function go(from, to) {
    clearTimeout(timer);
    const key = "transition:" + from + "->" + to;
    view.state = from;
    if (clipInfo(key) && variant().clips[key] && variant().clips[key].frames) {
      view.clip = key; view.t = 0; arrival = to;
      play();
    } else { arrive(to); }
  }

  function arrive(to) {
    arrival = null;
    view.clip = null; view.state = to; view.t = 0;
    stop(); show(); writeHash();
    const s = R.states.find((x) => x.name === to);
    if (live && s && s.timer) timer = setTimeout(() => go(to, s.timer.to), Math.max(0, s.timer.delay * 1000));
  }

  // ---- playback ----
  function play() {
    if (!clipFrames()) return;
    if (view.t >= duration() - EPS) view.t = 0;
    playing = true; last = performance.now();
    schedule();
    show();
  }
  function stop() { playing = false; }
  // The next tick: on the next animation frame, or after 100 ms if the browser holds animation
  // frames back (a page in the background, a busy machine), so that playback always ends.
  let generation = 0;
  function schedule() {
    const g = ++generation;
    const run = (now) => { if (g === generation) { generation++; tick(now); } };
    requestAnimationFrame(run);
    setTimeout(() => run(performance.now()), 100);
  }
  function tick(now) {
    if (!playing) return;
    const dt = Math.min(0.1, (now - last) / 1000) * view.speed;
    last = now;
    const d = duration(), c = clipInfo(view.clip);
    view.t += dt;
    if (view.t >= d) {
      if (c && c.loop && arrival === null) view.t = view.t % Math.max(d, EPS);
      else { view.t = d; playing = false; if (arrival !== null) { arrive(arrival); return; } }
    }
    show();
    if (playing) schedule(); else writeHash();
  }
  function step(by) {
    const frames = clipFrames();
    if (!frames) return;
    stop();
    const i = Math.max(0, Math.min(frames.length - 1, frameIndex(frames, view.t) + by));
    view.t = frames[i][0];
    show(); writeHash();
  }

  // ---- side panels ----
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v; else if (k.startsWith("data-")) e.setAttribute(k, v); else e[k] = v;
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  }
  function where(line) { return R.scene.name + ":" + line; }

  function layoutPanel(v, state) {
    const box = $("layout");
    box.textContent = "";
    if (v.variations && v.variations.length) {
      box.append(el("p", { class: "muted" }, "Size-class variations holding in " + v.size + ": " + v.variations.join(", ") + "."));
    }
    const s = state && v.states[state];
    if (!s) { box.append(el("p", { class: "muted" }, "Pick a state to see what its layout broke.")); return; }
    if (s.conflicts) box.append(el("p", { class: "error" }, s.conflicts + " conflict" + (s.conflicts > 1 ? "s" : "") + ": a required constraint was broken (see the report)."));
    if (s.ambiguous.length) box.append(el("p", { class: "warning" }, "Ambiguous: " + s.ambiguous.join(", ")));
    if (!s.broken.length) box.append(el("p", { class: "muted" }, "No optional constraint is broken in '" + state + "' (" + v.size + ")."));
    else {
      const t = el("table", {}, el("tr", {}, el("th", {}, "broken constraint"), el("th", {}, "priority"), el("th", {}, "off by"), el("th", {}, "line")));
      for (const b of s.broken) t.append(el("tr", {}, el("td", {}, b.constraint), el("td", {}, String(b.priority)), el("td", {}, b.error + " pt"), el("td", {}, b.line ? where(b.line) : "")));
      box.append(t);
    }
  }

  function buildPanels() {
    for (const id of ["size", "appearance", "states", "clips", "events", "report", "omitted", "comparisons"]) $(id).textContent = "";
    document.title = R.scene.title + " — animlayout review";
    $("title").textContent = R.scene.title;
    $("file").textContent = R.scene.file;
    const sizes = [...new Set(R.variants.map((v) => v.size))];
    for (const s of sizes) {
      const v = R.variants.find((x) => x.size === s);
      $("size").append(el("option", { value: s }, s + " (" + v.width + "×" + v.height + ")"));
    }
    for (const a of ["light", "dark"]) $("appearance").append(el("option", { value: a }, a));
    const stateList = $("states");
    for (const s of R.states) {
      const img = variant().states[s.name] && variant().states[s.name].image;
      stateList.append(el("button", { class: "pick", "data-pick-state": s.name, title: where(s.line) },
        img ? el("img", { "data-src": img, alt: "" }) : null, el("span", {}, s.name)));
    }
    const clipList = $("clips");
    if (!R.clips.length) clipList.append(el("p", { class: "muted" }, (R.drawing || []).length ? "Being drawn…" : "No transitions, sequences or flows."));
    for (const c of R.clips) {
      clipList.append(el("button", { class: "pick clip", "data-pick-clip": c.key, title: c.line ? where(c.line) : "" },
        el("span", { class: "kind" }, c.kind), " ", c.kind === "transition" ? c.from + " → " + c.to : c.name,
        c.steps && c.steps.length ? el("span", { class: "muted" }, " " + c.steps.join(" → ")) : null));
    }
    $("graph").innerHTML = R.graph;
    const events = $("events");
    if (!R.events.length) events.append(el("p", { class: "muted" }, "No events: the graph shows the declared transitions. Add 'on tap ID: A -> B' to make the frame clickable."));
    for (const e of R.events) events.append(el("li", {}, el("code", {}, "on " + e.trigger + ": " + e.from + " -> " + e.to), " ", el("span", { class: "muted" }, where(e.line))));
    const report = $("report");
    const counts = { error: 0, warning: 0 };
    for (const d of R.report) { counts[d.severity] = (counts[d.severity] || 0) + 1; report.append(diagnostic(d)); }
    if (!R.report.length) report.append(el("p", { class: "ok" }, "No conflicts, ambiguity or warnings in any state or size."));
    $("report-count").textContent = R.report.length ? "(" + [counts.error && counts.error + " errors", counts.warning && counts.warning + " warnings"].filter(Boolean).join(", ") + ")" : "";
    if (R.omitted.length) $("omitted").append(el("p", { class: "muted" }, "Left out to keep the page small: " + R.omitted.join("; ") + "."));
    if ((R.drawing || []).length) $("omitted").append(el("p", { class: "muted" }, "Being drawn: " + R.drawing.join(", ") + " (the page shows them when they are ready)."));
    const cmp = $("comparisons");
    cmp.parentElement.hidden = !R.comparisons.length;
    for (const c of R.comparisons) {
      cmp.append(el("p", {}, "Compared with ", el("a", { href: c.href }, c.peer), ": " + c.summary),
        el("details", {}, el("summary", {}, "table"), el("pre", {}, c.table)));
    }
  }

  function diagnostic(d) {
    const loc = d.file ? d.file + ":" + d.line + ":" + d.column + ": " : "";
    const li = el("div", { class: "diag " + d.severity }, el("code", {}, loc), el("b", {}, d.severity + ": "), d.message);
    if (d.notes.length) {
      const ul = el("ul");
      for (const n of d.notes) ul.append(el("li", {}, el("code", {}, n.file ? n.file + ":" + n.line + ":" + n.column + ": " : ""), n.message));
      li.append(ul);
    }
    return li;
  }

  let flashTimer = null;
  function flash(text) {
    const n = $("flash");
    n.textContent = text;
    clearTimeout(flashTimer);
    flashTimer = setTimeout(() => { n.textContent = ""; }, 2500);
  }
  function note(text) { const n = $("flash"); if (n) n.textContent = text; }

  function showErrors() {
    body.classList.add("has-errors");
    $("title").textContent = R.scene.title;
    $("file").textContent = R.scene.file;
    $("errors").hidden = false;
    $("errors").textContent = R.errors;
    body.dataset.state = "";
    body.dataset.ready = "1";
  }

  // ---- wiring ----
  function wire() {
    $("stage").addEventListener("click", (e) => {
      const r = $("frame").getBoundingClientRect(), v = variant();
      if (!r.width) return;
      tapAt((e.clientX - r.left) * v.width / r.width, (e.clientY - r.top) * v.height / r.height);
    });
    $("play").onclick = () => { if (playing) { stop(); show(); writeHash(); } else play(); };
    $("back").onclick = () => step(-1);
    $("forward").onclick = () => step(1);
    $("time").oninput = (e) => { stop(); arrival = null; view.t = +e.target.value; show(); writeHash(); };
    $("speed").onchange = (e) => { view.speed = +e.target.value; writeHash(); };
    $("size").onchange = (e) => { view.size = e.target.value; show(); writeHash(); };
    $("appearance").onchange = (e) => { view.appearance = e.target.value; show(); writeHash(); };
    $("overlay").onchange = (e) => { view.overlay = e.target.value; show(); writeHash(); };
    document.addEventListener("click", (e) => {
      const s = e.target.closest("[data-pick-state], .graph .node");
      const c = e.target.closest("[data-pick-clip]");
      if (s) { clearTimeout(timer); arrival = null; stop(); view.clip = null; view.state = s.dataset.pickState || s.dataset.state; view.t = 0; show(); writeHash(); }
      if (c) { clearTimeout(timer); arrival = null; view.clip = c.dataset.pickClip; view.t = 0; play(); writeHash(); }
    });
    document.addEventListener("keydown", (e) => {
      if (e.target.closest("input, select")) return;
      if (e.key === " ") { e.preventDefault(); $("play").click(); }
      if (e.key === "ArrowLeft") step(-1);
      if (e.key === "ArrowRight") step(1);
    });
    window.addEventListener("hashchange", readHash);
  }

  // The frame is on screen. The first time, listen for reloads: the server waits for that
  // before it draws the rest of a page, so as not to slow this one down.
  let watching = false;
  function drawn() {
    body.dataset.ready = "1";
    if (!watching) {
      watching = true;
      acknowledge();
      // Thumbnails wait for the frame, so that it is drawn first.
      for (const t of document.querySelectorAll("img[data-src]")) { t.src = t.dataset.src; t.removeAttribute("data-src"); }
      watch();
    }
  }

  // Served by `animlayout review --serve`: reload when the scene is rendered again.
  // The page is not reloaded: the new data is loaded in place, so that what is shown, the
  // playback and the scroll position stay, and the new frame is up in a few milliseconds.
  function watch() {
    if (!/^https?:$/.test(location.protocol) || !window.EventSource) return;
    const source = new EventSource("/__animlayout/events");
    source.addEventListener("reload", () => {
      const script = document.createElement("script");
      script.src = "scene.js?" + Date.now();
      script.onload = () => { script.remove(); refresh(); };
      script.onerror = () => location.reload();
      document.head.appendChild(script);
    });
    source.onerror = () => { /* the server stopped; EventSource retries by itself */ };
  }

  function refresh() {
    const next = window.ANIMLAYOUT_REVIEW;
    // Between a page with frames and one with errors, the page is loaded anew.
    if (!next || !!next.errors !== !!R.errors) { location.reload(); return; }
    R = next;
    if (R.errors) { showErrors(); acknowledge(); return; }
    if (!R.states.some((s) => s.name === view.state)) view.state = R.initial;
    // A first page has no animations: the one shown waits in the address, and comes back
    // with the whole page.
    const wanted = clipInHash();
    if (!view.clip && wanted && clipInfo(wanted.clip)) { view.clip = wanted.clip; view.t = wanted.t; }
    if (view.clip && !clipInfo(view.clip)) { view.clip = null; stop(); }
    if (!R.variants.some((v) => v.size === view.size && v.appearance === view.appearance)) {
      view.size = R.variants[0].size; view.appearance = R.variants[0].appearance;
    }
    body.dataset.ready = "0";
    show();
    buildPanels();
    show();
    const img = $("frame");
    (img.complete ? Promise.resolve() : img.decode()).then(acknowledge, acknowledge);
  }

  // Tells the server the new frame is on screen (it draws the rest of the page after that).
  function acknowledge() {
    if (!/^https?:$/.test(location.protocol)) return;
    fetch("/__animlayout/drawn", { method: "POST" }).catch(() => {});
  }

  // The frame first, then the panels around it.
  wire();
  readHash();
  buildPanels();
  show();
})();
"""#
}
