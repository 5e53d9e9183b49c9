package io.galab.tune;

import io.galab.experiment.spec.TuneSpec;

/**
 * irace's schedule for d tuned parameters (docs/tuning.md, "The algorithm"): N_iter = ⌊2 + log₂ d⌋
 * planned iterations, as many survivors kept by a race, the share of the budget left that iteration j
 * may spend, the fewest runs one race needs, and how progress names an iteration.
 *
 * @param rounds ⌊2 + log₂ d⌋: the planned iterations, and the survivors a race keeps
 */
record RaceSchedule(int rounds) {

    /** The schedule of a tune spec's space (a space declares at least one parameter: the loaders refuse none). */
    static RaceSchedule of(TuneSpec spec) {
        int d = Math.max(1, spec.space().parameters().size());
        return new RaceSchedule((int) Math.floor(2 + Math.log(d) / Math.log(2)));
    }

    /** The fewest runs one race needs: N_iter (μ + T_each)(N_min + 1). */
    long minimumBudget(TuneSpec.Race race) {
        return (long) rounds * (race.firstTest() + race.eachTest()) * (rounds + 1);
    }

    /** irace's split of the budget {@code left} over the planned iterations; iteration j past them gets it all. */
    long budget(long left, int j) {
        return left / Math.max(1, rounds - j + 1);
    }

    /** The runs one configuration of iteration j's race is planned to take: μ + T_each·min(5, j). */
    static int perConfiguration(TuneSpec.Race race, int j) {
        return race.firstTest() + race.eachTest() * Math.min(5, j);
    }

    /** The configurations iteration j's share of the budget pays for. */
    static int raceSize(long budget, TuneSpec.Race race, int j) {
        return (int) (budget / perConfiguration(race, j));
    }

    /**
     * Why racing stops before iteration j, or null when it goes on: irace's rule, a race needs more than
     * N_min configurations and at least one new one beside the {@code elites} kept. The reason is "" when the
     * budget is spent, else a sentence with the runs left, for the report.
     */
    String stop(long left, long max, int j, long budget, TuneSpec.Race race, int elites) {
        int size = raceSize(budget, race, j);
        if (size > rounds && size > elites) {
            return null;
        }
        return left == 0 ? "" : "racing stopped with " + left + " of its " + max + " runs left: iteration " + j
                + "'s share, " + budget + " runs at " + perConfiguration(race, j) + " runs a configuration, pays"
                + " for " + size + " configurations, and a race needs more than " + Math.max(rounds, elites)
                + " (the " + elites + " elites kept and at least one new one; irace's rule, docs/tuning.md)";
    }

    /**
     * How progress names an iteration: "iteration 2 of 3 planned" within N_iter, and "iteration 5 (3
     * planned; more while the budget lasts)" beyond them, so the numbers agree with the count the result
     * reports (docs/tuning.md, "Progress").
     */
    String label(int iteration) {
        return iteration <= rounds ? "iteration " + iteration + " of " + rounds + " planned"
                : "iteration " + iteration + " (" + rounds + " planned; more while the budget lasts)";
    }
}
