#!/usr/bin/env python3
"""Compares GIFs with the frames they were made from, decoding them with Pillow (an
independent decoder): for each source frame, the GIF frame shown at that frame's start time is
composited as a browser shows it and compared pixel by pixel.

    compare.py FOLDER GIF...      (FOLDER holds frames.ffconcat and frames/*.png)

Prints, per GIF: bytes, frames stored, minimum and mean PSNR (dB, RGB) over the source
frames, and the total duration. Identical images count as 100 dB.
"""
import json
import math
import os
import sys

import numpy as np
from PIL import Image


def source_frames(folder):
    """(png path, start in centiseconds) for each source frame, from the ffconcat list."""
    files, durations = [], []
    with open(os.path.join(folder, "frames.ffconcat")) as f:
        for line in f:
            line = line.strip()
            if line.startswith("file "):
                files.append(line[5:].strip("'"))
            elif line.startswith("duration "):
                durations.append(float(line[9:]))
    files = files[: len(durations)]   # the list repeats the last file
    starts, t = [], 0
    for d in durations:
        starts.append(round(t * 100))
        t += d
    return [(os.path.join(folder, f), s) for f, s in zip(files, starts)], round(t * 100)


def gif_frames(path):
    """Composited RGB frames and their start times in centiseconds."""
    im = Image.open(path)
    frames, t = [], 0
    for i in range(getattr(im, "n_frames", 1)):
        im.seek(i)
        frames.append((np.asarray(im.convert("RGB"), dtype=np.int32), t))
        t += round(im.info.get("duration", 0) / 10)
    return frames, t


def psnr(a, b):
    mse = float(np.mean((a - b) ** 2))
    return 100.0 if mse == 0 else min(100.0, 10 * math.log10(255 ** 2 / mse))


def main():
    folder, gifs = sys.argv[1], sys.argv[2:]
    sources, total = source_frames(folder)
    for gif in gifs:
        frames, gif_total = gif_frames(gif)
        values = []
        k = 0
        for png, start in sources:
            while k + 1 < len(frames) and frames[k + 1][1] <= start:
                k += 1
            src = np.asarray(Image.open(png).convert("RGB"), dtype=np.int32)
            values.append(psnr(src, frames[k][0]))
        print(json.dumps({
            "gif": os.path.basename(gif), "bytes": os.path.getsize(gif), "stored_frames": len(frames),
            "min_psnr": round(min(values), 2), "mean_psnr": round(sum(values) / len(values), 2),
            "duration_cs": gif_total, "source_duration_cs": total,
        }))


if __name__ == "__main__":
    main()
