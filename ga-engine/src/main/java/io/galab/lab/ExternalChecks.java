package io.galab.lab;

import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.RunMaker;
import io.galab.experiment.RunRecord;
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
     * Runs the first run of each external variant's first cell again, with the same seed: when the two
     * differ in anything but time, the solver does not honour its seed and its runs cannot be reproduced.
     */
    static void seeds(Plan plan, ExperimentResult result, ProgressListener listener) {
        ConvergenceGrid grid = ConvergenceGrid.of(plan.spec().budget());
        Set<String> done = new HashSet<>();
        for (Plan.Cell cell : plan.cells()) {
            if (!external(cell) || !result.has(cell.index(), 0) || !done.add(cell.variant().name())) {
                continue;
            }
            long seed = result.seed(cell.index(), 0);
            RunRecord again = RunMaker.execute(plan, grid, new PlannedRun(cell.index(), 0, seed));
            if (again == null) {
                return; // interrupted
            }
            int c = cell.index();
            if (again.solved() != result.solved(c, 0) || again.generations() != result.generations(c, 0)
                    || again.evaluations() != result.evaluations(c, 0)
                    || Double.compare(again.bestFitness(), result.bestFitness(c, 0)) != 0
                    || !again.note().equals(result.note(c, 0))) {
                String remark = "seed not honoured: run 0 on " + cell.puzzle().id() + ", made twice with its seed,"
                        + " differed (solved " + result.solved(c, 0) + ", " + again.solved() + "; evaluations "
                        + result.evaluations(c, 0) + ", " + again.evaluations() + "): its runs cannot be reproduced";
                result.remark(cell.variant().name(), remark);
                listener.warning(plan.spec().name() + ": variant '" + cell.variant().name() + "': " + remark);
            } else {
                result.remark(cell.variant().name(), "honoured: run 0 on " + cell.puzzle().id()
                        + ", made twice with its seed, gave the same result");
            }
        }
    }
}
