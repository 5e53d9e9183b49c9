package io.galab.algorithm.common;

import java.util.Arrays;

/**
 * The merge-and-recycle step of a (μ + λ) generation: parents and children stand in one merged array,
 * a selection has picked the indices to keep, and the survivors become the new population while every
 * grid not kept is handed back as a buffer for the next generation's children. No grid is copied and
 * nothing is allocated per generation.
 */
public final class Survivors {

    private final boolean[] kept;

    /** For merged populations of up to {@code mergedSize} members. */
    public Survivors(int mergedSize) {
        this.kept = new boolean[mergedSize];
    }

    /**
     * Sets {@code population[i] = merged[keep[i]]} and {@code fitness[i] = mergedFitness[keep[i]]} for
     * {@code i < keep.length}, and writes the grids not kept, in merge order, into {@code spare}.
     */
    public void keep(int[][] merged, double[] mergedFitness, int[] keep, int[][] population, double[] fitness,
            int[][] spare) {
        for (int i = 0; i < keep.length; i++) {
            fitness[i] = mergedFitness[keep[i]];
        }
        arrange(merged, keep, population, spare);
    }

    /**
     * The same step for anything kept beside each member (a grid, or what an algorithm tracks of it):
     * {@code population[i] = merged[keep[i]]}, and the ones not kept, in merge order, into {@code spare}.
     */
    public <T> void arrange(T[] merged, int[] keep, T[] population, T[] spare) {
        int total = keep.length + spare.length;
        Arrays.fill(kept, 0, total, false);
        for (int i = 0; i < keep.length; i++) {
            population[i] = merged[keep[i]];
            kept[keep[i]] = true;
        }
        int s = 0;
        for (int j = 0; j < total; j++) {
            if (!kept[j]) {
                spare[s++] = merged[j];
            }
        }
    }
}
