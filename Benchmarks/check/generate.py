#!/usr/bin/env python3
"""Writes the scenes of the `check` scaling benchmark (issue 17, D13/D14) into a folder.

  generate.py OUT --states 1600,3200 --views 5000,10000

chained-states-N.states  N states, each `extends` the previous one and sets a constant
                         (every seventh also hides a view, the next shows it again).
chained-views-N.states   N plain views in a row, each 1 pt after the previous one.
chained-labels-N.states  the same with labels (intrinsic size measured from the text).
"""
import argparse, pathlib

def chained_states(n):
    lines = ['scene "chained states"', "canvas 390x844",
             "view a { color blue }", "view b { color green }",
             "a.top == root.top + 10", "a.leading == root.leading + 10",
             "a.width == 100", "a.height == 40",
             "b.leading == a.leading", "b.width == a.width", "b.height == 40",
             "gap: b.top == a.bottom + 8", "state s0"]
    for i in range(1, n):
        body = [f"constant gap {i % 500}"]
        if i % 7 == 0: body.append("hide a")
        if i % 7 == 3: body.append("show a")
        lines.append(f"state s{i} extends s{i - 1} {{ {'; '.join(body)} }}")
    return "\n".join(lines) + "\n"

def chained_views(n, labels):
    lines = [f'scene "chained {"labels" if labels else "views"}"', "canvas 390x844"]
    for i in range(n):
        lines.append(f'label v{i} "{i}"' if labels else f"view v{i}")
    lines.append("v0.leading == root.leading")
    for i in range(n):
        lines.append(f"v{i}.top == root.top + 10")
        if not labels:
            lines += [f"v{i}.width == 10", f"v{i}.height == 10"]
        if i:
            lines.append(f"v{i}.leading == v{i - 1}.trailing + 1")
    lines.append("state only")
    return "\n".join(lines) + "\n"

def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--states", default="1600,3200")
    p.add_argument("--views", default="5000,10000")
    a = p.parse_args()
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for n in map(int, a.states.split(",")):
        (out / f"chained-states-{n}.states").write_text(chained_states(n))
    for n in map(int, a.views.split(",")):
        (out / f"chained-views-{n}.states").write_text(chained_views(n, False))
        (out / f"chained-labels-{n}.states").write_text(chained_views(n, True))

main()
