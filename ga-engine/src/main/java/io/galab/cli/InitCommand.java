package io.galab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code init FILE}: a commented starter spec that validates and runs as it is. */
@Command(name = "init", mixinStandardHelpOptions = true, description = "Write a commented starter spec that"
        + " validates and runs; edit it from there.")
final class InitCommand extends PrintingCommand {

    static final String STARTER = String.join("\n",
            "# A galab experiment spec (docs/experiments.md). Check it with `galab validate FILE`, run it with",
            "# `galab run FILE`; reports go to target/ga-reports/<name>/.",
            "name: my-experiment            # names the report folder: lower-case letters, digits and -",
            "title: \"Twodoku GA with and without local search\"",
            "source: \"Kaldanis, Papadopoulou, van Rongen: A Twodoku puzzle solver using Genetic Algorithm\"",
            "seed: 1                        # the master seed: every run's seed derives from it",
            "runs: 10                       # runs per cell (puzzle x variant x sweep point)",
            "budget:",
            "  maxGenerations: 500          # also maxEvaluations, maxSeconds; at least one",
            "puzzles:                       # galab list sets",
            "  - {set: twodoku/kaldanis, ids: [easy_1, medium_1]}",
            "variants:                      # galab list algorithms; galab list params ALGORITHM",
            "  - name: baseline",
            "    algorithm: twodoku-ga",
            "    params: {populationSize: 50}",
            "  - name: local-search",
            "    algorithm: twodoku-ga",
            "    params: {populationSize: 50, localSearch: true}",
            "# sweep:                       # every combination of these values becomes a cell",
            "#   mutationRate: [0.05, 0.1]",
            "gates:                         # what a build checks; level: warn reports without failing",
            "  - {minSuccessRate: 0.5, puzzles: [easy_*]}",
            "# published:                   # the paper's numbers, compared on the report page",
            "#   - {puzzle: easy_1, variant: baseline, successes: 15, runs: 15}",
            "");

    /**
     * The spec name for a file: its base name in lower case, every character the name may not hold
     * (an underscore, a space, a dot) a dash, at most 100 characters; {@code my-experiment} when
     * nothing is left. What {@code init} writes always validates.
     */
    static String specName(Path file) {
        String base = file.getFileName().toString().replaceFirst("\\.ya?ml$", "").toLowerCase(java.util.Locale.ROOT);
        String name = base.replaceAll("[^a-z0-9-]+", "-").replaceAll("^-+", "").replaceAll("-+$", "");
        name = name.length() > 100 ? name.substring(0, 100).replaceAll("-+$", "") : name;
        return name.isEmpty() ? "my-experiment" : name;
    }

    @Parameters(index = "0", paramLabel = "FILE", description = "the spec file to write (*.yaml)")
    Path file;

    @Option(names = "--force", description = "overwrite FILE if it exists")
    boolean force;

    @Override
    public Integer call() throws IOException {
        if (Files.exists(file) && !force) {
            throw new IllegalArgumentException(file + " exists; give --force to overwrite it");
        }
        String spec = STARTER.replace("name: my-experiment", "name: " + specName(file));
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Files.writeString(file, spec);
        out.println("wrote " + file + "; next: galab validate " + file + ", then galab run " + file);
        return Main.OK;
    }
}
