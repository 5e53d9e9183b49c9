package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Kind;
import io.galab.puzzle.Puzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What every algorithm must do on every puzzle kind: the contract of {@link Algorithm}. */
class AlgorithmContractTest {

    static Stream<Arguments> algorithmsAndKinds() {
        List<Arguments> args = new ArrayList<>();
        for (String id : Algorithms.builtIn().inProcess()) {
            Algorithm a = Algorithms.builtIn().get(id);
            for (Puzzle p : Fixtures.everyKind()) {
                // a kind the algorithm refuses at planning, with its reason (SudokuXTest), is never run
                if (io.galab.algorithm.ShapeNeed.refusal(a, p, a.parameters(a.quickParameters())) == null) {
                    args.add(Arguments.of(id, p));
                }
            }
        }
        return args.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("algorithmsAndKinds")
    void keepsGivensAndBoxesRunsEveryKindAndIsDeterministic(String id, Puzzle puzzle) {
        Algorithm algorithm = Algorithms.builtIn().get(id);
        Parameters parameters = algorithm.parameters(algorithm.quickParameters());
        Instance instance = new Instance(puzzle);
        BoxPermutation boxes = new BoxPermutation(instance);
        for (long seed = 1; seed <= 5; seed++) {
            for (int generations : new int[] {1, 4, 15, 40}) {
                RunResult result = algorithm.run(puzzle, parameters, seed, Budget.generations(generations));
                int[] grid = result.bestGrid();
                assertEquals(puzzle.geometry().cellCount(), grid.length);
                assertTrue(instance.keepsGivens(grid), id + " changed a given on " + puzzle + " seed " + seed);
                for (int v : grid) {
                    assertTrue(v >= 1 && v <= puzzle.geometry().n(), "value out of range: " + v);
                }
                if (algorithm.keepsBoxesPermutations() && puzzle.kind() != Kind.SUDOKUBE) {
                    assertTrue(boxes.boxesArePermutations(grid), id + " broke a box on " + puzzle);
                }
                if (result.solved()) {
                    assertTrue(ExactSolver.isSolution(puzzle, grid), id + " reported an invalid solution");
                    assertEquals(StopReason.SOLVED, result.stopReason());
                } else {
                    assertEquals(generations, result.generations());
                    assertEquals(StopReason.GENERATIONS, result.stopReason());
                }
                assertEquals(result.generations() + 1, result.trace().length(), "one trace point per generation");
            }
            RunResult a = algorithm.run(puzzle, parameters, seed, Budget.generations(6));
            RunResult b = algorithm.run(puzzle, parameters, seed, Budget.generations(6));
            assertEquals(a, b, "same seed, same result");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void stopsAtEvaluationsAndOnInterruption(String id) throws InterruptedException {
        Algorithm algorithm = Algorithms.builtIn().get(id);
        Puzzle hard = Fixtures.library("sudoku/mantere-koljonen", "s16");
        Parameters parameters = algorithm.parameters(algorithm.quickParameters());
        RunResult byEvaluations = algorithm.run(hard, parameters, 3, Budget.evaluations(500));
        if (!byEvaluations.solved()) {
            assertEquals(StopReason.EVALUATIONS, byEvaluations.stopReason());
            assertTrue(byEvaluations.evaluations() >= 500);
        }
        RunResult[] holder = new RunResult[1];
        Thread worker = new Thread(() -> {
            Thread.currentThread().interrupt();
            holder[0] = algorithm.run(hard, parameters, 3, Budget.generations(1_000_000));
        });
        worker.start();
        worker.join();
        assertEquals(StopReason.INTERRUPTED, holder[0].stopReason());
        assertEquals(0, holder[0].generations());
        assertFalse(holder[0].solved());
        RunResult bySeconds = algorithm.run(hard, parameters, 3, Budget.seconds(0.2));
        assertTrue(bySeconds.solved() || bySeconds.stopReason() == StopReason.SECONDS);
    }

    /**
     * The recorded improvements go the way the algorithm declares (docs/extending.md, "The objective"):
     * each is better than the one before, they are exactly the running best of the trace's bests, a
     * solved run's best is the objective's target, and no recorded best is past the target.
     */
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("algorithmsAndKinds")
    void recordsImprovementsInTheDeclaredDirection(String id, Puzzle puzzle) {
        Algorithm algorithm = Algorithms.builtIn().get(id);
        Parameters parameters = algorithm.parameters(algorithm.quickParameters());
        Objective objective = algorithm.objective(puzzle);
        for (long seed = 1; seed <= 4; seed++) {
            RunResult result = algorithm.run(puzzle, parameters, seed, Budget.generations(30));
            assertEquals(objective, result.objective(), id + " declares one objective and records another");
            Trace trace = result.trace();
            List<Double> running = new ArrayList<>();
            for (int g = 0; g < trace.length(); g++) {
                double best = trace.best(g);
                assertTrue(objective.penalty(best) >= 0, id + " recorded " + best + " past its target "
                        + objective.target() + " on " + puzzle);
                if (running.isEmpty() || objective.improves(best, running.get(running.size() - 1))) {
                    running.add(best);
                }
            }
            double[] improvedTo = trace.improvedTo();
            assertEquals(running.size(), improvedTo.length, id + ": one improvement per new best on " + puzzle);
            for (int i = 0; i < improvedTo.length; i++) {
                assertEquals(running.get(i), improvedTo[i], id + ": improvement " + i + " on " + puzzle);
                if (i > 0) {
                    assertTrue(objective.improves(improvedTo[i], improvedTo[i - 1]),
                            id + " recorded an improvement that goes the wrong way on " + puzzle);
                    assertTrue(objective.penalty(improvedTo[i]) < objective.penalty(improvedTo[i - 1]),
                            "the common convention falls at every improvement");
                }
            }
            if (result.solved()) {
                assertEquals(objective.target(), result.bestFitness(), id + ": a solved run's best is the target");
                assertEquals(objective.target(), improvedTo[improvedTo.length - 1]);
            }
        }
    }

    static Stream<String> ids() {
        return Algorithms.builtIn().inProcess().stream();
    }
}
