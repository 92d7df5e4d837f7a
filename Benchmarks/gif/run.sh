#!/usr/bin/env bash
# GIF benchmark: animlayout's encoder (libimagequant + giflib) against ffmpeg's two-pass
# palettegen/paletteuse on the same frames with the same timing, in the same run.
#   Benchmarks/gif/run.sh [OUT]      (from the repository's root; default OUT .bench-out/gif)
# Needs ffmpeg and python3 with Pillow and numpy (apt-get install ffmpeg python3-pil python3-numpy).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-.bench-out/gif}
mkdir -p "$out"
scenes=(${GIF_BENCH_SCENES:-
    "States/breakable-stack.states:adjust"
    "States/card-expanding.states:collapsed->expanded"
    "States/login-keyboard.states:tour"
    "States/controls-gallery.states:start->changed"
    "States/press-and-follow.states:tour"
})
(cd Benchmarks/gif && swift build -c release --scratch-path .build-bench >/dev/null)
bench=Benchmarks/gif/.build-bench/release/gif-bench
"$bench" "$out" "${scenes[@]}" ${GIF_BENCH_ARGS:-} | tee "$out/ours.jsonl"
# The first python3 with Pillow and numpy (apt's lives in /usr/bin when another python3 comes first).
py=python3
$py -c 'import PIL, numpy' 2>/dev/null || py=/usr/bin/python3
"$py" Benchmarks/gif/table.py "$out"
