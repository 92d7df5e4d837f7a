#!/usr/bin/env bash
# The README's picture of the review page: card-expanding's page in headless Chromium (the
# browser the tests drive), mid-transition, into docs/review-page.png (committed).
# Usage: scripts/review-screenshot.sh
set -euo pipefail
bin="$(swift build --show-bin-path)/animlayout"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bin" review States/card-expanding.states --out "$tmp" >/dev/null
chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=1360,1040 --virtual-time-budget=10000 --screenshot="$tmp/shot.png" \
    "file://$tmp/card-expanding/review/index.html#transition=collapsed->expanded&t=0.2" >/dev/null 2>&1
cp "$tmp/shot.png" docs/review-page.png
echo "docs/review-page.png"
