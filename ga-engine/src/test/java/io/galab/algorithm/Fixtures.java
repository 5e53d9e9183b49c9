package io.galab.algorithm;

import io.galab.solve.ExactSolver;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.List;
import java.util.SplittableRandom;

/** Puzzles of every kind for algorithm tests. */
public final class Fixtures {

    private Fixtures() {
    }

    /** A puzzle made by filling a blank grid with the exact solver and blanking every k-th cell at random. */
    public static Puzzle generated(Geometry geometry, double blankShare, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] solution = new ExactSolver(geometry).solveRandom(new int[geometry.cellCount()], random).orElseThrow();
        int[] givens = solution.clone();
        for (int c = 0; c < givens.length; c++) {
            if (random.nextDouble() < blankShare) {
                givens[c] = 0;
            }
        }
        return new Puzzle(geometry.describe() + "-" + seed, geometry, givens, solution, "", "generated for tests");
    }

    /**
     * {@code p}'s givens with its first blank cell given a wrong digit (the solution's, plus one), which
     * propagation does not refute on a hard puzzle: a puzzle without solution that only search proves so.
     */
    public static int[] wrongGiven(Puzzle p) {
        int[] solution = new ExactSolver(p.geometry()).solve(p).orElseThrow();
        int[] givens = p.givens();
        int blank = 0;
        while (givens[blank] != 0) {
            blank++;
        }
        givens[blank] = solution[blank] % p.geometry().n() + 1;
        return givens;
    }

    /**
     * The puzzle with {@code extra} more of its solution's cells given (every third blank, in cell order): a
     * fixture as easy as the plain 9x9's s06a, so that a contract or bounds test at extreme settings stays quick.
     */
    public static Puzzle withMoreGivens(Puzzle p, int extra) {
        int[] givens = p.givens();
        int[] solution = p.solution();
        int added = 0;
        for (int c = 0, blanks = 0; c < givens.length && added < extra; c++) {
            if (givens[c] == 0 && blanks++ % 3 == 0) {
                givens[c] = solution[c];
                added++;
            }
        }
        return new Puzzle(p.id() + "+" + extra, p.geometry(), givens, solution, p.category(), p.note());
    }

    public static Puzzle library(String set, String id) {
        return PuzzleLibrary.load(set).get(id);
    }

    /**
     * One puzzle of every kind and size: 4x4, 9x9, Sudoku-X, a Windoku and a Jigsaw (variants read as data),
     * 16x16, Twodoku, Samurai, SudoKube.
     */
    public static List<Puzzle> everyKind() {
        return List.of(
                generated(Geometry.sudoku(2), 0.5, 1),
                library("sudoku/mantere-koljonen", "s06a"),
                library("sudoku-x/galab-x", "x_01"),
                library("windoku/galab-windoku", "wd_01"),
                withMoreGivens(library("jigsaw/galab-jigsaw", "jg_01"), 20),
                generated(Geometry.sudoku(4), 0.4, 2),
                library("twodoku/kaldanis", "medium_1"),
                library("samurai/samurai-sudoku-com", "easy1"),
                PuzzleLibrary.load("sudokube/generated-easy", 1, 1L).puzzles().get(0));
    }

    /**
     * {@link #everyKind()} but the 4x4 and 9x9 Sudokus and Sudoku-X (the kinds laid out as a Sudoku), chosen by
     * kind and size, never by position in the list.
     */
    public static List<Puzzle> beyondSmallSudokus() {
        return everyKind().stream().filter(p -> p.geometry().kind().layout() != io.galab.puzzle.Kind.SUDOKU
                || p.geometry().n() >= 16).toList();
    }

    /** The registry's algorithms whose parameters are declared in a parameters.csv beside them. */
    public static List<Algorithm> withParameterTables() {
        Algorithms registry = Algorithms.builtIn();
        return registry.ids().stream().map(registry::get)
                .filter(a -> a.getClass().getResource(ParameterTable.FILE) != null).toList();
    }
}
