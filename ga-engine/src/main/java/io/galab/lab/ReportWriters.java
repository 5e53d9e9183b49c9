package io.galab.lab;

import io.galab.experiment.ExperimentResult;
import io.galab.report.Analysis;
import io.galab.report.Format;
import io.galab.report.Provenance;
import io.galab.report.export.BenchmarkJson;
import io.galab.report.export.CsvReports;
import io.galab.report.export.IohExport;
import io.galab.report.export.JUnitReport;
import io.galab.report.export.LatexTables;
import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.History;
import io.galab.report.html.HtmlReport;
import io.galab.report.html.IndexPage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The report writers of a session, one per {@link Format} it writes, chosen once from the formats
 * (docs/reading-the-report.md, "Reports"). {@code md} is written once per session over every spec
 * ({@link Session}), and {@code overview.csv} always, so neither is here.
 */
final class ReportWriters {

    /** What one spec's reports are written from. */
    record Reported(Path dir, Path outputDirectory, String spec, ExperimentResult result, Analysis analysis,
            List<GateVerdict> verdicts, Provenance provenance, List<History.Entry> trend, List<String> changes) {
    }

    /** Writes one format's files for one spec. */
    @FunctionalInterface
    interface Writer {
        void write(Reported r) throws IOException;
    }

    private static final Map<Format, Writer> WRITERS = new EnumMap<>(Format.class);

    static {
        WRITERS.put(Format.CSV, ReportWriters::csv);
        WRITERS.put(Format.BENCHMARK_JSON,
                r -> file(r.dir(), BenchmarkJson.BIGGER, f -> BenchmarkJson.write(r.dir(), r.result())));
        WRITERS.put(Format.IOH, r -> file(r.dir(), IohExport.FOLDER, f -> IohExport.write(r.dir(), r.result())));
        WRITERS.put(Format.LATEX,
                r -> file(r.dir(), LatexTables.FOLDER, f -> LatexTables.write(r.dir(), r.analysis())));
        WRITERS.put(Format.JUNIT, r -> {
            Path junit = r.outputDirectory().resolve("junit").resolve("TEST-" + r.spec() + ".xml");
            ReportFiles.write(junit, () -> {
                Files.createDirectories(junit.getParent());
                JUnitReport.write(junit, r.spec(), r.verdicts(), r.provenance());
            });
        });
        WRITERS.put(Format.HTML, r -> {
            file(r.dir(), "index.html",
                    f -> HtmlReport.write(f, r.analysis(), r.verdicts(), r.provenance(), r.trend(), r.changes()));
            file(r.outputDirectory(), "index.html", f -> IndexPage.write(r.outputDirectory()));
        });
    }

    private final List<Writer> chosen;

    /** The writers of {@code formats}, in the order of {@link Format}'s values. */
    ReportWriters(Set<Format> formats) {
        this.chosen = WRITERS.entrySet().stream().filter(e -> formats.contains(e.getKey())).map(Map.Entry::getValue)
                .toList();
    }

    /** Writes every chosen format's files for one spec. */
    void write(Reported reported) throws IOException {
        for (Writer w : chosen) {
            w.write(reported);
        }
    }

    private static void csv(Reported r) throws IOException {
        Path dir = r.dir();
        file(dir, "runs.csv", f -> CsvReports.runs(f, r.result()));
        file(dir, "summary.csv", f -> CsvReports.summary(f, r.analysis()));
        file(dir, "comparisons.csv", f -> CsvReports.comparisons(f, r.analysis()));
        file(dir, "convergence.csv", f -> CsvReports.convergence(f, r.result()));
        file(dir, "gates.csv", f -> CsvReports.gates(f, r.verdicts()));
        file(dir, "sets.csv", f -> CsvReports.sets(f, r.analysis()));
        if (r.analysis().ranking() != null) {
            file(dir, "ranking.csv", f -> CsvReports.ranking(f, r.analysis()));
        }
    }

    /** Writes one file of {@code dir} by {@code writing}, an I/O error explained with the file's path. */
    private static void file(Path dir, String name, FileWriting writing) throws IOException {
        Path file = dir.resolve(name);
        ReportFiles.write(file, () -> writing.write(file));
    }

    @FunctionalInterface
    private interface FileWriting {
        void write(Path file) throws IOException;
    }
}
