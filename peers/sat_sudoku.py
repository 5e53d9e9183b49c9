#!/usr/bin/env python3
"""galab's wrapper that runs a SAT solver (CaDiCaL, Debian's `cadical`) on a Sudoku through galab's
external-solver protocol (docs/external-solvers.md, "External solvers"): the anchor for giant Sudokus.

    python3 sat_sudoku.py PUZZLE SECONDS [SOLVER]

PUZZLE is galab's numeric format (n rows of n numbers, 0 for a blank). The plain CNF encoding: one
variable per cell and digit; per cell at least one digit and at most one (pairwise); per unit and
digit at least one cell and at most one (pairwise); each given as a unit clause. The CNF is written to
a temporary file, the solver runs with SECONDS as its limit (-t), and a model is printed as the grid's
rows. The wall time galab records includes writing the CNF; the solver's own time goes to standard
error.
"""
import os
import subprocess
import sys
import tempfile
import time


def main():
    path, seconds = sys.argv[1], float(sys.argv[2])
    solver = sys.argv[3] if len(sys.argv) > 3 else "cadical"
    rows = [[int(t) for t in line.split()] for line in open(path) if line.strip()]
    n = len(rows)
    b = int(round(n ** 0.5))

    def var(r, c, d):
        return (r * n + c) * n + d + 1

    units = []
    for i in range(n):
        units.append([(i, c) for c in range(n)])
        units.append([(r, i) for r in range(n)])
        br, bc = i // b * b, i % b * b
        units.append([(br + k // b, bc + k % b) for k in range(n)])
    start = time.time()
    fd, cnf = tempfile.mkstemp(suffix=".cnf")
    clauses = 0
    with os.fdopen(fd, "w") as out:
        givens = sum(1 for row in rows for v in row if v)
        per = 1 + n * (n - 1) // 2  # at least one, and every pair at most one
        out.write("p cnf %d %d\n" % (n * n * n, n * n * per + 3 * n * n * per + givens))
        buf = []
        for r in range(n):
            for c in range(n):
                vs = [var(r, c, d) for d in range(n)]
                buf.append(" ".join(map(str, vs)) + " 0")
                for i in range(n):
                    for j in range(i + 1, n):
                        buf.append("-%d -%d 0" % (vs[i], vs[j]))
                if rows[r][c]:
                    buf.append("%d 0" % var(r, c, rows[r][c] - 1))
            out.write("\n".join(buf) + "\n")
            clauses += len(buf)
            buf = []
        for unit in units:
            for d in range(n):
                vs = [var(r, c, d) for r, c in unit]
                buf.append(" ".join(map(str, vs)) + " 0")
                for i in range(n):
                    for j in range(i + 1, n):
                        buf.append("-%d -%d 0" % (vs[i], vs[j]))
            out.write("\n".join(buf) + "\n")
            clauses += len(buf)
            buf = []
    left = max(1, int(seconds - (time.time() - start)))
    sys.stderr.write("cnf: %d variables, %d clauses, written in %.2f s\n" % (n ** 3, clauses, time.time() - start))
    t0 = time.time()
    p = subprocess.run([solver, "-q", "-t", str(left), cnf], capture_output=True, text=True)
    os.unlink(cnf)
    sys.stderr.write("%s: exit %d in %.2f s\n" % (solver, p.returncode, time.time() - t0))
    if p.returncode != 10:
        print("no model (%s exit %d)" % (solver, p.returncode))
        return
    true = set()
    for line in p.stdout.splitlines():
        if line.startswith("v "):
            true.update(int(t) for t in line[2:].split() if int(t) > 0)
    for r in range(n):
        print(" ".join(str(next(d + 1 for d in range(n) if var(r, c, d) in true)) for c in range(n)))


if __name__ == "__main__":
    main()
