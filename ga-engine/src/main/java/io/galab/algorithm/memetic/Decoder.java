package io.galab.algorithm.memetic;

import io.galab.algorithm.common.Bits;
import io.galab.puzzle.Digits;
import java.util.Arrays;
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
 * negated, so that the member says which cells its decode could not fill.
 *
 * <p>Work is counted in unit scorings, as {@link io.galab.puzzle.Propagation} counts it: a placement
 * reads its cell's units, a hidden single its unit, and a choice of the next cell by fewest candidates
 * and the final count of empty cells read the free cells (as many unit scorings as they fill units).
 */
final class Decoder implements Members {

    private final Layout layout;
    private final int n;
    private final int stride;
    private final int[][] peers;
    private final int[][] cellUnits;
    private final long[] startCandidates;
    private final int[] startCounts;
    private final boolean fewestFirst;
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
     * The empty cells with candidates by their number of candidates, for a large grid's fewest-candidates
     * choice: {@code buckets[k·words + i/64]} has bit i%64 set when free cell {@code freeCells[i]} is empty
     * with k candidates; null for a grid of at most {@value #BUCKETS_FROM} free cells, which scans them.
     */
    private final long[] buckets;
    private final int[] bucketSize;
    private final int[] freeIndex;
    private final int words;
    static final int BUCKETS_FROM = 256;
    /** Unit scorings so far (docs/experiments.md, "What an evaluation is"). */
    long unitScorings;

    /**
     * {@code startCandidates}: each cell's candidates after the propagation on the givens (a fixed cell
     * has its digit's bit), whether or not the box-permutation search restricts itself to them;
     * {@code mutationRate} the chance that a child's gene is drawn afresh.
     */
    Decoder(Layout layout, long[] startCandidates, int[][] peers, int[][] cellUnits, boolean fewestFirst,
            boolean singles, double mutationRate, int tabuSteps, SplittableRandom random,
            BooleanSupplier stopped) {
        this(layout, startCandidates, peers, cellUnits, fewestFirst, singles, mutationRate, tabuSteps, random, stopped,
                BUCKETS_FROM);
    }

    /** As above, with buckets of cells by their candidates past {@code bucketsFrom} free cells (tests set it). */
    Decoder(Layout layout, long[] startCandidates, int[][] peers, int[][] cellUnits, boolean fewestFirst,
            boolean singles, double mutationRate, int tabuSteps, SplittableRandom random,
            BooleanSupplier stopped, int bucketsFrom) {
        this.layout = layout;
        this.n = layout.n;
        this.stride = n + 1;
        this.peers = peers;
        this.cellUnits = cellUnits;
        this.fewestFirst = fewestFirst;
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
        boolean bucketed = fewestFirst && free > bucketsFrom;
        this.words = (free + 63) / 64;
        this.buckets = bucketed ? new long[(n + 1) * words] : null;
        this.bucketSize = bucketed ? new int[n + 1] : null;
        this.freeIndex = bucketed ? new int[layout.cellCount] : null;
        for (int i = 0; bucketed && i < free; i++) {
            freeIndex[layout.freeCells[i]] = i;
        }
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
        top = 0;
        if (free.length == 0) {
            return 0;
        }
        int start = random.nextInt(free.length);
        if (buckets != null) {
            fillBuckets(free);
        }
        for (int i = 0; i < free.length; i++) {
            int c = !fewestFirst ? free[(start + i) % free.length]
                    : buckets != null ? fewestInBuckets(free, start) : fewest(free, start);
            if (c < 0) {
                break;
            }
            if (grid[c] != 0 || candidates[c] == 0) {
                continue;
            }
            int v = Math.abs(genes[c]);
            place(c, (candidates[c] & 1L << v) != 0 ? v : draw(candidates[c]));
            propagate();
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

    /**
     * The grid a member stands for: its decoded digits, and in each box's empty cells the box's missing
     * digits, so that every box holds a permutation (but where SudoKube boxes share cells).
     */
    int[] grid(int[] genes) {
        int[] out = new int[genes.length];
        for (int c = 0; c < out.length; c++) {
            out[c] = Math.max(genes[c], 0);
        }
        for (int g = 0; g < layout.groupCells.length; g++) {
            long present = 0;
            for (int c : layout.unitCells[layout.groupBox[g]]) {
                present |= out[c] == 0 ? 0 : 1L << out[c];
            }
            for (int c : layout.groupCells[g]) {
                if (out[c] == 0) {
                    int d = Long.numberOfTrailingZeros(~present & ~1L); // the smallest digit missing (64: bit 0)
                    out[c] = d <= n ? d : Math.abs(genes[c]); // a SudoKube edge can leave none
                    present |= 1L << out[c];
                }
            }
        }
        return out;
    }

    /** The empty cell with the fewest candidates (the first met from {@code start}), or -1 if none is left. */
    private int fewest(int[] free, int start) {
        unitScorings += (free.length + n - 1) / n;
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

    /** Each empty free cell with candidates into the bucket of its number of candidates, at a decode's start. */
    private void fillBuckets(int[] free) {
        Arrays.fill(buckets, 0);
        Arrays.fill(bucketSize, 0);
        for (int i = 0; i < free.length; i++) {
            long m = candidates[free[i]];
            if (m != 0) {
                int k = Long.bitCount(m);
                buckets[k * words + (i >>> 6)] |= 1L << i;
                bucketSize[k]++;
            }
        }
    }

    /** Cell c, empty, leaves the bucket of k candidates (and, when it keeps {@code k - 1 > 0}, goes to that one). */
    private void unbucket(int c, int k, boolean toFewer) {
        int i = freeIndex[c];
        buckets[k * words + (i >>> 6)] &= ~(1L << i);
        bucketSize[k]--;
        if (toFewer && k > 1) {
            buckets[(k - 1) * words + (i >>> 6)] |= 1L << i;
            bucketSize[k - 1]++;
        }
    }

    /** {@link #fewest(int[], int)} from the buckets: the same cell, the first of the fewest met from start. */
    private int fewestInBuckets(int[] free, int start) {
        unitScorings += (free.length + n - 1) / n;
        for (int k = 1; k <= n; k++) {
            if (bucketSize[k] > 0) {
                int base = k * words;
                int w = start >>> 6;
                long m = buckets[base + w] & -1L << start;
                for (int j = 0; j <= words; j++) {
                    if (m != 0) {
                        return free[(w << 6) + Long.numberOfTrailingZeros(m)];
                    }
                    w = w + 1 == words ? 0 : w + 1;
                    m = buckets[base + w];
                }
            }
        }
        return -1;
    }

    /** A digit of {@code mask} drawn at random (1 if the mask is empty: a cell of a puzzle without solution). */
    private int draw(long mask) {
        return mask == 0 ? 1 : Bits.kthDigit(mask, random.nextInt(Long.bitCount(mask)));
    }

    /** Places v in c: c's other candidates go, and v leaves every peer's candidates. */
    private void place(int c, int v) {
        long bit = 1L << v;
        if (buckets != null) {
            unbucket(c, Long.bitCount(candidates[c]), false);
        }
        grid[c] = v;
        for (long m = candidates[c] & ~bit; m != 0; m &= m - 1) {
            removed(c, Digits.lowest(m));
        }
        candidates[c] = bit;
        unitScorings += cellUnits[c].length;
        for (int p : peers[c]) {
            if (grid[p] == 0 && (candidates[p] & bit) != 0) {
                candidates[p] &= ~bit;
                int left = Long.bitCount(candidates[p]);
                if (buckets != null) {
                    unbucket(p, left + 1, true);
                }
                removed(p, v);
                if (singles && left == 1) {
                    pending[top++] = p;
                }
            }
        }
    }

    /** Digit d left cell c's candidates: a unit where one cell is left for d has a hidden single. */
    private void removed(int c, int d) {
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
                    place(x, Digits.lowest(candidates[x]));
                }
            } else if (counts[-x - 1] == 1) {
                int u = (-x - 1) / stride;
                long bit = 1L << (-x - 1) % stride;
                unitScorings++;
                for (int c : layout.unitCells[u]) {
                    if ((candidates[c] & bit) != 0) {
                        if (grid[c] == 0) {
                            place(c, Digits.lowest(bit));
                        }
                        break;
                    }
                }
            }
        }
    }
}
