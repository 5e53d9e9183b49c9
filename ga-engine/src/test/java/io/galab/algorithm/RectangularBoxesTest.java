package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every box shape (docs/puzzle-formats.md, "Box shapes"): f-puzzles JSON of 6x6, 8x8, 10x10 and 12x12 grids with
 * rectangular boxes (f-puzzles' convention: h the largest divisor of n not above √n, w = n / h), a 6x6 Jigsaw and
 * galab's text with a '# boxes' header, written here by hand. {@code exact} and the memetic GA solve each, and every
 * answer is checked by this test's own checker, which knows rows, columns and boxes and nothing of galab's geometry.
 */
class RectangularBoxesTest {

    @TempDir
    Path dir;

    /** A solution grid of h×w boxes: row r of band r/h holds (r%h)·w + r/h + c, mod n, plus 1; digits shuffled. */
    static int[] solution(int n, int h, int w, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] digits = new int[n];
        for (int i = 0; i < n; i++) {
            digits[i] = i + 1;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = digits[i];
            digits[i] = digits[j];
            digits[j] = t;
        }
        int[] grid = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                grid[r * n + c] = digits[((r % h) * w + r / h + c) % n];
            }
        }
        return grid;
    }

    /** The grid with about {@code keep} of its cells given, drawn with {@code seed}. */
    static int[] givens(int[] solution, double keep, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] out = new int[solution.length];
        for (int p = 0; p < out.length; p++) {
            out[p] = random.nextDouble() < keep ? solution[p] : 0;
        }
        return out;
    }

    /** f-puzzles JSON of an n×n grid with these givens; each cell names its region when {@code regions} is given. */
    static String json(int n, int[] givens, int[] regions) {
        StringBuilder s = new StringBuilder("{\"size\": ").append(n).append(", \"title\": \"test\",\n \"grid\": [\n");
        for (int r = 0; r < n; r++) {
            s.append("  [");
            for (int c = 0; c < n; c++) {
                int v = givens[r * n + c];
                List<String> keys = new ArrayList<>();
                if (v != 0) {
                    keys.add("\"value\": " + v);
                    keys.add("\"given\": true");
                }
                if (regions != null) {
                    keys.add("\"region\": " + regions[r * n + c]);
                }
                s.append(c == 0 ? "" : ", ").append("{").append(String.join(", ", keys)).append("}");
            }
            s.append(r == n - 1 ? "]\n" : "],\n");
        }
        return s.append(" ]\n}\n").toString();
    }

    /** The test's own checker: rows, columns and regions (the region of each cell) hold 1..n once, givens kept. */
    static boolean valid(int n, int[] regionOf, int[] givens, int[] grid) {
        for (int p = 0; p < n * n; p++) {
            if (grid[p] < 1 || grid[p] > n || givens[p] != 0 && givens[p] != grid[p]) {
                return false;
            }
        }
        for (int k = 0; k < n; k++) {
            boolean[] row = new boolean[n + 1];
            boolean[] col = new boolean[n + 1];
            boolean[] region = new boolean[n + 1];
            for (int j = 0; j < n; j++) {
                if (row[grid[k * n + j]] || col[grid[j * n + k]]) {
                    return false;
                }
                row[grid[k * n + j]] = true;
                col[grid[j * n + k]] = true;
            }
            for (int p = 0; p < n * n; p++) {
                if (regionOf[p] == k) {
                    if (region[grid[p]]) {
                        return false;
                    }
                    region[grid[p]] = true;
                }
            }
        }
        return true;
    }

    /** Each cell's box of h×w, by the test's own arithmetic. */
    static int[] boxes(int n, int h, int w) {
        int[] out = new int[n * n];
        for (int p = 0; p < out.length; p++) {
            out[p] = (p / n / h) * (n / w) + (p % n) / w;
        }
        return out;
    }

    void solvedByExactAndTheMemeticGa(Puzzle p, int n, int[] regionOf, int[] givens) {
        for (String id : new String[] {"exact", "propagating-memetic-ga"}) {
            Algorithm a = Algorithms.builtIn().get(id);
            Parameters params = a.parameters(Map.of(), p);
            assertEquals(null, ShapeNeed.refusal(a, p, params), id + " runs a " + p.geometry().describe());
            RunResult r = a.run(p, params, 7, new Budget(0, 5_000_000, 20));
            assertTrue(r.solved(), id + " solves " + p.geometry().describe());
            assertTrue(valid(n, regionOf, givens, r.bestGrid()), id + "'s answer to " + p.geometry().describe());
        }
    }

    @Test
    void fpuzzlesGridsWithRectangularBoxesAreReadAndSolved() throws Exception {
        int[][] shapes = {{6, 2, 3}, {8, 2, 4}, {10, 2, 5}, {12, 3, 4}};
        for (int[] s : shapes) {
            int n = s[0];
            int[] solution = solution(n, s[1], s[2], n);
            int[] givens = givens(solution, 0.55, n);
            Path f = dir.resolve("r" + n + ".json");
            Files.writeString(f, json(n, givens, null));
            Puzzle p = PuzzleFormat.read(f).get(0);
            assertEquals(s[1], p.geometry().boxRows(), "f-puzzles' boxes for " + n);
            assertEquals(s[2], p.geometry().boxCols());
            assertTrue(p.geometry().describe().contains(s[1] + "×" + s[2] + " boxes"), p.geometry().describe());
            solvedByExactAndTheMemeticGa(p, n, boxes(n, s[1], s[2]), givens);
        }
    }

    @Test
    void aSixBySixJigsawAndTheTextFormatsBoxesHeader() throws Exception {
        // a Jigsaw: regions that are no boxes (each region: two half-rows offset), solution by the test's construction
        int n = 6;
        int[] regions = new int[36];
        for (int p = 0; p < 36; p++) {
            int r = p / 6;
            int c = p % 6;
            regions[p] = r % 2 == 0 ? (c < 4 ? r : r + 1) : (c < 2 ? r - 1 : r);
        }
        int[] grid = jigsawSolution(regions);
        int[] givens = givens(grid, 0.5, 3);
        Path f = dir.resolve("jigsaw6.json");
        Files.writeString(f, json(n, givens, regions));
        Puzzle jigsaw = PuzzleFormat.read(f).get(0);
        assertEquals(0, jigsaw.geometry().boxRows(), "irregular regions are no boxes");
        solvedByExactAndTheMemeticGa(jigsaw, n, regions, givens);

        // galab's text: a 6x6 of 3×2 boxes by its header, and one of the usual 2×3 without it
        int[] tall = solution(6, 3, 2, 11);
        int[] tallGivens = givens(tall, 0.5, 11);
        StringBuilder text = new StringBuilder("# boxes: 3x2\n");
        for (int r = 0; r < 6; r++) {
            for (int c = 0; c < 6; c++) {
                text.append(tallGivens[r * 6 + c] == 0 ? '.' : (char) ('0' + tallGivens[r * 6 + c]));
            }
            text.append('\n');
        }
        Path t = dir.resolve("tall.txt");
        Files.writeString(t, text);
        Puzzle p = PuzzleFormat.read(t).get(0);
        assertEquals(3, p.geometry().boxRows());
        solvedByExactAndTheMemeticGa(p, 6, boxes(6, 3, 2), tallGivens);
        // written back and read again: the same puzzle
        Path back = dir.resolve("back.txt");
        Files.writeString(back, PuzzleFormat.writeGrid(p.geometry(), p.givens()));
        assertEquals(p.geometry(), PuzzleFormat.read(back).get(0).geometry());
    }

    /** A solution of the Jigsaw by the exact solver's own search is not this test's: found by brute force here. */
    static int[] jigsawSolution(int[] regions) {
        int[] grid = new int[36];
        assertTrue(fill(grid, regions, 0), "the test's Jigsaw has a solution");
        return grid;
    }

    private static boolean fill(int[] grid, int[] regions, int p) {
        if (p == 36) {
            return true;
        }
        for (int v = 1; v <= 6; v++) {
            boolean ok = true;
            for (int q = 0; q < 36 && ok; q++) {
                if (q != p && grid[q] == v && (q / 6 == p / 6 || q % 6 == p % 6 || regions[q] == regions[p])) {
                    ok = false;
                }
            }
            if (ok) {
                grid[p] = v;
                if (fill(grid, regions, p + 1)) {
                    return true;
                }
                grid[p] = 0;
            }
        }
        return false;
    }

    /** Every in-process algorithm runs a 6x6 and a 12x12 of rectangular boxes, each answer valid, or is refused. */
    @Test
    void everyInProcessAlgorithmRunsRectangularBoxesOrIsRefusedWithItsNeed() throws Exception {
        for (int[] s : new int[][] {{6, 2, 3}, {12, 3, 4}}) {
            int n = s[0];
            int[] solution = solution(n, s[1], s[2], 5);
            int[] givens = givens(solution, 0.6, 5);
            Path f = dir.resolve("all" + n + ".json");
            Files.writeString(f, json(n, givens, null));
            Puzzle p = PuzzleFormat.read(f).get(0);
            for (String id : Algorithms.builtIn().inProcess()) {
                Algorithm a = Algorithms.builtIn().get(id);
                Parameters params = a.parameters(Map.of(), p);
                String refusal = ShapeNeed.refusal(a, p, params);
                if (refusal != null) {
                    assertTrue(refusal.contains("needs"), a.id() + ": " + refusal);
                    continue;
                }
                RunResult r = a.run(p, params, 3, new Budget(200, 200_000, 5));
                assertTrue(!r.solved() || valid(n, boxes(n, s[1], s[2]), givens, r.bestGrid()), a.id() + " on "
                        + p.geometry().describe());
            }
        }
    }

    /** A rectangular-box family beside the square ones: family/sudoku6-50 and family/sudoku12-40, by Lewis's recipe. */
    @Test
    void rectangularBoxFamiliesAreDrawnWithValidSolutions() {
        for (int[] f : new int[][] {{6, 2, 3, 50}, {12, 3, 4, 40}}) {
            int n = f[0];
            io.galab.puzzle.PuzzleSet set = io.galab.puzzle.PuzzleLibrary.load("family/sudoku" + n + "-" + f[3], 4, 9);
            assertEquals(4, set.puzzles().size());
            for (Puzzle p : set.puzzles()) {
                assertEquals(f[1], p.geometry().boxRows());
                assertEquals(f[2], p.geometry().boxCols());
                assertEquals(Math.round(f[3] / 100.0 * n * n), java.util.Arrays.stream(p.givens()).filter(v -> v != 0)
                        .count(), "round(p·n²) givens");
                assertTrue(valid(n, boxes(n, f[1], f[2]), p.givens(), p.solution()), p.id());
            }
            // reproducible from its seed
            assertEquals(java.util.Arrays.toString(set.puzzles().get(0).givens()), java.util.Arrays.toString(
                    io.galab.puzzle.PuzzleLibrary.load("family/sudoku" + n + "-" + f[3], 4, 9).puzzles().get(0)
                            .givens()));
        }
    }
}
