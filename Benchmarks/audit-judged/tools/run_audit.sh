#!/bin/sh
# Re-run the audit on every judged file: tools/run_audit.sh [ANIMLAYOUT] [RUNS_DIR]
# then: python3 measure.py RUNS_DIR
A=${1:-$(cd "$(dirname "$0")/../../.." && pwd)/.build/release/animlayout}; OUT=${2:-runs-new}
cd "$(dirname "$0")/.." || exit 1
mkdir -p "$OUT"
for f in files/*; do n=$(basename "$f"); n=${n%.*}
  "$A" audit "$f" --write-baseline "$OUT/$n.baseline.json" >/dev/null 2>"$OUT/$n.stderr" || echo "audit failed ($?): $f"
done
