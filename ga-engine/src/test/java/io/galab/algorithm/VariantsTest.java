package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.GeneratedSets;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleFormatException;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.Variant;
import io.galab.solve.ExactSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A variant is data (docs/puzzle-formats.md, "Variants"): a Jigsaw, a Windoku and a Jigsaw with both diagonals,
 * written by this test as f-puzzles JSON, are read with their units, solved by exact and the memetic GA, and run or
 * refused with a stated need by every other algorithm. Every answer is checked by this test's own checker, which
 * knows the puzzles only by the region maps and cell lists the test wrote, never through {@link Geometry}.
 */
class VariantsTest {

    @TempDir
    Path dir;

    /** What the test wrote: the givens, each cell's region (0..8) and the extra units' cells (row-major). */
    record Written(Path file, int[] givens, int[] regions, List<int[]> extra) {
    }

    static int[] boxes() {
        int[] r = new int[81];
        for (int p = 0; p < 81; p++) {
            r[p] = (p / 27) * 3 + (p % 9) / 3;
        }
        return r;
    }

    static List<int[]> windows() {
        List<int[]> w = new ArrayList<>();
        for (int top : new int[] {1, 5}) {
            for (int left : new int[] {1, 5}) {
                int[] cells = new int[9];
                for (int j = 0; j < 9; j++) {
                    cells[j] = (top + j / 3) * 9 + left + j % 3;
                }
                w.add(cells);
            }
        }
        return w;
    }

    static List<int[]> diagonals() {
        int[] main = new int[9];
        int[] anti = new int[9];
        for (int i = 0; i < 9; i++) {
            main[i] = i * 9 + i;
            anti[i] = i * 9 + 8 - i;
        }
        return List.of(main, anti);
    }

    /** The f-puzzles JSON of a 9x9 puzzle, written by hand: grid cells with value, given and region. */
    static String json(int[] givens, int[] regions, List<int[]> windows, boolean diagonals, String more) {
        StringBuilder s = new StringBuilder("{\"size\": 9, \"title\": \"a test\", \"author\": \"galab\",\n");
        s.append(" \"grid\": [\n");
        for (int r = 0; r < 9; r++) {
            s.append("  [");
            for (int c = 0; c < 9; c++) {
                int v = givens[r * 9 + c];
                s.append(c == 0 ? "" : ", ").append("{").append(v == 0 ? "" : "\"value\": " + v + ", \"given\": true, ")
                        .append("\"region\": ").append(regions[r * 9 + c]).append("}");
            }
            s.append(r == 8 ? "]\n" : "],\n");
        }
        s.append(" ]");
        if (diagonals) {
            s.append(",\n \"diagonal+\": true, \"diagonal-\": true");
        }
        if (!windows.isEmpty()) {
            s.append(",\n \"extraregion\": [");
            for (int k = 0; k < windows.size(); k++) {
                s.append(k == 0 ? "" : ", ").append("{\"cells\": [");
                int[] w = windows.get(k);
                for (int j = 0; j < w.length; j++) {
                    s.append(j == 0 ? "" : ", ").append("\"R").append(w[j] / 9 + 1).append("C").append(w[j] % 9 + 1)
                            .append("\"");
                }
                s.append("]}");
            }
            s.append("]");
        }
        return s.append(more).append("\n}\n").toString();
    }

    /** The test's own checker: every row, column, region and extra unit holds 1..9 once, and the givens are kept. */
    static boolean valid(Written w, int[] grid) {
        List<int[]> units = new ArrayList<>(w.extra());
        for (int k = 0; k < 9; k++) {
            int[] row = new int[9];
            int[] col = new int[9];
            for (int j = 0; j < 9; j++) {
                row[j] = k * 9 + j;
                col[j] = j * 9 + k;
            }
            units.add(row);
            units.add(col);
            List<Integer> region = new ArrayList<>();
            for (int p = 0; p < 81; p++) {
                if (w.regions()[p] == k) {
                    region.add(p);
                }
            }
            units.add(region.stream().mapToInt(Integer::intValue).toArray());
        }
        for (int[] u : units) {
            boolean[] seen = new boolean[10];
            for (int p : u) {
                if (grid[p] < 1 || grid[p] > 9 || seen[grid[p]]) {
                    return false;
                }
                seen[grid[p]] = true;
            }
        }
        for (int p = 0; p < 81; p++) {
            if (w.givens()[p] != 0 && grid[p] != w.givens()[p]) {
                return false;
            }
        }
        return true;
    }

    /** A Jigsaw with both diagonals and one solution, from seed 1 of galab's region drawing. */
    static Puzzle jigsawX() {
        SplittableRandom random = new SplittableRandom(1);
        while (true) {
            Geometry g = Geometry.of(new Variant("jigsaw-x", 9, GeneratedSets.jigsawRegions(3, random),
                    Variant.diagonals(9)));
            if (new ExactSolver(g).solveRandom(new int[81], random.split(), 200_000).solution() != null) {
                return GeneratedSets.unique(g, "jx", "jigsaw-x", random);
            }
        }
    }

    List<Written> writeAll() throws Exception {
        Puzzle jigsaw = PuzzleLibrary.load(GeneratedSets.JIGSAW).puzzles().get(0);
        Puzzle windoku = PuzzleLibrary.load(GeneratedSets.WINDOKU).puzzles().get(0);
        Puzzle jx = jigsawX();
        List<Written> out = new ArrayList<>();
        out.add(write("jigsaw.json", jigsaw.givens(), jigsaw.geometry().variant().regions(), List.of(), false));
        out.add(write("windoku.json", windoku.givens(), boxes(), windows(), false));
        out.add(write("jigsaw-x.json", jx.givens(), jx.geometry().variant().regions(), List.of(), true));
        return out;
    }

    Written write(String name, int[] givens, int[] regions, List<int[]> windows, boolean diagonals) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, json(givens, regions, windows, diagonals, ""));
        List<int[]> extra = new ArrayList<>(windows);
        if (diagonals) {
            extra.addAll(diagonals());
        }
        return new Written(f, givens, regions, extra);
    }

    @Test
    void fPuzzlesFilesAreReadWithTheirUnitsAndSolvedByExactAndTheMemeticGa() throws Exception {
        List<Written> files = writeAll();
        int[] units = {27, 31, 29};
        for (int i = 0; i < files.size(); i++) {
            Written w = files.get(i);
            List<Puzzle> read = PuzzleFormat.read(w.file());
            assertEquals(1, read.size());
            Puzzle p = read.get(0);
            assertEquals(units[i], p.geometry().unitCount(), w.file().toString());
            assertArrayEquals(w.givens(), p.givens());
            for (String id : List.of("exact", "propagating-memetic-ga")) {
                Algorithm a = Algorithms.builtIn().get(id);
                RunResult r = a.run(p, a.parameters(Map.of()), 1, Budget.evaluations(2_000_000));
                assertTrue(r.solved(), id + " solves " + w.file());
                assertTrue(valid(w, r.bestGrid()), id + "'s answer to " + w.file() + " breaks a unit the file gave");
            }
        }
    }

    @Test
    void everyAlgorithmRunsEachVariantWithValidAnswersOrIsRefusedWithItsNeed() throws Exception {
        List<Written> files = writeAll();
        Algorithms all = Algorithms.builtIn();
        int refused = 0;
        for (Written w : files) {
            Puzzle p = PuzzleFormat.read(w.file()).get(0);
            for (String id : all.inProcess()) {
                Algorithm a = all.get(id);
                Parameters params = a.parameters(a.quickParameters());
                String refusal = ShapeNeed.refusal(a, p, params);
                if (refusal != null) {
                    refused++;
                    assertTrue(refusal.startsWith(id + " refuses a ") && refusal.contains(" needs "), refusal);
                    continue;
                }
                RunResult r = a.run(p, params, 1, Budget.evaluations(200_000));
                if (r.solved()) {
                    assertTrue(valid(w, r.bestGrid()), id + "'s answer to " + w.file() + " breaks a unit");
                }
            }
        }
        // twodoku-ga refuses both jigsaws (no boxes in bands); retrievable-ga the windoku and the jigsaw-x
        assertEquals(4, refused);
        Puzzle jigsaw = PuzzleFormat.read(files.get(0).file()).get(0);
        Algorithm twodoku = all.get("twodoku-ga");
        assertEquals("twodoku-ga refuses a jigsaw 9x9: it needs rectangular b×b boxes in bands (its building-block"
                + " crossover exchanges bands of boxes), and its regions are not b×b boxes",
                ShapeNeed.refusal(twodoku, jigsaw, twodoku.parameters(Map.of())));
    }

    @Test
    void aPlainAnswerThatBreaksARegionAWindowOrADiagonalIsAWrongAnswer() throws Exception {
        List<Written> files = writeAll();
        for (Written w : files) {
            Puzzle p = PuzzleFormat.read(w.file()).get(0);
            // a valid plain Sudoku answer: the plain solution of the givens that break no row, column or box
            int[] givens = p.givens();
            Puzzle plain = new Puzzle("plain", Geometry.sudoku9(), new int[81]);
            int[] answer = new ExactSolver(Geometry.sudoku9()).solve(plain).orElseThrow();
            assertFalse(valid(w, answer));
            assertFalse(ExactSolver.isSolution(p, answer), w.file() + ": a plain grid is no answer");
            assertTrue(givens.length == 81);
        }
    }

    @Test
    void otherConstraintsAreRefusedByNameAndPath() throws Exception {
        Puzzle windoku = PuzzleLibrary.load(GeneratedSets.WINDOKU).puzzles().get(0);
        // killer cages are read now (KillerCagesTest); the others stay refused by name
        for (String constraint : List.of("\"arrow\": [{\"lines\": [[\"R1C1\", \"R1C2\"]], \"cells\": [\"R1C1\"]}]",
                "\"antiknight\": true", "\"thermometer\": [{\"lines\": [[\"R1C1\", \"R2C2\"]]}]")) {
            Path f = dir.resolve("other.json");
            Files.writeString(f, json(windoku.givens(), boxes(), windows(), false, ",\n " + constraint));
            PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
            String key = constraint.substring(1, constraint.indexOf('"', 1));
            assertTrue(e.getMessage().contains("$." + key + ": the f-puzzles constraint '" + key + "' is not"
                    + " one galab reads"), e.getMessage());
            assertEquals(14, e.line(), e.getMessage());
        }
        // a constraint that is off (false, an empty list) constrains nothing
        Path f = dir.resolve("off.json");
        Files.writeString(f, json(windoku.givens(), boxes(), windows(), false, ",\n \"antiknight\": false,"
                + " \"killercage\": []"));
        assertEquals(31, PuzzleFormat.read(f).get(0).geometry().unitCount());
    }

    /** Disjoint groups: the j-th cell of every box, nine units of nine cells. */
    @Test
    void disjointGroupsAreTheCellsAtOnePlaceInEveryBox() throws Exception {
        Path f = dir.resolve("disjoint.json");
        Files.writeString(f, json(new int[81], boxes(), List.of(), false, ",\n \"disjointgroups\": true"));
        Geometry g = PuzzleFormat.read(f).get(0).geometry();
        assertEquals(36, g.unitCount());
        assertArrayEquals(new int[] {0, 3, 6, 27, 30, 33, 54, 57, 60}, g.unitCells(27), "group 1: each box's r1c1");
        assertArrayEquals(new int[] {20, 23, 26, 47, 50, 53, 74, 77, 80}, g.unitCells(35), "group 9");
    }

    @Test
    void aWindokuWhoseGivensClashOnlyInAWindowIsRefusedNamingBothCellsAndTheWindow() throws Exception {
        Puzzle windoku = PuzzleLibrary.load(GeneratedSets.WINDOKU).puzzles().get(0);
        String header = PuzzleFormat.writeGrid(windoku.geometry(), new int[81]).lines()
                .filter(l -> l.startsWith("#")).reduce("", (a, b) -> a + b + "\n");
        // r2c2 and r4c4 share window 1 and nothing else
        String grid = "000000000\n050000000\n000000000\n000500000\n000000000\n000000000\n000000000\n000000000\n"
                + "000000000\n";
        Path f = dir.resolve("clash.txt");
        Files.writeString(f, header + grid);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f));
        assertTrue(e.getMessage().contains("givens conflict: 5 at r2c2 and at r4c4 in window 1"), e.getMessage());
        assertEquals(header.lines().count() + 4, e.line(), "the line of the second cell");
        // the same givens in a plain file are a plain Sudoku's
        Path plain = dir.resolve("plain.txt");
        Files.writeString(plain, grid);
        assertEquals(27, PuzzleFormat.read(plain).get(0).geometry().unitCount());
        // and in the f-puzzles JSON, refused the same way
        int[] givens = new int[81];
        givens[10] = 5;
        givens[30] = 5;
        Path json = dir.resolve("clash.json");
        Files.writeString(json, json(givens, boxes(), windows(), false, ""));
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(json));
        assertTrue(e.getMessage().contains("r2c2 and at r4c4 in window 1"), e.getMessage()); // known by its units
    }

    @Test
    void attemptsAtAVariantHeaderAreRefusedWithTheirLine() throws Exception {
        String grid = "000000000\n".repeat(9);
        for (String line : List.of("# puzzle kind: windoku", "# source: windoku book; kind: windoku",
                "# windoku puzzle", "# Jigsaw from a book", "# region: 111222333", "# units: r1c1 r1c2",
                "# varient: windoku", "# variant: windoku", "# type: windoku", "# This is a Windoku.",
                "# variant windoku", "# Variant = jigsaw", "# regions 111222333", "# unit r1c1 r2c2 r3c3")) {
            Path f = dir.resolve("h.txt");
            Files.writeString(f, "# a comment\n" + line + "\n" + grid);
            PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(f), line);
            assertEquals(2, e.line(), line + ": " + e.getMessage());
        }
        Path x = dir.resolve("x.txt");
        Files.writeString(x, "# variant: sudoku-x\n" + grid);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFormat.read(x));
        assertTrue(e.getMessage().endsWith("the variant sudoku-x gives no regions and no units; a file names the kind"
                + " sudoku-x with '# kind: sudoku-x'"), e.getMessage());
        // comments that name no variant stay comments
        Path f = dir.resolve("ok.txt");
        Files.writeString(f, "# a hint: start at r1c1\n# units are rows here\n# unit tests made it\n"
                + "# regions of the grid are boxes\n" + grid);
        assertNotNull(PuzzleFormat.read(f));
    }

    @Test
    void theTextFormatWritesAndReadsBackEveryVariant() throws Exception {
        List<Puzzle> puzzles = List.of(PuzzleLibrary.load(GeneratedSets.JIGSAW).puzzles().get(3),
                PuzzleLibrary.load(GeneratedSets.WINDOKU).puzzles().get(3), jigsawX(),
                PuzzleLibrary.load(GeneratedSets.SUDOKU_X).puzzles().get(0));
        for (Puzzle p : puzzles) {
            Path f = dir.resolve(p.id() + ".txt");
            Files.writeString(f, PuzzleFormat.writeGrid(p.geometry(), p.givens()));
            Puzzle back = PuzzleFormat.read(f).get(0);
            assertTrue(back.geometry() == p.geometry(), p.id() + ": one geometry per variant");
            assertArrayEquals(p.givens(), back.givens());
            assertEquals(p.geometry().variantLabel(), back.geometry().variantLabel());
        }
    }

    @Test
    void theBuiltInSetsAreTheirRecipesOutput() {
        for (int i : new int[] {2, 7}) {
            Puzzle w = GeneratedSets.windoku(i);
            Puzzle j = GeneratedSets.jigsaw(i);
            assertArrayEquals(w.givens(), PuzzleLibrary.load(GeneratedSets.WINDOKU).puzzles().get(i - 1).givens());
            Puzzle stored = PuzzleLibrary.load(GeneratedSets.JIGSAW).puzzles().get(i - 1);
            assertArrayEquals(j.givens(), stored.givens());
            assertTrue(j.geometry() == stored.geometry(), "the same regions");
        }
    }
}
