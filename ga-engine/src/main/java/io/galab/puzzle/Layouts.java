package io.galab.puzzle;

import java.util.TreeSet;

/**
 * How the multi-grid kinds lay their 9x9 component grids out: the Twodoku and the Samurai on a canvas
 * (cells keyed by canvas position), the SudoKube on the surface of a 9x9x9 cube (cells keyed by
 * x·81 + y·9 + z). {@link Geometry} builds each kind's tables from these keys once.
 */
final class Layouts {

    /** The canvases' widths: a Twodoku's two grids overlap in one box, a Samurai's five in four. */
    static final int TWODOKU_WIDTH = 15;
    static final int SAMURAI_WIDTH = 21;

    private Layouts() {
    }

    /** The side of a kind's canvas, or 0 for a kind whose grids are not laid on one. */
    static int canvasWidth(Kind kind) {
        return switch (kind) {
            case TWODOKU -> TWODOKU_WIDTH;
            case SAMURAI -> SAMURAI_WIDTH;
            case SUDOKU, SUDOKU_X, SUDOKUBE -> 0;
        };
    }

    /** Which cell stands at each (row, column) of a canvas kind's canvas, -1 outside its grids. */
    static int[][] canvas(Geometry g) {
        int width = canvasWidth(g.kind());
        if (width == 0) {
            throw new IllegalStateException(g.describe() + " is not laid on one canvas");
        }
        int[][] at = new int[width][width];
        for (int[] row : at) {
            java.util.Arrays.fill(row, -1);
        }
        for (int cell = 0; cell < g.cellCount(); cell++) {
            long key = g.cellKey(cell);
            at[(int) (key / width)][(int) (key % width)] = cell;
        }
        return at;
    }

    static Geometry twodoku() {
        return canvas(Kind.TWODOKU, TWODOKU_WIDTH, new String[] {"upper", "lower"}, new int[][] {{0, 0}, {6, 6}});
    }

    static Geometry samurai() {
        return canvas(Kind.SAMURAI, SAMURAI_WIDTH,
                new String[] {"top-left", "top-right", "centre", "bottom-left", "bottom-right"},
                new int[][] {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}});
    }

    private static Geometry canvas(Kind kind, int width, String[] names, int[][] offsets) {
        long[][] gridKeys = new long[offsets.length][81];
        TreeSet<Long> all = new TreeSet<>();
        for (int g = 0; g < offsets.length; g++) {
            for (int p = 0; p < 81; p++) {
                long key = (long) (offsets[g][0] + p / 9) * width + offsets[g][1] + p % 9;
                gridKeys[g][p] = key;
                all.add(key);
            }
        }
        return new Geometry(kind, 3, all.stream().mapToLong(Long::longValue).toArray(), names, gridKeys);
    }

    static Geometry sudokube() {
        String[] names = new String[6];
        long[][] gridKeys = new long[6][81];
        TreeSet<Long> all = new TreeSet<>();
        for (int face = 0; face < 6; face++) {
            int axis = face / 2;
            int value = (face % 2) * 8;
            int rowAxis = axis == 0 ? 1 : 0;
            int colAxis = axis == 2 ? 1 : 2;
            names[face] = "face " + "xyz".charAt(axis) + "=" + value;
            for (int p = 0; p < 81; p++) {
                int[] xyz = new int[3];
                xyz[axis] = value;
                xyz[rowAxis] = p / 9;
                xyz[colAxis] = p % 9;
                long key = xyz[0] * 81L + xyz[1] * 9L + xyz[2];
                gridKeys[face][p] = key;
                all.add(key);
            }
        }
        return new Geometry(Kind.SUDOKUBE, 3, all.stream().mapToLong(Long::longValue).toArray(), names, gridKeys);
    }
}
