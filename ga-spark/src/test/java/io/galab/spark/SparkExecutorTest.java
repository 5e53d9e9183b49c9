package io.galab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.RunExecutors;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Spark executor makes the same runs.csv as the local thread pool, retried tasks included. */
class SparkExecutorTest {

    /** 3 puzzles × 2 variants × 12 runs = 72 runs of three algorithms. */
    static final String SPEC = String.join("\n",
            "name: spark-small",
            "seed: 11",
            "runs: 12",
            "budget: {maxGenerations: 80}",
            "puzzles:",
            "  - set: twodoku/kaldanis",
            "    ids: [easy_3]",
            "  - set: sudoku/mantere-koljonen",
            "    ids: [s06a, s01a]",
            "variants:",
            "  - {name: retrievable, algorithm: retrievable-ga}",
            "  - {name: hybrid, algorithm: hybrid-ga}",
            "gates:",
            "  - {minSuccessRate: 0.0}",
            "");

    @TempDir
    Path dir;

    static Path spec(Path dir) throws IOException {
        return spec(dir, SPEC);
    }

    static Path spec(Path dir, String text) throws IOException {
        Path p = dir.resolve("specs/spark-small.yaml");
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    static Path run(Path spec, Path out, RunExecutor executor) throws Exception {
        Session.Builder settings = Session.builder(Algorithms.builtIn()).folders(out, null).threads(2).history(false,
                null);
        Lab lab = (executor == null ? settings : settings.executor(executor)).lab();
        lab.run(lab.plan(spec), ProgressListener.NONE);
        return out.resolve("spark-small");
    }

    /** A report's text without the rows of a measure in seconds (comparisons.csv's): wall times vary. */
    static String withoutTimes(Path report) throws IOException {
        return String.join("\n", Files.readAllLines(report).stream().filter(l -> !l.endsWith(",seconds")).toList());
    }

    /** runs.csv without its millis column, the contract's eleventh (the ten before it hold no comma). */
    static List<String> withoutMillis(Path runsCsv) throws IOException {
        List<String> lines = Files.readAllLines(runsCsv);
        // the CPU time (cpuMillis, the last column where present) is a timing too
        boolean cpu = !lines.isEmpty() && lines.get(0).endsWith(",cpuMillis");
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            String kept = cpu ? line.substring(0, line.lastIndexOf(',')) : line;
            String[] f = kept.split(",", 12);
            out.add(String.join(",", List.of(f).subList(0, 10)) + (f.length > 11 ? "," + f[11] : ""));
        }
        return out;
    }

    static void assertSameReports(Path expected, Path actual) throws IOException {
        List<String> runs = withoutMillis(expected.resolve("runs.csv"));
        assertEquals(1 + 72, runs.size());
        assertEquals(runs, withoutMillis(actual.resolve("runs.csv")));
        for (String report : List.of("comparisons.csv", "convergence.csv", "gates.csv")) {
            assertEquals(withoutTimes(expected.resolve(report)), withoutTimes(actual.resolve(report)), report);
        }
    }

    @Test
    void isFoundByNameWithItsSettings() {
        RunExecutor e = RunExecutors.named("spark", getClass().getClassLoader());
        assertTrue(e instanceof SparkExecutor);
        assertTrue(e.withSettings(Map.of(SparkExecutor.MASTER, "local[1]")) instanceof SparkExecutor);
    }

    @Test
    void localTwoEqualsTheThreadPool() throws Exception {
        Path spec = spec(dir);
        Path local = run(spec, dir.resolve("local"), null);
        Path spark = run(spec, dir.resolve("spark"),
                new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")));
        assertSameReports(local, spark);
    }

    /**
     * A Jigsaw's regions travel with each cell (PortablePlan carries the units, not the kind and box size): Spark's
     * runs.csv equals the thread pool's, puzzleVariant column included, and the memetic GA solves most runs.
     */
    @Test
    void aJigsawSpecOnLocalTwoEqualsTheThreadPool() throws Exception {
        Path spec = spec(dir, String.join("\n", "name: spark-small", "seed: 5", "runs: 6",
                "budget: {maxGenerations: 60}", "puzzles:", "  - set: jigsaw/galab-jigsaw", "    ids: [jg_01, jg_06]",
                "variants:", "  - {name: memetic, algorithm: propagating-memetic-ga}", "  - {name: purge, algorithm:"
                + " purge-ga}", ""));
        Path local = run(spec, dir.resolve("local"), null);
        Path spark = run(spec, dir.resolve("spark"),
                new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")));
        List<String> runs = withoutMillis(local.resolve("runs.csv"));
        assertEquals(1 + 2 * 2 * 6, runs.size());
        assertEquals(runs, withoutMillis(spark.resolve("runs.csv")));
        assertTrue(runs.stream().skip(1).allMatch(r -> r.contains(",jigsaw:")), "the variant column: " + runs.get(1));
        // every solved answer was checked on the file's regions by the run itself (an invalid one fails the spec)
        long solved = runs.stream().filter(r -> r.contains(",memetic,") && r.contains(",true,")).count();
        assertTrue(solved >= 10, "the memetic GA solves the jigsaws on the regions it was given: " + solved
                + " of 12");
    }

    @Test
    void sequentialGatesStopTheSameCellsAfterTheSameBatches() throws Exception {
        Path spec = spec(dir, SPEC.replace("runs: 12", "runs: 12\nbatchSize: 4\nsequential: curtail")
                .replace("minSuccessRate: 0.0", "minSuccessRate: 0.5, level: warn"));
        Path local = run(spec, dir.resolve("local"), null);
        Path spark = run(spec, dir.resolve("spark"),
                new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")));
        List<String> runs = withoutMillis(local.resolve("runs.csv"));
        assertTrue(runs.size() < 1 + 72, "curtail saved runs: " + (runs.size() - 1) + " made");
        assertEquals(runs, withoutMillis(spark.resolve("runs.csv")));
        // the gates' notes say after how many runs each stopped cell was settled
        assertEquals(Files.readString(local.resolve("gates.csv")), Files.readString(spark.resolve("gates.csv")));
    }

    /**
     * A context stopped in the middle of the job (a master that gave up, Spark's own shutdown hook) fails as the
     * cluster's failure, named with what Spark said: not a NullPointerException from destroying the broadcast on
     * the stopped context, which used to replace it. The runs delivered before it are in the journal.
     */
    @Test
    void aContextStoppedMidJobIsTheClustersFailureNotAMaskingException() throws Exception {
        Path spec = spec(dir);
        io.galab.experiment.ExecutorFailure e = org.junit.jupiter.api.Assertions.assertThrows(
                io.galab.experiment.ExecutorFailure.class, () -> run(spec, dir.resolve("stopped"),
                        ((SparkExecutor) new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")))
                                .stoppingAfterFirstPartition()));
        assertTrue(e.getMessage().startsWith("the Spark job for spec spark-small failed: "), e.getMessage());
        assertTrue(e.getMessage().contains("shut down"), "what Spark said: " + e.getMessage());
        assertTrue(e.getMessage().endsWith(io.galab.experiment.ExecutorFailure.RESUME), e.getMessage());
        for (Throwable t = e; t != null; t = t.getCause()) {
            assertTrue(!(t instanceof NullPointerException), "no masking exception: " + t);
        }
        List<String> journal = Files.readAllLines(dir.resolve("stopped/spark-small/journal.csv"));
        assertTrue(journal.size() > 1 && journal.size() < 1 + 72, "the first partition's runs are kept: "
                + journal.size());
        // and a rerun on a working context resumes to the thread pool's runs
        run(spec, dir.resolve("stopped"), new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")));
        Path local = run(spec, dir.resolve("local"), null);
        assertEquals(withoutMillis(local.resolve("runs.csv")),
                withoutMillis(dir.resolve("stopped/spark-small/runs.csv")));
    }

    /** A class the executors cannot load points to ga.spark.jars, in the cluster's failure. */
    @Test
    void aClassTheExecutorsCannotLoadPointsToTheJarsSetting() {
        io.galab.experiment.ExecutorFailure f = SparkExecutor.failure("the Spark job for spec s failed",
                new IllegalStateException("Job aborted due to stage failure: Task 0 in stage 0.0 failed 4 times,"
                        + " most recent failure: java.lang.ClassNotFoundException: org.nc.sudoku.galab.Adapter\n"
                        + "\tat java.base/java.net.URLClassLoader.findClass"));
        assertTrue(f.getMessage().contains("the executors cannot load org.nc.sudoku.galab.Adapter: ship the jars"
                + " that hold it with -Dga.spark.jars=a.jar,b.jar"), f.getMessage());
        assertTrue(!f.getMessage().contains("URLClassLoader"), "one line of what Spark said: " + f.getMessage());
    }

    /** No executor: a warning after the set time, once; then the cluster's failure at the timeout. */
    @Test
    void noExecutorWarnsOnceThenGivesUp() {
        long[] now = {0};
        ExecutorWatch watch = new ExecutorWatch(60, 600, () -> now[0], "s");
        assertEquals(null, watch.check(0));
        now[0] = 59_000_000_000L;
        assertEquals(null, watch.check(0));
        now[0] = 60_000_000_000L;
        String warning = watch.check(0);
        assertTrue(warning != null && warning.contains("no executor for 60 s") && warning.contains("up to 600 s"),
                warning);
        now[0] = 61_000_000_000L;
        assertEquals(null, watch.check(0), "once");
        now[0] = 100_000_000_000L;
        assertEquals(null, watch.check(2), "executors back");
        now[0] = 650_000_000_000L;
        assertTrue(watch.check(0) != null, "warned again after a new wait");
        now[0] = 700_000_000_000L;
        io.galab.experiment.ExecutorFailure f = org.junit.jupiter.api.Assertions.assertThrows(
                io.galab.experiment.ExecutorFailure.class, () -> watch.check(0));
        assertTrue(f.getMessage().contains("no executor for 600 s"), f.getMessage());
        assertEquals(null, new ExecutorWatch(1, 2, () -> 10_000_000_000L, "local").check(-1), "a local master");
    }

    @Test
    void retriedTasksChangeNothing() throws Exception {
        Path spec = spec(dir);
        Path local = run(spec, dir.resolve("local"), null);
        int before = SparkExecutor.injectedFailures();
        // local[2,4]: two threads, and a task may fail up to 4 times before the job fails
        SparkExecutor failing = ((SparkExecutor) new SparkExecutor()
                .withSettings(Map.of(SparkExecutor.MASTER, "local[2,4]"))).failingFirstAttempts();
        Path spark = run(spec, dir.resolve("retried"), failing);
        // 8 partitions (4 × 2 cores), each failed once half-way and ran again
        assertEquals(SparkExecutor.SLICES_PER_CORE * 2, SparkExecutor.injectedFailures() - before);
        assertSameReports(local, spark);
    }

    /**
     * An external program on the workers (docs/external-solvers.md, "External solvers"): a small backtracking
     * solver given to python3 as -c code, one of whose variants answers wrongly; Spark local[2] makes the
     * runs the thread pool makes, notes included.
     */
    @Test
    void anExternalProgramRunsOnTheWorkers() throws Exception {
        String solver = "import sys\n"
                + "g=[int(t) for t in open(sys.argv[1]).read().split()]\n"
                + "def ok(i,v):\n"
                + " r,c=divmod(i,9)\n"
                + " return all(g[r*9+k]!=v and g[k*9+c]!=v and g[(r//3*3+k//3)*9+c//3*3+k%3]!=v for k in range(9))\n"
                + "def s():\n"
                + " if 0 not in g: return True\n"
                + " i=g.index(0)\n"
                + " for v in range(1,10):\n"
                + "  if ok(i,v):\n"
                + "   g[i]=v\n"
                + "   if s(): return True\n"
                + "   g[i]=0\n"
                + " return False\n"
                + "s()\n"
                + "if sys.argv[2]=='lie': g[0]=g[0]%9+1\n"
                + "[print(*g[r*9:r*9+9]) for r in range(9)]\n";
        String quoted = "\"" + solver.replace("\\", "\\\\").replace("\n", "\\n").replace("\"", "\\\"") + "\"";
        Path spec = spec(dir, String.join("\n", "name: spark-small", "seed: 11", "runs: 3", "budget: {maxSeconds: 20}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s06a, s01a]}]", "variants:",
                "  - {name: python, algorithm: external, params: {command: [python3, -c, " + quoted
                        + ", \"{puzzle}\", fair], input: numeric}}",
                "  - {name: liar, algorithm: external, params: {command: [python3, -c, " + quoted
                        + ", \"{puzzle}\", lie], input: numeric}}", ""));
        Path local = run(spec, dir.resolve("local"), null);
        Path spark = run(spec, dir.resolve("spark"),
                new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "local[2]")));
        List<String> rows = Files.readAllLines(local.resolve("runs.csv"));
        assertEquals(1 + 12, rows.size());
        assertTrue(rows.stream().filter(r -> r.contains(",python,")).allMatch(r -> r.contains(",true,")),
                rows.toString());
        assertTrue(rows.stream().filter(r -> r.contains(",liar,")).allMatch(r -> r.contains("wrong answer")),
                rows.toString());
        assertEquals(columns(local.resolve("runs.csv"), false), columns(spark.resolve("runs.csv"), false));
        assertEquals(columns(local.resolve("runs.csv"), true), columns(spark.resolve("runs.csv"), true),
                "the same notes");
    }

    /**
     * runs.csv's rows, parsed: every column but the times (millis, cpuMillis) and note (a command may hold commas
     * and quotes), or
     * with {@code notes} the note column alone.
     */
    static List<String> columns(Path runsCsv, boolean notes) throws IOException {
        List<String> out = new ArrayList<>();
        try (var parser = org.apache.commons.csv.CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true)
                .get().parse(Files.newBufferedReader(runsCsv))) {
            for (var r : parser) {
                if (notes) {
                    out.add(r.get("note"));
                    continue;
                }
                List<String> kept = new ArrayList<>();
                r.toMap().forEach((k, v) -> {
                    if (!k.equals("millis") && !k.equals("cpuMillis") && !k.equals("note")) {
                        kept.add(k + "=" + v);
                    }
                });
                out.add(String.join(",", new java.util.TreeSet<>(kept)));
            }
        }
        return out;
    }
}
