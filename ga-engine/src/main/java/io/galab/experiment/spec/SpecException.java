package io.galab.experiment.spec;

import io.galab.puzzle.LocatedException;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/** A spec that cannot be run: the file, line and column, and what was expected. */
public final class SpecException extends LocatedException {

    private static final long serialVersionUID = 1L;

    /** The errors this exception stands for: itself alone, or the several found together, in the order of the file. */
    private final List<SpecException> all;

    public SpecException(String file, int line, int column, String problem) {
        super(file, line, column, problem);
        this.all = List.of(this);
    }

    private SpecException(List<SpecException> errors) {
        super(errors.get(0).file(), errors.get(0).line(), errors.get(0).column(), errors.get(0).problem()
                + errors.subList(1, errors.size()).stream().map(e -> "\n" + e.getMessage())
                        .collect(Collectors.joining()));
        this.all = List.copyOf(errors);
    }

    /**
     * One exception for the errors a spec's check found (at least one), so that a user mends them all at once:
     * the first's location, and a message of one {@code file:line:column: problem} line each.
     */
    public static SpecException of(List<SpecException> errors) {
        List<SpecException> flat = errors.stream().flatMap(e -> e.all().stream())
                .sorted(Comparator.comparingInt(SpecException::line).thenComparingInt(SpecException::column))
                .toList();
        return flat.size() == 1 ? flat.get(0) : new SpecException(flat);
    }

    /** The errors this exception stands for (itself alone, or the several of {@link #of}), each with its place. */
    public List<SpecException> all() {
        return all;
    }

    /** The spec file. */
    public String file() {
        return source();
    }
}
