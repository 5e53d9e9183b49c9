package io.galab.algorithm.memetic;

import io.galab.algorithm.common.Bits;
import io.galab.algorithm.memetic.PropagatingMemeticGa.CellOrder;
import io.galab.puzzle.Digits;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * The decoder of {@link PropagatingMemeticGa}'s {@code decoded} representation (docs/algorithms.md,
 * "propagating-memetic-ga", "The decoded representation"): a member holds one gene per free cell, the
 * digit it prefers. Decoding starts from the givens and the digits propagation placed, and places the
 * genes cell by cell; after each placement, the digit leaves the cell's peers and, with
 * {@code singles}, the naked and hidden singles this makes are placed too (propagation during the
 * search). A gene that is no longer among its cell's candidates is replaced by a candidate drawn at
 * random; a cell left without candidates stays empty. Nothing is ever undone: there is no
 * backtracking, so a decode is one pass, and the penalty is the number of cells left empty (0: solved,
 * since every placement keeps the grid free of repeats).
 *
 * <p>The decoded digits are written back into the genes (Lamarckian); an empty cell keeps its gene,
 * negated, so that the member says which cells its decode could not fill. With learnt nogoods
 * ({@link Nogoods}), each decode's first dead end is analysed to one, and every decode propagates them.
 *
 * <p>Work is counted in unit scorings, as {@link io.galab.puzzle.Propagation} counts it: a placement
 * reads its cell's units, a hidden single its unit, and a choice of the next cell by fewest candidates
 * and the final count of empty cells read the free cells (as many unit scorings as they fill units).
 */
final class Decoder implements Members {

    private final Layout layout;
    private final int n;
    private final int stride;
    private final int[][] cellUnits;
    private final long[] startCandidates;
    private final int[] startCounts;
    private final boolean fewestFirst;
    /**
     * The nogoods' activity per cell with {@code cellOrder: conflicts} (ties among the fewest candidates go to the
     * most active cell); null otherwise.
     */
    private final double[] activity;
    private final boolean singles;
    private final double mutationRate;
    private final SplittableRandom random;
    /** The tabu search on each decoded member, and its steps (0: none). */
    private final PartialCol partialCol;
    private final int tabuSteps;
    // the decode's state, reused
    private final int[] grid;
    private final long[] candidates;
    private final int[] counts;
    private final int[] pending;
    private int top;
    /**
     * Bit sets over the cells, {@code cellWords} longs each: {@code peerCells[c·cellWords + w]} holds cell c's
     * peers, and {@code digitCells[d·cellWords + w]} the empty cells that still have candidate d, so that a
     * placement finds the peers it eliminates from by a few word operations, in ascending order as the peer
     * table lists them, instead of testing every peer.
     */
    private final int cellWords;
    private final long[] peerCells;
    private final long[] unitMasks;
    private final long[] digitCells;
    private final long[] startDigitCells;
    /** The empty cells by their candidates, for the fewest-candidates choice past {@value #BUCKETS_FROM} free cells. */
    private final CellBuckets buckets;
    /** The nogoods the decodes learn and propagate; null when none are kept. */
    private final Nogoods nogoods;
    /** The decode's first cell left without candidates, or -1. */
    private int firstEmptied;
    static final int BUCKETS_FROM = 256;
    /** Unit scorings so far (docs/experiments.md, "What an evaluation is"). */
    long unitScorings;

    /**
     * {@code startCandidates}: each cell's candidates after the propagation on the givens (a fixed cell
     * has its digit's bit), whether or not the box-permutation search restricts itself to them;
     * {@code mutationRate} the chance that a child's gene is drawn afresh.
     */
    Decoder(Layout layout, long[] startCandidates, int[][] peers, int[][] cellUnits, CellOrder order,
            boolean singles, double mutationRate, int tabuSteps, int nogoods, SplittableRandom random,
            BooleanSupplier stopped) {
        this(layout, startCandidates, peers, cellUnits, order, singles, mutationRate, tabuSteps, nogoods, random,
                stopped, BUCKETS_FROM);
    }

    /**
     * As above, with buckets of cells by their candidates past {@code bucketsFrom} free cells (tests set it);
     * {@code nogoods}: how many learnt nogoods are kept (0: none are learnt).
     */
    Decoder(Layout layout, long[] startCandidates, int[][] peers, int[][] cellUnits, CellOrder order,
            boolean singles, double mutationRate, int tabuSteps, int nogoods, SplittableRandom random,
            BooleanSupplier stopped, int bucketsFrom) {
        this.layout = layout;
        this.n = layout.n;
        this.stride = n + 1;
        this.cellUnits = cellUnits;
        this.fewestFirst = order != CellOrder.SWEEP;
        this.singles = singles;
        this.mutationRate = mutationRate;
        this.random = random;
        this.startCandidates = startCandidates.clone();
        this.tabuSteps = tabuSteps;
        this.partialCol = tabuSteps == 0 ? null
                : new PartialCol(layout, this.startCandidates, peers, cellUnits, random, stopped);
        this.grid = new int[layout.cellCount];
        this.candidates = new long[layout.cellCount];
        int units = layout.unitCells.length;
        this.counts = new int[units * stride];
        this.startCounts = new int[units * stride];
        for (int u = 0; u < units; u++) {
            for (int c : layout.unitCells[u]) {
                for (long m = startCandidates[c]; m != 0; m &= m - 1) {
                    startCounts[u * stride + Digits.lowest(m)]++;
                }
            }
        }
        // each cell's candidates turn single at most once, and each (unit, digit) count reaches 1 at most once
        this.pending = new int[layout.cellCount + units * stride];
        int free = layout.freeCells.length;
        this.nogoods = nogoods == 0 ? null : new Nogoods(n, layout.cellCount, layout.unitCells,
                this.startCandidates, nogoods, order == CellOrder.CONFLICTS);
        this.activity = nogoods == 0 ? null : this.nogoods.activity;
        this.buckets = fewestFirst && (free > bucketsFrom || activity != null)
                ? new CellBuckets(n, layout.freeCells, layout.cellCount) : null;
        this.cellWords = (layout.cellCount + 63) / 64;
        this.peerCells = new long[layout.cellCount * cellWords];
        for (int c = 0; c < layout.cellCount; c++) {
            for (int p : peers[c]) {
                peerCells[c * cellWords + (p >>> 6)] |= 1L << p;
            }
        }
        this.unitMasks = new long[units * cellWords];
        for (int u = 0; u < units; u++) {
            for (int c : layout.unitCells[u]) {
                unitMasks[u * cellWords + (c >>> 6)] |= 1L << c;
            }
        }
        this.digitCells = new long[(n + 1) * cellWords];
        this.startDigitCells = new long[(n + 1) * cellWords];
        for (int c : layout.freeCells) {
            for (long m = startCandidates[c]; m != 0; m &= m - 1) {
                startDigitCells[Digits.lowest(m) * cellWords + (c >>> 6)] |= 1L << c;
            }
        }
    }

    /** The nogoods learnt so far (null when none are kept), and each cell's candidates now: for tests. */
    Nogoods nogoods() {
        return nogoods;
    }

    long[] startCandidates() {
        return startCandidates.clone();
    }

    @Override
    public int countLength() {
        return 0;
    }

    /** Random genes, decoded. */
    @Override
    public int fresh(int[] genes, int[] counts) {
        randomGenes(genes);
        return improve(genes, decode(genes));
    }

    /** Mutates the child's genes ({@code mutationRate} each) and decodes them; a decode needs no parent's penalty. */
    @Override
    public int child(int[] genes, int[] counts, boolean crossed, int parentPenalty) {
        mutate(genes, mutationRate);
        return improve(genes, decode(genes));
    }

    /** The tabu search on a decoded member with {@code empty} empty cells, when it has steps; its penalty after. */
    private int improve(int[] genes, int empty) {
        return tabuSteps == 0 || empty == 0 ? empty : partialCol.search(genes, tabuSteps);
    }

    @Override
    public long unitScorings() {
        return unitScorings + (partialCol == null ? 0 : partialCol.unitScorings);
    }

    @Override
    public int[] reported(int[] genes) {
        return grid(genes);
    }

    /** Random genes: each free cell's gene a candidate drawn at random; the fixed cells keep their digit. */
    void randomGenes(int[] genes) {
        System.arraycopy(layout.fixedGrid, 0, genes, 0, genes.length);
        for (int c : layout.freeCells) {
            genes[c] = draw(startCandidates[c]);
        }
    }

    /** Draws each free cell's gene afresh with probability {@code rate}. */
    void mutate(int[] genes, double rate) {
        for (int c : layout.freeCells) {
            if (random.nextDouble() < rate) {
                genes[c] = draw(startCandidates[c]);
            }
        }
    }

    /** Decodes {@code genes} in place (Lamarckian) and returns the number of cells left empty. */
    int decode(int[] genes) {
        int[] free = layout.freeCells;
        System.arraycopy(layout.fixedGrid, 0, grid, 0, grid.length);
        System.arraycopy(startCandidates, 0, candidates, 0, candidates.length);
        System.arraycopy(startCounts, 0, counts, 0, counts.length);
        System.arraycopy(startDigitCells, 0, digitCells, 0, digitCells.length);
        top = 0;
        firstEmptied = -1;
        if (free.length == 0) {
            return 0;
        }
        if (nogoods != null) {
            nogoods.start();
        }
        int start = random.nextInt(free.length);
        if (buckets != null) {
            buckets.fill(candidates);
        }
        for (int i = 0; i < free.length; i++) {
            int c = !fewestFirst ? free[(start + i) % free.length]
                    : fewest(free, start);
            if (c < 0) {
                break;
            }
            if (grid[c] != 0 || candidates[c] == 0) {
                continue;
            }
            int v = Math.abs(genes[c]);
            if (nogoods != null) {
                nogoods.decide();
            }
            place(c, (candidates[c] & 1L << v) != 0 ? v : draw(candidates[c]), Nogoods.DECISION);
            propagate();
        }
        if (nogoods != null) {
            learn();
            unitScorings += (nogoods.reads + n - 1) / n; // n nogood visits or analysis steps: one scoring
        }
        unitScorings += (free.length + n - 1) / n; // the count of empty cells reads the free cells
        int empty = 0;
        for (int c : free) {
            if (grid[c] != 0) {
                genes[c] = grid[c];
            } else {
                genes[c] = -Math.abs(genes[c]);
                empty++;
            }
        }
        return empty;
    }

    /** The grid a member stands for ({@link Layout#withBoxesFilled}). */
    int[] grid(int[] genes) {
        return layout.withBoxesFilled(genes);
    }

    /** The empty cell with the fewest candidates (the first met from {@code start}), or -1 if none is left. */
    private int fewest(int[] free, int start) {
        unitScorings += (free.length + n - 1) / n;
        if (buckets != null) {
            return buckets.fewest(start, activity); // the scan's cell, or the most active
        }
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < free.length; i++) {
            int c = free[(start + i) % free.length];
            if (grid[c] == 0 && candidates[c] != 0) {
                int k = Long.bitCount(candidates[c]);
                if (k < fewest) {
                    fewest = k;
                    best = c;
                }
            }
        }
        return best;
    }

    /** A digit of {@code mask} drawn at random (1 if the mask is empty: a cell of a puzzle without solution). */
    private int draw(long mask) {
        return mask == 0 ? 1 : Bits.kthDigit(mask, random.nextInt(Long.bitCount(mask)));
    }

    /** Places v in c for {@code why} (a {@link Nogoods} reason): c's other candidates go, and v leaves every peer's. */
    private void place(int c, int v, int why) {
        long bit = 1L << v;
        if (buckets != null) {
            buckets.remove(c, Long.bitCount(candidates[c]), false);
        }
        grid[c] = v;
        int t = nogoods == null ? 0 : nogoods.placed(c, v, why);
        long cellBit = ~(1L << c);
        int word = c >>> 6;
        for (long m = candidates[c]; m != 0; m &= m - 1) {
            int d = Digits.lowest(m);
            digitCells[d * cellWords + word] &= cellBit;
            if (d != v) {
                removed(c, d, t);
            }
        }
        candidates[c] = bit;
        unitScorings += cellUnits[c].length;
        int peerBase = c * cellWords;
        int digitBase = v * cellWords;
        for (int w = 0; w < cellWords; w++) {
            long hits = peerCells[peerBase + w] & digitCells[digitBase + w];
            for (; hits != 0; hits &= hits - 1) {
                eliminate((w << 6) + Long.numberOfTrailingZeros(hits), v, t);
            }
        }
        if (nogoods != null) {
            nogoods.propagate(c * stride + v, grid, candidates);
            for (int i = 0; i < nogoods.forcedCount; i++) {
                int lit = nogoods.forced[i];
                if ((candidates[lit / stride] & 1L << lit % stride) != 0) {
                    eliminate(lit / stride, lit % stride, nogoods.forcedBy[i]);
                }
            }
        }
    }

    /** Digit d, a candidate, leaves empty cell p because of trail entry or nogood {@code by} (see {@link Nogoods}). */
    private void eliminate(int p, int d, int by) {
        candidates[p] &= ~(1L << d);
        digitCells[d * cellWords + (p >>> 6)] &= ~(1L << p);
        int left = Long.bitCount(candidates[p]);
        if (buckets != null) {
            buckets.remove(p, left + 1, true);
        }
        removed(p, d, by);
        if (singles && left == 1) {
            pending[top++] = p;
        }
        if (left == 0 && firstEmptied < 0) {
            firstEmptied = p;
        }
    }

    /**
     * Analyses the decode's first dead end, the first cell it left without candidates, to a nogood (one a
     * decode, as a clause-learning solver learns one a conflict); a nogood of one placement removes its
     * digit from the cell's candidates for good.
     */
    private void learn() {
        int lit = firstEmptied < 0 ? -1 : nogoods.learn(firstEmptied);
        if (lit >= 0 && (startCandidates[lit / stride] & 1L << lit % stride) != 0) {
            int cell = lit / stride;
            int d = lit % stride;
            startCandidates[cell] &= ~(1L << d);
            startDigitCells[d * cellWords + (cell >>> 6)] &= ~(1L << cell);
            for (int u : cellUnits[cell]) {
                startCounts[u * stride + d]--;
            }
        }
    }

    /** Digit d left cell c's candidates ({@code by}: why): a unit where one cell is left for d has a hidden single. */
    private void removed(int c, int d, int by) {
        if (nogoods != null) {
            nogoods.removed(c, d, by);
        }
        for (int u : cellUnits[c]) {
            if (--counts[u * stride + d] == 1 && singles) {
                pending[top++] = -(u * stride + d) - 1;
            }
        }
    }

    /** Places the pending naked and hidden singles, and those they make, until none is left. */
    private void propagate() {
        while (top > 0) {
            int x = pending[--top];
            if (x >= 0) {
                if (grid[x] == 0 && Long.bitCount(candidates[x]) == 1) {
                    place(x, Digits.lowest(candidates[x]), Nogoods.NAKED);
                }
            } else if (counts[-x - 1] == 1) {
                // the unit's one cell with candidate d: placed already, or the empty cell that digitCells finds
                int u = (-x - 1) / stride;
                int d = (-x - 1) % stride;
                unitScorings++;
                for (int w = 0; w < cellWords; w++) {
                    long hit = unitMasks[u * cellWords + w] & digitCells[d * cellWords + w];
                    if (hit != 0) {
                        place((w << 6) + Long.numberOfTrailingZeros(hit), d, u);
                        break;
                    }
                }
            }
        }
    }
}
