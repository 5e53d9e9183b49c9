package io.galab.algorithm.retrievable;

import io.galab.algorithm.MutationOperator;
import io.galab.algorithm.common.Instance;

/**
 * The moves of retrievable-ga's mutation slot: each digit written is marked for remove repetition (the rows
 * and columns whose givens it repeats), as the paper's bit-wise mutation does; a move on a given is refused.
 */
final class MarkedMoves implements MutationOperator.Moves {
    private final boolean[] fixed;
    private final RemoveRepetition removeRepetition;
    private final String operator;
    private int[] grid;
    private long[] lines;

    MarkedMoves(Instance instance, RemoveRepetition removeRepetition, String operator) {
        this.fixed = instance.fixed;
        this.removeRepetition = removeRepetition;
        this.operator = operator;
    }

    MarkedMoves on(int[] member, long[] memberLines) {
        this.grid = member;
        this.lines = memberLines;
        return this;
    }

    @Override
    public void set(int cell, int digit) {
        if (fixed[cell]) {
            throw new IllegalStateException("mutation '" + operator + "' moved given cell " + cell
                    + "; an operator changes free cells only (docs/extending.md, \"Operators\")");
        }
        grid[cell] = digit;
        removeRepetition.mark(lines, cell, digit);
    }

    @Override
    public void swap(int x, int y) {
        int vx = grid[x];
        set(x, grid[y]);
        set(y, vx);
    }
}
