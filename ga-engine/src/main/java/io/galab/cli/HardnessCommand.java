package io.galab.cli;

import io.galab.report.export.SetHardness;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code hardness RUNS --source A=REGEX --source B=REGEX}: whether two sources of puzzles in one spec's runs are
 * equally hard, size by size and fraction by fraction, for each variant (docs/reading-the-report.md, "Hardness
 * of two puzzle sources"). Prints the Markdown table; {@code --out DIR} also writes {@code hardness.md} and
 * {@code hardness.csv} there.
 */
@Command(name = "hardness", mixinStandardHelpOptions = true, description = "Compare two sources of puzzles in one"
        + " spec's runs, by size and percent of givens, for each variant: success by Fisher, evaluations by"
        + " Mann-Whitney with unsolved runs last, Holm per variant and measure.")
final class HardnessCommand extends PrintingCommand {

    @Parameters(index = "0", paramLabel = "RUNS", description = "a runs.csv, or the report folder holding it")
    Path runs;

    @Option(names = "--source", paramLabel = "NAME=REGEX", required = true, arity = "1",
            description = "a source: its name and the pattern of its puzzle ids, with the named groups (?<size>…) and"
                    + " (?<percent>…); give two")
    java.util.List<String> sources;

    @Option(names = "--out", paramLabel = "DIR", description = "also write hardness.md and hardness.csv to DIR")
    Path outDir;

    @Override
    public Integer call() throws IOException {
        if (sources.size() != 2) {
            err.println("error: give two sources (--source NAME=REGEX twice), not " + sources.size());
            return Main.BAD_INPUT;
        }
        SetHardness result;
        try {
            result = SetHardness.compare(runs, SetHardness.Source.parse(sources.get(0)),
                    SetHardness.Source.parse(sources.get(1)));
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        String md = result.markdown();
        out.print(md);
        if (outDir != null) {
            Files.createDirectories(outDir);
            Files.writeString(outDir.resolve("hardness.md"), md, StandardCharsets.UTF_8);
            Files.writeString(outDir.resolve("hardness.csv"), result.csv(), StandardCharsets.UTF_8);
        }
        return Main.OK;
    }
}
