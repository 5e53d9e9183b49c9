package io.galab.tune;

import io.galab.experiment.spec.TuneSpec;
import java.util.List;
import java.util.Map;

/**
 * What a tuning found (docs/tuning.md, "The report"), a pure function of the tune spec and its seed.
 *
 * @param spec          the tune spec
 * @param configurations every configuration sampled, in order
 * @param races         each iteration's race
 * @param elites        the final elites, best first, each re-run on every training block any of them saw
 * @param defaults      the algorithm's defaults (with the spec's fixed values) on the same blocks
 * @param blocks        the training blocks of the comparison
 * @param test          the final elites and the defaults on the test instances, fresh runs
 * @param experiments   racing runs spent (of the budget)
 * @param extra         runs beyond the racing budget: the elites' re-evaluation and the comparisons
 * @param warnings      journal warnings
 * @param stopped       why racing stopped before its budget was spent, or "" when it spent it
 * @param sampled       every configuration that raced, on the racing runs it made (its blocks), in id order
 */
public record TuneResult(TuneSpec spec, List<Configuration> configurations, List<Race> races, List<Scored> elites,
        Scored defaults, int blocks, List<Scored> test, long experiments, long extra, List<String> warnings,
        String stopped, List<Scored> sampled) {

    /** The level below which the one-sided test says the best configuration beat the defaults on test. */
    public static final double ALPHA = 0.05;

    /**
     * What the evidence supports, said first wherever the answer is given (docs/tuning.md, "The report").
     *
     * @param beatsDefaults whether the best configuration beat the defaults on the test runs (one-sided
     *                      Fisher p below {@link #ALPHA})
     * @param p             that one-sided p-value
     * @param headline      the sentence that leads the answer
     * @param blockLabel    what the {@code params:} block is: the best, or only the best on training
     */
    public record Advice(boolean beatsDefaults, double p, String headline, String blockLabel) {
    }

    /**
     * A sampled configuration.
     *
     * @param id        from 1, in sampling order; 0 is the algorithm's defaults
     * @param iteration the iteration it was sampled in
     * @param parent    the elite it was sampled near, or 0 (uniform, or the defaults)
     * @param values    the tuned parameters' values as text; inactive ones absent
     */
    public record Configuration(int id, int iteration, int parent, Map<String, String> values) {
    }

    /**
     * One iteration's race.
     *
     * @param iteration    from 1
     * @param budget       the runs it could spend
     * @param spent        the runs it spent
     * @param blocks       the blocks it ran through
     * @param entries      each configuration in it: how many blocks it saw, where it went out
     */
    public record Race(int iteration, long budget, long spent, int blocks, List<Entry> entries) {
    }

    /**
     * A configuration in a race.
     *
     * @param id          the configuration
     * @param elite       an elite carried in from an earlier iteration
     * @param blocks      the blocks of this race it ran
     * @param eliminatedAt the race's block count when a test eliminated it, or 0 if it survived
     * @param rank        its rank among the survivors (1 = best), or 0 if eliminated
     * @param kept        kept as an elite for the next iteration
     */
    public record Entry(int id, boolean elite, int blocks, int eliminatedAt, int rank, boolean kept) {
    }

    /**
     * A configuration's results on a set of runs.
     *
     * @param id        the configuration (0 = defaults)
     * @param values    its full tuned values (for the defaults: the defaults of the tuned parameters)
     * @param runs      runs
     * @param solved    runs solved
     * @param meanCost  mean PAR cost over the runs
     * @param medianEvaluations median evaluations of the solved runs (NaN if none)
     * @param outcomes  a hash of every run's outcome in order (solved, generations, evaluations; not its time):
     *                  two configurations with the same made identical runs ("" where not kept)
     */
    public record Scored(int id, Map<String, String> values, int runs, int solved, double meanCost,
            double medianEvaluations, String outcomes) {

        /** A score whose runs' outcomes are not kept. */
        public Scored(int id, Map<String, String> values, int runs, int solved, double meanCost,
                double medianEvaluations) {
            this(id, values, runs, solved, meanCost, medianEvaluations, "");
        }
    }
}
