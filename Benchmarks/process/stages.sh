#!/usr/bin/env bash
# Where the time of `animlayout solve --json` goes, stage by stage, in one process (release):
#   Benchmarks/process/stages.sh [FILE.states] [--repeat N]     (default: the 1,000-view grid)
#   Benchmarks/process/stages.sh .bench-out/grid-states-1000.states --switch rest,moved
#       (a state switch in the library: the engine lays out one state after the other)
#   Benchmarks/process/stages.sh .bench-out/grid-walk-1000.states --walk
#       (first entries: every state w0, w1, … laid out once, one after the other)
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p .bench-out
FILE=${1:-.bench-out/grid-1000.states}
shift || true
if [ ! -f "$FILE" ] && [ "$FILE" = .bench-out/grid-1000.states ]; then
    python3 -c "import grid; open('$FILE', 'w').write(grid.scene(1000))"
fi
if [ ! -f .bench-out/grid-states-1000.states ]; then
    python3 -c "import grid; open('.bench-out/grid-states-1000.states', 'w').write(grid.scene_with_states(1000))"
fi
if [ ! -f .bench-out/grid-walk-1000.states ]; then
    python3 -c "import grid; open('.bench-out/grid-walk-1000.states', 'w').write(grid.scene_with_walk(1000, 20))"
fi
swift build -c release --scratch-path .build-bench 2>&1 | grep -E "error|Build complete" || true
.build-bench/release/ProcessStages "$FILE" "$@"
