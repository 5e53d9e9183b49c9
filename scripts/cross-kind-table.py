#!/usr/bin/env python3
"""The cross-kind table of reports/cross-kind/README.md from reports/cross-kind/runs.csv: per puzzle and
algorithm, successes/runs and ERT in fitness evaluations (all evaluations spent / successes).

    python3 scripts/cross-kind-table.py [reports/cross-kind]
"""
import csv
import sys
from collections import defaultdict

folder = sys.argv[1] if len(sys.argv) > 1 else "reports/cross-kind"
cells = defaultdict(lambda: [0, 0, 0, 0])  # runs, successes, evaluations, millis
puzzles, algorithms = [], []
for r in csv.DictReader(open(f"{folder}/runs.csv", encoding="utf-8")):
    key = (r["puzzle"], r["variant"])
    puzzles += [r["puzzle"]] if r["puzzle"] not in puzzles else []
    algorithms += [r["variant"]] if r["variant"] not in algorithms else []
    c = cells[key]
    c[0] += 1
    c[1] += r["solved"] == "true"
    c[2] += int(r["evaluations"])
    c[3] += int(r["millis"])
print("| puzzle | " + " | ".join(algorithms) + " |")
print("|---|" + "---|" * len(algorithms))
for p in puzzles:
    row = []
    for a in algorithms:
        runs, ok, evals, millis = cells[(p, a)]
        ert = f"{evals / ok / 1000:.1f}k" if ok else "∞"
        row.append(f"{ok}/{runs}, ERT {ert}")
    print(f"| {p} | " + " | ".join(row) + " |")
