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
        RunResult r = ga.run(Fixtures.library("sudoku/mantere-koljonen", "s16"), ga.parameters(Map.of("n", 30, "p",
                10)),
                5, Budget.generations(300));
        assertTrue(r.counter("purges") > 0, r.counters().toString());
        assertTrue(r.counter("purges") <= 300 / 10);
    }

    @Test
    void parametersHaveThePapersDefaults() {
        var p = new PurgeGa().parameters(Map.of());
        assertEquals(700, p.getInt("populationSize"));
        assertEquals(7, p.getInt("tournamentSize"));
        assertEquals(0.05, p.getDouble("mutationRate"));
        assertEquals(0.5, p.getDouble("parentMutationRate"));
        assertEquals(200, p.getInt("stagnationLimit"));
        // the paper's symbols are aliases of the same parameters
        var aliased = new PurgeGa().parameters(Map.of("n", 60, "k", 3, "mu", 0.1, "muParent", 0.2, "p", 9));
        assertEquals(new PurgeGa().parameters(Map.of("populationSize", 60, "tournamentSize", 3, "mutationRate", 0.1,
                "parentMutationRate", 0.2, "stagnationLimit", 9)).asMap(), aliased.asMap());
        IllegalArgumentException both = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new PurgeGa().parameters(Map.of("n", 60, "populationSize", 60)));
        assertTrue(both.getMessage().contains("are the same parameter of purge-ga (populationSize)"),
                both.getMessage());
        assertEquals(3000, new PurgeGa().paperBudget().maxGenerations());
    }
}
