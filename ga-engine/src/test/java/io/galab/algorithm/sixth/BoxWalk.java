package io.galab.algorithm.sixth;

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

/**
 * A sixth algorithm that exists only in test scope: its own package and a line in
 * {@code src/test/resources/META-INF/services/io.galab.algorithm.Algorithm}, nothing else. Every
 * registry-driven test picks it up, which shows that adding an algorithm needs no other file
 * ({@code docs/extending.md}). One generation is one box swap that is kept unless it makes the grid
 * worse.
 */
public final class BoxWalk extends ObservedAlgorithm {

    public static final String ID = "test-box-walk";

    public BoxWalk() {
        super(ID, "galab test fixture", Budget.generations(50_000), Run::new);
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.ofDouble("worseAcceptance", 0.01, 0, 1, "probability of keeping a worse swap"));
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    private static final class Run extends RunState {
        final double worseAcceptance;
        final BoxPermutation boxes;
        final UnitFitness fitness;
        final int[] grid;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            worseAcceptance = p.getDouble("worseAcceptance");
            boxes = new BoxPermutation(instance);
            fitness = UnitFitness.permutationLines(instance, UnitFitness.Measure.SURPLUS);
            grid = new int[instance.cellCount];
        }

        double penalty;

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
                int delta = fitness.swap(grid, (int) (pair >>> 32), (int) pair);
                if (delta > 0 && random.nextDouble() >= worseAcceptance) {
                    fitness.swap(grid, (int) (pair >>> 32), (int) pair);
                } else {
                    penalty += delta;
                }
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
    }
}
