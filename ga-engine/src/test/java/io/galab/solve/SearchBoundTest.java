package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The one bound of every complete search: nodes, a deadline (on a test's clock here) and interruption. */
class SearchBoundTest {

    @Test
    void countsNodesUpToItsBoundAndRemembersWhy() {
        SearchBound bound = SearchBound.until(3, 0, false);
        assertTrue(bound.node() && bound.node() && bound.node());
        assertFalse(bound.node());
        assertFalse(bound.node(), "a stopped bound stays stopped");
        assertEquals(3, bound.nodes());
        assertEquals(SearchBound.Limit.NODES, bound.reached());
    }

    @Test
    void aPassedDeadlineStopsAtTheNextLookAtTheClock() {
        long[] now = {100};
        SearchBound bound = new SearchBound(0, 200, false, () -> now[0]);
        for (int i = 0; i < 10; i++) {
            assertTrue(bound.node());
        }
        now[0] = 201; // the deadline passes; the clock is read again only before node CHECK_EVERY
        for (int i = 10; i < SearchBound.CHECK_EVERY; i++) {
            assertTrue(bound.node(), "node " + i);
        }
        assertNull(bound.reached());
        assertFalse(bound.node());
        assertEquals(SearchBound.Limit.TIME, bound.reached());
        assertEquals(SearchBound.CHECK_EVERY, bound.nodes());
    }

    @Test
    void anInterruptionStopsAnInterruptibleBoundOnly() {
        Thread.currentThread().interrupt();
        try {
            assertTrue(SearchBound.until(0, 0, false).node(), "not interruptible");
            SearchBound bound = SearchBound.until(0, 0, true);
            assertFalse(bound.node());
            assertEquals(SearchBound.Limit.INTERRUPTION, bound.reached());
        } finally {
            Thread.interrupted();
        }
    }
}
