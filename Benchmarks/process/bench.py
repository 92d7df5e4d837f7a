#!/usr/bin/env python3
"""Whole-process benchmark: `animlayout solve --json` of the generated grid against
kiwisolver's build+solve of the same constraints, in the same run (see grid.py), plus
`animlayout check` of 10,000 chained views (Benchmarks/check/generate.py's scene).

  bench.py BIN OUT [--views 1000,3000,10000] [--repeat 3] [--kiwi-max 3000]

Times are wall-clock, best of `repeat` (the start-up: of at least 5), taken in rounds that run
every measurement once; peak resident memory from /usr/bin/time. The process's start-up
(`animlayout --help`) is measured and subtracted, as the issue asks.
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
    paths = {}
    for n in sizes:
        paths[n] = os.path.join(a.out, f"grid-{n}.states")
        with open(paths[n], "w") as f:
            f.write(grid.scene(n))
        check_frames(a.bin, paths[n], n)
    # Rounds, each running the start-up, every size and kiwisolver once: the machine is shared,
    # and a busy stretch then slows one round of everything instead of all the runs of one
    # size (the start-up subtracted and the sizes compared are measured at the same times).
    best = {}
    kiwi = {}
    for _ in range(max(5, a.repeat)):
        for key, args in [("help", [a.bin, "--help"])] + [(n, [a.bin, "solve", paths[n], "--json"]) for n in sizes]:
            if key != "help" and best.get(key, (0, 0, 0))[2] >= a.repeat:
                continue   # rounds past `repeat` (the start-up's fifth) run only the start-up
            seconds, mb = run(args, a.out, 1)
            old = best.get(key, (math.inf, 0, 0))
            best[key] = (min(old[0], seconds), mb if seconds < old[0] else old[1], old[2] + 1)
        for n in sizes:
            if n <= a.kiwi_max and kiwi.get(n, (math.inf, 0))[1] < a.repeat:
                seconds = grid.kiwi_once(n)[0]
                old = kiwi.get(n, (math.inf, 0))
                kiwi[n] = (min(old[0], seconds), old[1] + 1)
    startup = best["help"][0]
    print(f"process start-up (animlayout --help): {startup * 1000:.1f} ms\n")
    print("%-8s %12s %12s %12s %9s %9s" % ("views", "solve (ms)", "minus start", "kiwi (ms)", "ratio", "peak MB"))
    results = {}
    for n in sizes:
        seconds, mb, _ = best[n]
        net = max(0.0, seconds - startup)
        results[n] = net
        if n in kiwi:
            k = kiwi[n][0]
            print("%-8d %12.1f %12.1f %12.1f %8.3fx %9.0f" % (n, seconds * 1000, net * 1000, k * 1000, net / k, mb))
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
