package io.galab.report.export;

import io.galab.algorithm.Objective;
import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Hashes;
import io.galab.experiment.Plan;
import io.galab.puzzle.Puzzle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code ioh} export (docs/reading-the-report.md, "Exports"): the IOHprofiler format that IOHanalyzer
 * loads, as IOHexperimenter's JSON analyzer writes it. Under {@code <spec>/ioh/}, one folder per
 * algorithm (a variant, and its parameters where a spec sweeps them), holding per problem (a puzzle,
 * numbered in plan order) a meta file {@code IOHprofiler_f<id>_<name>.json} (suite, function_id,
 * function_name, maximization, algorithm {name, info}, scenarios [{dimension, path, runs [{instance,
 * evals, best {evals, y, x}}]}]) and a raw-data file {@code data_f<id>_<name>/IOHprofiler_f<id>_DIM<n>.dat}
 * in the two-column, target-based form: per run a separation line
 * {@code "function evaluation" "best-so-far f(x)"}, then a row at each improvement of the best
 * best-so-far, and for a run that does not solve its puzzle a last row at its last evaluation. Every
 * algorithm's values are converted to one convention, {@link Objective#penalty}: the distance to a
 * solved grid, minimised, 0 when solved (Ret-GA's fitness, maximised, becomes its maximum minus the
 * fitness). The best-so-far never rises, also for algorithms whose population is not elitist, and the
 * meta file's best is the best-so-far. The dimension is the puzzle's cell count; every run of a cell
 * is a run on instance 1, the same puzzle. Folder and file names are {@link #safe} forms, one per name.
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
            // IOHprofiler's x axis is evaluations: a program that does not print them has nothing to export
            if (runs == 0 || !result.hasEvaluations(c)) {
                continue;
            }
            String algorithm = algorithm(cell);
            Path folder = dir.resolve(FOLDER).resolve(safe(algorithm));
            int id = problemIds.get(cell.puzzle());
            String name = safe(cell.puzzle().id());
            int dimension = cell.puzzle().geometry().cellCount();
            String dataPath = "data_f" + id + "_" + name + "/IOHprofiler_f" + id + "_DIM" + dimension + ".dat";
            Objective objective = cell.algorithm().objective(cell.puzzle());
            StringBuilder dat = new StringBuilder();
            List<String> runEntries = new ArrayList<>();
            for (int r = 0; r < runs; r++) {
                long[] at = result.improvedAt(c, r);
                double[] to = result.improvedTo(c, r);
                long last = Math.max(1, result.evaluations(c, r));
                dat.append(SEPARATION).append('\n');
                // best-so-far in the common convention: only a value below every earlier one is a row
                double bestSoFar = Double.POSITIVE_INFINITY;
                long bestAt = last;
                for (int i = 0; i < at.length; i++) {
                    double y = objective.penalty(to[i]);
                    if (y < bestSoFar) {
                        long e = Math.min(last, Math.max(1, at[i]));
                        dat.append(e).append(' ').append(CsvReports.num(y)).append('\n');
                        bestSoFar = y;
                        bestAt = e;
                    }
                }
                double lastBest = objective.penalty(result.bestFitness(c, r));
                if (lastBest < bestSoFar) {
                    // a run read from a journal kept before its improvements were: its last best only
                    bestSoFar = lastBest;
                    bestAt = last;
                }
                if (!result.solved(c, r) || at.length == 0) {
                    // a run that does not reach the target ends with its last evaluation (IOHanalyzer's ERT)
                    dat.append(last).append(' ').append(CsvReports.num(bestSoFar)).append('\n');
                }
                runEntries.add("{\"instance\": 1, \"evals\": " + last + ", \"best\": {\"evals\": " + bestAt
                        + ", \"y\": " + CsvReports.num(bestSoFar) + ", \"x\": []}}");
            }
            String json = "{\n  \"suite\": " + BenchmarkJson.quote("galab " + plan.spec().name())
                    + ",\n  \"function_id\": " + id
                    + ",\n  \"function_name\": " + BenchmarkJson.quote(cell.puzzle().id()) // escaped for files only
                    + ",\n  \"maximization\": false"
                    + ",\n  \"algorithm\": {\"name\": " + BenchmarkJson.quote(algorithm) + ", \"info\": "
                    + BenchmarkJson.quote(cell.variant().algorithm() + "; budget "
                            + plan.spec().budget().describe()
                            + "; value: the distance to a solved grid, minimised, 0 when solved;"
                            + " the algorithm's own fitness: " + objective.describe())
                    + "},\n  \"scenarios\": [\n    {\"dimension\": " + dimension + ",\n    \"path\": "
                    + BenchmarkJson.quote(dataPath) + ",\n    \"runs\": [\n      "
                    + String.join(",\n      ", runEntries) + "\n    ]}\n  ]\n}\n";
            Files.createDirectories(folder.resolve(dataPath).getParent());
            AtomicFiles.write(folder.resolve(dataPath), dat.toString());
            AtomicFiles.write(folder.resolve("IOHprofiler_f" + id + "_" + name + ".json"), json);
        }
    }

    /** The algorithm a cell is in the export: its variant, and its parameters where a spec sweeps them. */
    public static String algorithm(Plan.Cell cell) {
        return cell.variant().name() + (cell.params().isEmpty() ? "" : " [" + cell.params() + "]");
    }

    /**
     * What {@code validate} says of a plan's export before anything runs: each algorithm whose folder
     * name is not its text (a name with '/', ':' or a space, or one longer than {@link #MAX_NAME}),
     * with the folder it is written to.
     */
    public static List<String> folderNotes(Plan plan) {
        java.util.Set<String> seen = new java.util.LinkedHashSet<>();
        List<String> notes = new ArrayList<>();
        for (Plan.Cell cell : plan.cells()) {
            String algorithm = algorithm(cell);
            if (seen.add(algorithm) && !safe(algorithm).equals(algorithm)) {
                notes.add(plan.spec().name() + ": the ioh export writes '" + algorithm + "' to the folder ioh/"
                        + safe(algorithm) + " (docs/reading-the-report.md, \"Exports\")");
            }
        }
        return notes;
    }

    /**
     * A file name for {@code text}, one-to-one: letters, digits, '-', '.' and '=' are kept, and any
     * other character is '_' and its UTF-8 bytes in two hex digits each ({@code a b} is {@code a_20b},
     * {@code a_b} is {@code a_5Fb}), so two names never share a folder. A name longer than
     * {@link #MAX_NAME} characters keeps its first part and ends in '~' and a hash of the whole
     * ('~' is never kept as itself), so every name can be written.
     */
    public static String safe(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            char ch = (char) (b & 0xff);
            if (ch < 128 && (Character.isLetterOrDigit(ch) || ch == '-' || ch == '.' || ch == '=')) {
                out.append(ch);
            } else {
                out.append('_').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
            }
        }
        if (out.length() <= MAX_NAME && !out.toString().equals(".") && !out.toString().equals("..")) {
            return out.toString();
        }
        return out.substring(0, Math.min(out.length(), MAX_NAME - 18)) + "~" + Hashes.hex16(text);
    }

    /** The longest folder or file stem written, in characters (file systems allow 255 bytes). */
    static final int MAX_NAME = 120;
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
}
