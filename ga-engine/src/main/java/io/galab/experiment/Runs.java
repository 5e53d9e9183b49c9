package io.galab.experiment;

import io.galab.algorithm.RunResult;
import io.galab.algorithm.StopReason;
import io.galab.puzzle.ExactSolver;

/** Makes one run of a plan: the unit of work every executor performs. */
public final class Runs {

    private Runs() {
    }

    /**
     * Runs one description and returns its record, or null when the run was interrupted (it must then
     * not be journaled). A reported solution is checked by the exact solver.
     *
     * @throws IllegalStateException when an algorithm reports an invalid solution
     */
    public static RunRecord execute(Plan plan, ConvergenceGrid grid, RunDescription d) {
        Plan.Cell cell = plan.cells().get(d.cell());
        long t0 = System.nanoTime();
        RunResult r = cell.algorithm().run(cell.puzzle(), cell.parameters(), d.seed(), plan.spec().budget());
        long millis = (System.nanoTime() - t0) / 1_000_000;
        if (r.stopReason() == StopReason.INTERRUPTED) {
            return null;
        }
        if (r.solved() && !ExactSolver.isSolution(cell.puzzle(), r.bestGrid())) {
            throw new IllegalStateException(cell.algorithm().id() + " reported an invalid solution for "
                    + cell.puzzle().id() + " (seed " + d.seed() + ")");
        }
        return new RunRecord(d.cell(), d.run(), d.seed(), r.solved(), r.generations(), r.evaluations(),
                r.bestFitness(), millis, grid.sample(r.trace(), true), grid.sample(r.trace(), false));
    }
}
