package io.galab.algorithm.retrievable;

import io.galab.algorithm.common.Chance;
import io.galab.algorithm.common.Instance;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Row-wise uniform crossover (Das et al., Section 3): two parents make two children by exchanging whole
 * rows. Read in one of two ways ({@link RetrievableGa.Crossover}): a pair is crossed with the crossover
 * rate and then each row exchanged with ½ (the default), or each row of every pair exchanged with the
 * crossover rate. On multi-grid kinds a cell in rows of two grids goes with the first of them; a cell in
 * no row (none on the built-in kinds) is a row of its own.
 */
final class RowWiseCrossover {

    private final Chance rate;
    private final boolean perRow;
    /** The row each cell is exchanged with. */
    private final int[] rowOfCell;
    /** Per row: -1 (every bit) when it is exchanged, 0 when not. */
    private final int[] swapRow;

    RowWiseCrossover(Instance instance, Chance rate, boolean perRow) {
        this.rate = rate;
        this.perRow = perRow;
        rowOfCell = new int[instance.cellCount];
        Arrays.fill(rowOfCell, -1);
        int rows = 0;
        for (int u : instance.lineUnits) {
            if (instance.geometry.isRow(u)) {
                for (int c : instance.unitCells[u]) {
                    if (rowOfCell[c] < 0) {
                        rowOfCell[c] = rows;
                    }
                }
                rows++;
            }
        }
        for (int c = 0; c < instance.cellCount; c++) {
            if (rowOfCell[c] < 0) {
                rowOfCell[c] = rows++;
            }
        }
        swapRow = new int[rows];
    }

    /**
     * Children {@code a} and {@code b} of parents {@code pa} and {@code pb}: copies of them when the pair
     * is not crossed, else each cell from its own parent, or from the other where its row is exchanged
     * (the givens agree, so they stay).
     *
     * @return whether the pair was crossed
     */
    boolean apply(int[] pa, int[] pb, int[] a, int[] b, SplittableRandom random) {
        if (!perRow && !rate.draw(random)) {
            System.arraycopy(pa, 0, a, 0, pa.length);
            System.arraycopy(pb, 0, b, 0, pb.length);
            return false;
        }
        if (perRow) {
            for (int r = 0; r < swapRow.length; r++) {
                swapRow[r] = rate.draw(random) ? -1 : 0;
            }
        } else {
            // ½ per row: the rows' exchanges are the bits of one draw (64 rows a draw)
            long bits = 0;
            for (int r = 0; r < swapRow.length; r++) {
                if ((r & 63) == 0) {
                    bits = random.nextLong();
                }
                swapRow[r] = -(int) (bits >>> (r & 63) & 1);
            }
        }
        for (int c = 0; c < pa.length; c++) {
            int exchanged = (pa[c] ^ pb[c]) & swapRow[rowOfCell[c]];
            a[c] = pa[c] ^ exchanged;
            b[c] = pb[c] ^ exchanged;
        }
        return true;
    }
}
