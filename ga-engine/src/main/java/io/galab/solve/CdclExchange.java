package io.galab.solve;

import java.util.Arrays;
import java.util.List;

/**
 * The GA–CDCL hybrid's interface to {@link CdclSearch} (docs/algorithms.md, "propagating-memetic-ga", "The CDCL
 * partner"): the search runs in slices ({@link CdclSearch#search}), each ending with a backjump to level 0, after
 * which clauses that follow from the puzzle can be added ({@link #addClause}), the learned ones read
 * ({@link #learnedSince} and the units learned), and the phases set ({@link #rephase}) or read as a grid
 * ({@link #phaseGrid}).
 */
public final class CdclExchange {

    private final CdclSearch search;

    /** The exchange of {@code search}, which runs in slices. */
    public CdclExchange(CdclSearch search) {
        this.search = search;
    }

    /**
     * Adds a clause that follows from the puzzle (a nogood of the GA's), between slices (at level 0): its
     * false literals dropped, nothing when one is true; a unit is set; no literal left proves that there
     * is no solution.
     */
    public void addClause(int[] lits) {
        int[] open = new int[lits.length];
        int size = 0;
        for (int l : lits) {
            int x = search.value(l);
            if (x == 1) {
                return;
            }
            if (x == 0) {
                open[size++] = l;
            }
        }
        if (size == 0) {
            search.refuted();
        } else if (size == 1) {
            search.addUnit(open[0]);
        } else {
            search.clauseStore().add(Arrays.copyOf(open, size), size);
        }
    }

    /** The clause store's index past its last clause: a mark for {@link #learnedSince}. */
    public int clauseMark() {
        return search.clauseStore().added();
    }

    /** The clauses (of at least two literals) added since {@code mark} and still kept, each a copy. */
    public List<int[]> learnedSince(int mark) {
        return search.clauseStore().keptSince(mark);
    }

    /** How many units (literals set at level 0 by learning or by {@link #addClause}) there are. */
    public int unitCount() {
        return search.units().size;
    }

    /** The i-th unit's literal. */
    public int unit(int i) {
        return search.units().data[i];
    }

    /**
     * Sets each cell's phase to {@code grid}'s digit there (1..n; 0 or out of range: none), as rephasing does
     * ({@link SearchConfig.PhasePolicy#GA}: a backjump then saves each undone cell's digit as its phase).
     */
    public void rephase(int[] grid) {
        search.phases().set(grid);
    }

    /**
     * Each cell's phase as a grid: its digit (1..n), the digit it holds now if it holds one, or 0 (none):
     * what the search would try, for the GA to decode as a member.
     */
    public int[] phaseGrid() {
        int[] grid = search.solution();
        Phases phases = search.phases();
        for (int c = 0; c < grid.length; c++) {
            grid[c] = grid[c] != 0 ? grid[c] : phases.digit(c);
        }
        return grid;
    }
}
