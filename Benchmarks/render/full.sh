#!/usr/bin/env bash
# Whole `animlayout render` of a scene (every state, transition, sequence, contact sheet and
# overview; the default formats png,gif,sheet at scale 2), on all cores beside the same render
# pinned to one core (taskset -c 0), alternating in the same run; start-up (`--help`) beside.
#   Benchmarks/render/full.sh                                   # breakable-stack, 7 runs each
#   SCENES="States/card-expanding.states States/login-keyboard.states" RUNS=5 Benchmarks/render/full.sh
# Target (issue 18): breakable-stack's full render <= 0.3 s on both cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
SCENES=${SCENES:-States/breakable-stack.states}
RUNS=${RUNS:-7}
swift build -c release --product animlayout 2>&1 | grep -E "error|Build( of product .*)? complete" || true
BIN=$(swift build -c release --show-bin-path)/animlayout
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# Wall seconds of one run of the command.
wall() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1; e=$(date +%s%N); awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f\n", (e - s) / 1e9 }'; }
stats() { sort -n | awk '{ v[NR] = $1 } END { printf "best %.3f s  median %.3f s", v[1], v[int((NR + 1) / 2)] }'; }
echo "$(nproc) cores; $RUNS runs each, alternating"
startup=$(for _ in $(seq "$RUNS"); do wall "$BIN" --help; done | stats)
echo "start-up (--help)                       $startup"
for scene in $SCENES; do
    all=() one=()
    for _ in $(seq "$RUNS"); do
        all+=("$(wall "$BIN" render "$scene" --out "$OUT/all")")
        one+=("$(wall taskset -c 0 "$BIN" render "$scene" --out "$OUT/one")")
    done
    diff -r "$OUT/all" "$OUT/one" >/dev/null || { echo "the two renders differ" >&2; exit 1; }
    printf "%-40s all cores: %s\n" "$(basename "$scene" .states)" "$(printf '%s\n' "${all[@]}" | stats)"
    printf "%-40s one core:  %s\n" "" "$(printf '%s\n' "${one[@]}" | stats)"
done
