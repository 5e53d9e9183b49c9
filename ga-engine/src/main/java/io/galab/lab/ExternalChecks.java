package io.galab.lab;

import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import java.util.HashSet;
import java.util.Set;

/**
 * What galab checks of external solvers' runs once a spec's runs are made (docs/experiments.md,
 * "External solvers"): a command that failed on every run of a cell is the spec's error, and a solver
 * that does not honour its seed is marked in the report.
 */
final class ExternalChecks {

    /** The first words of a failed run's note. */
    static final String FAILED = "failed";

    private ExternalChecks() {
    }

    static void check(Plan plan, ExperimentResult result, ProgressListener listener) {
        failedEverywhere(plan, result);
        seeds(plan, result, listener);
    }

    private static boolean external(Plan.Cell cell) {
        return cell.algorithm().setupParameters().contains("command");
    }

    /** A cell whose every run failed: exit 2, naming the command and the variant's place in the spec. */
    static void failedEverywhere(Plan plan, ExperimentResult result) {
        for (Plan.Cell cell : plan.cells()) {
            int runs = 0;
            int failed = 0;
            for (int r = 0; r < plan.runs(); r++) {
                if (result.has(cell.index(), r)) {
                    runs++;
                    failed += result.note(cell.index(), r).startsWith(FAILED) ? 1 : 0;
                }
            }
            if (runs > 0 && failed == runs && external(cell)) {
                Spec.Location at = cell.variant().at();
                throw new SpecException(at.file(), at.line(), at.column(), "variant '" + cell.variant().name()
                        + "': the command " + cell.parameters().getList("command") + " failed on every run of puzzle "
                        + cell.puzzle().id() + " (" + runs + " runs): " + result.note(cell.index(), 0)
                        .replace('\n', ' ').replace("  ", " ") + ". Its runs are kept in the journal");
            }
        }
    }

    /**
     * Makes the first run of each external variant's first cell twice more with its seed: when the two
     * differ in anything but time (the answer grid, the counts, the note), the program does not honour
     * its seed and its runs cannot be reproduced.
     */
    static void seeds(Plan plan, ExperimentResult result, ProgressListener listener) {
        Set<String> done = new HashSet<>();
        for (Plan.Cell cell : plan.cells()) {
            if (!external(cell) || !result.has(cell.index(), 0) || !done.add(cell.variant().name())) {
                continue;
            }
            long seed = result.seed(cell.index(), 0);
            RunResult a = cell.algorithm().run(cell.puzzle(), cell.parameters(), seed, plan.spec().budget());
            RunResult b = cell.algorithm().run(cell.puzzle(), cell.parameters(), seed, plan.spec().budget());
            if (a.stopReason() == StopReason.INTERRUPTED || b.stopReason() == StopReason.INTERRUPTED) {
                return;
            }
            if (!a.equals(b)) {
                String remark = "seed not honoured: run 0 on " + cell.puzzle().id() + ", made twice with its seed,"
                        + " differed (" + difference(a, b) + "): its runs cannot be reproduced";
                result.remark(cell.variant().name(), remark);
                listener.warning(plan.spec().name() + ": variant '" + cell.variant().name() + "': " + remark);
            } else {
                result.remark(cell.variant().name(), "honoured: run 0 on " + cell.puzzle().id()
                        + ", made twice with its seed, gave the same answer");
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
