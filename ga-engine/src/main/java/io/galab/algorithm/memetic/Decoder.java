package io.galab.algorithm.memetic;

import io.galab.algorithm.common.Bits;
import io.galab.algorithm.memetic.PropagatingMemeticGa.CellOrder;
import io.galab.puzzle.Digits;
import io.galab.solve.Cages;
import io.galab.solve.Placements;
import io.galab.solve.Propagator;
import io.galab.solve.PropagatorEvents;
import io.galab.solve.Snapshot;
import io.galab.solve.WorkMeter;
import java.util.ArrayList;
import java.util.List;
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
 * <p>Work is counted in unit scorings, as {@link io.galab.solve.Propagation} counts it: a placement
 * reads its cell's units, a hidden single its unit, and a choice of the next cell by fewest candidates
 * and the final count of empty cells read the free cells (as many unit scorings as they fill units).
 */
final class Decoder implements Members {

    private final Layout layout;
    private final int n;
    private final long[] startCandidates;
    private final boolean fewestFirst;
    /**
     * The nogoods' activity per cell with {@code cellOrder: conflicts} (ties among the fewest candidates go to the
     * most active cell); null otherwise.
     */
    private final double[] activity;
    private final double mutationRate;
    private final SplittableRandom random;
    /** The tabu search on each decoded member, and its steps (0: none). */
    private final PartialCol partialCol;
    private final int tabuSteps;
    /** The decode's propagation: galab's one engine, going on past dead ends, with its digit sets. */
    private final Propagator engine;
    /** The engine's meter, which the decoder's scans report to as well. */
    private final WorkMeter meter;
    private final int[] grid;
    private final long[] candidates;
    /** The state every decode starts from: the givens and what propagation placed. */
    private final Snapshot start;
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
        this.fewestFirst = order != CellOrder.SWEEP;
        this.mutationRate = mutationRate;
        this.random = random;
        this.engine = Propagator.forDecoding(n, layout.unitCells, cellUnits, peers);
        this.meter = engine.meter();
        this.engine.singles(singles);
        this.engine.events(new Events());
        this.engine.load(startCandidates, layout.fixedGrid);
        this.start = engine.snapshot();
        this.startCandidates = start.candidates();
        this.grid = engine.values();
        this.candidates = engine.candidates();
        this.tabuSteps = tabuSteps;
        this.partialCol = tabuSteps == 0 ? null
                : new PartialCol(layout, this.startCandidates, peers, cellUnits, random, stopped);
        int free = layout.freeCells.length;
        this.nogoods = nogoods == 0 ? null : new Nogoods(n, layout.cellCount, layout.unitCells,
                this.startCandidates, nogoods, order == CellOrder.CONFLICTS);
        this.activity = nogoods == 0 ? null : this.nogoods.activity;
        this.buckets = fewestFirst && (free > bucketsFrom || activity != null)
                ? new CellBuckets(n, layout.freeCells, layout.cellCount) : null;
    }

    /** The nogoods learnt so far (null when none are kept), and each cell's candidates now: for tests. */
    Nogoods nogoods() {
        return nogoods;
    }

    /** Cell c's candidates at the start of every decode. */
    long candidatesAtStart(int c) {
        return startCandidates[c];
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
        return withCages(genes, improve(genes, decode(genes)));
    }

    /** Mutates the child's genes ({@code mutationRate} each) and decodes them; a decode needs no parent's penalty. */
    @Override
    public int child(int[] genes, int[] counts, boolean crossed, int parentPenalty) {
        mutate(genes, mutationRate);
        return withCages(genes, improve(genes, decode(genes)));
    }

    /**
     * A Killer's penalty: the empty cells, plus the cages the decoded grid breaks ({@link Cages#broken}), so that a
     * member is solved only when every cage holds (docs/algorithms.md, "Killer cages": a penalty, since the decode
     * keeps the all-different units by construction and a cage's sum is not one of them).
     */
    private int withCages(int[] genes, int penalty) {
        return killer == null ? penalty : penalty + Cages.broken(killer, genes);
    }

    /** Decodes {@code genes} and returns their penalty, the cages they break included: a member made elsewhere. */
    int decodeScored(int[] genes) {
        return withCages(genes, decode(genes));
    }

    /** The puzzle's geometry when it has killer cages, else null. */
    private io.galab.puzzle.Geometry killer;

    /** Scores the cages of {@code geometry} in every penalty from now on. */
    Decoder withKiller(io.galab.puzzle.Geometry geometry) {
        killer = geometry.hasCages() ? geometry : null;
        return this;
    }

    /** The tabu search on a decoded member with {@code empty} empty cells, when it has steps; its penalty after. */
    private int improve(int[] genes, int empty) {
        return tabuSteps == 0 || empty == 0 ? empty : partialCol.search(genes, tabuSteps);
    }

    @Override
    public long unitScorings() {
        return unitScorings + (partialCol == null ? 0 : partialCol.meter.unitReads());
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
        engine.restore(start);
        long before = meter.unitReads();
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
            engine.place(c, (candidates[c] & Digits.bit(v)) != 0 ? v : draw(candidates[c]), Propagator.DECISION);
            engine.propagate();
        }
        if (nogoods != null) {
            learn();
            meter.scanned(nogoods.reads); // n nogood visits or analysis steps: one scoring
        }
        meter.scanned(free.length); // the count of empty cells reads the free cells
        unitScorings += meter.unitReads() - before;
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
        meter.scanned(free.length);
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

    /**
     * What the decoder does at the engine's steps: the buckets follow each empty cell's candidates, the
     * nogoods record each placement and removal with its reason and propagate after each placement, and the
     * first cell left without candidates is kept for the analysis.
     */
    private final class Events implements PropagatorEvents {
        @Override
        public int placing(int cell, int digit, int reason) {
            if (buckets != null) {
                buckets.remove(cell, Long.bitCount(candidates[cell]), false);
            }
            return nogoods == null ? 0 : nogoods.placed(cell, digit, reason);
        }

        @Override
        public void removed(int cell, int digit, long before, int reason) {
            if (buckets != null && grid[cell] == 0) {
                buckets.remove(cell, Long.bitCount(before), true);
            }
            if (nogoods != null) {
                nogoods.removed(cell, digit, reason);
            }
        }

        @Override
        public void emptied(int cell) {
            if (firstEmptied < 0) {
                firstEmptied = cell;
            }
        }

        @Override
        public boolean placed(int cell, int digit, int reason) {
            if (nogoods != null) {
                nogoods.propagate(Placements.key(cell, digit, n), grid, candidates);
                for (int i = 0; i < nogoods.forcedCount; i++) {
                    int lit = nogoods.forced[i];
                    engine.remove(Placements.keyCell(lit, n), Placements.keyDigit(lit, n), nogoods.forcedBy[i]);
                }
            }
            return true;
        }
    }

    /**
     * Analyses the decode's first dead end, the first cell it left without candidates, to a nogood (one a
     * decode, as a clause-learning solver learns one a conflict); a nogood of one placement removes its
     * digit from the cell's candidates for good.
     */
    private void learn() {
        int lit = firstEmptied < 0 ? -1 : nogoods.learn(firstEmptied);
        if (lit >= 0) {
            refute(Placements.keyCell(lit, n), Placements.keyDigit(lit, n));
        }
    }

    /** Digit d of cell c is refuted for good: it leaves the start's candidates (never a cell's last one). */
    void refute(int c, int d) {
        long left = startCandidates[c] & ~Digits.bit(d);
        if (left != 0 && left != startCandidates[c]) {
            start.drop(c, d);
            refuted.add(Placements.key(c, d, n));
        }
    }

    /** Cell c holds digit d in every solution: the start keeps only d among its candidates. */
    void fix(int c, int d) {
        for (long m = startCandidates[c] & ~Digits.bit(d); m != 0; m &= m - 1) {
            refute(c, Digits.lowest(m));
        }
    }

    /**
     * Keeps a nogood learnt elsewhere (the CDCL partner's), its literals the clause store's "not p"; one left
     * with a single placement refutes it. False when the decoder keeps no nogoods.
     */
    boolean adopt(int[] lits) {
        if (nogoods == null) {
            return false;
        }
        int lit = nogoods.adopt(lits);
        if (lit >= 0) {
            refute(Placements.keyCell(lit, n), Placements.keyDigit(lit, n));
        }
        return true;
    }

    /** The placements refuted for good so far ({@link Placements#key}), in their order. */
    final List<Integer> refuted = new ArrayList<>();
}
