package io.galab.solve;

/**
 * The work a propagation does, counted apart from the engine that does it, in unit reads (a pass over one
 * unit's cells), the unit of the GA's evaluations (docs/experiments.md, "What an evaluation is"). The
 * engine and the rules around it report named events; the meter alone turns them into a count, so a change
 * to the engine that places the same digits leaves the count where it was.
 *
 * <ul>
 *   <li>{@link #placed(int)}: a placement, a given's too, reads its cell's units;</li>
 *   <li>{@link #hiddenSingle()}: a hidden single checks its unit;</li>
 *   <li>{@link #unitsRead(long)}: a rule's pass reads units (locked candidates, naked pairs);</li>
 *   <li>{@link #scanned(long)}: a scan reads cells, counted as the units they fill, rounded up (the
 *   decoder's choice of the fewest-candidates cell and its count of the empty cells, the nogoods'
 *   visits).</li>
 * </ul>
 *
 * One meter serves one engine on one thread.
 */
public final class WorkMeter {

    private final int unitSize;
    private long placements;
    private long placementReads;
    private long hiddenSingles;
    private long passReads;
    private long scanReads;

    /** A meter for units of {@code unitSize} cells (n for an n×n grid). */
    public WorkMeter(int unitSize) {
        if (unitSize < 1) {
            throw new IllegalArgumentException("a unit has at least one cell: " + unitSize);
        }
        this.unitSize = unitSize;
    }

    /** A placement (a given's too) read its cell's {@code units}. */
    public void placed(int units) {
        placements++;
        placementReads += units;
    }

    /** A hidden single checked its unit. */
    public void hiddenSingle() {
        hiddenSingles++;
    }

    /** A rule's pass read {@code units} units. */
    public void unitsRead(long units) {
        passReads += units;
    }

    /** A scan read {@code cells} cells: the units they fill, rounded up. */
    public void scanned(long cells) {
        scanReads += (cells + unitSize - 1) / unitSize;
    }

    /** Every unit read so far: placements', hidden singles', passes' and scans'. */
    public long unitReads() {
        return placementReads + hiddenSingles + passReads + scanReads;
    }

    /** The placements so far. */
    public long placements() {
        return placements;
    }

    /** The units the placements read. */
    public long placementReads() {
        return placementReads;
    }

    /** The hidden singles checked. */
    public long hiddenSingles() {
        return hiddenSingles;
    }

    /** The units rules' passes read. */
    public long passReads() {
        return passReads;
    }

    /** The units scans read. */
    public long scanReads() {
        return scanReads;
    }
}
