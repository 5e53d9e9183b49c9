package io.galab.experiment;

import io.galab.experiment.spec.Globs;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Parameters;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Suggestions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A spec expanded into cells: every (puzzle, variant, parameter point), in spec order — puzzles in
 * the order of their sources and ids, then variants, then sweep points (the first sweep key varies
 * slowest). Immutable.
 */
public final class Plan {

    /** Most cells a spec may expand to. */
    public static final int MAX_CELLS = 100_000;
    /** Most runs a spec may ask for in all. */
    public static final long MAX_TOTAL_RUNS = 10_000_000L;

    /**
     * Options that change how a spec is planned.
     *
     * @param full every run of every cell, sequential gates off (a reproduction: {@code --full},
     *             {@code -Dga.sequential=false}); the gates then judge the full counts
     */
    public record Options(Integer runsOverride, Path root, boolean allowOutsideRoot, boolean full) {
        public Options(Integer runsOverride, Path root, boolean allowOutsideRoot) {
            this(runsOverride, root, allowOutsideRoot, false);
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

    private Plan(Spec spec, int runs, List<Puzzle> puzzles, List<Cell> cells, List<String> warnings,
            Map<String, Spec.PuzzleSource> sources, Options options) {
        this.sources = Map.copyOf(sources);
        this.options = options;
        this.spec = spec;
        this.runs = runs;
        this.puzzles = List.copyOf(puzzles);
        this.cells = List.copyOf(cells);
        Fingerprints prints = Fingerprints.of(spec, cells);
        this.fingerprint = prints.plan();
        this.cellFingerprints = prints.cells();
        this.headFingerprint = prints.head();
        this.codeFingerprints = Map.copyOf(prints.code());
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
        long pointCount = 1;
        for (List<Object> values : spec.sweep().values()) {
            pointCount = Math.min(pointCount * values.size(), Long.MAX_VALUE / 1_000_000_000L);
        }
        long cellCount = (long) puzzles.size() * spec.variants().size() * pointCount;
        if (cellCount > MAX_CELLS) {
            throw new SpecException(spec.file().toString(), 1, 1, "the spec expands to " + cellCount + " cells ("
                    + puzzles.size() + " puzzles × " + spec.variants().size() + " variants × " + pointCount
                    + " sweep points); the limit is " + MAX_CELLS);
        }
        List<Map<String, Object>> points = spec.points();
        if (cellCount * runs > MAX_TOTAL_RUNS) {
            throw new SpecException(spec.file().toString(), 1, 1, "the spec asks for " + cellCount * runs + " runs ("
                    + cellCount + " cells × " + runs + " runs); the limit is " + MAX_TOTAL_RUNS);
        }
        List<Cell> cells = new ArrayList<>();
        // each variant's first refused puzzle and the count it refuses, so that every such variant is named at once
        Map<Spec.Variant, String[]> refused = new LinkedHashMap<>();
        Map<Spec.Variant, Set<String>> refusedPuzzles = new HashMap<>();
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
                    String refusal = algorithm.refusal(puzzle, parameters);
                    if (refusal != null) {
                        refused.putIfAbsent(variant, new String[] {puzzle.id(), refusal});
                        refusedPuzzles.computeIfAbsent(variant, v -> new LinkedHashSet<>()).add(puzzle.id());
                        continue;
                    }
                    given.removeAll(algorithm.setupParameters());
                    cells.add(new Cell(cells.size(), puzzle, variant, algorithm, parameters, parameters.text(given),
                            parameters.text(points.get(k).keySet())));
                }
            }
        }
        if (!refused.isEmpty()) {
            List<SpecException> errors = new ArrayList<>();
            refused.forEach((variant, first) -> {
                Spec.Location at = variant.at() != null ? variant.at()
                        : new Spec.Location(spec.file().toString(), 1, 1);
                int others = refusedPuzzles.get(variant).size() - 1;
                errors.add(new SpecException(at.file(), at.line(), at.column(), "variant '" + variant.name()
                        + "' cannot run puzzle " + first[0] + (others == 0 ? "" : " (nor " + others + " other puzzle"
                        + (others == 1 ? "" : "s") + " of the spec)") + ": " + first[1] + "; give the variant a"
                        + " 'puzzles' filter to run it on the others"));
            });
            throw SpecException.of(errors);
        }
        for (Spec.Variant variant : spec.variants()) {
            Algorithm algorithm = algorithms.get(variant.algorithm());
            for (Parameters p : variant.settings()) {
                for (Path file : algorithm.files(p)) {
                    if (!options.allowOutsideRoot()) {
                        try {
                            Confinement.check(file, options.root() != null ? options.root()
                                    : spec.file().toAbsolutePath().getParent(), "program of variant '"
                                    + variant.name() + "'");
                        } catch (IllegalArgumentException e) {
                            Spec.Location at = variant.at() != null ? variant.at()
                                    : new Spec.Location(spec.file().toString(), 1, 1);
                            throw new SpecException(at.file(), at.line(), at.column(), e.getMessage());
                        }
                    }
                }
            }
        }
        checkVariantsMatch(spec, puzzles);
        Budget budget = spec.budget();
        boolean ownRuns = cells.stream().anyMatch(c -> !c.algorithm().externalProgram());
        boolean programs = cells.stream().anyMatch(c -> c.algorithm().externalProgram());
        if (budget.maxSeconds() > 0 && (budget.maxGenerations() > 0 || budget.maxEvaluations() > 0) && ownRuns) {
            // an external program needs the time limit; galab's own runs are reproducible only without it
            warnings.add(spec.file() + ": budget: maxSeconds " + Numbers.report(budget.maxSeconds()) + " beside "
                    + (budget.maxGenerations() > 0 ? "maxGenerations" : "maxEvaluations") + ": a run that reaches"
                    + " the time limit first stops where the machine's speed put it, so the runs are no longer"
                    + " reproducible from their seeds (docs/experiments.md, \"Cells, parameters and seeds\"); "
                    + (programs ? "the external variants need maxSeconds, so keep it as a safety bound well above"
                            + " galab's runs' times" : "drop maxSeconds, or keep it as a safety bound well above the"
                            + " runs' times"));
        }
        checkGatesMatch(spec, cells);
        return new Plan(spec, runs, puzzles, cells, warnings, sources, options);
    }

    /** A variant whose puzzle filter matches no puzzle would run nothing: an error at the variant. */
    private static void checkVariantsMatch(Spec spec, List<Puzzle> puzzles) {
        for (Spec.Variant v : spec.variants()) {
            if (puzzles.stream().noneMatch(p -> v.runsOn(p.id()))) {
                Spec.Location at = v.at();
                throw new SpecException(at.file(), at.line(), at.column(), "variant '" + v.name() + "': key 'puzzles' "
                        + v.puzzles() + " matches none of the spec's " + puzzles.size() + " puzzles");
            }
        }
    }

    /**
     * A gate whose filters match no cell would pass without checking anything, so it is an error at
     * the gate, naming the filter that matches nothing and the nearest id or name.
     */
    private static void checkGatesMatch(Spec spec, List<Cell> cells) {
        Set<String> puzzleIds = new LinkedHashSet<>();
        Set<String> variantNames = new LinkedHashSet<>();
        for (Cell c : cells) {
            puzzleIds.add(c.puzzle().id());
            variantNames.add(c.variant().name());
        }
        for (Spec.Gate gate : spec.gates()) {
            Spec.GateScope scope = gate.scope();
            boolean matched = cells.stream().anyMatch(c -> checks(gate, c));
            if (!matched) {
                String why = unmatched("puzzles", scope.puzzles(), puzzleIds);
                if (why.isEmpty()) {
                    why = unmatched("variants", scope.variants(), variantNames);
                }
                Spec.Location at = scope.at();
                throw new SpecException(at.file(), at.line(), at.column(), "gate '" + gate.describe()
                        + "' matches no cell of the spec" + (why.isEmpty() ? " (no cell has both its puzzle and its"
                        + " variant)" : ": " + why) + "; a gate that matches nothing would check nothing");
            }
        }
    }

    /** "key 'variants': 'baselin' matches nothing; did you mean 'baseline'?", or "" when every glob matches. */
    private static String unmatched(String key, List<String> globs, Set<String> names) {
        for (String glob : globs) {
            if (names.stream().noneMatch(n -> Globs.matchesAny(List.of(glob), n))) {
                String suggestion = Suggestions.closest(glob, names);
                return "key '" + key + "': '" + glob + "' matches nothing" + (suggestion != null ? "; did you mean '"
                        + suggestion + "'?" : "; there are " + String.join(", ", names.stream().limit(20).toList())
                        + (names.size() > 20 ? ", …" : ""));
            }
        }
        return "";
    }

    // ------------------------------------------------------------------ accessors

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
        if (!options.allowOutsideRoot()) {
            Confinement.check(file, options.root() != null ? options.root() : spec.file().toAbsolutePath().getParent(),
                    what);
        }
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

    /** What planning found worth saying but not refusing: puzzles with several solutions, for one. */
    public List<String> warnings() {
        return warnings;
    }

    /** "12 cells × 15 runs = 180 runs". */
    public String describe() {
        return cells.size() + " cells × " + runs + " runs = " + totalRuns() + " runs";
    }
}
