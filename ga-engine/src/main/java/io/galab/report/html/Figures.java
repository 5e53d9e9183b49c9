package io.galab.report.html;

import io.galab.experiment.AtomicFiles;
import io.galab.report.Analysis;
import io.galab.report.Provenance;
import io.galab.report.gate.GateVerdict;
import io.galab.report.gate.History;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code svg} export (docs/reading-the-report.md, "Exports"): every chart of the page as a standalone SVG
 * file in the spec's {@code figures/} folder, with the page's styles inside it, so that it renders the same in
 * a paper, an editor or a browser as on the page. Each file is named after the section it sits in and its
 * place there ({@code phase-transition-1.svg}), in page order.
 */
public final class Figures {

    /** The folder, inside a spec's report folder, that holds the figures. */
    public static final String FOLDER = "figures";

    private static final Pattern SVG = Pattern.compile("<svg\\b.*?</svg>", Pattern.DOTALL);
    private static final Pattern HEADING = Pattern.compile("<h2\\b[^>]*>(.*?)</h2>", Pattern.DOTALL);
    /** The page's rules that style a chart: everything under {@code svg}, and the classes the charts use. */
    private static final String CHART_STYLE = "svg{background:#fff}svg text{font:11px sans-serif}"
            + "svg text.axis-label{font:bold 11px sans-serif;fill:#333}";

    private Figures() {
    }

    /** Writes the page's charts, one file each, into {@code dir/figures/}; returns the files written. */
    public static List<Path> write(Path dir, Analysis analysis, List<GateVerdict> verdicts, Provenance provenance,
            List<History.Entry> history, List<String> changes) throws IOException {
        Path folder = dir.resolve(FOLDER);
        Files.createDirectories(folder);
        List<Path> written = new ArrayList<>();
        for (Map.Entry<String, String> figure : figures(HtmlReport.page(analysis, verdicts, provenance, history,
                changes)).entrySet()) {
            Path file = folder.resolve(figure.getKey() + ".svg");
            AtomicFiles.write(file, figure.getValue());
            written.add(file);
        }
        return written;
    }

    /** The page's charts as standalone SVG documents, by file name (without .svg), in page order. */
    static Map<String, String> figures(String page) {
        Map<String, String> out = new LinkedHashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        Matcher svg = SVG.matcher(page);
        while (svg.find()) {
            String section = "chart";
            Matcher heading = HEADING.matcher(page.substring(0, svg.start()));
            while (heading.find()) {
                section = slug(heading.group(1));
            }
            int n = counts.merge(section, 1, Integer::sum);
            out.put(section + "-" + n, standalone(svg.group()));
        }
        return out;
    }

    /** One chart as a file of its own: the XML declaration, the SVG namespace and the chart styles inside. */
    static String standalone(String svg) {
        String open = svg.substring(0, svg.indexOf('>') + 1);
        String rest = svg.substring(open.length());
        if (!open.contains("xmlns=")) {
            open = open.replaceFirst("<svg\\b", "<svg xmlns=\"http://www.w3.org/2000/svg\"");
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + open + "<style>" + CHART_STYLE + "</style>" + rest
                + "\n";
    }

    /** A heading's words as a file name: lower case, letters and digits joined by hyphens. */
    static String slug(String heading) {
        String text = heading.replaceAll("<[^>]*>", "").replace("&amp;", "and").toLowerCase(Locale.ROOT);
        String slug = text.replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return slug.isEmpty() ? "chart" : slug.length() > 40 ? slug.substring(0, 40).replaceAll("-$", "") : slug;
    }
}
