#!/usr/bin/env python3
"""galab's wrapper for the Twodoku report's Python GA (github.com/foteinipapadopoulou/Twodoku_solver_GA),
so that galab runs it through its external-solver protocol (docs/external-solvers.md, "External solvers").

    python3 twodoku_ga.py --repo build/Twodoku_solver_GA --puzzle FILE --seed S [--generations G]
        [--population P] [--mutation M] [--crossover C] [--local-search 0|1] [--elite 0|1]

FILE is galab's numeric format for a Twodoku: the upper grid's 9 rows, then the lower grid's 9 rows,
0 for a blank; the GA's own format. The wrapper seeds Python's and NumPy's generators with S, runs
the GA's solve() once, and prints the 18 rows of its solution and a line generations=N. The GA's
own progress lines go to standard error. Only the GA's class is used; its plotting modules
(matplotlib, pandas, seaborn), which solve() never calls, are stubbed when they are not installed.
"""
import argparse
import contextlib
import importlib
import random
import sys
import types


def stub_missing(names):
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError:
            parts = name.split(".")
            for i in range(1, len(parts) + 1):
                sys.modules.setdefault(".".join(parts[:i]), types.ModuleType(".".join(parts[:i])))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--repo", required=True)
    p.add_argument("--puzzle", required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--generations", type=int, default=10000)
    p.add_argument("--population", type=int, default=150)
    p.add_argument("--mutation", type=float, default=0.1)
    p.add_argument("--crossover", type=float, default=0.1)
    p.add_argument("--local-search", type=int, default=1)
    p.add_argument("--elite", type=int, default=0)
    a = p.parse_args()
    stub_missing(["matplotlib", "matplotlib.pyplot", "pandas", "seaborn"])
    sys.path.insert(0, a.repo)
    import numpy as np
    with contextlib.redirect_stdout(sys.stderr):
        solver = importlib.import_module("TwodokuGASolver")
        utils = importlib.import_module("utils")
    rows = [[int(t) for t in line.split()] for line in open(a.puzzle) if line.strip()]
    if len(rows) != 18 or any(len(r) != 9 for r in rows):
        sys.exit("expected a Twodoku: 18 rows of 9 numbers")
    random.seed(a.seed)
    np.random.seed(a.seed % (2 ** 32))
    with contextlib.redirect_stdout(sys.stderr):
        ga = solver.TwodokuGA(rows, population_size=a.population, mutation_rate=a.mutation,
                              crossover_rate=a.crossover, max_generations=a.generations)
        solution, generation = ga.solve(local_search=bool(a.local_search), elite=bool(a.elite))
    if solution is not None:
        for row in utils.blocks_to_rows(solution):
            print(" ".join(str(int(v)) for v in row))
    print("generations=%d" % generation)


if __name__ == "__main__":
    main()
