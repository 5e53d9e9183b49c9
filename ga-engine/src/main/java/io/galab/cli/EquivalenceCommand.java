package io.galab.cli;

import io.galab.report.export.EquivalenceReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code equivalence OLD NEW}: whether two versions' runs of one spec have the same distribution of
 * results, cell by cell (docs/experiments.md, "Draw order by version"). Exit status 0 when every cell
 * is equivalent, 1 when one is not.
 */
@Command(name = "equivalence", mixinStandardHelpOptions = true, description = "Compare two versions' runs of one"
        + " spec: success rates by TOST (±3 points), generations by Mann-Whitney (alpha 0.01); exit status 1 when"
        + " a cell is not equivalent.")
final class EquivalenceCommand extends PrintingCommand {

    @Parameters(index = "0", paramLabel = "OLD", description = "the old version's runs.csv, or the folder holding it")
    Path oldRuns;

    @Parameters(index = "1", paramLabel = "NEW", description = "the new version's runs.csv, or the folder holding it")
    Path newRuns;

    @Option(names = "--old-label", paramLabel = "TEXT", description = "what the old runs are (default: the path)")
    String oldLabel;

    @Option(names = "--new-label", paramLabel = "TEXT", description = "what the new runs are (default: the path)")
    String newLabel;

    @Option(names = "--report", paramLabel = "FILE", description = "also write the Markdown report to FILE")
    Path report;

    @Override
    public Integer call() throws IOException {
        EquivalenceReport result = EquivalenceReport.compare(oldRuns, newRuns,
                oldLabel != null ? oldLabel : oldRuns.toString(), newLabel != null ? newLabel : newRuns.toString());
        String md = result.markdown();
        out.print(md);
        if (report != null) {
            Path parent = report.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(report, md, StandardCharsets.UTF_8);
        }
        return result.equivalent() ? Main.OK : Main.GATE_VIOLATED;
    }
}
