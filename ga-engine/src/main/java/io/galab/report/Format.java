package io.galab.report;

import io.galab.report.export.BenchmarkJson;
import io.galab.report.export.IohExport;
import io.galab.report.export.LatexTables;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * What a run writes besides its journal (docs/reading-the-report.md, "Reports"): {@code html} (each spec's
 * page and the project index), {@code csv} (runs, summary, comparisons, convergence, gates),
 * {@code junit} ({@code junit/TEST-<spec>.xml}) and {@code md} ({@code summary.md}, also appended to
 * {@code $GITHUB_STEP_SUMMARY}), the default four; and the exports {@code benchmark-json}
 * ({@link BenchmarkJson}), {@code ioh} ({@link IohExport}), {@code latex} ({@link LatexTables}) and {@code svg}
 * (every chart as a standalone file in {@code figures/}), written when asked for. {@code overview.csv} is always
 * written.
 */
public enum Format {
    HTML, CSV, JUNIT, MD, BENCHMARK_JSON, IOH, LATEX, SVG;

    /** Every format. */
    public static final Set<Format> ALL = EnumSet.allOf(Format.class);

    /** What a run writes unless told otherwise: the reports, not the exports. */
    public static final Set<Format> DEFAULT = EnumSet.of(HTML, CSV, JUNIT, MD);

    /** The name in {@code ga.formats} and {@code --formats}: lower case, words joined by a hyphen. */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Every format's name, for messages. */
    public static String names() {
        StringBuilder s = new StringBuilder();
        Format[] all = values();
        for (int i = 0; i < all.length; i++) {
            s.append(i == 0 ? "" : i == all.length - 1 ? " and " : ", ").append(all[i].key());
        }
        return s.toString();
    }

    /** Parses a comma-separated list such as {@code html,csv}; an unknown name is refused with the valid ones. */
    public static Set<Format> parse(String list) {
        Set<Format> formats = EnumSet.noneOf(Format.class);
        for (String part : list.split(",")) {
            String name = part.trim();
            if (name.isEmpty()) {
                continue;
            }
            Format found = null;
            for (Format f : values()) {
                if (f.key().equals(name.toLowerCase(Locale.ROOT))) {
                    found = f;
                }
            }
            if (found == null) {
                throw new IllegalArgumentException("unknown report format '" + name + "'; the formats are "
                        + names());
            }
            formats.add(found);
        }
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no report format given; the formats are " + names());
        }
        return formats;
    }
}
