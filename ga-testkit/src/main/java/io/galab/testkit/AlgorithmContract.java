package io.galab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Objective;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.algorithm.Trace;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * galab's algorithm contract (docs/extending.md, "Test your algorithm"), as a JUnit 5 base class for an
 * algorithm of your own: extend it, return your algorithm from {@link #algorithm()}, and your build
 * runs the checks galab's own algorithms pass:
 *
 * <ul>
 *   <li>a run on every kind of puzzle keeps the givens, writes only values 1..n, and a run that says it
 *       solved its puzzle returns a solution the exact solver accepts;</li>
 *   <li>the same seed gives the same result;</li>
 *   <li>a run stops at its budget: at {@code maxGenerations} with {@link StopReason#GENERATIONS}, and under
 *       a {@code maxSeconds} of 0.5 s within 5 s (a bound loose enough for a loaded machine, tight enough
 *       to catch a run that ignores the limit);</li>
 *   <li>the trace: generation 0 is recorded, one point per generation, and its improvements go the
 *       algorithm's declared {@link Objective} way;</li>
 *   <li>every declared parameter at each end of its range, every choice, and every registered operator that
 *       fits an operator slot, runs.</li>
 * </ul>
 *
 * Override {@link #puzzles()} to check other puzzles, and {@link #quickParameters()} when one run at the
 * defaults takes long (the algorithm's {@link Algorithm#quickParameters()} by default).
 */
public abstract class AlgorithmContract {

    /** The algorithm under test. */
    protected abstract Algorithm algorithm();

    /** One puzzle of each kind galab knows: a 9x9, a 16x16, a Twodoku and a Samurai. */
    protected List<Puzzle> puzzles() {
        return OneOfEachKind.PUZZLES;
    }

    /** The settings the checks run with: the algorithm's quick parameters. */
    protected Map<String, Object> quickParameters() {
        return algorithm().quickParameters();
    }

    private Parameters quick() {
        return algorithm().parameters(quickParameters());
    }

    /** Checks what every run must hold; returns the result. */
    private RunResult checkedRun(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        Algorithm a = algorithm();
        RunResult r = a.run(puzzle, parameters, seed, budget);
        assertNotNull(r, a.id() + " returned no result on " + puzzle.id());
        int[] grid = r.bestGrid();
        int n = puzzle.geometry().n();
        assertEquals(puzzle.geometry().cellCount(), grid.length, a.id() + ": the grid has one value per cell");
        for (int cell = 0; cell < grid.length; cell++) {
            assertTrue(grid[cell] >= 1 && grid[cell] <= n, a.id() + " wrote " + grid[cell] + " on " + puzzle.id());
            assertTrue(!puzzle.isGiven(cell) || grid[cell] == puzzle.given(cell),
                    a.id() + " changed a given on " + puzzle.id() + " (seed " + seed + ")");
        }
        if (r.solved()) {
            assertTrue(ExactSolver.isSolution(puzzle, grid), a.id() + " said it solved " + puzzle.id()
                    + " with a grid that is not a solution (seed " + seed + ")");
            assertEquals(StopReason.SOLVED, r.stopReason());
        }
        checkTrace(puzzle, r);
        return r;
    }

    private void checkTrace(Puzzle puzzle, RunResult r) {
        Algorithm a = algorithm();
        Objective objective = a.objective(puzzle);
        assertEquals(objective, r.objective(), a.id() + " declares one objective and records another");
        Trace trace = r.trace();
        assertEquals(r.generations() + 1, trace.length(),
                a.id() + ": one trace point per generation, generation 0 included");
        double[] improvedTo = trace.improvedTo();
        assertTrue(improvedTo.length >= 1, a.id() + ": generation 0 is recorded first");
        for (int i = 1; i < improvedTo.length; i++) {
            assertTrue(objective.improves(improvedTo[i], improvedTo[i - 1]),
                    a.id() + " recorded an improvement that goes against its objective on " + puzzle.id());
        }
        for (int g = 0; g < trace.length(); g++) {
            assertTrue(objective.penalty(trace.best(g)) >= 0, a.id() + " recorded a best past its target");
        }
    }

    @Test
    void runsOnEveryKindKeepsTheGivensAndReportsOnlySolutions() {
        for (Puzzle p : puzzles()) {
            for (long seed = 1; seed <= 3; seed++) {
                RunResult r = checkedRun(p, quick(), seed, Budget.generations(20));
                if (!r.solved()) {
                    assertEquals(20, r.generations(), algorithm().id() + " stopped before its budget on " + p.id());
                    assertEquals(StopReason.GENERATIONS, r.stopReason());
                }
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameResult() {
        for (Puzzle p : puzzles()) {
            RunResult a = algorithm().run(p, quick(), 42, Budget.generations(15));
            RunResult b = algorithm().run(p, quick(), 42, Budget.generations(15));
            assertEquals(a, b, algorithm().id() + " is not a function of its seed on " + p.id());
        }
    }

    @Test
    void aRunStopsAtItsTimeLimit() {
        Puzzle hard = PuzzleLibrary.load("sudoku/forum-hardest").get("forum_hardest1106_0001");
        // the stop reason says the limit ended the run, without a look at the clock; a run that ignores the
        // limit is stopped by the build's test timeout (surefire's forkedProcessTimeoutInSeconds)
        RunResult r = checkedRun(hard, quick(), 7, Budget.seconds(0.5));
        assertTrue(r.solved() || r.stopReason() == StopReason.SECONDS, algorithm().id() + " stopped for "
                + r.stopReason() + " under a time limit alone");
    }

    @Test
    void everyParameterAtEachEndOfItsRangeRuns() {
        Puzzle p = puzzles().get(0);
        List<Map<String, Object>> settings = new ArrayList<>();
        for (Parameter parameter : algorithm().parameters()) {
            for (Object value : ends(parameter)) {
                Map<String, Object> s = new HashMap<>(quickParameters());
                s.put(parameter.name(), value);
                settings.add(s);
            }
        }
        for (Map<String, Object> s : settings) {
            Parameters resolved = algorithm().parameters(s);
            RunResult r = checkedRun(p, resolved, 3, new Budget(5, 0, 2));
            assertFalse(r.generations() > 5, algorithm().id() + " ran past its budget with " + s);
        }
    }

    /**
     * A parameter's ends: the bounds of a number (capped where a bound is open-ended), every choice, or every
     * registered operator that fits an operator slot.
     */
    private static List<Object> ends(Parameter p) {
        return switch (p.type()) {
            case BOOLEAN -> List.of(true, false);
            case CHOICE -> new ArrayList<>(p.choices());
            case INT -> List.of((int) Math.max(p.min(), -1_000), (int) Math.min(p.max(), Math.max(p.min(), 200)));
            case DOUBLE -> List.of(p.min(), Math.min(p.max(), Math.max(p.min(), 1_000)));
            case TEXT -> List.of("", "x");
            case LIST -> List.of(List.of());
            case OPERATOR -> new ArrayList<>(Operators.visible().fitting(p.operatorSlot(), p.operatorMembers()));
        };
    }
}
