package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Numbers#fixed} writes what {@code String.format(Locale.ROOT, "%.nf", d)} writes, digit for digit. */
class NumbersTest {

    static void same(double d, int decimals) {
        assertEquals(String.format(Locale.ROOT, "%." + decimals + "f", d), Numbers.fixed(d, decimals), "d = " + d);
    }

    @Test
    void tiesNegativesZerosAndExtremesAreWrittenAsTheFormatterWritesThem() {
        double[] cases = {0, -0.0, 0.05, 0.15, 0.25, 0.35, 2.45, -2.45, -0.04, -0.05, 1e-5, -1e-5, 0.949999, 0.95,
            9.95, 99.95, 1e7, 1.25e7, 123456789.05, 1e15 + 0.5, 1e22, Double.MIN_VALUE, Double.MAX_VALUE, 1.0 / 3,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double d : cases) {
            for (int decimals = 0; decimals <= 3; decimals++) {
                same(d, decimals);
            }
        }
    }

    @Test
    void coordinatesAndMeasuresOfEveryScaleAgree() {
        SplittableRandom random = new SplittableRandom(61);
        for (int i = 0; i < 200_000; i++) {
            double d = switch (i % 4) {
                case 0 -> random.nextDouble(-1000, 1000); // a chart's coordinates
                case 1 -> random.nextInt(-20000, 20000) / 20.0; // a tie at every other value
                case 2 -> Math.scalb(random.nextDouble(), random.nextInt(-40, 60)); // any magnitude
                default -> Double.longBitsToDouble(random.nextLong()); // any bit pattern
            };
            same(d, 1 + i % 2);
        }
    }
}
