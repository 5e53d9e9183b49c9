package io.galab.puzzle;

import io.galab.puzzle.Geometry.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * How {@link Geometry} builds its all-different units from its grids: every grid's rows, columns and regions (a unit
 * two grids share kept once), then the variant's extra units in every grid, with their names, their segment counts
 * and a digest of the whole table; and each cell's units and peers.
 *
 * @param cells     each unit's cells, in the unit's own order
 * @param types     each unit's type
 * @param names     each unit's readable name ("row 3 of upper", "region 2", "window 1")
 * @param gridUnits per grid, its n rows, then n columns, then n regions
 * @param segments  how many of the grids' segments each unit is
 * @param digest    the first 16 hex digits of the SHA-256 of the table (each unit's cells, in order)
 */
record UnitTable(int[][] cells, UnitType[] types, String[] names, int[][] gridUnits, int[] segments,
        String digest) {

    /** The unit types every grid has, n of each: rows, columns and regions. A variant may add units of others. */
    private static final UnitType[] GRID_TYPES = {UnitType.ROW, UnitType.COLUMN, UnitType.BOX};

    /**
     * The table of grids whose positions hold {@code gridCells[g][p]}, with the variant's regions
     * ({@code regionPositions}, from {@link #regionPositions}) and extra units.
     */
    static UnitTable of(int[][] gridCells, int n, int[][] regionPositions, Variant variant,
            String[] gridNames) {
        int grids = gridCells.length;
        Map<String, Integer> unitOfCells = new HashMap<>();
        List<int[]> units = new ArrayList<>();
        List<UnitType> types = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Integer> segments = new ArrayList<>();
        int[][] gridUnits = new int[grids][3 * n];
        boolean boxes = variant.boxShape() != null; // boxes (b×b or h×w) are named boxes, a Jigsaw's regions regions
        for (int g = 0; g < grids; g++) {
            for (UnitType type : GRID_TYPES) {
                for (int k = 0; k < n; k++) {
                    int[] cells = new int[n];
                    for (int j = 0; j < n; j++) {
                        cells[j] = gridCells[g][position(type, k, j, n, regionPositions)];
                    }
                    int[] sorted = cells.clone();
                    Arrays.sort(sorted);
                    Integer existing = unitOfCells.putIfAbsent(Arrays.toString(sorted), units.size());
                    if (existing == null) {
                        existing = units.size();
                        units.add(cells);
                        types.add(type);
                        segments.add(0);
                        String word = type == UnitType.BOX && !boxes ? "region"
                                : type.name().toLowerCase(java.util.Locale.ROOT);
                        names.add(word + " " + (k + 1) + suffix(gridNames, g));
                    }
                    segments.set(existing, segments.get(existing) + 1); // once per grid that has it
                    gridUnits[g][type.ordinal() * n + k] = existing;
                }
            }
        }
        for (int g = 0; g < grids; g++) {
            Map<String, Integer> numbered = new HashMap<>();
            for (Variant.Unit extra : variant.units()) {
                int[] positions = extra.positions();
                int[] cells = new int[positions.length];
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = gridCells[g][positions[i]];
                }
                units.add(cells);
                types.add(extra.type());
                names.add(extra.label() + " " + numbered.merge(extra.label(), 1, Integer::sum) + suffix(gridNames, g));
                segments.add(1);
            }
        }
        int[][] cells = units.toArray(new int[0][]);
        StringBuilder text = new StringBuilder();
        for (int[] unit : cells) {
            text.append(Arrays.toString(unit)).append(';');
        }
        return new UnitTable(cells, types.toArray(new UnitType[0]), names.toArray(new String[0]), gridUnits,
                segments.stream().mapToInt(Integer::intValue).toArray(), sha256Hex16(text.toString()));
    }

    /** Each cell's units and its peers (the cells that share a unit with it), ascending: {units, peers}. */
    static int[][][] unitsAndPeers(int[][] unitCells, int cellCount) {
        List<TreeSet<Integer>> unitsOf = new ArrayList<>();
        List<TreeSet<Integer>> peersOf = new ArrayList<>();
        for (int i = 0; i < cellCount; i++) {
            unitsOf.add(new TreeSet<>());
            peersOf.add(new TreeSet<>());
        }
        for (int u = 0; u < unitCells.length; u++) {
            for (int cell : unitCells[u]) {
                unitsOf.get(cell).add(u);
                for (int other : unitCells[u]) {
                    if (other != cell) {
                        peersOf.get(cell).add(other);
                    }
                }
            }
        }
        int[][] cellUnits = new int[cellCount][];
        int[][] cellPeers = new int[cellCount][];
        for (int i = 0; i < cellCount; i++) {
            cellUnits[i] = unitsOf.get(i).stream().mapToInt(Integer::intValue).toArray();
            cellPeers[i] = peersOf.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return new int[][][] {cellUnits, cellPeers};
    }

    /** The grid positions of each region: the b×b boxes, row-major, or the variant's region map's (h×w boxes too). */
    static int[][] regionPositions(Variant variant, int n) {
        int b = (int) Math.round(Math.sqrt(n));
        int[][] out = new int[n][n];
        int[] regions = variant.regions();
        if (regions == null) {
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < n; j++) {
                    out[k][j] = ((k / b) * b + j / b) * n + (k % b) * b + j % b;
                }
            }
            return out;
        }
        int[] filled = new int[n];
        for (int p = 0; p < regions.length; p++) {
            out[regions[p]][filled[regions[p]]++] = p;
        }
        return out;
    }

    /** What names a unit or a cell of grid g: " of upper", or nothing in a one-grid layout. */
    static String suffix(String[] gridNames, int g) {
        return gridNames.length == 1 ? "" : " of " + gridNames[g];
    }

    /** The position (row-major, 0-based) of the j-th cell of the k-th row, column or region of a grid. */
    private static int position(UnitType type, int k, int j, int n, int[][] regionPositions) {
        return switch (type) {
            case ROW -> k * n + j;
            case COLUMN -> j * n + k;
            case BOX -> regionPositions[k][j];
            case DIAGONAL, EXTRA -> throw new IllegalArgumentException("a variant's extra unit is not one of n");
        };
    }

    static String sha256Hex16(String text) {
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(
                    text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(hash, 0, 8);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
