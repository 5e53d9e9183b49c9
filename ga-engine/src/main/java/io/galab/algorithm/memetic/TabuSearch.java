package io.galab.algorithm.memetic;

import io.galab.puzzle.Digits;
import io.galab.solve.Placements;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The local search of {@link PropagatingMemeticGa}: tabu search over swaps of two free cells of one
 * box (docs/algorithms.md, "propagating-memetic-ga"). Each step takes a cell in conflict (its digit is
 * repeated in a scored unit), evaluates every swap of it with another free cell of one of its boxes,
 * and makes the best swap that is not tabu, even a worse one; a swap that reaches a penalty below the
 * best of this search is allowed though tabu (aspiration). After a swap, a cell may not take back the
 * digit it gave up for {@code tenure} (+0..2, drawn) steps. With candidate restriction, a swap may only
 * give each cell a digit among its candidates after propagation.
 *
 * <p>A grid is scored by per-unit digit counts: a unit's penalty is the number of surplus copies,
 * Σ<sub>d</sub> max(0, count<sub>d</sub> − 1), and a grid's is the sum over the scored units. Work
 * is counted in unit scorings, so that a swap's evaluation costs the units it changes.
 */
final class TabuSearch implements Members {

    private final Layout layout;
    private final boolean restrict;
    private final int tenure;
    private final int steps;
    private final SplittableRandom random;
    /** The search's best grid so far (scratch). */
    private final int[] best;
    /** {@code tabu[c·(n+1) + v]}: the step before which cell c may not take digit v. */
    private final long[] tabu;
    private long step;
    /** Unit scorings so far (docs/algorithms.md: an evaluation is one scoring of every scored unit). */
    long unitScorings;

    /** A search of {@code steps} steps on every new member and child ({@code localSearchSteps}). */
    TabuSearch(Layout layout, boolean restrict, int tenure, int steps, SplittableRandom random) {
        this.layout = layout;
        this.restrict = restrict;
        this.tenure = tenure;
        this.steps = steps;
        this.random = random;
        this.tabu = new long[Placements.keys(layout.cellCount, layout.n)];
        this.best = new int[layout.cellCount];
    }

    @Override
    public int countLength() {
        return Placements.keys(layout.unitCells.length, layout.n);
    }

    /** Fills the boxes ({@link Layout#fill}) and searches. */
    @Override
    public int fresh(int[] grid, int[] counts) {
        layout.fill(grid, random);
        return search(grid, counts, evaluate(grid, counts));
    }

    @Override
    public int child(int[] grid, int[] counts, boolean crossed, int parentPenalty) {
        return search(grid, counts, crossed ? evaluate(grid, counts) : parentPenalty);
    }

    @Override
    public long unitScorings() {
        return unitScorings;
    }

    @Override
    public int[] reported(int[] grid) {
        return grid.clone();
    }

    /**
     * Counts the scored units of {@code grid} into {@code counts} and returns the penalty (one full
     * evaluation).
     */
    int evaluate(int[] grid, int[] counts) {
        int n = layout.n;
        int penalty = 0;
        for (int u : layout.scoredUnits) {
            Arrays.fill(counts, Placements.key(u, 0, n), Placements.keys(u + 1, n), 0); // only scored units' are read
            for (int c : layout.unitCells[u]) {
                if (counts[Placements.key(u, grid[c], n)]++ > 0) {
                    penalty++;
                }
            }
        }
        unitScorings += layout.scoredUnits.length;
        return penalty;
    }

    /**
     * Up to {@code steps} tabu steps on {@code grid} (with its {@code counts} and {@code penalty});
     * leaves the best grid met in {@code grid} and {@code counts} and returns its penalty.
     */
    private int search(int[] grid, int[] counts, int penalty) {
        if (steps == 0 || penalty == 0) {
            return penalty;
        }
        step += tenure + 3; // every entry of an earlier search has expired
        int bestPenalty = penalty;
        System.arraycopy(grid, 0, best, 0, grid.length);
        int n = layout.n;
        int[] free = layout.freeCells;
        for (int s = 0; s < steps && penalty > 0; s++) {
            step++;
            int c = conflicted(grid, counts, free);
            int[] groups = layout.cellGroups[c];
            int[] group = layout.groupCells[groups[groups.length == 1 ? 0 : random.nextInt(groups.length)]];
            int va = grid[c];
            int chosen = -1;
            int chosenDelta = Integer.MAX_VALUE;
            int ties = 0;
            for (int d : group) {
                int vb = grid[d];
                if (d == c || vb == va) {
                    continue;
                }
                if (restrict && ((layout.candidates[c] & Digits.bit(vb)) == 0
                        || (layout.candidates[d] & Digits.bit(va)) == 0)) {
                    continue;
                }
                int delta = delta(grid, counts, c, d);
                boolean isTabu = tabu[Placements.key(c, vb, n)] > step || tabu[Placements.key(d, va, n)] > step;
                if (isTabu && penalty + delta >= bestPenalty) {
                    continue;
                }
                if (delta < chosenDelta) {
                    chosen = d;
                    chosenDelta = delta;
                    ties = 1;
                } else if (delta == chosenDelta && random.nextInt(++ties) == 0) {
                    chosen = d;
                }
            }
            if (chosen < 0) {
                continue;
            }
            int vb = grid[chosen];
            long until = step + tenure + random.nextInt(3);
            tabu[Placements.key(c, va, n)] = until;
            tabu[Placements.key(chosen, vb, n)] = until;
            apply(grid, counts, c, chosen);
            penalty += chosenDelta;
            if (penalty < bestPenalty) {
                bestPenalty = penalty;
                System.arraycopy(grid, 0, best, 0, grid.length);
            }
        }
        if (penalty != bestPenalty) {
            System.arraycopy(best, 0, grid, 0, grid.length);
            evaluate(grid, counts);
        }
        return bestPenalty;
    }

    /** A free cell whose digit is repeated in one of its scored units, or a random free cell if none is found. */
    private int conflicted(int[] grid, int[] counts, int[] free) {
        int n = layout.n;
        int c = free[random.nextInt(free.length)];
        for (int tries = 0; tries < free.length; tries++) {
            for (int u : layout.cellScored[c]) {
                if (counts[Placements.key(u, grid[c], n)] > 1) {
                    return c;
                }
            }
            c = free[random.nextInt(free.length)];
        }
        return c;
    }

    /** The penalty change if cells x and y swapped their digits (without swapping them). */
    int delta(int[] grid, int[] counts, int x, int y) {
        int vx = grid[x];
        int vy = grid[y];
        int n = layout.n;
        int delta = 0;
        for (int u : layout.cellScored[x]) {
            if (!layout.inUnit(y, u)) {
                delta += (counts[Placements.key(u, vx, n)] > 1 ? -1 : 0)
                        + (counts[Placements.key(u, vy, n)] > 0 ? 1 : 0);
                unitScorings++;
            }
        }
        for (int u : layout.cellScored[y]) {
            if (!layout.inUnit(x, u)) {
                delta += (counts[Placements.key(u, vy, n)] > 1 ? -1 : 0)
                        + (counts[Placements.key(u, vx, n)] > 0 ? 1 : 0);
                unitScorings++;
            }
        }
        return delta;
    }

    /** Swaps the digits of cells x and y and updates the counts. */
    void apply(int[] grid, int[] counts, int x, int y) {
        int vx = grid[x];
        int vy = grid[y];
        int n = layout.n;
        for (int u : layout.cellScored[x]) {
            if (!layout.inUnit(y, u)) {
                counts[Placements.key(u, vx, n)]--;
                counts[Placements.key(u, vy, n)]++;
            }
        }
        for (int u : layout.cellScored[y]) {
            if (!layout.inUnit(x, u)) {
                counts[Placements.key(u, vy, n)]--;
                counts[Placements.key(u, vx, n)]++;
            }
        }
        grid[x] = vy;
        grid[y] = vx;
    }
}
