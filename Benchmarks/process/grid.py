#!/usr/bin/env python3
"""The whole-process benchmark's grid, as a `.states` scene and as kiwisolver constraints.

The system is Benchmarks/solver's GridSystem: blocks of 1,000 views (25 columns x 40 rows),
each block anchored at its own origin, so that 10,000 views are ten independent blocks and the
work should grow linearly. The canvas is 2000x2000 whatever the size: blocks past the first lie
outside it, as Auto Layout allows (a larger canvas could not be checked: `check` refuses
canvases too large to draw). Per view i at (row r, column c) of block b:
  leading: 8 after the left neighbour's trailing (c > 0), else root.leading + 8 + 2000 x b;
  top: 8 below the view above (r > 0), else root.top + 8;
  equal widths with the left neighbour @750 (c > 0);
  odd i (label-like): width <= Iw @250, width >= Iw @750, height <= Ih @250, height >= Ih @750;
  even i (box-like): height >= 30 @500, height <= 30 @250.

  grid.py scene N > grid-N.states
  grid.py states N > grid-states-N.states   (states rest / moved / swapped, for stages.sh --switch)
  grid.py walk N [K] > grid-walk-N.states   (those and K states w0…, each different, for stages.sh --walk)
  grid.py kiwi N [--repeat 3]    prints {"views": N, "seconds": best build+solve+read}
"""
import json
import sys
import time

COLUMNS, BLOCK = 25, 1000


def rows(n):
    """(view, kind, other, constant, relation, priority) per constraint, in GridSystem's order."""
    for i in range(n):
        block, r, c = i // BLOCK, (i % BLOCK) // COLUMNS, i % COLUMNS
        yield (i, "leading", None if c == 0 else i - 1, 8 + 2000 * block if c == 0 else 8, "==", 1000)
        yield (i, "top", None if r == 0 else i - COLUMNS, 8, "==", 1000)
        if c > 0:
            yield (i, "width", i - 1, 0, "==", 750)
        if i % 2 == 1:
            iw, ih = 40 + (i * 37) % 60, 20 + (i % 3) * 4
            yield (i, "width", None, iw, "<=", 250)
            yield (i, "width", None, iw, ">=", 750)
            yield (i, "height", None, ih, "<=", 250)
            yield (i, "height", None, ih, ">=", 750)
        else:
            yield (i, "height", None, 30, ">=", 500)
            yield (i, "height", None, 30, "<=", 250)


def scene(n):
    out = [f'scene "grid {n}"', "canvas 2000x2000"]
    out += [f"view v{i}" for i in range(n)]
    for i, kind, other, k, rel, prio in rows(n):
        p = "" if prio == 1000 else f" @{prio}"
        if kind == "leading":
            rhs = f"root.leading + {k}" if other is None else f"v{other}.trailing + {k}"
        elif kind == "top":
            rhs = f"root.top + {k}" if other is None else f"v{other}.bottom + {k}"
        else:
            rhs = f"v{other}.{kind}" if other is not None else str(k)
        out.append(f"v{i}.{kind} {rel} {rhs}{p}")
    out.append("state grid")
    return "\n".join(out) + "\n"


def scene_with_states(n):
    """The grid with states for the state-switch benchmark: `rest`; `moved`, where the first
    view's leading constant changes (the whole first block moves); `swapped`, where a priority
    of the second view's width changes (250 instead of 750)."""
    text = scene(n).replace("v0.leading == root.leading + 8\n", "first: v0.leading == root.leading + 8\n", 1)
    text = text.replace("v1.width == v0.width @750\n", "eq1: v1.width == v0.width @750\n", 1)
    text = text.replace("state grid\n", "state rest\nstate moved { constant first 108 }\nstate swapped { priority eq1 250 }\n")
    return text


def scene_with_walk(n, k):
    """The grid with `k` states for timing first entries (`stages.sh --walk`): state `wI` moves
    the first view by I points when I is even, and gives the second view's width priority
    251 + I when I is odd, so that every state differs from every other."""
    text = scene_with_states(n)
    lines = [f"state w{i} {{ constant first {8 + i} }}" if i % 2 == 0 else f"state w{i} {{ priority eq1 {251 + i} }}"
             for i in range(k)]
    return text + "\n".join(lines) + "\n"


def kiwi_once(n, block=None):
    """(seconds, [(x, y, width, height)] per view): kiwisolver's build, solve and read of the
    grid of n views, or of one of its blocks alone (`block`: its views' values only; blocks
    share no constraint)."""
    import kiwisolver as kiwi
    strength = {1000: kiwi.strength.required, 750: kiwi.strength.strong,
                500: kiwi.strength.medium, 250: kiwi.strength.weak}
    selected = rows(n) if block is None else (r for r in rows(n) if r[0] // BLOCK == block)
    start = time.perf_counter()
    s = kiwi.Solver()
    x = [kiwi.Variable() for _ in range(n)]
    y = [kiwi.Variable() for _ in range(n)]
    w = [kiwi.Variable() for _ in range(n)]
    h = [kiwi.Variable() for _ in range(n)]
    var = {"width": w, "height": h}
    for i, kind, other, k, rel, prio in selected:
        if kind == "leading":
            lhs, rhs = x[i], (k if other is None else x[other] + w[other] + k)
        elif kind == "top":
            lhs, rhs = y[i], (k if other is None else y[other] + h[other] + k)
        else:
            lhs, rhs = var[kind][i], (k if other is None else var[kind][other])
        c = (lhs == rhs) if rel == "==" else (lhs >= rhs) if rel == ">=" else (lhs <= rhs)
        s.addConstraint(c | strength[prio])
    s.updateVariables()
    views = range(n) if block is None else range(block * BLOCK, min(n, (block + 1) * BLOCK))
    values = [(x[i].value(), y[i].value(), w[i].value(), h[i].value()) for i in views]
    return time.perf_counter() - start, values


if __name__ == "__main__":
    what, n = sys.argv[1], int(sys.argv[2])
    if what == "scene":
        sys.stdout.write(scene(n))
    elif what == "states":
        sys.stdout.write(scene_with_states(n))
    elif what == "walk":
        sys.stdout.write(scene_with_walk(n, int(sys.argv[3]) if len(sys.argv) > 3 else 20))
    else:
        repeat = int(sys.argv[4]) if len(sys.argv) > 4 else 3
        best = min(kiwi_once(n)[0] for _ in range(repeat))
        print(json.dumps({"views": n, "seconds": best}))
