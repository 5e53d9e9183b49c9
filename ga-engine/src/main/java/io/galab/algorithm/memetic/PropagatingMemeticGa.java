package io.galab.algorithm.memetic;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Choice;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.StopReason;
import io.galab.algorithm.common.ObservedAlgorithm;
import io.galab.algorithm.common.RunState;
import io.galab.algorithm.common.UnitScorings;
import io.galab.puzzle.Geometry;
import io.galab.solve.Propagation;
import io.galab.puzzle.Puzzle;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * galab's own GA (docs/algorithms.md, "propagating-memetic-ga"): constraint propagation of bounded
 * cost on the givens ({@link Propagation}), then a GA on several islands. In the default
 * {@code decoded} representation a member is a preferred digit per free cell, placed cell by cell by
 * {@link Decoder} with propagation after every placement (eliminations, naked and hidden singles; no
 * backtracking), its penalty the cells left empty; in {@code boxPermutation} a member is a box
 * permutation restricted to the candidates, improved by tabu search ({@link TabuSearch}). Each child is
 * a box-wise uniform crossover of two tournament winners (or a copy), then mutated and decoded, or
 * searched, and replaces its island's worst member when it is no worse and not a copy of a member. The
 * islands pass their best on every {@code migrationInterval} generations, and an island whose best has
 * not improved for {@code restartAfter} generations starts afresh. Every component is a parameter, so
 * that each can be switched off (the ablation tables of {@code reports/hard-benchmark/README.md}). Only as the hybrid
 * ({@code cdclConflicts}, {@link CdclPartner}) does it call a complete search; else every digit is a gene's or forced.
 */
public final class PropagatingMemeticGa extends ObservedAlgorithm {

    public static final String ID = "propagating-memetic-ga";
    /** The counter of a run whose propagation on the givens alone solved the puzzle: 1, else 0. */
    public static final String PROPAGATION_SOLVED = "propagationSolved";

    public PropagatingMemeticGa() {
        super(ID, "galab (this project): a GA decoded with propagation during the search, islands and restarts;"
                + " docs/algorithms.md",
                Budget.generations(100_000), Run::new);
    }

    /** The {@code propagation} parameter: which rules of {@link Propagation} run on the givens. */
    public enum PropagationRules implements Choice {
        NONE(Propagation.Rules.NONE), SINGLES(Propagation.Rules.SINGLES), FULL(Propagation.Rules.FULL);

        private final Propagation.Rules rules;

        PropagationRules(Propagation.Rules rules) {
            this.rules = rules;
        }

        /** The rules this value runs. */
        public Propagation.Rules rules() {
            return rules;
        }
    }

    /** The {@code representation} parameter: what a member is, and how it is improved. */
    public enum Representation implements Choice {
        /** One preferred digit per free cell, decoded with propagation ({@link Decoder}). */
        DECODED,
        /** Each box a permutation of its digits, improved by tabu search ({@link TabuSearch}). */
        BOX_PERMUTATION
    }

    /** The {@code cellOrder} parameter: which cell the decoder places next. */
    public enum CellOrder implements Choice {
        /** The empty cell with the fewest candidates left. */
        FEWEST_CANDIDATES,
        /** The next free cell of a sweep from a random cell. */
        SWEEP,
        /** As FEWEST_CANDIDATES, ties to the cell most involved in the nogoods' recent dead ends. */
        CONFLICTS
    }

    /** The {@code searchPropagation} parameter: what follows each placement of the decoder. */
    public enum SearchPropagation implements Choice {
        /** Only eliminations: the placed digit leaves the cell's peers. */
        NONE,
        /** Eliminations, then the naked and hidden singles they make, to a fixed point. */
        SINGLES
    }

    /** The size table's band (docs/algorithms.md, "Defaults by size"): grids of this order and larger. */
    public static final int LARGE_FROM = 36;

    /**
     * The size table: the defaults of grids from {@value #LARGE_FROM}x{@value #LARGE_FROM} up, chosen by
     * {@code ga:tune} on 36x36 families (experiment-specs/tune/memetic-36.yaml, reports/tune/memetic-36);
     * smaller grids keep the declared defaults, chosen on the hard 9x9 sets.
     */
    static final Map<String, Object> LARGE = Map.of("mutationRate", 0.0014, "restartAfter", 84, "nogoods", 1000,
            "cellOrder", "conflicts");

    @Override
    public Map<String, Object> sizeDefaults(Geometry geometry) {
        return geometry.n() >= LARGE_FROM ? LARGE : Map.of();
    }

    @Override
    public boolean keepsBoxesPermutations() {
        return true;
    }

    @Override
    public String retired(String nameOrValue) {
        return CdclPartner.retired(nameOrValue);
    }

    /**
     * Killer cages with the decoded representation: a decode keeps the units, the cages it breaks are added to the
     * penalty, and the CDCL partner learns from them (docs/algorithms.md, "Killer cages"). The box permutations'
     * tabu search scores units alone, so that representation declares it does not take them.
     */
    @Override
    public boolean takesCages(Parameters parameters) {
        return parameters.getChoice("representation", Representation.class) == Representation.DECODED;
    }

    /** The decoded representation's masks are 64-bit: up to 64x64; box permutations' are 32-bit. */
    @Override
    public String refusal(Puzzle puzzle, Parameters parameters) {
        return parameters.getChoice("representation", Representation.class) == Representation.DECODED ? null
                : puzzle.geometry().n() <= MAX_INT_MASK_N ? null : "representation boxPermutation runs grids up to"
                + " 25x25 (its tabu search's masks hold 31 digits), not a " + puzzle.geometry().n() + "x"
                + puzzle.geometry().n() + "; the default representation, decoded, runs up to 64x64";
    }

    private static final class Run extends RunState {
        private final int islands;
        private final int size;
        private final double crossoverRate;
        private final int restartAfter;
        private final boolean restartKeepsBest;
        private final int migrationInterval;
        private final Propagation propagation;
        /** Whether propagation on the givens alone solved the puzzle (read once: the check scans the grid). */
        private final boolean propagationSolved;
        private final Layout layout;
        private final Members members;
        private final int[][] grids;
        private final int[][] counts;
        private final int[] penalty;
        private final int[] childGrid;
        private final int[] childCounts;
        private final int[] bests;
        private final UnitScorings scorings;
        private long restarts;
        /** The best member: of the generation last recorded, or found during this one. */
        private int best;
        /** Each island's best penalty so far, and the generations since it last fell. */
        private final int[] islandBest;
        private final int[] stale;
        /** The CDCL partner of the GA–CDCL hybrid ({@code cdclConflicts} > 0), or null. */
        private final CdclPartner partner;
        private final int[] phaseGrid;
        private final boolean injectPhases;

        Run(Puzzle puzzle, Parameters p, long seed, Budget budget, RunControl.Observer observer) {
            super(puzzle, seed, budget, observer);
            islands = p.getInt("islands");
            size = p.getInt("populationSize");
            crossoverRate = p.getDouble("crossoverRate");
            restartAfter = p.getInt("restartAfter");
            restartKeepsBest = p.getBoolean("restartKeepsBest");
            migrationInterval = p.getInt("migrationInterval");
            propagation = Propagation.of(puzzle, p.getChoice("propagation", PropagationRules.class).rules());
            // a Killer that propagation completes is solved only when its cages hold
            propagationSolved = propagation.solved() && (!puzzle.geometry().hasCages()
                    || io.galab.solve.Cages.satisfied(puzzle.geometry(), propagation.grid()));
            layout = new Layout(instance, propagation, p.getBoolean("candidateRestriction"));
            scorings = new UnitScorings(layout.scoredUnits.length);
            members = p.getChoice("representation", Representation.class) == Representation.DECODED
                    ? new Decoder(layout, propagation.candidates(), instance.geometry.peerTable(), instance.cellUnits,
                            p.getChoice("cellOrder", CellOrder.class),
                            p.getChoice("searchPropagation", SearchPropagation.class) == SearchPropagation.SINGLES,
                            p.getDouble("mutationRate"), p.getInt("tabuSteps"), p.getInt("nogoods"), random,
                            this::spent).withKiller(puzzle.geometry())
                    : new TabuSearch(layout, p.getBoolean("candidateRestriction"), p.getInt("tabuTenure"),
                            p.getInt("localSearchSteps"), random);
            int count = islands * size;
            grids = new int[count][instance.cellCount];
            counts = new int[count][members.countLength()];
            penalty = new int[count];
            childGrid = new int[instance.cellCount];
            childCounts = new int[members.countLength()];
            bests = new int[islands];
            islandBest = new int[islands];
            stale = new int[islands];
            partner = p.getInt("cdclConflicts") == 0 || propagationSolved ? null
                    : new CdclPartner(puzzle, p, new SplittableRandom(random.nextLong()), control);
            phaseGrid = partner == null ? null : new int[instance.cellCount];
            injectPhases = p.getBoolean("injectPhases");
        }

        /** Propagation on the givens first; when it solves the puzzle, there is no population. */
        @Override
        protected void initialise() {
            if (propagationSolved) {
                return;
            }
            for (int m = 0; m < grids.length; m++) {
                fresh(m);
            }
            best = lowest();
            for (int i = 0; i < islands; i++) {
                islandBest[i] = penalty[bestOf(i)];
            }
        }

        @Override
        protected void iterate() {
            for (int i = 0; i < islands && penalty[best] > 0; i++) {
                int island = bestOf(i);
                for (int k = 0; k < size && penalty[best] > 0; k++) {
                    island = breed(i, island);
                    best = penalty[island] < penalty[best] ? island : best;
                }
                int now = penalty[island];
                stale[i] = now < islandBest[i] ? 0 : stale[i] + 1;
                islandBest[i] = Math.min(islandBest[i], now);
                if (restartAfter > 0 && stale[i] >= restartAfter && now > 0) {
                    restart(i);
                    stale[i] = 0;
                    islandBest[i] = penalty[bestOf(i)];
                }
            }
            if (islands > 1 && control.generation() % migrationInterval == 0) {
                migrate();
            }
            if (partner != null && penalty[best] > 0) {
                for (int c = 0; c < phaseGrid.length; c++) {
                    phaseGrid[c] = Math.abs(grids[best][c]); // an empty cell's gene is its digit, negated
                }
                partner.round(phaseGrid, members instanceof Decoder d ? d : null);
                if (partner.unsatisfiable()) {
                    control.stop(StopReason.UNSOLVABLE);
                } else if (injectPhases && partner.solution() == null && members instanceof Decoder d) {
                    inject(d, (int) (control.generation() % islands));
                }
            }
        }

        /**
         * The search's phases, decoded as a member, replace island i's worst when no worse and not a copy (the
         * search's side of rephasing: the GA starts from where the search is).
         */
        private void inject(Decoder decoder, int i) {
            int[] phases = partner.phaseGrid();
            System.arraycopy(grids[bestOf(i)], 0, childGrid, 0, childGrid.length);
            for (int c : layout.freeCells) {
                if (phases[c] != 0) {
                    childGrid[c] = phases[c];
                }
            }
            int e = decoder.decodeScored(childGrid); // a Killer's cages in its penalty, as every member's
            int worst = worstOf(i);
            if (e <= penalty[worst] && !isCopy(i, e)) {
                System.arraycopy(childGrid, 0, grids[worst], 0, childGrid.length);
                penalty[worst] = e;
                best = e < penalty[best] ? worst : best;
            }
        }

        /** The partner proved that the puzzle has no solution. */
        @Override
        protected boolean settled() {
            return partner != null && partner.unsatisfiable();
        }

        /** Whether the partner found the solution. */
        private boolean partnerSolved() {
            return partner != null && partner.solution() != null;
        }

        @Override
        protected double bestFitness() {
            return propagationSolved || partnerSolved() ? 0 : penalty[best];
        }

        @Override
        protected int[] bestGrid() {
            return partnerSolved() ? partner.solution()
                    : members.reported(propagationSolved ? propagation.grid() : grids[best]);
        }

        @Override
        protected Map<String, Long> counters() {
            Map<String, Long> out = new HashMap<>(Map.of("propagated", (long) propagation.placed(),
                    PROPAGATION_SOLVED, propagationSolved ? 1L : 0L,
                    "restarts", restarts));
            if (partner != null) {
                partner.counters(out);
            }
            return out;
        }

        /** Whether the budget is spent, the evaluations made so far counted: for the tabu search to stop. */
        private boolean spent() {
            scorings.count(control, propagation.unitReads() + members.unitScorings());
            return control.exhausted();
        }

        /** A new random member in slot m. */
        private void fresh(int m) {
            penalty[m] = members.fresh(grids[m], counts[m]);
        }

        /**
         * One child on island i: crossover or a copy, finished by the representation (mutation and decoding,
         * or tabu search), and replacement of the island's worst;
         * returns the island's best member, {@code islandBest} unless the child took its place.
         */
        private int breed(int i, int islandBest) {
            int a = tournament(i);
            int b = tournament(i);
            System.arraycopy(grids[a], 0, childGrid, 0, childGrid.length);
            boolean crossed = a != b && random.nextDouble() < crossoverRate;
            if (crossed) {
                for (int[] group : layout.groupCells) {
                    if (random.nextBoolean()) {
                        for (int c : group) {
                            childGrid[c] = grids[b][c];
                        }
                    }
                }
            } else {
                System.arraycopy(counts[a], 0, childCounts, 0, childCounts.length);
            }
            int e = members.child(childGrid, childCounts, crossed, penalty[a]);
            int worst = worstOf(i);
            if (e <= penalty[worst] && !isCopy(i, e)) {
                System.arraycopy(childGrid, 0, grids[worst], 0, childGrid.length);
                System.arraycopy(childCounts, 0, counts[worst], 0, childCounts.length);
                penalty[worst] = e;
                return worst == islandBest || e < penalty[islandBest] ? bestOf(i) : islandBest;
            }
            return islandBest;
        }

        /** Binary tournament on island i: the lower penalty of two members drawn. */
        private int tournament(int i) {
            int x = i * size + random.nextInt(size);
            int y = i * size + random.nextInt(size);
            return penalty[y] < penalty[x] ? y : x;
        }

        private boolean isCopy(int i, int e) {
            for (int m = i * size; m < (i + 1) * size; m++) {
                if (penalty[m] == e && Arrays.equals(grids[m], childGrid)) {
                    return true;
                }
            }
            return false;
        }

        /** Starts island i afresh, but for its best member when {@code restartKeepsBest}. */
        private void restart(int i) {
            int keep = restartKeepsBest ? bestOf(i) : -1;
            for (int m = i * size; m < (i + 1) * size; m++) {
                if (m != keep) {
                    fresh(m);
                }
            }
            restarts++;
        }

        /** Each island's best replaces the next island's worst, unless it is already there. */
        private void migrate() {
            for (int i = 0; i < islands; i++) {
                bests[i] = bestOf(i);
            }
            for (int i = 0; i < islands; i++) {
                int from = bests[i];
                int to = (i + 1) % islands;
                System.arraycopy(grids[from], 0, childGrid, 0, childGrid.length);
                if (!isCopy(to, penalty[from])) {
                    int worst = worstOf(to);
                    System.arraycopy(grids[from], 0, grids[worst], 0, childGrid.length);
                    System.arraycopy(counts[from], 0, counts[worst], 0, childCounts.length);
                    penalty[worst] = penalty[from];
                }
            }
        }

        private int bestOf(int i) {
            int best = i * size;
            for (int m = best + 1; m < (i + 1) * size; m++) {
                best = penalty[m] < penalty[best] ? m : best;
            }
            return best;
        }

        private int worstOf(int i) {
            int worst = i * size;
            for (int m = worst + 1; m < (i + 1) * size; m++) {
                worst = penalty[m] > penalty[worst] ? m : worst;
            }
            return worst;
        }

        private int lowest() {
            int best = 0;
            for (int m = 1; m < penalty.length; m++) {
                best = penalty[m] < penalty[best] ? m : best;
            }
            return best;
        }

        /**
         * Counts the evaluations made so far and records the generation, keeping its best member; a
         * puzzle that propagation solved records one generation of penalty 0.
         */
        @Override
        protected void record() {
            if (propagationSolved) {
                scorings.count(control, propagation.unitReads());
                control.record(0, 0);
                return;
            }
            scorings.count(control, propagation.unitReads() + members.unitScorings());
            long sum = 0;
            for (int e : penalty) {
                sum += e;
            }
            best = lowest();
            control.record(partnerSolved() ? 0 : penalty[best], (double) sum / penalty.length);
        }
    }
}
