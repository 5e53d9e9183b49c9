package io.galab.experiment;

import io.galab.experiment.spec.Globs;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Parameters;
import io.galab.puzzle.Puzzle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A spec expanded into cells: every (puzzle, variant, parameter point), in spec order — puzzles in
 * the order of their sources and ids, then variants, then sweep points (the first sweep key varies
 * slowest). Immutable. What the expansion must satisfy is checked by {@link PlanChecks}.
 */
public final class Plan {

    /** Most cells a spec may expand to. */
    public static final int MAX_CELLS = 100_000;
    /** Most runs a spec may ask for in all. */
    public static final long MAX_TOTAL_RUNS = 10_000_000L;

    /**
     * Options that change how a spec is planned.
     *
     * @param full       every run of every cell, sequential gates off (a reproduction: {@code --full},
     *                   {@code -Dga.sequential=false}); the gates then judge the full counts
     * @param inputsRoot the folder a spec's declared input files may lie anywhere under (a reactor's top folder, a
     *                   git work tree's root), or null: the project root, as every other file
     */
    public record Options(Integer runsOverride, Path root, boolean allowOutsideRoot, boolean full, Path inputsRoot) {
        public Options(Integer runsOverride, Path root, boolean allowOutsideRoot) {
            this(runsOverride, root, allowOutsideRoot, false, null);
        }

        public Options(Integer runsOverride, Path root, boolean allowOutsideRoot, boolean full) {
            this(runsOverride, root, allowOutsideRoot, full, null);
        }

        public static Options defaults() {
            return new Options(null, null, false);
        }
    }

    /**
     * One cell.
     *
     * @param index      position in the plan
     * @param puzzle     the puzzle
     * @param variant    the variant
     * @param algorithm  its algorithm
     * @param parameters resolved parameters (defaults filled in)
     * @param params     canonical form of the parameters the spec sets (variant params and sweep point)
     * @param point      canonical form of the sweep point alone ("" without a sweep)
     */
    public record Cell(int index, Puzzle puzzle, Spec.Variant variant, Algorithm algorithm, Parameters parameters,
            String params, String point) {

        /**
         * True when parameters stored as text ({@code name=value;…}, as baselines, the history and
         * published numbers hold them) are this cell's: they resolve to the same parameters, whatever
         * their spelling (an alias, {@code 0.10} for {@code 0.1}, {@code 20.0} for an int, a default
         * written out, another order). Text that does not resolve (an unknown name, a value out of
         * range) matches no cell: see {@link #readable(String)}.
         */
        public boolean matches(String stored) {
            if (stored.equals(params)) {
                return true;
            }
            try {
                return algorithm.parameters(withSetup(stored), puzzle).equals(parameters);
            } catch (IllegalArgumentException e) {
                return false;
            }
        }

        /** Stored text read back, with this cell's setup parameters, which the text form leaves out. */
        private Map<String, Object> withSetup(String stored) {
            Map<String, Object> given = Parameters.parseText(stored);
            for (String name : algorithm.setupParameters()) {
                given.put(name, parameters.asMap().get(name));
            }
            return given;
        }

        /** Null when stored parameters resolve for this cell's algorithm, else why not. */
        public String readable(String stored) {
            try {
                algorithm.parameters(withSetup(stored));
                return null;
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }
    }


    private final Spec spec;
    private final int runs;
    private final List<Puzzle> puzzles;
    private final Options options;
    /** Each puzzle's source, by id: the set or file as the spec names it. */
    private final Map<String, Spec.PuzzleSource> sources;
    private final List<Cell> cells;
    private final String fingerprint;
    /** Per cell, by index: the hash of what determines that cell's runs ({@link #cellFingerprint}). */
    private final String[] cellFingerprints;
    private final List<String> warnings;
    private final boolean[] sequential;
    /** The hash of the spec's name, seed and budget; each variant's code hash ({@link Fingerprints}). */
    private final String headFingerprint;
    private final Map<String, String> codeFingerprints;
    private final Map<String, java.util.SortedMap<String, String>> codeFiles;
    /** What the variants declare they read besides the class path, as the fingerprint hashed it. */
    private final DeclaredInputs declared;

    private Plan(Spec spec, int runs, List<Puzzle> puzzles, List<Cell> cells, List<String> warnings,
            Map<String, Spec.PuzzleSource> sources, Options options, Inputs.Read inputs) {
        this.sources = Map.copyOf(sources);
        this.options = options;
        this.spec = spec;
        this.runs = runs;
        this.puzzles = List.copyOf(puzzles);
        this.cells = List.copyOf(cells);
        Fingerprints prints = Fingerprints.of(spec, cells, inputs.byVariant());
        this.declared = inputs.all();
        this.fingerprint = prints.plan();
        this.cellFingerprints = prints.cells();
        this.headFingerprint = prints.head();
        this.codeFingerprints = Map.copyOf(prints.code());
        this.codeFiles = Map.copyOf(prints.files());
        List<String> all = new ArrayList<>(warnings);
        all.addAll(prints.warnings());
        this.warnings = List.copyOf(all);
        this.sequential = new boolean[cells.size()];
        for (Cell c : cells) {
            List<Spec.Gate> on = gatesOn(c).stream().filter(g -> !g.acrossBuilds()).toList();
            sequential[c.index()] = !options.full() && !on.isEmpty()
                    && on.stream().allMatch(g -> g.scope().sequential() != Spec.Sequential.OFF);
        }
    }

    /** The spec's gates that check this cell, in spec order. */
    public List<Spec.Gate> gatesOn(Cell cell) {
        return spec.gates().stream().filter(g -> checks(g, cell)).toList();
    }

    /** True when the gate's puzzle and variant filters both let the cell through. */
    public static boolean checks(Spec.Gate gate, Cell cell) {
        Spec.GateScope scope = gate.scope();
        return Globs.matchesAny(scope.puzzles(), cell.puzzle().id()) && Globs.matchesAny(scope.variants(),
                cell.variant().name());
    }

    /**
     * True when the cell may stop before {@link #runs()}: it is checked by at least one gate, and every
     * gate that checks it is sequential (a fixed-n gate needs all runs; trend gates do not count). Such a cell runs in
     * batches of
     * {@link #batch(Cell)} in run order (docs/gates.md, "Sequential gates").
     */
    public boolean sequential(Cell cell) {
        return sequential[cell.index()];
    }

    /** The runs made between two looks at a cell's gates: the spec's batch size, or all runs. */
    public int batch(Cell cell) {
        return sequential(cell) ? Math.min(spec.batchSize(), runs) : runs;
    }

    /** Expands a spec; resolves its puzzles and parameters. */
    public static Plan of(Spec spec, Algorithms algorithms, Options options) {
        int runs = options.runsOverride() != null ? options.runsOverride() : spec.runs();
        if (runs < 1 || runs > Spec.MAX_RUNS) {
            throw new SpecException(spec.file().toString(), 1, 1, "runs override must be from 1 to "
                    + Spec.MAX_RUNS + ", was " + runs);
        }
        List<String> warnings = new ArrayList<>();
        Map<String, Spec.PuzzleSource> sources = new LinkedHashMap<>();
        List<Puzzle> puzzles = PuzzleSources.resolve(spec, options.root(), options.allowOutsideRoot(), warnings,
                sources);
        PlanChecks.limits(spec, puzzles.size(), runs);
        List<Map<String, Object>> points = spec.points();
        List<Cell> cells = new ArrayList<>();
        PlanChecks.Refusals refusals = new PlanChecks.Refusals();
        for (Puzzle puzzle : puzzles) {
            for (Spec.Variant variant : spec.variants()) {
                if (!variant.runsOn(puzzle.id())) {
                    continue;
                }
                Algorithm algorithm = algorithms.get(variant.algorithm());
                for (int k = 0; k < points.size(); k++) {
                    Set<String> given = new TreeSet<>(variant.params().keySet());
                    given.addAll(points.get(k).keySet());
                    // the variant's parameters as the spec loader resolved them, once, for this point, with the
                    // algorithm's defaults for the puzzle's size where the spec gives no value
                    Parameters parameters = variant.settings().get(k)
                            .sized(algorithm.sizeDefaults(puzzle.geometry()), given);
                    String refusal = io.galab.algorithm.ShapeNeed.refusal(algorithm, puzzle, parameters);
                    if (refusal != null) {
                        refusals.add(variant, puzzle.id(), refusal);
                        continue;
                    }
                    given.removeAll(algorithm.setupParameters());
                    cells.add(new Cell(cells.size(), puzzle, variant, algorithm, parameters, parameters.text(given),
                            parameters.text(points.get(k).keySet())));
                }
            }
        }
        refusals.check(spec);
        PlanChecks.programsConfined(spec, algorithms, options);
        PlanChecks.variantsMatch(spec, puzzles);
        String budgetWarning = PlanChecks.budgetWarning(spec, cells);
        if (budgetWarning != null) {
            warnings.add(budgetWarning);
        }
        PlanChecks.gatesMatch(spec, cells);
        return new Plan(spec, runs, puzzles, cells, warnings, sources, options, Inputs.of(spec, options));
    }

    // ------------------------------------------------------------------ accessors

    /** What the variants declare they read besides the class path, as the fingerprint hashed it. */
    public DeclaredInputs declared() {
        return declared;
    }

    public Spec spec() {
        return spec;
    }

    /** Runs per cell (the spec's, or the override). */
    public int runs() {
        return runs;
    }

    public List<Puzzle> puzzles() {
        return puzzles;
    }

    /**
     * Checks that a file read or written on the spec's behalf lies inside the project: the plan's root,
     * or the spec's folder when it has none ({@link Confinement}); nothing when the plan allows outside.
     */
    public void confine(Path file, String what) {
        PlanChecks.confine(spec, options, file, what);
    }

    /** The puzzle's source: its built-in set or file, as the spec names it. */
    public String source(Puzzle puzzle) {
        Spec.PuzzleSource s = sources.get(puzzle.id());
        return s == null ? "" : s.set();
    }

    /** The puzzle's source entry as the spec gives it (set or file, count and seed), or null for none. */
    public Spec.PuzzleSource puzzleSource(Puzzle puzzle) {
        return sources.get(puzzle.id());
    }

    /**
     * The gate's pools, in plan order: each a list of the cells one verdict sums (docs/gates.md, "Gates
     * over a set"). Per cell, every checked cell is a pool of its own; over a set, the cells of one variant
     * and parameter point on one source's puzzles; over a variant, all of one variant's cells at one point.
     */
    public List<List<Cell>> pools(Spec.Gate gate) {
        Map<String, List<Cell>> pools = new LinkedHashMap<>();
        for (Cell c : cells) {
            if (checks(gate, c)) {
                String key = switch (gate.scope().over()) {
                    case CELL -> Integer.toString(c.index());
                    case SET -> source(c.puzzle()) + '\0' + c.variant().name() + '\0' + c.params();
                    case VARIANT -> c.variant().name() + '\0' + c.params();
                };
                pools.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
            }
        }
        return List.copyOf(pools.values());
    }

    public List<Cell> cells() {
        return cells;
    }

    public long totalRuns() {
        return (long) cells.size() * runs;
    }

    /** The seed of run {@code run} of a cell (see {@link Seeds}). */
    public long seed(Cell cell, int run) {
        return Seeds.runSeed(Seeds.stream(spec.seed(), cell.variant().seedStream()), cell.puzzle().id(), run);
    }

    /**
     * A hash of everything that determines the runs' results: spec name, seed, budget, the compiled
     * code of the algorithms, and per cell the puzzle's givens, the algorithm and all its resolved
     * parameters. A journal is resumed only under the same fingerprint. The number of runs is not part
     * of it: a journal of fewer runs is resumed by a spec with more.
     */
    public String fingerprint() {
        return fingerprint;
    }

    /**
     * A hash of what determines one cell's runs: the spec's name, seed and budget, the puzzle's id and
     * givens, the variant's name, its algorithm and resolved parameters, and the code its runs can load (the
     * algorithm's class and the closure of the classes it references, {@link CodeFingerprint}). The journal
     * keeps each run under its cell's, so a change to one algorithm's code (or to any code it calls) redoes
     * that algorithm's cells only (docs/experiments.md, "What the fingerprint covers").
     */
    public String cellFingerprint(Cell cell) {
        return cellFingerprints[cell.index()];
    }

    /** A hash of the spec's name, seed and budget: what every cell's fingerprint shares. */
    public String headFingerprint() {
        return headFingerprint;
    }

    /** The hash of the code a variant's runs can load ({@link CodeFingerprint}), by variant name. */
    public Map<String, String> codeFingerprints() {
        return codeFingerprints;
    }

    /**
     * Each code hash of {@link #codeFingerprints()} with the files it covers ("entry!path" → 16 hex digits), so
     * that a journal of other code can name what changed.
     */
    public Map<String, java.util.SortedMap<String, String>> codeFiles() {
        return codeFiles;
    }

    /** What planning found worth saying but not refusing: puzzles with several solutions, for one. */
    public List<String> warnings() {
        return warnings;
    }

    /** "12 cells × 15 runs = 180 runs". */
    public String describe() {
        return cells.size() + " cells × " + runs + " runs = " + totalRuns() + " runs";
    }
}
