#!/usr/bin/env python3
"""Compares two renders' PNGs pixel by pixel (decoded with Pillow), for changes that must keep
the pictures (issue 57: within one level of before).

    compare.py BEFORE_FOLDER AFTER_FOLDER

Prints, per scene folder, the PNGs compared, how many differ in any pixel, the largest
difference of any channel and the share of pixels that differ; then the same over all. Exits 1
when the two renders do not have the same PNG files or sizes.
"""
import os
import sys

import numpy as np
from PIL import Image


def pngs(folder):
    return sorted(os.path.relpath(os.path.join(d, f), folder)
                  for d, _, files in os.walk(folder) for f in files if f.endswith(".png"))


def pixels(path):
    with Image.open(path) as im:
        return np.asarray(im.convert("RGBA"), dtype=np.int16)


def main(before, after):
    names = pngs(before)
    if names != pngs(after):
        print("the renders wrote different PNG files", file=sys.stderr)
        return 1
    scenes = {}
    for name in names:
        a, b = pixels(os.path.join(before, name)), pixels(os.path.join(after, name))
        if a.shape != b.shape:
            print(f"{name}: {a.shape} against {b.shape}", file=sys.stderr)
            return 1
        diff = np.abs(a - b).max(axis=2)
        s = scenes.setdefault(name.split(os.sep)[0], [0, 0, 0, 0, 0])
        s[0] += 1
        s[1] += int(diff.any())
        s[2] = max(s[2], int(diff.max()))
        s[3] += int((diff > 0).sum())
        s[4] += diff.size
    total = [0, 0, 0, 0, 0]
    for scene, s in sorted(scenes.items()):
        print(f"{scene:32} {s[0]:5} PNGs  {s[1]:5} differ  max {s[2]:3} levels  {100 * s[3] / s[4]:.4f}% of pixels")
        total = [total[0] + s[0], total[1] + s[1], max(total[2], s[2]), total[3] + s[3], total[4] + s[4]]
    print(f"{'all':32} {total[0]:5} PNGs  {total[1]:5} differ  max {total[2]:3} levels  {100 * total[3] / max(1, total[4]):.4f}% of pixels")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
