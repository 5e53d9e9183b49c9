package io.galab.lab;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * The external variants' measured process starts, {@code process-start.csv} beside the journal
 * (docs/external-solvers.md, "Times"): kept while the plan is the same, so that a spec whose runs are all
 * journaled does not start its programs again.
 */
final class ProcessStarts {

    static final String FILE = "process-start.csv";
    private static final String[] HEADER = {"plan", "variant", "millis"};

    private ProcessStarts() {
    }

    /**
     * The starts kept in {@code dir} for this plan, by variant; none when there are none or the file is damaged.
     * A start kept unmeasured (NaN: the program did not end on the filled grid within its limit, or, before
     * 2026-12-05, a giant had no filled grid) is left out, so that it is measured again.
     */
    static Map<String, Double> read(Path dir, Plan plan) {
        Path file = dir.resolve(FILE);
        Map<String, Double> kept = new LinkedHashMap<>();
        if (Files.isRegularFile(file)) {
            try (CSVParser parser = CSVParser.parse(new StringReader(Files.readString(file)),
                    CSVFormat.DEFAULT.builder().setHeader(HEADER).setSkipHeaderRecord(true).get())) {
                for (CSVRecord r : parser) {
                    if (r.size() == HEADER.length && r.get("plan").equals(plan.fingerprint())) {
                        double millis = Double.parseDouble(r.get("millis"));
                        if (!Double.isNaN(millis)) {
                            kept.put(r.get("variant"), millis);
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                kept.clear(); // a damaged file: the starts are measured again
            }
        }
        return kept;
    }

    /** Keeps the starts the result holds; a file that cannot be written only means they are measured again. */
    static void write(Path dir, ExperimentResult result, Iterable<String> variants) {
        try {
            AtomicFiles.write(dir.resolve(FILE), out -> {
                try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(HEADER)
                        .setRecordSeparator('\n').get())) {
                    for (String v : variants) {
                        p.printRecord(result.plan().fingerprint(), v, Double.toString(result.start(v)));
                    }
                }
            });
        } catch (IOException e) {
            return; // the starts are a measurement, not a result: they are measured again next time
        }
    }
}
