package io.galab.report.gate;

import io.galab.experiment.AtomicFiles;
import io.galab.puzzle.TextFiles;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * One spec's report in one line, {@code overview.csv} in its report folder: title, paper, runs, date,
 * gate counts and verdicts against the paper. The project index and the Markdown summary read it, so
 * that they show the same numbers as the page without parsing it.
 *
 * @param spec    the spec's name
 * @param title   its title ("" when none)
 * @param source  the paper it reproduces ("" when none)
 * @param runs    runs made in the experiment (all cells; fewer than planned when sequential gates stopped some)
 * @param date    when the report was written, e.g. {@code 2026-11-26 09:30 UTC}
 * @param version galab's version
 * @param tally   gate counts and verdicts against the paper
 */
public record Overview(String spec, String title, String source, long runs, String date, String version, Tally tally) {

    /** The file name in each spec's report folder. */
    public static final String FILE = "overview.csv";

    public static final String[] HEADER = {"spec", "title", "source", "runs", "date", "galab", "passed", "failed",
            "warned",
        "refused", "agree", "better", "worse", "notComparable", "inconclusive"};

    public void write(Path file) throws IOException {
        AtomicFiles.write(file, out -> {
            try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(HEADER)
                    .setRecordSeparator('\n').get())) {
                p.printRecord(spec, title, source, runs, date, version, tally.passed(), tally.failed(), tally.warned(),
                        tally.refused(), tally.agree(), tally.better(), tally.worse(), tally.notComparable(),
                        tally.inconclusive());
            }
        });
    }

    /** Reads an {@code overview.csv}; an unreadable or malformed file is an IOException that says why. */
    public static Overview read(Path file) throws IOException {
        try (CSVParser parser = CSVParser.parse(new StringReader(TextFiles.read(file)),
                CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get())) {
            for (CSVRecord r : parser) {
                Tally t = new Tally(i(r, "passed"), i(r, "failed"), i(r, "warned"), i(r, "refused"), i(r, "agree"),
                        i(r, "better"), i(r, "worse"), i(r, "notComparable"),
                        r.isMapped("inconclusive") ? i(r, "inconclusive") : 0);
                return new Overview(r.get("spec"), r.get("title"), r.get("source"), Long.parseLong(r.get("runs")),
                        r.get("date"), r.get("galab"), t);
            }
        } catch (RuntimeException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        throw new IOException(file + ": no row");
    }

    private static int i(CSVRecord r, String column) {
        return Integer.parseInt(r.get(column));
    }
}
