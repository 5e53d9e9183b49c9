#!/usr/bin/env python3
"""galab's wrapper that runs a SAT solver (CaDiCaL, Debian's `cadical`) on a Sudoku through galab's
external-solver protocol (docs/external-solvers.md, "External solvers"): the anchor for giant Sudokus.

    python3 sat_sudoku.py PUZZLE SECONDS [SOLVER] [--encoding reduced|full] [--amo pairwise|sequential]

PUZZLE is galab's numeric format (n rows of n numbers, 0 for a blank). One variable per cell and digit,
"the cell holds the digit"; per cell at least one digit and at most one; per unit and digit at least one
cell and at most one.

--encoding reduced (the default) applies the givens before encoding: naked singles (a placed digit
leaves its peers) and hidden singles (a digit with one place left in a unit goes there) to their fixed
point, then writes variables only for the candidates of the cells still open, and clauses only for the
open cells and for the (unit, digit) pairs the unit has not placed yet: every clause the givens satisfy
is dropped, and every literal they make false is left out. --encoding full is the plain encoding with
each given as a unit clause (Lynce & Ouaknine 2006's minimal encoding plus the redundant clauses; what
the wrapper wrote before, kept to measure against).

--amo chooses the at-most-one encoding: pairwise (k(k-1)/2 binary clauses for k literals, the default)
or sequential (Sinz, CP 2005: k - 1 auxiliary variables and about 3k clauses).

The CNF is written to a temporary file, the solver runs with SECONDS as its limit (-t), less the time
spent encoding, and a model is printed as the grid's rows. The wall time galab records includes the
encoding; standard error says what it cost and what the solver took.
"""
import os
import subprocess
import sys
import tempfile
import time


def units_of(n):
    b = int(round(n ** 0.5))
    units = []
    for i in range(n):
        units.append([i * n + c for c in range(n)])
        units.append([r * n + i for r in range(n)])
        br, bc = i // b * b, i % b * b
        units.append([(br + k // b) * n + bc + k % b for k in range(n)])
    return units


def propagate(grid, n, units):
    """Naked and hidden singles on the givens to their fixed point: each cell's candidates as a set of
    digits (a placed cell's is its digit alone), or None when the givens contradict each other."""
    cell_units = [[] for _ in range(n * n)]
    for u, cells in enumerate(units):
        for c in cells:
            cell_units[c].append(u)
    peers = [sorted({p for u in cell_units[c] for p in units[u]} - {c}) for c in range(n * n)]
    cand = [set(range(1, n + 1)) for _ in range(n * n)]
    placed = [0] * (n * n)
    todo = [(c, v) for c, v in enumerate(grid) if v]
    while True:
        while todo:
            c, v = todo.pop()
            if placed[c]:
                if placed[c] != v:
                    return None
                continue
            if v not in cand[c]:
                return None
            placed[c] = v
            cand[c] = {v}
            for p in peers[c]:
                if v in cand[p]:
                    cand[p].discard(v)
                    if not cand[p]:
                        return None
                    if len(cand[p]) == 1 and not placed[p]:
                        todo.append((p, next(iter(cand[p]))))
        for cells in units:
            for d in range(1, n + 1):
                where = [c for c in cells if d in cand[c]]
                if not where:
                    return None
                if len(where) == 1 and not placed[where[0]]:
                    todo.append((where[0], d))
        if not todo:
            return cand


class Cnf:
    """Clauses written as they come, counted; variables numbered from 1, auxiliaries after the cells'."""

    def __init__(self, out, amo):
        self.out, self.amo, self.clauses, self.buf = out, amo, 0, []
        self.next_var = 1

    def new_var(self):
        v = self.next_var
        self.next_var += 1
        return v

    def clause(self, lits):
        self.buf.append(" ".join(map(str, lits)) + " 0")
        self.clauses += 1
        if len(self.buf) >= 65536:
            self.flush()

    def flush(self):
        if self.buf:
            self.out.write("\n".join(self.buf) + "\n")
            self.buf = []

    def exactly_one(self, vs):
        self.clause(vs)
        if self.amo == "pairwise" or len(vs) <= 4:
            for i in range(len(vs)):
                for j in range(i + 1, len(vs)):
                    self.clause((-vs[i], -vs[j]))
        else:  # sequential counter (Sinz 2005): s_i is "one of x_1..x_i holds"
            s = [self.new_var() for _ in range(len(vs) - 1)]
            self.clause((-vs[0], s[0]))
            for i in range(1, len(vs) - 1):
                self.clause((-vs[i], s[i]))
                self.clause((-s[i - 1], s[i]))
                self.clause((-vs[i], -s[i - 1]))
            self.clause((-vs[-1], -s[-1]))


def encode(path, rows, encoding, amo):
    """Writes the CNF to path; returns (variable of each (cell, digit), variables, clauses) or None when
    propagation already proves the givens contradictory."""
    n = len(rows)
    grid = [v for row in rows for v in row]
    units = units_of(n)
    if encoding == "full":
        cand = [set(range(1, n + 1)) for _ in range(n * n)]
    else:
        cand = propagate(grid, n, units)
        if cand is None:
            return None
    var = {}
    body = path + ".body"
    with open(body, "w") as out:
        cnf = Cnf(out, amo)
        for c in range(n * n):
            if encoding == "full" or len(cand[c]) > 1:
                for d in sorted(cand[c]):
                    var[c, d] = cnf.new_var()
        for c in range(n * n):
            vs = [var[c, d] for d in sorted(cand[c]) if (c, d) in var]
            if vs:
                cnf.exactly_one(vs)
            if encoding == "full" and grid[c]:
                cnf.clause((var[c, grid[c]],))
        for cells in units:
            for d in range(1, n + 1):
                if encoding != "full" and any(len(cand[c]) == 1 and d in cand[c] for c in cells):
                    continue  # the unit has placed d: its clauses are satisfied
                cnf.exactly_one([var[c, d] for c in cells if (c, d) in var])
        cnf.flush()
    with open(path, "w") as out, open(body) as b:
        out.write("p cnf %d %d\n" % (cnf.next_var - 1, cnf.clauses))
        while True:
            chunk = b.read(1 << 22)
            if not chunk:
                break
            out.write(chunk)
    os.unlink(body)
    return var, cand, cnf.next_var - 1, cnf.clauses


def main():
    args = [a for a in sys.argv[1:]]
    options = {"--encoding": "reduced", "--amo": "pairwise"}
    for key in list(options):
        if key in args:
            i = args.index(key)
            options[key] = args[i + 1]
            del args[i:i + 2]
    if options["--encoding"] not in ("reduced", "full") or options["--amo"] not in ("pairwise", "sequential"):
        sys.exit("usage: sat_sudoku.py PUZZLE SECONDS [SOLVER] [--encoding reduced|full] [--amo pairwise|sequential]")
    path, seconds = args[0], float(args[1])
    solver = args[2] if len(args) > 2 else "cadical"
    rows = [[int(t) for t in line.split()] for line in open(path) if line.strip()]
    n = len(rows)
    start = time.time()
    fd, cnf = tempfile.mkstemp(suffix=".cnf")
    os.close(fd)
    encoded = encode(cnf, rows, options["--encoding"], options["--amo"])
    if encoded is None:
        os.unlink(cnf)
        print("no model (the givens contradict each other)")
        return
    var, cand, variables, clauses = encoded
    left = max(1, int(seconds - (time.time() - start)))
    sys.stderr.write("cnf (%s, %s): %d variables, %d clauses, written in %.2f s\n"
                     % (options["--encoding"], options["--amo"], variables, clauses, time.time() - start))
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
        row = []
        for c in range(r * n, r * n + n):
            row.append(next(d for d in sorted(cand[c]) if len(cand[c]) == 1 and (c, d) not in var
                            or var.get((c, d)) in true))
        print(" ".join(map(str, row)))


if __name__ == "__main__":
    main()
