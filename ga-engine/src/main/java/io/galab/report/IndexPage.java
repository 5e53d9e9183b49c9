package io.galab.report;

import io.galab.experiment.AtomicFiles;
import static io.galab.report.Svg.esc;

import io.galab.puzzle.TextFiles;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** The top-level {@code index.html} of an output folder: one row per spec page, with its gates' tally. */
public final class IndexPage {

    private IndexPage() {
    }

    /** Writes {@code index.html} in the output folder, linking every spec page found there. */
    public static void write(Path outputDirectory) throws IOException {
        List<Path> specs = new ArrayList<>();
        if (Files.isDirectory(outputDirectory)) {
            try (Stream<Path> list = Files.list(outputDirectory)) {
                list.filter(p -> Files.isRegularFile(p.resolve("index.html"))).sorted().forEach(specs::add);
            }
        }
        StringBuilder h = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>galab reports</title>" + HtmlReport.STYLE + "</head><body>\n<h1>galab reports</h1>\n");
        if (specs.isEmpty()) {
            h.append("<p>No reports yet.</p>");
        } else {
            h.append("<table><tr><th class=\"l\">spec</th><th class=\"l\">gates</th></tr>\n");
            for (Path p : specs) {
                String name = p.getFileName().toString();
                String gates = gateSummary(p.resolve("gates.csv"));
                h.append("<tr><td class=\"l\"><a href=\"").append(esc(name)).append("/index.html\">").append(esc(name))
                        .append("</a></td><td class=\"l\">").append(esc(gates)).append("</td></tr>\n");
            }
            h.append("</table>\n");
        }
        h.append("</body></html>\n");
        AtomicFiles.write(outputDirectory.resolve("index.html"), h.toString());
    }

    /**
     * "all 12 checks pass" or "2 of 12 checks fail", from a spec's gates.csv verdict column. The folder
     * may hold other specs' reports, written by other runs or edited by hand: a gates.csv that cannot
     * be read is said on the page ("gates.csv unreadable: …"), and never stops the index.
     */
    static String gateSummary(Path gatesCsv) {
        if (!Files.exists(gatesCsv)) {
            return "";
        }
        int fail = 0;
        int total = 0;
        try (CSVParser parser = CSVParser.parse(new StringReader(TextFiles.read(gatesCsv)),
                CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get())) {
            for (CSVRecord record : parser) {
                total++;
                String verdict = record.get("verdict");
                if (verdict.equals(GateVerdict.Verdict.FAIL.label()) || verdict.equals(GateVerdict.Verdict.REFUSED.label())) {
                    fail++;
                }
            }
        } catch (IOException | RuntimeException e) {
            return "gates.csv unreadable: " + e.getMessage();
        }
        return total == 0 ? "no gates" : fail == 0 ? "all " + total + " checks pass" : fail + " of " + total + " checks fail";
    }
}
