package io.galab.solve;

/**
 * {@link CdclSearch}'s restarts and modes (docs/algorithms.md, "exact"): a restart after restartBase·luby(i)
 * conflicts (Luby, Sinclair &amp; Zuckerman, IPL 1993). With {@link SearchConfig.Modes#SWITCHING} the search
 * switches between a focused and a stable mode (Biere, Fazekas, Fleury &amp; Heisinger, the CaDiCaL system
 * description of the SAT Competition 2020, "stabilizing"; Oh, SAT 2015, on why satisfiable instances want few
 * restarts): it starts focused, deciding by activity alone with restarts every restartBase·luby(i) conflicts; then
 * stable, deciding by its phases with the reluctant doubling of {@value #STABLE_RESTART_BASE}·luby(i); each mode
 * lasts twice as many conflicts as the one before, from the schedule's first mode length (CaDiCaL's first mode,
 * counted in conflicts throughout where CaDiCaL counts its later ones in propagation ticks). With
 * {@link SearchConfig.Modes#ONE} the search stays in one mode, deciding by its phases, restarting after
 * restartBase·luby(i). A slice's end (a backjump to level 0) is not a restart: it advances neither.
 */
public final class Restarts {

    /** The stable mode's restart base: the reluctant doubling's (CaDiCaL's {@code reluctant} 1024). */
    static final long STABLE_RESTART_BASE = 1024;

    private final long restartBase;
    private final SearchConfig.Modes modes;
    private long restart;
    private long limit;
    private boolean stable;
    private long modeLength;
    private long modeEnds;
    private long switches;

    Restarts(SearchConfig.Schedule schedule) {
        this.restartBase = schedule.restartBase();
        this.modes = schedule.modes();
        this.stable = modes == SearchConfig.Modes.ONE;
        this.modeLength = schedule.firstModeLength();
        this.modeEnds = schedule.firstModeLength();
    }

    /** Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, …: luby(i) for i ≥ 1 (the restarts of both searches). */
    public static long luby(long i) {
        long k = 1;
        while ((1L << k) - 1 < i) {
            k++;
        }
        return (1L << k) - 1 == i ? 1L << (k - 1) : luby(i - (1L << (k - 1)) + 1);
    }

    /** The search starts at {@code conflicts}: the first restart comes after restartBase·luby(1) more. */
    void start(long conflicts) {
        restart = 1;
        limit = conflicts + restartBase * luby(restart);
    }

    /** The conflict count at which the search restarts next. */
    long limit() {
        return limit;
    }

    /** The search restarted at {@code conflicts}: the next restart, and a switch of modes when the mode is over. */
    void restarted(long conflicts) {
        restart++;
        if (modes == SearchConfig.Modes.SWITCHING && conflicts >= modeEnds) {
            stable = !stable;
            switches++;
            modeLength *= 2;
            modeEnds = conflicts + modeLength;
            restart = 1;
        }
        limit = conflicts + (stable && modes == SearchConfig.Modes.SWITCHING ? STABLE_RESTART_BASE : restartBase)
                * luby(restart);
    }

    /** In the stable mode: decisions take their cell's phase. */
    boolean stable() {
        return stable;
    }

    /** How many times the search switched modes so far. */
    long switches() {
        return switches;
    }
}
