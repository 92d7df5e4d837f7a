#!/usr/bin/env bash
# Issue 57's main ratio on other scenes than the music player: for each scene, a whole
# `render --size all` by each binary given (best of RUNS, the binaries alternating) against the
# floor, one core zlib-encoding at level 6 the PNGs that render wrote (floor.py).
#   Benchmarks/music/scenes.sh BIN [BIN…]                     # the bundled scenes below
#   SCENES="States/a.states States/b.states" RUNS=5 Benchmarks/music/scenes.sh BIN
# Needs python3 with Pillow (apt-get install python3-pil).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 1 ] || { echo "usage: $0 BIN [BIN...]" >&2; exit 64; }
RUNS=${RUNS:-3}
SCENES=${SCENES:-"Benchmarks/music/music-player.states States/now-playing.states States/login-keyboard.states States/press-and-follow.states States/card-expanding.states States/controls-gallery.states"}
py=python3
$py -c 'import PIL' 2>/dev/null || py=/usr/bin/python3
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
printf '%-28s' scene
for bin in "$@"; do printf '  %-22s' "$(basename "$(dirname "$bin")")/$(basename "$bin")"; done
echo
for scene in $SCENES; do
    declare -A best=()
    for _ in $(seq "$RUNS"); do
        for bin in "$@"; do
            rm -rf "$OUT/r"
            s=$(date +%s%N)
            "$bin" render "$scene" --size all --out "$OUT/r" >/dev/null 2>"$OUT/err" || { cat "$OUT/err" >&2; exit 1; }
            e=$(date +%s%N)
            t=$(( (e - s) / 1000000 ))
            if [ -z "${best[$bin]:-}" ] || [ "$t" -lt "${best[$bin]}" ]; then best[$bin]=$t; fi
        done
    done
    read -r floor _ < <($py Benchmarks/music/floor.py "$OUT/r")
    printf '%-28s' "$(basename "$scene" .states)"
    for bin in "$@"; do
        printf '  %5.2f s = %5.2fx floor' "$(awk -v t="${best[$bin]}" 'BEGIN { print t / 1000 }')" \
            "$(awk -v t="${best[$bin]}" -v f="$floor" 'BEGIN { print t / 1000 / f }')"
    done
    printf '  (floor %.2f s)\n' "$floor"
    unset best
done
