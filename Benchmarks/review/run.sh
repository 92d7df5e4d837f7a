#!/usr/bin/env bash
# The review page (issue 15): edit-to-reloaded-page latency of `review --serve --watch` in a real
# headless Chromium, beside `render` of the same scene in the same run; and the size of every
# bundled scene's page, beside the size of what `render` writes for it.
#   Benchmarks/review/run.sh                          # breakable-stack, 10 edits
#   SCENE=States/card-expanding.states EDITS=5 Benchmarks/review/run.sh
# Targets: a reloaded page <= 200 ms after a save (breakable-stack); every page <= 10 MB.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(cd ../.. && pwd)
SCENE=${SCENE:-States/breakable-stack.states}
EDITS=${EDITS:-10}
echo "== building animlayout (release, .build-bench)"
(cd "$ROOT" && swift build -c release --scratch-path Benchmarks/review/.build-bench --product animlayout 2>&1 \
    | grep -E "error|warning:|Build complete" || true)
BIN=$PWD/.build-bench/release/animlayout
echo "== edit -> reload, $SCENE"
python3 reload_latency.py "$BIN" "$ROOT/$SCENE" "$EDITS"
echo "== page sizes (every bundled scene), beside render's PNGs and GIFs"
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
(cd "$ROOT" && "$BIN" review States/*.states --out "$OUT/review" >/dev/null 2>&1 && "$BIN" render States/*.states --out "$OUT/render" >/dev/null 2>&1)
largest=0
for dir in "$OUT"/review/*/review; do
    scene=$(basename "$(dirname "$dir")")
    page=$(du -sb "$dir" | cut -f1)
    render=$(du -sb "$OUT/render/$scene" | cut -f1)
    printf "%-26s page %5.1f MB   render %5.1f MB\n" "$scene" "$(awk "BEGIN{print $page/1e6}")" "$(awk "BEGIN{print $render/1e6}")"
    [ "$page" -gt "$largest" ] && largest=$page
done
echo "largest page: $(awk "BEGIN{print $largest/1e6}") MB (target <= 10 MB):" "$([ "$largest" -le 10000000 ] && echo met || echo NOT met)"
