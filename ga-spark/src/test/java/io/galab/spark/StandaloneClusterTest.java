package io.galab.spark;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Spark standalone cluster on 127.0.0.1: a master and a worker JVM started from the Maven
 * Central jars on this test's class path, which then start an executor JVM for the experiment. The
 * cluster's runs.csv equals the local thread pool's.
 *
 * <p>What that takes (SCALE-OUT.md): SPARK_HOME whose {@code jars/} holds the Spark jars, and
 * SPARK_SCALA_VERSION=2.13, so that the worker can build the executor's class path; galab's own code
 * reaches the executor through {@code spark.jars}, which the executor fills in.
 */
class StandaloneClusterTest {

    @TempDir
    Path dir;

    private final List<Process> daemons = new ArrayList<>();

    @AfterEach
    void stopCluster() throws InterruptedException {
        for (Process p : daemons) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor();
        }
    }

    @Test
    void aStandaloneMasterAndWorkerMakeTheSameRuns() throws Exception {
        Path spec = SparkExecutorTest.spec(dir);
        Path local = SparkExecutorTest.run(spec, dir.resolve("local"), null);

        Path sparkHome = sparkHome();
        int masterPort = freePort();
        start("master", sparkHome, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(masterPort), "--webui-port", String.valueOf(freePort()));
        awaitPort(masterPort, "master");
        String master = "spark://127.0.0.1:" + masterPort;
        start("worker", sparkHome, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "2",
                "--memory", "1g", "--webui-port", String.valueOf(freePort()), "--work-dir",
                dir.resolve("work").toString(), master);

        awaitLogLine("worker", "Successfully registered with master");
        // No clock: the worker offers 2 cores and 1 GiB and the application asks for at most 2 cores of
        // 512 MiB, so the master can always place an executor; an executor that keeps failing is
        // retried and then its application removed, which fails the job. The only other way to hang,
        // a daemon dying, is watched while the job runs.
        Map<String, String> settings = Map.of(
                SparkExecutor.MASTER, master,
                "spark.driver.host", "127.0.0.1",
                "spark.driver.bindAddress", "127.0.0.1",
                "spark.executor.memory", "512m",
                "spark.cores.max", "2");
        CompletableFuture<Path> job = CompletableFuture.supplyAsync(() -> {
            try {
                return SparkExecutorTest.run(spec, dir.resolve("cluster"), new SparkExecutor().withSettings(settings));
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        });
        while (!job.isDone()) {
            for (Process daemon : daemons) {
                if (!daemon.isAlive()) {
                    job.cancel(true);
                    fail("a Spark daemon exited while the job ran\n" + logs());
                }
            }
            Thread.sleep(200);
        }
        Path cluster;
        try {
            cluster = job.get();
        } catch (ExecutionException e) {
            throw new AssertionError("the job on the standalone cluster failed\n" + logs(), e.getCause());
        }
        SparkExecutorTest.assertSameReports(local, cluster);
        // the worker started an executor JVM for the application: work/app-…/0/stderr
        try (var apps = Files.list(dir.resolve("work"))) {
            List<Path> started = apps.filter(a -> a.getFileName().toString().startsWith("app-"))
                    .filter(a -> Files.isRegularFile(a.resolve("0/stderr"))).toList();
            if (started.size() != 1) {
                fail("expected one application with an executor in the worker's folder, found " + started + "\n"
                        + logs());
            }
        }
        // the cluster's context stopped in the middle of a job (as when the master gives up): the cluster's
        // failure with what Spark said, not the NullPointerException that destroying the broadcast used to throw
        io.galab.experiment.ExecutorFailure stopped = org.junit.jupiter.api.Assertions.assertThrows(
                io.galab.experiment.ExecutorFailure.class, () -> SparkExecutorTest.run(spec, dir.resolve("stopped"),
                        ((SparkExecutor) new SparkExecutor().withSettings(settings)).stoppingAfterFirstPartition()));
        for (Throwable t = stopped; t != null; t = t.getCause()) {
            if (t instanceof NullPointerException) {
                fail("a masking exception: " + t);
            }
        }
        if (!stopped.getMessage().startsWith("the Spark job for spec spark-small failed: ")) {
            fail(stopped.getMessage());
        }

        // a user's project: the adapter in one jar, the solver it calls in another, found through a class loader
        // as the Maven plugin makes one; no ga.spark.jars: galab ships the algorithm's whole class path
        ClassLoader user = userProject();
        Path userSpec = SparkExecutorTest.spec(dir.resolve("user"), String.join("\n", "name: spark-small",
                "seed: 11", "runs: 6", "budget: {maxGenerations: 80}", "puzzles:",
                "  - {set: sudoku/mantere-koljonen, ids: [s06a, s01a]}", "variants:",
                "  - {name: user, algorithm: user-solver}", ""));
        Path userLocal = runWith(user, userSpec, dir.resolve("user-local"), null);
        Path userCluster = runWith(user, userSpec, dir.resolve("user-cluster"),
                new SparkExecutor().withSettings(settings));
        List<String> expected = SparkExecutorTest.withoutMillis(userLocal.resolve("runs.csv"));
        org.junit.jupiter.api.Assertions.assertEquals(1 + 12, expected.size());
        org.junit.jupiter.api.Assertions.assertEquals(expected, SparkExecutorTest.withoutMillis(
                userCluster.resolve("runs.csv")), "the user's algorithm ran on the cluster's executors");

        // a declared input file and system property reach the executors, whose working folder is the worker's
        // (work/app-…/0), not the driver's: the solver reads the file by its path relative to the working folder
        Path inputsSpec = TABLE_SPEC.resolve("specs/spark-small.yaml");
        String before = System.getProperty("table.mode");
        System.setProperty("table.mode", "on");
        try {
            Path tableLocal = runWith(user, inputsSpec, dir.resolve("table-local"), null);
            Path tableCluster = runWith(user, inputsSpec, dir.resolve("table-cluster"),
                    new SparkExecutor().withSettings(settings));
            List<String> tableRuns = SparkExecutorTest.withoutMillis(tableLocal.resolve("runs.csv"));
            org.junit.jupiter.api.Assertions.assertTrue(tableRuns.stream().skip(1).anyMatch(l -> l.split(",")[6]
                    .equals("true") && !l.split(",")[7].equals("1")), "with its table the solver solves some runs: "
                    + tableRuns);
            org.junit.jupiter.api.Assertions.assertEquals(tableRuns, SparkExecutorTest.withoutMillis(
                    tableCluster.resolve("runs.csv")), "the executors read the declared file and property");
        } finally {
            if (before == null) {
                System.clearProperty("table.mode");
            } else {
                System.setProperty("table.mode", before);
            }
        }
        try (var apps = Files.list(dir.resolve("work"))) {
            org.junit.jupiter.api.Assertions.assertTrue(apps.anyMatch(a -> Files.isRegularFile(a.resolve("0").resolve(
                    TABLE_FILE))), "the declared input was placed in an executor's working folder");
        }
    }

    /** A spec under the driver's working folder (the module's), with a declared file and system property. */
    private static final Path TABLE_SPEC = Path.of("target", "standalone-inputs");
    /** The declared file, by its path relative to the working folder: what the solver reads. */
    private static final String TABLE_FILE = "target/standalone-inputs/specs/data/table.txt";

    private static void writeTableSpec() throws IOException {
        if (Files.exists(TABLE_SPEC)) {
            try (var all = Files.walk(TABLE_SPEC)) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        SparkExecutorTest.spec(TABLE_SPEC, String.join("\n", "name: spark-small", "seed: 11", "runs: 4",
                "budget: {maxGenerations: 80}", "puzzles:", "  - {set: sudoku/mantere-koljonen, ids: [s06a]}",
                "inputs: {files: [data/table.txt], properties: [table.mode]}", "variants:",
                "  - {name: table, algorithm: table-solver}", ""));
        Files.createDirectories(Path.of(TABLE_FILE).getParent());
        Files.writeString(Path.of(TABLE_FILE), "full\n");
    }

    /** A master killed before the job: the cluster's failure in words (exit 5 on the CLI), never an internal error. */
    @Test
    void aDeadMasterIsTheClustersFailure() throws Exception {
        Path spec = SparkExecutorTest.spec(dir);
        int masterPort = startMaster();
        Process master = daemons.get(daemons.size() - 1);
        master.descendants().forEach(ProcessHandle::destroyForcibly);
        master.destroyForcibly();
        master.waitFor();
        io.galab.experiment.ExecutorFailure failure = org.junit.jupiter.api.Assertions.assertThrows(
                io.galab.experiment.ExecutorFailure.class, () -> SparkExecutorTest.run(spec, dir.resolve("dead"),
                        new SparkExecutor().withSettings(Map.of(SparkExecutor.MASTER, "spark://127.0.0.1:" + masterPort,
                                "spark.driver.host", "127.0.0.1", "spark.driver.bindAddress", "127.0.0.1"))));
        // the connection probe finds the dead master before Spark starts: the cluster's failure, with what to check
        // and no Spark context (so no log); its time is measured from the CLI in reports/performance.md, not here
        org.junit.jupiter.api.Assertions.assertTrue(failure.getMessage().startsWith("Spark could not reach the master"
                + " spark://127.0.0.1:" + masterPort), failure.getMessage());
        org.junit.jupiter.api.Assertions.assertTrue(failure.getMessage().contains("is a master running at"
                + " spark://127.0.0.1:" + masterPort), failure.getMessage());
        org.junit.jupiter.api.Assertions.assertNull(failure.getCause(), "one message, no Spark trace behind it");
    }

    /**
     * Compiles a user's project into two jars (an adapter, {@code user-solver}, and the solver class it calls) and
     * returns a class loader over them whose parent is this test's, as the plugin's project loader is made.
     */
    private ClassLoader userProject() throws IOException {
        Path src = dir.resolve("user-src");
        Path solverOut = Files.createDirectories(dir.resolve("user-classes/solver"));
        Path adapterOut = Files.createDirectories(dir.resolve("user-classes/adapter"));
        Path solver = src.resolve("com/acme/solver/Solver.java");
        Files.createDirectories(solver.getParent());
        Files.writeString(solver, "package com.acme.solver; public final class Solver { public static"
                + " io.galab.algorithm.RunResult solve(io.galab.puzzle.Puzzle p, long seed,"
                + " io.galab.algorithm.Budget b) {"
                + " var g = io.galab.algorithm.Algorithms.builtIn().get(\"growth-ga\");"
                + " return g.run(p, g.parameters(java.util.Map.of()), seed, b); } }");
        Path adapter = src.resolve("com/acme/galab/UserSolver.java");
        Files.createDirectories(adapter.getParent());
        Files.writeString(adapter, "package com.acme.galab; public final class UserSolver implements"
                + " io.galab.algorithm.Algorithm { public String id() { return \"user-solver\"; }"
                + " public String source() { return \"a user's project\"; }"
                + " public java.util.List<io.galab.algorithm.Parameter> parameters() {"
                + " return io.galab.algorithm.Algorithms.builtIn().get(\"growth-ga\").parameters(); }"
                + " public io.galab.algorithm.RunResult run(io.galab.puzzle.Puzzle p, io.galab.algorithm.Parameters q,"
                + " long seed, io.galab.algorithm.Budget b) { return com.acme.solver.Solver.solve(p, seed, b); } }");
        String cp = String.join(File.pathSeparator, classPath());
        javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        if (javac.run(null, null, null, "-cp", cp, "-d", solverOut.toString(), solver.toString()) != 0
                || javac.run(null, null, null, "-cp", cp + File.pathSeparator + solverOut, "-d",
                        adapterOut.toString(), adapter.toString()) != 0) {
            fail("the user's project does not compile");
        }
        Files.createDirectories(adapterOut.resolve("META-INF/services"));
        Files.writeString(adapterOut.resolve("META-INF/services/io.galab.algorithm.Algorithm"),
                "com.acme.galab.UserSolver\n");
        // a solver that reads a file by its path relative to the working folder, and a system property: without
        // them it gives up after one generation
        Path table = src.resolve("com/acme/solver/TableSolver.java");
        Files.writeString(table, "package com.acme.solver; public final class TableSolver { public static"
                + " io.galab.algorithm.RunResult solve(io.galab.puzzle.Puzzle p, long seed,"
                + " io.galab.algorithm.Budget b) throws java.io.IOException {"
                + " java.nio.file.Path t = java.nio.file.Path.of(\"" + TABLE_FILE + "\");"
                + " boolean full = java.nio.file.Files.isRegularFile(t)"
                + " && java.nio.file.Files.readString(t).strip().equals(\"full\")"
                + " && \"on\".equals(System.getProperty(\"table.mode\"));"
                + " var g = io.galab.algorithm.Algorithms.builtIn().get(\"growth-ga\");"
                + " return g.run(p, g.parameters(java.util.Map.of()), seed, full ? b"
                + " : new io.galab.algorithm.Budget(1, 0, 0)); } }");
        Path tableAdapter = src.resolve("com/acme/galab/TableAdapter.java");
        Files.writeString(tableAdapter, "package com.acme.galab; public final class TableAdapter implements"
                + " io.galab.algorithm.Algorithm { public String id() { return \"table-solver\"; }"
                + " public String source() { return \"a user's project\"; }"
                + " public java.util.List<io.galab.algorithm.Parameter> parameters() {"
                + " return io.galab.algorithm.Algorithms.builtIn().get(\"growth-ga\").parameters(); }"
                + " public io.galab.algorithm.RunResult run(io.galab.puzzle.Puzzle p, io.galab.algorithm.Parameters q,"
                + " long seed, io.galab.algorithm.Budget b) { try { return com.acme.solver.TableSolver.solve(p, seed,"
                + " b); } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); } } }");
        if (javac.run(null, null, null, "-cp", cp, "-d", solverOut.toString(), table.toString()) != 0
                || javac.run(null, null, null, "-cp", cp + File.pathSeparator + solverOut, "-d",
                        adapterOut.toString(), tableAdapter.toString()) != 0) {
            fail("the user's table solver does not compile");
        }
        Files.writeString(adapterOut.resolve("META-INF/services/io.galab.algorithm.Algorithm"),
                "com.acme.galab.UserSolver\ncom.acme.galab.TableAdapter\n");
        writeTableSpec();
        Path solverJar = jar(solverOut, dir.resolve("user-jars/solver-1.0.jar"));
        Path adapterJar = jar(adapterOut, dir.resolve("user-jars/adapter-1.0.jar"));
        return new java.net.URLClassLoader(new java.net.URL[] {adapterJar.toUri().toURL(), solverJar.toUri().toURL()},
                getClass().getClassLoader());
    }

    private static Path jar(Path folder, Path jar) throws IOException {
        Files.createDirectories(jar.getParent());
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar));
                java.util.stream.Stream<Path> files = Files.walk(folder)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                out.putNextEntry(new java.util.jar.JarEntry(folder.relativize(f).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        }
        return jar;
    }

    /** Runs the spec with the algorithms {@code loader} finds, as the plugin does with a project's class loader. */
    private static Path runWith(ClassLoader loader, Path spec, Path out, io.galab.experiment.RunExecutor executor)
            throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            io.galab.lab.Session.Builder settings = io.galab.lab.Session.builder(
                    io.galab.algorithm.Algorithms.load(loader)).folders(out, null).threads(2).history(false, null);
            io.galab.lab.Lab lab = (executor == null ? settings : settings.executor(executor)).lab();
            lab.run(lab.plan(spec), io.galab.experiment.ProgressListener.NONE);
            return out.resolve("spark-small");
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /**
     * A master with no worker gives the application no executor: galab warns after the set time and gives up at
     * the timeout with the cluster's failure (exit 5 on the CLI), the journal kept, instead of waiting in
     * silence.
     */
    @Test
    void aClusterWithoutExecutorsIsWarnedOfAndGivenUpOn() throws Exception {
        Path spec = SparkExecutorTest.spec(dir);
        int masterPort = startMaster();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream before = System.err;
        System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
        io.galab.experiment.ExecutorFailure failure;
        try {
            failure = org.junit.jupiter.api.Assertions.assertThrows(io.galab.experiment.ExecutorFailure.class,
                    () -> SparkExecutorTest.run(spec, dir.resolve("none"), new SparkExecutor().withSettings(Map.of(
                            SparkExecutor.MASTER, "spark://127.0.0.1:" + masterPort,
                            "spark.driver.host", "127.0.0.1",
                            "spark.driver.bindAddress", "127.0.0.1",
                            SparkExecutor.NO_EXECUTOR_WARNING, "1",
                            SparkExecutor.NO_EXECUTOR_TIMEOUT, "4"))));
        } finally {
            System.setErr(before);
        }
        String said = err.toString(java.nio.charset.StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertTrue(said.contains("warning: the Spark job for spec spark-small has"
                + " had no executor for 1 s"), said);
        org.junit.jupiter.api.Assertions.assertTrue(failure.getMessage().contains("has had no executor for 4 s, so"
                + " galab gave up"), failure.getMessage());
        org.junit.jupiter.api.Assertions.assertTrue(Files.isRegularFile(dir.resolve("none/spark-small/journal.csv")),
                "the journal is kept");
    }

    /** Starts a master alone on a free port of 127.0.0.1 and waits until it listens; returns the port. */
    private int startMaster() throws Exception {
        int port = freePort();
        start("master", sparkHome(), "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", String.valueOf(freePort()));
        awaitPort(port, "master");
        return port;
    }

    /** A SPARK_HOME whose jars/ links to every jar on this test's class path. */
    private Path sparkHome() throws IOException {
        Path home = dir.resolve("spark-home");
        Path jars = Files.createDirectories(home.resolve("jars"));
        for (String entry : classPath()) {
            Path p = Path.of(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(p)) {
                Path link = jars.resolve(p.getFileName());
                if (!Files.exists(link)) {
                    Files.createSymbolicLink(link, p.toAbsolutePath());
                }
            }
        }
        return home;
    }

    private static List<String> classPath() {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return List.of(cp.split(File.pathSeparator));
    }

    private void start(String name, Path sparkHome, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-cp", sparkHome.resolve("jars").toString() + File.separator + "*", mainClass));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("SPARK_HOME", sparkHome.toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        pb.environment().put("SPARK_WORKER_DIR", dir.resolve("work").toString());
        pb.redirectErrorStream(true).redirectOutput(dir.resolve(name + ".log").toFile());
        daemons.add(pb.start());
    }

    /** Waits until the daemon listens on the port, or fails when it has exited. */
    private void awaitPort(int port, String name) throws Exception {
        Process daemon = daemons.get(daemons.size() - 1);
        while (true) {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                if (s.isConnected()) {
                    return;
                }
            } catch (IOException notYet) {
                if (!daemon.isAlive()) {
                    fail("the Spark " + name + " exited before listening on port " + port + "\n" + logs());
                }
                Thread.sleep(200);
            }
        }
    }

    /** Waits until the daemon's log has the line, or fails when the daemon has exited without it. */
    private void awaitLogLine(String name, String text) throws Exception {
        Process daemon = daemons.get(daemons.size() - 1);
        while (true) {
            Path log = dir.resolve(name + ".log");
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            if (!daemon.isAlive()) {
                fail("the Spark " + name + " exited without logging '" + text + "'\n" + logs());
            }
            Thread.sleep(200);
        }
    }

    private String logs() {
        StringBuilder s = new StringBuilder();
        for (String name : List.of("master", "worker")) {
            try {
                List<String> lines = Files.readAllLines(dir.resolve(name + ".log"));
                s.append("--- ").append(name).append(" log (last 40 lines)\n")
                        .append(String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())))
                        .append('\n');
            } catch (IOException e) {
                s.append("--- no ").append(name).append(" log: ").append(e.getMessage()).append('\n');
            }
        }
        return s.toString();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
