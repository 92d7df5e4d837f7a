#!/usr/bin/env bash
# Solver benchmark, side by side with kiwisolver (PyPI) on the identical system, in one run.
#   Benchmarks/solver/run.sh            # 1,000 and 10,000 views (kiwi on 1,000 only)
#   KIWI_10K=1 Benchmarks/solver/run.sh # also kiwi on 10,000 views (slow)
set -euo pipefail
cd "$(dirname "$0")"
OUT=.bench-out
mkdir -p "$OUT"
echo "== building (release, .build-bench)"
swift build -c release --scratch-path .build-bench 2>&1 | grep -E "error|warning:|Compiling|Build complete" || true
VENV=../.venv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import kiwisolver" 2>/dev/null; then
    echo "== installing kiwisolver into $VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q kiwisolver
fi
echo "== LayoutSolver (Swift, release)"
.build-bench/release/SolverBenchmark --out "$OUT" --views 1000,10000 --repeat 7
echo "== kiwisolver (same systems, read from $OUT/grid-N.json) and ratios"
VIEWS=1000
if [ "${KIWI_10K:-}" = 1 ]; then VIEWS=1000,10000; fi
"$VENV/bin/python" kiwi_bench.py --dir "$OUT" --views "$VIEWS" --repeat 3
