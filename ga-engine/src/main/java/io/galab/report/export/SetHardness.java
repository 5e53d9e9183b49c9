package io.galab.report.export;

import io.galab.stats.CellStatistics;
import io.galab.stats.CensoredRuntimes;
import io.galab.stats.FisherExact;
import io.galab.stats.PairedTests;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether two sources of puzzles are equally hard, size by size and fraction of givens by fraction, as each
 * variant of one spec finds them (docs/reading-the-report.md, "Hardness of two puzzle sources"): for example
 * Lloyd &amp; Amos's own files against galab's families drawn to their design. Each source is a pattern on the
 * puzzle ids with the named groups {@code size} and {@code percent}. Per (size, percent, variant):
 *
 * <ul>
 *   <li><b>success</b>: the solved runs of each source, two-sided Fisher exact test;</li>
 *   <li><b>evaluations</b>, where the variant counts them: every run counted, unsolved runs tied beyond every
 *   solved one (Mann–Whitney, {@link CensoredRuntimes#unpaired}), with the median and 90th percentile over
 *   all runs, an unsolved run counting as never ("—" when more than half, or a tenth, are unsolved), and
 *   A12 (below 0.5: the first source is solved in fewer evaluations).</li>
 * </ul>
 *
 * Holm's correction runs per variant and measure, over the (size, percent) rows, as the comparison table's
 * does per question. The runs of the two sources are different puzzles, so nothing is paired.
 */
public final class SetHardness {

    /** One source of puzzles: a name and the pattern its ids match, with the groups {@code size}, {@code percent}. */
    public record Source(String name, Pattern ids) {
        /** Parses {@code NAME=REGEX}. */
        public static Source parse(String text) {
            int eq = text.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("a source is NAME=REGEX, was '" + text + "'");
            }
            Pattern p = Pattern.compile(text.substring(eq + 1));
            if (!p.pattern().contains("(?<size>") || !p.pattern().contains("(?<percent>")) {
                throw new IllegalArgumentException("source '" + text.substring(0, eq) + "': the pattern needs the"
                        + " named groups (?<size>…) and (?<percent>…)");
            }
            return new Source(text.substring(0, eq), p);
        }
    }

    /** One source's runs of a variant at one size and percent: solved flags and evaluations (NaN: not counted). */
    public record Side(boolean[] solved, double[] evaluations) {
        public int runs() {
            return solved.length;
        }

        public int successes() {
            int k = 0;
            for (boolean s : solved) {
                k += s ? 1 : 0;
            }
            return k;
        }

        /** True when every run counted its evaluations. */
        public boolean counted() {
            return evaluations.length > 0 && Arrays.stream(evaluations).noneMatch(Double::isNaN);
        }

        /** The median evaluations over all runs, an unsolved run counting as never; NaN when fewer than half solved. */
        public double median() {
            return CellStatistics.medianOfRuns(solvedEvaluations(), runs());
        }

        /** The 90th percentile over all runs, an unsolved run counting as never; NaN when over a tenth unsolved. */
        public double p90() {
            double[] s = solvedEvaluations();
            int rank = (int) Math.ceil(0.9 * runs()); // the nearest-rank 90th percentile, 1-based
            if (runs() == 0 || rank > s.length) {
                return Double.NaN;
            }
            Arrays.sort(s);
            return s[rank - 1];
        }

        private double[] solvedEvaluations() {
            List<Double> v = new ArrayList<>();
            for (int i = 0; i < solved.length; i++) {
                if (solved[i]) {
                    v.add(evaluations[i]);
                }
            }
            return v.stream().mapToDouble(Double::doubleValue).toArray();
        }
    }

    /** One (size, percent, variant): both sources' runs, the tests and their Holm-adjusted p-values. */
    public record Row(int size, int percent, String variant, Side a, Side b, double successP, double successAdjusted,
            double evaluationsP, double evaluationsAdjusted, double a12) {
    }

    private final Source a;
    private final Source b;
    private final List<Row> rows;

    private SetHardness(Source a, Source b, List<Row> rows) {
        this.a = a;
        this.b = b;
        this.rows = List.copyOf(rows);
    }

    public List<Row> rows() {
        return rows;
    }

    /**
     * Compares the runs of {@code runs} (a runs.csv or the folder holding it) whose puzzles match {@code a}
     * with those matching {@code b}; runs matching neither are left out.
     *
     * @throws IllegalArgumentException for a file that is not a runs.csv, a row that does not parse, or no
     *                                  (size, percent, variant) that both sources have
     */
    public static SetHardness compare(Path runs, Source a, Source b) {
        Map<String, List<double[]>> sideA = new TreeMap<>();
        Map<String, List<double[]>> sideB = new TreeMap<>();
        RunsCsv.read(runs, (r, where) -> {
            String puzzle = r.get("puzzle");
            for (int s = 0; s < 2; s++) {
                Matcher m = (s == 0 ? a : b).ids().matcher(puzzle);
                if (!m.matches()) {
                    continue;
                }
                String key = String.format(Locale.ROOT, "%03d|%03d|%s", Integer.parseInt(m.group("size")),
                        Integer.parseInt(m.group("percent")), r.get("variant"));
                (s == 0 ? sideA : sideB).computeIfAbsent(key, k -> new ArrayList<>())
                        .add(new double[] {solved(r.get("solved"), where) ? 1 : 0, evaluations(r.get("evaluations"),
                                where)});
                break;
            }
        });
        List<String> keys = sideA.keySet().stream().filter(sideB::containsKey).toList();
        if (keys.isEmpty()) {
            throw new IllegalArgumentException(RunsCsv.file(runs) + ": no size, percent and variant has runs of both '"
                    + a.name() + "' and '" + b.name() + "'");
        }
        return new SetHardness(a, b, rows(keys, sideA, sideB));
    }

    private static boolean solved(String text, String where) {
        if (!text.equals("true") && !text.equals("false")) {
            throw new IllegalArgumentException(where + ": solved is '" + text + "'; it must be true or false");
        }
        return text.equals("true");
    }

    /** A run's evaluations; NaN where the variant counts none (an external program). */
    private static double evaluations(String text, String where) {
        if (text.isBlank()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": evaluations is '" + text + "'; it must be a number or empty",
                    e);
        }
    }

    private static List<Row> rows(List<String> keys, Map<String, List<double[]>> sideA,
            Map<String, List<double[]>> sideB) {
        int k = keys.size();
        Side[] as = new Side[k];
        Side[] bs = new Side[k];
        double[] success = new double[k];
        double[] evaluations = new double[k];
        double[] a12 = new double[k];
        for (int i = 0; i < k; i++) {
            as[i] = side(sideA.get(keys.get(i)));
            bs[i] = side(sideB.get(keys.get(i)));
            success[i] = FisherExact.twoSided(as[i].successes(), as[i].runs(), bs[i].successes(), bs[i].runs());
            boolean counted = as[i].counted() && bs[i].counted();
            evaluations[i] = counted ? CensoredRuntimes.unpaired(as[i].evaluations(), as[i].solved(),
                    bs[i].evaluations(), bs[i].solved()).pValue() : Double.NaN;
            a12[i] = counted ? CensoredRuntimes.a12(as[i].evaluations(), as[i].solved(), bs[i].evaluations(),
                    bs[i].solved()) : Double.NaN;
        }
        double[] successAdjusted = new double[k];
        double[] evaluationsAdjusted = new double[k];
        // Holm per variant and measure, over the (size, percent) rows
        Map<String, List<Integer>> byVariant = new TreeMap<>();
        for (int i = 0; i < k; i++) {
            byVariant.computeIfAbsent(keys.get(i).split("\\|", 3)[2], v -> new ArrayList<>()).add(i);
        }
        for (List<Integer> family : byVariant.values()) {
            double[] s = holm(success, family);
            double[] e = holm(evaluations, family);
            for (int j = 0; j < family.size(); j++) {
                successAdjusted[family.get(j)] = s[j];
                evaluationsAdjusted[family.get(j)] = e[j];
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            String[] parts = keys.get(i).split("\\|", 3);
            rows.add(new Row(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), parts[2], as[i], bs[i],
                    success[i], successAdjusted[i], evaluations[i], evaluationsAdjusted[i], a12[i]));
        }
        return rows;
    }

    private static double[] holm(double[] p, List<Integer> family) {
        double[] part = new double[family.size()];
        for (int j = 0; j < part.length; j++) {
            part[j] = p[family.get(j)];
        }
        return PairedTests.holm(part);
    }

    private static Side side(List<double[]> runs) {
        boolean[] solved = new boolean[runs.size()];
        double[] evaluations = new double[runs.size()];
        for (int i = 0; i < solved.length; i++) {
            solved[i] = runs.get(i)[0] == 1;
            evaluations[i] = runs.get(i)[1];
        }
        return new Side(solved, evaluations);
    }

    /** The rows as CSV, one number per column. */
    public String csv() {
        StringBuilder out = new StringBuilder("size,percent,variant,sourceA,runsA,successesA,medianEvaluationsA,"
                + "p90EvaluationsA,sourceB,runsB,successesB,medianEvaluationsB,p90EvaluationsB,successP,"
                + "successAdjustedP,evaluationsP,evaluationsAdjustedP,a12\n");
        for (Row r : rows) {
            out.append(String.format(Locale.ROOT, "%d,%d,%s,%s,%d,%d,%s,%s,%s,%d,%d,%s,%s,%s,%s,%s,%s,%s%n",
                    r.size(), r.percent(), r.variant(), a.name(), r.a().runs(), r.a().successes(), csvNumber(r.a()
                            .median()), csvNumber(r.a().p90()), b.name(), r.b().runs(), r.b().successes(),
                    csvNumber(r.b().median()), csvNumber(r.b().p90()), csvNumber(r.successP()),
                    csvNumber(r.successAdjusted()), csvNumber(r.evaluationsP()), csvNumber(r.evaluationsAdjusted()),
                    csvNumber(r.a12())));
        }
        return out.toString();
    }

    /** The rows as a Markdown table, a difference (Holm-adjusted p &lt; 0.05) in bold, and a count per measure. */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "A: %s (`%s`). B: %s (`%s`).%n%n", a.name(), a.ids().pattern(), b.name(),
                b.ids().pattern()));
        md.append("| size | givens | variant | solved A | solved B | Fisher p (Holm) | median evaluations A | B"
                + " | 90th percentile A | B | Mann–Whitney p (Holm) | A12 |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        int successDiffer = 0;
        int evaluationsDiffer = 0;
        int evaluationsTested = 0;
        for (Row r : rows) {
            boolean s = r.successAdjusted() < 0.05;
            boolean e = r.evaluationsAdjusted() < 0.05;
            successDiffer += s ? 1 : 0;
            evaluationsDiffer += e ? 1 : 0;
            evaluationsTested += Double.isNaN(r.evaluationsP()) ? 0 : 1;
            md.append(String.format(Locale.ROOT, "| %dx%d | %d%% | %s | %d/%d | %d/%d | %s | %s | %s | %s | %s | %s"
                    + " | %s |%n", r.size(), r.size(), r.percent(), r.variant(), r.a().successes(), r.a().runs(),
                    r.b().successes(), r.b().runs(), bold(p(r.successAdjusted()), s), evals(r.a().median()),
                    evals(r.b().median()), evals(r.a().p90()), evals(r.b().p90()), bold(p(r.evaluationsAdjusted()), e),
                    Double.isNaN(r.a12()) ? "–" : String.format(Locale.ROOT, "%.2f", r.a12())));
        }
        md.append(String.format(Locale.ROOT, "%nSuccess differs (Fisher, Holm per variant, p < 0.05) at %d of %d rows;"
                + " evaluations differ (Mann–Whitney with unsolved runs last, Holm per variant) at %d of %d rows that"
                + " count evaluations. Medians and 90th percentiles are over all runs, an unsolved run counting as"
                + " never (— when too few are solved).%n", successDiffer, rows.size(), evaluationsDiffer,
                evaluationsTested));
        return md.toString();
    }

    private static String bold(String text, boolean on) {
        return on ? "**" + text + "**" : text;
    }

    private static String p(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.3g", v);
    }

    private static String evals(double v) {
        return Double.isNaN(v) ? "—" : String.format(Locale.ROOT, "%.0f", v);
    }

    private static String csvNumber(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }
}
