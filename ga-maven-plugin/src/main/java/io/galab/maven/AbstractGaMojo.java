package io.galab.maven;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.AlgorithmFailure;
import io.galab.experiment.ExecutorFailure;
import io.galab.lab.Console;
import io.galab.lab.Outcome;
import io.galab.lab.Session;
import io.galab.puzzle.LocatedException;
import io.galab.report.Format;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What every galab goal shares: the {@code ga.*} properties (docs/maven-plugin.md), the class
 * loader that sees the project's own algorithms, and turning engine errors into Maven errors. The
 * goals only adapt Maven to a {@link Session}; the engine does the work.
 *
 * <p>As in jacoco's {@code AbstractJacocoMojo}, {@link #execute()} is final: it handles {@code ga.skip},
 * builds the session over a class loader of the project's classpath, calls the goal's own
 * {@link #executeGoal(Session)}, and closes the class loader afterwards.
 */
abstract class AbstractGaMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    protected MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    protected MavenSession mavenSession;

    /** Skip the goal. */
    @Parameter(property = "ga.skip", defaultValue = "false")
    protected boolean skip;

    /** The folder holding the experiment specs ({@code *.yaml}). */
    @Parameter(property = "ga.specDirectory", defaultValue = "${project.basedir}/experiment-specs")
    protected File specDirectory;

    /** Comma-separated spec names or globs to select; all specs when empty. */
    @Parameter(property = "ga.specs")
    protected String specs;

    /** Where reports go: {@code <outputDirectory>/<spec>/}. */
    @Parameter(property = "ga.outputDirectory", defaultValue = "${project.build.directory}/ga-reports")
    protected File outputDirectory;

    /**
     * Where {@code ga:baseline} writes {@code <spec>.csv}; when not set, the file the spec's baseline gate reads,
     * or {@code baselines/} beside the spec without such a gate. Set, it must be where the gate reads.
     */
    @Parameter(property = "ga.baselineDirectory")
    protected File baselineDirectory;

    /**
     * Let sequential gates stop a cell once its verdict is settled ({@code sequential: curtail} in a spec);
     * {@code false} makes every run of every cell, for a full reproduction (docs/gates.md, "A full run").
     */
    @Parameter(property = "ga.sequential", defaultValue = "true")
    protected boolean sequential;

    /** Worker threads; 0 means the number of available processors. */
    @Parameter(property = "ga.threads", defaultValue = "0")
    protected int threads;

    /** Overrides every spec's runs, for a quick try. */
    @Parameter(property = "ga.runs")
    protected Integer runs;

    /** Reuse the runs already in each spec's journal. */
    @Parameter(property = "ga.resume", defaultValue = "true")
    protected boolean resume;

    /**
     * Where runs execute: {@code local} (a thread pool), or the name of an executor added as a plugin
     * dependency (see docs/scale-out.md).
     */
    @Parameter(property = "ga.executor", defaultValue = "local")
    protected String executor;

    /**
     * Wait for a spec's output folder that another run (another build, or the CLI) holds; when false,
     * the goal fails at once, naming the holder.
     */
    @Parameter(property = "ga.wait", defaultValue = "true")
    protected boolean waitForFolder;

    /** Allow puzzle files outside the project's base directory. */
    @Parameter(property = "ga.allowOutside", defaultValue = "false")
    protected boolean allowOutside;

    /**
     * The reports to write: any of html, csv, junit and md, and the exports benchmark-json, ioh, latex and svg
     * (docs/reading-the-report.md, "Reports" and "Exports").
     */
    @Parameter(property = "ga.formats", defaultValue = "html,csv,junit,md")
    protected String formats;

    /** Log every passing gate and every warning (also on with Maven's -X). */
    @Parameter(property = "ga.verbose", defaultValue = "false")
    protected boolean verbose;

    /**
     * The solver-quality history: one record per gated cell per build (docs/gates.md,
     * "Solver-quality trend"). By default it is {@code ga-history.csv} in the output folder
     * ({@code target/ga-reports/}), so that a build leaves the checkout clean; CI keeps it between
     * builds with its cache (sample-project's workflow), and a file named here keeps it elsewhere.
     */
    @Parameter(property = "ga.historyFile")
    protected File historyFile;

    /** Keep the history at all. */
    @Parameter(property = "ga.history", defaultValue = "true")
    protected boolean history;

    /**
     * A gated cell without a baseline (no file, or no row for it) fails the gate instead of warning.
     * Unset: true when the environment variable {@code CI} is {@code true} (docs/gates.md,
     * "Baselines on CI"); {@code false} turns the check off on CI too.
     */
    @Parameter(property = "ga.requireBaselines")
    protected Boolean requireBaselines;

    /**
     * Skips the goal under {@code ga.skip}; otherwise runs {@link #executeGoal} on the session these
     * properties describe, over the project's own algorithms, and closes the project's class loader.
     */
    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("galab: skipped (ga.skip)");
            return;
        }
        if (!specDirectory.exists() && mavenSession.getProjects().size() > 1) {
            // a multi-module build: the goal acts in the modules that hold specs and passes over the others (the
            // parent pom, the solver's modules); a build in which no module holds any is still an error
            List<MavenProject> all = mavenSession.getProjects();
            Path relative = project.getBasedir().toPath().toAbsolutePath().relativize(
                    specDirectory.toPath().toAbsolutePath());
            boolean any = all.stream().anyMatch(p -> Files.exists(p.getBasedir().toPath().resolve(relative)));
            if (any || all.get(all.size() - 1) != project) {
                getLog().info("galab: no specs in module '" + project.getArtifactId() + "' (" + relative
                        + "); the goal runs in the modules that hold them");
                return;
            }
            throw new MojoExecutionException("no module of this build holds specs: each module's specs are read"
                    + " from its " + relative + " folder (ga.specDirectory); see docs/maven-plugin.md,"
                    + " \"Multi-module projects\"");
        }
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader loader = projectClassLoader()) {
            // the project's operators are found through this thread's loader, as its algorithms through loader
            thread.setContextClassLoader(loader);
            executeGoal(session(loader));
        } catch (IOException e) {
            getLog().warn("cannot close the project's class loader: " + e.getMessage());
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /** The goal's own work on the session. */
    protected abstract void executeGoal(Session session) throws MojoExecutionException, MojoFailureException;

    /**
     * The reactor's top folder, where a multi-module project's declared inputs may lie (docs/maven-plugin.md,
     * "Inputs in a multi-module project"): the highest of Maven's {@code maven.multiModuleProjectDirectory}, the
     * top project's folder and the local parents' folders that holds this project's, else this project's.
     */
    private java.nio.file.Path reactorTop() {
        java.nio.file.Path here = project.getBasedir().toPath().toAbsolutePath().normalize();
        List<java.io.File> candidates = new java.util.ArrayList<>();
        candidates.add(mavenSession.getRequest().getMultiModuleProjectDirectory());
        if (mavenSession.getTopLevelProject() != null) {
            candidates.add(mavenSession.getTopLevelProject().getBasedir());
        }
        // the local parents (a module built with -f module/pom.xml still has its parent's folder)
        for (org.apache.maven.project.MavenProject p = project.getParent(); p != null; p = p.getParent()) {
            candidates.add(p.getBasedir());
        }
        java.nio.file.Path top = here;
        for (java.io.File c : candidates) {
            if (c != null) {
                java.nio.file.Path path = c.toPath().toAbsolutePath().normalize();
                if (here.startsWith(path) && path.getNameCount() < top.getNameCount()) {
                    top = path;
                }
            }
        }
        return top;
    }

    /** The session these properties describe, over the algorithms {@code loader} finds. */
    private Session session(ClassLoader loader) throws MojoExecutionException {
        List<String> selectors = specs == null || specs.isBlank() ? List.of()
                : Arrays.stream(specs.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
        try {
            return Session.builder(algorithms(loader), specDirectory.toPath())
                    .selectors(selectors)
                    // not set: the file the spec's gates read, else baselines/ beside the spec
                    .folders(outputDirectory.toPath(), baselineDirectory == null ? null : baselineDirectory.toPath())
                    .threads(threads > 0 ? threads : Runtime.getRuntime().availableProcessors())
                    .runs(runs)
                    .resume(resume)
                    .full(!sequential)
                    .puzzleRoot(project.getBasedir().toPath(), allowOutside)
                    .inputsRoot(reactorTop())
                    .waitForFolder(waitForFolder)
                    .formats(Format.parse(formats))
                    .verbose(verbose || getLog().isDebugEnabled())
                    .executor(executor, executorSettings())
                    .history(history, historyFile == null ? null : historyFile.toPath())
                    .requireBaselines(Session.Builder.requireBaselines(requireBaselines, System.getenv()))
                    .build();
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    /**
     * The project's and the session's {@code ga.spark.*} and {@code spark.*} properties (the session's
     * win), handed to the executor: {@code -Dga.spark.master=spark://host:7077}, for example.
     */
    private Map<String, String> executorSettings() {
        Map<String, String> settings = new TreeMap<>();
        for (Properties props : List.of(project.getProperties(), mavenSession.getUserProperties())) {
            for (String key : props.stringPropertyNames()) {
                if (key.startsWith("ga.spark.") || key.startsWith("spark.")) {
                    settings.put(key, props.getProperty(key));
                }
            }
        }
        return settings;
    }

    /**
     * A class loader over the project's (test) classpath elements whose parent is the plugin's loader,
     * so user algorithms link against the plugin's copy of the engine. The caller closes it.
     */
    private URLClassLoader projectClassLoader() throws MojoExecutionException {
        List<URL> urls = new ArrayList<>();
        try {
            for (String element : project.getTestClasspathElements()) {
                urls.add(new File(element).toURI().toURL());
            }
        } catch (DependencyResolutionRequiredException | MalformedURLException e) {
            throw new MojoExecutionException("cannot read the project's classpath: " + e.getMessage(), e);
        }
        return new URLClassLoader(urls.toArray(new URL[0]), getClass().getClassLoader());
    }

    /** The algorithms on the project's classpath. */
    private static Algorithms algorithms(ClassLoader loader) throws MojoExecutionException {
        try {
            return Algorithms.load(loader);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    /** Work on the engine that may fail: a spec, I/O or interruption. */
    @FunctionalInterface
    protected interface EngineCall<T> {
        T call() throws IOException, InterruptedException;
    }

    /**
     * Runs engine work and turns its errors into a {@code MojoExecutionException} that keeps the cause
     * (so that {@code mvn -e} shows it): bad input (a located error, a bad value, an unreadable or
     * unwritable file) with the engine's message, an interruption (the finished runs stay in the
     * journal), and any other exception as an internal error with its stack trace in the log. A
     * refused input in the outcome is a {@code MojoExecutionException} too, with {@code hint} after its
     * lines.
     */
    protected Outcome engine(String hint, EngineCall<Outcome> call) throws MojoExecutionException {
        Outcome outcome = engineCall(call);
        if (outcome.status() == Outcome.Status.REFUSED) {
            String message = String.join("\n", outcome.problems());
            throw new MojoExecutionException(message + uncompiled(message) + (hint.isEmpty() ? "" : "\n" + hint));
        }
        return outcome;
    }

    /**
     * When an algorithm is unknown and the project has sources but no compiled classes (after
     * {@code mvn clean}), the reason: the project's own algorithms are found on its compiled classes.
     */
    String uncompiled(String message) {
        File classes = new File(project.getBuild().getOutputDirectory());
        boolean sources = project.getCompileSourceRoots().stream().anyMatch(root -> new File(root).isDirectory());
        if (message.contains("unknown algorithm") && sources && !classes.isDirectory()) {
            return "\nThe project's own algorithms are found on its compiled classes, and " + classes
                    + " does not exist: compile the project first (mvn compile ga:validate, or mvn verify)";
        }
        return "";
    }

    private <T> T engineCall(EngineCall<T> call) throws MojoExecutionException {
        try {
            return call.call();
        } catch (LocatedException | IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage() + uncompiled(String.valueOf(e.getMessage())), e);
        } catch (IOException | UncheckedIOException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException("interrupted; the finished runs are kept in the journal", e);
        } catch (ExecutorFailure e) {
            // the cluster's failure, not galab's: its message says what the cluster said and how to resume
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (AlgorithmFailure e) {
            // a user's algorithm failed: its author needs its stack trace, galab's maintainers do not
            getLog().error(e.getMessage(), e.getCause());
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (RuntimeException e) {
            getLog().error("galab: internal error, please report it with this stack trace", e);
            throw new MojoExecutionException("galab: internal error, please report: " + e, e);
        }
    }

    /** The Maven log as a session's console. */
    protected Console console() {
        return new Console() {
            @Override
            public void info(String line) {
                getLog().info(line);
            }

            @Override
            public void warn(String line) {
                getLog().warn(line);
            }

            @Override
            public void error(String line) {
                getLog().error(line);
            }
        };
    }
}
