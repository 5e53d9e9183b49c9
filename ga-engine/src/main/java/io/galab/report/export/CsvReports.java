package io.galab.report.export;

import io.galab.algorithm.Numbers;
import io.galab.algorithm.external.ExternalSolver;
import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.report.Analysis;
import io.galab.report.PuzzleSets;
import io.galab.report.gate.GateVerdict;
import io.galab.stats.CellStatistics;
import io.galab.stats.FriedmanRanking;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Writes the CSV reports of docs/reading-the-report.md ("Reports") with Commons CSV, atomically, in plan order, with a
 * fixed
 * number format (whole numbers without ".0", other numbers in Java's shortest round-trip form, empty
 * for undefined, "inf" for infinite), so the same results give the same bytes.
 */
public final class CsvReports {

    public static final String[] RUNS = {"spec", "puzzle", "variant", "params", "run", "seed", "solved", "generations",
        "evaluations", "bestFitness", "millis", "outcome", "puzzleVariant"};
    public static final String[] SUMMARY = {"spec", "puzzle", "variant", "params", "runs", "successes", "successRate",
        "ciLow", "ciHigh", "meanGenerations", "sdGenerations", "medianGenerations", "minGenerations", "maxGenerations",
        "ert", "meanMillis", "publishedSuccessRate", "publishedMeanGenerations", "rateVerdict", "generationsVerdict",
        "maxRuns", "stoppedEarly", "ertEvaluations", "ertVerdict", "puzzleVariant"};
    public static final String[] COMPARISONS = {"spec", "puzzle", "params", "variantA", "variantB", "test", "statistic",
        "pValue", "adjustedPValue", "low", "high", "measure"};
    public static final String[] RANKING = {"spec", "variant", "meanRank", "dataSets", "friedmanStatistic",
        "friedmanPValue", "criticalDifference"};
    public static final String[] CONVERGENCE = {"spec", "puzzle", "variant", "params", "generation", "meanBestFitness",
        "meanMeanFitness"};
    public static final String[] GATES = {"spec", "gate", "puzzle", "variant", "params", "metric", "actual", "expected",
        "verdict", "source", "note"};

    /** The counter of an external run's own time as the program printed it, in µs. */
    public static final String PROGRAM_MICROS = "programMicros";

    private CsvReports() {
    }

    private static CSVFormat format(String[] header) {
        return CSVFormat.DEFAULT.builder().setHeader(header).setRecordSeparator('\n').get();
    }

    /** The fixed number format of every report. */
    public static String num(double d) {
        return Numbers.report(d);
    }

    /** A count, empty when the run did not report it (an external solver's). */
    private static String count(long v) {
        return v < 0 ? "" : Long.toString(v);
    }

    public static void runs(Path file, ExperimentResult result) throws IOException {
        Plan plan = result.plan();
        // the note column (an external solver's wrong answers and failures) only where some run has a note,
        // and the program's own seed only where some variant runs a program
        boolean notes = false;
        for (Plan.Cell cell : plan.cells()) {
            for (int r = 0; r < plan.runs() && !notes; r++) {
                notes = result.has(cell.index(), r) && !result.note(cell.index(), r).isEmpty();
            }
        }
        boolean programs = plan.cells().stream().anyMatch(c -> c.algorithm().externalProgram());
        List<String> columns = new ArrayList<>(List.of(RUNS));
        if (programs) {
            columns.add("programSeed");
            columns.add("command");
        }
        if (notes) {
            columns.add("note");
        }
        // the program's own time, where some run printed one (docs/external-solvers.md, "Times")
        boolean own = false;
        for (Plan.Cell cell : plan.cells()) {
            for (int r = 0; r < plan.runs() && !own && cell.algorithm().externalProgram(); r++) {
                own = result.has(cell.index(), r) && result.counter(cell.index(), r, PROGRAM_MICROS) != null;
            }
        }
        if (own) {
            columns.add("programMillis");
        }
        // the run's CPU time (the run thread's, or an external program's process tree's), where some run has it:
        // what "seconds" means in the verdicts (docs/reading-the-report.md, "Seconds")
        boolean cpu = false;
        for (Plan.Cell cell : plan.cells()) {
            for (int r = 0; r < plan.runs() && !cpu; r++) {
                cpu = result.has(cell.index(), r) && result.cpuMicros(cell.index(), r) >= 0;
            }
        }
        if (cpu) {
            columns.add("cpuMillis");
        }
        boolean withCpu = cpu;
        boolean withOwn = own;
        String[] header = columns.toArray(String[]::new);
        boolean withNotes = notes;
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, format(header))) {
                for (Plan.Cell cell : plan.cells()) {
                    for (int r = 0; r < plan.runs(); r++) {
                        int c = cell.index();
                        if (!result.has(c, r)) {
                            continue; // a shard holds only its own runs
                        }
                        List<Object> row = new ArrayList<>(List.of(plan.spec().name(), cell.puzzle().id(),
                                cell.variant().name(), cell.params(), r, result.seed(c, r), result.solved(c, r),
                                count(result.generations(c, r)), count(result.evaluations(c, r)),
                                num(result.bestFitness(c, r)), result.millis(c, r), result.outcome(c, r).key(),
                                cell.puzzle().geometry().variantLabel()));
                        if (programs) {
                            row.add(cell.algorithm().externalProgram()
                                    ? String.valueOf(ExternalSolver.programSeed(result.seed(c, r))) : "");
                            String command = cell.algorithm().commandLine(cell.parameters());
                            row.add(command == null ? "" : command);
                        }
                        if (withNotes) {
                            row.add(result.note(c, r));
                        }
                        if (withOwn) {
                            Long micros = result.counter(c, r, PROGRAM_MICROS);
                            row.add(micros == null ? "" : num(micros / 1000.0));
                        }
                        if (withCpu) {
                            long micros = result.cpuMicros(c, r);
                            row.add(micros < 0 ? "" : num(micros / 1000.0));
                        }
                        p.printRecord(row);
                    }
                }
            }
        });
    }

    public static void summary(Path file, Analysis analysis) throws IOException {
        String spec = analysis.result().plan().spec().name();
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, format(SUMMARY))) {
                for (Analysis.Summary s : analysis.summaries()) {
                    CellStatistics st = s.stats();
                    Double pubRate = s.published() == null ? null : s.published().rate();
                    Double pubMean = s.published() == null ? null : s.published().meanGenerations();
                    p.printRecord(spec, s.cell().puzzle().id(), s.cell().variant().name(), s.cell().params(), st.runs(),
                            st.successes(), num(st.successRate()), num(st.ciLow()), num(st.ciHigh()),
                            num(st.meanGenerations()), num(st.sdGenerations()), num(st.medianGenerations()),
                            num(st.minGenerations()), num(st.maxGenerations()), num(st.ert()), num(st.meanMillis()),
                            pubRate == null ? "" : num(pubRate), pubMean == null ? "" : num(pubMean),
                            s.rateVerdict() == null ? "" : s.rateVerdict().toString(),
                            s.generationsVerdict() == null ? "" : s.generationsVerdict().toString(),
                            analysis.result().plan().runs(), analysis.result().stopped(s.cell().index()),
                            num(analysis.result().ertEvaluations(s.cell().index())),
                            s.ertVerdict() == null ? "" : s.ertVerdict().toString(),
                            s.cell().puzzle().geometry().variantLabel());
                }
            }
        });
    }

    public static void comparisons(Path file, Analysis analysis) throws IOException {
        String spec = analysis.result().plan().spec().name();
        // the note, why a row was described rather than tested, only where some row has one (as runs.csv's note)
        boolean notes = analysis.comparisons().stream().anyMatch(c -> !c.note().isEmpty());
        List<String> columns = new ArrayList<>(List.of(perSet(COMPARISONS, Analysis.csvBySet(
                analysis.result().plan()))));
        if (notes) {
            columns.add("note");
        }
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, format(columns.toArray(String[]::new)))) {
                for (Analysis.Comparison c : analysis.comparisons()) {
                    List<Object> row = new ArrayList<>(List.of(spec, c.puzzle(), c.point(), c.variantA(),
                            c.variantB(), c.test(), num(c.statistic()), num(c.pValue()), num(c.adjustedPValue()),
                            num(c.low()), num(c.high()), c.measure()));
                    if (notes) {
                        row.add(c.note());
                    }
                    p.printRecord(row);
                }
            }
        });
    }

    /** {@code ranking.csv}: one row per variant, best mean rank first (only when the analysis has a ranking). */
    public static void ranking(Path file, Analysis analysis) throws IOException {
        FriedmanRanking r = analysis.ranking();
        String spec = analysis.result().plan().spec().name();
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, format(RANKING))) {
                for (int j : r.byRank()) {
                    p.printRecord(spec, r.variants().get(j), num(r.meanRanks()[j]), r.dataSets(), num(r.statistic()),
                            num(r.pValue()), num(r.criticalDifference()));
                }
            }
        });
    }

    /**
     * {@code sets.csv}: the results by puzzle set of a spec whose puzzles come from several sets
     * (docs/reading-the-report.md, "Results by puzzle set"); nothing when they come from one.
     */
    public static void sets(Path file, Analysis analysis) throws IOException {
        Plan plan = analysis.result().plan();
        List<PuzzleSets.Row> rows = analysis.sets();
        if (rows.isEmpty()) {
            return;
        }
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, format(new String[] {"spec", "set", "variant", "puzzles", "runs",
                    "successes", "successRate", "ciLow", "ciHigh", "ert", "medianEvaluations", "medianMillis",
                    "exactSolverMicros", "timeRatio", "propagationSolves"}))) {
                for (PuzzleSets.Row r : rows) {
                    p.printRecord(plan.spec().name(), r.set(), r.variant(), r.puzzles(), r.runs(), r.solved(),
                            num((double) r.solved() / r.runs()), num(r.low()), num(r.high()), num(r.ert()),
                            num(r.medianEvaluations()), num(r.medianMillis()), num(r.exactMicros()), num(r.ratio()),
                            r.propagationSolves() < 0 ? "" : r.propagationSolves());
                }
            }
        });
    }

    /**
     * {@code convergence.csv}: each cell's mean best and mean fitness at each point of the convergence grid;
     * where the comparisons are per set ({@link Analysis#csvBySet}), each (set, variant, params)'s mean over
     * its cells, in a column {@code set}.
     */
    public static void convergence(Path file, ExperimentResult result) throws IOException {
        Plan plan = result.plan();
        boolean bySet = Analysis.csvBySet(plan);
        Map<String, List<Plan.Cell>> groups = new LinkedHashMap<>();
        for (Plan.Cell cell : plan.cells()) {
            // no trace by generation (an external program without counts, exact): no rows, not a flat line
            if (result.hasTrace(cell.index())) {
                String where = bySet ? plan.source(cell.puzzle()) : cell.puzzle().id();
                groups.computeIfAbsent(where + "\u0000" + cell.variant().name() + "\u0000" + cell.params(),
                        k -> new ArrayList<>()).add(cell);
            }
        }
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, format(perSet(CONVERGENCE, bySet)))) {
                for (Map.Entry<String, List<Plan.Cell>> group : groups.entrySet()) {
                    String[] key = group.getKey().split("\u0000", -1);
                    for (int g = 0; g < result.grid().size(); g++) {
                        double best = 0;
                        double mean = 0;
                        for (Plan.Cell c : group.getValue()) {
                            best += result.meanBest(c.index(), g);
                            mean += result.meanMean(c.index(), g);
                        }
                        int k = group.getValue().size();
                        p.printRecord(plan.spec().name(), key[0], key[1], key[2], result.grid().point(g),
                                num(best / k), num(mean / k));
                    }
                }
            }
        });
    }

    /** A header with {@code set} for {@code puzzle} where the rows are per set. */
    private static String[] perSet(String[] header, boolean bySet) {
        return bySet ? Arrays.stream(header).map(h -> h.equals("puzzle") ? "set" : h).toArray(String[]::new)
                : header;
    }

    public static void gates(Path file, List<GateVerdict> verdicts) throws IOException {
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, format(GATES))) {
                for (GateVerdict v : verdicts) {
                    p.printRecord(v.spec(), v.gate(), v.puzzle(), v.variant(), v.params(), v.metric(), v.actual(),
                            v.expected(), v.verdict().label(), v.source(), v.note());
                }
            }
        });
    }
}
