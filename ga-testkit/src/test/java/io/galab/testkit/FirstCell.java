package io.galab.testkit;

import io.galab.puzzle.Puzzle;

/** The broken operators' target: the first given, or the first free cell, of a puzzle. */
final class FirstCell {
    private FirstCell() {
    }

    static int of(Puzzle puzzle, boolean given) {
        int c = 0;
        while (puzzle.isGiven(c) != given) {
            c++;
        }
        return c;
    }
}
