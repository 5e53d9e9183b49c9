package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Clause reduction on its own, on a store of random clauses with random scores, some of them reasons: nothing
 * goes before the store holds the schedule's count; then half of the clauses of score above 2 go, the worst
 * first, never a reason and never a clause of score 2 or less; the watch invariant holds after, and the next
 * reduction comes a tenth and 300 later. Then inside the search: reduction from the tenth clause on, and every
 * clause that is a reason at the end of each slice is kept.
 */
class ReductionTest {

    @Test
    void halfOfTheWorstGoNeverAReasonNorAGlueClause() {
        SplittableRandom random = new SplittableRandom(5);
        for (int round = 0; round < 20; round++) {
            int vars = 50;
            ClauseStore store = new ClauseStore(2 * vars);
            Map<Integer, Integer> reasons = new HashMap<>(); // variable → the clause that set it
            int added = 100 + random.nextInt(300);
            for (int k = 0; k < added; k++) {
                int size = 2 + random.nextInt(5);
                int[] c = new int[size];
                for (int i = 0; i < size; i++) {
                    c[i] = random.nextInt(2 * vars);
                }
                store.add(c, 1 + random.nextInt(8));
                if (random.nextInt(10) == 0) {
                    reasons.put(Placements.varOf(c[0]), k);
                }
            }
            Reduction reduction = new Reduction(added + 1);
            reduction.reduceIfDue(store, v -> reasons.getOrDefault(v, -1), vars);
            assertEquals(0, reduction.deleted(), "not due below its count");
            reduction = new Reduction(added);
            boolean[] deletable = new boolean[added];
            int count = 0;
            for (int k = 0; k < added; k++) {
                deletable[k] = store.score(k) > 2 && reasons.getOrDefault(Placements.varOf(store.get(k)[0]), -1) != k;
                count += deletable[k] ? 1 : 0;
            }
            reduction.reduceIfDue(store, v -> reasons.getOrDefault(v, -1), vars);
            assertEquals(count / 2, reduction.deleted(), "half of the deletable ones");
            int lowestDeleted = Integer.MAX_VALUE;
            int highestKept = Integer.MIN_VALUE;
            for (int k = 0; k < added; k++) {
                if (store.get(k) == null) {
                    assertTrue(deletable[k], "clause " + k + ": a reason, or of score 2 or less, deleted");
                    lowestDeleted = Math.min(lowestDeleted, store.score(k));
                } else if (deletable[k]) {
                    highestKept = Math.max(highestKept, store.score(k));
                }
            }
            assertTrue(count < 2 || lowestDeleted >= highestKept, "the worst go first: deleted from score "
                    + lowestDeleted + ", kept up to " + highestKept);
            for (int k : reasons.values()) {
                assertNotNull(store.get(k), "reason " + k + " kept");
            }
            assertTrue(Reduction.reasonsKept(store, v -> reasons.getOrDefault(v, -1), vars));
            assertTrue(store.watchesHold(), "every kept clause watched by its first two literals, once");
            int kept = store.size();
            reduction.reduceIfDue(store, v -> reasons.getOrDefault(v, -1), vars);
            assertEquals(kept, store.size(), "the next reduction comes later: " + (added + added / 10 + 300));
        }
    }

    @Test
    void insideTheSearchDeletedClausesAreNeverReasons() {
        io.galab.puzzle.Puzzle p = io.galab.puzzle.FamilyGenerator.load("family/sudoku25-45", 4, 25).puzzles().get(3);
        CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(1), SearchBound.none(),
                SearchConfig.exact(100).early(SearchConfig.FIRST_MODE_LENGTH, 10));
        assertTrue(search.start(p.givens()));
        CdclSearch.Slice end;
        while ((end = search.search(7)) == CdclSearch.Slice.PAUSED) {
            assertTrue(search.clauseStore().watchesHold(), "the watch invariant at a pause");
        }
        assertEquals(CdclSearch.Slice.SOLVED, end);
        assertTrue(search.deleted() > 0, "clauses were deleted: " + search.deleted());
    }
}
