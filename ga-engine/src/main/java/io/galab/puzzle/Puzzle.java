package io.galab.puzzle;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable puzzle: its geometry, its givens (0 = blank) and what is known about it.
 *
 * @param id       the puzzle's name within its set, e.g. {@code s06a} or {@code medium_1}
 * @param geometry the kind and shape
 * @param givens   one digit per cell, 0 for a blank cell (copied on the way in and out)
 * @param solution the known solution, or {@code null} when none is stored (copied on the way in and out)
 * @param category the published difficulty category, or "" when none is known
 * @param note     provenance or other remarks, or ""
 * @param line     the line of its file where the puzzle starts, for messages; 0 when it comes from no file
 */
public record Puzzle(String id, Geometry geometry, int[] givens, int[] solution, String category, String note,
        int line) {

    public Puzzle {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(geometry, "geometry");
        Objects.requireNonNull(givens, "givens");
        category = category == null ? "" : category;
        note = note == null ? "" : note;
        if (givens.length != geometry.cellCount()) {
            throw new IllegalArgumentException("givens has " + givens.length + " cells, " + geometry.describe()
                    + " has " + geometry.cellCount());
        }
        givens = givens.clone();
        for (int v : givens) {
            if (v < 0 || v > geometry.n()) {
                throw new IllegalArgumentException("given " + v + " outside 0.." + geometry.n() + " in puzzle " + id);
            }
        }
        if (solution != null) {
            if (solution.length != geometry.cellCount()) {
                throw new IllegalArgumentException("solution of " + id + " has " + solution.length + " cells, expected "
                        + geometry.cellCount());
            }
            solution = solution.clone();
        }
    }

    /** A puzzle that comes from no file (or whose line is not known). */
    public Puzzle(String id, Geometry geometry, int[] givens, int[] solution, String category, String note) {
        this(id, geometry, givens, solution, category, note, 0);
    }

    /** A puzzle with no stored solution, category or note. */
    public Puzzle(String id, Geometry geometry, int[] givens) {
        this(id, geometry, givens, null, "", "");
    }

    @Override
    public int[] givens() {
        return givens.clone();
    }

    @Override
    public int[] solution() {
        return solution == null ? null : solution.clone();
    }

    /** The stored solution, if any. */
    public Optional<int[]> knownSolution() {
        return Optional.ofNullable(solution());
    }

    /** The given digit of a cell, 0 when blank. */
    public int given(int cell) {
        return givens[cell];
    }

    public boolean isGiven(int cell) {
        return givens[cell] != 0;
    }

    /** Number of given (non-blank) cells. */
    public int givenCount() {
        int count = 0;
        for (int v : givens) {
            if (v != 0) {
                count++;
            }
        }
        return count;
    }

    public Kind kind() {
        return geometry.kind();
    }

    /** The same puzzle with a known solution attached. */
    public Puzzle withSolution(int[] newSolution) {
        return new Puzzle(id, geometry, givens, newSolution, category, note, line);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Puzzle p && id.equals(p.id) && geometry == p.geometry && Arrays.equals(givens, p.givens)
                && Arrays.equals(solution, p.solution) && category.equals(p.category) && note.equals(p.note);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, geometry, Arrays.hashCode(givens), Arrays.hashCode(solution), category);
    }

    @Override
    public String toString() {
        return id + " (" + geometry.describe() + ", " + givenCount() + " givens)";
    }
}
