package io.galab.experiment.distribute;

import io.galab.experiment.AtomicFiles;
import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunRecord;
import io.galab.experiment.Shard;
import io.galab.experiment.StoppingRule;
import io.galab.experiment.run.Batches;
import io.galab.experiment.run.Journal;

import io.galab.puzzle.TextFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;

/**
 * Job arrays: each array element runs one {@link Shard} of a spec into its own folder, with a
 * {@code shard.properties} naming the spec, the shard and the plan's fingerprint; {@link #merge}
 * checks that the shards together are exactly the plan's runs and gathers them.
 */
public final class Shards {

    /** The file that describes a shard's folder. */
    public static final String FILE = "shard.properties";

    private Shards() {
    }

    /**
     * What a shard folder says about itself.
     *
     * @param root         the project root its run confined the spec and puzzles to; null in a shard
     *                     written before roots were recorded (then: the spec's folder)
     * @param allowOutside whether its run lifted that confinement
     */
    public record Info(Path dir, Path spec, Shard shard, String plan, Path root, boolean allowOutside) {

        /** The project root of a merge of this shard: its run's, or the spec's folder. */
        public Path projectRoot() {
            return root != null ? root : spec.toAbsolutePath().getParent();
        }
    }

    /**
     * Writes {@code shard.properties} into a shard's report folder, with the project root its run used
     * ({@code root}, {@code allowOutside}), so that a merge confines the spec and puzzles as the run did.
     */
    public static void describe(Path reportDir, Plan plan, Shard shard, Path root, boolean allowOutside)
            throws IOException {
        Properties p = new Properties();
        p.setProperty("spec", plan.spec().file().toAbsolutePath().normalize().toString());
        p.setProperty("root", root.toAbsolutePath().normalize().toString());
        p.setProperty("allowOutside", String.valueOf(allowOutside));
        p.setProperty("shard", shard.toString());
        p.setProperty("plan", plan.fingerprint());
        p.setProperty("runs", String.valueOf(plan.runs()));
        // atomically, like the reports: a merge never reads half a description
        AtomicFiles.write(reportDir.resolve(FILE), w -> p.store(w, "galab shard of spec " + plan.spec().name()));
    }

    /** Reads a shard folder's description; the folder may be the report folder or its parent. */
    public static Info read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            try (var list = Files.list(dir)) {
                List<Path> inner = list.filter(p -> Files.isRegularFile(p.resolve(FILE))).toList();
                if (inner.size() == 1) {
                    return read(inner.get(0));
                }
            } catch (IOException e) {
                // reported below
            }
            throw new IllegalArgumentException(dir + " is not a shard folder: it has no " + FILE);
        }
        Properties p = new Properties();
        try (Reader r = new StringReader(TextFiles.read(file))) {
            p.load(r);
        }
        try {
            String root = p.getProperty("root", "");
            return new Info(dir, Path.of(p.getProperty("spec", "")), Shard.parse(p.getProperty("shard", "")),
                    p.getProperty("plan", ""), root.isEmpty() ? null : Path.of(root),
                    Boolean.parseBoolean(p.getProperty("allowOutside", "false")));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Gathers the shards' journals into one result, after checking that they are complete and
     * consistent: the same plan (spec, seed, code) and shard count, every shard 0 … K−1 once, every
     * run in the shard it belongs to, no run twice, no run missing.
     *
     * @throws IllegalArgumentException saying what does not fit
     */
    public static ExperimentResult merge(Plan plan, List<Info> shards, StoppingRule rule) throws IOException {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("no shard folder given");
        }
        int k = shards.get(0).shard().count();
        Info[] byIndex = new Info[k];
        for (Info s : shards) {
            if (!s.plan().equals(plan.fingerprint())) {
                throw new IllegalArgumentException("shard " + s.dir() + " was run for another plan (" + s.plan()
                        + ", this spec is " + plan.fingerprint() + "): another spec, seed or code");
            }
            if (s.shard().count() != k) {
                throw new IllegalArgumentException("shard " + s.dir() + " is " + s.shard() + " but "
                        + shards.get(0).dir()
                        + " is " + shards.get(0).shard() + ": the shard counts differ");
            }
            if (byIndex[s.shard().index()] != null) {
                throw new IllegalArgumentException("shard " + s.shard() + " given twice: "
                        + byIndex[s.shard().index()].dir()
                        + " and " + s.dir());
            }
            byIndex[s.shard().index()] = s;
        }
        List<String> missingShards = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            if (byIndex[i] == null) {
                missingShards.add(i + "/" + k);
            }
        }
        if (!missingShards.isEmpty()) {
            throw new IllegalArgumentException("shards missing: " + String.join(", ", missingShards));
        }
        ConvergenceGrid grid = ConvergenceGrid.of(plan.spec().budget());
        ExperimentResult result = new ExperimentResult(plan, grid);
        List<String> warnings = new ArrayList<>();
        List<RunRecord> records = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (Info s : byIndex) {
            Journal.Contents contents = Journal.readOnly(s.dir(), plan, grid);
            warnings.addAll(contents.warnings());
            for (RunRecord r : contents.records()) {
                if (!s.shard().contains(plan, r.cell(), r.run())) {
                    throw new IllegalArgumentException("shard " + s.shard() + " (" + s.dir() + ") holds run " + r.run()
                            + " of cell " + r.cell() + ", which belongs to another shard");
                }
                if (!seen.add((long) r.cell() * plan.runs() + r.run())) {
                    throw new IllegalArgumentException("run " + r.run() + " of cell " + r.cell() + " appears twice");
                }
                records.add(r);
            }
        }
        // the same batches as one machine would make: a sequential cell stops where it would have
        List<PlannedRun> missing = new Batches(plan, result, Shard.WHOLE, rule, records).next();
        if (!missing.isEmpty()) {
            PlannedRun first = missing.get(0);
            Plan.Cell cell = plan.cells().get(first.cell());
            Info holder = Arrays.stream(byIndex).filter(i -> i.shard().contains(plan, first.cell(), first.run()))
                    .findFirst().orElseThrow();
            throw new IllegalArgumentException(missing.size() + " run(s) missing, for example run " + first.run()
                    + " of "
                    + cell.puzzle().id() + " / " + cell.variant().name() + " (shard " + holder.shard() + " in "
                    + holder.dir() + "): rerun that shard; it resumes from its journal"
                    + (warnings.isEmpty() ? "" : "\n  " + String.join("\n  ", warnings)));
        }
        return result;
    }
}
