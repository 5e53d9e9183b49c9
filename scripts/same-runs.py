#!/usr/bin/env python3
"""Compares two report folders' runs.csv files spec by spec, every column but the wall time.

    python3 scripts/same-runs.py BEFORE_DIR AFTER_DIR [SPEC ...]

BEFORE_DIR and AFTER_DIR hold one folder per spec (as `run --out` and `reports/` do). Without SPEC
names, every spec present in both is compared. Rows are matched by (puzzle, variant, params, run);
`millis` (and `micros` and `cpuMillis`, where present) are left out, since they are timings. A column that only one
side has (one that a later galab added, such as `outcome`) is named and left out: the rows are
compared on the columns both have. Exit 0 when every compared spec has the same rows, 1 otherwise,
naming the first differing rows.
"""
import csv
import os
import sys

TIMINGS = {"millis", "micros", "cpuMillis"}


def columns(path):
    with open(path, newline="", encoding="utf-8") as f:
        return [c for c in next(csv.reader(f)) if c not in TIMINGS]


def rows(path, kept):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        return {(r["puzzle"], r["variant"], r.get("params", ""), r["run"]): tuple(r[c] for c in kept)
                for r in reader}


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    before, after = argv[1], argv[2]
    specs = argv[3:] or sorted(d for d in os.listdir(before)
                               if os.path.isfile(os.path.join(before, d, "runs.csv"))
                               and os.path.isfile(os.path.join(after, d, "runs.csv")))
    differ = 0
    for spec in specs:
        file_a = os.path.join(before, spec, "runs.csv")
        file_b = os.path.join(after, spec, "runs.csv")
        cols_a, cols_b = columns(file_a), columns(file_b)
        kept = [c for c in cols_a if c in cols_b]
        one_side = [c for c in cols_a + cols_b if c not in kept]
        if one_side:
            print(f"{spec}: compared on the columns both have; left out, in one only: {one_side}")
        a, b = rows(file_a, kept), rows(file_b, kept)
        changed = [k for k in a if k in b and a[k] != b[k]]
        missing = sorted(set(a) ^ set(b))
        if changed or missing:
            differ += 1
            print(f"{spec}: {len(changed)} of {len(a)} rows differ, {len(missing)} rows in one only;"
                  f" first: {(changed or missing)[0]}")
        else:
            print(f"{spec}: {len(a)} rows equal apart from timings")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
