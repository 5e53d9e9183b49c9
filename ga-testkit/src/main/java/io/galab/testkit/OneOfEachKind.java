package io.galab.testkit;

import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.List;

/** The puzzles the contracts run on by default: a 9x9, a 16x16, a Twodoku and a Samurai. */
final class OneOfEachKind {

    static final List<Puzzle> PUZZLES = List.of(PuzzleLibrary.load("sudoku/mantere-koljonen").get("s01a"),
            PuzzleLibrary.load("sudoku16/waters-generated").get("w16_01"),
            PuzzleLibrary.load("twodoku/kaldanis").get("easy_1"),
            PuzzleLibrary.load("samurai/samurai-sudoku-com").get("easy1"));

    private OneOfEachKind() {
    }
}
