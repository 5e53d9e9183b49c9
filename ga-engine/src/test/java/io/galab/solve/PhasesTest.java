package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The phases on their own, by policy: best phases take the digits of the longest conflict-free trail (the levels
 * below a conflict's), never a shorter one's, and are not changed by backjumps; the GA's phases are set from a grid
 * and then saved at backjumps. 4 cells of 4 digits; variable (cell, digit) is {@code cell·4 + digit − 1}.
 */
class PhasesTest {

    private static final int N = 4;

    private static int v(int cell, int digit) {
        return Placements.variable(cell, digit, N);
    }

    @Test
    void bestPhasesAreTheLongestConflictFreeTrailsDigits() {
        Phases phases = new Phases(4, N, SearchConfig.PhasePolicy.BEST);
        phases.levelStarted(); // level 1 starts at trail position 0
        phases.placed(v(0, 2));
        phases.placed(v(1, 3));
        phases.levelStarted(); // level 2 starts at position 5 (removals between)
        phases.placed(v(2, 1));
        phases.conflict(2, 5); // a conflict at level 2: level 1 (positions 0..4) was conflict-free
        assertEquals(2, phases.digit(0));
        assertEquals(3, phases.digit(1));
        assertEquals(0, phases.digit(2), "the conflict's own level is not taken");
        phases.undone(v(2, 1)); // a backjump does not save best phases
        phases.backjumped(1);
        assertEquals(0, phases.digit(2));
        phases.levelStarted();
        phases.placed(v(2, 4));
        phases.conflict(2, 3); // a shorter trail (level 2 from position 3): nothing changes
        assertEquals(0, phases.digit(2));
        phases.backjumped(0);
        phases.levelStarted();
        phases.placed(v(0, 1));
        phases.placed(v(3, 4));
        phases.levelStarted();
        phases.conflict(2, 9); // longer: its cells' digits replace the old phases
        assertEquals(1, phases.digit(0));
        assertEquals(4, phases.digit(3));
        assertEquals(3, phases.digit(1), "a cell not on the new trail keeps its phase");
        assertEquals(v(0, 1), phases.variable(0));
        assertEquals(-1, phases.variable(2), "no phase: -1");
    }

    @Test
    void theGasPhasesAreSetFromAGridAndSavedAtBackjumps() {
        Phases phases = new Phases(4, N, SearchConfig.PhasePolicy.GA);
        phases.set(new int[] {1, 0, 5, 4}); // 5 is out of range: no phase
        assertEquals(1, phases.digit(0));
        assertEquals(0, phases.digit(1));
        assertEquals(0, phases.digit(2));
        assertEquals(4, phases.digit(3));
        phases.levelStarted();
        phases.placed(v(1, 2));
        phases.conflict(1, 7); // conflicts do not set the GA's phases
        assertEquals(0, phases.digit(1));
        phases.undone(v(1, 2)); // a backjump saves the undone cell's digit
        phases.backjumped(0);
        assertEquals(2, phases.digit(1));
        assertEquals(v(1, 2), phases.variable(1));
    }
}
