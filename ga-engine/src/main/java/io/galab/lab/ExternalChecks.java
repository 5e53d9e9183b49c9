package io.galab.lab;

import io.galab.algorithm.Notes;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Puzzle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What galab checks of external solvers' runs once a spec's runs are made (docs/external-solvers.md,
 * "External solvers"): a command that failed on every run of a cell is the spec's error, and a solver
 * that does not honour its seed is marked in the report. The seed check's verdicts are kept beside the journal
 * ({@link SeedVerdicts}), so that a spec whose runs are all journaled does not run its programs again.
 */
final class ExternalChecks {

    private ExternalChecks() {
    }

    static void check(Plan plan, ExperimentResult result, ProgressListener listener, Path dir) {
        failedEverywhere(plan, result);
        SeedVerdicts kept = SeedVerdicts.read(dir, plan);
        seeds(plan, result, listener, kept);
        kept.write(result);
        starts(plan, result, dir);
    }

    /** How many times a program is started on a filled grid to measure its start. */
    static final int STARTS = 5;
    /** The time limit of a start's run: a program still busy on a filled grid after it is not measured. */
    static final double START_SECONDS = 2;

    /**
     * Measures each external variant's process start (docs/external-solvers.md, "Times"): its program run
     * {@value #STARTS} times on its first puzzle with every cell given (the solution as the puzzle), which
     * leaves it nothing to search, the median wall time kept. What a run's wall time holds beyond it is the
     * program's work; the page gives both, beside the program's own time where it prints one.
     */
    static void starts(Plan plan, ExperimentResult result, Path dir) {
        Map<String, Double> kept = ProcessStarts.read(dir, plan);
        Set<String> done = new java.util.LinkedHashSet<>();
        for (Plan.Cell cell : plan.cells()) {
            if (!cell.algorithm().externalProgram() || !done.add(cell.variant().name())) {
                continue;
            }
            if (kept.containsKey(cell.variant().name())) {
                result.start(cell.variant().name(), kept.get(cell.variant().name()));
                continue;
            }
            Puzzle p = cell.puzzle();
            int[] solution = filledGrid(p);
            if (solution == null) {
                result.start(cell.variant().name(), Double.NaN);
                continue;
            }
            Puzzle filled = new Puzzle(p.id() + "-filled", p.geometry(), solution);
            // a program that does not end at once on a filled grid is not timed for long: its start is not
            // what such a run measures, and the runs made are what counts
            io.galab.algorithm.Budget b = plan.spec().budget();
            io.galab.algorithm.Budget brief = new io.galab.algorithm.Budget(b.maxGenerations(), b.maxEvaluations(),
                    Math.min(b.maxSeconds() > 0 ? b.maxSeconds() : START_SECONDS, START_SECONDS));
            double[] millis = new double[STARTS];
            boolean all = true;
            for (int i = 0; i < STARTS && all; i++) {
                long t0 = System.nanoTime();
                try {
                    RunResult r = cell.algorithm().run(filled, cell.parameters(), i + 1, brief);
                    all = r.solved();
                } catch (RuntimeException e) {
                    all = false;
                }
                millis[i] = (System.nanoTime() - t0) / 1e6;
            }
            result.start(cell.variant().name(), all ? io.galab.stats.CellStatistics.median(millis) : Double.NaN);
        }
        if (!done.isEmpty() && !kept.keySet().containsAll(done)) {
            ProcessStarts.write(dir, result, done);
        }
    }

    /**
     * A complete grid of the puzzle's layout for the start's runs: its stored solution, else the one the exact
     * solver finds within its bound, else (a puzzle too hard for that bound, a giant at its hardest fraction) a
     * grid the exact solver fills from blank in the same layout, which serves as well: the runs measure the
     * program's start on a grid that leaves it nothing to search, not this puzzle's search. Null when none is
     * found.
     */
    static int[] filledGrid(Puzzle p) {
        int[] known = p.solution();
        if (known != null) {
            return known;
        }
        ExactSolver solver = new ExactSolver(p.geometry());
        int[] solution = solver.attempt(p, 1_000_000, 10).solution();
        if (solution != null) {
            return solution;
        }
        Puzzle blank = new Puzzle(p.id() + "-blank", p.geometry(), new int[p.geometry().cellCount()]);
        return solver.attempt(blank, 1_000_000, 10).solution();
    }

    /** A cell whose every run failed: exit 2, naming the command and the variant's place in the spec. */
    static void failedEverywhere(Plan plan, ExperimentResult result) {
        for (Plan.Cell cell : plan.cells()) {
            int runs = 0;
            int failed = 0;
            for (int r = 0; r < plan.runs(); r++) {
                if (result.has(cell.index(), r)) {
                    runs++;
                    failed += result.outcome(cell.index(), r) == StopReason.PROGRAM_FAILED ? 1 : 0;
                }
            }
            if (runs > 0 && failed == runs && cell.algorithm().externalProgram()) {
                Spec.Location at = cell.variant().at();
                throw new SpecException(at.file(), at.line(), at.column(), "variant '" + cell.variant().name()
                        + "': the command " + cell.parameters().getList("command") + " failed on every run of puzzle "
                        + cell.puzzle().id() + " (" + runs + " runs): " + Notes.oneLine(result.note(cell.index(), 0))
                        + ". Its runs are kept in the journal");
            }
        }
    }

    /** The longest solved run the seed check repeats: it costs two runs of that length. */
    static final double MAX_CHECK_SECONDS = 10;
    /** The puzzles whose solutions the check may count, quickest run first, when an answer alone cannot tell. */
    static final int MAX_COUNTED = 30;

    /**
     * Makes the quickest solved run of each external variant twice more with its seed: when the two
     * differ in anything but time (the answer grid, the counts, the note), the program does not honour
     * its seed and its runs cannot be reproduced. When they agree, that shows the seed honoured only if
     * something could have differed: the program prints counts, or the puzzle has many solutions. For
     * a program that prints no counts the check moves on, quickest first among its solved runs, to one
     * on a puzzle with at least {@value #SEVERAL} solutions (counted by the exact solver within a
     * bound); without one, the page says the check could not decide. A variant without a solved run of
     * at most {@value #MAX_CHECK_SECONDS} s is not checked, and the page says so.
     */
    static void seeds(Plan plan, ExperimentResult result, ProgressListener listener, SeedVerdicts kept) {
        Map<String, List<int[]>> solved = new LinkedHashMap<>();
        for (Plan.Cell cell : plan.cells()) {
            if (!cell.algorithm().externalProgram()) {
                continue;
            }
            List<int[]> runs = solved.computeIfAbsent(cell.variant().name(), v -> new ArrayList<>());
            for (int r = 0; r < result.runs(cell.index()); r++) {
                if (result.has(cell.index(), r) && result.solved(cell.index(), r)
                        && result.micros(cell.index(), r) <= MAX_CHECK_SECONDS * 1e6) {
                    runs.add(new int[] {cell.index(), r});
                }
            }
        }
        for (Map.Entry<String, List<int[]>> e : solved.entrySet()) {
            String earlier = kept.verdict(e.getKey(), result);
            if (earlier != null) {
                // the same runs as when the check was made: its verdict stands, and the program is not run again
                result.remark(e.getKey(), earlier);
                continue;
            }
            List<int[]> runs = e.getValue();
            runs.sort(Comparator.comparingLong(x -> result.micros(x[0], x[1])));
            if (runs.isEmpty()) {
                result.remark(e.getKey(), "not checked: no run solved within " + (int) MAX_CHECK_SECONDS
                        + " s to repeat");
                continue;
            }
            String remark = null;
            Set<String> counted = new HashSet<>();
            for (int i = 0; i < runs.size() && remark == null && counted.size() < MAX_COUNTED; i++) {
                Plan.Cell cell = plan.cells().get(runs.get(i)[0]);
                int r = runs.get(i)[1];
                // whether a same answer shows anything: the program printed counts, or the puzzle has many answers
                boolean counts = result.evaluations(cell.index(), r) != RunResult.UNKNOWN
                        || result.generations(cell.index(), r) != RunResult.UNKNOWN;
                boolean telling = counts || counted.add(cell.puzzle().id()) && severalSolutions(cell.puzzle());
                if (i > 0 && !telling) {
                    continue;
                }
                long seed = result.seed(cell.index(), r);
                RunResult a = untimed(cell.algorithm().run(cell.puzzle(), cell.parameters(), seed,
                        plan.spec().budget()));
                RunResult b = untimed(cell.algorithm().run(cell.puzzle(), cell.parameters(), seed,
                        plan.spec().budget()));
                if (a.stopReason() == StopReason.INTERRUPTED || b.stopReason() == StopReason.INTERRUPTED) {
                    result.remark(e.getKey(), "");
                    return;
                }
                String run = "run " + r + " on " + cell.puzzle().id() + ", made twice with its seed, ";
                if (!a.equals(b)) {
                    remark = "seed not honoured: " + run + "differed (" + difference(a, b)
                            + "): its runs cannot be reproduced";
                    listener.warning(plan.spec().name() + ": variant '" + e.getKey() + "': " + remark);
                } else if (telling) {
                    remark = "honoured: " + run + (counts ? "gave the same answer and counts"
                            : "gave the same answer to a puzzle with at least " + SEVERAL + " solutions");
                }
            }
            result.remark(e.getKey(), remark != null ? remark : "not decided: the program prints no counts, and"
                    + " none of the first " + MAX_COUNTED + " puzzles of its solved runs, quickest first, has "
                    + SEVERAL + " solutions that the exact solver could count within its bound, so a second run"
                    + " giving the same answer shows nothing");
        }
    }

    /**
     * Whether the exact solver finds {@value #SEVERAL} solutions within its bound (a puzzle it cannot decide:
     * no): so many that a program drawing its answer at random would seldom give one twice.
     */
    private static boolean severalSolutions(Puzzle puzzle) {
        return new ExactSolver(puzzle.geometry()).countSolutions(puzzle, SEVERAL, COUNT_NODES, COUNT_SECONDS)
                .map(ExactSolver.SolutionCount::atLimit).orElse(false);
    }

    static final int SEVERAL = 20;
    private static final long COUNT_NODES = 200_000;
    private static final double COUNT_SECONDS = 1;

    /** A result without its CPU time, which differs between two runs of the same seed as their wall times do. */
    static RunResult untimed(RunResult r) {
        if (!r.counters().containsKey(RunResult.CPU_MICROS)) {
            return r;
        }
        Map<String, Long> counters = new java.util.TreeMap<>(r.counters());
        counters.remove(RunResult.CPU_MICROS);
        return new RunResult(r.solved(), r.generations(), r.evaluations(), r.bestFitness(), r.bestGrid(), r.trace(),
                r.stopReason(), counters, r.note());
    }

    private static String difference(RunResult a, RunResult b) {
        if (a.solved() != b.solved()) {
            return "solved " + a.solved() + ", " + b.solved();
        }
        if (a.evaluations() != b.evaluations() || a.generations() != b.generations()) {
            return "evaluations " + a.evaluations() + ", " + b.evaluations() + "; generations " + a.generations()
                    + ", " + b.generations();
        }
        return java.util.Arrays.equals(a.bestGrid(), b.bestGrid()) ? "notes or values" : "two different grids";
    }
}
