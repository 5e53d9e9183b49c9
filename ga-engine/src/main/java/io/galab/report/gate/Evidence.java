package io.galab.report.gate;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where each cell's evidence comes from: how many of its runs were made in this build and how many were read
 * from the journal (docs/gates.md, "CI outputs"). summary.md, the JUnit XML and the page say it beside each
 * verdict, so that a reader of CI can tell a gate decided on fresh runs from one decided on earlier builds'.
 * A gate over a whole set counts its set's cells.
 */
public final class Evidence {

    /** The counts of one cell or set: runs made in this build, runs read from the journal. */
    public record Count(int made, int journal) {

        /** "12 made, 8 from the journal". */
        public String text() {
            return made + " made, " + journal + " from the journal";
        }

        Count plus(Count o) {
            return new Count(made + o.made, journal + o.journal);
        }
    }

    private final Map<GateVerdict.Cell, Count> byCell = new LinkedHashMap<>();
    private final Map<String, Count> byVariant = new LinkedHashMap<>();
    private Count total = new Count(0, 0);

    private Evidence() {
    }

    /** The counts of every cell of {@code result}. */
    public static Evidence of(ExperimentResult result) {
        Evidence e = new Evidence();
        for (Plan.Cell c : result.plan().cells()) {
            Count n = new Count(result.madeNow(c.index()), result.fromJournal(c.index()));
            e.byCell.put(new GateVerdict.Cell(c.puzzle().id(), c.variant().name(), c.params()), n);
            e.byVariant.merge(c.variant().name() + "|" + c.params(), n, Count::plus);
            e.total = e.total.plus(n);
        }
        return e;
    }

    /** A verdict's cell's counts; a gate over a set, its variant's over the spec's cells; null for none. */
    public Count of(GateVerdict.Cell cell) {
        Count n = byCell.get(cell);
        return n != null ? n : cell.variant().isEmpty() ? null : byVariant.get(cell.variant() + "|" + cell.params());
    }

    /** Every cell's counts summed. */
    public Count total() {
        return total;
    }
}
