#!/usr/bin/env python3
"""Whole-process benchmark: `animlayout solve --json` of the generated grid against
kiwisolver's build+solve of the same constraints, in the same run (see grid.py), plus
`animlayout check` of 10,000 chained views (Benchmarks/check/generate.py's scene).

  bench.py BIN OUT [--views 1000,3000,10000] [--repeat 3] [--kiwi-max 3000]

Times are wall-clock, best of `repeat`; peak resident memory from /usr/bin/time. The
process's start-up (`animlayout --help`) is measured and subtracted, as the issue asks.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import grid  # noqa: E402


def run(bin_args, out_dir, repeat):
    """(best seconds, peak MB of that run); a run that fails stops the benchmark."""
    best = (math.inf, 0)
    rss = os.path.join(out_dir, "rss")
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", rss] + bin_args, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, check=False)
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit(f"{' '.join(bin_args)} failed (exit {done.returncode}):\n{done.stderr.decode()[-2000:]}")
        with open(rss) as f:
            mb = int(f.read().split()[-1]) / 1024
        best = min(best, (seconds, mb))
    return best


def check_frames(bin_path, path, n):
    """Every solved frame ("exact") equals kiwisolver's, block by block (blocks share no
    constraint, so each is solved alone: kiwisolver on the whole 10,000 views takes minutes)."""
    out = subprocess.run([bin_path, "solve", path, "--json"], capture_output=True, check=False)
    if out.returncode != 0:
        sys.exit(f"animlayout solve {path} failed (exit {out.returncode}):\n{out.stderr.decode()[-2000:]}")
    exact = json.loads(out.stdout)["exact"]
    worst = 0.0
    for b in range((n + grid.BLOCK - 1) // grid.BLOCK):
        _, values = grid.kiwi_once(n, block=b)
        for k, (x, y, w, h) in enumerate(values):
            f = exact[f"v{b * grid.BLOCK + k}"]
            worst = max(worst, abs(f["x"] - x), abs(f["y"] - y), abs(f["width"] - w), abs(f["height"] - h))
    if worst > 1e-6:
        sys.exit(f"{path}: frames differ from kiwisolver's by up to {worst}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin")
    ap.add_argument("out")
    ap.add_argument("--views", default="1000,3000,10000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--kiwi-max", type=int, default=3000,
                    help="largest grid given to kiwisolver (10,000 views take it about 100 s)")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    sizes = [int(v) for v in a.views.split(",")]
    startup, _ = run([a.bin, "--help"], a.out, max(5, a.repeat))
    print(f"process start-up (animlayout --help): {startup * 1000:.1f} ms\n")
    print("%-8s %12s %12s %12s %9s %9s" % ("views", "solve (ms)", "minus start", "kiwi (ms)", "ratio", "peak MB"))
    results = {}
    for n in sizes:
        path = os.path.join(a.out, f"grid-{n}.states")
        with open(path, "w") as f:
            f.write(grid.scene(n))
        check_frames(a.bin, path, n)
        seconds, mb = run([a.bin, "solve", path, "--json"], a.out, a.repeat)
        net = max(0.0, seconds - startup)
        results[n] = net
        if n <= a.kiwi_max:
            kiwi = min(grid.kiwi_once(n)[0] for _ in range(a.repeat))
            print("%-8d %12.1f %12.1f %12.1f %8.3fx %9.0f" % (n, seconds * 1000, net * 1000, kiwi * 1000, net / kiwi, mb))
        else:
            print("%-8d %12.1f %12.1f %12s %9s %9.0f" % (n, seconds * 1000, net * 1000, "-", "-", mb))
    if len(sizes) > 1:
        lo, hi = sizes[0], sizes[-1]
        exponent = math.log(results[hi] / results[lo]) / math.log(hi / lo)
        print(f"\n{hi} views / {lo} views (minus start-up): {results[hi] / results[lo]:.1f}x, scaling exponent {exponent:.2f}")
    gen = os.path.join(HERE, "..", "check", "generate.py")
    subprocess.run([sys.executable, gen, a.out, "--states", "2", "--views", "10000"], check=True, stdout=subprocess.DEVNULL)
    seconds, mb = run([a.bin, "check", os.path.join(a.out, "chained-views-10000.states")], a.out, a.repeat)
    print(f"check, 10,000 chained views: {seconds * 1000:.0f} ms, {mb:.0f} MB")


if __name__ == "__main__":
    main()
