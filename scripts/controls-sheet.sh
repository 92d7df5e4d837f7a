#!/usr/bin/env bash
# Renders States/controls-gallery.states, light and dark, with the device chrome, into
# docs/controls-light.png and docs/controls-dark.png (committed; docs/format.md shows them).
# Usage: scripts/controls-sheet.sh
set -euo pipefail
bin="$(swift build --show-bin-path)/animlayout"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bin" render States/controls-gallery.states --state start --format png --chrome --out "$tmp/light" >/dev/null
"$bin" render States/controls-gallery.states --state start --format png --chrome --size dark --out "$tmp/dark" >/dev/null
cp "$tmp/light/controls-gallery/start.png" docs/controls-light.png
cp "$tmp/dark/controls-gallery/start.png" docs/controls-dark.png
echo "docs/controls-light.png docs/controls-dark.png"
