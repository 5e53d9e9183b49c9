package io.galab.tune;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Hashes;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.Globs;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.TuneSpec;
import io.galab.puzzle.Puzzle;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tuning's instances, resolved as an experiment's puzzles are (the same sources, confinement and
 * checks), with the source of each and a fingerprint of the code, puzzles and run budget for the
 * journal. Training and test instances must not overlap: the same puzzle, by its givens, under any
 * name, is refused at the spec's {@code test} line.
 *
 * @param training    the training instances
 * @param test        the test instances
 * @param sourceOf    each instance's puzzle source, by id
 * @param fingerprint what a journal of these runs was made under
 */
record TuneInstances(List<Puzzle> training, List<Puzzle> test, Map<String, Spec.PuzzleSource> sourceOf,
        String fingerprint) {

    static TuneInstances resolve(TuneSpec spec, Algorithms algorithms, Plan.Options options) {
        Map<String, Spec.PuzzleSource> sourceOf = new HashMap<>();
        Plan trainingPlan = plan(spec, algorithms, spec.training(), options, sourceOf);
        Plan testPlan = plan(spec, algorithms, spec.test(), options, sourceOf);
        Map<String, String> trainingGivens = new HashMap<>();
        for (Puzzle p : trainingPlan.puzzles()) {
            trainingGivens.put(p.kind() + Arrays.toString(p.givens()), p.id());
        }
        for (Puzzle p : testPlan.puzzles()) {
            String same = trainingGivens.get(p.kind() + Arrays.toString(p.givens()));
            if (same != null) {
                Spec.Location at = spec.at().get("test");
                throw new SpecException(at.file(), at.line(), at.column(), "test instance " + p.id()
                        + " is also a training instance (" + same + "); training and test must not overlap");
            }
        }
        return new TuneInstances(trainingPlan.puzzles(), testPlan.puzzles(), sourceOf,
                fingerprint(trainingPlan, testPlan));
    }

    private static Plan plan(TuneSpec spec, Algorithms algorithms, List<Spec.PuzzleSource> sources,
            Plan.Options options,
            Map<String, Spec.PuzzleSource> sourceOf) {
        Spec s = new Spec(spec.file(), spec.name(), spec.title(), "", spec.seed(), 1, 1, spec.runBudget(), sources,
                List.of(new Spec.Variant("defaults", spec.algorithm(), spec.params(),
                        List.of(algorithms.get(spec.algorithm()).parameters(spec.params())), List.of(), null)),
                Map.of(),
                List.of(), List.of(), Spec.DEFAULT_CHECK_SECONDS);
        Map<String, String> names = new HashMap<>();
        Plan plan = Plan.of(s, algorithms, options);
        for (Puzzle p : plan.puzzles()) {
            for (Spec.PuzzleSource source : sources) {
                if (Globs.matchesAny(source.ids(), p.id()) && !names.containsKey(p.id())) {
                    names.put(p.id(), source.set());
                    sourceOf.put(p.id(), source);
                }
            }
        }
        return plan;
    }

    private static String fingerprint(Plan training, Plan test) {
        return Hashes.hex16(training.fingerprint() + "|" + test.fingerprint());
    }
}
