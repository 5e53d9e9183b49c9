package io.galab.report.html;

import static io.galab.report.html.Svg.esc;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.Confinement;
import io.galab.report.gate.Overview;
import io.galab.report.gate.Tally;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The project index {@code index.html} of an output folder: per spec page found there, its title and
 * paper, runs, date, gate status and verdicts against the paper (from its {@link Overview}), and a
 * link to the page, and to the report's reading when a {@code README.md} lies beside the page; and a link to a
 * {@code README.md} beside the index when there is one. The folder may hold
 * other runs' reports or hand-edited files: an overview that cannot be read is said on the page, and
 * never stops the index.
 */
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
        if (Files.isRegularFile(outputDirectory.resolve("README.md"))) {
            h.append("<p>What each experiment found, and how it was run: <a href=\"README.md\">README.md</a>.</p>\n");
        }
        if (specs.isEmpty()) {
            h.append("<p>No reports yet.</p>");
        } else {
            Tally total = Tally.ZERO;
            StringBuilder rows = new StringBuilder();
            for (Path p : specs) {
                String name = p.getFileName().toString();
                rows.append("<tr><td class=\"l\"><a href=\"").append(esc(name)).append("/index.html\">").append(esc(
                        name)).append("</a>");
                if (Files.isRegularFile(p.resolve("README.md"))) {
                    // the report's reading, written beside its page
                    rows.append(" · <a href=\"").append(esc(name)).append("/README.md\">reading</a>");
                }
                rows.append("</td>");
                try {
                    // another spec's report: read only if it lies inside this output folder
                    Confinement.check(p.resolve(Overview.FILE), outputDirectory, "report file");
                    Overview o = Overview.read(p.resolve(Overview.FILE));
                    total = total.plus(o.tally());
                    rows.append("<td class=\"l\">").append(esc(o.title())).append("</td><td class=\"l\">")
                            .append(paper(o.source())).append("</td><td>").append(o.runs()).append(
                            "</td><td class=\"l\">")
                            .append(esc(o.date())).append("</td><td class=\"l\">").append(gates(o.tally()))
                            .append("</td><td class=\"l\">").append(esc(o.tally().publishedText())).append("</td>");
                } catch (IOException e) {
                    rows.append("<td class=\"l\" colspan=\"6\">no overview: ").append(esc(e.getMessage())).append(
                            "</td>");
                }
                rows.append("</tr>\n");
            }
            h.append("<p class=\"banner ").append(total.bad() ? "bad" : total.warned() > 0 ? "mixed" : "good")
                    .append("\">").append(specs.size()).append(" specs · ").append(esc(total.line())).append("</p>\n");
            h.append("<table class=\"wrap\"><tr><th class=\"l\">spec</th><th class=\"l\">title</th><th"
                    + " class=\"l\">paper</th>")
                    .append("<th>runs</th><th class=\"l\">date</th><th class=\"l\">gates</th>")
                    .append("<th class=\"l\">vs published</th></tr>\n").append(rows).append("</table>\n");
        }
        h.append("</body></html>\n");
        AtomicFiles.write(outputDirectory.resolve("index.html"), h.toString());
    }

    /** The gate status in a word and its counts: "pass (27 passed, 0 failed, 1 warned)". */
    static String gates(Tally t) {
        if (t.gates() == 0) {
            return "no gates";
        }
        String word = t.bad() ? "<span class=\"fail\">fail</span>" : "<span class=\"pass\">pass</span>";
        return word + " (" + esc(t.gatesText()) + ")";
    }

    /**
     * A spec's source up to its first sentence end or parenthesis: the paper, without the notes that
     * follow. A period after a short word ("et al.", "Fig.") does not end the sentence.
     */
    public static String paper(String source) {
        int end = source.indexOf(" (");
        end = end < 0 ? source.length() : end;
        for (int i = source.indexOf(". "); i > 0 && i < end; i = source.indexOf(". ", i + 1)) {
            int word = source.lastIndexOf(' ', i - 1) + 1;
            if (i - word > 3) {
                end = i;
                break;
            }
        }
        return end < source.length() ? "<abbr title=\"" + esc(source) + "\">" + esc(source.substring(0,
                end)) + "</abbr>"
                : esc(source);
    }
}
