#!/usr/bin/env bash
# Runs animlayout on every scene in States/. Usage: scripts/examples.sh [OUT]
set -euo pipefail
out="${1:-output}"
bin="$(swift build --show-bin-path)/animlayout"
mkdir -p "$out"
shopt -s nullglob
scenes=(States/*.states)
if [ ${#scenes[@]} -eq 0 ]; then
  echo "examples: no scenes in States/ yet" >&2
  "$bin" --help
  exit 0
fi
"$bin" --help
