#!/usr/bin/env bash
# Re-renders the animations the README shows into output/readme/ (committed; a test checks that a
# fresh render is byte-identical). Usage: scripts/readme-gifs.sh [OUT]
set -euo pipefail
out="${1:-output/readme}"
bin="$(swift build --show-bin-path)/animlayout"
"$bin" render States/position-priority.states --sequence tour --format gif,animated-svg,lottie --out "$out"
"$bin" render States/layout-guides.states --sequence tour --format gif --out "$out"
"$bin" render States/breakable-stack.states --sequence adjust --format gif --out "$out"
"$bin" render States/card-expanding.states --sequence tour --format gif --out "$out"
"$bin" render States/press-and-follow.states --sequence tour --format gif --out "$out"
# Rotation: the constant-math and priority versions side by side (844 x 844 points, at 1x).
"$bin" render States/position-constant-full.states --sequence rotate --format gif --gif-scale 1 --out "$out"
"$bin" render States/position-priority.states --sequence rotate --format gif --gif-scale 1 --out "$out"
# The same transition in the five animation formats, for the README's table.
"$bin" render States/card-expanding.states --transition 'collapsed->expanded' --format gif,webp,mp4,animated-svg,lottie --scale 2 --out "$out"
