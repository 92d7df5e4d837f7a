#!/usr/bin/env python3
"""Fits San Francisco's widths relative to the shipped Inter from labels' saved frames.

Model of a label's width in SF (points) with `n` glyphs at `size` points, weight `w`:

    width = F(size, w) * size * (W_inter(text, opsz(size), w) + sum of d[c] over its characters)
            + n * tracking(size)

- W_inter: Inter's width in em (hb-shape, kerning included), at the optical size
  opsz(size) = 14 + 18 * clamp((size - RAMP[0]) / (RAMP[1] - RAMP[0]), 0, 1): Inter's text
  design below RAMP[0], its display design from RAMP[1], in between interpolated;
- tracking: Apple's table (Sources/AnimText/SystemFont.swift);
- F: a factor by size (piecewise linear between KNOTS, constant beyond) for regular text
  (weights up to 400), times (1 + an offset linear in size between 14 and 28 pt) for medium
  (500), semibold (600) and bold (700 and up);
- d[c]: a correction in em for each character frequent enough in the data, regular weight only.

The saved width is the SF width rounded up to the file's pixel grid; a prediction is rounded
the same way and counts as right within 1 pt. Accuracy is measured by five-fold
cross-validation grouped by repository (each fold's labels predicted by a model fitted on the
other folds' repositories only).

usage: fit.py LABELS.csv [--table OUT.json]
"""
import argparse
import collections
import csv
import json
import math
import random

import numpy as np

import inter

KNOTS = [10, 13, 15, 17, 18, 19, 20, 21, 22, 24, 27, 30, 34, 40, 48]
BANDS = ["medium", "semibold", "bold"]
BAND_KNOTS = [14, 28]
RAMPS = [(a, b) for a in (17, 18) for b in (26, 28, 30)] + [(19.999, 20.0)]
MIN_CHAR = 6          # occurrences a character needs for a correction
SMOOTH = 30.0         # weight of the penalty on the factor's second differences
CHAR_RIDGE = 40.0     # weight of the penalty on character corrections
CHARS_ALL = True      # character corrections for every weight (else regular only)
OFF = 0.15            # saved widths further off the text's than this share are not its text's


def band(weight):
    return "regular" if weight <= 400 else "medium" if weight == 500 else "semibold" if weight == 600 else "bold"


def hats(x, knots):
    """Piecewise-linear interpolation weights of x over knots (constant beyond the ends)."""
    out = np.zeros(len(knots))
    if x <= knots[0]:
        out[0] = 1
    elif x >= knots[-1]:
        out[-1] = 1
    else:
        for i in range(len(knots) - 1):
            if knots[i] <= x <= knots[i + 1]:
                t = (x - knots[i]) / (knots[i + 1] - knots[i])
                out[i], out[i + 1] = 1 - t, t
                break
    return out


def opsz(size, ramp):
    a, b = ramp
    return 14 + 18 * min(max((size - a) / (b - a), 0), 1)


class Data:
    def __init__(self, rows):
        self.widths = inter.widths([(r["text"], r["weight"]) for r in rows])
        # A saved width more than OFF off the text's width in Inter (the tool's widths before
        # this table) is not its text's: the label is stretched or squeezed by something the
        # file's constraints do not show (an old file's stale frame, a cell's code).
        self.dropped = [r for r in rows if abs(r["width"] / self.before(r) - 1) > OFF]
        self.rows = [r for r in rows if abs(r["width"] / self.before(r) - 1) <= OFF]

    def before(self, r):
        """The label's width as the tool measured it before this table."""
        em, n = inter.at_opsz(self.widths[(r["text"], r["weight"])], 14 if r["size"] < 20 else 32)
        return math.ceil((r["size"] * em + n * inter.tracking(r["size"])) * r["scale"] - 1e-9) / r["scale"]

    def inter_em(self, r, ramp):
        return inter.at_opsz(self.widths[(r["text"], r["weight"])], opsz(r["size"], ramp))


def design(data, rows, ramp, chars):
    """The linear model in log space: rows of features, targets and weights."""
    X, y, w = [], [], []
    for r in rows:
        em, n = data.inter_em(r, ramp)
        base = r["size"] * em
        mid = r["width"] - 0.5 / r["scale"]
        ratio = (mid - n * inter.tracking(r["size"])) / base
        f = list(hats(r["size"], KNOTS))
        for b in BANDS:
            f += list(hats(r["size"], BAND_KNOTS) * (band(r["weight"]) == b))
        counts = collections.Counter(r["text"])
        regular = band(r["weight"]) == "regular" or CHARS_ALL
        f += [counts[c] / em * regular for c in chars]
        X.append(f)
        y.append(math.log(max(ratio, 0.5)))
        w.append(base)  # errors in points
    return np.array(X), np.array(y), np.array(w)


def penalty(chars):
    """Smoothness of the factor along the knots, and ridge on bands and characters."""
    k, nb = len(KNOTS), len(BANDS) * len(BAND_KNOTS)
    size = k + nb + len(chars)
    rows = []
    for i in range(1, k - 1):
        row = np.zeros(size)
        h0, h1 = KNOTS[i] - KNOTS[i - 1], KNOTS[i + 1] - KNOTS[i]
        row[i - 1], row[i], row[i + 1] = 1 / h0, -(1 / h0 + 1 / h1), 1 / h1
        rows.append(row * SMOOTH * 4)
    for j in range(nb):
        row = np.zeros(size)
        row[k + j] = 0.5
        rows.append(row)
    for j in range(len(chars)):
        row = np.zeros(size)
        row[k + nb + j] = CHAR_RIDGE
        rows.append(row)
    return np.array(rows)


def fit(data, rows, ramp, chars):
    X, y, w = design(data, rows, ramp, chars)
    P = penalty(chars)
    weights = w.copy()
    theta = np.zeros(X.shape[1])
    for _ in range(8):  # Huber in points (1 pt): saved widths that are not their text's count less
        A = np.vstack([X * weights[:, None], P])
        b = np.concatenate([y * weights, np.zeros(len(P))])
        theta = np.linalg.lstsq(A, b, rcond=None)[0]
        err = np.abs((X @ theta - y) * w)
        weights = w * np.minimum(1, 1 / np.maximum(err, 1e-9))
    return theta


def predict(data, r, ramp, chars, theta):
    em, n = data.inter_em(r, ramp)
    f = list(hats(r["size"], KNOTS))
    for b in BANDS:
        f += list(hats(r["size"], BAND_KNOTS) * (band(r["weight"]) == b))
    # As the tool applies it: the factor times (Inter's width plus the characters' corrections).
    counts = collections.Counter(r["text"])
    regular = band(r["weight"]) == "regular" or CHARS_ALL
    k = len(f)
    corrections = sum(counts[c] * regular * t for c, t in zip(chars, theta[k:]))
    width = r["size"] * math.exp(np.dot(f, theta[:k])) * (em + corrections) + n * inter.tracking(r["size"])
    return math.ceil(width * r["scale"] - 1e-9) / r["scale"]


def frequent_chars(rows):
    counts = collections.Counter()
    for r in rows:
        if band(r["weight"]) == "regular" or CHARS_ALL:
            counts.update(r["text"])
    return sorted(c for c, n in counts.items() if n >= MIN_CHAR)


def folds(rows, k=5, seed=7):
    repos = sorted({r["repo"] for r in rows})
    random.Random(seed).shuffle(repos)
    return [set(repos[i::k]) for i in range(k)]


def score(hits):
    """Share within 1 pt, overall and by group."""
    groups = collections.defaultdict(list)
    for r, ok in hits:
        groups["all"].append(ok)
        groups["regular <20" if band(r["weight"]) == "regular" and r["size"] < 20 else "heavy <20" if r["size"] < 20 else
               "regular >=20" if band(r["weight"]) == "regular" else "heavy >=20"].append(ok)
        groups[band(r["weight"])].append(ok)
        groups[">=20" if r["size"] >= 20 else "<20"].append(ok)
        if band(r["weight"]) == "regular" and len(r["text"]) > 25:
            groups["regular, over 25 characters"].append(ok)
    return {g: (sum(v) / len(v), len(v)) for g, v in groups.items()}


def cross_validate(data, ramp, use_chars=True):
    hits = []
    for held in folds(data.rows):
        train = [r for r in data.rows if r["repo"] not in held]
        chars = frequent_chars(train) if use_chars else []
        theta = fit(data, train, ramp, chars)
        hits += [(r, abs(predict(data, r, ramp, chars, theta) - r["width"]) <= 1) for r in data.rows if r["repo"] in held]
    return score(hits)


def current(data):
    """The tool before this table: optical size 14 below 20 pt, 32 from 20; tracking only."""
    return score([(r, abs(data.before(r) - r["width"]) <= 1) for r in data.rows])


def show(name, result):
    print(f"{name}: " + ", ".join(f"{g} {s * 100:.1f}% of {n}" for g, (s, n) in sorted(result.items())))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("labels")
    parser.add_argument("--table")
    args = parser.parse_args()
    rows = []
    for r in csv.DictReader(open(args.labels)):
        rows.append(dict(repo=r["repo"], file=r["file"], text=r["text"], size=float(r["size"]), weight=int(r["weight"]),
                         scale=float(r["scale"]), width=float(r["width"])))
    data = Data(rows)
    print(f"{len(data.rows)} labels, {len({r['repo'] for r in data.rows})} repositories ({len(data.dropped)} left out: saved width over {OFF:.0%} off their text's)")
    show("before (the tool's widths)", current(data))
    best = None
    for ramp in RAMPS:
        result = cross_validate(data, ramp, use_chars=False)
        if best is None or result["all"][0] > best[1]["all"][0]:
            best = (ramp, result)
    ramp = best[0]
    print(f"optical-size ramp {ramp[0]}-{ramp[1]} pt")
    show("cross-validated, sizes and weights", best[1])
    with_chars = cross_validate(data, ramp)
    show("cross-validated, with character corrections", with_chars)
    rows = data.rows
    chars = frequent_chars(rows)
    theta = fit(data, rows, ramp, chars)
    k, nb = len(KNOTS), len(BANDS) * len(BAND_KNOTS)
    table = {
        "ramp": ramp,
        "factor": [[s, round(math.exp(v), 4)] for s, v in zip(KNOTS, theta[:k])],
        "bands": {b: [[s, round(math.exp(theta[k + i * 2 + j]) - 1, 4)] for j, s in enumerate(BAND_KNOTS)]
                  for i, b in enumerate(BANDS)},
        "characters": {c: round(v, 4) for c, v in zip(chars, theta[k + nb:]) if abs(v) >= 0.001},
        "labels": len(rows), "repositories": len({r["repo"] for r in rows}),
        "cross_validated": {g: [round(s, 4), n] for g, (s, n) in with_chars.items()},
        "before": {g: [round(s, 4), n] for g, (s, n) in current(data).items()},
    }
    if args.table:
        json.dump(table, open(args.table, "w"), indent=1, ensure_ascii=False)
    print(json.dumps({k: table[k] for k in ("ramp", "factor", "bands")}))
    print(json.dumps(table["characters"], ensure_ascii=False))


if __name__ == "__main__":
    main()
