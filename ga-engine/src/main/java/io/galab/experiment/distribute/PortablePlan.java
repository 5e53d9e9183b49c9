package io.galab.experiment.distribute;

import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.Plan;
import io.galab.experiment.PlannedRun;
import io.galab.experiment.RunMaker;
import io.galab.experiment.RunRecord;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameters;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Variant;
import io.galab.puzzle.Kind;
import io.galab.puzzle.Puzzle;
import io.galab.experiment.DeclaredInputs;
import io.galab.experiment.Hashes;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a remote worker needs of a {@link Plan} to make any of its runs, in a serializable form: per
 * cell the algorithm's class, the cell's {@link Parameters} as the spec loader resolved them (shipped as
 * they are, not resolved again on the worker) and the puzzle's givens; and the budget.
 * A worker rebuilds the cells once (algorithms by their public no-argument constructor, found through
 * the thread's context class loader) and then makes runs with {@link io.galab.experiment.RunMaker#execute(Plan,
 * ConvergenceGrid, PlannedRun)}, so a record made
 * remotely equals the record the local pool makes, apart from {@code millis}.
 */
public final class PortablePlan implements Serializable {

    private static final long serialVersionUID = 3L;

    private record PortableCell(String algorithmClass, String algorithmId, Parameters parameters,
            String kind, int boxSize, Variant variant, String puzzleId, int[] givens) implements Serializable {
    }

    private final String specName;
    private final long maxGenerations;
    private final long maxEvaluations;
    private final double maxSeconds;
    private final List<PortableCell> cells;
    /** The declared input files, with their bytes as hashed, by their path relative to the working folder. */
    private final List<ShippedFile> files;
    /** The declared environment variables and system properties, with the plan's values (null: unset). */
    private final TreeMap<String, String> environment;
    private final TreeMap<String, String> properties;
    private transient volatile Rebuilt rebuilt;

    /** A declared input file as shipped: its path relative to the working folder, its path where planned, bytes. */
    private record ShippedFile(String name, String planned, byte[] bytes, String hash) implements Serializable {
    }

    private record Rebuilt(Algorithm[] algorithms, Puzzle[] puzzles, Parameters[] parameters, Budget budget,
            ConvergenceGrid grid) {
    }

    private PortablePlan(Plan plan) {
        this.specName = plan.spec().name();
        Budget b = plan.spec().budget();
        this.maxGenerations = b.maxGenerations();
        this.maxEvaluations = b.maxEvaluations();
        this.maxSeconds = b.maxSeconds();
        List<PortableCell> list = new ArrayList<>();
        for (Plan.Cell c : plan.cells()) {
            Puzzle p = c.puzzle();
            list.add(new PortableCell(c.algorithm().getClass().getName(), c.algorithm().id(),
                    c.parameters(), p.geometry().kind().name(), p.geometry().boxSize(), p.geometry().variant(), p.id(),
                    p.givens()));
        }
        this.cells = List.copyOf(list);
        DeclaredInputs declared = plan.declared();
        Path here = Path.of("").toAbsolutePath().normalize();
        List<ShippedFile> shipped = new ArrayList<>();
        for (Map.Entry<String, Path> f : declared.files().entrySet()) {
            Path file = f.getValue().toAbsolutePath().normalize();
            if (!file.startsWith(here)) {
                throw new IllegalArgumentException("spec " + specName + ": the declared input " + f.getKey() + " ("
                        + file + ") lies outside the working folder " + here + "; executors are given each declared"
                        + " input at its path relative to the working folder, so run galab from a folder that holds"
                        + " it (the project's, or the reactor's top folder)");
            }
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(file);
            } catch (IOException e) {
                throw new UncheckedIOException("spec " + specName + ": cannot read the declared input " + file, e);
            }
            String hash = declared.hashes().get(f.getKey());
            if (!Hashes.hex16(bytes).equals(hash)) {
                throw new IllegalStateException("spec " + specName + ": the declared input " + f.getKey()
                        + " changed after the plan hashed it; run again, so that the runs and the fingerprint see the"
                        + " same bytes");
            }
            shipped.add(new ShippedFile(here.relativize(file).toString().replace(file.getFileSystem().getSeparator(),
                    "/"), file.toString(), bytes, hash));
        }
        this.files = shipped;
        this.environment = new TreeMap<>(declared.environment());
        this.properties = new TreeMap<>(declared.properties());
    }

    /**
     * Gives this worker the declared inputs as the plan hashed them, once, before its first run: each file at its
     * path relative to the worker's working folder (written when missing, refused when a file there, or at the
     * path where the plan was made, has other bytes), each system property set to the plan's value, and each
     * environment variable checked (the executor sets them through {@code spark.executorEnv.*}; one a worker
     * cannot be given is refused). A run never reads another file or value than the one its fingerprint hashed.
     *
     * @throws IllegalStateException naming the input, when this worker holds another version of it
     */
    void place() {
        Path here = Path.of("").toAbsolutePath().normalize();
        for (ShippedFile f : files) {
            Path target = here.resolve(f.name()).normalize();
            try {
                if (!Files.exists(target)) {
                    Files.createDirectories(target.getParent());
                    Path tmp = Files.createTempFile(target.getParent(), ".galab-input-", ".tmp");
                    Files.write(tmp, f.bytes());
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                }
                for (Path copy : List.of(target, Path.of(f.planned()))) {
                    if (Files.isRegularFile(copy) && !Hashes.hex16(Files.readAllBytes(copy)).equals(f.hash())) {
                        throw new IllegalStateException("spec " + specName + ": the declared input " + f.name()
                                + " at " + copy + " on this worker differs from the one the plan hashed; remove or"
                                + " update it, so that the runs read what their fingerprint covers");
                    }
                }
            } catch (IOException e) {
                throw new IllegalStateException("spec " + specName + ": cannot give this worker the declared input "
                        + f.name() + " at " + target + ": " + e.getMessage(), e);
            }
        }
        for (Map.Entry<String, String> p : properties.entrySet()) {
            if (p.getValue() == null) {
                System.clearProperty(p.getKey());
            } else if (!p.getValue().equals(System.getProperty(p.getKey()))) {
                System.setProperty(p.getKey(), p.getValue());
            }
        }
        for (Map.Entry<String, String> e : environment.entrySet()) {
            String value = System.getenv(e.getKey());
            if (!java.util.Objects.equals(value, e.getValue())) {
                throw new IllegalStateException("spec " + specName + ": the declared environment variable "
                        + e.getKey() + " is " + shown(value) + " on this worker but " + shown(e.getValue())
                        + " where the plan was made; set it alike on the workers (an unset one cannot be passed"
                        + " through spark.executorEnv)");
            }
        }
    }

    private static String shown(String value) {
        return value == null ? "unset" : "'" + value + "'";
    }

    /** The portable form of a plan. */
    public static PortablePlan of(Plan plan) {
        return new PortablePlan(plan);
    }

    /** The classes of the plan's algorithms, whose code a remote worker must be given. */
    public static Set<Class<?>> algorithmClasses(Plan plan) {
        Set<Class<?>> classes = new LinkedHashSet<>();
        for (Plan.Cell c : plan.cells()) {
            classes.add(c.algorithm().getClass());
        }
        return classes;
    }

    public String specName() {
        return specName;
    }

    /**
     * Makes one run, as {@link io.galab.experiment.RunMaker#execute(Plan, ConvergenceGrid, PlannedRun)} does.
     *
     * @return the record, or null when the run was interrupted
     * @throws IllegalStateException when an algorithm class cannot be loaded on this worker, or reports
     *                               an invalid solution
     */
    public RunRecord execute(PlannedRun d) {
        Rebuilt r = rebuild();
        int c = d.cell();
        return RunMaker.execute(r.algorithms[c], r.puzzles[c], r.parameters[c], r.budget, r.grid, d);
    }

    private Rebuilt rebuild() {
        Rebuilt r = rebuilt;
        if (r != null) {
            return r;
        }
        synchronized (this) {
            if (rebuilt == null) {
                ClassLoader loader = Thread.currentThread().getContextClassLoader();
                if (loader == null) {
                    loader = PortablePlan.class.getClassLoader();
                }
                place();
                Map<String, Algorithm> byClass = new TreeMap<>();
                int n = cells.size();
                Algorithm[] algorithms = new Algorithm[n];
                Puzzle[] puzzles = new Puzzle[n];
                Parameters[] parameters = new Parameters[n];
                for (int i = 0; i < n; i++) {
                    PortableCell cell = cells.get(i);
                    Algorithm a = byClass.get(cell.algorithmClass());
                    if (a == null) {
                        a = instantiate(cell, loader);
                        byClass.put(cell.algorithmClass(), a);
                    }
                    algorithms[i] = a;
                    // the units travel with the cell: a Jigsaw's regions, a Windoku's windows (a kind alone would
                    // rebuild plain boxes)
                    Kind kind = Kind.valueOf(cell.kind());
                    Geometry geometry = kind.layout() == Kind.SUDOKU ? Geometry.of(cell.variant())
                            : Geometry.of(kind, cell.boxSize());
                    puzzles[i] = new Puzzle(cell.puzzleId(), geometry, cell.givens());
                    parameters[i] = cell.parameters();
                }
                Budget budget = new Budget(maxGenerations, maxEvaluations, maxSeconds);
                rebuilt = new Rebuilt(algorithms, puzzles, parameters, budget, ConvergenceGrid.of(budget));
            }
            return rebuilt;
        }
    }

    private Algorithm instantiate(PortableCell cell, ClassLoader loader) {
        try {
            Algorithm a = (Algorithm) Class.forName(cell.algorithmClass(), true, loader).getDeclaredConstructor()
                    .newInstance();
            if (!a.id().equals(cell.algorithmId())) {
                throw new IllegalArgumentException("class " + cell.algorithmClass() + " has id '" + a.id()
                        + "' on this worker, '" + cell.algorithmId() + "' where the plan was made");
            }
            return a;
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalArgumentException("spec " + specName + ": cannot load algorithm " + cell.algorithmId()
                    + " (" + cell.algorithmClass() + ") on this worker; ship the jar that holds it: " + e, e);
        }
    }
}
