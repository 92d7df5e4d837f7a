#!/usr/bin/env bash
# Installs the Debian packages animlayout needs, with apt-get, only when something is missing
# (safe to run repeatedly).
#   scripts/setup.sh          what building and running need: cairo, pango (with harfbuzz and
#                             fontconfig), libpng and libdeflate (PNG), giflib, libimagequant, libwebp, FFmpeg's
#                             libraries (MP4 through libx264), the DejaVu font, pkg-config
#   scripts/setup.sh --tests  also what only the tests use: hb-shape (HarfBuzz's shaper, the
#                             text tests' reference), webpinfo and ffprobe (independent readers
#                             of WebP and MP4), GNU time, Chromium with its WebDriver and curl
#                             (the review page's and animated SVG's tests drive a real browser),
#                             and rlottie (Samsung's Lottie player: the Lottie files' reference);
#                             and, with pip, sarif-tools (a SARIF reader: the audit's SARIF test)
# It also writes .build/pkgconfig/pangocairo.pc: pangocairo's flags without GLib's -pthread,
# which SwiftPM refuses with a warning (the Makefile puts that folder first on PKG_CONFIG_PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
needed=(libcairo2-dev libpango1.0-dev libpng-dev libdeflate-dev libgif-dev libimagequant-dev libwebp-dev libavcodec-dev libavformat-dev
        libswscale-dev libavutil-dev fonts-dejavu-core pkg-config)
if [ "${1:-}" = "--tests" ]; then
  needed+=(libharfbuzz-bin webp ffmpeg time chromium chromium-driver curl librlottie0-1)
fi
missing=()
for p in "${needed[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# SARIF's independent reader for the audit's SARIF test: sarif-tools (Microsoft's, from PyPI).
if [ "${1:-}" = "--tests" ] && ! python3 -c "import sarif.loader" 2>/dev/null; then
  echo "setup: installing sarif-tools (pip)" >&2
  python3 -m pip install -q --disable-pip-version-check sarif-tools >/dev/null
fi
mkdir -p .build/pkgconfig
cflags=$(pkg-config --cflags pangocairo | tr ' ' '\n' | grep -v '^-pthread$' | tr '\n' ' ')
libs=$(pkg-config --libs pangocairo)
pc=".build/pkgconfig/pangocairo.pc"
want=$(printf 'Name: pangocairo\nDescription: pangocairo without -pthread (written by scripts/setup.sh)\nVersion: %s\nCflags: %s\nLibs: %s\n' \
  "$(pkg-config --modversion pangocairo)" "$cflags" "$libs")
[ -f "$pc" ] && [ "$(cat "$pc")" = "$want" ] || printf '%s\n' "$want" > "$pc"
