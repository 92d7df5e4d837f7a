#!/usr/bin/env python3
"""The physical floor of a render (issue 57): the seconds one core needs to zlib-encode, at
level 6, exactly the PNGs the render wrote.

Every PNG under the folders given is decoded (Pillow) into its raw scanlines as a PNG stores
them unfiltered (a 0 filter byte, then the row's RGB or RGBA bytes), and only zlib.compress
of those bytes is timed, on this one thread. Prints the seconds (wall, then this process's CPU
time: on a shared machine the second does not count the time other processes take), the file
count and the bytes zlib wrote against the bytes of the files.

    floor.py OUT_FOLDER [OUT_FOLDER...]
"""
import os
import sys
import time
import zlib

from PIL import Image


def raw_rows(path):
    """The image's scanlines with a 0 (None) filter byte each, as one bytes object."""
    with Image.open(path) as im:
        mode = "RGBA" if "A" in im.getbands() or "transparency" in im.info else "RGB"
        im = im.convert(mode)
        width, height = im.size
        data = im.tobytes()
    row = width * len(mode)
    return b"".join(b"\0" + data[y * row:(y + 1) * row] for y in range(height))


def main(folders):
    paths = sorted(os.path.join(d, f) for folder in folders for d, _, files in os.walk(folder)
                   for f in files if f.endswith(".png"))
    seconds = 0.0
    cpu = 0.0
    deflated = 0
    written = 0
    for path in paths:
        rows = raw_rows(path)
        start, start_cpu = time.perf_counter(), time.process_time()
        deflated += len(zlib.compress(rows, 6))
        seconds += time.perf_counter() - start
        cpu += time.process_time() - start_cpu
        written += os.path.getsize(path)
    print(f"{seconds:.3f} {cpu:.3f} {len(paths)} {deflated} {written}")


if __name__ == "__main__":
    main(sys.argv[1:])
