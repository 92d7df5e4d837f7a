#!/usr/bin/env bash
# `check` at scale (issue 17, D13/D14): time and peak memory of `animlayout check` on long
# `extends` chains and long chains of views, at n and 2n in the same run, so that the ratio
# shows how the cost grows (2.0 is linear, 4.0 quadratic) whatever the machine's load.
#   Benchmarks/check/run.sh                    # 1,600/3,200 states, 5,000/10,000 views
#   STATES=3200,6400 VIEWS=10000,20000 Benchmarks/check/run.sh
# Targets: 3,200 chained states in <= 1 s; 10,000 chained views or labels in <= 1 s, <= 500 MB.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=../..
OUT=.bench-out
STATES=${STATES:-1600,3200}
VIEWS=${VIEWS:-5000,10000}
echo "== building animlayout (release, .build-bench)"
(cd "$ROOT" && swift build -c release --scratch-path Benchmarks/check/.build-bench --product animlayout 2>&1 \
    | grep -E "error|warning:|Build complete" || true)
BIN=.build-bench/release/animlayout
python3 generate.py "$OUT" --states "$STATES" --views "$VIEWS"
measure() { # prints "seconds peak-MB" of the best of 3 runs
    local best_s="" best_m=""
    for _ in 1 2 3; do
        /usr/bin/time -f "%e %M" -o "$OUT/time" "$BIN" check "$1" >/dev/null 2>&1 || {
            echo "check failed on $1" >&2; "$BIN" check "$1" | head -5 >&2; exit 1; }
        read -r s kb < "$OUT/time"
        if [ -z "$best_s" ] || awk "BEGIN{exit !($s < $best_s)}"; then best_s=$s; best_m=$((kb / 1024)); fi
    done
    echo "$best_s $best_m"
}
row() { # kind small large
    read -r s1 m1 < <(measure "$OUT/$1-$2.states")
    read -r s2 m2 < <(measure "$OUT/$1-$3.states")
    printf "%-16s %6s: %6.2f s %5d MB   %6s: %6.2f s %5d MB   time ratio %4.2f\n" \
        "$1" "$2" "$s1" "$m1" "$3" "$s2" "$m2" "$(awk "BEGIN{print ($s1 > 0 ? $s2 / $s1 : 0)}")"
}
echo "== animlayout check, best of 3 (wall time, peak resident memory)"
row chained-states ${STATES/,/ }
row chained-views ${VIEWS/,/ }
row chained-labels ${VIEWS/,/ }
