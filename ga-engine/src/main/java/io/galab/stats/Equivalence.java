package io.galab.stats;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Whether two versions of an algorithm give the same distribution of results, cell by cell
 * (docs/experiments.md, "Draw order by version"): the rule a change that draws different random numbers
 * must pass.
 *
 * <ul>
 *   <li>Success rates: two one-sided tests (TOST) at 5% each, carried out as the 90% interval of the
 *       difference new − old (Newcombe's hybrid score interval, {@link Proportions#difference}) lying
 *       within ±margin (3 percentage points in the rule).</li>
 *   <li>Generations of the solved runs: Mann–Whitney U, two-sided ({@link PairedTests#mannWhitney}); no
 *       difference when p ≥ α (0.01 in the rule). Its power against a shift of the generations by a
 *       factor (1.1: 10%) is estimated by simulation: both samples are drawn with replacement from the
 *       two versions' pooled generations, one of them scaled by the factor, at the cell's sample sizes,
 *       and the share of the simulated tests that reject at α is the power (seeded, so reproducible).</li>
 * </ul>
 */
public final class Equivalence {

    private Equivalence() {
    }

    /**
     * The rule's numbers: the margin on the success rate, the Mann–Whitney level, the shift the power
     * is computed against, and the simulation's replicates and seed.
     */
    public record Rule(double margin, double alpha, double shift, int replicates, long seed) {

        /** ±3 percentage points, α = 0.01, power against a 10% shift from 400 replicates (docs/experiments.md). */
        public static final Rule STANDARD = new Rule(0.03, 0.01, 1.1, 400, 31);
    }

    /** One cell's verdict: the rate difference and its 90% interval, and the generations' test. */
    public record Cell(long oldSolved, long oldRuns, long newSolved, long newRuns, double difference, double low,
            double high, boolean ratesEquivalent, double mannWhitneyP, boolean generationsDiffer, double power) {

        /** Whether the cell passes both parts of the rule. */
        public boolean equivalent() {
            return ratesEquivalent && !generationsDiffer;
        }
    }

    /**
     * The verdict on one cell under a rule.
     *
     * @param oldGenerations the generations of the old version's solved runs
     * @param newGenerations the new version's
     */
    public static Cell compare(long oldSolved, long oldRuns, long newSolved, long newRuns, double[] oldGenerations,
            double[] newGenerations, Rule rule) {
        if (oldRuns == 0 || newRuns == 0) {
            throw new IllegalArgumentException("a cell needs runs in both versions");
        }
        double[] d = Proportions.difference(newSolved, newRuns, oldSolved, oldRuns, 0.90);
        boolean rates = d[1] > -rule.margin() && d[2] < rule.margin();
        double p = PairedTests.mannWhitney(oldGenerations, newGenerations).pValue();
        double power = power(oldGenerations, newGenerations, rule.alpha(), rule.shift(), rule.replicates(),
                rule.seed());
        return new Cell(oldSolved, oldRuns, newSolved, newRuns, d[0], d[1], d[2], rates, p, p < rule.alpha(), power);
    }

    /**
     * The Mann–Whitney test's power at level α against generations scaled by {@code shift}, at the two
     * samples' sizes, simulated from their pooled values; NaN when a sample is empty.
     */
    public static double power(double[] a, double[] b, double alpha, double shift, int replicates, long seed) {
        if (a.length == 0 || b.length == 0) {
            return Double.NaN;
        }
        double[] pooled = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, pooled, a.length, b.length);
        SplittableRandom random = new SplittableRandom(seed);
        double[] x = new double[a.length];
        double[] y = new double[b.length];
        int rejected = 0;
        for (int r = 0; r < replicates; r++) {
            for (int i = 0; i < x.length; i++) {
                x[i] = pooled[random.nextInt(pooled.length)];
            }
            for (int i = 0; i < y.length; i++) {
                y[i] = shift * pooled[random.nextInt(pooled.length)];
            }
            if (PairedTests.mannWhitney(x, y).pValue() < alpha) {
                rejected++;
            }
        }
        return (double) rejected / replicates;
    }
}
