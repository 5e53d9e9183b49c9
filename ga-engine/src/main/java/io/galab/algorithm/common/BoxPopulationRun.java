package io.galab.algorithm.common;

import io.galab.algorithm.Budget;
import io.galab.algorithm.RunControl;
import io.galab.puzzle.Puzzle;

/**
 * The run skeleton's hooks for a generational GA whose members are box-permutation grids ranked by
 * a penalty (twodoku-ga, purge-ga): {@code size} members in {@link PopulationBuffers}, generation 0
 * filled box by box at random and evaluated, each generation's best the lowest penalty among the
 * first {@code size}. A subclass writes {@link #iterate()} and its operators.
 */
public abstract class BoxPopulationRun extends RunState {

    /** The members that compete; {@code pop} may hold spare slots beyond them. */
    protected final int size;
    protected final UnitFitness fitness;
    protected final BoxPermutation boxes;
    protected final PopulationBuffers pop;
    /** The best member of the generation last recorded. */
    protected int best;

    /**
     * @param size    the population size
     * @param fitness the penalty, made for this run's {@link Instance}
     * @param spare   slots in {@code pop} beyond the members (a child's, say)
     * @param counted whether {@code pop} keeps each member's unit counts ({@link UnitFitness#countable()})
     */
    protected BoxPopulationRun(Puzzle puzzle, long seed, Budget budget, RunControl.Observer observer, int size,
            java.util.function.Function<Instance, UnitFitness> fitness, int spare, boolean counted) {
        super(puzzle, seed, budget, observer);
        this.size = size;
        this.fitness = fitness.apply(instance);
        this.boxes = new BoxPermutation(instance);
        this.pop = counted && this.fitness.countable()
                ? new PopulationBuffers(size + spare, instance.cellCount, this.fitness.unitCount())
                : new PopulationBuffers(size + spare, instance.cellCount);
    }

    /** Every member's boxes filled at random, then evaluated. */
    @Override
    protected void initialise() {
        for (int i = 0; i < size; i++) {
            boxes.fill(pop.grid[i], random);
            pop.penalty[i] = fitness.evaluate(pop.grid[i]);
        }
        control.countEvaluations(size);
    }

    /** Records best and mean of the first {@code size} members; keeps the best index. */
    @Override
    protected void record() {
        best = recordLowest(pop.penalty, size);
    }

    @Override
    protected double bestFitness() {
        return pop.penalty[best];
    }

    @Override
    protected int[] bestGrid() {
        return pop.grid[best];
    }
}
