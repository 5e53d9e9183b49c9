package example;

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

/** A user algorithm: a hill climber on box swaps that restarts when stuck. */
public final class RandomRestartSearch extends PaperAlgorithm {

    public RandomRestartSearch() {
        super("hill-climber", "integration test", Budget.generations(1000));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.ofInt("patience", 200, 1, 100000, "generations without progress before a restart"));
    }

    @Override
    public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
        Instance instance = new Instance(puzzle);
        SplittableRandom random = new SplittableRandom(seed);
        RunControl control = new RunControl(budget);
        BoxPermutation boxes = new BoxPermutation(instance);
        UnitFitness fitness = TwodokuGa.fitness(instance);
        int[] grid = new int[instance.cellCount];
        boxes.fill(grid, random);
        int penalty = fitness.evaluate(grid);
        control.countEvaluations(1);
        control.record(penalty, penalty);
        int stuck = 0;
        while (penalty > 0 && control.nextGeneration()) {
            long pair = boxes.pickSwap(random.nextInt(instance.boxUnits.length), random);
            if (pair >= 0) {
                int x = (int) (pair >>> 32);
                int y = (int) pair;
                int delta = fitness.swap(grid, x, y);
                if (delta > 0) {
                    fitness.swap(grid, x, y);
                    stuck++;
                } else {
                    penalty += delta;
                    stuck = delta < 0 ? 0 : stuck + 1;
                }
            }
            if (stuck > parameters.getInt("patience")) {
                boxes.fill(grid, random);
                penalty = fitness.evaluate(grid);
                stuck = 0;
            }
            control.countEvaluations(1);
            control.record(penalty, penalty);
        }
        return control.finish(penalty == 0, penalty, grid, Map.of());
    }
}
