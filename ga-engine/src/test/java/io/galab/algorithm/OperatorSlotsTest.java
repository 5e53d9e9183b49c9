package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.FreshRestart;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.TournamentSelection;
import io.galab.algorithm.growth.WatersCrossover;
import io.galab.algorithm.purge.Blockwise;
import io.galab.algorithm.purge.BoxSwap;
import io.galab.algorithm.purge.Purge;
import io.galab.algorithm.twodoku.EveryBoxSwap;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Operator slots (docs/extending.md, "Operators"): one paper's operator in another paper's GA, the slot's
 * refusals as located messages, and the fingerprint's reach to the operator a spec names.
 */
class OperatorSlotsTest {

    private static final Algorithms ALL = Algorithms.builtIn();

    @Test
    void purgeGasBlockwiseCrossoverRunsInGrowthGaAndChangesItsRuns() {
        Algorithm growth = ALL.get("growth-ga");
        Parameters paper = growth.parameters(Map.of());
        Parameters blockwise = growth.parameters(Map.of("crossover", Blockwise.ID));
        assertEquals(WatersCrossover.ID, paper.getText("crossover"), "the thesis's crossover is the default");
        SideBySide runs = sideBySide(growth, paper, blockwise, 5, 300);
        int solved = runs.solved();
        assertTrue(solved >= 10, "growth-ga with the blockwise crossover solves easy puzzles: " + solved + " of 15");
        assertNotEquals(runs.paperEvaluations(), runs.otherEvaluations(),
                "the slot's operator is the one the runs use");
    }

    @Test
    void eachBoxPermutationGaRunsTheOthersPaperMutationAndItChangesItsRuns() {
        for (String[] pair : List.of(new String[] {"purge-ga", EveryBoxSwap.ID, BoxSwap.ID},
                new String[] {"twodoku-ga", BoxSwap.ID, EveryBoxSwap.ID},
                new String[] {"hybrid-ga", EveryBoxSwap.ID, BoxSwap.ID})) {
            Algorithm ga = ALL.get(pair[0]);
            Parameters paper = ga.parameters(Map.of());
            Parameters other = ga.parameters(Map.of("mutation", pair[1]));
            assertEquals(pair[2], paper.getText("mutation"), "the paper's mutation is " + pair[0] + "'s default");
            SideBySide runs = sideBySide(ga, paper, other, 4, 2000);
            int solved = runs.solved();
            // every-box-swap-mutation reads mutationRate as each box's chance, and purge-ga's 0.05 is a child's:
            // in purge-ga it mutates little, and solves few; the runs are still the GA's, checked above
            assertTrue(solved >= 1, pair[0] + " with " + pair[1] + " solves an easy puzzle: " + solved + " of 12");
            assertNotEquals(runs.paperEvaluations(), runs.otherEvaluations(),
                    "the slot's mutation is the one " + pair[0] + " uses");
        }
    }

    /**
     * purge-ga's restart slot: the paper's purge by default, and fresh-restart (every member but the best made
     * anew) makes other runs that still solve; with stagnationLimit 5 the purge runs often.
     */
    @Test
    void purgeGasRestartSlotTakesAFreshRestartAndItChangesItsRuns() {
        Algorithm purge = ALL.get("purge-ga");
        Parameters paper = purge.parameters(Map.of("populationSize", 40, "stagnationLimit", 5));
        Parameters fresh = purge.parameters(Map.of("populationSize", 40, "stagnationLimit", 5,
                "restart", FreshRestart.ID));
        assertEquals(Purge.ID, paper.getText("restart"), "the paper's purge is the default");
        SideBySide runs = sideBySide(purge, paper, fresh, 4, 2000);
        assertTrue(runs.solved() >= 1, "purge-ga with fresh restarts solves an easy puzzle: " + runs.solved());
        assertNotEquals(runs.paperEvaluations(), runs.otherEvaluations(), "the slot's restart is the one the runs use");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> purge.parameters(Map.of("restart", BoxSwap.ID)));
        assertTrue(e.getMessage().contains("restart"), e.getMessage());
    }

    @Test
    void retrievableGaTakesAnotherPapersMutationThroughItsMutationOperatorSlot() {
        Algorithm ret = ALL.get("retrievable-ga");
        Parameters paper = ret.parameters(Map.of("populationSize", 30));
        Parameters boxSwaps = ret.parameters(Map.of("populationSize", 30, "mutationOperator", EveryBoxSwap.ID));
        assertEquals("bitwise-mutation", paper.getText("mutationOperator"), "the paper's mutation is the default");
        SideBySide runs = sideBySide(ret, paper, boxSwaps, 2, 300);
        assertNotEquals(runs.paperEvaluations(), runs.otherEvaluations(),
                "the slot's mutation is the one the runs use");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ALL.get("purge-ga").parameters(Map.of("mutation", "bitwise-mutation")));
        assertTrue(e.getMessage().contains("'bitwise-mutation' keeps only grids"), e.getMessage());
    }

    /**
     * purge-ga's box swaps written with {@code set} instead of {@code swap}: the same draws and the same grids, but
     * each mutated member is scored anew rather than by the swap's delta, one evaluation more each time.
     */
    public static final class SetSwaps extends PaperMutation {
        public SetSwaps() {
            super("set-swap-mutation", Representation.GRID, Representation.BOX_PERMUTATIONS,
                    "a test's box swap by set");
        }

        @Override
        public Mutation mutation(Puzzle puzzle, Parameters parameters) {
            Instance instance = new Instance(puzzle);
            BoxPermutation boxes = new BoxPermutation(instance);
            return (member, moves, random) -> {
                for (int attempt = 0; attempt < 4 * instance.boxUnits.length; attempt++) {
                    long pair = boxes.pickSwap(random.nextInt(instance.boxUnits.length), random);
                    if (pair >= 0) {
                        int x = (int) (pair >>> 32);
                        int y = (int) pair;
                        int vx = member[x];
                        moves.set(x, member[y]);
                        moves.set(y, vx);
                        return;
                    }
                }
            };
        }
    }

    @Test
    void aMutationThatSetsDigitsIsScoredAnewAndMakesTheSameGridsAsTheSwapsDelta(@TempDir Path dir) throws Exception {
        withOperators(dir, List.of(SetSwaps.class), () -> {
            Algorithm purge = ALL.get("purge-ga");
            Parameters paper = purge.parameters(Map.of("populationSize", 40));
            Parameters bySet = purge.parameters(Map.of("populationSize", 40, "mutation", "set-swap-mutation"));
            int moreEvaluations = 0;
            for (String id : List.of("s01a", "s06a", "s10a")) {
                Puzzle puzzle = PuzzleLibrary.load("sudoku/mantere-koljonen").get(id);
                for (long seed = 1; seed <= 3; seed++) {
                    RunResult a = purge.run(puzzle, paper, seed, Budget.generations(300));
                    RunResult b = purge.run(puzzle, bySet, seed, Budget.generations(300));
                    assertEquals(a.solved(), b.solved(), id + " seed " + seed);
                    assertEquals(a.generations(), b.generations(), id + " seed " + seed);
                    assertEquals(a.bestFitness(), b.bestFitness(), id + " seed " + seed);
                    assertTrue(java.util.Arrays.equals(a.bestGrid(), b.bestGrid()), id + " seed " + seed);
                    assertTrue(b.evaluations() >= a.evaluations(), "a member scored anew counts an evaluation");
                    moreEvaluations += b.evaluations() > a.evaluations() ? 1 : 0;
                }
            }
            assertEquals(9, moreEvaluations, "every run scored its set members anew");
        });
    }

    /** A selection that always takes the member with the lowest penalty (the first on ties), a test's own. */
    public static final class BestSelection implements SelectionOperator {
        @Override
        public String id() {
            return "best-selection";
        }

        @Override
        public String description() {
            return "a test's selection: the best member";
        }

        @Override
        public Selection selection(Puzzle puzzle, Parameters parameters) {
            return (penalty, count, exclude, random) -> {
                int best = -1;
                for (int i = 0; i < count; i++) {
                    if (i != exclude && (best < 0 || penalty[i] < penalty[best])) {
                        best = i;
                    }
                }
                return best;
            };
        }
    }

    @Test
    void aProjectsSelectionRunsInPurgeGaAndTwodokuGaAndChangesTheirRuns(@TempDir Path dir) throws Exception {
        withOperators(dir, List.of(BestSelection.class), () -> {
            assertEquals(List.of("best-selection", TournamentSelection.ID),
                    Operators.visible().fitting(Operator.Slot.SELECTION, Representation.BOX_PERMUTATIONS));
            Puzzle puzzle = PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a");
            for (String id : List.of("purge-ga", "twodoku-ga")) {
                Algorithm ga = ALL.get(id);
                assertEquals(TournamentSelection.ID, ga.parameters(Map.of()).getText("selection"));
                Parameters best = ga.parameters(Map.of("selection", "best-selection"));
                assertTrue(ga.codeRoots(best).contains(BestSelection.class),
                        "the fingerprint covers the project's selection");
                RunResult a = ga.run(puzzle, ga.parameters(Map.of()), 3, Budget.generations(200));
                RunResult b = ga.run(puzzle, best, 3, Budget.generations(200));
                assertNotEquals(a, b, id + ": the slot's selection is the one the run uses");
                if (b.solved()) {
                    assertTrue(ExactSolver.isSolution(puzzle, b.bestGrid()), id + ": a solved grid is a solution");
                }
            }
        });
    }

    /** A local search that never moves, a test's own. */
    public static final class Idle extends PaperLocalSearch {
        public Idle() {
            super("idle-search", Representation.GRID, Representation.BOX_PERMUTATIONS,
                    "a test's local search that makes no move");
        }

        @Override
        public Search search(Puzzle puzzle, Parameters parameters) {
            return (member, random) -> 0;
        }
    }

    @Test
    void twodokuGasLocalSearchSlotTakesAProjectsSearchAndAnIdleOneIsNoSearch(@TempDir Path dir) throws Exception {
        withOperators(dir, List.of(Idle.class), () -> {
            Algorithm twodoku = ALL.get("twodoku-ga");
            assertEquals("line-swap-search", twodoku.parameters(Map.of()).getText("localSearchOperator"));
            Parameters off = twodoku.parameters(Map.of("localSearch", false));
            Parameters idle = twodoku.parameters(Map.of("localSearch", true, "localSearchOperator", "idle-search"));
            Parameters paper = twodoku.parameters(Map.of("localSearch", true));
            Puzzle puzzle = PuzzleLibrary.load("twodoku/kaldanis").get("easy_1");
            int differ = 0;
            for (long seed = 1; seed <= 4; seed++) {
                RunResult a = twodoku.run(puzzle, off, seed, Budget.generations(100));
                assertEquals(a, twodoku.run(puzzle, idle, seed, Budget.generations(100)),
                        "a search that never moves makes the runs of localSearch: false");
                differ += a.equals(twodoku.run(puzzle, paper, seed, Budget.generations(100))) ? 0 : 1;
            }
            assertTrue(differ > 0, "the report's search changes the runs");
        });
    }

    @Test
    void aContextLoaderOfAnotherGalabBuildLeavesThisBuildsOperators() throws Exception {
        // another copy of galab's classes on a loader of its own: its Operator is not this one's
        try (URLClassLoader other = new URLClassLoader(new URL[] {Path.of("target", "classes").toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            assertNotEquals(Operator.class, Class.forName(Operator.class.getName(), false, other));
            Thread thread = Thread.currentThread();
            ClassLoader before = thread.getContextClassLoader();
            thread.setContextClassLoader(other);
            try {
                assertTrue(Operators.visible().ids().contains(Blockwise.ID), "this build's own operators");
                Algorithm purge = ALL.get("purge-ga");
                RunResult r = purge.run(PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a"),
                        purge.parameters(Map.of("populationSize", 20)), 1, Budget.generations(5));
                assertEquals(5, r.generations(), "a run under the other build's context loader");
            } finally {
                thread.setContextClassLoader(before);
            }
        }
    }

    @Test
    void aCrossoverThatBreaksBoxPermutationsIsRefusedByPurgeGaWithItsReason() {
        Algorithm purge = ALL.get("purge-ga");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> purge.parameters(Map.of("crossover", WatersCrossover.ID)));
        assertTrue(e.getMessage().startsWith("parameter crossover of purge-ga: 'segment-crossover' keeps only grids"),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("the crossover operators that fit are blockwise-crossover"), e.getMessage());
    }

    @Test
    void anUnknownOperatorIsNamedWithTheOnesThatFit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ALL.get("growth-ga").parameters(Map.of("crossover", "blockwise")));
        assertTrue(e.getMessage().contains("no operator 'blockwise' is registered; the crossover operators that fit"
                + " are blockwise-crossover, segment-crossover"), e.getMessage());
        assertTrue(e.getMessage().contains("blockwise-crossover"), "a did-you-mean: " + e.getMessage());
        IllegalArgumentException number = assertThrows(IllegalArgumentException.class,
                () -> ALL.get("growth-ga").parameters(Map.of("crossover", 3)));
        assertTrue(number.getMessage().contains("must be the id of a crossover operator"), number.getMessage());
    }

    @Test
    void theFingerprintReachesTheOperatorTheSlotNames() {
        Algorithm growth = ALL.get("growth-ga");
        assertEquals(List.of(WatersCrossover.class), growth.codeRoots(growth.parameters(Map.of())));
        assertEquals(List.of(Blockwise.class), growth.codeRoots(growth.parameters(Map.of("crossover", Blockwise.ID))));
        Algorithm purge = ALL.get("purge-ga");
        assertEquals(List.of(Blockwise.class, EveryBoxSwap.class, TournamentSelection.class, Purge.class),
                purge.codeRoots(purge.parameters(Map.of("mutation", EveryBoxSwap.ID))));
    }

    @Test
    void theRegistryListsTheFittingOperatorsBySlotAndMembers() {
        Operators operators = Operators.visible();
        assertEquals(List.of(Blockwise.ID, WatersCrossover.ID),
                operators.fitting(Operator.Slot.CROSSOVER, Representation.GRID));
        assertEquals(List.of(Blockwise.ID),
                operators.fitting(Operator.Slot.CROSSOVER, Representation.BOX_PERMUTATIONS));
        assertEquals(List.of(BoxSwap.ID, EveryBoxSwap.ID),
                operators.fitting(Operator.Slot.MUTATION, Representation.BOX_PERMUTATIONS));
        assertEquals(List.of(FreshRestart.ID, Purge.ID),
                operators.fitting(Operator.Slot.RESTART, Representation.BOX_PERMUTATIONS));
    }

    /** The evaluations of the paper's and the other operator's runs, seed by seed, and the other's solved runs. */
    record SideBySide(List<Long> paperEvaluations, List<Long> otherEvaluations, int solved) {
    }

    /**
     * Runs {@code other} and {@code paper} on three easy puzzles with {@code seeds} seeds each, checking that every
     * run of {@code other} keeps the givens and that its solved grids are solutions.
     */
    private static SideBySide sideBySide(Algorithm ga, Parameters paper, Parameters other, int seeds,
            int generations) {
        List<Long> paperEvaluations = new ArrayList<>();
        List<Long> otherEvaluations = new ArrayList<>();
        int solved = 0;
        for (String id : List.of("s01a", "s02a", "s03a")) {
            Puzzle puzzle = PuzzleLibrary.load("sudoku/mantere-koljonen").get(id);
            for (long seed = 1; seed <= seeds; seed++) {
                RunResult r = ga.run(puzzle, other, seed, Budget.generations(generations));
                int[] grid = r.bestGrid();
                for (int c = 0; c < grid.length; c++) {
                    assertTrue(!puzzle.isGiven(c) || grid[c] == puzzle.given(c), "a given changed on " + id);
                }
                if (r.solved()) {
                    solved++;
                    assertTrue(ExactSolver.isSolution(puzzle, grid), "a solved run's grid is a solution");
                }
                otherEvaluations.add(r.evaluations());
                paperEvaluations.add(ga.run(puzzle, paper, seed, Budget.generations(generations)).evaluations());
            }
        }
        return new SideBySide(paperEvaluations, otherEvaluations, solved);
    }

    /** Runs {@code body} with {@code operators} registered on the thread's context loader besides galab's own. */
    private static void withOperators(Path dir, List<Class<?>> operators, ThrowingRunnable body) throws Exception {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(services.resolve(Operator.class.getName()),
                String.join("\n", operators.stream().map(Class::getName).toList()) + "\n");
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                OperatorSlotsTest.class.getClassLoader())) {
            thread.setContextClassLoader(loader);
            body.run();
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /** A test body that may throw. */
    interface ThrowingRunnable {
        void run() throws Exception;
    }
}
