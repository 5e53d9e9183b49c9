package io.galab.bench;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunResult;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * How far a near-solution is from a solution on a giant grid (docs/algorithms.md, "Giant Sudokus"): runs
 * {@code propagating-memetic-ga} with one long tabu search on partial grids (one island of two, 10^8
 * steps) for SECONDS on each of COUNT instances of a family made by Lewis's recipe, then reports how
 * many of the free cells its best grid fills without a repeat agree with the instance's solution, and
 * whether the exact solver can complete the givens plus a random fraction KEEP of those cells: in how
 * many of 20 draws it finds a completion, and in how many its propagation or search, within 20,000
 * nodes, proves there is none.
 *
 * <pre>java -cp ga-benchmarks/target/benchmarks.jar io.galab.bench.Deception BOX GIVENS COUNT SEED SECONDS
 * KEEP...</pre>
 * for example {@code 6 0.5 2 49 10 0.3 0.5 0.7 0.85}.
 */
public final class Deception {

    private static final long NODES = 20_000;
    private static final int TRIES = 20;

    private Deception() {
    }

    public static void main(String[] args) {
        if (args.length < 6) {
            System.err.println("usage: Deception BOX GIVENS COUNT SEED SECONDS KEEP... (see the class's javadoc)");
            System.exit(2);
        }
        int box = Integer.parseInt(args[0]);
        double givens = Double.parseDouble(args[1]);
        int count = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        double seconds = Double.parseDouble(args[4]);
        Algorithm ga = Algorithms.builtIn().get("propagating-memetic-ga");
        var parameters = ga.parameters(Map.of("islands", 1, "populationSize", 2, "tabuSteps", 100_000_000,
                "mutationRate", 0.005));
        List<Puzzle> puzzles = FamilyGenerator.generate(box, givens, count, seed, "deception");
        for (Puzzle puzzle : puzzles) {
            RunResult run = ga.run(puzzle, parameters, 1, Budget.seconds(seconds));
            int[] grid = run.bestGrid();
            int[] solution = puzzle.solution();
            boolean[] clean = clean(puzzle.geometry(), grid, puzzle.givens());
            int filled = 0;
            int agree = 0;
            for (int c = 0; c < grid.length; c++) {
                if (clean[c]) {
                    filled++;
                    agree += grid[c] == solution[c] ? 1 : 0;
                }
            }
            System.out.printf(Locale.ROOT, "%s: %d cells empty after %.0f s; %d of %d free cells filled without a"
                    + " repeat agree with the solution (%.0f%%)%n", puzzle.id(), (long) run.bestFitness(), seconds,
                    agree, filled, 100.0 * agree / filled);
            ExactSolver solver = new ExactSolver(puzzle.geometry());
            SplittableRandom random = new SplittableRandom(seed);
            for (int a = 5; a < args.length; a++) {
                double keep = Double.parseDouble(args[a]);
                int solved = 0;
                int none = 0;
                for (int t = 0; t < TRIES; t++) {
                    int[] start = puzzle.givens();
                    for (int c = 0; c < grid.length; c++) {
                        if (clean[c] && random.nextDouble() < keep) {
                            start[c] = grid[c];
                        }
                    }
                    ExactSolver.Attempt attempt = solver.solveRandom(start, random, NODES);
                    solved += attempt.solution() != null ? 1 : 0;
                    none += attempt.solution() == null && attempt.decided() ? 1 : 0;
                }
                System.out.printf(Locale.ROOT, "  keep %.2f: completed %d of %d, no completion %d, undecided %d%n",
                        keep, solved, TRIES, none, TRIES - solved - none);
            }
        }
    }

    /** The free cells whose digit repeats in none of their units. */
    private static boolean[] clean(Geometry geometry, int[] grid, int[] givens) {
        boolean[] clean = new boolean[grid.length];
        for (int c = 0; c < grid.length; c++) {
            clean[c] = givens[c] == 0 && grid[c] != 0;
            for (int p : geometry.peers(c)) {
                clean[c] &= grid[p] != grid[c];
            }
        }
        return clean;
    }
}
