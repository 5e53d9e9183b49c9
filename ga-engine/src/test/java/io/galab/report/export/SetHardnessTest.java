package io.galab.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hardness of two puzzle sources against known values: a success gap of 6/15 against 14/15 (two-sided
 * Fisher p = 0.005197, as the exact hypergeometric sum gives it), a planted evaluation gap where every run of
 * one source costs more than every run of the other (A12 = 0), no gap where the sources' runs are the same,
 * medians and 90th percentiles over all runs with unsolved runs as never, and runs of neither source left out.
 */
class SetHardnessTest {

    @TempDir
    Path dir;

    private static final SetHardness.Source FILES =
            SetHardness.Source.parse("files=inst(?<size>\\d+)x\\d+_(?<percent>\\d+)_\\d+");
    private static final SetHardness.Source FAMILIES =
            SetHardness.Source.parse("families=sudoku(?<size>\\d+)-(?<percent>\\d+)-la-\\d+");

    private Path runs(List<String> rows) throws IOException {
        StringBuilder s = new StringBuilder("spec,puzzle,variant,params,run,seed,solved,generations,evaluations,"
                + "bestFitness,millis,outcome\n");
        for (String r : rows) {
            s.append(r).append('\n');
        }
        Path f = dir.resolve("runs.csv");
        Files.writeString(f, s.toString());
        return f;
    }

    private static String row(String puzzle, String variant, boolean solved, String evaluations) {
        return "h," + puzzle + "," + variant + ",,0,1," + solved + ",," + evaluations + ",0,1," + (solved ? "solved"
                : "seconds");
    }

    @Test
    void aSuccessGapAndAPlantedEvaluationGapAreFoundAndNoGapIsNot() throws IOException {
        List<String> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 15; i++) {
            rows.add(row("inst25x25_45_" + i, "acs", i < 6, ""));
            rows.add(row("sudoku25-45-la-" + i, "acs", i < 14, ""));
            // exact: every file costs more than every family member
            rows.add(row("inst25x25_45_" + i, "exact", true, String.valueOf(1000 + i)));
            rows.add(row("sudoku25-45-la-" + i, "exact", true, String.valueOf(10 + i)));
            // at 50%: the same runs on both sides
            rows.add(row("inst25x25_50_" + i, "exact", true, String.valueOf(10 + i)));
            rows.add(row("sudoku25-50-la-" + i, "exact", true, String.valueOf(10 + i)));
            rows.add(row("other-" + i, "exact", true, "1")); // neither source
        }
        SetHardness h = SetHardness.compare(runs(rows), FILES, FAMILIES);
        assertEquals(3, h.rows().size(), "(25, 45, acs), (25, 45, exact), (25, 50, exact)");
        SetHardness.Row acs = find(h, 45, "acs");
        assertEquals(6, acs.a().successes());
        assertEquals(14, acs.b().successes());
        assertEquals(0.005197401299350325, acs.successP(), 1e-12);
        assertEquals(acs.successP(), acs.successAdjusted(), 1e-15, "one row of acs: Holm changes nothing");
        assertTrue(Double.isNaN(acs.evaluationsP()), "the colony counts no evaluations");
        SetHardness.Row gap = find(h, 45, "exact");
        SetHardness.Row same = find(h, 50, "exact");
        assertEquals(1.0, gap.a12(), 1e-12, "every file costs more: the files' A12 is 1 (below 0.5 is faster)");
        assertTrue(gap.evaluationsP() < 1e-4, "the planted gap: p = " + gap.evaluationsP());
        assertEquals(1.0, same.evaluationsP(), 1e-12, "the same runs: no gap");
        assertEquals(Math.min(1, 2 * gap.evaluationsP()), gap.evaluationsAdjusted(), 1e-12, "Holm over exact's 2 rows");
        assertEquals(1007.0, gap.a().median());
        assertEquals(1013.0, gap.a().p90(), "the 14th of 15 sorted: ceil(0.9 · 15) = 14");
        String md = h.markdown();
        assertTrue(md.contains("| 25x25 | 45% | acs | 6/15 | 14/15 | **0.00520** |"), md);
        assertTrue(md.contains("Success differs (Fisher, Holm per variant, p < 0.05) at 1 of 3 rows; evaluations differ"
                + " (Mann–Whitney with unsolved runs last, Holm per variant) at 1 of 2 rows"), md);
        assertEquals(4, h.csv().split("\n").length, "a header and three rows");
    }

    @Test
    void unsolvedRunsCountAsNeverInTheMedianAndThe90thPercentile() {
        SetHardness.Side half = new SetHardness.Side(new boolean[] {true, true, false, false},
                new double[] {5, 7, 100, 100});
        assertTrue(Double.isNaN(half.median()), "2 of 4 solved: the median is not a solved run's");
        SetHardness.Side most = new SetHardness.Side(new boolean[] {true, true, true, false},
                new double[] {5, 7, 9, 100});
        assertEquals(8.0, most.median());
        assertTrue(Double.isNaN(most.p90()), "a quarter unsolved: no 90th percentile");
    }

    @Test
    void sourcesWithoutACommonSizePercentAndVariantAreRefused() throws IOException {
        Path f = runs(List.of(row("inst9x9_45_0", "acs", true, ""), row("sudoku9-50-la-0", "acs", true, "")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SetHardness.compare(f, FILES, FAMILIES));
        assertTrue(e.getMessage().contains("no size, percent and variant has runs of both 'files' and 'families'"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SetHardness.Source.parse("files=inst.*"),
                "a pattern without the named groups");
        Path bad = runs(List.of(row("inst9x9_45_0", "acs", true, ""), "h,sudoku9-45-la-0,acs,,0,1,maybe,,,0,1,"));
        IllegalArgumentException located = assertThrows(IllegalArgumentException.class,
                () -> SetHardness.compare(bad, FILES, FAMILIES));
        assertTrue(located.getMessage().endsWith("runs.csv:3: solved is 'maybe'; it must be true or false"),
                located.getMessage());
    }

    private static SetHardness.Row find(SetHardness h, int percent, String variant) {
        return h.rows().stream().filter(r -> r.percent() == percent && r.variant().equals(variant)).findFirst()
                .orElseThrow();
    }
}
