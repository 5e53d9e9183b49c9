package io.galab.algorithm;

/**
 * galab's one number formatter: parameters, journals, specs, CSV and HTML reports all write numbers
 * through it, so the same value reads the same everywhere.
 */
public final class Numbers {

    private Numbers() {
    }

    /** The shortest exact form: 1 rather than 1.0, 0.05 as 0.05, 1.0E-4; NaN and Infinity as Java writes them. */
    public static String shortest(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d); // as %d writes it, without the formatter's cost
        }
        return Double.toString(d);
    }

    /** {@link #shortest} for reports: an undefined value is empty, an infinite one "inf" or "-inf". */
    public static String report(double d) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        return Double.isNaN(d) ? "" : shortest(d);
    }
}
