#!/usr/bin/env python3
"""Lays the labels of a labels CSV out with the tool itself and compares their widths with the
widths Xcode saved: one scene per pixel scale (`canvas … scale N`), every label pinned by its
leading edge only, read back from `animlayout solve --json`.

This checks the tool as built (its table, spacing and rounding), on the labels given: on the
labels the table was fitted on it is an in-sample figure, not the cross-validated one fit.py
reports. Labels fit.py leaves out (saved width over 15% off their text's) are left out here too.

usage: check.py LABELS.csv [--tool PATH] [--list N]
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import tempfile

import fit

NAMES = {100: "ultralight", 200: "thin", 300: "light", 400: "regular", 500: "medium", 600: "semibold",
         700: "bold", 800: "heavy", 900: "black"}


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def widths(tool, rows, scale):
    """The tool's width of each row's text, laid out at `scale`."""
    lines = [f"canvas 4000x{20 * len(rows) + 100} scale {scale:g}"]
    for i, r in enumerate(rows):
        lines.append(f"label l{i} {quoted(r['text'])} {{ font {r['size']:g} {NAMES[r['weight']]} }}")
        lines.append(f"l{i}.top == root.top + {20 * i}")
        lines.append(f"l{i}.leading == root.leading")
    with tempfile.NamedTemporaryFile("w", suffix=".states", delete=False, encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
        name = f.name
    try:
        out = subprocess.run([tool, "solve", name, "--json"], capture_output=True, text=True)
        if out.returncode not in (0, 1):
            raise SystemExit(out.stderr[:2000])
        out = out.stdout
    finally:
        os.unlink(name)
    frames = json.loads(out)["frames"]
    return [frames[f"l{i}"]["width"] for i in range(len(rows))]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("labels")
    parser.add_argument("--tool", default=os.path.join(here, "..", "..", ".build", "debug", "animlayout"))
    parser.add_argument("--list", type=int, default=0)
    args = parser.parse_args()
    rows = [dict(repo=r["repo"], file=r["file"], text=r["text"], size=float(r["size"]), weight=int(r["weight"]),
                 scale=float(r["scale"]), width=float(r["width"])) for r in csv.DictReader(open(args.labels))]
    data = fit.Data(rows)
    by_scale = collections.defaultdict(list)
    for r in data.rows:
        by_scale[r["scale"]].append(r)
    hits, misses = [], []
    for scale, group in by_scale.items():
        for r, width in zip(group, widths(args.tool, group, scale)):
            hits.append((r, abs(width - r["width"]) <= 1))
            if abs(width - r["width"]) > 1:
                misses.append((width - r["width"], r))
    fit.show("the tool's widths", fit.score(hits))
    for error, r in sorted(misses, key=lambda m: -abs(m[0]))[:args.list]:
        print(f"  {error:+6.2f}  {r['size']:g} pt {NAMES[r['weight']]} {r['text']!r}  {r['repo']}/{r['file']}")


if __name__ == "__main__":
    main()
