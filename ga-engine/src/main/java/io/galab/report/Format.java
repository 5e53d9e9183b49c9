package io.galab.report;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * What a run writes besides its journal (docs/experiments.md, "Reports"): {@code html} (each spec's
 * page and the project index), {@code csv} (runs, summary, comparisons, convergence, gates),
 * {@code junit} ({@code junit/TEST-<spec>.xml}) and {@code md} ({@code summary.md}, also appended to
 * {@code $GITHUB_STEP_SUMMARY}). {@code overview.csv} is always written.
 */
public enum Format {
    HTML, CSV, JUNIT, MD;

    /** Every format: the default. */
    public static final Set<Format> ALL = EnumSet.allOf(Format.class);

    public String key() {
        return name().toLowerCase(Locale.ROOT);
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
                throw new IllegalArgumentException("unknown report format '" + name + "'; the formats are html, csv,"
                        + " junit and md");
            }
            formats.add(found);
        }
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no report format given; the formats are html, csv, junit and md");
        }
        return formats;
    }
}
