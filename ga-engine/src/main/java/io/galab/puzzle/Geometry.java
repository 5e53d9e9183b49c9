package io.galab.puzzle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The one geometry model behind every puzzle kind: cells, all-different units, component grids and
 * shared cells.
 *
 * <p>A puzzle is a set of {@link #cellCount() cells}, each holding a digit 1..{@link #n() n}. A
 * <em>component grid</em> is an n×n Sudoku view onto cells; grids overlap in <em>shared cells</em>.
 * Every row, column and box of every grid is an all-different <em>unit</em>; a unit that two grids
 * have in common (the shared box of a Twodoku, a cube edge that is a row or column of two faces) is
 * one unit, counted once.
 *
 * <p>Index tables for hot loops are precomputed: the cells of each unit, the units of each cell, the
 * peers of each cell, and the cells and units of each grid. Instances are immutable and shared:
 * obtain them with {@link #sudoku(int)}, {@link #sudokuX(int)}, {@link #of(Variant)} (a variant's regions and
 * extra units, read as data; docs/puzzle-formats.md, "Variants"), {@link #twodoku()}, {@link #samurai()} and
 * {@link #sudokube()}.
 * Accessors that return arrays return copies; the {@code int}-returning accessors are for loops.
 */
public final class Geometry {

    /** What a unit is within its component grid. */
    public enum UnitType {
        /** A grid's row: n cells, one per unit index k. */
        ROW,
        /** A grid's column. */
        COLUMN,
        /** A grid's region: its b×b box, or an irregular region of a Jigsaw ({@link Variant#regions()}). */
        BOX,
        /** A grid's main diagonal (top-left to bottom-right) or anti-diagonal: a variant's extra unit (Sudoku-X). */
        DIAGONAL,
        /** Any other extra all-different unit of a variant: a window, a disjoint group, a list of cells. */
        EXTRA
    }


    private static final Geometry[] SUDOKU = new Geometry[9];
    private static final Geometry[] SUDOKU_X = new Geometry[9];
    /** The variants' geometries read so far, one per variant, so that equal variants share one geometry. */
    private static final Map<Variant, Geometry> VARIANTS = new HashMap<>();
    private static final Geometry TWODOKU = Layouts.twodoku();
    private static final Geometry SAMURAI = Layouts.samurai();
    private static final Geometry SUDOKUBE = Layouts.sudokube();

    private final Kind kind;
    private final Variant variant;
    private final int boxSize;
    /** The boxes' rows and columns (h × w, h·w = n), or 0 and 0 for irregular regions (a Jigsaw). */
    private final int boxRows;
    private final int boxCols;
    private final int n;
    private final int cellCount;
    private final int[][] unitCells;
    private final UnitType[] unitTypes;
    private final String[] unitNames;
    private final int[][] cellUnits;
    private final int[][] cellPeers;
    private final int[][] gridCells;
    private final int[][] gridUnits;
    private final String[] gridNames;
    private final int[][] cellGrids;
    private final int[] sharedCells;
    private final String[] cellNames;
    private final long[] cellKeys;
    /** How many of the grids' segments each unit is: 2 for a Twodoku's shared box, 1 for most. */
    private final int[] unitSegments;
    /** {@code regionPositions[k][j]}: the grid position of the j-th cell of region k, row-major. */
    private final int[][] regionPositions;
    private final String unitsDigest;
    /** Each killer cage's cells and its sum (0: its digits distinct, no sum), in the variant's order. */
    private final int[][] cageCells;
    private final int[] cageSums;

    Geometry(Kind kind, int boxSize, long[] cellKeys, String[] gridNames, long[][] gridKeys) {
        this(kind, boxSize, cellKeys, gridNames, gridKeys, Variant.plain(boxSize * boxSize));
    }

    /**
     * A geometry whose every grid has rows, columns and the variant's regions and, beyond them, the variant's extra
     * units, each at the same grid positions (row-major, 0-based) in every grid.
     */
    Geometry(Kind kind, int boxSize, long[] cellKeys, String[] gridNames, long[][] gridKeys, Variant variant) {
        this.kind = kind;
        this.variant = variant;
        this.n = variant.n();
        // b for b×b boxes; 0 where the side is no square (a 6x6's 2×3 boxes, a 10x10 Jigsaw's regions)
        this.boxSize = boxSize * boxSize == n ? boxSize : 0;
        int[] shape = variant.boxShape();
        this.boxRows = shape == null ? 0 : shape[0];
        this.boxCols = shape == null ? 0 : shape[1];
        this.regionPositions = UnitTable.regionPositions(variant, n);
        this.cellKeys = cellKeys;
        this.cellCount = cellKeys.length;
        this.gridNames = gridNames;
        int grids = gridKeys.length;
        int gridSize = n * n;

        Map<Long, Integer> cellOfKey = new HashMap<>();
        for (int i = 0; i < cellCount; i++) {
            cellOfKey.put(cellKeys[i], i);
        }
        gridCells = new int[grids][gridSize];
        List<List<Integer>> gridsOfCell = new ArrayList<>();
        for (int i = 0; i < cellCount; i++) {
            gridsOfCell.add(new ArrayList<>());
        }
        for (int g = 0; g < grids; g++) {
            for (int p = 0; p < gridSize; p++) {
                int cell = cellOfKey.get(gridKeys[g][p]);
                gridCells[g][p] = cell;
                gridsOfCell.get(cell).add(g);
            }
        }
        cellGrids = new int[cellCount][];
        List<Integer> shared = new ArrayList<>();
        for (int i = 0; i < cellCount; i++) {
            cellGrids[i] = gridsOfCell.get(i).stream().mapToInt(Integer::intValue).toArray();
            if (cellGrids[i].length > 1) {
                shared.add(i);
            }
        }
        sharedCells = shared.stream().mapToInt(Integer::intValue).toArray();

        UnitTable table = UnitTable.of(gridCells, n, regionPositions, variant, gridNames);
        unitCells = table.cells();
        unitTypes = table.types();
        unitNames = table.names();
        gridUnits = table.gridUnits();
        unitSegments = table.segments();
        // the killer cages (one grid's cells: a variant of the n×n Sudoku), in the digest only when there are any,
        // so that every digest of a puzzle without cages stays what it was
        List<Variant.Cage> cages = variant.cages();
        cageCells = new int[cages.size()][];
        cageSums = new int[cages.size()];
        StringBuilder cageText = new StringBuilder();
        for (int k = 0; k < cages.size(); k++) {
            int[] positions = cages.get(k).positions();
            cageCells[k] = new int[positions.length];
            for (int i = 0; i < positions.length; i++) {
                cageCells[k][i] = gridCells[0][positions[i]];
            }
            cageSums[k] = cages.get(k).sum();
            cageText.append(java.util.Arrays.toString(cageCells[k])).append('=').append(cageSums[k]).append(';');
        }
        unitsDigest = cages.isEmpty() ? table.digest() : UnitTable.sha256Hex16(table.digest() + "|cages:" + cageText);
        int[][][] ofCells = UnitTable.unitsAndPeers(unitCells, cellCount);
        cellUnits = ofCells[0];
        cellPeers = ofCells[1];

        cellNames = new String[cellCount];
        for (int g = grids - 1; g >= 0; g--) {
            for (int p = 0; p < gridSize; p++) {
                cellNames[gridCells[g][p]] = "r" + (p / n + 1) + "c" + (p % n + 1) + UnitTable.suffix(gridNames, g);
            }
        }
    }

    /** The largest box size galab runs: 8, a 64x64 Sudoku (candidate masks are 64-bit, {@link Digits}). */
    public static final int MAX_BOX = 8;
    /** The smallest side galab reads: a 4x4. */
    public static final int MIN_SIDE = 4;

    /** A single n×n Sudoku with b×b boxes, n = b², for b from 2 to 8. Cells are row-major. */
    public static synchronized Geometry sudoku(int boxSize) {
        if (boxSize < 2 || boxSize > MAX_BOX) {
            throw new IllegalArgumentException("boxSize must be 2.." + MAX_BOX + " (4x4 to 64x64), was " + boxSize);
        }
        if (SUDOKU[boxSize] == null) {
            int n = boxSize * boxSize;
            long[] keys = new long[n * n];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = i;
            }
            SUDOKU[boxSize] = new Geometry(Kind.SUDOKU, boxSize, keys, new String[] {"grid"}, new long[][] {keys});
        }
        return SUDOKU[boxSize];
    }

    /**
     * Sudoku-X: an n×n Sudoku whose two main diagonals also hold each digit once (units 3n and 3n + 1, type
     * {@link UnitType#DIAGONAL}); the layout and cell numbering are the Sudoku's.
     */
    public static synchronized Geometry sudokuX(int boxSize) {
        if (boxSize < 2 || boxSize > MAX_BOX) {
            throw new IllegalArgumentException("boxSize must be 2.." + MAX_BOX + " (4x4 to 64x64), was " + boxSize);
        }
        if (SUDOKU_X[boxSize] == null) {
            int n = boxSize * boxSize;
            SUDOKU_X[boxSize] = sudokuLayout(Kind.SUDOKU_X, boxSize, new Variant(Kind.SUDOKU_X.id(), n, null,
                    Variant.diagonals(n)));
        }
        return SUDOKU_X[boxSize];
    }

    /**
     * The n×n Sudoku layout with a variant's regions and extra units (docs/puzzle-formats.md, "Variants"): a
     * Windoku, a Jigsaw, any all-different variant read from a file. The plain variant is {@link #sudoku(int)},
     * and a variant equal to the built-in Sudoku-X's is {@link #sudokuX(int)}; equal variants share one geometry.
     *
     * @throws IllegalArgumentException when n is not a square b², b from 2 to {@link #MAX_BOX}
     */
    public static synchronized Geometry of(Variant given) {
        // known by its units: a Windoku is windoku whichever file it came from (docs/puzzle-formats.md, "Variants")
        Variant variant = KnownVariants.canonical(given);
        int b = (int) Math.round(Math.sqrt(variant.n()));
        if (b * b != variant.n()) {
            // a side that is no square: its boxes (h×w) or a Jigsaw's regions are the variant's region map
            if (variant.regions() == null) {
                throw new IllegalArgumentException("a " + variant.n() + "x" + variant.n() + " grid has no b×b boxes;"
                        + " give its boxes' shape (h×w with h·w = " + variant.n() + ") or its regions");
            }
            if (variant.n() < MIN_SIDE || variant.n() > MAX_BOX * MAX_BOX) {
                throw new IllegalArgumentException("galab reads sides from " + MIN_SIDE + " to " + MAX_BOX * MAX_BOX
                        + ", not " + variant.n());
            }
            return VARIANTS.computeIfAbsent(variant, v -> sudokuLayout(Kind.SUDOKU, 0, v));
        }
        if (variant.isPlain()) {
            return sudoku(b);
        }
        if (variant.equals(sudokuX(b).variant)) {
            return sudokuX(b);
        }
        return VARIANTS.computeIfAbsent(variant, v -> sudokuLayout(Kind.SUDOKU, b, v));
    }

    private static Geometry sudokuLayout(Kind kind, int boxSize, Variant variant) {
        if (boxSize != 0 && (boxSize < 2 || boxSize > MAX_BOX)) {
            throw new IllegalArgumentException("boxSize must be 2.." + MAX_BOX + " (4x4 to 64x64), was " + boxSize);
        }
        int n = variant.n();
        long[] keys = new long[n * n];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i;
        }
        return new Geometry(kind, boxSize, keys, new String[] {"grid"}, new long[][] {keys}, variant);
    }

    /** The standard 9x9 Sudoku. */
    public static Geometry sudoku9() {
        return sudoku(3);
    }

    /**
     * Twodoku: two 9x9 grids on a 15x15 canvas, the upper at (0,0) and the lower at (6,6), so the upper
     * grid's bottom-right box is the lower grid's top-left box. Cells are numbered in canvas row-major
     * order; 153 cells, 53 units.
     */
    public static Geometry twodoku() {
        return TWODOKU;
    }

    /**
     * Samurai: five 9x9 grids on a 21x21 canvas at (0,0), (0,12), (6,6), (12,0) and (12,12); the
     * centre grid shares each of its corner boxes. Cells are numbered in canvas row-major order; 369
     * cells, 131 units.
     */
    public static Geometry samurai() {
        return SAMURAI;
    }

    /**
     * SudoKube: the surface of a 9x9x9 cube, the cells (x,y,z) with a coordinate equal to 0 or 8.
     * Faces in order x=0, x=8, y=0, y=8, z=0, z=8; a face fixes one axis, its rows run along the first
     * remaining axis and its columns along the second (face x=v: row y, column z; y=v: row x, column z;
     * z=v: row x, column y). A cube edge is then a row or column of both of its faces. Cells are
     * numbered by the key x·81 + y·9 + z in increasing order; 386 cells, 150 units.
     */
    public static Geometry sudokube() {
        return SUDOKUBE;
    }

    /** The geometry of a kind; {@code boxSize} is used for {@link Kind#SUDOKU} and {@link Kind#SUDOKU_X} only. */
    public static Geometry of(Kind kind, int boxSize) {
        return switch (kind) {
            case SUDOKU -> sudoku(boxSize);
            case SUDOKU_X -> sudokuX(boxSize);
            case TWODOKU -> twodoku();
            case SAMURAI -> samurai();
            case SUDOKUBE -> sudokube();
        };
    }

    /**
     * The width of the canvas a multi-grid kind lays its grids on (docs/puzzle-formats.md): 15 for a Twodoku,
     * 21 for a Samurai; 0 for the kinds whose grids are not laid on one canvas.
     */
    public int canvasWidth() {
        return Layouts.canvasWidth(kind);
    }

    /**
     * Which cell stands at each (row, column) of the kind's canvas, -1 outside the grids (a canvas kind's
     * cells are keyed by their canvas position; {@link #canvasWidth()} is its side).
     */
    public int[][] canvas() {
        return Layouts.canvas(this);
    }

    /** The kind: its layout, or {@link Kind#SUDOKU_X}; a variant read as data has the Sudoku's kind. */
    public Kind kind() {
        return kind;
    }

    /** The variant on the layout: its regions and extra units (plain for every layout but the n×n Sudoku's). */
    public Variant variant() {
        return variant;
    }

    /**
     * The variant and a short digest of the unit table, as reports show it: {@code sudoku:…}, {@code windoku:…}.
     * Two puzzles with the same text have this in common exactly when their units are the same.
     */
    public String variantLabel() {
        return variantName() + ":" + unitsDigest.substring(0, 8);
    }

    /** The variant's name, or the kind's id for a kind of its own: sudoku, sudoku-x, windoku, jigsaw, twodoku. */
    public String variantName() {
        return kind == Kind.SUDOKU ? variant.name() : kind.id();
    }

    /** The killer cages: none but in a Killer (docs/puzzle-formats.md, "Killer cages"). */
    public int cageCount() {
        return cageSums.length;
    }

    /** Cage k's cells. A copy. */
    public int[] cageCells(int k) {
        return cageCells[k].clone();
    }

    /** Cage k's sum, or 0 when it only keeps its digits distinct. */
    public int cageSum(int k) {
        return cageSums[k];
    }

    /** Whether the puzzle has killer cages. */
    public boolean hasCages() {
        return cageSums.length > 0;
    }

    /** A hash of the unit table (each unit's cells, in order): 16 hex digits. */
    public String unitsDigest() {
        return unitsDigest;
    }

    /** Whether every grid's regions are its b×b boxes (not a Jigsaw's irregular regions). */
    public boolean regularBoxes() {
        return variant.boxes();
    }

    /**
     * The region (0 … n − 1, numbered as {@link #boxUnit}'s k) of each position of a grid, row-major: the b×b boxes,
     * or the variant's region map. A copy.
     */
    public int[] regionMap() {
        int[] map = new int[n * n];
        for (int k = 0; k < n; k++) {
            for (int p : regionPositions[k]) {
                map[p] = k;
            }
        }
        return map;
    }

    /** The grid positions (row-major) of region k's cells, in the region's own order. A copy. */
    public int[] regionPositions(int k) {
        return regionPositions[k].clone();
    }

    /** Whether unit u is a row of a grid. */
    public boolean isRow(int u) {
        return unitTypes[u] == UnitType.ROW;
    }

    /** Whether unit u is a column of a grid. */
    public boolean isColumn(int u) {
        return unitTypes[u] == UnitType.COLUMN;
    }

    /** Whether unit u is a region of a grid: a box, or a Jigsaw's region (what box-permutation GAs fill). */
    public boolean isRegion(int u) {
        return unitTypes[u] == UnitType.BOX;
    }

    /** Whether the variant adds units beyond rows, columns and regions (diagonals, windows, …). */
    public boolean hasExtraUnits() {
        return !variant.units().isEmpty();
    }

    /**
     * How many of the grids' segments unit u is (Waters 2016, III.E.3: each grid's rows, columns and boxes, and a
     * variant's extra units): 2 for the box a Twodoku's grids share, 1 for most units.
     */
    public int segments(int u) {
        return unitSegments[u];
    }

    /**
     * Box size b (3 for every 9x9-based kind); 0 where the side is no square (a 6x6 with 2×3 boxes): see
     * {@link #boxRows()} and {@link #boxCols()}.
     */
    public int boxSize() {
        return boxSize;
    }

    /** The rows of a box (h of h×w boxes: 2 for a 6x6's 2×3), or 0 for irregular regions (a Jigsaw). */
    public int boxRows() {
        return boxRows;
    }

    /** The columns of a box (w of h×w boxes: 3 for a 6x6's 2×3), or 0 for irregular regions (a Jigsaw). */
    public int boxCols() {
        return boxCols;
    }

    /** Number of digits and the side of every component grid: b² with b×b boxes, h·w with h×w ones. */
    public int n() {
        return n;
    }

    public int cellCount() {
        return cellCount;
    }

    /** Number of distinct all-different units. */
    public int unitCount() {
        return unitCells.length;
    }

    public int gridCount() {
        return gridCells.length;
    }

    /** The j-th cell (0 ≤ j &lt; n) of unit u. */
    public int unitCell(int u, int j) {
        return unitCells[u][j];
    }

    /** The cells of unit u, in the unit's own order (row: left to right; column: top to bottom; box: row-major). */
    public int[] unitCells(int u) {
        return unitCells[u].clone();
    }

    /** All units' cells, {@code [unit][j]}: a copy for a hot loop to keep. */
    public int[][] unitCellTable() {
        return deepCopy(unitCells);
    }

    public UnitType unitType(int u) {
        return unitTypes[u];
    }

    /** A readable name such as "row 3 of upper" or "box 5". */
    public String unitName(int u) {
        return unitNames[u];
    }

    /** The distinct units that contain the cell. */
    public int[] cellUnits(int cell) {
        return cellUnits[cell].clone();
    }

    /** All cells' units, {@code [cell][k]}: a copy for a hot loop to keep. */
    public int[][] cellUnitTable() {
        return deepCopy(cellUnits);
    }

    /**
     * The tables themselves, not copies, for the solving engines ({@code io.galab.solve}: the oracle and
     * propagation), which only read them: unit cells, cell units and peers. Nothing may write them; every other
     * caller takes the copies ({@link #unitCellTable()}, {@link #cellUnitTable()}, {@link #peerTable()}).
     */
    public int[][][] sharedTables() {
        return new int[][][] {unitCells, cellUnits, cellPeers};
    }

    /** The cells that share a unit with the cell, without the cell itself, ascending. */
    public int[] peers(int cell) {
        return cellPeers[cell].clone();
    }

    /** All cells' peers: a copy for a hot loop to keep. */
    public int[][] peerTable() {
        return deepCopy(cellPeers);
    }

    /** The cell at row r, column c (0-based) of component grid g. */
    public int gridCell(int g, int r, int c) {
        return gridCells[g][r * n + c];
    }

    /** The n² cells of component grid g, row-major. */
    public int[] gridCells(int g) {
        return gridCells[g].clone();
    }

    /** The unit of row k (0-based) of grid g. */
    public int rowUnit(int g, int k) {
        return gridUnits[g][k];
    }

    /** The unit of column k of grid g. */
    public int columnUnit(int g, int k) {
        return gridUnits[g][n + k];
    }

    /** The unit of box k of grid g (boxes numbered row-major). */
    public int boxUnit(int g, int k) {
        return gridUnits[g][2 * n + k];
    }

    public String gridName(int g) {
        return gridNames[g];
    }

    /** The component grids that contain the cell; more than one for a shared cell. */
    public int[] cellGrids(int cell) {
        return cellGrids[cell].clone();
    }

    public boolean isShared(int cell) {
        return cellGrids[cell].length > 1;
    }

    /** The cells that lie in more than one component grid, ascending. */
    public int[] sharedCells() {
        return sharedCells.clone();
    }

    /** A readable name such as "r3c7" or "r7c7 of upper" (the first grid that holds the cell). */
    public String cellName(int cell) {
        return cellNames[cell];
    }

    /**
     * The key that places the cell: its canvas index row·width + column for a Twodoku (width 15) or
     * Samurai (width 21), x·81 + y·9 + z on a SudoKube, and the row-major index for a Sudoku.
     */
    public long cellKey(int cell) {
        return cellKeys[cell];
    }

    /** A short description such as "sudoku 9x9" or "twodoku". */
    public String describe() {
        return kind == Kind.SUDOKU ? variant.name() + " " + n + "x" + n + (boxRows != boxCols && boxRows > 0
                ? " (" + boxRows + "×" + boxCols + " boxes)" : "") : kind.id();
    }

    @Override
    public String toString() {
        return describe() + " (" + cellCount + " cells, " + unitCells.length + " units)";
    }

    private static int[][] deepCopy(int[][] table) {
        int[][] copy = new int[table.length][];
        for (int i = 0; i < table.length; i++) {
            copy[i] = table[i].clone();
        }
        return copy;
    }
}
