package io.galab.report;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Whether two variants' runtimes in seconds are tested, or only described, and why (docs/reading-the-report.md,
 * "Seconds"). Seconds are CPU times, made in a seeded order that interleaves a puzzle's variants, so that a busy
 * minute or the JIT's warm-up falls on every variant alike: under that design the runtime test keeps its level
 * even on a loaded machine, which {@code CalibrationTest} shows with a competing load. The design holds only where
 * its conditions do; where one fails, the seconds are shown as a description, never as a test, so they reach
 * neither the headline nor the bold:
 * <ul>
 * <li>every run has its CPU time (not so for runs journaled before galab kept it, or for a program whose CPU time
 * the watchdog could not read): wall time counts other processes' load;</li>
 * <li>the runs were all made in this build, or all read from the journal: runs of one variant made today and of
 * the other last week met different machines and loads;</li>
 * <li>at least {@value #MIN_RUNS} runs a variant;</li>
 * <li>a median CPU time of at least 1 ms a run: shorter runs are the timer's and the JIT's;</li>
 * <li>galab's own check of the machine: the runs had the CPU for a median of at least a tenth of their wall
 * time (ten busy threads a core). Below that the machine was so oversubscribed that caches and clock rates, shared
 * with the load, enter CPU time too.</li>
 * </ul>
 */
public final class SecondsCheck {

    /** The fewest runs a variant for a test of seconds. */
    public static final int MIN_RUNS = 10;
    /** The shortest median CPU time a run, in seconds, for a test of seconds. */
    public static final double MIN_MEDIAN_SECONDS = 0.001;
    /** The least median share of a run's wall time that it had the CPU, for a test of seconds. */
    public static final double MIN_SHARE = 0.1;

    private SecondsCheck() {
    }

    /** Null where the seconds of the two variants' runs are tested; else why they are only described. */
    public static String descriptive(ExperimentResult result, List<Plan.Cell> a, List<Plan.Cell> b) {
        int runs = count(result, a) + count(result, b);
        double[] cpu = new double[runs];
        double[] share = new double[runs];
        int missing = 0;
        int journal = 0;
        int i = 0;
        for (Plan.Cell cell : Stream.concat(a.stream(), b.stream()).toList()) {
            int c = cell.index();
            for (int r = 0; r < result.runs(c); r++, i++) {
                long micros = result.has(c, r) ? result.cpuMicros(c, r) : -1;
                missing += micros < 0 ? 1 : 0;
                journal += result.fromJournal(c, r) ? 1 : 0;
                long wall = result.micros(c, r);
                cpu[i] = micros / 1e6;
                share[i] = wall <= 0 ? 1 : micros / (double) wall;
            }
        }
        if (missing > 0) {
            return "wall time only: " + missing + " of " + runs + " runs have no CPU time";
        }
        if (journal > 0 && journal < runs) {
            return "runs from different builds: " + (runs - journal) + " made in this build, " + journal
                    + " read from the journal";
        }
        int fewest = Math.min(count(result, a), count(result, b));
        if (fewest < MIN_RUNS) {
            return "too few runs to time: " + fewest + " a variant, under " + MIN_RUNS;
        }
        double medianCpu = median(cpu);
        if (medianCpu < MIN_MEDIAN_SECONDS) {
            return String.format(Locale.ROOT, "runs too short to time: a median CPU time of %.0f µs, under 1 ms",
                    medianCpu * 1e6);
        }
        double medianShare = median(share);
        if (medianShare < MIN_SHARE) {
            return String.format(Locale.ROOT, "machine too busy: the runs had the CPU for a median %.0f%% of their"
                    + " wall time, under %.0f%%", medianShare * 100, MIN_SHARE * 100);
        }
        return null;
    }

    private static int count(ExperimentResult result, List<Plan.Cell> cells) {
        return cells.stream().mapToInt(c -> result.runs(c.index())).sum();
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length == 0 ? Double.NaN : s.length % 2 == 1 ? s[s.length / 2]
                : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
