package io.galab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.TestSettings;
import io.galab.lab.Lab;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class ExperimentRunTest {

    @TempDir
    Path dir;

    public static final String SPEC = String.join("\n",
            "name: small",
            "seed: 3",
            "runs: 4",
            "budget: {maxGenerations: 60}",
            "puzzles:",
            "  - set: twodoku/kaldanis",
            "    ids: [easy_3, medium_1]",
            "  - set: sudoku/mantere-koljonen",
            "    ids: [s06a]",
            "variants:",
            "  - {name: baseline, algorithm: twodoku-ga, params: {populationSize: 40}}",
            "  - {name: hybrid, algorithm: hybrid-ga}",
            "");

    Path spec(String text) throws IOException {
        Path p = dir.resolve("specs/small.yaml");
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    Lab.SpecRun run(Path spec, Path out, int threads, boolean resume) throws Exception {
        Lab lab = TestSettings.quiet(out).threads(threads).resume(resume).lab();
        return lab.run(lab.plan(spec), ProgressListener.NONE);
    }

    /** What a run told its listener: the runs it read from the journal, and its warnings. */
    record Heard(long already, List<String> warnings) {
    }

    /** Runs the spec into {@code out} with resume, listening. */
    static Heard runHearing(Path out, Path spec) throws Exception {
        AtomicLong already = new AtomicLong(-1);
        List<String> warnings = new ArrayList<>();
        Lab lab = TestSettings.quiet(out).lab();
        lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void planned(Plan plan, long alreadyDone) {
                already.set(alreadyDone);
            }

            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        return new Heard(already.get(), warnings);
    }

    /** runs.csv without its last column (millis): what must be identical between equivalent runs. */
    public static List<String> withoutMillis(Path runsCsv) throws IOException {
        List<String> lines = Files.readAllLines(runsCsv);
        // the CPU time (cpuMillis, after the contract's columns) is a timing too: dropped by its header
        int cpu = lines.isEmpty() ? -1 : java.util.Arrays.asList(lines.get(0).split(",", -1)).indexOf("cpuMillis");
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            if (cpu >= 0) {
                List<String> f = new ArrayList<>(java.util.Arrays.asList(line.split(",", -1)));
                if (f.size() > cpu && f.size() == lines.get(0).split(",", -1).length) {
                    f.remove(cpu);
                    line = String.join(",", f);
                }
            }
            out.add(withoutMillis(line));
        }
        return out;
    }

    /** A report's text without the rows of a measure in seconds (comparisons.csv's): wall times vary. */
    public static String withoutTimes(Path report) throws IOException {
        return String.join("\n", Files.readAllLines(report).stream().filter(l -> !l.endsWith(",seconds")).toList());
    }

    /**
     * A runs.csv line without its millis column, the contract's eleventh ({@code …,bestFitness,millis}, then the
     * columns added after it): the ten before it hold no comma.
     */
    public static String withoutMillis(String line) {
        String[] f = line.split(",", 12);
        return String.join(",", java.util.Arrays.asList(f).subList(0, 10)) + (f.length > 11 ? "," + f[11] : "");
    }

    @Test
    void runsCsvDoesNotDependOnTheThreadCount() throws Exception {
        Path spec = spec(SPEC);
        run(spec, dir.resolve("t1"), 1, true);
        run(spec, dir.resolve("t2"), 2, true);
        run(spec, dir.resolve("t4"), 4, true);
        List<String> one = withoutMillis(dir.resolve("t1/small/runs.csv"));
        assertEquals(1 + 3 * 2 * 4, one.size());
        assertEquals("spec,puzzle,variant,params,run,seed,solved,generations,evaluations,bestFitness,outcome,"
                + "puzzleVariant", one.get(0));
        assertEquals(one, withoutMillis(dir.resolve("t2/small/runs.csv")));
        assertEquals(one, withoutMillis(dir.resolve("t4/small/runs.csv")));
        for (String report : List.of("comparisons.csv", "convergence.csv", "gates.csv")) {
            assertEquals(withoutTimes(dir.resolve("t1/small/" + report)), withoutTimes(dir.resolve("t4/small/"
                    + report)), report);
        }
    }

    @Test
    void aKilledRunResumesAndEndsIdentical() throws Exception {
        Path spec = spec(SPEC);
        run(spec, dir.resolve("full"), 2, true);
        List<String> journal = Files.readAllLines(dir.resolve("full/small/journal.csv"));
        assertEquals(1 + 24, journal.size());
        // as if killed mid-write: the header, 9 complete runs (out of order), and half a line
        Path killed = dir.resolve("killed/small");
        Files.createDirectories(killed);
        List<String> kept = new ArrayList<>(journal.subList(0, 1));
        for (int i = 24; i >= 16; i--) {
            kept.add(journal.get(i));
        }
        String partial = journal.get(5).substring(0, journal.get(5).length() / 2);
        Files.writeString(killed.resolve("journal.csv"), String.join("\n", kept) + "\n" + partial,
                StandardCharsets.UTF_8);
        Heard heard = runHearing(dir.resolve("killed"), spec);
        assertEquals(9, heard.already(), "only the 15 missing runs ran");
        assertTrue(heard.warnings().get(0).contains("cut short"), heard.warnings().toString());
        assertEquals(withoutMillis(dir.resolve("full/small/runs.csv")), withoutMillis(killed.resolve("runs.csv")));
        assertEquals(25, Files.readAllLines(killed.resolve("journal.csv")).size());
    }

    @Test
    void raisingRunsExtendsAnExperiment() throws Exception {
        Path spec = spec(SPEC);
        Lab two = TestSettings.quiet(dir.resolve("out")).runs(2).lab();
        two.run(two.plan(spec), ProgressListener.NONE);
        AtomicLong already = new AtomicLong(-1);
        Lab four = TestSettings.quiet(dir.resolve("out")).lab();
        assertEquals(four.plan(spec).fingerprint(), two.plan(spec).fingerprint(),
                "runs is not part of the plan's identity");
        four.run(four.plan(spec), new ProgressListener() {
            @Override
            public void planned(Plan plan, long alreadyDone) {
                already.set(alreadyDone);
            }
        });
        assertEquals(6 * 2, already.get());
        run(spec, dir.resolve("fresh"), 2, true);
        assertEquals(withoutMillis(dir.resolve("fresh/small/runs.csv")),
                withoutMillis(dir.resolve("out/small/runs.csv")));
    }

    @Test
    void aJournalOfAnotherPlanIsKeptAsideNotLost() throws Exception {
        Path spec = spec(SPEC);
        Path out = dir.resolve("out");
        run(spec, out, 2, true);
        String before = Files.readString(out.resolve("small/journal.csv"));
        spec(SPEC.replace("seed: 3", "seed: 4"));
        List<String> warnings = new ArrayList<>();
        Lab lab = TestSettings.quiet(out).lab();
        lab.run(lab.plan(spec), new ProgressListener() {
            @Override
            public void warning(String message) {
                warnings.add(message);
            }
        });
        assertEquals(before, Files.readString(out.resolve("small/journal.stale-1.csv")));
        assertTrue(warnings.get(0).contains("different plan (the spec's seed or budget changed)"),
                warnings.toString());
        assertNotEquals(before, Files.readString(out.resolve("small/journal.csv")));
    }

    /**
     * The journal keeps each run under its cell's fingerprint: a change to one variant (here its
     * parameters; its algorithm's code works the same way, docs/experiments.md) redoes that variant's runs
     * only, names it, and keeps the old journal whole beside the new one.
     */
    @Test
    void aChangedVariantRedoesOnlyItsOwnRuns() throws Exception {
        Path spec = spec(SPEC);
        Path out = dir.resolve("out");
        run(spec, out, 2, true);
        List<String> before = withoutMillis(out.resolve("small/runs.csv"));
        String journal = Files.readString(out.resolve("small/journal.csv"));
        spec(SPEC.replace("{name: hybrid, algorithm: hybrid-ga}", "{name: hybrid, algorithm: hybrid-ga, params:"
                + " {populationSize: 60}}"));
        Heard heard = runHearing(out, spec);
        List<String> warnings = heard.warnings();
        assertEquals(3 * 4, heard.already(), "the baseline variant's 12 runs are read from the journal");
        assertEquals(List.of("the puzzles or parameters of variant 'hybrid' changed since the journal was"
                + " written: its runs start again (12 journaled runs not used); the runs of 'baseline' are kept (the"
                + " previous journal is kept as journal.stale-1.csv)"), warnings, "its code is the same: not named");
        assertEquals(journal, Files.readString(out.resolve("small/journal.stale-1.csv")));
        List<String> after = withoutMillis(out.resolve("small/runs.csv"));
        for (int i = 1; i < before.size(); i++) {
            if (before.get(i).contains(",baseline,")) {
                assertTrue(after.contains(before.get(i)), before.get(i));
            }
        }
        assertTrue(after.stream().anyMatch(l -> l.contains(",hybrid,populationSize=60")), after.toString());

        // what CI's outputs say per cell: the baseline's runs read from the journal, the hybrid's made now
        Lab.SpecRun again = run(spec, out, 1, true);
        ExperimentResult result = again.result();
        for (Plan.Cell c : result.plan().cells()) {
            assertEquals(4, result.fromJournal(c.index()), c.variant().name() + ": all read back");
            assertEquals(0, result.madeNow(c.index()));
        }
        Path third = dir.resolve("out3");
        Lab.SpecRun fresh = run(spec, third, 1, true);
        io.galab.report.gate.Evidence evidence = io.galab.report.gate.Evidence.of(fresh.result());
        assertEquals(new io.galab.report.gate.Evidence.Count(24, 0), evidence.total());
        io.galab.report.gate.Evidence read = io.galab.report.gate.Evidence.of(result);
        assertEquals(new io.galab.report.gate.Evidence.Count(0, 24), read.total());
        assertEquals("0 made, 4 from the journal", read.of(new io.galab.report.gate.GateVerdict.Cell("easy_3",
                "baseline", "populationSize=40")).text());
    }

    /**
     * The same cells in another order (the spec's puzzle sets swapped): every run is read back under its cell's new
     * number, and nothing is said; no warning carries a count of 0.
     */
    @Test
    void theSameCellsInAnotherOrderKeepEveryRunSilently() throws Exception {
        Path spec = spec(SPEC);
        Path out = dir.resolve("out");
        run(spec, out, 2, true);
        spec(SPEC.replace("  - set: twodoku/kaldanis\n    ids: [easy_3, medium_1]\n  - set: sudoku/mantere-koljonen\n"
                + "    ids: [s06a]\n", "  - set: sudoku/mantere-koljonen\n    ids: [s06a]\n  - set: twodoku/kaldanis\n"
                + "    ids: [easy_3, medium_1]\n"));
        Heard heard = runHearing(out, spec);
        assertEquals(3 * 2 * 4, heard.already(), "every run read back");
        assertEquals(List.of(), heard.warnings(), "nothing to say: " + heard.warnings());
    }

    /**
     * A file a variant declares it reads ({@code inputs:}) is in its cells' fingerprints: editing it redoes that
     * variant's runs only, and the message names the file; reverted, the first runs come back. A glob that matches
     * nothing is an error at the variant.
     */
    @Test
    void aDeclaredInputFileRedoesItsVariantsRuns() throws Exception {
        Path config = dir.resolve("specs/config/weights.yaml");
        Files.createDirectories(config.getParent());
        Files.writeString(config, "patience: 400\n");
        String withInputs = SPEC.replace("{name: hybrid, algorithm: hybrid-ga}",
                "{name: hybrid, algorithm: hybrid-ga, inputs: [config/*.yaml]}");
        Path spec = spec(withInputs);
        Path out = dir.resolve("out");
        run(spec, out, 2, true);
        Files.writeString(config, "patience: 3\n");
        Heard heard = runHearing(out, spec);
        assertEquals(3 * 4, heard.already(), "the baseline variant's 12 runs are read from the journal");
        assertEquals(List.of("the code of variant 'hybrid' (config/weights.yaml in the spec's inputs was edited)"
                + " changed since the journal was written: its runs start again (12 journaled runs not used); the runs"
                + " of 'baseline' are kept (the previous journal is kept as journal.stale-1.csv)"), heard.warnings());
        Files.writeString(config, "patience: 400\n");
        assertEquals(3 * 4 * 2, runHearing(out, spec).already(), "reverted: the first runs come back");
        spec(withInputs.replace("config/*.yaml", "conf/*.yaml"));
        io.galab.experiment.spec.SpecException e = org.junit.jupiter.api.Assertions.assertThrows(
                io.galab.experiment.spec.SpecException.class, () -> runHearing(out, spec));
        assertTrue(e.getMessage().contains("variant 'hybrid': key 'inputs': 'conf/*.yaml' matches no file under"),
                e.getMessage());
        assertTrue(e.getMessage().contains("small.yaml:"), "located: " + e.getMessage());
    }

    /**
     * A variant taken out of the spec changes no cell that is left: the warning says that the runs not used
     * are of cells the spec no longer has, not that a variant changed, and every cell left is read back; put
     * back, it is named as added, not as changed.
     */
    @Test
    void aVariantTakenOutIsNamedAsSuchAndTheRestIsKept() throws Exception {
        Path spec = spec(SPEC);
        Path out = dir.resolve("out");
        run(spec, out, 2, true);
        spec(SPEC.replace("  - {name: hybrid, algorithm: hybrid-ga}\n", ""));
        Heard heard = runHearing(out, spec);
        assertEquals(3 * 4, heard.already(), "the baseline variant's 12 runs are read from the journal");
        assertEquals(List.of("12 journaled runs are of cells that the spec no longer has (a variant or a puzzle"
                + " taken out of it) and not used; every cell of the spec keeps its runs (the previous journal, with"
                + " them, is kept as journal.stale-1.csv)"), heard.warnings());
        spec(SPEC);
        Heard added = runHearing(out, spec);
        assertEquals(3 * 4 * 2, added.already(), "the hybrid's runs come back from the journal kept aside");
        assertEquals(List.of("the spec has cells that the journal has no runs of (variant 'hybrid', or puzzles,"
                + " added to it); the runs of 'baseline' are kept (the previous journal is kept as"
                + " journal.stale-2.csv)", "12 runs of variant 'hybrid' made earlier by the same code, puzzles and"
                + " parameters are taken from journal.stale-1.csv (a change reverted, or a variant put back)"),
                added.warnings());
    }

    /**
     * A change reverted: the runs made before the change are taken again from the journal kept aside, not made
     * again, and the runs of the change stay in the journal kept aside in turn.
     */
    @Test
    void aRevertedChangeTakesBackTheRunsMadeBeforeIt() throws Exception {
        Path spec = spec(SPEC);
        Path out = dir.resolve("out");
        run(spec, out, 2, true);
        List<String> before = withoutMillis(out.resolve("small/runs.csv"));
        spec(SPEC.replace("seed: 3", "seed: 4"));
        Heard changed = runHearing(out, spec);
        assertEquals(0, changed.already());
        assertTrue(changed.warnings().get(0).contains("(the spec's seed or budget changed)"), changed.warnings()
                .toString());
        spec(SPEC);
        Heard reverted = runHearing(out, spec);
        assertEquals(3 * 4 * 2, reverted.already(), "every run of before the change is taken again");
        assertEquals(before, withoutMillis(out.resolve("small/runs.csv")));
        assertTrue(Files.exists(out.resolve("small/journal.stale-2.csv")), "the changed spec's runs are kept too");
    }

    @Test
    void reportsHaveTheProductColumnsAndPublishedNumbers() throws Exception {
        Path spec = spec(SPEC + "published:\n  - {puzzle: easy_3, variant: baseline, successes: 15, runs: 15,"
                + " meanGenerations: 35.8}\n");
        Lab.SpecRun r = run(spec, dir.resolve("out"), 2, true);
        Path d = r.reportDirectory();
        assertEquals("spec,puzzle,variant,params,runs,successes,successRate,ciLow,ciHigh,meanGenerations,sdGenerations,"
                + "medianGenerations,minGenerations,maxGenerations,ert,meanMillis,publishedSuccessRate,"
                + "publishedMeanGenerations,rateVerdict,generationsVerdict,maxRuns,stoppedEarly,ertEvaluations,"
                + "ertVerdict,puzzleVariant",
                Files.readAllLines(d.resolve("summary.csv")).get(0));
        String row = Files.readAllLines(d.resolve("summary.csv")).get(1);
        assertTrue(row.contains(",1,35.8,"), row);
        assertTrue(row.contains("(Fisher exact, p = "), row);
        assertEquals("spec,puzzle,params,variantA,variantB,test,statistic,pValue,adjustedPValue,low,high,measure,note",
                Files.readAllLines(d.resolve("comparisons.csv")).get(0));
        assertEquals(1 + 3 * 7, Files.readAllLines(d.resolve("comparisons.csv")).size(),
                "per puzzle: a test and an effect for success, evaluations and seconds, and the generations described");
        assertEquals("spec,puzzle,variant,params,generation,meanBestFitness,meanMeanFitness",
                Files.readAllLines(d.resolve("convergence.csv")).get(0));
        assertEquals("spec,gate,puzzle,variant,params,metric,actual,expected,verdict,source,note",
                Files.readAllLines(d.resolve("gates.csv")).get(0));
        String html = Files.readString(d.resolve("index.html"));
        assertFalse(html.contains("http://") && html.replace("http://www.w3.org/2000/svg", "").contains("http://"),
                "no external URL");
        assertTrue(html.contains("<svg"));
        assertTrue(Files.readString(dir.resolve("out/index.html")).contains("small/index.html"));
    }

    @Test
    void everyUserStringIsEscapedInTheHtmlReport() throws Exception {
        Path spec = spec(SPEC.replace("name: small", "name: small\ntitle: \"<script>alert('t')</script> & \\\"q\\\"\"\n"
                + "source: \"<img src=x onerror=alert(1)>\"")
                .replace("name: baseline", "name: \"<b>base'line\\\"</b>\""));
        Lab.SpecRun r = run(spec, dir.resolve("out"), 2, true);
        String html = Files.readString(r.html());
        assertFalse(html.contains("<script>"));
        assertFalse(html.contains("<img"));
        assertFalse(html.contains("<b>base"));
        assertTrue(html.contains("&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; &amp; &quot;q&quot;"));
        assertTrue(html.contains("&lt;b&gt;base&#39;line&quot;&lt;/b&gt;"));
        assertTrue(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
    }
}
