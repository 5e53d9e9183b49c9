package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleFormatException;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.solve.ExactSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Killer cages, the first constraint that is not all-different (docs/puzzle-formats.md, "Killer cages"): read from
 * f-puzzles' {@code killercage} and galab's {@code # cage:} header, checked and counted by the exact solver, solved
 * by {@code exact}, and refused by every algorithm that does not read them, with its need. Every answer is checked
 * by this test's own checker: rows, columns, boxes, each cage's distinct digits and its sum.
 */
class KillerCagesTest {

    @TempDir
    Path dir;

    /** Cages over a solution grid: walks of 1 to 4 neighbouring cells with distinct digits, each with its sum. */
    static List<int[]> cages(int[] solution, int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        boolean[] taken = new boolean[n * n];
        List<int[]> out = new ArrayList<>();
        for (int start = 0; start < n * n; start++) {
            if (taken[start]) {
                continue;
            }
            List<Integer> cage = new ArrayList<>(List.of(start));
            taken[start] = true;
            int size = 1 + random.nextInt(4);
            int at = start;
            while (cage.size() < size) {
                int[] next = {at + 1, at + n, at - 1};
                int p = next[random.nextInt(3)];
                boolean ok = p >= 0 && p < n * n && !taken[p] && (p / n == at / n || p % n == at % n)
                        && cage.stream().noneMatch(q -> solution[q] == solution[p]);
                if (!ok) {
                    break;
                }
                cage.add(p);
                taken[p] = true;
                at = p;
            }
            int[] cells = cage.stream().mapToInt(Integer::intValue).toArray();
            int sum = cage.stream().mapToInt(q -> solution[q]).sum();
            int[] withSum = java.util.Arrays.copyOf(cells, cells.length + 1);
            withSum[cells.length] = sum;
            out.add(withSum);
        }
        return out;
    }

    static String cell(int p, int n) {
        return "R" + (p / n + 1) + "C" + (p % n + 1);
    }

    static String killerCages(List<int[]> cages, int n) {
        return cages.stream().map(c -> "{\"cells\": [" + java.util.Arrays.stream(c, 0, c.length - 1).mapToObj(p ->
                "\"" + cell(p, n) + "\"").collect(Collectors.joining(", ")) + "], \"value\": \"" + c[c.length - 1]
                + "\"}").collect(Collectors.joining(", ", ",\n \"killercage\": [", "]"));
    }

    /** The test's own checker: rows, columns, boxes of h×w, givens kept, and each cage distinct with its sum. */
    static boolean valid(int n, int h, int w, int[] givens, List<int[]> cages, int[] grid) {
        if (!RectangularBoxesTest.valid(n, RectangularBoxesTest.boxes(n, h, w), givens, grid)) {
            return false;
        }
        for (int[] c : cages) {
            java.util.Set<Integer> digits = new java.util.HashSet<>();
            int sum = 0;
            for (int i = 0; i < c.length - 1; i++) {
                digits.add(grid[c[i]]);
                sum += grid[c[i]];
            }
            if (digits.size() != c.length - 1 || sum != c[c.length - 1]) {
                return false;
            }
        }
        return true;
    }

    @Test
    void nineByNineAndSixBySixKillersAreSolvedByExactAndCheckedOnTheirCages() throws Exception {
        for (int[] s : new int[][] {{9, 3, 3}, {6, 2, 3}}) {
            int n = s[0];
            int[] solution = RectangularBoxesTest.solution(n, s[1], s[2], 17);
            List<int[]> cages = cages(solution, n, 17);
            int[] givens = new int[n * n]; // a Killer without givens: its cages alone
            Path f = dir.resolve("k" + n + ".json");
            Files.writeString(f, RectangularBoxesTest.json(n, givens, null).replace("\n}\n", killerCages(cages, n)
                    + "\n}\n"));
            Puzzle p = PuzzleFormat.read(f).get(0);
            assertEquals(cages.size(), p.geometry().cageCount());
            assertTrue(p.geometry().variantName().startsWith("killer"), p.geometry().variantName());
            Algorithm exact = Algorithms.builtIn().get("exact");
            RunResult r = exact.run(p, exact.parameters(Map.of(), p), 3, new Budget(0, 5_000_000, 30));
            assertTrue(r.solved(), "exact solves the " + n + "x" + n + " Killer");
            assertTrue(valid(n, s[1], s[2], givens, cages, r.bestGrid()), "its answer keeps every cage");
            // the memetic GA takes cages (a penalty on the cages its decode breaks), with a third of the cells given
            int[] some = RectangularBoxesTest.givens(solution, 0.35, 3);
            Path g = dir.resolve("kg" + n + ".json");
            Files.writeString(g, RectangularBoxesTest.json(n, some, null).replace("\n}\n", killerCages(cages, n)
                    + "\n}\n"));
            Puzzle withGivens = PuzzleFormat.read(g).get(0);
            Algorithm memetic = Algorithms.builtIn().get("propagating-memetic-ga");
            Parameters mp = memetic.parameters(Map.of(), withGivens);
            assertNull(ShapeNeed.refusal(memetic, withGivens, mp), "the memetic GA takes cages");
            // generations alone: seeded, no clock
            RunResult m = memetic.run(withGivens, mp, 5, new Budget(100_000, 0, 0));
            assertTrue(m.solved(), "the memetic GA solves the " + n + "x" + n + " Killer: " + m);
            assertTrue(valid(n, s[1], s[2], some, cages, m.bestGrid()), "its answer keeps every cage");
            // every in-process algorithm runs it with a valid answer, or is refused with its need
            for (String id : Algorithms.builtIn().inProcess()) {
                Algorithm a = Algorithms.builtIn().get(id);
                Parameters ap = a.parameters(Map.of(), withGivens);
                String why = ShapeNeed.refusal(a, withGivens, ap);
                if (why != null) {
                    assertTrue(why.contains("needs no killer cages") || why.contains("search: restarts"), id + ": "
                            + why);
                    continue;
                }
                RunResult ar = a.run(withGivens, ap, 2, new Budget(50, 200_000, 0));
                assertTrue(!ar.solved() || valid(n, s[1], s[2], some, cages, ar.bestGrid()), id);
            }
            // an algorithm that does not read cages is refused with its need, never run as a plain Sudoku
            Algorithm growth = Algorithms.builtIn().get("growth-ga");
            String refusal = ShapeNeed.refusal(growth, p, growth.parameters(Map.of(), p));
            assertNotNull(refusal);
            assertTrue(refusal.contains("needs no killer cages"), refusal);
        }
    }

    @Test
    void theExactSolverChecksAndCountsSolutionsOnCages() {
        Puzzle base = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a");
        int[] solution = new ExactSolver(base.geometry()).solve(base).orElseThrow();
        List<int[]> cages = cages(solution, 9, 5);
        Puzzle killer = withCages(base, cages);
        ExactSolver solver = new ExactSolver(killer.geometry());
        assertTrue(ExactSolver.isSolution(killer, solution), "the grid the cages were drawn from keeps them");
        assertEquals(1, solver.countSolutions(killer, 2).count(), "a unique puzzle with cages it keeps: one");
        // one cage's sum off by one (still reachable): no solution; and a grid that breaks it is no solution
        int[] first = cages.stream().filter(c -> c.length > 2).findFirst().orElseThrow().clone();
        List<int[]> wrong = new ArrayList<>(cages);
        wrong.remove(cages.stream().filter(c -> c.length > 2).findFirst().orElseThrow());
        first[first.length - 1] += first[first.length - 1] < 9 * (first.length - 1) - 6 ? 1 : -1;
        wrong.add(first);
        Puzzle impossible = withCages(base, wrong);
        assertEquals(0, new ExactSolver(impossible.geometry()).countSolutions(impossible, 2).count());
        assertTrue(!ExactSolver.isSolution(impossible, solution));
        Algorithm exact = Algorithms.builtIn().get("exact");
        RunResult none = exact.run(impossible, exact.parameters(Map.of(), impossible), 1, new Budget(0, 1_000_000, 20));
        assertTrue(!none.solved() && none.stopReason() == StopReason.UNSOLVABLE, "CDCL proves it: " + none);
        RunResult dfs = exact.run(impossible, exact.parameters(Map.of("search", "dfs"), impossible), 1,
                new Budget(0, 1_000_000, 20));
        assertTrue(!dfs.solved() && dfs.stopReason() == StopReason.UNSOLVABLE, "and the depth-first search: " + dfs);
    }

    /** The puzzle with these cages, through galab's text header, written and read back. */
    Puzzle withCages(Puzzle base, List<int[]> cages) {
        StringBuilder text = new StringBuilder();
        for (int[] c : cages) {
            text.append("# cage: ").append(c[c.length - 1]);
            for (int i = 0; i < c.length - 1; i++) {
                text.append(' ').append(cell(c[i], 9).toLowerCase(java.util.Locale.ROOT));
            }
            text.append('\n');
        }
        text.append(PuzzleFormat.writeGrid(base.geometry(), base.givens()));
        try {
            Path f = dir.resolve("c" + cages.hashCode() + ".txt");
            Files.writeString(f, text);
            Puzzle p = PuzzleFormat.read(f).get(0);
            Path back = dir.resolve("b" + cages.hashCode() + ".txt");
            Files.writeString(back, PuzzleFormat.writeGrid(p.geometry(), p.givens()));
            assertEquals(p.geometry(), PuzzleFormat.read(back).get(0).geometry(), "written back the same");
            return p;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aCageThatCannotAddUpIsRefusedAtItsEntry() throws Exception {
        String json = io.galab.puzzle.FPuzzlesJsonTest.json(",\n \"killercage\": [{\"cells\": [\"R2C1\", \"R2C2\"],"
                + " \"value\": \"3\"}, {\"cells\": [\"R3C1\", \"R3C2\"], \"value\": \"18\"}]");
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> io.galab.puzzle.FPuzzles.read(json,
                "k.json", "k"));
        assertTrue(e.problem().startsWith("$.killercage[1]: a cage of 2 cells cannot add up to 18"), e.problem());
        assertEquals(13, e.line());
        assertNull(null);
    }

    /**
     * The built-in Killer set: each puzzle's stored solution keeps its cages, and puzzle 3 is what the generator
     * makes from its seed.
     */
    @Test
    void theBuiltInKillerSetIsUniqueAndRegenerates() {
        io.galab.puzzle.PuzzleSet set = PuzzleLibrary.load(io.galab.lab.GeneratedSets.KILLER);
        assertEquals(10, set.puzzles().size());
        for (Puzzle p : set.puzzles()) {
            // one solution each, the stored one: PuzzleLibraryTest counts every library puzzle's
            assertTrue(p.geometry().cageCount() >= 20, p.id());
            assertTrue(ExactSolver.isSolution(p, p.solution()), p.id());
        }
        Puzzle again = io.galab.lab.GeneratedSets.killer(3);
        Puzzle stored = set.get("kl_03");
        assertEquals(stored.geometry().variantLabel(), again.geometry().variantLabel());
        assertEquals(java.util.Arrays.toString(stored.givens()), java.util.Arrays.toString(again.givens()));
    }

    /**
     * The GA-CDCL hybrid on a Killer: every member it makes, the ones decoded from the search's phases too, carries
     * the cages it breaks in its penalty, so what it reports solved keeps them (kl_02 and a seed of the killer
     * report, where a member injected from the phases once reported a grid that broke a cage).
     */
    @Test
    void theHybridsAnswersKeepTheCages() {
        Puzzle p = PuzzleLibrary.load(io.galab.lab.GeneratedSets.KILLER).get("kl_02");
        Algorithm memetic = Algorithms.builtIn().get("propagating-memetic-ga");
        Parameters params = memetic.parameters(Map.of("cdclConflicts", 2000L), p);
        for (long seed : new long[] {344786965259720135L, 1, 2}) {
            RunResult r = memetic.run(p, params, seed, new Budget(300, 0, 0));
            assertTrue(!r.solved() || ExactSolver.isSolution(p, r.bestGrid()), "seed " + seed + ": " + r);
        }
    }
}
