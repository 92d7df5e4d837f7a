#!/usr/bin/env python3
"""Side-by-side peer: builds the identical system with kiwisolver (PyPI) and prints times and
ratios against the Swift results written by SolverBenchmark in the same run.

Usage: kiwi_bench.py --dir OUT --views 1000[,10000] [--repeat 3]

Priorities map to kiwi strengths: 1000 required, 750 strong, 500 medium, 250 weak (kiwi's
strengths are weighted, not lexicographic; the system and its size are the same).
Timed for kiwi, as for Swift: adding every constraint, solving (updateVariables) and reading
every value. Building the Python constraint objects is timed separately and NOT counted
(that favours kiwi). An edit is remove + add of the constraint with the new constant (kiwi
cannot change a constant in place), then updateVariables and reading every value.
"""
import argparse
import json
import statistics
import time

import kiwisolver as kiwi

STRENGTH = {1000: kiwi.strength.required, 750: kiwi.strength.strong,
            500: kiwi.strength.medium, 250: kiwi.strength.weak}


def make_constraint(vs, terms, constant, rel, prio):
    e = constant
    for v, c in terms:
        e = e + c * vs[v]
    if rel == 0:
        con = e == 0
    elif rel == 1:
        con = e >= 0
    else:
        con = e <= 0
    return con | STRENGTH[prio]


def timed(fn):
    w0, c0 = time.perf_counter(), time.thread_time()
    out = fn()
    return out, (time.perf_counter() - w0) * 1000, (time.thread_time() - c0) * 1000


def run(system, repeat):
    n = system["variables"]
    best_wall = best_cpu = float("inf")
    make_ms = 0.0
    for _ in range(repeat):
        vs = [kiwi.Variable("v%d" % i) for i in range(n)]
        cons, make_ms, _ = timed(lambda: [make_constraint(vs, *c) for c in system["constraints"]])
        solver = kiwi.Solver()

        def build():
            for c in cons:
                solver.addConstraint(c)
            solver.updateVariables()
            return sum(v.value() for v in vs)

        checksum, wall, cpu = timed(build)
        best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
    edits = []
    for index in system["edits"]:
        terms, constant, rel, prio = system["constraints"][index]
        versions = [cons[index], make_constraint(vs, terms, constant - 15, rel, prio)]
        current = 0
        walls, cpus = [], []
        for _ in range(50):
            nxt = 1 - current

            def edit():
                solver.removeConstraint(versions[current])
                solver.addConstraint(versions[nxt])
                solver.updateVariables()
                return sum(v.value() for v in vs)

            _, w, c = timed(edit)
            current = nxt
            walls.append(w)
            cpus.append(c)
        bare = []
        for _ in range(50):
            nxt = 1 - current

            def bare_edit():
                solver.removeConstraint(versions[current])
                solver.addConstraint(versions[nxt])
                solver.updateVariables()

            _, _, c = timed(bare_edit)
            current = nxt
            bare.append(c)
        if current == 1:  # restore the original constraint
            solver.removeConstraint(versions[1])
            solver.addConstraint(versions[0])
            solver.updateVariables()
        edits.append((statistics.median(walls), statistics.median(cpus), statistics.median(bare)))
    values = [v.value() for v in vs]
    return dict(build_wall_ms=best_wall, build_cpu_ms=best_cpu, make_ms=make_ms,
                edits=edits, checksum=checksum, values=values)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=".")
    ap.add_argument("--views", default="1000")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    swift = json.load(open("%s/swift-results.json" % args.dir))
    print("kiwisolver %s" % getattr(kiwi, "__version__", "?"))
    for n in [int(x) for x in args.views.split(",")]:
        system = json.load(open("%s/grid-%d.json" % (args.dir, n)))
        ours = json.load(open("%s/grid-%d-values.json" % (args.dir, n)))
        k = run(system, args.repeat if n <= 1000 else 1)
        s = swift[str(n)]
        diff = [abs(a - b) for a, b in zip(ours, k["values"])]
        differing = sum(1 for d in diff if d > 1e-6)
        print("views %5d, constraints %5d:" % (n, len(system["constraints"])))
        print("    kiwi build+solve+read %9.2f ms wall, %9.2f ms CPU  (+ %.0f ms making Python constraint objects, not counted)"
              % (k["build_wall_ms"], k["build_cpu_ms"], k["make_ms"]))
        print("    swift build+solve+read %8.2f ms wall, %9.2f ms CPU" % (s["build_wall_ms"], s["build_cpu_ms"]))
        print("    ratio kiwi/swift: %.1fx (wall), %.1fx (CPU)"
              % (k["build_wall_ms"] / s["build_wall_ms"], k["build_cpu_ms"] / s["build_cpu_ms"]))
        for (name, key), (kw, kc, kb) in zip([("leading", "edit_leading"), ("intrinsic width", "edit_intrinsic")], k["edits"]):
            sw, sc, sb = s[key + "_wall_ms"], s[key + "_cpu_ms"], s[key + "_bare_cpu_ms"]
            print("    edit %-16s + read all values: kiwi %7.3f ms, swift %7.4f ms (CPU): ratio %.0fx (CPU), %.0fx (wall)"
                  % (name, kc, sc, kc / sc, kw / sw))
            print("    edit %-16s alone:             kiwi %7.3f ms, swift %7.4f ms (CPU): ratio %.0fx"
                  % (name, kb, sb, kb / sb))
        print("    values differing from kiwi by > 1e-6: %d of %d (max %.3g); kiwi weighs strengths, this solver is lexicographic"
              % (differing, len(diff), max(diff) if diff else 0))


if __name__ == "__main__":
    main()
