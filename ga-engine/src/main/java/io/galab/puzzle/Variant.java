package io.galab.puzzle;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An all-different variant of the n×n Sudoku layout, as data (docs/puzzle-formats.md, "Variants"): its regions
 * (the b×b boxes, or any partition of the grid into n regions of n cells, as in a Jigsaw) and its extra
 * all-different units (diagonals, windows, disjoint groups, or any list of n cells). A Sudoku-X, a Windoku and a
 * Jigsaw are values of this record, read from a file's header or from the f-puzzles JSON; no variant is Java of its
 * own.
 *
 * @param name    the variant's name, as reports show it ({@code sudoku}, {@code windoku}, {@code jigsaw}, …)
 * @param n       the grid's side and digit count
 * @param regions the region (0 … n − 1) of each grid position, row-major; null for the b×b boxes
 * @param units   the extra all-different units, each of n positions (copied on the way in and out)
 * @param cages   the killer cages: fewer than n cells, each digit at most once, and their sum (none: empty)
 */
public record Variant(String name, int n, int[] regions, List<Unit> units, List<Cage> cages)
        implements java.io.Serializable {

    /** The plain Sudoku's name: boxes and no extra unit. */
    public static final String PLAIN = "sudoku";

    /**
     * One extra all-different unit.
     *
     * @param type      {@link Geometry.UnitType#DIAGONAL} for a main diagonal, {@link Geometry.UnitType#EXTRA} else
     * @param label     what a message calls it, before its number ("diagonal", "window", "group", "unit")
     * @param positions the grid positions (row-major, 0-based) of its n cells
     */
    public record Unit(Geometry.UnitType type, String label, int[] positions) implements java.io.Serializable {
        public Unit {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(label, "label");
            positions = positions.clone();
        }

        @Override
        public int[] positions() {
            return positions.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Unit u && type == u.type && label.equals(u.label)
                    && Arrays.equals(positions, u.positions);
        }

        @Override
        public int hashCode() {
            return Objects.hash(type, label, Arrays.hashCode(positions));
        }

        @Override
        public String toString() {
            return label + Arrays.toString(positions);
        }
    }

    /**
     * A killer cage (docs/puzzle-formats.md, "Killer cages"): cells that hold each digit at most once and, when its
     * sum is given, add up to it; the first constraint galab reads that is not a unit of n cells.
     *
     * @param positions the grid positions (row-major, 0-based) of its cells, at least 1 and fewer than n + 1
     * @param sum       the digits' sum, or 0 for a cage that only keeps its digits distinct
     */
    public record Cage(int[] positions, int sum) implements java.io.Serializable {
        public Cage {
            positions = positions.clone();
        }

        @Override
        public int[] positions() {
            return positions.clone();
        }

        /** The number of cells. */
        public int size() {
            return positions.length;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Cage c && sum == c.sum && Arrays.equals(positions, c.positions);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(positions) + sum;
        }

        @Override
        public String toString() {
            return "cage" + (sum == 0 ? "" : " " + sum) + Arrays.toString(positions);
        }
    }

    /** A variant without killer cages. */
    public Variant(String name, int n, int[] regions, List<Unit> units) {
        this(name, n, regions, units, List.of());
    }

    public Variant {
        Objects.requireNonNull(name, "name");
        units = List.copyOf(units);
        cages = List.copyOf(cages);
        for (Cage c : cages) {
            checkCage(c, n);
        }
        if (regions != null) {
            regions = canonical(regions, n);
        }
        for (Unit u : units) {
            checkUnit(u, n);
        }
    }

    /** The plain n×n Sudoku: b×b boxes, no extra unit. */
    public static Variant plain(int n) {
        return new Variant(PLAIN, n, null, List.of());
    }

    /** Whether the regions are the b×b boxes. */
    public boolean boxes() {
        return regions == null;
    }

    /**
     * The plain n×n Sudoku with boxes of h rows × w columns (h·w = n): {@link #plain(int)} for b×b, else the boxes
     * as its regions (a 6x6's 2×3, a 12x12's 3×4).
     *
     * @throws IllegalArgumentException when h·w is not n
     */
    public static Variant boxed(int n, int h, int w) {
        return h == w && h * w == n ? plain(n) : new Variant(PLAIN, n, rectangles(n, h, w), List.of());
    }

    /** The region map of an n×n grid tiled by boxes of h rows × w columns, row-major. */
    public static int[] rectangles(int n, int h, int w) {
        if (h < 1 || w < 1 || h * w != n) {
            throw new IllegalArgumentException("boxes of " + h + "×" + w + " do not tile a " + n + "x" + n + " grid: "
                    + h + "·" + w + " must be " + n);
        }
        int[] out = new int[n * n];
        for (int p = 0; p < out.length; p++) {
            int r = p / n;
            int c = p % n;
            out[p] = (r / h) * h + c / w;
        }
        return out;
    }

    /**
     * The boxes people draw on an n×n grid, as f-puzzles and SudokuPad do: h the largest divisor of n not above √n,
     * w = n / h (2×3 for a 6x6, 3×4 for a 12x12, 3×3 for a 9x9); null when n is prime (no boxes but 1×n).
     */
    public static int[] defaultBoxShape(int n) {
        for (int h = (int) Math.floor(Math.sqrt(n)); h >= 2; h--) {
            if (n % h == 0) {
                return new int[] {h, n / h};
            }
        }
        return null;
    }

    /**
     * The shape {rows, columns} of the boxes its regions are, or null for irregular regions (a Jigsaw): {b, b} for
     * the b×b boxes, {h, w} when the region map is a tiling by boxes of h rows × w columns.
     */
    public int[] boxShape() {
        if (regions == null) {
            int b = (int) Math.round(Math.sqrt(n));
            return new int[] {b, b};
        }
        for (int h = 2; h <= n / 2; h++) { // a box of one row or one column would be a row or a column
            if (n % h == 0 && Arrays.equals(regions, canonical(rectangles(n, h, n / h), n))) {
                return new int[] {h, n / h};
            }
        }
        return null;
    }

    /** Whether this is the plain Sudoku: the boxes, no extra unit and no cage. */
    public boolean isPlain() {
        return regions == null && units.isEmpty() && cages.isEmpty();
    }

    @Override
    public int[] regions() {
        return regions == null ? null : regions.clone();
    }

    /** The two main diagonals, top-left to bottom-right first: a Sudoku-X's extra units. */
    public static List<Unit> diagonals(int n) {
        int[] main = new int[n];
        int[] anti = new int[n];
        for (int i = 0; i < n; i++) {
            main[i] = i * n + i;
            anti[i] = i * n + (n - 1 - i);
        }
        return List.of(new Unit(Geometry.UnitType.DIAGONAL, "diagonal", main),
                new Unit(Geometry.UnitType.DIAGONAL, "diagonal", anti));
    }

    /**
     * Renumbers a region map so that regions are numbered in the order their first cells appear, row-major, and
     * checks that it is a partition into n regions of n cells.
     */
    private static int[] canonical(int[] regions, int n) {
        if (regions.length != n * n) {
            throw new IllegalArgumentException("a region map has " + regions.length + " cells; a " + n + "x" + n
                    + " grid has " + n * n);
        }
        java.util.Map<Integer, Integer> number = new java.util.HashMap<>();
        int[] out = new int[regions.length];
        int[] size = new int[n];
        for (int p = 0; p < regions.length; p++) {
            Integer r = number.get(regions[p]);
            if (r == null) {
                if (number.size() == n) {
                    throw new IllegalArgumentException("the region map has more than " + n + " regions (r"
                            + (p / n + 1) + "c" + (p % n + 1) + " starts region " + (n + 1) + ")");
                }
                r = number.size();
                number.put(regions[p], r);
            }
            out[p] = r;
            size[r]++;
        }
        for (int r = 0; r < n; r++) {
            if (size[r] != n) {
                int first = 0;
                while (first < out.length && out[first] != r) {
                    first++;
                }
                throw new IllegalArgumentException(number.size() < n ? "the region map has " + number.size()
                        + " regions; a " + n + "x" + n + " grid needs " + n + " of " + n + " cells"
                        : "region " + (r + 1) + " (the one holding r" + (first / n + 1) + "c" + (first % n + 1)
                        + ") has " + size[r] + " cells; every region holds " + n);
            }
        }
        return out;
    }

    /** The smallest and largest sums of k distinct digits of 1..n: {k(k+1)/2, k(2n − k + 1)/2}. */
    public static int[] sumRange(int k, int n) {
        return new int[] {k * (k + 1) / 2, k * (2 * n - k + 1) / 2};
    }

    private static void checkCage(Cage c, int n) {
        int[] p = c.positions;
        if (p.length < 1 || p.length > n) {
            throw new IllegalArgumentException("a cage has " + p.length + " cells; a cage holds 1 to " + n + " cells,"
                    + " each digit at most once");
        }
        boolean[] seen = new boolean[n * n];
        for (int q : p) {
            if (q < 0 || q >= n * n) {
                throw new IllegalArgumentException("a cage names a cell outside the " + n + "x" + n + " grid");
            }
            if (seen[q]) {
                throw new IllegalArgumentException("a cage names r" + (q / n + 1) + "c" + (q % n + 1) + " twice");
            }
            seen[q] = true;
        }
        int[] range = sumRange(p.length, n);
        if (c.sum != 0 && (c.sum < range[0] || c.sum > range[1])) {
            throw new IllegalArgumentException("a cage of " + p.length + " cells cannot add up to " + c.sum + ": "
                    + p.length + " different digits of 1.." + n + " add up to " + range[0] + " to " + range[1]);
        }
    }

    /** Whether the variant has killer cages. */
    public boolean hasCages() {
        return !cages.isEmpty();
    }

    private static void checkUnit(Unit u, int n) {
        int[] p = u.positions;
        if (p.length != n) {
            throw new IllegalArgumentException("the " + u.label + " has " + p.length + " cells; galab reads"
                    + " all-different units of " + n + " cells, one per digit");
        }
        boolean[] seen = new boolean[n * n];
        for (int q : p) {
            if (q < 0 || q >= n * n) {
                throw new IllegalArgumentException("the " + u.label + " names a cell outside the " + n + "x" + n
                        + " grid");
            }
            if (seen[q]) {
                throw new IllegalArgumentException("the " + u.label + " names r" + (q / n + 1) + "c" + (q % n + 1)
                        + " twice");
            }
            seen[q] = true;
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Variant v && name.equals(v.name) && n == v.n && Arrays.equals(regions, v.regions)
                && units.equals(v.units) && cages.equals(v.cages);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, n, Arrays.hashCode(regions), units, cages);
    }
}
