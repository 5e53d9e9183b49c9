package io.galab.lab;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.growth.GrowthGa;
import io.galab.algorithm.growth.PuzzleGeneration;
import io.galab.algorithm.memetic.PropagatingMemeticGa;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Shuffles;
import io.galab.solve.ExactSolver;
import java.util.Map;

/**
 * The recipe of the library's generated N×N sets, {@code sudoku16/waters-generated} and
 * {@code sudoku25/waters-generated} (docs/puzzle-formats.md, "Generated N×N sets"): Waters' III.C
 * ({@link PuzzleGeneration}) with puzzle i made from seed i. 16x16 grids are completed by growth-ga,
 * the thesis's GA, at its defaults; 25x25 grids by galab's own GA, since growth-ga did not complete a
 * seeded 25x25 grid in 60 s (17,104 generations). The committed files are this recipe's output;
 * {@code scripts/generate-nxn.jsh} writes them and a test regenerates some.
 */
public final class GeneratedSets {

    /**
     * Search nodes allowed to one uniqueness check while givens are removed: 20,000 for 16x16; 500 for
     * 25x25, where a node costs more and 2,000 took a minute a puzzle (500: 18 s).
     */
    public static long maxNodes(int boxSize) {
        return boxSize == 4 ? 20_000 : 500;
    }

    private GeneratedSets() {
    }

    /** The set's name for box size 4 or 5. */
    public static String setName(int boxSize) {
        return "sudoku" + boxSize * boxSize + "/waters-generated";
    }

    /** Puzzle {@code index} (from 1) of the box size's set. */
    public static Puzzle puzzle(int boxSize, int index) {
        if (boxSize != 4 && boxSize != 5) {
            throw new IllegalArgumentException("generated N×N sets exist for box sizes 4 and 5, not " + boxSize);
        }
        Algorithm ga = Algorithms.builtIn().get(boxSize == 4 ? GrowthGa.ID : PropagatingMemeticGa.ID);
        Budget budget = boxSize == 4 ? Budget.generations(2000) : Budget.evaluations(2_500_000);
        String id = "w" + boxSize * boxSize + "_" + String.format("%02d", index);
        // the recipe's completion: galab's GA in the box-permutation representation it had when the set was made
        Map<String, Object> params = boxSize == 4 ? Map.of() : Map.of("representation", "boxPermutation");
        return PuzzleGeneration.generate(id, boxSize, ga, ga.parameters(params), budget, index,
                maxNodes(boxSize));
    }

    /** The built-in Sudoku-X set's name. */
    public static final String SUDOKU_X = "sudoku-x/galab-x";

    /**
     * Puzzle {@code index} (from 1) of the built-in Sudoku-X set ({@link #SUDOKU_X}; docs/puzzle-formats.md,
     * "Sudoku-X"): a complete Sudoku-X grid drawn by the exact solver's random search from seed {@code index},
     * then its cells visited in an order drawn from the same stream, each removed when the puzzle keeps exactly one
     * solution (counted by the exact solver over the Sudoku-X's 29 units). So every puzzle is unique and minimal
     * for that order.
     */
    public static Puzzle sudokuX(int index) {
        Geometry g = Geometry.sudokuX(3);
        ExactSolver solver = new ExactSolver(g);
        java.util.SplittableRandom random = new java.util.SplittableRandom(index);
        int[] solution = solver.solveRandom(new int[g.cellCount()], random).orElseThrow();
        int[] givens = solution.clone();
        int[] order = new int[g.cellCount()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Shuffles.shuffle(order, order.length, random);
        for (int c : order) {
            int kept = givens[c];
            givens[c] = 0;
            if (!solver.countSolutions(givens, 2).isUnique()) {
                givens[c] = kept;
            }
        }
        String id = "x_" + String.format("%02d", index);
        return new Puzzle(id, g, givens, solution, "x", "");
    }
}
