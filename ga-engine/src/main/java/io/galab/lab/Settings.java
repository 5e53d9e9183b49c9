package io.galab.lab;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Plan;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.Shard;
import io.galab.report.Format;
import io.galab.report.gate.History;
import java.nio.file.Path;
import java.util.Set;

/**
 * Everything a {@link Lab}, a {@link Session}, a {@link Tuning} and a {@link Merging} are configured
 * with, resolved once by {@link Session.Builder} (the one way to make it; every field has the default
 * README documents). Immutable.
 *
 * @param algorithms        the algorithms specs may name
 * @param outputDirectory   reports go to {@code <outputDirectory>/<spec-name>/}
 * @param baselineDirectory where baselines are written as {@code <spec>.csv}; null: a {@code baselines}
 *                          folder beside each spec
 * @param threads           worker threads of the executor
 * @param runs              overrides every spec's runs (a quick try), or null
 * @param resume            reuse the runs already in each spec's journal
 * @param root              puzzle and spec paths must resolve inside this folder unless
 *                          {@code allowOutside}; null: each spec's own folder
 * @param allowOutside      lift the confinement to {@code root}
 * @param formats           the reports to write ({@code overview.csv} is always written)
 * @param executor          where runs are made
 * @param shard             the shard of each spec to run, or null to run whole specs and report them
 * @param waitForFolder     wait for a spec's output folder that another run holds, instead of failing
 * @param requireBaselines  a gated cell without a baseline fails (on CI) instead of warning
 * @param verbose           log every passing gate and every warning
 * @param keepHistory       keep the solver-quality history
 * @param historyFile       the history file; null: {@code ga-history.csv} in the output folder, beside the
 *                          spec folders (docs/gates.md, "Solver-quality trend")
 * @param full              every run of every cell, sequential gates off (docs/gates.md, "A full run")
 * @param inputsRoot        declared input files may lie anywhere under this folder (the reactor's top folder, or
 *                          the git work tree's root for the CLI); null: under {@code root} as every other file
 */
public record Settings(Algorithms algorithms, Path outputDirectory, Path baselineDirectory, int threads,
        Integer runs, boolean resume, Path root, boolean allowOutside, Set<Format> formats, RunExecutor executor,
        Shard shard, boolean waitForFolder, boolean requireBaselines, boolean verbose, boolean keepHistory,
        Path historyFile, boolean full, Path inputsRoot) {

    public Settings {
        formats = Set.copyOf(formats);
    }

    /** The same settings with {@code root} as the project root (a merge's, from its shards). */
    Settings withRoot(Path value, boolean outside) {
        return new Settings(algorithms, outputDirectory, baselineDirectory, threads, runs, resume, value, outside,
                formats, executor, shard, waitForFolder, requireBaselines, verbose, keepHistory, historyFile, full,
                inputsRoot);
    }

    /**
     * Where a spec's run keeps the history, or null for none: the file given, or by default
     * {@code ga-history.csv} in the output folder, which is galab's own output and never in a checkout's
     * sources, so that a build leaves the checkout as it was.
     */
    Path history() {
        return !keepHistory ? null : historyFile != null ? historyFile : outputDirectory.resolve(History.FILE);
    }

    /** The folder a file must lie in: {@code root}, or the file's own folder. */
    Path project(Path file) {
        return root != null ? root : file.toAbsolutePath().getParent();
    }

    /** How plans are made: the runs override and the confinement. */
    Plan.Options planOptions() {
        return new Plan.Options(runs, root, allowOutside, full, inputsRoot);
    }
}
