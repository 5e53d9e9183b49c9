package io.galab.bench;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunResult;
import io.galab.experiment.Seeds;
import io.galab.solve.ExactSolver;
import io.galab.solve.Placements;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * galab's hand-written CDCL ({@code exact} with {@code search: cdcl}) against Sat4j's default solver on
 * the same instances and time limit, one after the other in one JVM: the measurement that decides
 * whether galab keeps a clause learner of its own (reports/performance.md, "CDCL against Sat4j").
 *
 * <p>Sat4j gets the puzzle as galab's search sees it: a variable per (cell, digit), an exactly-one
 * constraint per cell and per (unit, digit) (Sat4j's native cardinality constraint, {@code addExactly},
 * or with {@code pairwise} the plain CNF's at-least-one clause and pairwise at-most-one clauses), and
 * the givens as unit clauses. Every answer is checked by the oracle.
 *
 * <pre>java -cp ga-benchmarks/target/benchmarks.jar io.galab.bench.CdclAgainstSat4j [FAMILY=family/sudoku36-45]
 * [COUNT=20] [SEED=3645] [SECONDS=60] [ENCODING=exactly|pairwise]</pre>
 *
 * The defaults are {@code peers/giant36.yaml}'s instances, and its run seeds for galab.
 */
public final class CdclAgainstSat4j {

    private CdclAgainstSat4j() {
    }

    public static void main(String[] args) throws Exception {
        String family = args.length > 0 ? args[0] : "family/sudoku36-45";
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 3645;
        int seconds = args.length > 3 ? Integer.parseInt(args[3]) : 60;
        boolean pairwise = args.length > 4 && args[4].equals("pairwise");
        List<Puzzle> puzzles = PuzzleLibrary.load(family, count, seed).puzzles();
        Algorithm exact = Algorithms.builtIn().get("exact");
        System.out.printf(Locale.ROOT, "%s, %d instances, %d s a run; Sat4j %s%n", family, puzzles.size(), seconds,
                pairwise ? "pairwise CNF" : "with exactly-one constraints");
        System.out.println("puzzle,galabSolved,galabSeconds,galabDecisions,sat4jSolved,sat4jSeconds");
        List<double[]> rows = new ArrayList<>();
        for (Puzzle p : puzzles) {
            long start = System.nanoTime();
            RunResult r = exact.run(p, exact.parameters(Map.of("search", "cdcl")), Seeds.runSeed(seed, p.id(), 0),
                    new Budget(0, 0, seconds));
            double galab = (System.nanoTime() - start) / 1e9;
            boolean galabSolved = r.solved() && ExactSolver.isSolution(p, r.bestGrid());
            start = System.nanoTime();
            int[] grid = sat4j(p, seconds, pairwise);
            double sat = (System.nanoTime() - start) / 1e9;
            boolean satSolved = grid != null && ExactSolver.isSolution(p, grid);
            System.out.printf(Locale.ROOT, "%s,%b,%.2f,%d,%b,%.2f%n", p.id(), galabSolved, galab, r.evaluations(),
                    satSolved, sat);
            rows.add(new double[] {galabSolved ? 1 : 0, galab, satSolved ? 1 : 0, sat});
        }
        summary(rows);
    }

    private static void summary(List<double[]> rows) {
        int galabSolved = 0;
        int satSolved = 0;
        double galabTime = 0;
        double satTime = 0;
        int galabFaster = 0;
        for (double[] r : rows) {
            galabSolved += (int) r[0];
            satSolved += (int) r[2];
            galabTime += r[1];
            satTime += r[3];
            galabFaster += r[0] == 1 && (r[2] == 0 || r[1] < r[3]) ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "galab cdcl: %d/%d solved, %.1f s in all; Sat4j: %d/%d solved, %.1f s in all;"
                + " galab faster on %d%n", galabSolved, rows.size(), galabTime, satSolved, rows.size(), satTime,
                galabFaster);
    }

    /** Sat4j's answer within {@code seconds}, or null (no solution, or the time ran out). */
    static int[] sat4j(Puzzle p, int seconds, boolean pairwise) throws ContradictionException {
        Geometry g = p.geometry();
        int n = g.n();
        ISolver solver = SolverFactory.newDefault();
        solver.newVar(g.cellCount() * n);
        solver.setTimeout(seconds);
        try {
            for (int c = 0; c < g.cellCount(); c++) {
                int[] lits = new int[n];
                for (int d = 1; d <= n; d++) {
                    lits[d - 1] = dimacs(c, d, n);
                }
                exactlyOne(solver, lits, pairwise);
            }
            for (int u = 0; u < g.unitCount(); u++) {
                for (int d = 1; d <= n; d++) {
                    int[] lits = new int[n];
                    for (int j = 0; j < n; j++) {
                        lits[j] = dimacs(g.unitCell(u, j), d, n);
                    }
                    exactlyOne(solver, lits, pairwise);
                }
            }
            int[] givens = p.givens();
            for (int c = 0; c < givens.length; c++) {
                if (givens[c] != 0) {
                    solver.addClause(new VecInt(new int[] {dimacs(c, givens[c], n)}));
                }
            }
        } catch (ContradictionException e) {
            return null; // the givens contradict each other
        }
        try {
            if (!solver.isSatisfiable()) {
                return null;
            }
        } catch (TimeoutException e) {
            return null;
        }
        int[] grid = new int[g.cellCount()];
        for (int lit : solver.model()) {
            if (lit > 0) {
                grid[Placements.cell(lit - 1, n)] = Placements.digit(lit - 1, n);
            }
        }
        return grid;
    }

    private static void exactlyOne(ISolver solver, int[] lits, boolean pairwise) throws ContradictionException {
        if (!pairwise) {
            solver.addExactly(new VecInt(lits), 1);
            return;
        }
        solver.addClause(new VecInt(lits));
        for (int i = 0; i < lits.length; i++) {
            for (int j = i + 1; j < lits.length; j++) {
                solver.addClause(new VecInt(new int[] {-lits[i], -lits[j]}));
            }
        }
    }

    /** Sat4j's DIMACS variable of "cell holds digit": galab's variable ({@link Placements#variable}) plus one. */
    private static int dimacs(int cell, int digit, int n) {
        return Placements.variable(cell, digit, n) + 1;
    }
}
