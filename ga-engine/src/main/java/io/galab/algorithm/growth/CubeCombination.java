package io.galab.algorithm.growth;

import io.galab.puzzle.Digits;
import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Shuffles;
import io.galab.puzzle.SudokubeGenerator;
import java.util.SplittableRandom;

/**
 * Waters' puzzle combination (SudoKube thesis, III.D): a SudoKube built from 2D puzzles that share
 * edges, beside galab's {@link SudokubeGenerator}, which fills the whole cube with the exact solver
 * (docs/puzzle-formats.md, "SudoKube generator").
 *
 * <ol>
 *   <li>The seed puzzle, the front face: its four edges are set to permutations of 1..9 that agree at
 *       the corners and break no row, column or mini-grid ("the algorithm initializes all four sides of
 *       the Sudoku grid"), and the 2D GA solves it.</li>
 *   <li>The five linked faces: the thesis solves each as a 2D puzzle whose givens are the edges it
 *       shares with faces already solved, and imposes constraints so that every one stays solvable,
 *       which it describes by one example only. Solved that way without its constraints, the third
 *       face had no solution in all of 50 cubes tried (growth-ga, seed 11), so galab solves the five
 *       linked faces together with the thesis's own 3D solver (III.E), the front's cells as givens.
 *       The shared cells are one cell of the cube, so touching edges hold the same numbers.</li>
 *   <li>A run that does not solve starts the cube again from the next seed.</li>
 *   <li>Then, as in the thesis, "a random amount of numbers" is removed: galab keeps the givens of a
 *       {@link SudokubeGenerator.Difficulty}, drawn uniformly; uniqueness is not required.</li>
 * </ol>
 */
public final class CubeCombination {

    /** Whole-cube attempts before giving up. */
    static final int ATTEMPTS = 50;
    /** The face of the seed puzzle, the front. */
    static final String FRONT = "face z=0";

    private CubeCombination() {
    }

    /** One cube, reproducible from {@code seed}, solved face by face with {@code solver}. */
    public static Puzzle combine(String id, SudokubeGenerator.Difficulty difficulty, Algorithm solver,
            Parameters parameters, Budget budget, long seed) {
        Geometry cube = Geometry.sudokube();
        Geometry face = Geometry.sudoku9();
        SplittableRandom random = new SplittableRandom(seed);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            // the seed puzzle: the front face with its four edges set, solved as a 2D puzzle
            int front = grid(cube, FRONT);
            int[] cells = cube.gridCells(front);
            RunResult seedRun = solver.run(new Puzzle(id + "-front", face, edges(random)), parameters,
                    random.nextLong(), budget);
            if (!seedRun.solved()) {
                continue;
            }
            // the five linked faces, with the front's cells as givens, solved together by the 3D solver
            int[] linked = new int[cube.cellCount()];
            for (int p = 0; p < cells.length; p++) {
                linked[cells[p]] = seedRun.bestGrid()[p];
            }
            RunResult r = solver.run(new Puzzle(id, cube, linked), parameters, random.nextLong(), budget);
            int[] values = r.bestGrid();
            if (r.solved() && ExactSolver.isSolution(new Puzzle(id, cube, linked), values)) {
                int[] order = Shuffles.permutation(cube.cellCount(), random);
                int[] givens = new int[cube.cellCount()];
                for (int k = 0; k < difficulty.givens(); k++) {
                    givens[order[k]] = values[order[k]];
                }
                return new Puzzle(id, cube, givens, values.clone(), difficulty.id(), "Waters III.D: front face seeded"
                        + " by its edges and solved by " + solver.id()
                        + ", the linked faces solved by it as a cube; seed "
                        + seed + ", attempt " + (attempt + 1));
            }
        }
        throw new IllegalStateException("no SudoKube combined in " + ATTEMPTS + " attempts with " + solver.id());
    }

    private static int grid(Geometry cube, String name) {
        for (int g = 0; g < cube.gridCount(); g++) {
            if (cube.gridName(g).equals(name)) {
                return g;
            }
        }
        throw new IllegalStateException("no face " + name);
    }

    /**
     * A 9x9 grid with only its four edges set: the top and bottom rows and the left and right columns
     * are permutations of 1..9 that agree at the corners, differ across each row and column they share,
     * and repeat nothing in a corner mini-grid. Drawn by rejection.
     */
    static int[] edges(SplittableRandom random) {
        while (true) {
            int[] top = digits(random);
            int[] bottom = digits(random);
            int[] left = column(top[0], bottom[0], random);
            int[] right = column(top[8], bottom[8], random);
            if (left == null || right == null) {
                continue;
            }
            int[] g = new int[81];
            for (int c = 0; c < 9; c++) {
                g[c] = top[c];
                g[72 + c] = bottom[c];
            }
            for (int r = 0; r < 9; r++) {
                g[r * 9] = left[r];
                g[r * 9 + 8] = right[r];
            }
            if (consistent(g)) {
                return g;
            }
        }
    }

    private static int[] digits(SplittableRandom random) {
        int[] p = Shuffles.permutation(9, random);
        for (int i = 0; i < 9; i++) {
            p[i]++;
        }
        return p;
    }

    /** A column from {@code first} to {@code last}, the seven between a random order of the rest. */
    private static int[] column(int first, int last, SplittableRandom random) {
        if (first == last) {
            return null;
        }
        int[] middle = new int[7];
        int k = 0;
        for (int d = 1; d <= 9; d++) {
            if (d != first && d != last) {
                middle[k++] = d;
            }
        }
        Shuffles.shuffle(middle, 7, random);
        int[] col = new int[9];
        col[0] = first;
        col[8] = last;
        System.arraycopy(middle, 0, col, 1, 7);
        return col;
    }

    /** No digit twice in a row, column or mini-grid of the partly filled 9x9 grid. */
    static boolean consistent(int[] g) {
        Geometry face = Geometry.sudoku9();
        for (int u = 0; u < face.unitCount(); u++) {
            long seen = 0;
            for (int c : face.unitCells(u)) {
                int v = g[c];
                if (v != 0) {
                    if ((seen & Digits.bit(v)) != 0) {
                        return false;
                    }
                    seen |= Digits.bit(v);
                }
            }
        }
        return true;
    }
}
