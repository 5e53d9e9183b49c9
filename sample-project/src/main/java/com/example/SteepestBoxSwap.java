package com.example;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.algorithm.common.BoxPermutation;
import io.galab.algorithm.common.Instance;
import io.galab.algorithm.common.PaperAlgorithm;
import io.galab.algorithm.common.UnitFitness;
import io.galab.algorithm.twodoku.TwodokuGa;
import io.galab.puzzle.Puzzle;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Your own variant: a hill climber that keeps every box a permutation, accepts box swaps that do not
 * make the grid worse, and restarts after {@code patience} generations without progress.
 *
 * <p>It is registered in {@code src/main/resources/META-INF/services/io.galab.algorithm.Algorithm},
 * and specs use it by its id, {@code box-climber}. One generation is one proposed swap.
 */
public final class SteepestBoxSwap extends PaperAlgorithm {

    public SteepestBoxSwap() {
        super("box-climber", "galab sample project", Budget.generations(20_000));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.ofInt("patience", 500, 1, 1_000_000,
                "generations without improvement before a restart"));
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        Instance instance = new Instance(puzzle);
        SplittableRandom random = new SplittableRandom(seed);
        RunControl control = new RunControl(budget);
        BoxPermutation boxes = new BoxPermutation(instance);
        UnitFitness fitness = TwodokuGa.fitness(instance); // duplicates in rows and columns
        int patience = parameters.getInt("patience");

        int[] grid = new int[instance.cellCount];
        boxes.fill(grid, random);
        int penalty = fitness.evaluate(grid);
        control.countEvaluations(1);
        control.record(penalty, penalty);
        int sinceImprovement = 0;
        long restarts = 0;
        while (penalty > 0 && control.nextGeneration()) {
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
            control.record(penalty, penalty);
        }
        return control.finish(penalty == 0, penalty, grid, Map.of("restarts", restarts));
    }
}
