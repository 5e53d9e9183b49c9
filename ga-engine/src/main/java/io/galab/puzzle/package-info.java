/**
 * Puzzles: one geometry for every kind ({@link io.galab.puzzle.Geometry}: Sudoku of any box size,
 * Twodoku, Samurai, SudoKube), the text formats of public puzzle sets ({@link io.galab.puzzle.PuzzleFormat}),
 * the built-in library ({@link io.galab.puzzle.PuzzleLibrary}), the instance families and the SudoKube
 * generator (with their own frozen grid filler). Solving them, the oracle that checks every answer included,
 * is the next layer's, {@code io.galab.solve}.
 *
 * <p>The bottom layer: depends on nothing else in galab (see {@code docs/extending.md}, "Layers").
 */
package io.galab.puzzle;
