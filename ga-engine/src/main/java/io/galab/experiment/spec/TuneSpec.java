package io.galab.experiment.spec;

import io.galab.algorithm.Budget;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One tuning as declared in a YAML tune spec (docs/tuning.md, "The tune spec"), checked and immutable.
 * {@link TuneSpecLoader} reads it; {@code io.galab.tune} races it.
 *
 * @param file           the tune spec file
 * @param name           names the report folder; {@code [a-z0-9][a-z0-9-]*}
 * @param title          a readable title, or ""
 * @param algorithm      the algorithm tuned
 * @param params         fixed parameter values, canonical names (not tuned)
 * @param space          the parameter space
 * @param training       the training instances
 * @param test           the test instances (none may be a training instance)
 * @param maxExperiments the tuning budget: runs on training instances, in all
 * @param runBudget      the budget of each run
 * @param par            the objective's penalty factor: an unsolved run costs par × the run's evaluation
 *                       budget (PAR-10 for 10)
 * @param race           the racing settings
 * @param testRuns       fresh runs per test instance for each final elite and the defaults
 * @param seed           the master seed
 * @param at             where the budget, training and test are declared, for later checks
 */
public record TuneSpec(Path file, String name, String title, String algorithm, Map<String, Object> params,
        ParameterSpace space, List<Spec.PuzzleSource> training, List<Spec.PuzzleSource> test, long maxExperiments,
        Budget runBudget, int par, Race race, int testRuns, long seed, Map<String, Spec.Location> at) {

    public TuneSpec {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        training = List.copyOf(training);
        test = List.copyOf(test);
        at = Map.copyOf(at);
    }

    /** The elimination test of a race. */
    public enum Test {
        /** Friedman's test, then Conover's post-hoc comparisons with the best (irace's F-race). */
        FRIEDMAN,
        /** Paired t-tests of each configuration against the best, Holm-corrected (irace's t-test with Holm). */
        T_HOLM;

        public String key() {
            return this == FRIEDMAN ? "friedman" : "t-holm";
        }
    }

    /**
     * How races run (irace's names): elimination tests start after {@code firstTest} blocks and follow
     * every {@code eachTest} blocks, at {@code confidence}.
     */
    public record Race(int firstTest, int eachTest, double confidence, Test test) {
        public static Race defaults() {
            return new Race(5, 1, 0.95, Test.FRIEDMAN);
        }
    }
}
