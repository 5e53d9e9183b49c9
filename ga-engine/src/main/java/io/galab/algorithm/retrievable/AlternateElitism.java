package io.galab.algorithm.retrievable;

import io.galab.algorithm.common.Ranking;

/**
 * Alternate elitism (Das et al., Section 3): the population before crossover and the population after
 * mutation (10N each) are combined, arranged by fitness, and alternate individuals are kept, back to
 * 10N — "an approach in between" complete and partial elitism.
 *
 * <p>Two readings are offered (see {@code docs/algorithms.md}, where both are measured):
 * <ul>
 *   <li>{@link Mode#ALTERNATE_SOURCES} (the default): individuals are taken alternately from the two
 *       populations, each sorted best first — best before, best after, second before, second after, …
 *       — so the best half of each survives. Half the survivors are always new, which is "in between"
 *       keeping all parents and keeping none, and it reproduces the success rates and generation counts
 *       of the paper's Table 1.</li>
 *   <li>{@link Mode#EVERY_SECOND}: the merged population is sorted best first and every second one is
 *       kept (ranks 1, 3, 5, …). This literal reading keeps a thinned copy of the whole fitness range;
 *       measured, it solves the paper's Easy puzzle far less often than Table 1 reports.</li>
 * </ul>
 * Ties keep merge order: the population before crossover first.
 */
public final class AlternateElitism {

    /** Which reading of "alternate individuals are then selected" to apply. */
    public enum Mode { ALTERNATE_SOURCES, EVERY_SECOND }

    private final Ranking ranking = new Ranking();
    private final Mode mode;
    private final int[] order;
    private final int[] before;
    private final int[] after;
    private final double[] half;

    public AlternateElitism(int mergedSize, Mode mode) {
        this.mode = mode;
        this.order = new int[mergedSize];
        this.before = new int[mergedSize / 2];
        this.after = new int[mergedSize / 2];
        this.half = new double[mergedSize / 2];
    }

    /**
     * Given the fitness (higher is better) of {@code merged} individuals — the population before
     * crossover in {@code [0, merged/2)}, after mutation in {@code [merged/2, merged)} — writes the
     * indices of the {@code merged/2} survivors into {@code kept}, best first.
     */
    public void select(double[] mergedFitness, int merged, int[] kept) {
        int size = merged / 2;
        if (mode == Mode.EVERY_SECOND) {
            ranking.descending(mergedFitness, order, merged);
            for (int i = 0; i < size; i++) {
                kept[i] = order[2 * i];
            }
            return;
        }
        System.arraycopy(mergedFitness, 0, half, 0, size);
        ranking.descending(half, before, size);
        System.arraycopy(mergedFitness, size, half, 0, size);
        ranking.descending(half, after, size);
        for (int i = 0; i < size; i++) {
            kept[i] = i % 2 == 0 ? before[i / 2] : size + after[i / 2];
        }
        // best first: the two sorted halves interleave into a nearly sorted list; finish the order
        for (int i = 1; i < size; i++) {
            int k = kept[i];
            int j = i - 1;
            while (j >= 0 && mergedFitness[kept[j]] < mergedFitness[k]) {
                kept[j + 1] = kept[j];
                j--;
            }
            kept[j + 1] = k;
        }
    }
}
