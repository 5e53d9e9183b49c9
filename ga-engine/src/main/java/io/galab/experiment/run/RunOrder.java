package io.galab.experiment.run;

import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.Seeds;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The order in which a batch's runs are made (docs/experiments.md, "Running, resuming and progress"): puzzle by
 * puzzle, and within a puzzle the runs of all its cells (every variant and sweep point) in a seeded shuffle, not cell
 * after cell, so that the machine's drift and a busy minute fall on every variant of a puzzle alike, never on
 * whichever variant runs first. A run is a pure function of its seed, so the order changes no result.
 */
final class RunOrder {

    private RunOrder() {
    }

    /** The runs of {@code batch} interleaved: puzzles in the plan's order, each puzzle's runs shuffled by the seed. */
    static List<PlannedRun> interleaved(Plan plan, List<PlannedRun> batch) {
        Map<String, List<PlannedRun>> byPuzzle = new LinkedHashMap<>();
        for (PlannedRun r : batch) {
            byPuzzle.computeIfAbsent(plan.cells().get(r.cell()).puzzle().id(), k -> new ArrayList<>()).add(r);
        }
        List<PlannedRun> out = new ArrayList<>(batch.size());
        for (Map.Entry<String, List<PlannedRun>> e : byPuzzle.entrySet()) {
            List<PlannedRun> runs = e.getValue();
            // a fixed order of the batch's runs first, then the puzzle's own seeded shuffle
            runs.sort((a, b) -> a.cell() != b.cell() ? Integer.compare(a.cell(), b.cell())
                    : Integer.compare(a.run(), b.run()));
            Collections.shuffle(runs, new Random(Seeds.runSeed(plan.spec().seed(), "order:" + e.getKey(),
                    runs.get(0).run())));
            out.addAll(runs);
        }
        return out;
    }
}
