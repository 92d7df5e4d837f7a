#!/usr/bin/env bash
# The speed benchmark of issue 57: a music player on an iPhone 15 Pro at @3x (music-player.states),
# rendered by the release binary, every case alternating with the others in one run (the
# machine is shared and noisy: compare ratios, not seconds across runs):
#   whole          render --size all (every state, transition and sequence, both sizes: PNGs, GIFs, sheets)
#   no shadow      the same, the scene without its one shadow(…)
#   png / gif / svg  one transition (mini->full, portrait) as PNG frames, as a GIF, as an animated SVG
#   png, no shadow   the transition's PNG frames without the shadow
#   floor          one core zlib-encoding at level 6 exactly the PNGs the whole render wrote (floor.py)
# and the ratios the issue sets targets for. Peak memory of the whole render beside.
#   Benchmarks/music/run.sh                 # 3 runs each (RUNS=5 …); BIN=path/to/animlayout to skip the build
# Needs python3 with Pillow (apt-get install python3-pil).
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-3}
if [ -z "${BIN:-}" ]; then
    swift build -c release --product animlayout 2>&1 | grep -E "error|Build( of product .*)? complete" || true
    BIN=$(swift build -c release --show-bin-path)/animlayout
fi
py=python3
$py -c 'import PIL' 2>/dev/null || py=/usr/bin/python3
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
scene=Benchmarks/music/music-player.states
# The scene without its shadow: the same folder, so that the artwork is found.
plain=Benchmarks/music/.music-player-no-shadow.states
sed 's/; *shadow([^)]*)//' "$scene" > "$plain"
trap 'rm -rf "$OUT" "$plain"' EXIT
grep -v '^#' "$plain" | grep -q 'shadow(' && { echo "the scene's shadow was not removed" >&2; exit 1; }
transition='mini->full'

# Wall seconds of one run of the command (its output into $OUT/$1, emptied first).
wall() {
    local out=$OUT/$1 s e; shift
    rm -rf "$out"
    s=$(date +%s%N); "$@" --out "$out" >/dev/null 2>"$OUT/err" || { cat "$OUT/err" >&2; exit 1; }; e=$(date +%s%N)
    awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f\n", (e - s) / 1e9 }'
}
declare -A times
add() { times[$1]="${times[$1]:-} $2"; }
best() { printf '%s\n' ${times[$1]} | sort -n | head -1; }
median() { printf '%s\n' ${times[$1]} | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }

echo "$(nproc) cores; $RUNS runs each, alternating; $($BIN --version 2>/dev/null || echo animlayout)"
peak=0
for _ in $(seq "$RUNS"); do
    s=$(date +%s%N)
    /usr/bin/time -f '%M %U %S' -o "$OUT/rss" "$BIN" render "$scene" --size all --out "$OUT/whole" >/dev/null 2>"$OUT/err" \
        || { cat "$OUT/err" >&2; exit 1; }
    e=$(date +%s%N)
    add whole "$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f\n", (e - s) / 1e9 }')"
    read -r rss user system < <(tail -1 "$OUT/rss")
    [ "$rss" -gt "$peak" ] && peak=$rss
    add cpu "$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.3f\n", u + s }')"
    read -r wall_floor cpu_floor _ < <($py Benchmarks/music/floor.py "$OUT/whole")
    add floor "$wall_floor"
    add floor_cpu "$cpu_floor"
    add plain "$(wall plain "$BIN" render "$plain" --size all)"
    add png "$(wall png "$BIN" render "$scene" --transition "$transition" --format png)"
    add png_plain "$(wall png_plain "$BIN" render "$plain" --transition "$transition" --format png)"
    add gif "$(wall gif "$BIN" render "$scene" --transition "$transition" --format gif)"
    add svg "$(wall svg "$BIN" render "$scene" --transition "$transition" --format animated-svg)"
done
read -r _ _ files deflated written < <($py Benchmarks/music/floor.py "$OUT/whole")
frames=$(find "$OUT/png" -name 'frame-*.png' | wc -l)
gifs=$(find "$OUT/whole" -name '*.gif' | wc -l)
row() { printf '%-44s best %7.3f s  median %7.3f s\n' "$1" "$(best "$2")" "$(median "$2")"; }
row "whole render, --size all ($files PNGs, $gifs GIFs)" whole
row "  the same without the shadow" plain
row "floor: zlib level 6 of those PNGs, one core" floor
row "one transition ($frames frames): PNG" png
row "  PNG without the shadow" png_plain
row "  GIF" gif
row "  animated SVG" svg
echo "CPU seconds: whole render $(best cpu) (on $(awk -v c="$(best cpu)" -v w="$(best whole)" 'BEGIN { printf "%.2f", c / w }') cores on average), floor $(best floor_cpu)"
echo "PNG bytes written $written; zlib level 6 of their rows $deflated; peak memory of the whole render $((peak / 1024)) MB"
echo "ratios (best / best; target in brackets):"
echo "  whole / floor                 $(ratio "$(best whole)" "$(best floor)")  [<= 1]"
echo "  whole without shadow / floor  $(ratio "$(best plain)" "$(best floor)")  [<= 1]"
echo "  whole / floor in CPU seconds  $(ratio "$(best cpu)" "$(best floor_cpu)")  (wall on $(nproc) free cores if all are kept busy: $(ratio "$(best cpu)" "$(awk -v f="$(best floor_cpu)" -v n="$(nproc)" "BEGIN { print f * n }")"))"
echo "  transition PNG, shadow / none $(ratio "$(best png)" "$(best png_plain)")  [<= 1.2]"
echo "  transition GIF / PNG          $(ratio "$(best gif)" "$(best png)")  [<= 1.5]"
echo "  transition SVG / PNG          $(ratio "$(best svg)" "$(best png)")  [<= 1.5]"
