package io.galab.algorithm.common;

import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.RunControl;
import java.util.SplittableRandom;

/**
 * A GA's mutation slot for members scored by {@link UnitFitness} (docs/extending.md, "Operators"): the
 * operator named by the GA's {@code mutation} parameter changes a member through {@link MutationOperator.Moves},
 * and each swap adds its change of penalty ({@link UnitFitness#swap(int[], long[], int, int)}, the delta the
 * papers' own swap mutations use), so the paper's mutation through the slot makes the same runs as the code
 * before the slot. A {@link MutationOperator.Moves#set} changes a digit without a delta, and the member is
 * then scored anew, one evaluation. A move on a given cell, or a digit outside 1..n, is refused with the
 * operator's id.
 */
public final class ScoredMutation {

    private final MutationOperator.Mutation mutation;
    private final UnitFitness fitness;
    private final RunControl control;
    private final Moves moves;

    /**
     * The mutation the GA's {@code parameters} name for members that are {@code members}, on {@code instance}.
     */
    public ScoredMutation(Instance instance, Parameters parameters, Representation members, UnitFitness fitness,
            RunControl control) {
        String id = parameters.getText("mutation");
        this.mutation = Operators.visible().mutation(id, members).mutation(instance.puzzle, parameters);
        this.fitness = fitness;
        this.control = control;
        this.moves = new Moves(instance, fitness, id);
    }

    /**
     * Mutates {@code member}, whose penalty is {@code penalty} and whose unit counts are {@code counts} (null
     * when the GA keeps none), and returns its new penalty.
     */
    public double mutate(int[] member, long[] counts, double penalty, SplittableRandom random) {
        mutation.mutate(member, moves.on(member, counts), random);
        if (!moves.rescore) {
            return penalty + moves.delta;
        }
        control.countEvaluations(1);
        return counts != null ? fitness.evaluate(member, counts) : fitness.evaluate(member);
    }

    /**
     * Mutates {@code member} for a GA that scores the member anew afterwards (hybrid-ga scores every child):
     * the moves are made without a change of penalty, and no evaluation is counted here.
     */
    public void mutateUnscored(int[] member, SplittableRandom random) {
        mutation.mutate(member, moves.on(member, null).unscored(), random);
    }

    /** The units the operator read so far (its {@link MutationOperator.Mutation#unitReads()}). */
    public long unitReads() {
        return mutation.unitReads();
    }

    /** The moves on one member at a time. */
    private static final class Moves implements MutationOperator.Moves {
        private final UnitFitness fitness;
        private final boolean[] fixed;
        private final int n;
        private final String operator;
        private int[] grid;
        private long[] counts;
        private int delta;
        private boolean rescore;

        Moves(Instance instance, UnitFitness fitness, String operator) {
            this.fitness = fitness;
            this.fixed = instance.fixed;
            this.n = instance.n;
            this.operator = operator;
        }

        Moves on(int[] member, long[] memberCounts) {
            this.grid = member;
            this.counts = memberCounts;
            this.delta = 0;
            this.rescore = false;
            return this;
        }

        /** Moves made as they are, with no change of penalty kept (the member is scored anew). */
        Moves unscored() {
            this.rescore = true;
            return this;
        }

        @Override
        public void swap(int x, int y) {
            free(x);
            free(y);
            if (rescore) {
                int t = grid[x];
                grid[x] = grid[y];
                grid[y] = t;
            } else {
                delta += fitness.swap(grid, counts, x, y);
            }
        }

        @Override
        public void set(int cell, int digit) {
            free(cell);
            if (digit < 1 || digit > n) {
                throw new IllegalStateException("mutation '" + operator + "' wrote " + digit + " into cell " + cell
                        + "; a digit is 1.." + n);
            }
            grid[cell] = digit;
            rescore = true;
        }

        private void free(int cell) {
            if (fixed[cell]) {
                throw new IllegalStateException("mutation '" + operator + "' moved given cell " + cell
                        + "; an operator changes free cells only (docs/extending.md, \"Operators\")");
            }
        }
    }
}
