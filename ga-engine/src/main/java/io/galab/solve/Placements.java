package io.galab.solve;

/**
 * The one encoding of a placement, "cell c holds digit d" (1 ≤ d ≤ n), and of its literals, for the CDCL
 * search, the clause store, the nogoods and the memetic GA's CDCL partner (docs/algorithms.md, "One propagation
 * engine"). Every conversion goes through these methods; the JIT inlines them.
 *
 * <ul>
 *   <li>a <b>variable</b> per (cell, digit): {@code cell·n + d − 1};</li>
 *   <li>two <b>literals</b> per variable, as MiniSat's {@code mkLit}/{@code var}/{@code sign}: {@code 2v} says
 *   the cell holds the digit, {@code 2v + 1} that it lacks it; a literal's negation flips its last bit;</li>
 *   <li>a <b>key</b> per (cell, digit) for tables indexed by cell and digit 1..n: {@code cell·(n + 1) + d}.</li>
 * </ul>
 *
 * A cell's candidates are a mask with bit d for digit d ({@code io.galab.puzzle.Digits}); "ascending digits"
 * means 1, 2, …, n there and here.
 */
public final class Placements {

    private Placements() {
    }

    /** The variable of "cell holds digit", digits 1..n. */
    public static int variable(int cell, int digit, int n) {
        return cell * n + digit - 1;
    }

    /** A variable's cell. */
    public static int cell(int variable, int n) {
        return variable / n;
    }

    /** A variable's digit, 1..n. */
    public static int digit(int variable, int n) {
        return variable % n + 1;
    }

    /** The literal "the variable's cell holds its digit". */
    public static int holds(int variable) {
        return 2 * variable;
    }

    /** The literal "the variable's cell lacks its digit". */
    public static int lacks(int variable) {
        return 2 * variable + 1;
    }

    /** A literal's variable. */
    public static int varOf(int literal) {
        return literal >>> 1;
    }

    /** True for a literal that says the cell holds the digit, false for one that says it lacks it. */
    public static boolean isHolds(int literal) {
        return (literal & 1) == 0;
    }

    /** The literal's negation. */
    public static int negate(int literal) {
        return literal ^ 1;
    }

    /**
     * The key of "cell holds digit" in a table indexed by cell and digit 1..n; the same index serves a table by
     * unit and digit (the propagation engine's counts, {@code key(unit, digit, n)}).
     */
    public static int key(int cell, int digit, int n) {
        return cell * (n + 1) + digit;
    }

    /** The length of a table indexed by {@link #key} over {@code cells} cells (or units). */
    public static int keys(int cells, int n) {
        return cells * (n + 1);
    }

    /** The cell (or unit) of a {@link #key}. */
    public static int keyCell(int key, int n) {
        return key / (n + 1);
    }

    /** The digit of a {@link #key}. */
    public static int keyDigit(int key, int n) {
        return key % (n + 1);
    }

    /** The {@link #variable} of the placement a {@link #key} names. */
    public static int keyVariable(int key, int n) {
        return variable(keyCell(key, n), keyDigit(key, n), n);
    }

    /**
     * A removal "cell lacks digit" packed for the propagation engine's undo trail: {@code cell << 7 | digit}
     * (digits up to 64 fit in 7 bits), a shift rather than a {@link #key}'s multiplication, read back by
     * {@link #packedCell} and {@link #packedDigit}.
     */
    public static int packed(int cell, int digit) {
        return cell << 7 | digit;
    }

    /** The cell of a {@link #packed} removal. */
    public static int packedCell(int packed) {
        return packed >>> 7;
    }

    /** The digit of a {@link #packed} removal. */
    public static int packedDigit(int packed) {
        return packed & 127;
    }
}
