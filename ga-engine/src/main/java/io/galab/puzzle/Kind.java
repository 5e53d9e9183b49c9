package io.galab.puzzle;

import java.util.Locale;

/** The puzzle kinds galab knows; {@link #id()} is the name used in specs and files. */
public enum Kind {
    /** A single n×n Sudoku, n = b², for box size b from 2 to 8 (4x4 to 64x64). */
    SUDOKU("sudoku"),
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
