#!/usr/bin/env python3
"""Runs ffmpeg's two-pass palettegen/paletteuse on the frames gif-bench wrote (same frames, same
timing) and prints the comparison table: bytes, minimum PSNR (compare.py) and times.

    table.py OUT      (OUT holds ours.jsonl and one folder per animation)
"""
import json
import os
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1]
rows = [json.loads(line) for line in open(os.path.join(out, "ours.jsonl"))]
print("\n%-40s %8s %8s %7s | %8s %8s %3s | %8s %8s %9s" % (
    "animation (frames)", "ours KB", "ffmpeg", "ratio", "ours dB", "ffmpeg", "", "enc ms", "draw ms", "ffmpeg ms"))
good = 0
for r in rows:
    d = os.path.join(out, r["id"])
    start = time.time()
    common = ["ffmpeg", "-v", "error", "-y", "-f", "concat", "-safe", "0", "-i", "frames.ffconcat"]
    subprocess.run(common + ["-vf", "palettegen", "palette.png"], cwd=d, check=True)
    subprocess.run(common + ["-i", "palette.png", "-lavfi", "paletteuse", "-fps_mode", "passthrough", "-loop", "0", "ffmpeg.gif"],
                   cwd=d, check=True)
    ffmpeg_ms = (time.time() - start) * 1000
    res = subprocess.run([sys.executable, os.path.join(here, "compare.py"), d, os.path.join(d, "ours.gif"), os.path.join(d, "ffmpeg.gif")],
                         capture_output=True, text=True, check=True)
    ours, ff = [json.loads(line) for line in res.stdout.splitlines()]
    ratio = ours["bytes"] / ff["bytes"]
    ok = ratio <= 0.8 and ours["min_psnr"] >= ff["min_psnr"]
    good += ok
    print("%-40s %8.1f %8.1f %6.2fx | %8.2f %8.2f %3s | %8.0f %8.0f %9.0f" % (
        "%s (%d)" % (r["id"], r["frames"]), ours["bytes"] / 1000, ff["bytes"] / 1000, ratio,
        ours["min_psnr"], ff["min_psnr"], "ok" if ok else "-", r["encode_ms"], r["draw_ms"], ffmpeg_ms))
print("\n%d of %d animations: at most 0.8x ffmpeg's bytes at a minimum PSNR at least as high" % (good, len(rows)))
