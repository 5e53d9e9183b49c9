package io.galab.spark;

import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.distribute.PortablePlan;
import io.galab.experiment.ExecutorFailure;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.RunRecord;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import scala.Option;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;
import scala.util.Try;

/**
 * The {@code spark} executor: runs a batch as one Spark job.
 *
 * <p>The plan travels to the executors once, as a broadcast {@link PortablePlan}. The batch is dealt
 * round-robin into {@value #SLICES_PER_CORE} × the cluster's default parallelism partitions (never
 * fewer than two runs per partition), so that the slow cells of a spec spread over every task. Each
 * partition's records come back to the driver as soon as its task ends and are journaled there, so an
 * interrupted job loses at most the partitions still running. Runs are pure functions of their seed:
 * a task Spark retries, or runs twice speculatively, makes the same records, and the runner keeps the
 * first record of each run.
 *
 * <p>Settings, from the executor's settings map or else the system properties of the same name:
 * <ul>
 * <li>{@code ga.spark.master}: the master URL; otherwise the {@code spark.master} that
 * {@code spark-submit} set, otherwise {@code local[threads]};</li>
 * <li>{@code ga.spark.jars}: comma-separated extra jars for the executors (the jars holding galab and the
 * spec's algorithms are shipped without asking when the master is not local and {@code spark.jars} is
 * unset);</li>
 * <li>any {@code spark.*} key, passed to Spark as it is.</li>
 * </ul>
 * The Spark UI is off and Spark logs at WARN unless those are set.
 */
public final class SparkExecutor implements RunExecutor {

    public static final String NAME = "spark";
    public static final String MASTER = "ga.spark.master";
    public static final String JARS = "ga.spark.jars";
    /** Partitions per core of the cluster's default parallelism, unless {@link #SLICES} says otherwise. */
    public static final int SLICES_PER_CORE = 4;
    /** Setting: partitions per core, 2 to 4. */
    public static final String SLICES = "ga.spark.slicesPerCore";
    /** Setting: seconds without an executor before galab warns (default 60). */
    public static final String NO_EXECUTOR_WARNING = "ga.spark.noExecutorWarning";
    /** Setting: seconds without an executor before galab gives up, keeping the journal (default 600). */
    public static final String NO_EXECUTOR_TIMEOUT = "ga.spark.noExecutorTimeout";

    private final Map<String, String> settings;
    private final boolean failFirstAttempts;
    /** For tests of a cluster lost mid-job: stops the context once the first partition's records are in. */
    private final boolean stopAfterFirstPartition;

    /** An executor configured by system properties alone (the ServiceLoader entry). */
    public SparkExecutor() {
        this(Map.of(), false);
    }

    private SparkExecutor(Map<String, String> settings, boolean failFirstAttempts) {
        this(settings, failFirstAttempts, false);
    }

    private SparkExecutor(Map<String, String> settings, boolean failFirstAttempts, boolean stopAfterFirstPartition) {
        this.settings = Map.copyOf(settings);
        this.failFirstAttempts = failFirstAttempts;
        this.stopAfterFirstPartition = stopAfterFirstPartition;
    }

    /**
     * For tests of a cluster lost in the middle of a job (a master that gave up, a context Spark's shutdown hook
     * stopped): the context is stopped once the first partition's records have been delivered.
     */
    SparkExecutor stoppingAfterFirstPartition() {
        return new SparkExecutor(settings, failFirstAttempts, true);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public RunExecutor withSettings(Map<String, String> newSettings) {
        Map<String, String> merged = new TreeMap<>(settings);
        merged.putAll(newSettings);
        return new SparkExecutor(merged, failFirstAttempts, stopAfterFirstPartition);
    }

    /**
     * For tests of Spark's retries: every task's first attempt makes half its runs and then fails, so
     * Spark must run the task again (the master needs a task failure allowance, e.g. {@code local[2,4]}).
     */
    SparkExecutor failingFirstAttempts() {
        return new SparkExecutor(settings, true);
    }

    /** How many first attempts {@link #failingFirstAttempts()} executors failed in this JVM. */
    static int injectedFailures() {
        return MakeRuns.INJECTED.get();
    }

    private String setting(String key) {
        String v = settings.get(key);
        return v != null ? v : System.getProperty(key);
    }

    /** A setting in seconds, at least 1; {@code fallback} when unset. */
    private long seconds(String key, long fallback) {
        String v = setting(key);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        try {
            long s = Long.parseLong(v.trim());
            if (s >= 1) {
                return s;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be a whole number of seconds, at least 1, was '" + v + "'");
    }

    private int slicesPerCore() {
        String v = setting(SLICES);
        if (v == null || v.isBlank()) {
            return SLICES_PER_CORE;
        }
        try {
            int k = Integer.parseInt(v.trim());
            if (k >= 2 && k <= 4) {
                return k;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(SLICES + " must be 2, 3 or 4 (partitions per core), was '" + v + "'");
    }

    @Override
    public void execute(Plan plan, List<PlannedRun> batch, int threads, Consumer<RunRecord> results)
            throws InterruptedException {
        if (batch.isEmpty()) {
            return;
        }
        // before anything of Spark's loads (its logging speaks as soon as a SparkConf exists)
        probe(givenMaster());
        quietLogging();
        ShutdownNoise.install();
        SparkConf conf = configure(plan, threads);
        // a local master's executor threads load classes through the loader current at start-up: make
        // it one that sees the spec's algorithms (a Maven project's own, say)
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(algorithmLoader(plan, previous));
        JavaSparkContext sc;
        try {
            sc = new JavaSparkContext(conf);
        } catch (RuntimeException e) {
            throw failure("Spark could not start on master " + conf.get("spark.master"), e);
        } finally {
            thread.setContextClassLoader(previous);
        }
        RuntimeException primary = null;
        try {
            run(sc, plan, batch, results);
        } catch (IllegalStateException e) {
            // a context that Spark itself stopped: the master could not be reached or refused the application
            primary = sc.sc().isStopped() ? failure("Spark stopped its context before the job could run", e,
                    conf.get("spark.master")) : e;
            throw primary;
        } catch (RuntimeException e) {
            primary = e;
            throw e;
        } finally {
            try {
                sc.stop();
            } catch (RuntimeException e) {
                // a context the cluster already stopped: the first failure is the one that tells
                if (primary != null) {
                    primary.addSuppressed(e);
                }
            }
            preloadShutdownClasses();
        }
    }

    /**
     * The master URL as given, read without Spark: {@code ga.spark.master}, else a {@code spark.master} setting or
     * system property (spark-submit's); null for the default, a local master.
     */
    private String givenMaster() {
        String master = setting(MASTER);
        if (master == null || master.isBlank()) {
            master = setting("spark.master");
        }
        return master == null ? null : master.trim();
    }

    /** How long the probe of a standalone master waits for each connection, in milliseconds. */
    static final int PROBE_MILLIS = 3_000;

    /**
     * Before Spark's minute of registration retries: a standalone master ({@code spark://host:port}, or several
     * separated by commas) that no connection reaches is the cluster's failure at once, in one message, with no
     * Spark log (docs/scale-out.md, "When the cluster fails"). Other masters (local, YARN, Kubernetes) are not
     * probed.
     */
    static void probe(String master) {
        if (master == null || !master.startsWith("spark://")) {
            return;
        }
        List<String> tried = new ArrayList<>();
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            int colon = hostPort.lastIndexOf(':');
            String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
            int port;
            try {
                port = colon < 0 ? 7077 : Integer.parseInt(hostPort.substring(colon + 1).replaceAll("/.*", ""));
            } catch (NumberFormatException e) {
                return; // not a form galab reads: Spark says what is wrong with it
            }
            try (java.net.Socket socket = new java.net.Socket()) {
                socket.connect(new java.net.InetSocketAddress(host, port), PROBE_MILLIS);
                return;
            } catch (IOException e) {
                tried.add(host + ":" + port + " (" + e.getMessage() + ")");
            }
        }
        throw new ExecutorFailure("Spark could not reach the master " + master, "no connection to "
                + String.join(", ", tried) + ": is a master running at " + master + ", and can this machine reach"
                + " it?", null);
    }

    /**
     * A failure of the cluster or its configuration, in words, as an {@link ExecutorFailure}: a class the
     * executors cannot load points to {@code ga.spark.jars} / {@code spark.jars}.
     */
    static ExecutorFailure failure(String what, Throwable cause) {
        return failure(what, cause, null);
    }

    /** As {@link #failure(String, Throwable)}, naming the master URL when Spark stopped its context. */
    static ExecutorFailure failure(String what, Throwable cause, String masterUrl) {
        String missing = null;
        for (Throwable t = cause; t != null && missing == null; t = t.getCause() == t ? null : t.getCause()) {
            String text = String.valueOf(t.getMessage());
            if (t instanceof ClassNotFoundException || t instanceof NoClassDefFoundError
                    || text.contains("ClassNotFoundException") || text.contains("NoClassDefFoundError")) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "(?:ClassNotFoundException|NoClassDefFoundError):? ?([\\w.$/]+)").matcher(
                                t.getClass().getSimpleName() + ": " + text);
                missing = m.find() ? m.group(1).replace('/', '.') : "a class";
            }
        }
        String master = null;
        for (Throwable t = cause; t != null && master == null; t = t.getCause() == t ? null : t.getCause()) {
            String text = String.valueOf(t.getMessage());
            if (text.contains("SparkContext was shut down") || text.contains("stopped SparkContext")) {
                master = "Spark stopped its context, as it does when the master is dead, cannot be reached or"
                        + " removed the application (its log above gives the cluster's words, such as 'All masters"
                        + " are unresponsive! Giving up.')";
            }
        }
        if (master != null && missing == null) {
            return new ExecutorFailure(what, master + (masterUrl == null ? "" : ": is a master running at "
                    + masterUrl + ", and can this machine reach it?"), cause);
        }
        String advice = missing == null ? "" : "the executors cannot load " + missing + ": ship the jars that hold"
                + " it with -D" + JARS + "=a.jar,b.jar (or Spark's spark.jars), which add to the ones galab ships: its"
                + " own, and each algorithm's class path as its class loader sees it";
        return new ExecutorFailure(what, advice, cause);
    }

    /**
     * Hadoop's shutdown hook loads a class only when the JVM exits; inside Maven the plugin's class
     * realm is closed by then, and the hook would print a NoClassDefFoundError. Loading it now avoids that.
     */
    private static void preloadShutdownClasses() {
        try {
            Class.forName("org.apache.hadoop.util.ShutdownHookManager$2", false,
                    JavaSparkContext.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            // another Hadoop version: at worst the harmless message at exit
        }
    }

    SparkConf configure(Plan plan, int threads) {
        SparkConf conf = new SparkConf(); // takes spark.* system properties, as spark-submit sets them
        for (Map.Entry<String, String> e : settings.entrySet()) {
            if (e.getKey().startsWith("spark.")) {
                conf.set(e.getKey(), e.getValue());
            }
        }
        String master = setting(MASTER);
        if (master != null && !master.isBlank()) {
            conf.setMaster(master.trim());
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[" + Math.max(1, threads) + "]");
        }
        // the declared environment variables reach the executors with the values the fingerprint hashed
        plan.declared().environment().forEach((name, value) -> {
            if (value != null) {
                conf.setExecutorEnv(name, value);
            }
        });
        conf.setIfMissing("spark.app.name", "galab " + plan.spec().name());
        conf.setIfMissing("spark.ui.enabled", "false");
        conf.setIfMissing("spark.log.level", "WARN");
        boolean local = conf.get("spark.master").startsWith("local");
        if (local) {
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        }
        // the jars a user names (ga.spark.jars, Spark's spark.jars) add to the ones galab ships: galab's own, this
        // executor's and each algorithm's whole user class path (its adapter and the jars it depends on)
        java.util.Set<String> jars = new LinkedHashSet<>();
        for (String given : new String[] {setting(JARS), conf.get("spark.jars", "")}) {
            if (given != null) {
                for (String j : given.split(",")) {
                    if (!j.isBlank()) {
                        jars.add(j.trim());
                    }
                }
            }
        }
        if (!local) {
            jars.addAll(codeJars(plan));
        }
        if (!jars.isEmpty()) {
            conf.setJars(jars.toArray(new String[0]));
        }
        return conf;
    }

    private void run(JavaSparkContext sc, Plan plan, List<PlannedRun> batch, Consumer<RunRecord> results)
            throws InterruptedException {
        int partitions = Math.max(1, Math.min(slicesPerCore() * sc.defaultParallelism(), batch.size() / 2));
        List<ArrayList<PlannedRun>> groups = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            ArrayList<PlannedRun> group = new ArrayList<>();
            for (int i = p; i < batch.size(); i += partitions) {
                group.add(batch.get(i));
            }
            groups.add(group);
        }
        Broadcast<PortablePlan> portable = sc.broadcast(PortablePlan.of(plan));
        JavaRDD<ArrayList<PlannedRun>> rdd = sc.parallelize(groups, partitions);
        BlockingQueue<ArrayList<RunRecord>> done = new LinkedBlockingQueue<>();
        List<Object> ids = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            ids.add(p);
        }
        ExecutorWatch watch = new ExecutorWatch(seconds(NO_EXECUTOR_WARNING, 60), seconds(NO_EXECUTOR_TIMEOUT, 600),
                System::nanoTime, plan.spec().name());
        SimpleFutureAction<BoxedUnit> job = sc.sc().submitJob(rdd.rdd(),
                new MakeRuns(portable, failFirstAttempts), CollectionConverters.asScala(ids).toSeq(),
                new Deliver(done), new Unit());
        try {
            int remaining = partitions;
            while (remaining > 0) {
                ArrayList<RunRecord> part = done.poll(200, TimeUnit.MILLISECONDS);
                if (part != null) {
                    part.forEach(results);
                    remaining--;
                    if (stopAfterFirstPartition && remaining > 0) {
                        Thread stopper = new Thread(sc::stop, "stop-for-test");
                        stopper.start();
                        stopper.join();
                    }
                } else if (job.isCompleted()) {
                    Option<Try<BoxedUnit>> outcome = job.value();
                    if (outcome.isDefined() && outcome.get().isFailure()) {
                        Throwable cause = outcome.get().failed().get();
                        throw failure("the Spark job for spec " + plan.spec().name() + " failed", cause, sc.master());
                    }
                } else {
                    watch.check(executors(sc));
                }
            }
        } catch (InterruptedException | RuntimeException e) {
            try {
                job.cancel();
            } catch (RuntimeException stopped) {
                e.addSuppressed(stopped);
            }
            throw e;
        } finally {
            if (!sc.sc().isStopped()) { // on a stopped context destroy throws, and would hide the real cause
                try {
                    portable.destroy();
                } catch (RuntimeException e) {
                    // the broadcast dies with the context anyway
                }
            }
        }
    }

    /** The executors the cluster gives the application now; -1 on a local master, which runs in the driver. */
    private static int executors(JavaSparkContext sc) {
        if (sc.sc().isLocal()) {
            return -1;
        }
        try {
            return Math.max(0, sc.sc().statusTracker().getExecutorInfos().length - 1); // the driver is listed too
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** The loader of an algorithm that galab's own loader cannot see, or {@code fallback}. */
    private static ClassLoader algorithmLoader(Plan plan, ClassLoader fallback) {
        ClassLoader own = SparkExecutor.class.getClassLoader();
        for (Class<?> c : PortablePlan.algorithmClasses(plan)) {
            ClassLoader l = c.getClassLoader();
            if (l != null && l != own) {
                return l;
            }
        }
        return fallback != null ? fallback : own;
    }

    /** The partition function, run on the executors. */
    private static final class MakeRuns
            extends AbstractFunction1<Iterator<ArrayList<PlannedRun>>, ArrayList<RunRecord>>
            implements Serializable {

        private static final long serialVersionUID = 1L;
        /** First attempts failed on purpose in this JVM (tests, local masters). */
        static final AtomicInteger INJECTED = new AtomicInteger();
        private final Broadcast<PortablePlan> plan;
        private final boolean failFirstAttempt;

        MakeRuns(Broadcast<PortablePlan> plan, boolean failFirstAttempt) {
            this.plan = plan;
            this.failFirstAttempt = failFirstAttempt;
        }

        @Override
        public ArrayList<RunRecord> apply(Iterator<ArrayList<PlannedRun>> groups) {
            PortablePlan p = plan.value();
            ArrayList<RunRecord> records = new ArrayList<>();
            boolean fail = failFirstAttempt && TaskContext.get() != null && TaskContext.get().attemptNumber() == 0;
            while (groups.hasNext()) {
                ArrayList<PlannedRun> group = groups.next();
                for (int i = 0; i < group.size(); i++) {
                    if (fail && i == group.size() / 2) {
                        INJECTED.incrementAndGet();
                        throw new IllegalStateException("injected failure of a first task attempt, after "
                                + i + " runs");
                    }
                    RunRecord r = p.execute(group.get(i));
                    if (r != null) {
                        records.add(r);
                    }
                }
            }
            return records;
        }
    }

    /** Receives each partition's records on the driver, as its task ends. */
    private static final class Deliver extends AbstractFunction2<Object, ArrayList<RunRecord>, BoxedUnit> {
        private final BlockingQueue<ArrayList<RunRecord>> done;

        Deliver(BlockingQueue<ArrayList<RunRecord>> done) {
            this.done = done;
        }

        @Override
        public BoxedUnit apply(Object partition, ArrayList<RunRecord> records) {
            done.add(records);
            return BoxedUnit.UNIT;
        }
    }

    private static final class Unit extends AbstractFunction0<BoxedUnit> {
        @Override
        public BoxedUnit apply() {
            return BoxedUnit.UNIT;
        }
    }

    /**
     * Spark logs every task at INFO. Inside Maven, whose own slf4j binding Spark then uses, the level is
     * set per logger name through the simple logger's system properties, before Spark's loggers exist.
     */
    private static void quietLogging() {
        for (String name : new String[] {"org.apache.spark", "org.sparkproject", "org.apache.hadoop", "io.netty",
                "org.apache.commons.crypto"}) {
            String key = "org.slf4j.simpleLogger.log." + name;
            if (System.getProperty(key) == null) {
                System.setProperty(key, "warn");
            }
        }
    }

    /**
     * The jars that hold galab's engine, this executor and the plan's algorithms, for shipping to the
     * executors. A class folder (a build's target/classes) is packed into a temporary jar.
     */
    static List<String> codeJars(Plan plan) {
        Set<Class<?>> classes = new LinkedHashSet<>();
        classes.add(PortablePlan.class);
        classes.add(SparkExecutor.class);
        classes.addAll(PortablePlan.algorithmClasses(plan));
        Set<Path> locations = new LinkedHashSet<>();
        for (Class<?> c : classes) {
            CodeSource source = c.getProtectionDomain().getCodeSource();
            if (source != null && source.getLocation() != null) {
                try {
                    locations.add(Path.of(source.getLocation().toURI()));
                } catch (URISyntaxException | IllegalArgumentException e) {
                    // not a file location (e.g. a nested jar under spark-submit): Spark already has it
                }
            }
            // the algorithm's whole user class path: the adapter's module and the jars its solver depends on
            locations.addAll(io.galab.experiment.CodeFingerprint.userClassPath(c));
        }
        Set<String> jars = new LinkedHashSet<>();
        for (Path location : locations) {
            jars.add(Files.isDirectory(location) ? packFolder(location).toString() : location.toString());
        }
        return new ArrayList<>(jars);
    }

    private static Path packFolder(Path folder) {
        try {
            Path jar = Files.createTempFile("galab-classes-", ".jar");
            jar.toFile().deleteOnExit();
            try (OutputStream out = Files.newOutputStream(jar);
                    JarOutputStream zip = new JarOutputStream(out);
                    Stream<Path> files = Files.walk(folder)) {
                for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                    zip.putNextEntry(new JarEntry(folder.relativize(f).toString().replace('\\', '/')));
                    Files.copy(f, zip);
                    zip.closeEntry();
                }
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot pack " + folder + " into a jar for the Spark executors", e);
        }
    }
}
