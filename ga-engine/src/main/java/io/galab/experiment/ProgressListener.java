package io.galab.experiment;

import java.util.Locale;

/**
 * Receives what an experiment is doing: the plan before anything runs, throttled progress lines, and
 * warnings. The CLI prints them; the Maven plugin logs them.
 */
public interface ProgressListener {

    /** Progress: runs done of total, the rate since the start of this session, and the time left. */
    record Progress(String spec, long done, long total, double runsPerSecond, double etaSeconds) {
        /** "twodoku-variants: 120/315 runs (38%), 41.2 runs/s, ETA 5s". */
        public String line() {
            long pct = total == 0 ? 100 : done * 100 / total;
            String eta = Double.isFinite(etaSeconds) ? formatSeconds(etaSeconds) : "unknown";
            return String.format(Locale.ROOT, "%s: %d/%d runs (%d%%), %.1f runs/s, ETA %s", spec, done, total,
                    pct, runsPerSecond, eta);
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

    /** Something the user should know that does not stop the experiment. */
    default void warning(String message) {
    }

    /** A listener that ignores everything. */
    ProgressListener NONE = new ProgressListener() {
    };
}
