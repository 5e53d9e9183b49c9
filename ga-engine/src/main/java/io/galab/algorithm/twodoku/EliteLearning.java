package io.galab.algorithm.twodoku;

import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Ranking;
import java.util.SplittableRandom;

/**
 * Elite population learning (Twodoku report, "Elite Population Learning", Eq. 3, after Wang et al.).
 *
 * <p>The elite is a queue of the best individuals seen so far, at most {@code eliteSize}, kept sorted
 * by fitness: each generation, an individual better than the worst elite member takes its place.
 * Then each of the {@code eliteSize} worst individuals of the population is replaced by a random elite
 * member x_random with probability P_b = (f_worst − f(x_random)) / f_worst, where f_worst is that
 * individual's own fitness; otherwise it is re-initialised like the initial population.
 *
 * <p>The report's reference code writes these replacements into a temporary list that it then drops,
 * and "sorts" the elite without keeping the result; here the replacements really go into the
 * population, and the elite really is sorted. {@link #learn} returns how many individuals it changed.
 */
public final class EliteLearning {

    private final int eliteSize;
    private final int[][] elite;
    private final double[] eliteFitness;
    private int size;
    private final Ranking ranking = new Ranking();
    private final int[] order;
    private long replacements;
    private long reinitialisations;

    public EliteLearning(int eliteSize, int cellCount, int populationSize) {
        this.eliteSize = eliteSize;
        this.elite = new int[eliteSize][cellCount];
        this.eliteFitness = new double[eliteSize];
        this.order = new int[populationSize];
    }

    /** Puts every individual better than the worst elite member into the elite queue. */
    public void update(int[][] population, double[] fitness, int count) {
        for (int i = 0; i < count; i++) {
            double f = fitness[i];
            if (size < eliteSize) {
                insert(population[i], f, size++);
            } else if (f < eliteFitness[size - 1]) {
                insert(population[i], f, size - 1);
            }
        }
    }

    /** Inserts into the sorted queue, overwriting slot {@code free} (the end, or the worst member). */
    private void insert(int[] individual, double f, int free) {
        int[] buffer = elite[free];
        int pos = free;
        while (pos > 0 && eliteFitness[pos - 1] > f) {
            elite[pos] = elite[pos - 1];
            eliteFitness[pos] = eliteFitness[pos - 1];
            pos--;
        }
        elite[pos] = buffer;
        eliteFitness[pos] = f;
        System.arraycopy(individual, 0, buffer, 0, individual.length);
    }

    /**
     * Replaces or re-initialises each of the {@code eliteSize} worst individuals (Eq. 3); returns the
     * number of individuals changed. Fitness values of the changed individuals are updated: an elite
     * copy takes the member's fitness, a re-initialised one is given {@code Double.NaN} for the caller
     * to evaluate.
     */
    public int learn(int[][] population, double[] fitness, int count, BoxPermutation boxes,
            SplittableRandom random) {
        if (size == 0) {
            return 0;
        }
        ranking.descending(fitness, order, count);
        int worst = Math.min(eliteSize, count);
        for (int k = 0; k < worst; k++) {
            int i = order[k];
            int pick = random.nextInt(size);
            double fWorst = fitness[i];
            double pb = fWorst > 0 ? (fWorst - eliteFitness[pick]) / fWorst : 0;
            if (random.nextDouble() < pb) {
                System.arraycopy(elite[pick], 0, population[i], 0, population[i].length);
                fitness[i] = eliteFitness[pick];
                replacements++;
            } else {
                boxes.fill(population[i], random);
                fitness[i] = Double.NaN;
                reinitialisations++;
            }
        }
        return worst;
    }

    public int size() {
        return size;
    }

    /** The index of the k-th individual the last {@link #learn} changed, k below the number it returned. */
    public int changed(int k) {
        return order[k];
    }

    /** Fitness of elite member i (0 = best). */
    public double eliteFitness(int i) {
        return eliteFitness[i];
    }

    public long replacements() {
        return replacements;
    }

    public long reinitialisations() {
        return reinitialisations;
    }
}
