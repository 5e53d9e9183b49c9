package io.galab.lab;

import io.galab.algorithm.external.ExternalSolver;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What galab checks of external solvers' runs once a spec's runs are made (docs/experiments.md,
 * "External solvers"): a command that failed on every run of a cell is the spec's error, and a solver
 * that does not honour its seed is marked in the report.
 */
final class ExternalChecks {

    private ExternalChecks() {
    }

    static void check(Plan plan, ExperimentResult result, ProgressListener listener) {
        failedEverywhere(plan, result);
        seeds(plan, result, listener);
    }

    /** A cell whose every run failed: exit 2, naming the command and the variant's place in the spec. */
    static void failedEverywhere(Plan plan, ExperimentResult result) {
        for (Plan.Cell cell : plan.cells()) {
            int runs = 0;
            int failed = 0;
            for (int r = 0; r < plan.runs(); r++) {
                if (result.has(cell.index(), r)) {
                    runs++;
                    failed += result.note(cell.index(), r).startsWith(ExternalSolver.FAILED) ? 1 : 0;
                }
            }
            if (runs > 0 && failed == runs && cell.algorithm().externalProgram()) {
                Spec.Location at = cell.variant().at();
                throw new SpecException(at.file(), at.line(), at.column(), "variant '" + cell.variant().name()
                        + "': the command " + cell.parameters().getList("command") + " failed on every run of puzzle "
                        + cell.puzzle().id() + " (" + runs + " runs): " + result.note(cell.index(), 0)
                        .replace('\n', ' ').replace("  ", " ") + ". Its runs are kept in the journal");
            }
        }
    }

    /** The longest solved run the seed check repeats: it costs two runs of that length. */
    static final double MAX_CHECK_SECONDS = 10;

    /**
     * Makes the quickest solved run of each external variant twice more with its seed: when the two
     * differ in anything but time (the answer grid, the counts, the note), the program does not honour
     * its seed and its runs cannot be reproduced. A variant without a solved run of at most
     * {@value #MAX_CHECK_SECONDS} s is not checked, and the page says so.
     */
    static void seeds(Plan plan, ExperimentResult result, ProgressListener listener) {
        Map<String, int[]> quickest = new LinkedHashMap<>();
        for (Plan.Cell cell : plan.cells()) {
            if (!cell.algorithm().externalProgram()) {
                continue;
            }
            int[] best = quickest.computeIfAbsent(cell.variant().name(), v -> new int[] {-1, -1});
            for (int r = 0; r < result.runs(cell.index()); r++) {
                if (result.has(cell.index(), r) && result.solved(cell.index(), r) && (best[0] < 0
                        || result.micros(cell.index(), r) < result.micros(best[0], best[1]))) {
                    best[0] = cell.index();
                    best[1] = r;
                }
            }
        }
        for (Map.Entry<String, int[]> e : quickest.entrySet()) {
            int[] best = e.getValue();
            if (best[0] < 0 || result.micros(best[0], best[1]) > MAX_CHECK_SECONDS * 1e6) {
                result.remark(e.getKey(), "not checked: no run solved within " + (int) MAX_CHECK_SECONDS
                        + " s to repeat");
                continue;
            }
            Plan.Cell cell = plan.cells().get(best[0]);
            long seed = result.seed(best[0], best[1]);
            RunResult a = cell.algorithm().run(cell.puzzle(), cell.parameters(), seed, plan.spec().budget());
            RunResult b = cell.algorithm().run(cell.puzzle(), cell.parameters(), seed, plan.spec().budget());
            if (a.stopReason() == StopReason.INTERRUPTED || b.stopReason() == StopReason.INTERRUPTED) {
                return;
            }
            String run = "run " + best[1] + " on " + cell.puzzle().id();
            if (!a.equals(b)) {
                String remark = "seed not honoured: " + run + ", made twice with its seed, differed ("
                        + difference(a, b) + "): its runs cannot be reproduced";
                result.remark(e.getKey(), remark);
                listener.warning(plan.spec().name() + ": variant '" + e.getKey() + "': " + remark);
            } else {
                result.remark(e.getKey(), "honoured: " + run + ", made twice with its seed, gave the same answer");
            }
        }
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
