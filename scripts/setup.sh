#!/usr/bin/env bash
# Installs the system packages animlayout needs (Debian): cairo, pango (with harfbuzz and
# fontconfig), giflib, the DejaVu font, hb-shape (HarfBuzz's command-line shaper, the
# independent reference the text tests compare with), and Chromium with its WebDriver and curl
# (the review page's tests drive a real headless browser), libwebp (animated WebP) with its
# webpinfo tool (the tests' independent reader), and FFmpeg's libraries (MP4 through libx264)
# with ffprobe (the tests' reader of MP4s).
# Safe to run repeatedly: it only calls apt-get when something is missing.
set -euo pipefail
needed=(libcairo2-dev libpango1.0-dev libpng-dev libharfbuzz-bin libgif-dev libimagequant-dev libwebp-dev webp libavcodec-dev libavformat-dev libswscale-dev libavutil-dev ffmpeg fonts-dejavu-core pkg-config time chromium chromium-driver curl)
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
