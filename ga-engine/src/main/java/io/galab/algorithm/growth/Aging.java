package io.galab.algorithm.growth;

/**
 * Survivor selection with aging (SudoKube thesis, III.B.1.a–b, Figure 13): parents and children are
 * merged and sorted from best to worst, and the best M are kept; but a member that has reached the age
 * limit is replaced by the next best member that was not due to be kept (and is itself under the
 * limit). Survivors grow one year older; children start at age 0.
 */
public final class Aging {

    private Aging() {
    }

    /**
     * Chooses the survivors.
     *
     * @param sorted   merged indices, best first
     * @param ages     age of each merged index (before this generation's increment)
     * @param m        how many survive
     * @param ageLimit the age at which a member is retired
     * @param kept     receives the m surviving merged indices, in rank order
     * @return the number of members retired
     */
    public static int select(int[] sorted, int[] ages, int m, int ageLimit, int[] kept) {
        int reserve = m;
        int retired = 0;
        for (int i = 0; i < m; i++) {
            int candidate = sorted[i];
            if (ages[candidate] >= ageLimit) {
                retired++;
                while (reserve < sorted.length && ages[sorted[reserve]] >= ageLimit) {
                    reserve++;
                }
                if (reserve < sorted.length) {
                    candidate = sorted[reserve++];
                }
            }
            kept[i] = candidate;
        }
        return retired;
    }
}
