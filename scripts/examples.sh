#!/usr/bin/env bash
# Renders every bundled scene in States/ into OUT (default output/): states as PNG, transitions
# and sequences as frames and GIFs, a contact sheet and a manifest per scene, and the review
# pages (OUT/<scene-id>/review/index.html, and OUT/gallery/index.html linking them).
# Usage: scripts/examples.sh [OUT]
set -euo pipefail
out="${1:-output}"
# The build `make examples` made (debug; CONFIG=release for the optimised one).
bin="$(swift build -c "${CONFIG:-debug}" --show-bin-path)/animlayout"
shopt -s nullglob
scenes=(States/*.states)
if [ ${#scenes[@]} -eq 0 ]; then
  echo "examples: no scenes in States/" >&2
  exit 1
fi
# check prints the scenes' warnings once; render and review then print only errors (--quiet).
"$bin" check --strict "${scenes[@]}"
"$bin" render "${scenes[@]}" --out "$out" --quiet
"$bin" review "${scenes[@]}" --out "$out" --quiet
echo "review pages: open $out/gallery/index.html in a browser (or: $bin review States --out $out --serve)"
