#!/bin/sh
# Re-run the audit on every judged file: tools/run_audit.sh [ANIMLAYOUT] [RUNS_DIR] [FILES_DIR]
# then: python3 measure.py RUNS_DIR (the second set: FILES_DIR second/files, and
# python3 measure.py RUNS_DIR --judged second/judged.json). Paths are from Benchmarks/audit-judged.
A=${1:-$(cd "$(dirname "$0")/../../.." && pwd)/.build/release/animlayout}; OUT=${2:-runs-new}; FILES=${3:-files}
cd "$(dirname "$0")/.." || exit 1
mkdir -p "$OUT"
for f in "$FILES"/*; do n=$(basename "$f"); n=${n%.*}
  "$A" audit "$f" --write-baseline "$OUT/$n.baseline.json" >/dev/null 2>"$OUT/$n.stderr" || echo "audit failed ($?): $f"
done
