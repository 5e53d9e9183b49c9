/**
 * Puzzles: one geometry for every kind ({@link io.galab.puzzle.Geometry}: Sudoku of any box size,
 * Twodoku, Samurai, SudoKube), the text formats of public puzzle sets ({@link io.galab.puzzle.PuzzleFormat}),
 * the exact solver that checks every answer ({@link io.galab.puzzle.ExactSolver}), the built-in library
 * ({@link io.galab.puzzle.PuzzleLibrary}) and the SudoKube generator.
 *
 * <p>The bottom layer: depends on nothing else in galab (see {@code docs/extending.md}, "Layers").
 */
package io.galab.puzzle;
