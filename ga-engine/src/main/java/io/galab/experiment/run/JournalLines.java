package io.galab.experiment.run;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.StopReason;
import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.Plan;
import io.galab.experiment.RunRecord;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;

/**
 * The journal's line format ({@link Journal}): a run as one CSV line with its checksum, and back, with the
 * checks a line read from disk must pass; the file itself (its header, its cells, appending, resuming and
 * moving aside) is {@link Journal}'s.
 */
final class JournalLines {

    private JournalLines() {
    }

    static boolean beyondRuns(String line, Plan plan) {
        String[] f = line.split(",", 3);
        try {
            return f.length == 3 && Integer.parseInt(f[1]) >= plan.runs();
        } catch (NumberFormatException e) {
            return false;
        }
    }

    static RunRecord parse(String line, Plan plan, ConvergenceGrid grid) {
        String[] f = line.split(",", -1);
        // a line written before improvements, micros, notes, outcomes or counters were kept has fewer fields
        if (f.length < 10 || f.length > 16 || f.length == 11) {
            return null;
        }
        try {
            int cell = Integer.parseInt(f[0]);
            int run = Integer.parseInt(f[1]);
            if (cell < 0 || cell >= plan.cells().size() || run < 0 || run >= plan.runs()) {
                return null;
            }
            long seed = Long.parseLong(f[2]);
            if (seed != plan.seed(plan.cells().get(cell), run)) {
                return null;
            }
            boolean solved = switch (f[3]) {
                case "true" -> true;
                case "false" -> false;
                default -> throw new NumberFormatException(f[3]);
            };
            double[] best = doubles(f[8], grid.size());
            double[] mean = doubles(f[9], grid.size());
            if (best == null || mean == null) {
                return null;
            }
            long[] improvedAt = f.length >= 12 ? longs(f[10]) : new long[0];
            double[] improvedTo = f.length >= 12 ? doubles(f[11], improvedAt.length) : new double[0];
            long millis = Long.parseLong(f[7]);
            long micros = f.length >= 13 ? Long.parseLong(f[12]) : millis * 1000;
            String note = f.length >= 14 ? decode(f[13]) : "";
            StopReason outcome = f.length >= 15 ? StopReason.ofKey(f[14]) : solved ? StopReason.SOLVED
                    : firstLimit(plan.spec().budget());
            Map<String, Long> counters = f.length == 16 ? counters(f[15]) : null;
            if (improvedTo == null || outcome == null || solved != (outcome == StopReason.SOLVED)) {
                return null;
            }
            return new RunRecord(cell, run, seed, solved, Long.parseLong(f[4]), Long.parseLong(f[5]),
                    Double.parseDouble(f[6]), millis, best, mean, improvedAt, improvedTo, micros, note, outcome,
                    counters);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The outcome of an unsolved run written before outcomes were kept: the budget's first limit. */
    static StopReason firstLimit(Budget budget) {
        return budget.maxGenerations() > 0 ? StopReason.GENERATIONS : budget.maxEvaluations() > 0
                ? StopReason.EVALUATIONS : StopReason.SECONDS;
    }

    /**
     * Why a well-formed record cannot be a result of this plan's budget, or null: a run never goes past
     * its generation budget, and counts and times are never negative. (An unsolved run of a built-in
     * algorithm makes exactly the budget's generations, but an algorithm of a user's may stop earlier,
     * so that is not required.)
     */
    static String inconsistency(RunRecord r, Budget budget) {
        if (r.generations() < -1 || r.evaluations() < -1 || r.millis() < 0 || Double.isNaN(r.bestFitness())) {
            return "a record with a negative count or time, or no best fitness";
        }
        long max = budget.maxGenerations();
        if (max > 0 && r.generations() > max) {
            return "a record of " + r.generations() + " generations under a budget of " + max;
        }
        return null;
    }

    static long[] longs(String field) {
        if (field.isEmpty()) {
            return new long[0];
        }
        String[] parts = field.split(" ");
        long[] out = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = Long.parseLong(parts[i]);
        }
        return out;
    }

    static double[] doubles(String field, int expected) {
        if (expected == 0) {
            return field.isEmpty() ? new double[0] : null;
        }
        String[] parts = field.split(" ");
        if (parts.length != expected) {
            return null;
        }
        double[] out = new double[expected];
        for (int i = 0; i < expected; i++) {
            out[i] = Double.parseDouble(parts[i]);
        }
        return out;
    }

    /** A run's line, without its checksum. */
    static String line(RunRecord r) {
        return r.cell() + "," + r.run() + "," + r.seed() + "," + r.solved() + "," + r.generations() + ","
                + r.evaluations() + "," + Numbers.shortest(r.bestFitness()) + "," + r.millis() + ","
                + joined(r.best()) + "," + joined(r.mean()) + "," + joinedLongs(r.improvedAt()) + ","
                + joined(r.improvedTo()) + "," + r.micros() + "," + encode(r.note()) + "," + r.outcome().key() + ","
                + counters(r.counters());
    }

    /** A run's counters as one field: {@code name=value} pairs in name order, a space between two. */
    static String counters(Map<String, Long> counters) {
        StringBuilder s = new StringBuilder();
        counters.forEach((name, value) -> s.append(s.length() == 0 ? "" : " ")
                .append(encode(name).replace(" ", "%20").replace("=", "%3D")).append('=').append(value));
        return s.toString();
    }

    /** The counters of a field written by {@link #counters(Map)}; a malformed pair is a malformed line. */
    static Map<String, Long> counters(String field) {
        Map<String, Long> out = new TreeMap<>();
        if (!field.isEmpty()) {
            for (String pair : field.split(" ")) {
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new NumberFormatException("counter " + pair);
                }
                out.put(decode(pair.substring(0, eq).replace("%3D", "=").replace("%20", " ")),
                        Long.parseLong(pair.substring(eq + 1)));
            }
        }
        return out;
    }

    /** A note as one CSV field: {@code %}, comma and line breaks percent-encoded. */
    static String encode(String note) {
        return note.replace("%", "%25").replace(",", "%2C").replace("\n", "%0A").replace("\r", "%0D");
    }

    static String decode(String field) {
        return field.replace("%2C", ",").replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%");
    }

    /** The CRC-32 of a line's text, as eight hex digits. */
    public static String crc(String text) {
        CRC32 crc = new CRC32();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return java.util.HexFormat.of().toHexDigits((int) crc.getValue()); // as %08x writes it, without the formatter
    }

    static String joinedLongs(long[] values) {
        StringBuilder s = new StringBuilder();
        for (long v : values) {
            s.append(s.length() == 0 ? "" : " ").append(v);
        }
        return s.toString();
    }

    static String joined(double[] values) {
        StringBuilder s = new StringBuilder();
        for (double v : values) {
            s.append(s.length() == 0 ? "" : " ").append(Numbers.shortest(v));
        }
        return s.toString();
    }
}
