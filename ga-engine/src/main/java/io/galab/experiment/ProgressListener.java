package io.galab.experiment;

import java.util.Locale;

/**
 * Receives what an experiment is doing: the plan before anything runs, throttled progress lines, and
 * warnings. The CLI prints them; the Maven plugin logs them.
 */
public interface ProgressListener {

    /**
     * Progress: runs done of total, the rate since the start of this session, and the time left. With
     * {@code upTo}, sequential gates may stop cells early, so the total (one per spec, the plan's) is a
     * most and the time left is a most too; {@code finished} marks the spec's last line.
     */
    record Progress(String spec, long done, long total, double runsPerSecond, double etaSeconds, boolean upTo,
            boolean finished) {

        /** Progress of a spec whose every run is made: the total is exact. */
        public Progress(String spec, long done, long total, double runsPerSecond, double etaSeconds) {
            this(spec, done, total, runsPerSecond, etaSeconds, false, done == total);
        }

        /**
         * "twodoku-variants: 120/315 runs (38%), 41.2 runs/s, ETA 5s"; under sequential gates "twodoku-table3:
         * 40 of up to 240 runs, 41.2 runs/s, ETA at most 5s", and at the end "63 of up to 240 runs, done (177
         * not needed)".
         */
        public String line() {
            if (finished && runsPerSecond == 0 && done > 0) {
                // nothing was run now: every run was read from the journal, so there is no speed to tell
                return upTo ? String.format(Locale.ROOT, "%s: %d of up to %d runs, done (%d not needed), all read"
                        + " from the journal", spec, done, total, total - done)
                        : String.format(Locale.ROOT, "%s: %d/%d runs, all read from the journal", spec, done, total);
            }
            String eta = Double.isFinite(etaSeconds) ? formatSeconds(etaSeconds) : "unknown";
            if (upTo) {
                return finished ? String.format(Locale.ROOT, "%s: %d of up to %d runs, done (%d not needed),"
                        + " %s", spec, done, total, total - done, rate(runsPerSecond))
                        : String.format(Locale.ROOT, "%s: %d of up to %d runs, %s, ETA at most %s", spec,
                                done, total, rate(runsPerSecond), eta);
            }
            long pct = total == 0 ? 100 : done * 100 / total;
            return String.format(Locale.ROOT, "%s: %d/%d runs (%d%%), %s, ETA %s", spec, done, total,
                    pct, rate(runsPerSecond), eta);
        }

        /**
         * "41.2 runs/s"; below one run a second, runs a minute ("2.2 runs/min"), since a spec of minute-long
         * runs went at "0.0 runs/s" throughout.
         */
        static String rate(double runsPerSecond) {
            return runsPerSecond >= 1 || runsPerSecond == 0 || !Double.isFinite(runsPerSecond)
                    ? String.format(Locale.ROOT, "%.1f runs/s", runsPerSecond)
                    : String.format(Locale.ROOT, "%.1f runs/min", runsPerSecond * 60);
        }

        private static String formatSeconds(double s) {
            long t = Math.round(s);
            return t >= 3600 ? t / 3600 + "h" + (t % 3600) / 60 + "m" : t >= 60 ? t / 60 + "m" + t % 60 + "s" : t + "s";
        }
    }

    /** Before running: the plan (cells and runs) and how many runs the journal already holds. */
    default void planned(Plan plan, long alreadyDone) {
    }

    /** At most one call every few seconds while running, and one at the end. */
    default void progress(Progress progress) {
    }

    /**
     * A slow stage after the runs, such as the report's exact-solver timings: at most one line every
     * couple of seconds, so that a long report stage is never silent.
     */
    default void stage(String message) {
    }

    /** Something the user should know that does not stop the experiment. */
    default void warning(String message) {
    }

    /** A listener that ignores everything. */
    ProgressListener NONE = new ProgressListener() {
    };
}
