package com.example;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.RunState;
import io.galab.algorithm.common.UnitFitness;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;

/**
 * Your own variant: a hill climber that keeps every box a permutation, accepts box swaps that do not
 * make the grid worse, and restarts after {@code patience} generations without progress.
 *
 * <p>It is written on galab's run skeleton ({@link RunState}): the skeleton runs the loop, checks the
 * budget and builds the result; this class says only how to start, how to make one generation and
 * what to record. It uses galab's public API only ({@code io.galab.algorithm},
 * {@code io.galab.algorithm.common}, {@code io.galab.puzzle}). It is registered in
 * {@code src/main/resources/META-INF/services/io.galab.algorithm.Algorithm}, and specs use it by its
 * id, {@code box-climber}. One generation is one proposed swap.
 */
public final class SteepestBoxSwap extends ObservedAlgorithm {

    public SteepestBoxSwap() {
        super("box-climber", "galab sample project", Budget.generations(20_000), Climb::new);
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.ofInt("patience", 500, 1, 1_000_000,
                "generations without improvement before a restart"));
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    /** One run: a grid whose boxes are permutations, and its penalty (duplicates in rows and columns). */
    private static final class Climb extends RunState {
        private final BoxPermutation boxes;
        private final UnitFitness fitness;
        private final int patience;
        private final int[] grid;
        private int penalty;
        private int sinceImprovement;
        private long restarts;

        Climb(Puzzle puzzle, Parameters parameters, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            boxes = new BoxPermutation(instance);
            fitness = UnitFitness.permutationLines(instance, UnitFitness.Measure.SURPLUS);
            patience = parameters.getInt("patience");
            grid = new int[instance.cellCount];
        }

        @Override
        protected void initialise() {
            boxes.fill(grid, random);
            penalty = fitness.evaluate(grid);
            control.countEvaluations(1);
        }

        @Override
        protected void iterate() {
            long pair = boxes.pickSwap(random.nextInt(instance.boxUnits.length), random);
            if (pair >= 0) {
                int x = (int) (pair >>> 32);
                int y = (int) pair;
                int delta = fitness.swap(grid, x, y);
                if (delta > 0) {
                    fitness.swap(grid, x, y); // undo a worsening swap
                }
                penalty += Math.min(delta, 0);
                sinceImprovement = delta < 0 ? 0 : sinceImprovement + 1;
            }
            if (sinceImprovement > patience) {
                boxes.fill(grid, random);
                penalty = fitness.evaluate(grid);
                sinceImprovement = 0;
                restarts++;
            }
            control.countEvaluations(1);
        }

        @Override
        protected void record() {
            control.record(penalty, penalty);
        }

        @Override
        protected double bestFitness() {
            return penalty;
        }

        @Override
        protected int[] bestGrid() {
            return grid;
        }

        @Override
        protected Map<String, Long> counters() {
            return Map.of("restarts", restarts);
        }
    }
}
