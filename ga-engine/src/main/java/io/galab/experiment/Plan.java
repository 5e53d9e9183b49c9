package io.galab.experiment;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Parameters;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleFormatException;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.PuzzleSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

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

    /** Options that change how a spec is planned. */
    public record Options(Integer runsOverride, Path root, boolean allowOutsideRoot) {
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
    }

    private final Spec spec;
    private final int runs;
    private final List<Puzzle> puzzles;
    private final List<Cell> cells;
    private final String fingerprint;

    private Plan(Spec spec, int runs, List<Puzzle> puzzles, List<Cell> cells) {
        this.spec = spec;
        this.runs = runs;
        this.puzzles = List.copyOf(puzzles);
        this.cells = List.copyOf(cells);
        this.fingerprint = computeFingerprint();
    }

    /** Expands a spec; resolves its puzzles and parameters. */
    public static Plan of(Spec spec, Algorithms algorithms, Options options) {
        int runs = options.runsOverride() != null ? options.runsOverride() : spec.runs();
        if (runs < 1 || runs > SpecLoader.MAX_RUNS) {
            throw new SpecException(spec.file().toString(), 1, 1, "runs override must be from 1 to "
                    + SpecLoader.MAX_RUNS + ", was " + runs);
        }
        List<Puzzle> puzzles = resolvePuzzles(spec, options);
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
        List<Map<String, Object>> points = points(spec.sweep());
        if (cellCount * runs > MAX_TOTAL_RUNS) {
            throw new SpecException(spec.file().toString(), 1, 1, "the spec asks for " + cellCount * runs + " runs ("
                    + cellCount + " cells × " + runs + " runs); the limit is " + MAX_TOTAL_RUNS);
        }
        List<Cell> cells = new ArrayList<>();
        for (Puzzle puzzle : puzzles) {
            for (Spec.Variant variant : spec.variants()) {
                Algorithm algorithm = algorithms.get(variant.algorithm());
                for (Map<String, Object> point : points) {
                    Map<String, Object> given = new TreeMap<>(variant.params());
                    given.putAll(point);
                    Parameters parameters;
                    try {
                        parameters = algorithm.parameters(given);
                    } catch (IllegalArgumentException e) {
                        Spec.Location at = variant.at();
                        throw new SpecException(at.file(), at.line(), at.column(), e.getMessage());
                    }
                    cells.add(new Cell(cells.size(), puzzle, variant, algorithm, parameters,
                            canonical(parameters, given.keySet()), canonical(parameters, point.keySet())));
                }
            }
        }
        return new Plan(spec, runs, puzzles, cells);
    }

    private static String canonical(Parameters parameters, java.util.Set<String> keys) {
        StringBuilder s = new StringBuilder();
        for (Map.Entry<String, Object> e : parameters.asMap().entrySet()) {
            if (keys.contains(e.getKey())) {
                s.append(s.length() == 0 ? "" : ";").append(e.getKey()).append('=').append(value(e.getValue()));
            }
        }
        return s.toString();
    }

    private static String value(Object v) {
        return v instanceof Double d ? number(d) : String.valueOf(v);
    }

    /** A number in its shortest form: 1 rather than 1.0, 0.05 as 0.05. */
    public static String number(double d) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (Double.isNaN(d)) {
            return "";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return String.format(Locale.ROOT, "%d", (long) d);
        }
        return Double.toString(d);
    }

    /** The sweep's cartesian product; one empty point without a sweep. */
    private static List<Map<String, Object>> points(Map<String, List<Object>> sweep) {
        List<Map<String, Object>> points = new ArrayList<>();
        points.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<Object>> e : sweep.entrySet()) {
            List<Map<String, Object>> next = new ArrayList<>();
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

    // ------------------------------------------------------------------ puzzles

    private static List<Puzzle> resolvePuzzles(Spec spec, Options options) {
        List<Puzzle> all = new ArrayList<>();
        Map<String, Spec.Location> seen = new LinkedHashMap<>();
        for (Spec.PuzzleSource source : spec.puzzles()) {
            List<Puzzle> candidates = load(spec, source, options);
            List<Puzzle> chosen = select(source, candidates);
            for (Puzzle p : chosen) {
                Spec.Location first = seen.putIfAbsent(p.id(), source.at());
                if (first != null) {
                    throw fail(source.at(), "puzzle id '" + p.id() + "' comes from two sources (also at line "
                            + first.line() + "); ids must be unique within a spec");
                }
                all.add(p);
            }
        }
        return all;
    }

    private static List<Puzzle> load(Spec spec, Spec.PuzzleSource source, Options options) {
        String set = source.set();
        if (PuzzleLibrary.has(set)) {
            PuzzleSet loaded = PuzzleLibrary.isGenerated(set) ? PuzzleLibrary.load(set, source.count(), source.seed())
                    : PuzzleLibrary.load(set);
            return loaded.puzzles();
        }
        Path base = spec.file().toAbsolutePath().getParent();
        Path path = base.resolve(set).normalize();
        if (!Files.exists(path)) {
            String suggestion = Suggestions.closest(set, PuzzleLibrary.setNames());
            throw fail(source.at(), "key 'set': '" + set + "' is neither a built-in set nor a file or folder ("
                    + "looked for " + path + ")" + (suggestion != null ? "; did you mean '" + suggestion + "'?" : "")
                    + " Built-in sets: " + String.join(", ", PuzzleLibrary.setNames()));
        }
        checkInside(source, path, options.root() != null ? options.root() : base, options.allowOutsideRoot());
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(path)) {
            try (Stream<Path> list = Files.list(path)) {
                list.filter(Files::isRegularFile)
                        .filter(p -> !p.getFileName().toString().endsWith(".solution.txt"))
                        .filter(p -> !p.getFileName().toString().startsWith("."))
                        .sorted()
                        .forEach(files::add);
            } catch (IOException e) {
                throw fail(source.at(), "cannot list folder '" + set + "': " + e.getMessage());
            }
            if (files.isEmpty()) {
                throw fail(source.at(), "folder '" + set + "' holds no puzzle files");
            }
        } else {
            files.add(path);
        }
        List<Puzzle> puzzles = new ArrayList<>();
        for (Path f : files) {
            try {
                puzzles.addAll(PuzzleFormat.read(f));
            } catch (PuzzleFormatException e) {
                throw new SpecException(e.source(), e.line(), e.column(), e.problem() + " (puzzle set '" + set
                        + "' of " + source.at() + ")");
            }
        }
        return puzzles;
    }

    private static void checkInside(Spec.PuzzleSource source, Path path, Path root, boolean allowOutside) {
        if (allowOutside) {
            return;
        }
        try {
            Path real = path.toRealPath();
            Path realRoot = root.toAbsolutePath().toRealPath();
            if (!real.startsWith(realRoot)) {
                throw fail(source.at(), "key 'set': '" + source.set() + "' resolves to " + real + ", outside "
                        + realRoot + "; puzzle files must lie inside the project");
            }
        } catch (IOException e) {
            throw fail(source.at(), "cannot resolve '" + source.set() + "': " + e.getMessage());
        }
    }

    private static List<Puzzle> select(Spec.PuzzleSource source, List<Puzzle> candidates) {
        if (source.ids().isEmpty()) {
            return candidates;
        }
        List<Puzzle> chosen = new ArrayList<>();
        for (String glob : source.ids()) {
            Pattern pattern = glob(glob);
            boolean matched = false;
            for (Puzzle p : candidates) {
                if (pattern.matcher(p.id()).matches()) {
                    matched = true;
                    if (!chosen.contains(p)) {
                        chosen.add(p);
                    }
                }
            }
            if (!matched) {
                List<String> ids = candidates.stream().map(Puzzle::id).toList();
                String suggestion = Suggestions.closest(glob, ids);
                throw fail(source.at(), "key 'ids': '" + glob + "' matches no puzzle of '" + source.set() + "'"
                        + (suggestion != null ? "; did you mean '" + suggestion + "'?" : "")
                        + " It has " + String.join(", ", ids.size() > 20 ? ids.subList(0, 20) : ids)
                        + (ids.size() > 20 ? ", …" : ""));
            }
        }
        return chosen;
    }

    /** A glob with {@code *} and {@code ?} as a regular expression. */
    public static Pattern glob(String glob) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            if (c == '*') {
                regex.append(".*");
            } else if (c == '?') {
                regex.append('.');
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString());
    }

    /** True when the name matches one of the globs, or the list is empty. */
    public static boolean matchesAny(List<String> globs, String name) {
        if (globs.isEmpty()) {
            return true;
        }
        for (String g : globs) {
            if (glob(g).matcher(name).matches()) {
                return true;
            }
        }
        return false;
    }

    private static SpecException fail(Spec.Location at, String problem) {
        return new SpecException(at.file(), at.line(), at.column(), problem);
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

    public List<Cell> cells() {
        return cells;
    }

    public long totalRuns() {
        return (long) cells.size() * runs;
    }

    /** The seed of run {@code run} of a cell (see {@link Seeds}). */
    public long seed(Cell cell, int run) {
        return Seeds.runSeed(spec.seed(), cell.puzzle().id(), run);
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

    private String computeFingerprint() {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            StringBuilder s = new StringBuilder();
            // runs is left out on purpose: run r has the same seed whatever the run count, so a journal
            // of fewer runs is the start of one with more (raising runs extends an experiment).
            s.append(spec.name()).append('|').append(spec.seed()).append('|').append(spec.budget()).append('\n');
            // the code: the packages of each algorithm's class and its superclasses (for the built-in
            // algorithms, their paper's package and the shared operators), and the SPI package
            java.util.Set<String> code = new java.util.TreeSet<>();
            for (Cell c : cells) {
                for (Class<?> k = c.algorithm().getClass(); k != null && !k.getName().startsWith("java."); k = k.getSuperclass()) {
                    code.add(k.getPackageName() + "=" + CodeFingerprint.of(k));
                }
            }
            code.add("spi=" + CodeFingerprint.of(io.galab.algorithm.Algorithm.class));
            s.append(String.join("|", code)).append('\n');
            for (Cell c : cells) {
                s.append(c.puzzle().id()).append('|').append(PuzzleFormat.writeGrid(c.puzzle().geometry(),
                        c.puzzle().givens()).replace('\n', '/')).append('|').append(c.variant().name()).append('|')
                        .append(c.algorithm().id()).append('|').append(c.parameters().canonical()).append('\n');
                digest.update(s.toString().getBytes(StandardCharsets.UTF_8));
                s.setLength(0);
            }
            digest.update(s.toString().getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder();
            for (byte b : digest.digest()) {
                hex.append(String.format(Locale.ROOT, "%02x", b));
            }
            return hex.substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** "12 cells × 15 runs = 180 runs". */
    public String describe() {
        return cells.size() + " cells × " + runs + " runs = " + totalRuns() + " runs";
    }
}
