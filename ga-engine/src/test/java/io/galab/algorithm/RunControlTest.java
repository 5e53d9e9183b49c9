package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The improvements a run's trace keeps: the evaluations counted when the recorded best first fell. */
class RunControlTest {

    @Test
    void anImprovementIsRecordedWithTheEvaluationsCountedSoFar() {
        RunControl control = new RunControl(Budget.generations(10));
        double[] bests = {7, 7, 5, 6, 5, 2, 2, 0};
        control.countEvaluations(12);
        control.record(bests[0], 9);
        for (int g = 1; g < bests.length; g++) {
            control.nextGeneration();
            control.countEvaluations(10);
            control.record(bests[g], 9);
        }
        Trace trace = control.finish(true, 0, new int[0], Map.of()).trace();
        assertArrayEquals(new long[] {12, 32, 62, 82}, trace.improvedAt());
        assertArrayEquals(new double[] {7, 5, 2, 0}, trace.improvedTo());
    }

    /**
     * Inside a generation, {@code exhausted} says whether the evaluations (or an interruption) end the
     * run, without advancing it; a generation budget is not spent mid-generation. The next
     * {@code nextGeneration} then stops the run for that reason.
     */
    @Test
    void exhaustedSaysWhenTheBudgetIsSpentWithoutAdvancing() {
        RunControl control = new RunControl(new Budget(1, 100, 0));
        assertFalse(control.exhausted());
        control.countEvaluations(99);
        assertFalse(control.exhausted(), "one evaluation is left");
        control.countEvaluations(1);
        assertTrue(control.exhausted());
        assertTrue(control.exhausted(), "asking again changes nothing");
        assertFalse(control.nextGeneration());
        assertEquals(StopReason.EVALUATIONS, control.finish(false, 3, new int[0], Map.of()).stopReason());

        RunControl generations = new RunControl(Budget.generations(1));
        assertTrue(generations.nextGeneration());
        assertFalse(generations.exhausted(), "the last generation is still to be made");
        Thread.currentThread().interrupt();
        try {
            assertTrue(generations.exhausted());
        } finally {
            Thread.interrupted();
        }
    }

    /** Ret-GA's case: a fitness to maximise, whose improvements rise (941 then 947, never 939). */
    @Test
    void aMaximisedFitnessImprovesUpwards() {
        Objective objective = Objective.maximise(972);
        RunControl control = new RunControl(objective, Budget.generations(10), RunControl.Observer.NONE);
        double[] bests = {941, 939, 947, 947, 950, 972};
        control.countEvaluations(10);
        control.record(bests[0], 900);
        for (int g = 1; g < bests.length; g++) {
            control.nextGeneration();
            control.countEvaluations(10);
            control.record(bests[g], 900);
        }
        RunResult result = control.finish(true, 972, new int[0], Map.of());
        assertArrayEquals(new long[] {10, 30, 50, 60}, result.trace().improvedAt());
        assertArrayEquals(new double[] {941, 947, 950, 972}, result.trace().improvedTo());
        assertEquals(objective, result.objective());
        assertEquals(31, objective.penalty(941));
        assertEquals(0, objective.penalty(972));
        assertEquals(7, Objective.PENALTY.penalty(7));
    }

    @Test
    void manyImprovementsGrowTheTables() {
        RunControl control = new RunControl(Budget.generations(100));
        for (int g = 0; g < 40; g++) {
            control.countEvaluations(1);
            control.record(100 - g, 100);
            control.nextGeneration();
        }
        Trace trace = control.finish(false, 61, new int[0], Map.of()).trace();
        long[] at = new long[40];
        double[] to = new double[40];
        for (int g = 0; g < 40; g++) {
            at[g] = g + 1;
            to[g] = 100 - g;
        }
        assertArrayEquals(at, trace.improvedAt());
        assertArrayEquals(to, trace.improvedTo());
    }
}
