"""Inter's widths of labels' texts, shaped by HarfBuzz's `hb-shape` (Debian libharfbuzz-bin)
with the shipped InterVariable.ttf, at a grid of optical sizes and at each label's weight; and
Apple's tracking table read from Sources/AnimText/SystemFont.swift (the one the tool applies).

Widths are in em (advances summed, kerning included, no tracking); results are cached in
.cache/ beside this file, keyed by the font file's size and the strings shaped.
"""
import hashlib
import json
import os
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
FONT = os.path.join(ROOT, "Sources", "AnimText", "Fonts", "InterVariable.ttf")
UPEM = 2048
OPSZ_GRID = [14, 16, 18, 20, 22, 24, 26, 28, 30, 32]


def tracking_table():
    """Apple's tracking table, (size, tracking in points), as SystemFont.swift has it."""
    source = open(os.path.join(ROOT, "Sources", "AnimText", "SystemFont.swift")).read()
    body = source.split("static let trackingTable", 1)[1].split("= [", 1)[1].split("]", 1)[0]
    return [(float(a), float(b)) for a, b in re.findall(r"\((\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)\)", body)]


TRACKING = tracking_table()


def tracking(size):
    """The tracking at `size`, interpolated as SystemFont.tracking(for:) does."""
    if size <= TRACKING[0][0]:
        return TRACKING[0][1]
    if size >= TRACKING[-1][0]:
        return TRACKING[-1][1]
    lower = TRACKING[0]
    for entry in TRACKING:
        if entry[0] == size:
            return entry[1]
        if entry[0] > size:
            t = (size - lower[0]) / (entry[0] - lower[0])
            return lower[1] + t * (entry[1] - lower[1])
        lower = entry
    return 0.0


def shape(texts, opsz, wght):
    """Each text's width in em and glyph count, shaped at `opsz` and `wght`."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(texts) + "\n")
        name = f.name
    try:
        out = subprocess.run(["hb-shape", f"--font-size={UPEM}", "--output-format=json", "--no-glyph-names",
                              f"--variations=opsz={opsz},wght={wght}", FONT, f"--text-file={name}"],
                             check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(name)
    rows = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(rows) == len(texts), (len(rows), len(texts))
    return [(sum(g["ax"] for g in r) / UPEM, len(r)) for r in rows]


def widths(pairs):
    """{(text, wght): {opsz: (em, glyphs)}} for every (text, wght) in `pairs`, over OPSZ_GRID."""
    pairs = sorted(set(pairs))
    key = hashlib.sha256((str(os.path.getsize(FONT)) + repr(pairs) + repr(OPSZ_GRID)).encode()).hexdigest()[:16]
    cache = os.path.join(HERE, ".cache", f"inter-{key}.json")
    if os.path.exists(cache):
        raw = json.load(open(cache))
        return {(t, w): {int(o): tuple(v) for o, v in d.items()} for t, w, d in raw}
    by_weight = {}
    for text, wght in pairs:
        by_weight.setdefault(wght, []).append(text)
    out = {}
    for wght, texts in by_weight.items():
        for opsz in OPSZ_GRID:
            for text, result in zip(texts, shape(texts, opsz, wght)):
                out.setdefault((text, wght), {})[opsz] = result
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    json.dump([(t, w, d) for (t, w), d in out.items()], open(cache, "w"))
    return out


def at_opsz(table, opsz):
    """(em, glyphs) at `opsz`, interpolated linearly between the grid's sizes."""
    opsz = min(max(opsz, OPSZ_GRID[0]), OPSZ_GRID[-1])
    for lo, hi in zip(OPSZ_GRID, OPSZ_GRID[1:]):
        if lo <= opsz <= hi:
            t = (opsz - lo) / (hi - lo)
            return table[lo][0] + t * (table[hi][0] - table[lo][0]), table[lo][1]
    return table[OPSZ_GRID[-1]]
