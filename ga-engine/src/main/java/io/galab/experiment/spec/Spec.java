package io.galab.experiment.spec;

import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Parameters;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One experiment as declared in a YAML spec (docs/experiments.md, "Spec format"), checked and immutable. See
 * {@link SpecLoader} for the keys and {@link io.galab.experiment.Plan} for the cells it expands to.
 *
 * @param file      the spec file
 * @param name      names the report folder; {@code [a-z0-9][a-z0-9-]*}
 * @param title     a readable title, or ""
 * @param source    the publication or table reproduced, or ""
 * @param seed      the master seed
 * @param runs      runs per cell (at most: a cell under sequential gates may stop sooner)
 * @param batchSize runs per batch of a sequential cell; its gates are checked after each batch
 * @param budget    when a run stops unsolved
 * @param puzzles   where the puzzles come from
 * @param variants  algorithm configurations to compare
 * @param sweep     parameter values whose cartesian product applies to every variant, in spec order
 * @param gates     quality gates
 * @param published literature numbers shown next to galab's
 * @param checkSeconds how long the exact solver may look at each puzzle of the spec's own files, before
 *                  anything runs, for whether it has a solution (docs/experiments.md, "Hostile and broken
 *                  input"); 0: not at all
 * @param detail    whether the reports' tables and the CSV files of comparisons and convergence give a row per
 *                  cell or per puzzle set ({@code reports: {detail: …}}; docs/experiments.md, "Reports at
 *                  scale")
 */
public record Spec(Path file, String name, String title, String source, long seed, int runs, int batchSize,
        Budget budget, List<PuzzleSource> puzzles, List<Variant> variants, Map<String, List<Object>> sweep,
        List<Gate> gates, List<Published> published, double checkSeconds, Detail detail) {

    /** {@code reports: {detail: …}}: per cell up to a threshold of cells and per set past it, or always one. */
    public enum Detail {
        AUTO, CELLS, SETS
    }

    /** A spec whose reports follow the threshold ({@link Detail#AUTO}). */
    public Spec(Path file, String name, String title, String source, long seed, int runs, int batchSize,
            Budget budget, List<PuzzleSource> puzzles, List<Variant> variants, Map<String, List<Object>> sweep,
            List<Gate> gates, List<Published> published, double checkSeconds) {
        this(file, name, title, source, seed, runs, batchSize, budget, puzzles, variants, sweep, gates, published,
                checkSeconds, Detail.AUTO);
    }

    /** The exact solver's time per puzzle for the solvability check when the spec names none. */
    public static final double DEFAULT_CHECK_SECONDS = 2;

    /** Most runs per cell a spec may ask for. */
    public static final int MAX_RUNS = 1_000_000;

    /** The batch size of sequential cells when the spec names none. */
    public static final int DEFAULT_BATCH_SIZE = 10;

    public Spec {
        puzzles = List.copyOf(puzzles);
        variants = List.copyOf(variants);
        sweep = Collections.unmodifiableMap(new LinkedHashMap<>(sweep));
        gates = List.copyOf(gates);
        published = List.copyOf(published);
    }

    /** The sweep's cartesian product, in spec order; one empty point without a sweep. */
    public List<Map<String, Object>> points() {
        return points(sweep);
    }

    /** The cartesian product of {@code sweep}, in its order; one empty point for an empty sweep. */
    public static List<Map<String, Object>> points(Map<String, List<Object>> sweep) {
        List<Map<String, Object>> points = new java.util.ArrayList<>();
        points.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<Object>> e : sweep.entrySet()) {
            List<Map<String, Object>> next = new java.util.ArrayList<>();
            for (Map<String, Object> p : points) {
                for (Object v : e.getValue()) {
                    Map<String, Object> q = new LinkedHashMap<>(p);
                    q.put(e.getKey(), v);
                    next.add(q);
                }
            }
            points = next;
        }
        return points;
    }

    /** A place in the spec file. */
    public record Location(String file, int line, int column) {
        @Override
        public String toString() {
            return file + ":" + line + ":" + column;
        }
    }

    /**
     * A puzzle source: a built-in set or a file or folder relative to the spec, with optional id globs;
     * {@code count} and {@code seed} for generated SudoKube sets.
     */
    public record PuzzleSource(String set, List<String> ids, int count, long seed, Location at) {
    }

    /**
     * A named algorithm configuration; {@code params} as given in the spec, under canonical names;
     * {@code settings}: its parameters resolved once, into the typed value every later stage shares
     * (the plan's cells, the journal's fingerprint, the executors), one per sweep point in
     * {@link Spec#points()} order; {@code puzzles}: the puzzle id globs it runs on (empty: every
     * puzzle), for an algorithm too slow for the whole set.
     */
    /**
     * A variant.
     *
     * @param inputs     what the variant reads besides its class path (the spec's {@code inputs}, then its own):
     *                   file globs relative to the spec's folder, environment variables and system properties, each
     *                   hashed into its cells' fingerprints
     * @param seedStream 0, the spec's seeds, which every variant shares (common random numbers: run r of a puzzle
     *                   has the same seed in every variant, so the comparisons pair the runs); another value
     *                   draws the variant's runs from a seed stream of its own, an independent sample
     *                   (docs/experiments.md, "Cells, parameters and seeds")
     */
    public record Variant(String name, String algorithm, Map<String, Object> params, List<Parameters> settings,
            List<String> puzzles, Location at, int seedStream, Inputs inputs) {
        public Variant {
            settings = List.copyOf(settings);
            puzzles = List.copyOf(puzzles);
            inputs = inputs == null ? Inputs.NONE : inputs;
        }

        /** A variant on the spec's seeds. */
        public Variant(String name, String algorithm, Map<String, Object> params, List<Parameters> settings,
                List<String> puzzles, Location at) {
            this(name, algorithm, params, settings, puzzles, at, 0, Inputs.NONE);
        }

        /** This variant reading {@code inputs} besides its class path. */
        public Variant withInputs(Inputs inputs) {
            return new Variant(name, algorithm, params, settings, puzzles, at, seedStream, inputs);
        }

        /** This variant with other resolved parameters (one per sweep point). */
        public Variant withSettings(List<Parameters> resolved) {
            return new Variant(name, algorithm, params, resolved, puzzles, at, seedStream, inputs);
        }

        /** True when the variant runs on the puzzle with this id. */
        public boolean runsOn(String puzzleId) {
            return Globs.matchesAny(puzzles, puzzleId);
        }
    }

    /**
     * What a variant declares it reads besides its class path ({@code inputs:}; docs/experiments.md, "What the
     * fingerprint covers"): each is hashed into the variant's cells, so that a change redoes them.
     *
     * @param files       globs of files, relative to the spec's folder ({@code /} between names)
     * @param environment names of environment variables
     * @param properties  names of JVM system properties
     */
    public record Inputs(List<String> files, List<String> environment, List<String> properties) {
        /** Nothing declared. */
        public static final Inputs NONE = new Inputs(List.of(), List.of(), List.of());

        public Inputs {
            files = List.copyOf(files);
            environment = List.copyOf(environment);
            properties = List.copyOf(properties);
        }

        /** These inputs, then {@code more}'s that these lack (the spec's, then a variant's own). */
        public Inputs and(Inputs more) {
            return new Inputs(union(files, more.files), union(environment, more.environment),
                    union(properties, more.properties));
        }

        /** True when nothing is declared. */
        public boolean isEmpty() {
            return files.isEmpty() && environment.isEmpty() && properties.isEmpty();
        }

        private static List<String> union(List<String> a, List<String> b) {
            return java.util.stream.Stream.concat(a.stream(), b.stream()).distinct().toList();
        }
    }

    /**
     * Which cells a gate applies to, how, and where it is declared.
     *
     * @param puzzles    puzzle id globs; empty = all
     * @param variants   variant name globs; empty = all
     * @param level      what a violation does: fail the build (the default) or only warn
     * @param sequential whether the cells it checks may stop early once its verdict is settled
     * @param power      for {@code sprt}: the chance of stopping with a failure when the rate dropped by maxDrop
     * @param over       what one verdict pools: each cell (the default), a variant's cells of one puzzle set, or
     *                   all of a variant's cells
     * @param at         where the gate is declared
     */
    public record GateScope(List<String> puzzles, List<String> variants, Level level, Sequential sequential,
            double power, Over over, Location at) {
        public GateScope {
            puzzles = List.copyOf(puzzles);
            variants = List.copyOf(variants);
        }

        /** A per-cell scope. */
        public GateScope(List<String> puzzles, List<String> variants, Level level, Sequential sequential,
                double power, Location at) {
            this(puzzles, variants, level, sequential, power, Over.CELL, at);
        }
    }

    /**
     * What one verdict of a gate pools (docs/gates.md, "Gates over a set"): each {@code cell} alone (the
     * default); a variant's cells on the puzzles of one {@code set} (one parameter point at a time); or all
     * of a {@code variant}'s cells. A pool's successes and runs are summed and tested as one cell's are.
     */
    public enum Over {
        CELL, SET, VARIANT;

        /** The spelling in specs. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * What a gate's violation does: {@code fail} the build (the default), or {@code warn}: evaluated and
     * reported everywhere, but never failing the build.
     */
    public enum Level {
        FAIL, WARN;

        /** The spelling in specs: {@code fail} or {@code warn}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * How a gate may stop its cells before all {@code runs} are made (docs/gates.md, "Sequential
     * gates"): never ({@code off}, the default); {@code curtail}, once no outcome of the remaining runs can
     * change the verdict all runs would give; or {@code sprt}, Wald's sequential probability ratio test of
     * "no drop" against "a drop of maxDrop" (baseline gates).
     */
    public enum Sequential {
        OFF, CURTAIL, SPRT;

        /** The spelling in specs. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * A quality gate, one record per kind. Code that evaluates gates goes through a {@link Visitor},
     * which has a method per kind: Java 17 has no pattern switch, and the visitor gives the same
     * guarantee, since a new kind adds a method that every visitor must implement before it compiles.
     */
    public sealed interface Gate permits MinSuccessRateGate, BaselineGate, TrendGate {

        GateScope scope();

        /** A short description for reports: "minSuccessRate 1" or "baseline baselines/x.csv". */
        String describe();

        <R> R accept(Visitor<R> visitor);

        /**
         * True for a gate decided across builds (trend): it looks at rates only, so it neither stops a
         * cell early nor keeps one running.
         */
        default boolean acrossBuilds() {
            return false;
        }

        /** One method per kind of gate. */
        interface Visitor<R> {
            R minSuccessRate(MinSuccessRateGate gate);

            R baseline(BaselineGate gate);

            R trend(TrendGate gate);
        }
    }

    /** Every cell in scope must reach {@code rate}, on the exact counts. */
    public record MinSuccessRateGate(double rate, GateScope scope) implements Gate {
        @Override
        public String describe() {
            return "minSuccessRate " + Numbers.report(rate);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.minSuccessRate(this);
        }
    }

    /**
     * No cell in scope may drop below its recorded baseline by more than {@code maxDrop} with a
     * one-sided Fisher p below {@code alpha}.
     *
     * @param file    the baseline file as written in the spec, relative to it
     * @param maxDrop tolerated absolute drop in success rate
     * @param alpha   significance of the one-sided Fisher test
     */
    public record BaselineGate(String file, double maxDrop, double alpha, GateScope scope) implements Gate {
        @Override
        public String describe() {
            return "baseline " + file;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.baseline(this);
        }
    }

    /**
     * Fails a cell when each of its last {@code builds} builds (this one included, from the history file)
     * fell below its baseline's rate by more than {@code maxDrop}, even though no single one was
     * significant. It looks at the rates only, so it never stops a cell early, nor keeps one running.
     *
     * @param file    the baseline file as written in the spec, relative to it
     * @param builds  how many consecutive builds must fall below
     * @param maxDrop tolerated absolute drop in success rate
     */
    public record TrendGate(String file, int builds, double maxDrop, GateScope scope) implements Gate {
        @Override
        public boolean acrossBuilds() {
            return true;
        }

        @Override
        public String describe() {
            return "trend " + file + " (" + builds + " builds)";
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.trend(this);
        }
    }

    /**
     * A published result for one puzzle and variant (and parameter point, when the spec sweeps).
     * Fields not given are null.
     */
    public record Published(String puzzle, String variant, String params, Integer successes, Integer runs,
            Double successRate, Double meanGenerations, Location at) {

        /** The published success rate: given, or successes / runs; null when unknown. */
        public Double rate() {
            if (successRate != null) {
                return successRate;
            }
            return successes != null && runs != null && runs > 0 ? (double) successes / runs : null;
        }
    }
}
