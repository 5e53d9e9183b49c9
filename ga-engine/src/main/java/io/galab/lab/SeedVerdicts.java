package io.galab.lab;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.AtomicFiles;
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
 * The seed check's verdicts, {@code seed-check.csv} beside the journal: for each external variant, the number
 * of its runs the check saw and what it found. A verdict stands while the plan is the same (the journal's
 * fingerprint) and the variant has the same runs; otherwise the check is made again.
 */
final class SeedVerdicts {

    static final String FILE = "seed-check.csv";
    private static final String[] HEADER = {"plan", "variant", "runs", "verdict"};

    private final Path file;
    private final String plan;
    private final Map<String, String[]> kept;

    private SeedVerdicts(Path file, String plan, Map<String, String[]> kept) {
        this.file = file;
        this.plan = plan;
        this.kept = kept;
    }

    /** The verdicts kept in {@code dir} for this plan; none when there are none or the file cannot be read. */
    static SeedVerdicts read(Path dir, Plan plan) {
        Path file = dir.resolve(FILE);
        Map<String, String[]> kept = new LinkedHashMap<>();
        if (Files.isRegularFile(file)) {
            try (CSVParser parser = CSVParser.parse(new StringReader(Files.readString(file)),
                    CSVFormat.DEFAULT.builder().setHeader(HEADER).setSkipHeaderRecord(true).get())) {
                for (CSVRecord r : parser) {
                    if (r.size() == HEADER.length && r.get("plan").equals(plan.fingerprint())) {
                        kept.put(r.get("variant"), new String[] {r.get("runs"), r.get("verdict")});
                    }
                }
            } catch (IOException | RuntimeException e) {
                kept.clear(); // a damaged file: the check is made again
            }
        }
        return new SeedVerdicts(file, plan.fingerprint(), kept);
    }

    /** The kept verdict of a variant whose runs are the ones the check saw, or null. */
    String verdict(String variant, ExperimentResult result) {
        String[] k = kept.get(variant);
        return k != null && k[0].equals(Long.toString(runs(variant, result))) ? k[1] : null;
    }

    /** Keeps the verdicts the result holds now; a file that cannot be written only means the check runs again. */
    void write(ExperimentResult result) {
        Map<String, String> now = new LinkedHashMap<>();
        for (Plan.Cell c : result.plan().cells()) {
            if (c.algorithm().externalProgram() && !result.remark(c.variant().name()).isEmpty()) {
                now.put(c.variant().name(), result.remark(c.variant().name()));
            }
        }
        if (now.isEmpty() && kept.isEmpty()) {
            return;
        }
        try {
            AtomicFiles.write(file, out -> {
                try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(HEADER)
                        .setRecordSeparator('\n').get())) {
                    for (Map.Entry<String, String> e : now.entrySet()) {
                        p.printRecord(plan, e.getKey(), runs(e.getKey(), result), e.getValue());
                    }
                }
            });
        } catch (IOException e) {
            // the verdicts are a shortcut, not a result
        }
    }

    private static long runs(String variant, ExperimentResult result) {
        long n = 0;
        for (Plan.Cell c : result.plan().cells()) {
            if (c.variant().name().equals(variant)) {
                for (int r = 0; r < result.runs(c.index()); r++) {
                    n += result.has(c.index(), r) ? 1 : 0;
                }
            }
        }
        return n;
    }
}
