package io.galab.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.lab.Lab;
import io.galab.report.SmallExperiment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvReportsTest {

    @TempDir
    Path dir;

    @Test
    void everyFileHasItsHeaderAndARowPerRunCellComparisonOrVerdict() throws Exception {
        Lab.SpecRun run = SmallExperiment.run(dir);
        Path d = run.reportDirectory();
        List<String> runs = Files.readAllLines(d.resolve("runs.csv"));
        assertEquals(String.join(",", CsvReports.RUNS) + ",cpuMillis", runs.get(0), "the contract, then each run's CPU"
                + " time");
        assertEquals(run.plan().totalRuns(), runs.size() - 1);
        List<String> summary = Files.readAllLines(d.resolve("summary.csv"));
        assertEquals(String.join(",", CsvReports.SUMMARY), summary.get(0));
        assertEquals(run.plan().cells().size(), summary.size() - 1);
        List<String> comparisons = Files.readAllLines(d.resolve("comparisons.csv"));
        assertEquals(String.join(",", CsvReports.COMPARISONS) + ",note", comparisons.get(0), "the contract, then why"
                + " the seconds of so few runs are described, not tested");
        assertEquals(run.analysis().comparisons().size(), comparisons.size() - 1);
        assertEquals(String.join(",", CsvReports.CONVERGENCE), Files.readAllLines(d.resolve("convergence.csv")).get(0));
        List<String> gates = Files.readAllLines(d.resolve("gates.csv"));
        assertEquals(String.join(",", CsvReports.GATES), gates.get(0));
        assertEquals(run.verdicts().size(), gates.size() - 1);
    }

    /**
     * The CSV contract (docs/reading-the-report.md, "Reports", the table of columns): each file starts with the
     * contract's columns in their order, so scripts that read by position keep working; columns galab added later
     * come after them. An external spec adds runs.csv's program columns, and they come after the contract's too.
     */
    @Test
    void everyCsvStartsWithTheContractsColumnsInTheirOrder() throws Exception {
        java.util.Map<String, String> contract = java.util.Map.of(
                "runs.csv", "spec,puzzle,variant,params,run,seed,solved,generations,evaluations,bestFitness,millis",
                "summary.csv", "spec,puzzle,variant,params,runs,successes,successRate,ciLow,ciHigh,meanGenerations,"
                        + "sdGenerations,medianGenerations,minGenerations,maxGenerations,ert,meanMillis,"
                        + "publishedSuccessRate,publishedMeanGenerations",
                "comparisons.csv", "spec,puzzle,params,variantA,variantB,test,statistic,pValue,adjustedPValue",
                "convergence.csv", "spec,puzzle,variant,params,generation,meanBestFitness,meanMeanFitness",
                "gates.csv", "spec,gate,puzzle,variant,params,metric,actual,expected,verdict");
        Lab.SpecRun run = SmallExperiment.run(dir);
        for (java.util.Map.Entry<String, String> e : contract.entrySet()) {
            String header = Files.readAllLines(run.reportDirectory().resolve(e.getKey())).get(0);
            assertEquals(e.getValue(), header.substring(0, Math.min(header.length(), e.getValue().length())),
                    e.getKey() + " starts with the contract's columns: " + header);
            org.junit.jupiter.api.Assertions.assertTrue(header.length() == e.getValue().length()
                    || header.charAt(e.getValue().length()) == ',', e.getKey() + ": " + header);
        }
    }

    @Test
    void numbersInTheirShortestForm() {
        assertEquals("1", CsvReports.num(1.0));
        assertEquals("0.05", CsvReports.num(0.05));
        assertEquals("", CsvReports.num(Double.NaN));
        assertEquals("inf", CsvReports.num(Double.POSITIVE_INFINITY));
    }
}
