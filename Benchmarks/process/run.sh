#!/usr/bin/env bash
# Whole-process benchmark (issue "speed that scales"): `animlayout solve --json` of a generated
# grid of 1,000 / 3,000 / 10,000 views against kiwisolver's build+solve of the same constraints,
# in the same run; and `animlayout check` of 10,000 chained views.
#   Benchmarks/process/run.sh [--views 1000,3000,10000] [--repeat 3] [--kiwi-max 10000]
set -euo pipefail
cd "$(dirname "$0")"
ROOT=../..
echo "== building animlayout (release)"
(cd "$ROOT" && swift build -c release --product animlayout 2>&1 | grep -E "error|Build complete" || true)
VENV=../.venv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import kiwisolver" 2>/dev/null; then
    echo "== installing kiwisolver into $VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q kiwisolver
fi
"$VENV/bin/python" bench.py "$ROOT/.build/release/animlayout" .bench-out "$@"
