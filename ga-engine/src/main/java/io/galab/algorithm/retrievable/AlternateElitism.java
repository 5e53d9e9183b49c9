package io.galab.algorithm.retrievable;

import io.galab.algorithm.common.Ranking;

/**
 * Alternate elitism (Das et al., Section 3): the population before crossover and the population after
 * mutation are merged (2·10N individuals), sorted by fitness from best to worst, and every second one
 * is kept (ranks 1, 3, 5, … counting from 1), back to 10N. Ties keep merge order: the population before
 * crossover first.
 */
public final class AlternateElitism {

    private final Ranking ranking = new Ranking();
    private final int[] order;
    private final boolean alternate;

    /**
     * @param mergedSize the merged population size, 2·10N
     * @param alternate  true for the paper's alternate elitism; false keeps the best half ("complete
     *                   elitism", which the paper tried and rejected), offered for comparison
     */
    public AlternateElitism(int mergedSize, boolean alternate) {
        this.order = new int[mergedSize];
        this.alternate = alternate;
    }

    /**
     * Given the merged fitness (higher is better) of {@code merged} individuals, writes into
     * {@code kept} the indices of those kept: positions 0, 2, 4, … of the sorted order.
     */
    public void select(double[] mergedFitness, int merged, int[] kept) {
        ranking.descending(mergedFitness, order, merged);
        for (int i = 0; i < merged / 2; i++) {
            kept[i] = order[alternate ? 2 * i : i];
        }
    }
}
