#!/usr/bin/env python3
"""Collects the single-line labels that hug their text from Interface Builder files.

Xcode saves every view's frame as it lays it out with the real San Francisco: a label whose
width no constraint decides is as wide as its text in SF (rounded up to the device's pixel
grid). This script walks folders of storyboards and XIBs (each `owner__repo/` folder holds one
repository's files) and writes one CSV row per such label:

    repo, file, text, size, weight, scale, width, tools

(tools: the toolsVersion of the Xcode that saved the file.)

A label is kept when all of these hold (each rule drops labels whose saved width is not the
width of their text):
- it is laid out by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`), not
  misplaced, not ambiguous, not hidden, no `placeholderIntrinsicWidth`;
- its text is the `text` attribute (not attributed, no line break), on one line
  (`numberOfLines` absent or 1, or another limit with a frame one line tall),
  `adjustsFontSizeToFit` off;
- its font is the system font (`type="system"` with an optional `weight`, or `boldSystem`),
  upright;
- its superview is not a stack view that may stretch it (a vertical one filling its width, a
  horizontal one filling or splitting its length);
- no constraint gives it a width, and at most one of its horizontal anchors (leading,
  trailing, left, right, centerX) is tied by an equality; an inequality on a second anchor
  is allowed only below required priority (it may be what holds it);
- its text uses only characters the shipped Inter covers for Latin, Greek and Cyrillic (SF
  falls back to other fonts elsewhere, as Inter does).

usage: extract.py OUT.csv FOLDER...   (FOLDER: a corpus root holding owner__repo folders)
"""
import csv
import os
import re
import sys

from lxml import etree

# Interface Builder's device ids and their pixel scale (points to pixels).
SCALES = {
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina6_1": 2,
    "retina5_5": 3, "retina5_8": 3, "retina5_9": 3, "retina6_0": 3, "retina6_12": 3, "retina6_3": 3,
    "retina6_5": 3, "retina6_54": 3, "retina6_7": 3, "retina6_72": 3, "retina6_9": 3, "retina5_4": 3,
}

HORIZONTAL = {"leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin",
              "leftMargin", "rightMargin", "centerXWithinMargins"}
WEIGHTS = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
           "semibold": 600, "bold": 700, "heavy": 800, "black": 900}
TEXT_OK = re.compile(r"^[\u0020-\u024F\u0370-\u03FF\u0400-\u04FF\u2010-\u2027\u2030-\u205E\u20AC\u2122]+$")


def file_scale(root):
    """The file's pixel scale: its device's, else 3 when a saved frame is on a third of a point."""
    device = root.find("device")
    if device is not None and device.get("id") in SCALES:
        return SCALES[device.get("id")]
    if device is not None and device.get("id", "").startswith("ipad"):
        return 2
    for rect in root.iter("rect"):
        for key in ("x", "y", "width", "height"):
            v = rect.get(key)
            if v and re.search(r"\.(33|66)", v):
                return 3
    return 2


def constraints_on(root):
    """Each view id: the (attribute, relation, priority, other) of every constraint naming it."""
    out = {}
    for holder in root.iter("constraints"):
        owner = holder.getparent()
        owner_id = owner.get("id") if owner is not None else None
        for c in holder.findall("constraint"):
            if c.get("placeholder") == "YES":
                continue
            first = c.get("firstItem") or owner_id
            second = c.get("secondItem")
            relation = c.get("relation", "equal")
            priority = float(c.get("priority", "1000"))
            out.setdefault(first, []).append((c.get("firstAttribute"), relation, priority, second))
            if second:
                out.setdefault(second, []).append((c.get("secondAttribute"), relation, priority, first))
    return out


def hidden_within(label):
    node = label
    while node is not None:
        if node.get("hidden") == "YES":
            return True
        node = node.getparent()
    return False


def stack_keeps_width(superview):
    """Whether a label in `superview` keeps its own width: any view but a stack view, a
    vertical stack that does not fill its width, or a horizontal one spacing its views apart."""
    if superview.tag != "stackView":
        return True
    if superview.get("axis") == "vertical":
        return superview.get("alignment", "fill") not in ("fill",)
    return superview.get("distribution") in ("equalSpacing", "equalCentering")


def one_line(label, size):
    """Whether the saved frame is one line tall (a label of 0 or more lines showing one)."""
    lines = label.get("numberOfLines", "1")
    if lines == "1":
        return True
    rect = label.find("rect[@key='frame']")
    return rect is not None and float(rect.get("height")) <= size * 1.25 + 1


def keep(label, constraints):
    """The label's (text, size, weight), or None when its saved width may not be its text's."""
    g = label.get
    if g("translatesAutoresizingMaskIntoConstraints") != "NO" or g("misplaced") == "YES" or g("ambiguous") == "YES":
        return None
    if g("usesAttributedText") == "YES" or g("adjustsFontSizeToFit") == "YES":
        return None
    if g("placeholderIntrinsicWidth") or hidden_within(label):
        return None
    text = g("text")
    if not text or not TEXT_OK.match(text) or text != text.strip():
        return None
    fd = label.find("fontDescription")
    if fd is None or fd.get("pointSize") is None:
        return None
    kind = fd.get("type")
    if kind == "system":
        weight = WEIGHTS.get(fd.get("weight", "regular"))
    elif kind == "boldSystem":
        weight = 700
    else:
        return None
    if weight is None or not one_line(label, float(fd.get("pointSize"))):
        return None
    parent = label.getparent()
    superview = parent.getparent() if parent is not None and parent.tag == "subviews" else None
    if superview is None or not stack_keeps_width(superview):
        return None
    anchors = set()
    for attribute, relation, priority, _ in constraints.get(g("id"), []):
        if attribute == "width":
            return None
        if attribute in HORIZONTAL:
            if relation == "equal" or priority >= 1000:
                anchors.add(attribute.replace("Margin", "").replace("WithinMargins", ""))
    if len(anchors) > 1:
        return None
    return text, float(fd.get("pointSize")), weight


def frame_width(label):
    rect = label.find("rect[@key='frame']")
    return float(rect.get("width")) if rect is not None else None


def main():
    out_path, folders = sys.argv[1], sys.argv[2:]
    rows = []
    for folder in folders:
        for repo in sorted(os.listdir(folder)):
            base = os.path.join(folder, repo)
            if not os.path.isdir(base):
                continue
            for dirpath, _, names in os.walk(base):
                for name in sorted(names):
                    if not name.endswith((".storyboard", ".xib")):
                        continue
                    path = os.path.join(dirpath, name)
                    try:
                        root = etree.parse(path, etree.XMLParser(huge_tree=True)).getroot()
                    except etree.XMLSyntaxError:
                        continue
                    scale = file_scale(root)
                    tools = root.get("toolsVersion", "")
                    constraints = constraints_on(root)
                    for label in root.iter("label"):
                        kept = keep(label, constraints)
                        width = frame_width(label)
                        if kept is None or width is None or width <= 0:
                            continue
                        text, size, weight = kept
                        rows.append((repo, os.path.relpath(path, base), text, size, weight, scale, width, tools))
    # A file kept in two corpora (the tests' and a later snapshot of the same repository) counts once.
    seen, unique = set(), []
    for r in rows:
        key = (r[0], os.path.basename(r[1]).split("~")[-1], r[2], r[3], r[4], r[5], r[6], r[7])
        if key not in seen:
            seen.add(key)
            unique.append(r)
    rows = unique
    with open(out_path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["repo", "file", "text", "size", "weight", "scale", "width", "tools"])
        w.writerows(rows)
    print(f"{len(rows)} labels from {len({(r[0], r[1]) for r in rows})} files in {len({r[0] for r in rows})} repositories")


if __name__ == "__main__":
    main()
