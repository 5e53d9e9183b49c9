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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

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

    /** Says which files one format writes for one spec ({@link FileList#add}). */
    @FunctionalInterface
    interface Writer {
        void files(Reported r, FileList out);
    }

    /** Writes one file. */
    @FunctionalInterface
    interface FileWriting {
        void write(Path file) throws IOException;
    }

    /** The files of one spec's reports, in the formats' order. */
    static final class FileList {
        private final List<Path> paths = new ArrayList<>();
        private final List<FileWriting> writings = new ArrayList<>();
        /** How much work each file is ({@link #PAGE}, {@link #ROWS}, {@link #SHORT}). */
        private final List<Integer> sizes = new ArrayList<>();

        /** The file {@code name} of {@code dir}, written by {@code writing}; {@code size} orders the work. */
        void add(Path dir, String name, int size, FileWriting writing) {
            paths.add(dir.resolve(name));
            writings.add(writing);
            sizes.add(size);
        }
    }

    /** How much work a file is, to start the largest first: the page, a row per cell or run, a few rows. */
    private static final int PAGE = 2;
    private static final int ROWS = 1;
    private static final int SHORT = 0;

    private static final Map<Format, Writer> WRITERS = new EnumMap<>(Format.class);

    static {
        WRITERS.put(Format.CSV, ReportWriters::csv);
        WRITERS.put(Format.BENCHMARK_JSON, (r, out) -> out.add(r.dir(), BenchmarkJson.BIGGER, ROWS,
                f -> BenchmarkJson.write(r.dir(), r.result())));
        WRITERS.put(Format.IOH,
                (r, out) -> out.add(r.dir(), IohExport.FOLDER, ROWS, f -> IohExport.write(r.dir(), r.result())));
        WRITERS.put(Format.LATEX, (r, out) -> out.add(r.dir(), LatexTables.FOLDER, SHORT,
                f -> LatexTables.write(r.dir(), r.analysis())));
        WRITERS.put(Format.SVG, (r, out) -> out.add(r.dir(), io.galab.report.html.Figures.FOLDER, PAGE,
                f -> io.galab.report.html.Figures.write(r.dir(), r.analysis(), r.verdicts(), r.provenance(), r.trend(),
                        r.changes())));
        WRITERS.put(Format.JUNIT, (r, out) -> {
            Path folder = r.outputDirectory().resolve("junit");
            out.add(folder, "TEST-" + r.spec() + ".xml", SHORT, f -> {
                java.nio.file.Files.createDirectories(folder);
                JUnitReport.write(f, r.spec(), r.verdicts(), r.provenance(),
                        io.galab.report.gate.Evidence.of(r.result()));
            });
        });
        WRITERS.put(Format.HTML, (r, out) -> out.add(r.dir(), "index.html", PAGE,
                f -> HtmlReport.write(f, r.analysis(), r.verdicts(), r.provenance(), r.trend(), r.changes())));
    }

    private final List<Writer> chosen;
    private final boolean html;

    /** The writers of {@code formats}, in the order of {@link Format}'s values. */
    ReportWriters(Set<Format> formats) {
        this.chosen = WRITERS.entrySet().stream().filter(e -> formats.contains(e.getKey())).map(Map.Entry::getValue)
                .toList();
        this.html = formats.contains(Format.HTML);
    }

    /**
     * Writes every chosen format's files for one spec, on every core at once: each reads only the
     * finished result and analysis (docs/experiments.md, "Reports at scale"). Every file is tried; the first
     * failure in the formats' order is thrown, its I/O error explained with the file's path. Then, with the
     * page, the top-level index of the specs.
     */
    void write(Reported reported) throws IOException {
        FileList files = new FileList();
        chosen.forEach(w -> w.files(reported, files));
        // each thread takes the next file not yet taken, the caller's and the common pool's, largest first
        int count = files.paths.size();
        Integer[] order = IntStream.range(0, count).boxed().sorted(Comparator.comparingInt(k -> -files.sizes.get(k)))
                .toArray(Integer[]::new);
        IOException[] failed = new IOException[count];
        AtomicInteger next = new AtomicInteger();
        Runnable take = () -> {
            for (int k; (k = next.getAndIncrement()) < count; ) {
                int i = order[k];
                Path file = files.paths.get(i);
                try {
                    ReportFiles.write(file, () -> files.writings.get(i).write(file));
                } catch (IOException e) {
                    failed[i] = e;
                }
            }
        };
        List<ForkJoinTask<?>> helpers = new ArrayList<>();
        for (int t = 1; t < Math.min(count, Runtime.getRuntime().availableProcessors()); t++) {
            helpers.add(ForkJoinPool.commonPool().submit(take));
        }
        take.run();
        helpers.forEach(ForkJoinTask::join);
        IOException first = Arrays.stream(failed).filter(e -> e != null).findFirst().orElse(null);
        if (first != null) {
            throw first;
        }
        if (html) {
            Path index = reported.outputDirectory().resolve("index.html");
            ReportFiles.write(index, () -> IndexPage.write(reported.outputDirectory()));
        }
    }

    private static void csv(Reported r, FileList out) {
        Path dir = r.dir();
        out.add(dir, "runs.csv", ROWS, f -> CsvReports.runs(f, r.result()));
        out.add(dir, "summary.csv", ROWS, f -> CsvReports.summary(f, r.analysis()));
        out.add(dir, "comparisons.csv", SHORT, f -> CsvReports.comparisons(f, r.analysis()));
        out.add(dir, "convergence.csv", ROWS, f -> CsvReports.convergence(f, r.result()));
        out.add(dir, "gates.csv", SHORT, f -> CsvReports.gates(f, r.verdicts()));
        out.add(dir, "sets.csv", SHORT, f -> CsvReports.sets(f, r.analysis()));
        if (r.analysis().ranking() != null) {
            out.add(dir, "ranking.csv", SHORT, f -> CsvReports.ranking(f, r.analysis()));
        }
    }
}
