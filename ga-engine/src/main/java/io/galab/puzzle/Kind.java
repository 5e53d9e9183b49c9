package io.galab.puzzle;

import java.util.Locale;

/** The puzzle kinds galab knows; {@link #id()} is the name used in specs and files. */
public enum Kind {
    /** A single n×n Sudoku, n = b², for box size b from 2 to 8 (4x4 to 64x64). */
    SUDOKU("sudoku"),
    /**
     * Sudoku-X: an n×n Sudoku whose two main diagonals also hold each digit once. It shares the Sudoku's layout,
     * so a file names it by its header ({@code # kind: sudoku-x}; docs/puzzle-formats.md).
     */
    SUDOKU_X("sudoku-x"),
    /** Two 9x9 grids sharing one 3x3 box: the upper grid's bottom-right box is the lower grid's top-left box. */
    TWODOKU("twodoku"),
    /** Five 9x9 grids; the centre grid shares each of its four corner boxes with one outer grid. */
    SAMURAI("samurai"),
    /** The surface of a 9x9x9 cube: six 9x9 faces, edges shared by two faces, corners by three. */
    SUDOKUBE("sudokube");

    private final String id;

    Kind(String id) {
        this.id = id;
    }

    /**
     * The kind whose layout (grids, cells, text formats) this one shares: a Sudoku-X is laid out as a Sudoku and
     * differs only in its units, so a file must name it by its header; every other kind is its own layout.
     */
    public Kind layout() {
        return switch (this) {
            case SUDOKU_X -> SUDOKU;
            case SUDOKU, TWODOKU, SAMURAI, SUDOKUBE -> this;
        };
    }

    /** The lower-case name used in specs and reports. */
    public String id() {
        return id;
    }

    /** Looks a kind up by its id; the message lists the valid ids. */
    public static Kind fromId(String id) {
        for (Kind kind : values()) {
            if (kind.id.equals(id.toLowerCase(Locale.ROOT))) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown puzzle kind '" + id + "', expected one of "
                + java.util.Arrays.stream(values()).map(Kind::id).collect(java.util.stream.Collectors.joining(", ")));
    }
}
