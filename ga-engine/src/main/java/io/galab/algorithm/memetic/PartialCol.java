package io.galab.algorithm.memetic;

import io.galab.puzzle.Digits;
import io.galab.solve.Placements;
import io.galab.solve.WorkMeter;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * The local search of the decoded representation (docs/algorithms.md, "propagating-memetic-ga", "Tabu
 * search on partial grids"): Blöchliger and Zufferey's PartialCol (Computers &amp; Operations Research 35,
 * 2008, section 3), a tabu search for graph colouring over legal partial colourings, on the Sudoku's
 * graph. A decoded member is such a partial grid: its digits never repeat in a unit, and the cells its
 * decode could not fill are empty. A move gives an empty cell v one of its candidates d and empties
 * every free peer of v that holds d; its value is the change in the number of empty cells (the number
 * of those peers, minus one). Each step makes the best move that is not tabu (ties drawn at random),
 * or a tabu one that reaches fewer empty cells than ever (aspiration). A cell emptied of d may not take
 * d back for {@code 0.6·|empty| + r}, r drawn in 0..9 (the paper's tenure, section 3). The search keeps
 * the best partial grid it met, and stops when the grid is full or after its steps.
 *
 * <p>The candidates are those left by propagation on the givens: a digit outside them is in no
 * solution, and the fixed cells are never emptied, so no move may conflict with them. Work is counted
 * as {@link Decoder} counts it: a placement or an emptying reads its cell's units, and a step's scan of
 * the empty cells reads them.
 */
final class PartialCol {

    private final Layout layout;
    private final int n;
    private final int[][] peers;
    private final int[][] cellUnits;
    private final long[] domain;
    private final SplittableRandom random;
    /** Asked every {@value #CHECK_EVERY} steps whether the run's budget is spent. */
    private final BooleanSupplier stopped;
    private static final int CHECK_EVERY = 256;
    // the search's state, reused
    private final int[] grid;
    /** {@code gamma[Placements.key(c, d, n)]}: the free peers of c that hold d. */
    private final int[] gamma;
    /**
     * {@code tabu[Placements.key(c, d, n)]}: the step until which c may not take d. The steps count on across the
     * run's searches, so an entry of the search before expires within its tenure in the next one.
     */
    private final long[] tabu;
    private final int[] empty;
    private final int[] where;
    private int emptyCount;
    private final int[] best;
    /** The step's best admissible moves, each {@code Placements.key(c, d, n)}. */
    private final int[] moves;
    private long step;
    /** Unit scorings so far (docs/experiments.md, "What an evaluation is"). */
    /** The unit reads of its loads, moves and scans (docs/experiments.md, "What an evaluation is"). */
    final WorkMeter meter;

    PartialCol(Layout layout, long[] domain, int[][] peers, int[][] cellUnits, SplittableRandom random,
            BooleanSupplier stopped) {
        this.stopped = stopped;
        this.layout = layout;
        this.n = layout.n;
        this.meter = new WorkMeter(n);
        this.peers = peers;
        this.cellUnits = cellUnits;
        this.domain = domain;
        this.random = random;
        this.grid = new int[layout.cellCount];
        this.gamma = new int[Placements.keys(layout.cellCount, n)];
        this.tabu = new long[Placements.keys(layout.cellCount, n)];
        this.empty = new int[layout.cellCount];
        this.where = new int[layout.cellCount];
        this.best = new int[layout.cellCount];
        this.moves = new int[Placements.keys(layout.cellCount, n)];
    }

    /**
     * Searches from the decoded member {@code genes} (a free cell's digit, or its gene negated when it is
     * empty) for at most {@code steps} steps; writes the best partial grid back into the genes and
     * returns its number of empty cells. Only free cells are written in {@code grid}, so a fixed cell
     * reads as empty there and no move ever empties one.
     */
    int search(int[] genes, int steps) {
        int[] cells = layout.freeCells;
        java.util.Arrays.fill(gamma, 0);
        emptyCount = 0;
        for (int c : cells) {
            grid[c] = Math.max(genes[c], 0);
        }
        for (int c : cells) {
            if (grid[c] == 0) {
                where[c] = emptyCount;
                empty[emptyCount++] = c;
            } else {
                for (int p : peers[c]) {
                    gamma[Placements.key(p, grid[c], n)]++;
                }
            }
            meter.unitsRead(cellUnits[c].length);
        }
        int decoded = emptyCount;
        int bestCount = emptyCount;
        long end = step + steps;
        while (emptyCount > 0 && step < end) {
            step++;
            if (step % CHECK_EVERY == 0 && stopped.getAsBoolean()) {
                break;
            }
            move(bestCount);
            if (emptyCount < bestCount) {
                bestCount = emptyCount;
                for (int c : cells) {
                    best[c] = grid[c];
                }
            }
        }
        if (bestCount < decoded) {
            for (int c : cells) {
                genes[c] = best[c] != 0 ? best[c] : -Math.abs(genes[c]);
            }
        }
        return bestCount;
    }

    /** One step: the best admissible move (one draw among the ties), made; none when every move is tabu. */
    private void move(int bestCount) {
        int bestDelta = Integer.MAX_VALUE;
        int ties = 0;
        meter.scanned(emptyCount);
        for (int i = 0; i < emptyCount; i++) {
            int v = empty[i];
            for (long m = domain[v]; m != 0; m &= m - 1) {
                int key = Placements.key(v, Digits.lowest(m), n);
                int delta = gamma[key] - 1;
                if (delta > bestDelta || tabu[key] > step && emptyCount + delta >= bestCount) {
                    continue;
                }
                if (delta < bestDelta) {
                    bestDelta = delta;
                    ties = 0;
                }
                moves[ties++] = key;
            }
        }
        if (ties == 0) {
            return;
        }
        int chosen = moves[ties == 1 ? 0 : random.nextInt(ties)];
        int moveCell = Placements.keyCell(chosen, n);
        int moveDigit = Placements.keyDigit(chosen, n);
        for (int p : peers[moveCell]) {
            if (grid[p] == moveDigit) {
                unassign(p);
            }
        }
        assign(moveCell, moveDigit);
    }

    private void assign(int v, int d) {
        grid[v] = d;
        for (int p : peers[v]) {
            gamma[Placements.key(p, d, n)]++;
        }
        int last = empty[--emptyCount];
        empty[where[v]] = last;
        where[last] = where[v];
        meter.placed(cellUnits[v].length);
    }

    private void unassign(int p) {
        int d = grid[p];
        grid[p] = 0;
        for (int q : peers[p]) {
            gamma[Placements.key(q, d, n)]--;
        }
        where[p] = emptyCount;
        empty[emptyCount++] = p;
        tabu[Placements.key(p, d, n)] = step + (long) (0.6 * emptyCount) + random.nextInt(10);
        meter.unitsRead(cellUnits[p].length);
    }
}
