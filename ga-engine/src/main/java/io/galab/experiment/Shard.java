package io.galab.experiment;

/**
 * One of K shards of a plan, for job arrays (Slurm and the like): shard i holds the runs whose plan
 * position p = cell × runs + run has p mod K = i, so every shard gets a similar mix of cells. A cell
 * that may stop early (under sequential gates) goes whole to shard cell mod K, so that the shard can
 * look at its gates after each batch without the other shards' runs.
 *
 * @param index i, from 0
 * @param count K
 */
public record Shard(int index, int count) {

    /** The whole plan: the one shard of one. */
    public static final Shard WHOLE = new Shard(0, 1);

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("a shard is i/K with 0 ≤ i < K, was " + index + "/" + count);
        }
    }

    /** Parses "i/K". */
    public static Shard parse(String text) {
        String[] parts = text.split("/");
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        throw new IllegalArgumentException("a shard is written i/K, for example 0/4, not '" + text + "'");
    }

    /** True when run {@code run} of cell {@code cell} belongs to this shard. */
    public boolean contains(Plan plan, int cell, int run) {
        if (plan.sequential(plan.cells().get(cell))) {
            return cell % count == index;
        }
        return ((long) cell * plan.runs() + run) % count == index;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
