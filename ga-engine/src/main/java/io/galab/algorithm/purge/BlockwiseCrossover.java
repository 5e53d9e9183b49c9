package io.galab.algorithm.purge;

import io.galab.algorithm.CrossoverOperator;
import io.galab.algorithm.common.Instance;
import java.util.SplittableRandom;

/**
 * Block-by-block uniform crossover (Gerges et al., Section 3.1.5): each box of the child comes from
 * one parent chosen at random. Boxes stay permutations. On a SudoKube, where boxes at an edge share
 * cells, a shared cell keeps the value of the box copied last.
 */
public final class BlockwiseCrossover implements CrossoverOperator.Crossover {

    private final Instance instance;

    public BlockwiseCrossover(Instance instance) {
        this.instance = instance;
    }

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child, SplittableRandom random) {
        for (int u : instance.boxUnits) {
            int[] from = random.nextBoolean() ? parent1 : parent2;
            for (int c : instance.unitCells[u]) {
                child[c] = from[c];
            }
        }
    }
}
