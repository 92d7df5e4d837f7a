#!/usr/bin/env python3
"""Precision and recall of `animlayout audit` against the judged set.

usage: python3 measure.py RUNS_DIR [--judged judged.json] [--strict-platform]

RUNS_DIR holds the *.baseline.json files a later run wrote (audit FILE --write-baseline
RUNS_DIR/<name>.baseline.json for each file in files/). A finding group is matched to a
judged one by (file's base name, scene, elements, kind); the file's folder is ignored so
runs from another working directory still match.

precision = reported groups judged real / reported groups that are judged
recall    = (judged-real groups still reported + missed problems now reported)
            / (judged-real groups + missed problems now reported)      [the brief's recall]
recall incl. missed = same numerator / (judged-real groups + every missed problem):
            how much of everything a person found the tool reports.
Reported groups with no label are listed: they need a verdict before the numbers mean much.
--strict-platform counts groups tagged "platform colour below WCAG AA" (systemBlue 4.02:1,
secondaryLabel 3.44:1) as false instead of real, for teams that accept Apple's colours.
"""
import argparse, collections, glob, json, os, sys

def norm(k):
    return (os.path.basename(k["file"]), k["scene"], tuple(k["elements"]), k["kind"])

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("runs")
    ap.add_argument("--judged", default=os.path.join(here, "judged.json"))
    ap.add_argument("--strict-platform", action="store_true")
    a = ap.parse_args()

    j = json.load(open(a.judged))
    label = {}
    for g in j["groups"]:
        v = g["verdict"]
        if a.strict_platform and g.get("tag") == "platform colour below WCAG AA":
            v = "false"
        label[norm(g["key"])] = (v, g.get("cause", ""))
    missed = {norm(m): m for m in j.get("missed", [])}

    files = sorted(glob.glob(os.path.join(a.runs, "*.baseline.json")))
    if not files:
        sys.exit(f"no *.baseline.json in {a.runs}")
    reported = set()
    for f in files:
        for k in json.load(open(f)).get("findings", []):
            reported.add(norm(k))
    judged_files = {k[0] for k in label} | {k[0] for k in missed}
    run_files = {k[0] for k in reported}

    real_rep = [k for k in reported if k in label and label[k][0] == "real"]
    false_rep = [k for k in reported if k in label and label[k][0] == "false"]
    unjudged = sorted(k for k in reported if k not in label and k not in missed)
    missed_found = sorted(k for k in reported if k in missed)
    judged_rep = len(real_rep) + len(false_rep) + len(missed_found)

    all_real = [k for k, v in label.items() if v[0] == "real"]
    still = [k for k in all_real if k in reported]
    lost = sorted(k for k in all_real if k not in reported)

    print(f"baseline files: {len(files)}  reported groups: {len(reported)}  judged among them: {judged_rep}")
    if judged_rep:
        p = (len(real_rep) + len(missed_found)) / judged_rep
        print(f"precision: {p:.1%}  ({len(real_rep) + len(missed_found)} real / {judged_rep} judged reported)")
    num = len(still) + len(missed_found)
    d1 = len(all_real) + len(missed_found)
    d2 = len(all_real) + len(missed)
    print(f"recall:    {num / d1 if d1 else 0:.1%}  ({len(still)} of {len(all_real)} judged-real still reported"
          f" + {len(missed_found)} missed now found)")
    print(f"recall incl. missed: {num / d2 if d2 else 0:.1%}  ({num} / {len(all_real)} judged-real + {len(missed)} missed)")
    causes = collections.Counter(label[k][1] for k in false_rep)
    if causes:
        print("false groups still reported, by cause:")
        for c, n in causes.most_common():
            print(f"  {n:3}  {c}")
    if lost:
        print("judged-real groups no longer reported (check they were fixed on purpose):")
        for k in lost:
            print("  ", k)
    if missed_found:
        print("missed problems now reported:")
        for k in missed_found:
            print("  ", k)
    if unjudged:
        print(f"reported but not judged yet ({len(unjudged)}): label them in judged.json")
        for k in unjudged:
            print("  ", k)
    absent = judged_files - run_files
    if absent:
        print(f"note: {len(absent)} judged file(s) have no finding in this run (or were not audited): "
              + ", ".join(sorted(absent)))

if __name__ == "__main__":
    main()
