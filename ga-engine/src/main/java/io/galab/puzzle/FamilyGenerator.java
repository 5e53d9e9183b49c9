package io.galab.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Instance families by Lewis's recipe (J. Heuristics 2007), as Lloyd &amp; Amos built their benchmark
 * (IEEE Transactions on Games 2019): a random complete grid, then a fraction of its cells kept as
 * givens (docs/puzzle-formats.md, "Instance families"). The built-in set {@code family/sudoku<n>-<pct>}
 * names one family: {@code family/sudoku25-45} is 25x25 Sudokus with 45% of their cells given.
 *
 * <p>Decision: exactly round(p·n²) cells are kept, chosen uniformly, not each cell with probability p:
 * every instance of a fraction then has the same number of givens, so the fraction on a
 * phase-transition chart is exact and instances differ only in which cells are given, as in Lloyd &amp;
 * Amos's files named by their fixed-cell percentage. Uniqueness is not asked for: a puzzle may have
 * several solutions, and a run succeeds on any. The complete grid is stored as the puzzle's solution.
 * Instance i comes from the i-th split of a generator seeded with the spec's seed, so a family is
 * reproducible and its first instances do not change when the count grows.
 */
public final class FamilyGenerator {

    /** The prefix of a family's set name. */
    public static final String PREFIX = "family/sudoku";

    private FamilyGenerator() {
    }

    /**
     * True when {@code name} is a family: {@code family/sudoku<n>-<pct>[-balanced]}, n from 4 to 64 and not prime
     * (b×b boxes for a square n, else the usual h×w), pct 0..100.
     */
    public static boolean isFamily(String name) {
        return family(name) != null;
    }

    /** The suffix of a family whose holes are balanced ({@link Holes#BALANCED}). */
    public static final String BALANCED_SUFFIX = "-balanced";
    /**
     * The suffix of a family that keeps ⌈p·n²⌉ givens, as Lloyd &amp; Amos's own instance files do (282 at 25x25
     * 45%, where round gives 281): {@code family/sudoku25-45-la}. A family without it keeps round(p·n²), as
     * it always has, so that every family drawn before is drawn again the same (docs/puzzle-formats.md,
     * "Instance families").
     */
    public static final String LLOYD_AMOS_SUFFIX = "-la";

    /** Where a family's blanks go (docs/puzzle-formats.md, "Instance families"). */
    public enum Holes {
        /** round((1 − p)·n²) cells chosen uniformly at random: Lewis's recipe, the default. */
        UNIFORM,
        /**
         * As many blanks in every row, column and box, to within one (Ansótegui, Béjar, Fernàndez, Gomes
         * &amp; Mateu, AAAI 2006).
         */
        BALANCED
    }

    /**
     * A family's size, fraction of givens and hole pattern.
     *
     * @param box     the box size b (the grid is b²×b²)
     * @param percent the percentage of cells given
     * @param holes   where the blanks go
     * @param ceil    ⌈p·n²⌉ givens (Lloyd &amp; Amos's files) rather than round(p·n²)
     */
    public record Family(int box, int percent, Holes holes, boolean ceil, int side) {
        public Family(int box, int percent, Holes holes, boolean ceil) {
            this(box, percent, holes, ceil, box * box);
        }

        public Family(int box, int percent, Holes holes) {
            this(box, percent, holes, false);
        }

        /** The grid's side: b² for b×b boxes, h·w for a family of rectangular boxes ({@code box} 0). */
        public int n() {
            return side;
        }

        /** The family's geometry: b×b boxes, or the usual h×w boxes of a side that is no square (2×3 for 6). */
        public Geometry geometry() {
            if (box > 0) {
                return Geometry.sudoku(box);
            }
            int[] shape = Variant.defaultBoxShape(side);
            return Geometry.of(Variant.boxed(side, shape[0], shape[1]));
        }
    }

    /** The family a set name names, or null when it names none. */
    public static Family family(String name) {
        if (!name.startsWith(PREFIX)) {
            return null;
        }
        String rest = name.substring(PREFIX.length());
        boolean ceil = rest.endsWith(LLOYD_AMOS_SUFFIX);
        rest = ceil ? rest.substring(0, rest.length() - LLOYD_AMOS_SUFFIX.length()) : rest;
        Holes holes = rest.endsWith(BALANCED_SUFFIX) ? Holes.BALANCED : Holes.UNIFORM;
        String[] parts = rest.substring(0, rest.length() - (holes == Holes.BALANCED ? BALANCED_SUFFIX.length() : 0))
                .split("-", -1);
        if (parts.length != 2 || !parts[0].matches("\\d{1,2}") || !parts[1].matches("\\d{1,3}")) {
            return null;
        }
        int n = Integer.parseInt(parts[0]);
        int box = (int) Math.round(Math.sqrt(n));
        int percent = Integer.parseInt(parts[1]);
        if (percent > 100) {
            return null;
        }
        if (box * box == n) {
            return box >= 2 && box <= Geometry.MAX_BOX ? new Family(box, percent, holes, ceil) : null;
        }
        // a side that is no square: its usual h×w boxes (6, 8, 10, 12, …), none for a prime side
        return n >= Geometry.MIN_SIDE && n <= Geometry.MAX_BOX * Geometry.MAX_BOX && Variant.defaultBoxShape(n) != null
                ? new Family(0, percent, holes, ceil, n) : null;
    }

    /** The family {@code name}: {@code count} instances from {@code seed}. */
    public static PuzzleSet load(String name, int count, long seed) {
        Family f = family(name);
        if (f == null) {
            throw new IllegalArgumentException("'" + name + "' is no instance family; a family is named "
                    + PREFIX + "<n>-<percent>, n from 4 to 64 and not prime (b×b boxes where n is a square, else"
                    + " its usual h×w: 2×3 for 6) and percent 0 to 100, e.g."
                    + " family/sudoku25-45, or with " + BALANCED_SUFFIX + " after it for balanced holes");
        }
        return new PuzzleSet(name, count + " " + f.geometry().describe() + " instances with "
                + f.percent() + "% of their cells given (Lewis's recipe" + (f.holes() == Holes.BALANCED
                ? ", holes balanced over rows, columns and boxes" : "") + (f.ceil() ? ", ⌈p·n²⌉ givens as Lloyd &"
                + " Amos's files" : "") + "), seed " + seed,
                f.box() > 0 ? generate(f.box(), f.percent() / 100.0, count, seed, name.substring("family/".length()),
                        f.holes(), f.ceil())
                        : generate(f.geometry(), f.percent() / 100.0, count, seed, name.substring("family/".length()),
                        f.holes(), f.ceil()));
    }

    /**
     * From this box size on, the complete grid is a shuffled pattern, not a random search's: when this was
     * decided a search filled a 49x49 in about 2 s but a 64x64 not in minutes. (Since propagation is
     * incremental a 49x49 fills in under 0.1 s and a 64x64 in 4 to 9 s, two draws each; the pattern stays,
     * so that every 64x64 family is the one its seed named.)
     */
    static final int PATTERN_BOX = 8;

    /**
     * A complete grid of box size b from the pattern (b·(r mod b) + ⌊r/b⌋ + c) mod n, shuffled by the
     * moves that keep a Sudoku valid: a random relabelling of the digits, the bands and the rows within
     * each band, the stacks and the columns within each stack, and a transposition half the time.
     * Decision (docs/puzzle-formats.md, "Instance families"): every such grid is one grid's image under
     * these symmetries, which a solver cannot exploit without knowing them; the givens kept are then
     * chosen as for every family.
     */
    static int[] shuffledPattern(int b, SplittableRandom random) {
        int n = b * b;
        int[] digits = permutation(n, random);
        int[] rows = lines(b, random);
        int[] cols = lines(b, random);
        boolean transpose = random.nextBoolean();
        int[] grid = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int pr = rows[r];
                int pc = cols[c];
                int v = digits[(b * (pr % b) + pr / b + pc) % n] + 1;
                grid[transpose ? c * n + r : r * n + c] = v;
            }
        }
        return grid;
    }

    /** A random order of the n lines that keeps bands together: the bands shuffled, and the lines in each. */
    private static int[] lines(int b, SplittableRandom random) {
        int[] bands = permutation(b, random);
        int[] out = new int[b * b];
        for (int i = 0; i < b; i++) {
            int[] within = permutation(b, random);
            for (int j = 0; j < b; j++) {
                out[i * b + j] = bands[i] * b + within[j];
            }
        }
        return out;
    }

    private static int[] permutation(int n, SplittableRandom random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /**
     * Search nodes per cell a random fill may visit before it is drawn again. A fill of a blank grid
     * needs under one node per cell on most digit orders (at most 0.84 on every family the committed
     * specs use), but its cost is heavy-tailed: a few orders run for minutes (a 36x36 of seed 360 did).
     */
    static final int FILL_NODES_PER_CELL = 10;

    /**
     * A random complete grid: a random fill by the family's own filler ({@link GridFiller}, frozen, so that
     * no change to the exact solver changes a family) within {@link #FILL_NODES_PER_CELL} nodes a cell, drawn
     * again from a split of {@code random} until one fits (a restart, which cuts the heavy tail); reproducible
     * from {@code random}, and the first fill is the one an unbounded fill made.
     */
    static int[] randomGrid(GridFiller filler, int cells, SplittableRandom random) {
        long bound = (long) FILL_NODES_PER_CELL * cells;
        int[] fill = filler.fill(random, bound);
        while (fill == null) {
            fill = filler.fill(random.split(), bound);
        }
        return fill;
    }

    /** {@code count} instances of box size {@code box} with round(givens·n²) cells given each, chosen uniformly. */
    public static List<Puzzle> generate(int box, double givens, int count, long seed, String idPrefix) {
        return generate(box, givens, count, seed, idPrefix, Holes.UNIFORM);
    }

    /** {@code count} instances of box size {@code box} with round(givens·n²) cells given each, holes as asked. */
    public static List<Puzzle> generate(int box, double givens, int count, long seed, String idPrefix, Holes holes) {
        return generate(box, givens, count, seed, idPrefix, holes, false);
    }

    /**
     * As {@link #generate(int, double, int, long, String, Holes)}; with {@code ceil}, ⌈givens·n²⌉ cells are given
     * (Lloyd &amp; Amos's count) instead of round(givens·n²).
     */
    public static List<Puzzle> generate(int box, double givens, int count, long seed, String idPrefix, Holes holes,
            boolean ceil) {
        return generate(Geometry.sudoku(box), givens, count, seed, idPrefix, holes, ceil);
    }

    /**
     * As {@link #generate(int, double, int, long, String, Holes, boolean)} on any one-grid geometry: b×b boxes, or
     * h×w boxes of a side that is no square, whose complete grids are always the frozen filler's.
     */
    public static List<Puzzle> generate(Geometry g, double givens, int count, long seed, String idPrefix,
            Holes holes, boolean ceil) {
        int box = g.boxSize();
        int cells = g.cellCount();
        // 1e-9 below: a product that is a whole number in exact arithmetic stays that number
        int keep = ceil ? (int) Math.ceil(givens * cells - 1e-9) : (int) Math.round(givens * cells);
        GridFiller filler = new GridFiller(g);
        SplittableRandom master = new SplittableRandom(seed);
        List<Puzzle> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            SplittableRandom random = master.split();
            int[] solution = completeGrid(box, filler, random);
            int[] puzzle = new int[cells];
            if (holes == Holes.BALANCED) {
                for (int c : balancedGivens(g, keep, completeGrid(box, filler, random.split()), random)) {
                    puzzle[c] = solution[c];
                }
            } else {
                int[] order = new int[cells];
                for (int c = 0; c < cells; c++) {
                    order[c] = c;
                }
                for (int k = 0; k < keep; k++) {
                    int j = k + random.nextInt(cells - k);
                    int t = order[k];
                    order[k] = order[j];
                    order[j] = t;
                    puzzle[order[k]] = solution[order[k]];
                }
            }
            out.add(new Puzzle(String.format(Locale.ROOT, "%s-%03d", idPrefix, i + 1), g, puzzle, solution, "",
                    "kept " + keep + " of " + cells + " cells of a random complete grid" + (holes == Holes.BALANCED
                    ? ", holes balanced" : "") + " (seed " + seed + ")"));
        }
        return out;
    }

    /**
     * A random complete grid of box size {@code box}: the frozen filler's, and from {@link #PATTERN_BOX} on a
     * shuffled pattern's.
     */
    private static int[] completeGrid(int box, GridFiller filler, SplittableRandom random) {
        // box 0: rectangular boxes, filled by the filler at every side
        return box < PATTERN_BOX ? randomGrid(filler, filler.cells(), random) : shuffledPattern(box, random);
    }

    /**
     * The cells kept as givens so that every row, column and box has as many blanks, to within one
     * (docs/puzzle-formats.md, "Instance families", balanced holes): with h = ⌊H/n⌋ of the H = n² − keep
     * blanks per unit and r = H mod n left over, the blanks are the cells where a second complete grid, the
     * {@code template} (independent of the solution), holds one of h digits drawn at random, and r cells,
     * drawn at random, of the cells where it holds one more drawn digit. A digit's cells in a complete grid
     * meet every row, column and box once, so each unit has h blanks, or h + 1 in r rows, r columns and at
     * most r boxes.
     */
    static int[] balancedGivens(Geometry g, int keep, int[] template, SplittableRandom random) {
        int n = g.n();
        int holes = g.cellCount() - keep;
        int[] digits = permutation(n, random);
        boolean[] blank = new boolean[n + 1];
        for (int k = 0; k < holes / n; k++) {
            blank[digits[k] + 1] = true;
        }
        int extra = holes / n < n ? digits[holes / n] + 1 : 0;
        int[] extraCells = new int[n];
        int found = 0;
        int[] kept = new int[keep];
        int at = 0;
        for (int c = 0; c < template.length; c++) {
            if (template[c] == extra) {
                extraCells[found++] = c;
            } else if (!blank[template[c]]) {
                kept[at++] = c;
            }
        }
        // r of the extra digit's n cells are blanks; the rest are givens
        int[] order = permutation(n, random);
        for (int k = holes % n; k < found; k++) {
            kept[at++] = extraCells[order[k]];
        }
        return kept;
    }
}
