package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.report.Provenance;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The history file (appends, damaged lines) and the trend gate's rule and false-alarm rate. */
class HistoryTest {

    @TempDir
    Path dir;

    static History.Entry entry(String puzzle, int successes, int runs) {
        return new History.Entry(Instant.parse("2026-11-26T10:00:00Z"), "abc1234", "0.1.0", "s", puzzle, "v", "p=1",
                successes, runs, 30, "minSuccessRate 0.5=pass", "main", "");
    }

    @Test
    void buildsAppendAfterOneHeaderAndDamagedLinesAreSkippedWithTheirPlace() throws Exception {
        Path file = dir.resolve("h/ga-history.csv");
        History.append(file, List.of(entry("a", 3, 10), entry("b", 10, 10)));
        History.append(file, List.of(entry("a", 4, 10)));
        List<String> lines = Files.readAllLines(file);
        assertEquals(4, lines.size());
        assertEquals(String.join(",", History.HEADER), lines.get(0));
        History.Contents c = History.read(file);
        assertEquals(List.of(entry("a", 3, 10), entry("b", 10, 10), entry("a", 4, 10)), c.entries());
        assertTrue(c.warnings().isEmpty());
        // a crash cut the last line short; an edit made another impossible
        Files.writeString(file, "2026-11-26T11:00:00Z,abc,0.1.0,s,a,v,p=1,5", StandardOpenOption.APPEND);
        History.append(file, List.of(entry("a", 5, 10)));
        List<String> edited = new ArrayList<>(Files.readAllLines(file));
        edited.set(2, edited.get(2).replace(",10,10,30,", ",11,10,30,"));
        Files.write(file, edited);
        c = History.read(file);
        assertEquals(List.of(entry("a", 3, 10), entry("a", 4, 10), entry("a", 5, 10)), c.entries());
        assertEquals(2, c.warnings().size(), c.warnings().toString());
        assertTrue(c.warnings().get(0).startsWith(file + ":3: unreadable history line skipped"), c.warnings().get(0));
        assertTrue(c.warnings().get(1).startsWith(file + ":5: unreadable history line skipped"), c.warnings().get(1));
        // a byte-order mark and a missing file
        Files.write(file, ("\uFEFF" + Files.readString(file)).getBytes(StandardCharsets.UTF_8));
        assertEquals(3, History.read(file).entries().size());
        assertTrue(History.read(dir.resolve("none.csv")).entries().isEmpty());
    }

    @Test
    void aRecordDatedAfterTheBuildIsReadWithAWarning() throws Exception {
        Path file = dir.resolve("future/ga-history.csv");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "time,commit,version,spec,puzzle,variant,params,successes,runs,maxRuns,verdicts\n"
                + "2026-11-20T10:00:00Z,abc1234,0.1.0,s,a,v,p=1,3,10,30,minSuccessRate 0.5=fail\n"
                + "2099-12-31T10:00:00Z,abc1235,0.1.0,s,a,v,p=1,3,10,30,minSuccessRate 0.5=fail\n");
        History.Contents c = History.read(file);
        assertEquals(2, c.entries().size());
        assertEquals(1, c.warnings().size(), c.warnings().toString());
        assertTrue(c.warnings().get(0).startsWith(file + ":3: a record dated 2099-12-31T10:00:00Z, after this build"),
                c.warnings().get(0));
    }

    @Test
    void aHistoryFromBeforeTheBranchColumnIsReadAndAppendedToAsItIs() throws Exception {
        Path file = dir.resolve("old/ga-history.csv");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "time,commit,version,spec,puzzle,variant,params,successes,runs,maxRuns,verdicts\n"
                + "2026-11-20T10:00:00Z,abc1234,0.1.0,s,a,v,p=1,3,10,30,minSuccessRate 0.5=fail\n");
        History.Contents old = History.read(file);
        assertEquals(1, old.entries().size(), old.warnings().toString());
        assertEquals("", old.entries().get(0).branch());
        History.append(file, List.of(entry("a", 4, 10)));
        List<String> lines = Files.readAllLines(file);
        assertEquals(3, lines.size());
        assertEquals(11, lines.get(2).split(",", -1).length, "an old file keeps its columns: " + lines.get(2));
        assertEquals(2, History.read(file).entries().size());
        // a new file has the branch column, and keeps the branch
        Path fresh = dir.resolve("new/ga-history.csv");
        History.append(fresh, List.of(entry("a", 4, 10)));
        assertTrue(Files.readAllLines(fresh).get(0).endsWith(",verdicts,branch,evidence"));
        assertEquals("main", History.read(fresh).entries().get(0).branch());
        assertEquals("abc1234", History.read(fresh).entries().get(0).shortCommit());
    }

    @Test
    void theBranchComesFromHeadOrOnADetachedHeadFromCi() throws Exception {
        Path repo = dir.resolve("repo");
        Files.createDirectories(repo.resolve(".git"));
        Files.createDirectories(repo.resolve("specs"));
        Path spec = repo.resolve("specs/s.yaml");
        Files.writeString(spec, "name: s\n");
        Files.writeString(repo.resolve(".git/HEAD"), "ref: refs/heads/feature/x\n");
        assertEquals("feature/x", Provenance.branch(spec, java.util.Map.of("GITHUB_REF_NAME", "main")));
        Files.writeString(repo.resolve(".git/HEAD"), "0123456789012345678901234567890123456789\n");
        assertEquals("main", Provenance.branch(spec, java.util.Map.of("GITHUB_REF_NAME", "main")));
        assertEquals("pr-7", Provenance.branch(spec, java.util.Map.of("GITHUB_HEAD_REF", "pr-7", "GITHUB_REF_NAME",
                "7/merge")));
        assertEquals("", Provenance.branch(spec, java.util.Map.of()));
    }

    @Test
    void theTrendGateFailsOnlyWhenEachOfTheLastBuildsFellBelow() {
        assertFalse(GateRules.trendFails(List.of(0.5, 0.5), 0.7, 3), "two builds cannot fail a gate of three");
        assertTrue(GateRules.trendFails(List.of(0.5, 0.6, 0.5), 0.7, 3));
        assertFalse(GateRules.trendFails(List.of(0.5, 0.7, 0.5), 0.7, 3), "one build at the limit");
        assertTrue(GateRules.trendFails(List.of(0.9, 0.5, 0.6, 0.5), 0.7, 3), "only the last three count");
    }

    /**
     * Its false-alarm rate by simulation: builds of n runs at the baseline's own rate p0 (no drop), the gate
     * looking at each build; the rate must match the exact value q^k, where q = P(Bin(n, p0)/n &lt; p0 − maxDrop),
     * once k builds are in. The printed table is the one in docs/experiments.md.
     */
    @Test
    void theTrendGateFalseAlarmRateMatchesItsExactValue() {
        SplittableRandom random = new SplittableRandom(1926);
        StringBuilder table = new StringBuilder("| p0 | runs per build | maxDrop | builds k | false alarms per build"
                + " (simulated) | exact q^k |\n|---|---|---|---|---|---|\n");
        for (double[] s : new double[][] {{0.8, 30, 0.1, 3}, {0.8, 30, 0.1, 2}, {0.9, 20, 0.1, 3}, {0.5, 30, 0.1, 3},
            {0.8, 30, 0.05, 3}}) {
            double p0 = s[0];
            int n = (int) s[1];
            double limit = p0 - s[2];
            int k = (int) s[3];
            BinomialDistribution bin = new BinomialDistribution(n, p0);
            double q = bin.cumulativeProbability((int) Math.ceil(limit * n - 1e-9) - 1);
            double exact = Math.pow(q, k);
            int builds = 200_000;
            List<Double> rates = new ArrayList<>();
            int alarms = 0;
            for (int b = 0; b < builds; b++) {
                int successes = 0;
                for (int r = 0; r < n; r++) {
                    successes += random.nextDouble() < p0 ? 1 : 0;
                }
                rates.add((double) successes / n);
                if (rates.size() > k) {
                    rates.remove(0);
                }
                alarms += GateRules.trendFails(rates, limit, k) ? 1 : 0;
            }
            double simulated = alarms / (double) builds;
            table.append(String.format(Locale.ROOT, "| %.2f | %d | %.2f | %d | %.4f | %.4f |%n", p0, n, s[2], k,
                    simulated, exact));
            assertEquals(exact, simulated, 4 * Math.sqrt(exact * (1 - exact) * k / builds) + 1e-4,
                    "p0 " + p0 + ", n " + n + ", k " + k);
        }
        System.out.println("trend gate, 200000 simulated builds each:\n" + table);
    }
}
