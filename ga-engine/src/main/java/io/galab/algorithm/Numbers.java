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

    /**
     * The text {@code String.format(Locale.ROOT, "%.<decimals>f", d)} writes, without the formatter's cost (a
     * page writes every coordinate of its charts so): the shortest decimal form of {@code d} rounded half up
     * to {@code decimals} places, as the formatter rounds it, the sign kept where it rounds to zero.
     */
    public static String fixed(double d, int decimals) {
        if (!Double.isFinite(d)) {
            return String.format(java.util.Locale.ROOT, "%." + decimals + "f", d);
        }
        String digits = java.math.BigDecimal.valueOf(Math.abs(d)).setScale(decimals, java.math.RoundingMode.HALF_UP)
                .toPlainString();
        return d < 0 || Double.doubleToRawLongBits(d) == Long.MIN_VALUE ? "-" + digits : digits;
    }

    /** {@link #shortest} for reports: an undefined value is empty, an infinite one "inf" or "-inf". */
    public static String report(double d) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        return Double.isNaN(d) ? "" : shortest(d);
    }
}
