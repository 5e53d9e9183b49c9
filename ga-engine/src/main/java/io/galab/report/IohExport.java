package io.galab.report;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.puzzle.Puzzle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code ioh} export (docs/experiments.md, "Exports"): the IOHprofiler format that IOHanalyzer
 * loads, as IOHexperimenter's JSON analyzer writes it. Under {@code <spec>/ioh/}, one folder per
 * algorithm (a variant, and its parameters where a spec sweeps them), holding per problem (a puzzle,
 * numbered in plan order) a meta file {@code IOHprofiler_f<id>_<name>.json} (suite, function_id,
 * function_name, maximization, algorithm {name, info}, scenarios [{dimension, path, runs [{instance,
 * evals, best {evals, y, x}}]}]) and a raw-data file {@code data_f<id>_<name>/IOHprofiler_f<id>_DIM<n>.dat}
 * in the two-column, target-based form: per run a separation line
 * {@code "function evaluation" "best-so-far f(x)"}, then a row at each improvement of the best
 * penalty, and for a run that does not solve its puzzle a last row at its last evaluation. The value
 * minimised is the penalty (0: solved); the dimension is the puzzle's cell count; every run of a
 * cell is a run on instance 1, the same puzzle.
 */
public final class IohExport {

    /** The folder under the spec's report folder. */
    public static final String FOLDER = "ioh";
    static final String SEPARATION = "\"function evaluation\" \"best-so-far f(x)\"";

    private IohExport() {
    }

    /** Writes the export under {@code dir/ioh}, replacing the files it writes. */
    public static void write(Path dir, ExperimentResult result) throws IOException {
        Plan plan = result.plan();
        Map<Puzzle, Integer> problemIds = new LinkedHashMap<>();
        for (Puzzle p : plan.puzzles()) {
            problemIds.putIfAbsent(p, problemIds.size() + 1);
        }
        for (Plan.Cell cell : plan.cells()) {
            int c = cell.index();
            int runs = result.runs(c);
            if (runs == 0) {
                continue;
            }
            String algorithm = cell.variant().name() + (cell.params().isEmpty() ? "" : " [" + cell.params() + "]");
            Path folder = dir.resolve(FOLDER).resolve(safe(algorithm));
            int id = problemIds.get(cell.puzzle());
            String name = safe(cell.puzzle().id());
            int dimension = cell.puzzle().geometry().cellCount();
            String dataPath = "data_f" + id + "_" + name + "/IOHprofiler_f" + id + "_DIM" + dimension + ".dat";
            StringBuilder dat = new StringBuilder();
            List<String> runEntries = new ArrayList<>();
            for (int r = 0; r < runs; r++) {
                long[] at = result.improvedAt(c, r);
                double[] to = result.improvedTo(c, r);
                long last = Math.max(1, result.evaluations(c, r));
                double best = result.bestFitness(c, r);
                dat.append(SEPARATION).append('\n');
                long bestAt = last;
                for (int i = 0; i < at.length; i++) {
                    long e = Math.min(last, Math.max(1, at[i]));
                    dat.append(e).append(' ').append(CsvReports.num(to[i])).append('\n');
                    if (to[i] <= best) {
                        bestAt = Math.min(bestAt, e);
                    }
                }
                if (!result.solved(c, r) || at.length == 0) {
                    // a run that does not reach the target ends with its last evaluation (IOHanalyzer's ERT)
                    dat.append(last).append(' ').append(CsvReports.num(best)).append('\n');
                }
                runEntries.add("{\"instance\": 1, \"evals\": " + last + ", \"best\": {\"evals\": " + bestAt
                        + ", \"y\": " + CsvReports.num(best) + ", \"x\": []}}");
            }
            String json = "{\n  \"suite\": " + BenchmarkJson.quote("galab " + plan.spec().name())
                    + ",\n  \"function_id\": " + id
                    + ",\n  \"function_name\": " + BenchmarkJson.quote(name)
                    + ",\n  \"maximization\": false"
                    + ",\n  \"algorithm\": {\"name\": " + BenchmarkJson.quote(algorithm) + ", \"info\": "
                    + BenchmarkJson.quote(cell.variant().algorithm() + "; budget "
                            + plan.spec().budget().describe() + "; value: the penalty, 0 when solved")
                    + "},\n  \"scenarios\": [\n    {\"dimension\": " + dimension + ",\n    \"path\": "
                    + BenchmarkJson.quote(dataPath) + ",\n    \"runs\": [\n      "
                    + String.join(",\n      ", runEntries) + "\n    ]}\n  ]\n}\n";
            Files.createDirectories(folder.resolve(dataPath).getParent());
            AtomicFiles.write(folder.resolve(dataPath), dat.toString());
            AtomicFiles.write(folder.resolve("IOHprofiler_f" + id + "_" + name + ".json"), json);
        }
    }

    /** A file-name-safe form: letters, digits, '-', '.' and '_' kept, anything else '_'. */
    static String safe(String text) {
        return text.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
