package io.galab.algorithm.growth;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Shuffles;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Waters' 2D puzzle generation (SudoKube thesis, III.C), for any box size b (an N×N Sudoku, N = b²):
 *
 * <ol>
 *   <li>Seed: the b mini-grids on the diagonal, each a random permutation of 1..N (for 9x9 the
 *       thesis's Figure 18: "three mini-grids ... in opposite corners and in the middle"). They share
 *       no row, column or mini-grid, so the seed has no duplicate.</li>
 *   <li>Complete: a GA solves the seeded grid as a puzzle (the thesis: its own solver); a run that does
 *       not solve within its budget is repeated with the next seed.</li>
 *   <li>Remove: the cells in a random order; a given is taken out when the exact solver confirms that
 *       the puzzle still has one solution, within {@code maxNodes} search nodes. A check that needs
 *       more keeps the given, so every puzzle made has exactly one solution.</li>
 * </ol>
 *
 * The thesis's other seeding, the four edges, it used for linked grids (III.D); galab's SudoKubes are
 * made by {@code SudokubeGenerator}. Everything is drawn from one generator seeded by {@code seed}, and
 * the GA's runs are seeded from it: a puzzle is reproducible from (box size, GA and its parameters,
 * seed, budgets). The difficulty measure is the number of givens left.
 */
public final class PuzzleGeneration {

    /** Completion attempts before giving up. */
    static final int ATTEMPTS = 20;

    private PuzzleGeneration() {
    }

    /**
     * One puzzle.
     *
     * @param id       its id
     * @param boxSize  b: a b² × b² Sudoku
     * @param solver   the GA that completes the seeded grid, with its parameters and budget
     * @param maxNodes search nodes allowed to one uniqueness check
     * @throws IllegalStateException when the GA completes no seed in {@link #ATTEMPTS} runs
     */
    public static Puzzle generate(String id, int boxSize, Algorithm solver, Parameters parameters, Budget budget,
            long seed, long maxNodes) {
        Geometry geometry = Geometry.sudoku(boxSize);
        int n = geometry.n();
        SplittableRandom random = new SplittableRandom(seed);
        int[] full = null;
        for (int attempt = 0; attempt < ATTEMPTS && full == null; attempt++) {
            int[] givens = diagonalSeed(boxSize, random);
            RunResult r = solver.run(new Puzzle(id, geometry, givens), parameters, random.nextLong(), budget);
            full = r.solved() ? r.bestGrid().clone() : null;
        }
        if (full == null) {
            throw new IllegalStateException(solver.id() + " completed no seeded " + n + "x" + n + " grid in " + ATTEMPTS
                    + " runs of " + budget.describe());
        }
        ExactSolver exact = new ExactSolver(geometry);
        int[] givens = full.clone();
        int[] order = Shuffles.permutation(givens.length, random);
        for (int cell : order) {
            int v = givens[cell];
            givens[cell] = 0;
            Optional<ExactSolver.SolutionCount> count = exact.countSolutions(new Puzzle(id, geometry, givens), 2,
                    maxNodes);
            if (count.isEmpty() || !count.get().isUnique()) {
                givens[cell] = v;
            }
        }
        int left = 0;
        for (int v : givens) {
            left += v != 0 ? 1 : 0;
        }
        return new Puzzle(id, geometry, givens, full, "generated",
                "Waters III.C: diagonal mini-grids completed by " + solver.id() + ", " + left + " givens, seed "
                        + seed);
    }

    /** The b diagonal mini-grids filled with random permutations of 1..N; every other cell blank. */
    static int[] diagonalSeed(int b, SplittableRandom random) {
        int n = b * b;
        int[] givens = new int[n * n];
        for (int k = 0; k < b; k++) {
            int[] perm = Shuffles.permutation(n, random);
            int at = 0;
            for (int r = 0; r < b; r++) {
                for (int c = 0; c < b; c++) {
                    givens[(k * b + r) * n + k * b + c] = perm[at++] + 1;
                }
            }
        }
        return givens;
    }
}
