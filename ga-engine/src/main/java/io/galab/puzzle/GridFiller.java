package io.galab.puzzle;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The generated sets' random complete grids, frozen: a grid filler of the generators' own (the instance
 * families and the generated SudoKubes), so that no change to the exact solver (the oracle) changes which
 * puzzles a generated set holds (docs/puzzle-formats.md, "Instance families"). It must never change:
 * {@code FamilyDigestTest} pins the sets that committed specs and reports use.
 *
 * <p>What it does, and why it gives the grids it always gave: a depth-first search from a blank grid that
 * branches on the first cell with the fewest candidates (stopping the scan at the first cell with two),
 * tries that cell's digits in an order drawn from the generator (a Fisher–Yates shuffle of the digits in
 * increasing order, {@code nextInt(i + 1)} from the last down), and after each placement removes candidates
 * by naked singles (a settled cell's digit leaves its peers) and hidden singles (a digit with one place
 * left in a unit goes there) until neither applies. A cell or a unit left without a candidate ends the
 * branch. Both rules only remove candidates, so their fixed point does not depend on the order of the work:
 * this filler's simple rounds reach the fixed point of the solver's propagation when the families were
 * first made, and so visit the same nodes and find the same grids. A node is one visit of the search; a
 * fill that needs more than its bound of nodes is given up, and the generator draws again.
 */
final class GridFiller {

    private final long full;
    private final int[][] units;
    private final int[][] peers;
    /** Settled cells whose digit is still to leave their peers; reused by every round. */
    private final int[] queue;
    private long budget;

    GridFiller(Geometry g) {
        this.full = Digits.allAscending(g.n());
        this.units = g.unitCellTable();
        this.peers = g.peerTable();
        this.queue = new int[g.cellCount()];
    }

    /** The grid's cells. */
    int cells() {
        return peers.length;
    }

    /** A complete grid filled at random within {@code maxNodes} nodes, or null when the bound is reached. */
    int[] fill(SplittableRandom random, long maxNodes) {
        budget = maxNodes;
        long[] cand = new long[peers.length];
        Arrays.fill(cand, full);
        return settle(cand, -1) ? search(cand, random) : null;
    }

    private int[] search(long[] cand, SplittableRandom random) {
        if (--budget < 0) {
            return null;
        }
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < cand.length && bestCount > 2; cell++) {
            int count = Long.bitCount(cand[cell]);
            if (count > 1 && count < bestCount) {
                best = cell;
                bestCount = count;
            }
        }
        if (best < 0) {
            int[] grid = new int[cand.length];
            for (int cell = 0; cell < cand.length; cell++) {
                grid[cell] = Digits.ofAscendingBit(Long.numberOfTrailingZeros(cand[cell]));
            }
            return grid;
        }
        long[] digits = new long[bestCount];
        long m = cand[best];
        for (int i = 0; i < bestCount; i++) {
            digits[i] = m & -m;
            m &= m - 1;
        }
        for (int i = bestCount - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            long t = digits[i];
            digits[i] = digits[j];
            digits[j] = t;
        }
        for (long bit : digits) {
            long[] next = cand.clone();
            next[best] = bit;
            if (settle(next, best)) {
                int[] grid = search(next, random);
                if (grid != null || budget < 0) {
                    return grid;
                }
            }
        }
        return null;
    }

    /**
     * Naked and hidden singles to their fixed point, from a grid that is one (but for {@code placed}, or
     * -1 for none); false when a cell or a unit is left without a candidate.
     */
    private boolean settle(long[] cand, int placed) {
        int tail = 0;
        if (placed >= 0) {
            queue[tail++] = placed;
        } else {
            for (int cell = 0; cell < cand.length; cell++) {
                if (Long.bitCount(cand[cell]) == 1) {
                    queue[tail++] = cell;
                }
            }
        }
        while (true) {
            for (int head = 0; head < tail; head++) {
                long m = cand[queue[head]];
                for (int peer : peers[queue[head]]) {
                    if ((cand[peer] & m) != 0) {
                        cand[peer] &= ~m;
                        if (cand[peer] == 0) {
                            return false;
                        }
                        if (Long.bitCount(cand[peer]) == 1) {
                            queue[tail++] = peer;
                        }
                    }
                }
            }
            tail = 0;
            // one round of hidden singles over every unit; what it settles is spread in the next round
            for (int[] unit : units) {
                long once = 0;
                long twice = 0;
                for (int cell : unit) {
                    twice |= once & cand[cell];
                    once |= cand[cell];
                }
                if (once != full) {
                    return false;
                }
                for (long hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
                    long bit = hidden & -hidden;
                    int at = -1;
                    for (int cell : unit) {
                        if ((cand[cell] & bit) != 0) {
                            at = cell;
                            break;
                        }
                    }
                    if (at < 0) {
                        return false; // an earlier hidden single of this unit took its only place
                    }
                    if (cand[at] != bit) {
                        cand[at] = bit;
                        queue[tail++] = at;
                    }
                }
            }
            if (tail == 0) {
                return true;
            }
        }
    }
}
