package io.galab.puzzle;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A named, ordered, immutable collection of puzzles.
 *
 * @param name        the set's name, e.g. {@code sudoku/mantere-koljonen}
 * @param description what the set is and where it comes from
 * @param puzzles     the puzzles, in the set's own order
 */
public record PuzzleSet(String name, String description, List<Puzzle> puzzles) {

    public PuzzleSet {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        puzzles = List.copyOf(puzzles);
    }

    /** The puzzle with this id, if the set has it. */
    public Optional<Puzzle> find(String id) {
        return puzzles.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The puzzle with this id; the message lists the set's ids when it has none. */
    public Puzzle get(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("set " + name + " has no puzzle '" + id
                + "'" + Suggestions.didYouMean(id, ids()) + " (it has " + String.join(", ", ids()) + ")"));
    }

    public List<String> ids() {
        return puzzles.stream().map(Puzzle::id).toList();
    }

    public int size() {
        return puzzles.size();
    }
}
