package io.galab.algorithm.purge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.RunResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PurgeOperatorsTest {

    @Test
    void purgeFiresAfterPStagnantIterations() {
        Stagnation stagnation = new Stagnation(5);
        assertFalse(stagnation.observe(10));
        for (int i = 1; i < 5; i++) {
            assertFalse(stagnation.observe(10), "unchanged " + i + " times");
        }
        assertTrue(stagnation.observe(10), "unchanged a 5th time");
        // counting starts again after a purge, and a change resets it
        for (int i = 1; i < 5; i++) {
            assertFalse(stagnation.observe(10));
        }
        assertFalse(stagnation.observe(9));
        for (int i = 1; i < 5; i++) {
            assertFalse(stagnation.observe(9));
        }
        assertTrue(stagnation.observe(9));
    }

    @Test
    void aRunPurgesWhenItStagnates() {
        Algorithm ga = new PurgeGa();
        RunResult r = ga.run(Fixtures.library("sudoku/mantere-koljonen", "s16"), ga.parameters(Map.of("n", 30, "p", 10)),
                5, Budget.generations(300));
        assertTrue(r.counter("purges") > 0, r.counters().toString());
        assertTrue(r.counter("purges") <= 300 / 10);
    }

    @Test
    void parametersHaveThePapersDefaults() {
        var p = new PurgeGa().parameters(Map.of());
        assertEquals(700, p.getInt("n"));
        assertEquals(7, p.getInt("k"));
        assertEquals(0.05, p.getDouble("mu"));
        assertEquals(0.5, p.getDouble("muParent"));
        assertEquals(200, p.getInt("p"));
        assertEquals(3000, new PurgeGa().paperBudget().maxGenerations());
    }
}
