package io.galab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Fisher's two-sided test keeps the tables tied with the observed one, as R's {@code fisher.test} and SciPy
 * do. Reference values: SciPy 1.x {@code scipy.stats.fisher_exact} (two-sided) on the tables below, the first
 * ten chosen for ties (symmetric tables, tables whose mirror has the observed one's probability), the rest
 * drawn at random (seed 7) with 1 to 60 runs a group.
 */
class FisherExactTest {

    /** kA, nA, kB, nB, SciPy's p. */
    private static final double[][] SCIPY = {
        {42, 47, 90, 103, 1.0},
        {5, 10, 5, 10, 1.0},
        {3, 6, 3, 6, 1.0},
        {10, 20, 20, 40, 1.0},
        {0, 5, 5, 5, 0.007936507936507938},
        {7, 15, 15, 15, 0.0021989005497251375},
        {1, 3, 2, 3, 1.0},
        {50, 100, 25, 50, 1.0},
        {12, 30, 20, 30, 0.06920580631231707},
        {4, 8, 8, 16, 1.0},
        {12, 21, 10, 10, 0.029731288202052817},
        {4, 4, 0, 5, 0.007936507936507934},
        {1, 24, 32, 38, 1.6286708034926693e-10},
        {1, 14, 3, 3, 0.0058823529411764705},
        {7, 27, 0, 5, 0.5602753058954395},
        {3, 36, 26, 28, 1.9560485416186073e-12},
        {14, 37, 0, 8, 0.04358327882822614},
        {25, 37, 3, 38, 5.749612858225302e-08},
        {4, 15, 2, 3, 0.24509803921568624},
        {17, 27, 1, 10, 0.007816492799807595},
        {35, 37, 5, 20, 7.52333218856838e-08},
        {3, 7, 23, 38, 0.432896749686313},
        {1, 7, 36, 36, 1.1482084503549113e-06},
        {1, 4, 31, 40, 0.05550603678794262},
        {27, 44, 20, 35, 0.818314090507585},
        {29, 30, 29, 38, 0.03457033026016175},
        {7, 24, 5, 20, 1.0},
        {15, 45, 5, 50, 0.0062080811867757345},
        {33, 37, 15, 20, 0.25322709635378104},
        {46, 57, 14, 22, 0.14411918817639505},
        {2, 19, 7, 39, 0.7031158691666175},
        {10, 33, 24, 27, 5.127078305403782e-06},
        {15, 22, 6, 10, 0.7025959724852214},
        {0, 3, 35, 43, 0.010869565217391306},
        {20, 37, 21, 51, 0.2815701020890693},
        {38, 45, 15, 23, 0.11986966200995172},
        {29, 38, 4, 52, 1.0712977849078656e-11},
        {17, 54, 3, 6, 0.3902935171199345},
        {4, 45, 3, 43, 1.0},
        {19, 47, 41, 45, 2.3133551873125739e-07}
    };

    @Test
    void twoSidedAgreesWithSciPyIncludingTiedTables() {
        for (double[] c : SCIPY) {
            double p = FisherExact.twoSided((int) c[0], (int) c[1], (int) c[2], (int) c[3]);
            assertEquals(c[4], p, 1e-12 + 1e-9 * c[4], (int) c[0] + "/" + (int) c[1] + " against " + (int) c[2] + "/"
                    + (int) c[3]);
        }
    }

    /**
     * 42/47 against 90/103: the table at 41 has the observed table's probability in exact arithmetic, and the
     * observed one is not the mode, so the two-sided p is 1, not the 0.794 a comparison without tolerance gives.
     */
    @Test
    void theTableTiedWithTheObservedOneIsKept() {
        assertEquals(1.0, FisherExact.twoSided(42, 47, 90, 103), 1e-12);
        assertEquals(1.0, FisherExact.twoSided(90, 103, 42, 47), 1e-12, "the same table, the groups swapped");
    }
}
