package io.galab.solve;

/**
 * How {@link CdclSearch} searches, chosen once before it starts (docs/algorithms.md, "exact", "The CDCL partner"):
 * what it propagates, where a decision takes its digit, and when it restarts and switches modes. {@code exact}, the
 * GA–CDCL hybrid's partner, the benchmarks and the tests all build it here, from {@link #exact(int)}.
 *
 * @param rules    what the search propagates beside its exactly-one groups' singles
 * @param phases   where a decision takes a cell's digit
 * @param schedule restarts, modes and clause reduction
 */
public record SearchConfig(Rules rules, PhasePolicy phases, Schedule schedule) {

    /** What the search propagates. */
    public enum Rules {
        /** The exactly-one groups' unit propagation: naked and hidden singles. */
        SINGLES,
        /** Hall sets too ({@link HallSets}): each unit's all-different kept arc consistent, each removal explained. */
        HALL_SETS
    }

    /** Where a decision on a cell takes its digit ({@link Phases}). */
    public enum PhasePolicy {
        /**
         * The digit the cell held on the longest conflict-free trail so far (CaDiCaL's best phase; Biere, Fazekas,
         * Fleury &amp; Heisinger, SAT Competition 2020): {@code exact}'s.
         */
        BEST,
        /**
         * The digits set from outside before each slice (the GA's best member, {@link CdclExchange#rephase}), and
         * between, each cell's digit when a backjump undid it (phase saving; Pipatsrisawat &amp; Darwiche, SAT 2007).
         */
        GA
    }

    /** Whether the search keeps one mode or switches between a focused and a stable one ({@link Restarts}). */
    public enum Modes {
        /** One mode: decisions by the phases, restarts after restartBase·luby(i) conflicts. */
        ONE,
        /** Focused (activity alone, restartBase·luby(i)) and stable (phases, 1024·luby(i)) modes in turn. */
        SWITCHING
    }

    /**
     * @param restartBase     conflicts before the first restart: restart i comes after restartBase·luby(i)
     * @param modes           one mode, or focused and stable in turn
     * @param firstModeLength the conflicts of the first mode (CaDiCaL's {@code stabilizeinit}, 1000)
     * @param firstReduction  the learnt clauses kept when the first reduction runs (2000)
     */
    public record Schedule(int restartBase, Modes modes, long firstModeLength, long firstReduction) {

        public Schedule {
            if (restartBase < 1 || firstModeLength < 1 || firstReduction < 1 || modes == null) {
                throw new IllegalArgumentException("a search schedule needs a restart base, a first mode and a first"
                        + " reduction of at least 1, and its modes: " + restartBase + ", " + modes + ", "
                        + firstModeLength + ", " + firstReduction);
            }
        }
    }

    /** The conflicts of the first mode: CaDiCaL's {@code stabilizeinit}. */
    public static final long FIRST_MODE_LENGTH = 1000;
    /** The learnt clauses kept when the first reduction runs. */
    public static final long FIRST_REDUCTION = 2000;

    public SearchConfig {
        if (rules == null || phases == null || schedule == null) {
            throw new IllegalArgumentException("a search configuration needs its rules, phases and schedule");
        }
    }

    /** {@code exact}'s search: singles, best phases, focused and stable modes, restarts after restartBase·luby(i). */
    public static SearchConfig exact(int restartBase) {
        return new SearchConfig(Rules.SINGLES, PhasePolicy.BEST,
                new Schedule(restartBase, Modes.SWITCHING, FIRST_MODE_LENGTH, FIRST_REDUCTION));
    }

    /** This configuration with {@code rules}. */
    public SearchConfig with(Rules other) {
        return new SearchConfig(other, phases, schedule);
    }

    /** This configuration with {@code policy} and {@code modes}. */
    public SearchConfig with(PhasePolicy policy, Modes modes) {
        return new SearchConfig(rules, policy, new Schedule(schedule.restartBase(), modes, schedule.firstModeLength(),
                schedule.firstReduction()));
    }

    /** This configuration with the first mode and the first reduction at other counts (tests that make them early). */
    public SearchConfig early(long firstModeLength, long firstReduction) {
        return new SearchConfig(rules, phases, new Schedule(schedule.restartBase(), schedule.modes(), firstModeLength,
                firstReduction));
    }
}
