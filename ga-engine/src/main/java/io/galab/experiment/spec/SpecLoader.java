package io.galab.experiment.spec;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.puzzle.Suggestions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads and checks a YAML spec (docs/experiments.md, "Spec format").
 *
 * <p>Safety: SnakeYAML only <em>composes</em> the document into a node tree, so no object is ever
 * constructed from it. Any explicit tag other than the standard scalar, sequence and mapping tags
 * (such as {@code !!javax.script.ScriptEngineManager}) is refused. Limits: {@code MAX_BYTES} bytes,
 * {@code MAX_ALIASES} aliases, nesting depth {@code MAX_DEPTH}. Duplicate keys are an error.
 *
 * <p>The key set is closed. Every error is a {@link SpecException} naming the file, line and column,
 * the key and what was expected, with a "did you mean" for a misspelt key, algorithm or parameter.
 */
public class SpecLoader extends SpecNodes {

    private static final Set<String> TOP = orderedSet("name", "title", "source", "seed", "runs", "batchSize",
            "sequential", "budget", "puzzles", "variants", "sweep", "gates", "published", "checkSeconds", "reports",
            "inputs");
    private static final Set<String> REPORTS = orderedSet("detail");
    private static final Set<String> INPUTS = orderedSet("files", "env", "properties");
    private static final Set<String> BUDGET = orderedSet("maxGenerations", "maxEvaluations", "maxSeconds");
    private static final Set<String> VARIANT = orderedSet("name", "algorithm", "params", "puzzles", "seedStream",
            "inputs");

    final Algorithms algorithms;

    public SpecLoader(Algorithms algorithms) {
        this.algorithms = algorithms;
    }

    /**
     * The document of {@code text}, the file named {@code path} in messages; an empty one is the
     * located error {@code empty}.
     */
    Node document(Path path, String text, String empty) {
        this.file = path.toString();
        Node root = compose(text);
        if (root == null) {
            throw error(1, 1, empty);
        }
        return root;
    }

    /** The required master seed. */
    long seed(Map<String, NodeTuple> top, Node root) {
        return integer(required(top, "seed", root, "an integer master seed"), "seed", Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** An algorithm id that the registry knows; an unknown one is a located error with the closest id. */
    String algorithmId(Node node) {
        String id = string(node, "algorithm");
        if (!algorithms.has(id)) {
            throw at(node, "key 'algorithm': unknown algorithm '" + id + "'"
                    + Suggestions.endOfSentence(id, algorithms.ids())
                    + " Known: " + String.join(", ", algorithms.ids()));
        }
        return id;
    }

    /** Reads and checks a spec file. */
    public Spec load(Path path) {
        return parse(path, read(path));
    }

    /** Checks a spec given as text; {@code path} names it in messages and anchors relative paths. */
    public Spec parse(Path path, String text) {
        Node root = document(path, text, "the spec is empty; expected a mapping with name, seed, runs, budget,"
                + " puzzles and variants");
        Map<String, NodeTuple> top = entries(root, TOP, "the spec");
        // each key is checked apart, the puzzles and each variant too, so that a spec's errors are all reported at
        // once; a part whose check failed is null here, and the spec is refused below
        List<SpecException> errors = new ArrayList<>();
        String name = attempt(errors, () -> name(top, root));
        String title = attempt(errors, () -> optionalString(top, "title", ""));
        String source = attempt(errors, () -> optionalString(top, "source", ""));
        Long seed = attempt(errors, () -> seed(top, root));
        Integer runs = attempt(errors, () -> (int) integer(required(top, "runs", root, "the number of runs per cell"),
                "runs", 1, Spec.MAX_RUNS));
        Integer batchSize = !top.containsKey("batchSize") ? Integer.valueOf(Spec.DEFAULT_BATCH_SIZE)
                : attempt(errors, () -> (int) integer(top.get("batchSize").getValueNode(), "batchSize", 1,
                Spec.MAX_RUNS));
        GateLoader gateLoader = new GateLoader(file);
        Spec.Sequential sequential = !top.containsKey("sequential") ? Spec.Sequential.OFF
                : attempt(errors, () -> gateLoader.sequential(top.get("sequential").getValueNode()));
        Budget budget = attempt(errors, () -> budget(required(top, "budget", root,
                "a mapping with maxGenerations, maxEvaluations or maxSeconds")));
        long puzzleSeed = seed == null ? 0 : seed; // a generated set's seed defaults to the spec's
        List<Spec.PuzzleSource> puzzles = attempt(errors,
                () -> puzzles(required(top, "puzzles", root, "a list of puzzle sets"), puzzleSeed));
        Map<String, List<Object>> sweepRead = !top.containsKey("sweep") ? null
                : attempt(errors, () -> sweep(top.get("sweep").getValueNode()));
        Map<String, List<Object>> sweep = sweepRead == null ? Map.of() : sweepRead;
        Map<String, String> sweepNames = new LinkedHashMap<>();
        Map<String, List<Object>> sweepGiven = sweep;
        Spec.Inputs inputsRead = !top.containsKey("inputs") ? Spec.Inputs.NONE
                : attempt(errors, () -> inputs(top.get("inputs").getValueNode()));
        // the spec's inputs are every variant's, before the variant's own
        Spec.Inputs specInputs = inputsRead == null ? Spec.Inputs.NONE : inputsRead;
        List<Spec.Variant> variants = attempt(errors, () -> variants(required(top, "variants", root,
                "a list of variants"), sweepGiven, sweepNames, errors, specInputs));
        for (Spec.Variant v : variants == null || budget == null ? List.<Spec.Variant>of() : variants) {
            String unbounded = algorithms.get(v.algorithm()).unbounded(budget);
            if (unbounded != null) {
                errors.add(error(v.at().line(), v.at().column(), "variant '" + v.name() + "' " + unbounded
                        + " in the budget"));
            }
        }
        Map<String, List<Object>> canonicalSweep = new LinkedHashMap<>();
        sweep.forEach((k, v) -> canonicalSweep.put(sweepNames.getOrDefault(k, k), v));
        sweep = canonicalSweep;
        Spec.Sequential sequentialGiven = sequential == null ? Spec.Sequential.OFF : sequential;
        List<Spec.Gate> gates = !top.containsKey("gates") ? List.of()
                : attempt(errors, () -> gateLoader.gates(top.get("gates").getValueNode(), sequentialGiven));
        List<Spec.Published> published = !top.containsKey("published") ? List.of()
                : attempt(errors, () -> gateLoader.published(top.get("published").getValueNode()));
        Double checkSeconds = !top.containsKey("checkSeconds") ? Double.valueOf(Spec.DEFAULT_CHECK_SECONDS)
                : attempt(errors, () -> number(top.get("checkSeconds").getValueNode(), "checkSeconds", 0, 3600));
        Spec.Detail detail = !top.containsKey("reports") ? Spec.Detail.AUTO
                : attempt(errors, () -> detail(top.get("reports").getValueNode()));
        if (!errors.isEmpty()) {
            throw SpecException.of(errors);
        }
        return new Spec(path, name, title, source, seed, runs, batchSize, budget, puzzles, variants, sweep, gates,
                published, checkSeconds, detail);
    }

    /** The {@code reports} mapping's {@code detail}: auto (when absent), cells or sets. */
    private Spec.Detail detail(Node node) {
        Map<String, NodeTuple> reports = entries(node, REPORTS, "key 'reports'");
        if (!reports.containsKey("detail")) {
            return Spec.Detail.AUTO;
        }
        Node detail = reports.get("detail").getValueNode();
        String value = string(detail, "detail");
        return switch (value) {
            case "auto" -> Spec.Detail.AUTO;
            case "cells" -> Spec.Detail.CELLS;
            case "sets" -> Spec.Detail.SETS;
            default -> throw at(detail, "key 'detail': expected auto, cells or sets, found '" + value + "'");
        };
    }

    /** The longest spec name: it names a folder and files, which file systems limit to 255 bytes. */
    static final int MAX_NAME = 100;

    /** The {@code name} key: lower-case letters, digits and dashes, as it names the report folder. */
    String name(Map<String, NodeTuple> top, Node root) {
        String name = requiredString(top, "name", root, "a name of lower-case letters, digits and dashes");
        if (!name.matches("[a-z0-9][a-z0-9-]*")) {
            throw at(top.get("name").getValueNode(), "key 'name': expected lower-case letters, digits and dashes"
                    + " starting with a letter or digit, found '" + name + "'");
        }
        if (name.length() > MAX_NAME) {
            // it names the report folder and files such as junit/TEST-<name>.xml: refused here, not at the write
            throw at(top.get("name").getValueNode(), "key 'name': at most " + MAX_NAME + " characters, found "
                    + name.length() + "; it names the report folder and files");
        }
        return name;
    }

    Budget budget(Node node) {
        Map<String, NodeTuple> e = entries(node, BUDGET, "budget");
        long generations = e.containsKey("maxGenerations")
                ? integer(e.get("maxGenerations").getValueNode(), "maxGenerations", 1, Long.MAX_VALUE) : 0;
        long evaluations = e.containsKey("maxEvaluations")
                ? integer(e.get("maxEvaluations").getValueNode(), "maxEvaluations", 1, Long.MAX_VALUE) : 0;
        double seconds = e.containsKey("maxSeconds")
                ? number(e.get("maxSeconds").getValueNode(), "maxSeconds", Budget.MIN_SECONDS, Budget.MAX_SECONDS) : 0;
        if (e.isEmpty()) {
            throw at(node, "key 'budget': expected at least one of maxGenerations, maxEvaluations, maxSeconds");
        }
        return new Budget(generations, evaluations, seconds);
    }

    List<Spec.PuzzleSource> puzzles(Node node, long masterSeed) {
        return puzzles(node, masterSeed, "puzzles");
    }

    /** The puzzle sources under {@code key} ({@code puzzles}, or a tune spec's {@code training} and {@code test}). */
    List<Spec.PuzzleSource> puzzles(Node node, long masterSeed, String key) {
        return new PuzzleSourceLoader(file).puzzles(node, masterSeed, key);
    }

    private Map<String, List<Object>> sweep(Node node) {
        if (!(node instanceof MappingNode mapping)) {
            throw at(node, "key 'sweep': expected a mapping from parameter names to lists of values, found "
                    + describe(node));
        }
        Map<String, List<Object>> sweep = new LinkedHashMap<>();
        for (NodeTuple t : mapping.getValue()) {
            String key = string(t.getKeyNode(), "sweep");
            if (sweep.containsKey(key)) {
                throw at(t.getKeyNode(), "duplicate key '" + key + "' in sweep");
            }
            List<Node> values = sequence(t.getValueNode(), "sweep." + key);
            if (values.isEmpty()) {
                throw at(t.getValueNode(), "key 'sweep." + key + "': expected at least one value");
            }
            List<Object> list = new ArrayList<>();
            for (Node v : values) {
                Object value = scalar(v);
                if (value instanceof Node || value == null) {
                    throw at(v, "key 'sweep." + key + "': expected plain values, found " + describe(v));
                }
                list.add(value);
            }
            sweep.put(key, list);
        }
        return sweep;
    }

    /** The part's value, or null with its error added to {@code errors}. */
    private static <T> T attempt(List<SpecException> errors, java.util.function.Supplier<T> part) {
        try {
            return part.get();
        } catch (SpecException e) {
            errors.add(e);
            return null;
        }
    }

    /**
     * The variants that check, their parameters under their canonical names, each broken one's error added to
     * {@code errors}; {@code sweepNames} receives the canonical name of every sweep key (an alias such as
     * purge-ga's {@code n} becomes {@code populationSize}).
     */
    private List<Spec.Variant> variants(Node node, Map<String, List<Object>> sweep, Map<String, String> sweepNames,
            List<SpecException> errors, Spec.Inputs specInputs) {
        List<Node> items = sequence(node, "variants");
        if (items.isEmpty()) {
            throw at(node, "key 'variants': expected at least one variant");
        }
        List<Spec.Variant> out = new ArrayList<>();
        Map<String, Node> names = new LinkedHashMap<>();
        for (Node item : items) {
            try {
                out.add(variant(item, names, sweep, sweepNames, specInputs));
            } catch (SpecException ex) {
                errors.add(ex); // each variant checked, so that the user sees every broken one at once
            }
        }
        return out;
    }

    private Spec.Variant variant(Node item, Map<String, Node> names, Map<String, List<Object>> sweep,
            Map<String, String> sweepNames, Spec.Inputs specInputs) {
        Map<String, NodeTuple> e = entries(item, VARIANT, "a variant");
        String name = requiredString(e, "name", item, "a variant name");
        if (names.containsKey(name)) {
            throw at(e.get("name").getValueNode(), "duplicate variant name '" + name + "' (first at line "
                    + (names.get(name).getStartMark().getLine() + 1) + ")");
        }
        names.put(name, e.get("name").getValueNode());
        String id = algorithmId(required(e, "algorithm", item, "an algorithm id"));
        Algorithm algorithm = algorithms.get(id);
        Map<String, Object> params = e.containsKey("params") ? params(e.get("params").getValueNode(), algorithm)
                : new LinkedHashMap<>();
        Spec.Inputs inputs = specInputs.and(e.containsKey("inputs") ? inputs(e.get("inputs").getValueNode())
                : Spec.Inputs.NONE);
        params = bind(algorithm, params, inputs, e.containsKey("params") ? e.get("params").getValueNode() : item);
        for (Map.Entry<String, List<Object>> s : sweep.entrySet()) {
            String key = checkParameter(algorithm, s.getKey(), item);
            String before = sweepNames.putIfAbsent(s.getKey(), key);
            if (before != null && !before.equals(key)) {
                throw at(item, "sweep key '" + s.getKey() + "' is " + before + " for one variant and " + key
                        + " for variant '" + name + "'; use the canonical name");
            }
            if (params.containsKey(key)) {
                throw at(item, "variant '" + name + "' sets '" + key + "', which the sweep also sets");
            }
        }
        // resolved once, here: the typed value the plan, the journal and the executors share
        List<Parameters> settings = new ArrayList<>();
        try {
            Parameters base = algorithm.parameters(params);
            for (Map<String, Object> point : Spec.points(sweep)) {
                settings.add(base.with(point));
            }
        } catch (IllegalArgumentException ex) {
            throw at(item, "sweep value for variant '" + name + "': " + ex.getMessage());
        }
        List<String> puzzles = e.containsKey("puzzles") ? strings(e.get("puzzles").getValueNode(), "puzzles")
                : List.of();
        int stream = !e.containsKey("seedStream") ? 0
                : (int) integer(e.get("seedStream").getValueNode(), "seedStream", 0, 1_000_000);
        return new Spec.Variant(name, id, params, settings, puzzles, location(item), stream, inputs);
    }

    /**
     * {@code inputs}: what a variant reads besides its class path, hashed into its cells' fingerprints
     * (docs/experiments.md, "What the fingerprint covers"). A list is file globs; a mapping has {@code files}
     * (globs relative to the spec's folder, {@code /} between names, each relative), {@code env} (environment
     * variable names) and {@code properties} (JVM system property names).
     */
    Spec.Inputs inputs(Node node) {
        if (!(node instanceof MappingNode)) {
            return new Spec.Inputs(files(node, "inputs"), List.of(), List.of());
        }
        Map<String, NodeTuple> e = entries(node, INPUTS, "key 'inputs'");
        List<String> files = e.containsKey("files") ? files(e.get("files").getValueNode(), "inputs.files")
                : List.of();
        List<String> env = e.containsKey("env") ? names(e.get("env").getValueNode(), "inputs.env",
                "[A-Za-z_][A-Za-z0-9_]*", "an environment variable's name (letters, digits and '_', not first a"
                        + " digit)") : List.of();
        List<String> properties = e.containsKey("properties") ? names(e.get("properties").getValueNode(),
                "inputs.properties", "[^\\s=]+", "a system property's name (no spaces, no '=')") : List.of();
        return new Spec.Inputs(files, env, properties);
    }

    private List<String> files(Node node, String key) {
        List<String> globs = strings(node, key);
        for (String g : globs) {
            if (g.isBlank() || g.startsWith("/") || g.contains("\\") || g.matches("^[A-Za-z]:.*")) {
                throw at(node, "key '" + key + "': '" + g + "' must be a relative path or glob with '/' between"
                        + " names (config/*.yaml), read from the spec's folder");
            }
        }
        return globs;
    }

    private List<String> names(Node node, String key, String pattern, String expected) {
        List<String> names = strings(node, key);
        for (String n : names) {
            if (!n.matches(pattern)) {
                throw at(node, "key '" + key + "': '" + n + "' is not " + expected);
            }
        }
        return names;
    }

    /**
     * A {@code params} mapping under the algorithm's canonical names, each value checked by the
     * algorithm; an unknown name, a duplicate or a refused value is a located error.
     */
    Map<String, Object> params(Node paramsNode, Algorithm algorithm) {
        Map<String, Object> params = new LinkedHashMap<>();
        if (!(paramsNode instanceof MappingNode pm)) {
            throw at(paramsNode, "key 'params': expected a mapping of parameter values, found "
                    + describe(paramsNode));
        }
        for (NodeTuple t : pm.getValue()) {
            String given = string(t.getKeyNode(), "params");
            String key = checkParameter(algorithm, given, t.getKeyNode());
            if (params.containsKey(key)) {
                throw at(t.getKeyNode(), "duplicate parameter '" + given + "'"
                        + (key.equals(given) ? "" : " (" + key + ", the same parameter)"));
            }
            Parameter declared = algorithm.parameter(key);
            Object value = declared.type() == Parameter.Type.LIST ? list(t.getValueNode(), key)
                    : scalar(t.getValueNode());
            if (value instanceof Node || value == null) {
                throw at(t.getValueNode(), "parameter '" + key + "': expected a plain value, found "
                        + describe(t.getValueNode()) + (t.getValueNode() instanceof SequenceNode
                        ? "; to run several values, sweep it under the spec's 'sweep' key" : ""));
            }
            try {
                params.put(key, Parameters.value(algorithm.id(), declared, value));
            } catch (IllegalArgumentException ex) {
                String retired = algorithm.retired(key + ": " + value);
                throw at(t.getValueNode(), ex.getMessage() + (retired == null ? "" : "; " + retired));
            }
        }
        return params;
    }

    /** The canonical name of a parameter {@code key} of the algorithm; an unknown one is a located error. */
    String checkParameter(Algorithm algorithm, String key, Node at) {
        try {
            return algorithm.parameter(key).name();
        } catch (IllegalArgumentException e) {
            List<String> names = algorithm.parameters().stream().map(Parameter::name).toList();
            String retired = algorithm.retired(key);
            throw at(at, "unknown parameter '" + key + "' for algorithm " + algorithm.id()
                    + (retired != null ? ": " + retired + "." : Suggestions.endOfSentence(key, names))
                    + " It takes: " + String.join(", ", names));
        }
    }

    /** A list value of plain scalars, for a list parameter (an external solver's command). */
    private Object list(Node node, String key) {
        if (!(node instanceof SequenceNode)) {
            return scalar(node) instanceof String text ? List.of(text) : node;
        }
        List<Object> out = new ArrayList<>();
        for (Node v : sequence(node, key)) {
            Object value = scalar(v);
            if (value instanceof Node || value == null) {
                throw at(v, "parameter '" + key + "': expected plain values in the list, found " + describe(v));
            }
            out.add(value);
        }
        return out;
    }

    /** The algorithm's {@link Algorithm#bind} of the values to the spec's folder; a refusal is located {@code at}. */
    Map<String, Object> bind(Algorithm algorithm, Map<String, Object> params, Node at) {
        return bind(algorithm, params, Spec.Inputs.NONE, at);
    }

    /** As {@link #bind(Algorithm, Map, Node)}, with the values of the variant's declared environment and properties. */
    Map<String, Object> bind(Algorithm algorithm, Map<String, Object> params, Spec.Inputs inputs, Node at) {
        try {
            return algorithm.bind(params, Path.of(file).toAbsolutePath().getParent(),
                    Declared.environment(inputs.environment()), Declared.properties(inputs.properties()));
        } catch (IllegalArgumentException ex) {
            throw at(at, ex.getMessage());
        }
    }

    // ------------------------------------------------------------------ errors
}
