package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.distribute.Shards;
import io.galab.lab.Lab;
import io.galab.report.gate.GateVerdict;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Broken inputs whose messages once named no file. */
class MessagesNameTheFileTest {

    @TempDir
    Path dir;

    @Test
    void aBaselineThatIsNotUtf8IsRefusedNamingTheFile() throws Exception {
        Files.createDirectories(dir.resolve("baselines"));
        Path baseline = dir.resolve("baselines/s.csv");
        Files.write(baseline, new byte[] {'s', 'p', (byte) 0xC3, (byte) 0x28, '\n'});
        Path spec = dir.resolve("s.yaml");
        Files.writeString(spec, String.join("\n", "name: s", "seed: 1", "runs: 1", "budget: {maxGenerations: 5}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a]}]", "variants: [{name: g, algorithm: growth-ga}]",
                "gates: [{baseline: baselines/s.csv}]", ""));
        Lab lab = TestSettings.quiet(dir.resolve("out")).threads(1).lab();
        GateVerdict v = lab.run(lab.plan(spec), ProgressListener.NONE).verdicts().get(0);
        assertEquals(GateVerdict.Verdict.REFUSED, v.verdict());
        assertTrue(v.note().contains(baseline + ": not UTF-8 text"), v.note());
    }

    @Test
    void anEmptiedShardFileIsNamed() throws Exception {
        Path shard = dir.resolve("shard-0");
        Files.createDirectories(shard);
        Files.writeString(shard.resolve(Shards.FILE), "");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shards.read(shard));
        assertTrue(e.getMessage().startsWith(shard.resolve(Shards.FILE) + ": "), e.getMessage());
    }
}
