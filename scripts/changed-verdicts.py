#!/usr/bin/env python3
"""Lists the verdicts against the papers that differ between two report folders, spec by spec.

    python3 scripts/changed-verdicts.py BEFORE_DIR AFTER_DIR [SPEC ...]

BEFORE_DIR and AFTER_DIR hold one folder per spec (as `run --out` and `reports/` do). Rows of
summary.csv are matched by (puzzle, variant, params); a row whose rateVerdict, generationsVerdict or
ertVerdict label (agrees, better, worse, inconclusive, not comparable; empty where a column is missing)
differs is printed as a Markdown table row, with the detail of both. Also counts, per spec, the pairs of variants whose comparisons.csv found a
difference (adjusted p < 0.05) before and after. Exit 0 always: it reports, it does not judge.
"""
import csv
import os
import sys


def label(v):
    return v.split(" (")[0] if v else ""


def summary(path):
    with open(path, newline="", encoding="utf-8") as f:
        return {(r["puzzle"], r["variant"], r.get("params", "")): r for r in csv.DictReader(f)}


def differing_pairs(path):
    pairs, differ = set(), set()
    if not os.path.isfile(path):
        return 0, 0
    with open(path, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            key = (r.get("puzzle", r.get("set", "")), r["params"], r["variantA"], r["variantB"])
            pairs.add(key)
            try:
                if r.get("adjustedPValue") and float(r["adjustedPValue"]) < 0.05:
                    differ.add(key)
            except ValueError:
                pass
    return len(differ), len(pairs)


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    before, after = argv[1], argv[2]
    specs = argv[3:] or sorted(d for d in os.listdir(after)
                               if os.path.isfile(os.path.join(before, d, "summary.csv"))
                               and os.path.isfile(os.path.join(after, d, "summary.csv")))
    print("| spec | puzzle | variant | params | verdict | before | after |")
    print("|---|---|---|---|---|---|---|")
    for spec in specs:
        old = summary(os.path.join(before, spec, "summary.csv"))
        new = summary(os.path.join(after, spec, "summary.csv"))
        for key in new:
            if key not in old:
                continue
            for column in ("rateVerdict", "generationsVerdict", "ertVerdict"):
                a, b = old[key].get(column, ""), new[key].get(column, "")
                if label(a) != label(b):
                    print("| %s | %s | %s | %s | %s | %s | %s |" % (spec, key[0], key[1], key[2], column, a, b))
    print()
    for spec in specs:
        d0, n0 = differing_pairs(os.path.join(before, spec, "comparisons.csv"))
        d1, n1 = differing_pairs(os.path.join(after, spec, "comparisons.csv"))
        print("%s: pairs with a difference (any test, Holm) before %d of %d; after %d of %d"
              % (spec, d0, n0, d1, n1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
