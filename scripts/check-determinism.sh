#!/usr/bin/env bash
# Renders every bundled scene alone, then all of them in one run in order, reversed and
# shuffled (a fixed shuffle), with the default formats, --style wireframe and --format svg, and
# compares the files byte for byte; then audit --json the same way. Prints what differs and
# exits 1 if anything does. Usage: scripts/check-determinism.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-$(swift build --show-bin-path)/animlayout}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mapfile -t scenes < <(ls States/*.states)
mapfile -t reversed < <(printf '%s\n' "${scenes[@]}" | tac)
mapfile -t shuffled < <(printf '%s\n' "${scenes[@]}" | awk '{ print (NR * 7919) % 101, $0 }' | sort -n | cut -d' ' -f2-)
status=0
for mode in default wireframe svg; do
  case $mode in
    default) opts=() ;;
    wireframe) opts=(--style wireframe) ;;
    svg) opts=(--format svg) ;;
  esac
  for s in "${scenes[@]}"; do "$bin" render "$s" "${opts[@]}" --out "$work/$mode/alone" >/dev/null 2>&1; done
  for order in order reversed shuffled; do
    case $order in order) list=("${scenes[@]}") ;; reversed) list=("${reversed[@]}") ;; shuffled) list=("${shuffled[@]}") ;; esac
    "$bin" render "${list[@]}" "${opts[@]}" --out "$work/$mode/$order" >/dev/null 2>&1
    if ! diff -rq "$work/$mode/alone" "$work/$mode/$order"; then status=1; fi
    echo "$mode, $order: $(find "$work/$mode/$order" -type f | wc -l) files compared"
  done
done
for s in "${scenes[@]}"; do "$bin" audit "$s" --json 2>/dev/null | python3 -c 'import json,sys; [print(json.dumps(x, sort_keys=True)) for x in json.load(sys.stdin)["scenes"]]'; done > "$work/audit-alone"
for order in order reversed; do
  case $order in order) list=("${scenes[@]}") ;; reversed) list=("${reversed[@]}") ;; esac
  "$bin" audit "${list[@]}" --json 2>/dev/null | python3 -c 'import json,sys; [print(json.dumps(x, sort_keys=True)) for x in json.load(sys.stdin)["scenes"]]' | sort > "$work/audit-$order"
  if ! cmp -s <(sort "$work/audit-alone") "$work/audit-$order"; then echo "audit --json differs ($order)"; status=1; fi
done
echo "audit --json: $(wc -l < "$work/audit-alone") scenes compared"
exit $status
