package io.galab.algorithm.retrievable;

import io.galab.algorithm.Choice;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * "Remove repetition" (Das et al., Section 3, Figure 5): first in every row, then in every column, a
 * free cell whose value repeats a given of that line gets a random value from {1..N} − G_i. Repeats
 * among free cells are left alone, as in the paper. Applied after initialisation, crossover and
 * mutation. On multi-grid kinds every row and column of every component grid is a line.
 *
 * <p>G_i is read in one of two ways ({@link Values}): the paper's words, "the set of numbers present in
 * the i-th row or column", i.e. every value in the line at that moment (the default; the only choice
 * that removes the repeat without adding another), or only the line's givens (a probe reading).
 */
public final class RemoveRepetition {

    /** Which values G_i holds (see the class comment). */
    public enum Values implements Choice {
        PRESENT, NOT_GIVEN
    }

    private final Instance instance;
    private final int[][] rows;
    private final int[][] columns;
    private final int[] choices;
    private final Values values;

    public RemoveRepetition(Instance instance) {
        this(instance, Values.PRESENT);
    }

    public RemoveRepetition(Instance instance, Values values) {
        this.instance = instance;
        this.values = values;
        List<int[]> r = new ArrayList<>();
        List<int[]> c = new ArrayList<>();
        for (int u : instance.lineUnits) {
            (instance.geometry.unitType(u) == Geometry.UnitType.ROW ? r : c).add(instance.unitCells[u]);
        }
        this.rows = r.toArray(new int[0][]);
        this.columns = c.toArray(new int[0][]);
        this.choices = new int[instance.n];
    }

    /** Applies the operator to one grid; returns the number of cells changed. */
    public int apply(int[] grid, SplittableRandom random) {
        return apply(grid, rows, random) + apply(grid, columns, random);
    }

    private int apply(int[] grid, int[][] lines, SplittableRandom random) {
        int changed = 0;
        for (int[] line : lines) {
            int given = 0;
            int present = 0;
            for (int c : line) {
                present |= 1 << grid[c];
                if (instance.fixed[c]) {
                    given |= 1 << grid[c];
                }
            }
            if (given == 0) {
                continue;
            }
            for (int c : line) {
                if (instance.fixed[c] || (given & (1 << grid[c])) == 0) {
                    continue;
                }
                int excluded = values == Values.PRESENT ? present : given;
                int count = 0;
                for (int v = 1; v <= instance.n; v++) {
                    if ((excluded & (1 << v)) == 0) {
                        choices[count++] = v;
                    }
                }
                if (count > 0) {
                    int v = choices[random.nextInt(count)];
                    grid[c] = v;
                    present |= 1 << v;
                    changed++;
                }
            }
        }
        return changed;
    }
}
