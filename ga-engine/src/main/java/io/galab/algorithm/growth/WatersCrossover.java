package io.galab.algorithm.growth;

import io.galab.algorithm.PaperCrossover;
import io.galab.algorithm.Representation;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * {@code segment-crossover}, growth-ga's default crossover as a registered operator (docs/extending.md,
 * "Operators"): Waters' {@link SegmentCrossover}, alternate segments of a random type on a 2D grid (III.B.1.c)
 * and the fitness-based choice on a SudoKube (III.E.3.b). Whole segments are copied, so any grid stays a grid,
 * but a row or column segment breaks box permutations.
 */
public final class WatersCrossover extends PaperCrossover {

    public static final String ID = "segment-crossover";

    public WatersCrossover() {
        super(ID, Representation.GRID, Representation.GRID, "Waters (2008) III.B.1.c and III.E.3.b: alternate rows,"
                + " columns or boxes of the two parents (2D); on a SudoKube, each segment from the parent whose segment"
                + " scores better");
    }

    @Override
    public Crossover crossover(Puzzle puzzle) {
        Instance instance = new Instance(puzzle);
        int[] weights = WatersFitness.weights(instance);
        SegmentCrossover segments = new SegmentCrossover(instance,
                new UnitFitness(instance, UnitFitness.Measure.SURPLUS, weights), weights);
        boolean cube = WatersFitness.cube(puzzle.geometry());
        return new Crossover() {
            @Override
            public void cross(int[] parent1, int[] parent2, int[] child, SplittableRandom random) {
                if (cube) {
                    segments.fitnessBased(parent1, parent2, child, random);
                } else {
                    segments.alternate(parent1, parent2, child, random);
                }
            }

            @Override
            public long unitReads() {
                return segments.unitReads();
            }
        };
    }
}
