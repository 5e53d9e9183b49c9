#!/usr/bin/env python3
"""Writes the report index of reports/README.md: one paragraph per report folder, from its overview.csv.

    python3 scripts/reports-index.py [reports]

The paragraphs go between the lines <!-- reports:begin --> and <!-- reports:end --> of reports/README.md,
grouped as GROUPS says; each names the report's title, its runs, when it was recorded, its gates and its
verdicts against the paper (overview.csv), its page (index.html) and its reading (the README.md beside the
page, or the one it shares). A folder that GROUPS does not list is an error, so a new report is never left out.
"""
import csv
import os
import re
import sys

GROUPS = [
    ("The papers' tables", [
        "twodoku-table3", "twodoku-variants", "twodoku-table4-10000", "retrievable-table1",
        "sudokube-thesis-tables5-7", "growth-readings", "sudokube-thesis-table8", "thesis-fig22-ceiling",
        "thesis-fig23-reset-count", "thesis-fig25-multiplier", "thesis-fig27-iterations",
        "thesis-fig28-population", "thesis-fig29-difference", "purge-table2", "purge-table3", "hybrid-table3",
        "hybrid-table5"]),
    ("Beyond the papers", ["hard-benchmark", "memetic-kinds", "cross-kind", "sudoku-x", "variants", "killer", "tune",
                           "equivalence"]),
    ("The frontier: external solvers side by side, the phase transition, giant Sudokus", [
        "acs-side-by-side", "twodoku-python", "giant", "giant36", "giant64", "giant64-transition",
        "giant-hardest", "giant-hardest-locked", "giant-hardest-hall", "giant-heldout", "giant-heldout-hall",
        "giant36-anchors", "giant36-anchors-hall", "exact-hardest", "exact-heldout", "defaults36",
        "cadical-encodings", "phase-transition", "balanced-holes",
        "lloyd-amos-files", "lloyd-amos", "lloyd-amos-peers"]),
]
NOT_REPORTS = {"junit", "screenshots"}


def count(n, word):
    return f"{n} {word}"


def paragraph(root, folder):
    here = os.path.join(root, folder)
    reading = os.path.join(here, "README.md")
    shared = None
    if os.path.isfile(reading):
        m = re.search(r"its reading is `reports/([a-z0-9-]+)/README.md`", open(reading, encoding="utf-8").read())
        shared = m.group(1) if m else None
    overview = os.path.join(here, "overview.csv")
    if not os.path.isfile(overview):
        subs = sorted(d for d in os.listdir(here) if os.path.isdir(os.path.join(here, d)))
        what = f"{len(subs)} reports: " + ", ".join(f"`{d}/`" for d in subs) if subs else "its files"
        return f"**`{folder}/`**: {what}. Reading: `{folder}/README.md`."
    row = next(csv.DictReader(open(overview, encoding="utf-8")))
    verdicts = [(row[k], w) for k, w in (("agree", "agree"), ("better", "better"), ("worse", "worse"),
                                          ("inconclusive", "inconclusive"), ("notComparable", "not comparable"))]
    against = ", ".join(f"{v} {w}" for v, w in verdicts if v not in ("", "0"))
    text = (f"**`{folder}/`**: {row['title']}. {int(row['runs']):,} runs, recorded {row['date']}; gates: "
            f"{row['passed']} passed, {row['failed']} failed, {row['warned']} warned; against the paper: "
            f"{against or 'no published numbers'}. Page: `{folder}/index.html`; reading: ")
    text += f"`{shared}/README.md` (shared)." if shared else f"`{folder}/README.md`."
    return text


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "reports"
    listed = [f for _, fs in GROUPS for f in fs]
    present = {d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d))} - NOT_REPORTS
    missing = sorted(present - set(listed))
    if missing:
        sys.exit(f"error: {root} holds report folders that GROUPS does not list: {', '.join(missing)}")
    parts = ["<!-- reports:begin -->", "<!-- written by scripts/reports-index.py from each overview.csv -->", ""]
    for title, folders in GROUPS:
        parts += [f"### {title}", ""]
        for f in folders:
            if f in present:
                parts += [paragraph(root, f), ""]
    parts.append("<!-- reports:end -->")
    path = os.path.join(root, "README.md")
    text = open(path, encoding="utf-8").read()
    begin, end = text.index("<!-- reports:begin -->"), text.index("<!-- reports:end -->") + len("<!-- reports:end -->")
    open(path, "w", encoding="utf-8").write(text[:begin] + "\n".join(parts) + text[end:])


if __name__ == "__main__":
    main()
