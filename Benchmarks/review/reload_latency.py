#!/usr/bin/env python3
"""Edit-to-reloaded-page latency of `animlayout review --serve --watch`, in a real headless
Chromium driven through chromedriver (WebDriver over HTTP, Python's standard library only).

Usage: reload_latency.py BIN SCENE [EDITS]
Copies SCENE to a temporary folder, serves it, opens its page, then EDITS times (default 10)
changes one colour in the file and measures, from the write:
  draft  the open page shows the new frame (the canvas's states are drawn first and the page
         loads its new data in place)
  full   the whole page (every size, appearance, animation and overlay) is up to date
and, side by side in the same run, `animlayout render --format png` of the same scene.
"""
import json, os, re, shutil, socket, statistics, subprocess, sys, tempfile, time, urllib.error, urllib.request

def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close(); return port

class Driver:
    def __init__(self):
        self.port = free_port()
        self.proc = subprocess.Popen(["chromedriver", f"--port={self.port}", "--allowed-ips=127.0.0.1"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                self.call("GET", "/status"); break
            except OSError:
                time.sleep(0.1)
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000", "--disable-dev-shm-usage"]}}}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.loads(r.read())["value"]

    def js(self, script):
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": []})

    def quit(self):
        try: self.call("DELETE", f"/session/{self.session}")
        finally: self.proc.kill()

def main():
    binary, scene = sys.argv[1], sys.argv[2]
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    work = tempfile.mkdtemp(prefix="reload-bench-")
    path = os.path.join(work, os.path.basename(scene))
    shutil.copy(scene, path)
    original = open(path).read()
    colours = re.findall(r"color (#[0-9A-Fa-f]{6})", original)
    if not colours:
        sys.exit("the scene has no 'color #RRGGBB' to edit")
    first = colours[0]
    server = subprocess.Popen([binary, "review", path, "--out", os.path.join(work, "out"), "--serve", "--watch", "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    page = None
    while page is None:
        line = server.stdout.readline()
        if not line: sys.exit("the server did not start")
        m = re.search(r"open (http://127\.0\.0\.1:\d+/\S+)", line)
        if m: page = m.group(1)
    driver = Driver()
    draft, full = [], []
    try:
        driver.call("POST", f"/session/{driver.session}/url", {"url": page + "#state=" + first_state(original)})
        wait(driver, "return document.body.dataset.ready === '1' && !!window.ANIMLAYOUT_REVIEW && window.ANIMLAYOUT_REVIEW.variants.length > 1")
        for i in range(edits):
            before = driver.js("return document.getElementById('frame').getAttribute('src')")
            colour = "#%06X" % (0x102030 * (i + 1) % 0xFFFFFF)
            text = original.replace("color " + first, "color " + colour, 1)
            start = time.monotonic()
            with open(path, "w") as f: f.write(text)
            wait(driver, "return document.body.dataset.ready === '1' && document.getElementById('frame').getAttribute('src') !== %s" % json.dumps(before))
            draft.append(time.monotonic() - start)
            wait(driver, "return document.body.dataset.ready === '1' && !!window.ANIMLAYOUT_REVIEW && window.ANIMLAYOUT_REVIEW.variants.length > 1 && document.getElementById('frame').getAttribute('src') !== %s" % json.dumps(before))
            full.append(time.monotonic() - start)
    finally:
        driver.quit()
        server.terminate(); server.wait()
    renders = []
    for _ in range(5):
        out = os.path.join(work, "render-out")
        start = time.monotonic()
        subprocess.run([binary, "render", path, "--out", out, "--format", "png"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        renders.append(time.monotonic() - start)
    shutil.rmtree(work, ignore_errors=True)
    ms = lambda xs: "median %4.0f ms, max %4.0f ms" % (statistics.median(xs) * 1000, max(xs) * 1000)
    print(f"edit -> new frame on the open page:  {ms(draft)}   ({edits} edits)")
    print(f"edit -> whole page up to date:       {ms(full)}")
    print(f"peer, same run: animlayout render --format png of the scene: {ms(renders)}")
    print("target: new frame, median <= 200 ms:", "met" if statistics.median(draft) <= 0.2 else "NOT met")

def first_state(text):
    m = re.search(r"^state (\S+)", text, re.M)
    return m.group(1) if m else ""

def wait(driver, script, timeout=60):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if driver.js(script): return
        except urllib.error.HTTPError:
            pass   # the page is between two loads: its script has not run yet
        time.sleep(0.005)
    raise SystemExit("timed out: " + script)

if __name__ == "__main__":
    main()
