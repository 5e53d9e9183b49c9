package io.galab.experiment.spec;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Parameter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;

/**
 * Reads a tune spec (docs/tuning.md, "The tune spec") with the experiment specs' loader: the same safe
 * YAML, limits and located errors, the same puzzle sources and budget keys. The space is declared
 * inline ({@code space}) or in irace's format ({@code spaceFile}, relative to the spec). Every tuned
 * parameter must be one the algorithm declares, with a range inside the declared one and values it
 * accepts; the tuning budget must allow one race.
 */
public final class TuneSpecLoader extends SpecLoader {

    private static final Set<String> TOP = orderedSet("name", "title", "algorithm", "params", "space", "spaceFile",
            "forbidden", "training", "test", "budget", "runBudget", "objective", "race", "testRuns", "seed");
    private static final Set<String> TUNED = orderedSet("type", "range", "values", "log", "condition");
    private static final Set<String> TUNE_BUDGET = orderedSet("maxExperiments");
    private static final Set<String> OBJECTIVE = orderedSet("par");
    private static final Set<String> RACE = orderedSet("firstTest", "eachTest", "confidence", "test");

    /** Called with the parameter file's path before it is read; may refuse it (the project's confinement). */
    private java.util.function.Consumer<Path> beforeRead = file -> { };

    public TuneSpecLoader(Algorithms algorithms) {
        super(algorithms);
    }

    /**
     * This loader, checking a {@code spaceFile} with {@code check} before reading it: the application
     * layer confines it to the project, so that no file outside is read (or quoted in an error).
     */
    public TuneSpecLoader withReadCheck(java.util.function.Consumer<Path> check) {
        this.beforeRead = check;
        return this;
    }

    /** Reads and checks a tune spec file. */
    public TuneSpec loadTune(Path path) {
        return parseTune(path, read(path));
    }

    /** Checks a tune spec given as text; {@code path} names it and anchors relative paths. */
    public TuneSpec parseTune(Path path, String text) {
        Node root = document(path, text, "the tune spec is empty; expected a mapping with name, algorithm, space,"
                + " training, test, budget, runBudget and seed");
        Map<String, NodeTuple> top = entries(root, TOP, "the tune spec");
        String name = name(top, root);
        String title = optionalString(top, "title", "");
        long seed = seed(top, root);
        String id = algorithmId(required(top, "algorithm", root, "an algorithm id"));
        Algorithm algorithm = algorithms.get(id);
        Map<String, Object> params = fixed(top, algorithm);
        ParameterSpace space = space(top, root, path, algorithm, params);
        Map<String, Spec.Location> at = new LinkedHashMap<>();
        Node trainingNode = required(top, "training", root, "a list of puzzle sets to tune on");
        Node testNode = required(top, "test", root, "a list of puzzle sets to test the result on");
        List<Spec.PuzzleSource> training = puzzles(trainingNode, seed, "training");
        List<Spec.PuzzleSource> test = puzzles(testNode, seed, "test");
        at.put("training", location(trainingNode));
        at.put("test", location(testNode));
        Node budgetNode = required(top, "budget", root, "a mapping with maxExperiments, the runs of the whole tuning");
        Map<String, NodeTuple> b = entries(budgetNode, TUNE_BUDGET, "budget");
        long maxExperiments = integer(required(b, "maxExperiments", budgetNode, "the runs of the whole tuning"),
                "maxExperiments", 1, 10_000_000);
        at.put("budget", location(budgetNode));
        Budget runBudget = budget(required(top, "runBudget", root,
                "a mapping with maxGenerations, maxEvaluations or maxSeconds for each run"));
        String unbounded = algorithm.unbounded(runBudget);
        if (unbounded != null) {
            throw at(top.get("runBudget").getValueNode(), "algorithm " + algorithm.id() + " " + unbounded
                    + " in the runBudget");
        }
        int par = 10;
        if (top.containsKey("objective")) {
            Map<String, NodeTuple> o = entries(top.get("objective").getValueNode(), OBJECTIVE, "objective");
            par = o.containsKey("par") ? (int) integer(o.get("par").getValueNode(), "par", 1, 1000) : par;
        }
        TuneSpec.Race race = race(top);
        int testRuns = top.containsKey("testRuns")
                ? (int) integer(top.get("testRuns").getValueNode(), "testRuns", 1, 100_000) : 10;
        return new TuneSpec(path, name, title, id, params, space, training, test, maxExperiments, runBudget, par, race,
                testRuns, seed, at);
    }

    private Map<String, Object> fixed(Map<String, NodeTuple> top, Algorithm algorithm) {
        return top.containsKey("params") ? bind(algorithm, params(top.get("params").getValueNode(), algorithm),
                top.get("params").getValueNode()) : bind(algorithm, new LinkedHashMap<>(), top.get("algorithm")
                .getValueNode());
    }

    private ParameterSpace space(Map<String, NodeTuple> top, Node root, Path path, Algorithm algorithm,
            Map<String, Object> fixed) {
        if (top.containsKey("space") == top.containsKey("spaceFile")) {
            throw at(root, "expected exactly one of 'space' (inline) and 'spaceFile' (irace's format)");
        }
        List<Condition> forbidden = new ArrayList<>();
        if (top.containsKey("forbidden")) {
            for (Node n : sequence(top.get("forbidden").getValueNode(), "forbidden")) {
                try {
                    forbidden.add(Condition.parse(string(n, "forbidden")));
                } catch (IllegalArgumentException e) {
                    throw at(n, "forbidden rule: " + e.getMessage());
                }
            }
        }
        ParameterSpace space;
        Node spaceNode;
        if (top.containsKey("spaceFile")) {
            spaceNode = top.get("spaceFile").getValueNode();
            Path spaceFile = path.toAbsolutePath().getParent().resolve(string(spaceNode, "spaceFile"));
            beforeRead.accept(spaceFile);
            String outer = file;
            String text = read(spaceFile);
            space = IraceFormat.parse(spaceFile.toString(), text);
            for (ParameterSpace.Tuned t : space.parameters()) {
                try {
                    check(algorithm, t, fixed);
                } catch (IllegalArgumentException e) {
                    throw new SpecException(spaceFile.toString(), lineOf(text, t.name()), 1, e.getMessage());
                }
            }
            file = outer;
            List<Condition> all = new ArrayList<>(space.forbidden());
            all.addAll(forbidden);
            space = new ParameterSpace(space.parameters(), all);
        } else {
            spaceNode = top.get("space").getValueNode();
            if (!(spaceNode instanceof MappingNode m)) {
                throw at(spaceNode, "key 'space': expected a mapping from parameter names to {type, range or values},"
                        + " found " + describe(spaceNode));
            }
            if (m.getValue().isEmpty()) {
                throw at(spaceNode, "key 'space': the space declares no parameter; give at least one, as a mapping"
                        + " from parameter names to {type, range or values}");
            }
            List<ParameterSpace.Tuned> tuned = new ArrayList<>();
            for (NodeTuple t : m.getValue()) {
                ParameterSpace.Tuned p = tuned(t, algorithm);
                try {
                    check(algorithm, p, fixed);
                } catch (IllegalArgumentException e) {
                    throw at(t.getKeyNode(), e.getMessage());
                }
                tuned.add(p);
            }
            try {
                space = new ParameterSpace(tuned, forbidden);
            } catch (IllegalArgumentException e) {
                throw at(spaceNode, e.getMessage());
            }
        }
        for (Condition f : space.forbidden()) {
            for (String n : f.names()) {
                if (space.get(n) == null) {
                    throw at(top.containsKey("forbidden") ? top.get("forbidden").getValueNode() : spaceNode,
                            "the forbidden rule '" + f.text() + "' reads '" + n + "', which is not a tuned parameter");
                }
            }
        }
        if (!space.checkNotEmpty()) {
            throw at(top.containsKey("forbidden") ? top.get("forbidden").getValueNode() : spaceNode,
                    "the forbidden rules"
                    + " exclude every configuration of the space (none of " + ParameterSpace.EMPTINESS_SAMPLES
                    + " uniform samples is allowed): the space is empty");
        }
        return space;
    }

    private static int lineOf(String text, String name) {
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith(name + " ") || lines[i].strip().startsWith(name + "\t")) {
                return i + 1;
            }
        }
        return 1;
    }

    private ParameterSpace.Tuned tuned(NodeTuple t, Algorithm algorithm) {
        String given = string(t.getKeyNode(), "space");
        String name = checkParameter(algorithm, given, t.getKeyNode());
        Map<String, NodeTuple> e = entries(t.getValueNode(), TUNED, "space." + name);
        String typeText = requiredString(e, "type", t.getValueNode(), "real, integer, categorical or ordinal");
        ParameterSpace.Type type = switch (typeText) {
            case "real", "r" -> ParameterSpace.Type.REAL;
            case "integer", "i" -> ParameterSpace.Type.INTEGER;
            case "categorical", "c" -> ParameterSpace.Type.CATEGORICAL;
            case "ordinal", "o" -> ParameterSpace.Type.ORDINAL;
            default -> throw at(e.get("type").getValueNode(), "space." + name + ".type: expected real, integer,"
                    + " categorical or ordinal, found '" + typeText + "'");
        };
        Condition condition = null;
        if (e.containsKey("condition")) {
            try {
                condition = Condition.parse(string(e.get("condition").getValueNode(), "condition"));
            } catch (IllegalArgumentException ex) {
                throw at(e.get("condition").getValueNode(), "space." + name + ".condition: " + ex.getMessage());
            }
        }
        boolean log = e.containsKey("log") && Boolean.TRUE.equals(scalar(e.get("log").getValueNode()));
        if (type.numeric()) {
            Node range = required(e, "range", t.getValueNode(), "[lower, upper]");
            List<Node> bounds = sequence(range, "space." + name + ".range");
            if (bounds.size() != 2) {
                throw at(range, "space." + name + ".range: expected [lower, upper], found " + bounds.size()
                        + " values");
            }
            double lower = number(bounds.get(0), "space." + name + ".range", -Double.MAX_VALUE, Double.MAX_VALUE);
            double upper = number(bounds.get(1), "space." + name + ".range", -Double.MAX_VALUE, Double.MAX_VALUE);
            if (!(lower < upper) || type == ParameterSpace.Type.INTEGER && (lower != Math.rint(lower)
                    || upper != Math.rint(upper)) || log && lower <= 0) {
                throw at(range, "space." + name + ".range: expected lower < upper"
                        + (type == ParameterSpace.Type.INTEGER
                        ? ", both integers" : "") + (log ? ", lower > 0 for a log scale" : "") + ", found [" + lower
                        + ", "
                        + upper + "]");
            }
            return new ParameterSpace.Tuned(name, type, lower, upper, log, List.of(), condition);
        }
        if (log) {
            throw at(e.get("log").getKeyNode(), "space." + name + ".log: a log scale applies to real and integer only");
        }
        Node valuesNode = required(e, "values", t.getValueNode(), "a list of values");
        List<String> values = new ArrayList<>();
        for (Node v : sequence(valuesNode, "space." + name + ".values")) {
            Object value = scalar(v);
            if (value instanceof Node || value == null) {
                throw at(v, "space." + name + ".values: expected plain values, found " + describe(v));
            }
            values.add(value.toString());
        }
        if (values.isEmpty() || values.stream().distinct().count() != values.size()) {
            throw at(valuesNode, "space." + name + ".values: expected distinct values");
        }
        return new ParameterSpace.Tuned(name, type, 0, 0, false, values, condition);
    }

    /**
     * A tuned parameter must be declared by the algorithm, not fixed too, with a range inside the declared
     * one and values the algorithm accepts.
     */
    private static void check(Algorithm algorithm, ParameterSpace.Tuned t, Map<String, Object> fixed) {
        String name;
        try {
            name = algorithm.parameter(t.name()).name();
        } catch (IllegalArgumentException e) {
            name = null;
        }
        if (name == null) {
            throw new IllegalArgumentException("unknown parameter '" + t.name() + "' for algorithm " + algorithm.id()
                    + "; it takes: " + String.join(", ",
                    algorithm.parameters().stream().map(Parameter::name).toList()));
        }
        if (!name.equals(t.name())) {
            throw new IllegalArgumentException("parameter '" + t.name() + "': use its canonical name '" + name + "'");
        }
        if (fixed.containsKey(name)) {
            throw new IllegalArgumentException("parameter '" + name + "' is both fixed (params) and tuned (space)");
        }
        Parameter declared = algorithm.parameter(name);
        if (t.type().numeric()) {
            if (declared.type() == Parameter.Type.TEXT) {
                return; // an open parameter: any number
            }
            if (declared.type() != Parameter.Type.INT && declared.type() != Parameter.Type.DOUBLE) {
                throw new IllegalArgumentException("parameter '" + name + "' is " + declared.type().name().toLowerCase()
                        + "; tune it as categorical");
            }
            if (declared.type() == Parameter.Type.INT && t.type() == ParameterSpace.Type.REAL) {
                throw new IllegalArgumentException("parameter '" + name + "' is an integer; tune it as integer");
            }
            if (t.lower() < declared.min() || t.upper() > declared.max()) {
                throw new IllegalArgumentException("parameter '" + name + "': the range [" + num(t.lower()) + ", "
                        + num(t.upper()) + "] is outside its declared range [" + num(declared.min()) + ", "
                        + num(declared.max()) + "]");
            }
            return;
        }
        for (String v : t.values()) {
            try {
                algorithm.parameters(Map.of(name, ConfigurationValues.typed(declared, v)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("parameter '" + name + "': value '" + v + "': " + e.getMessage());
            }
        }
    }

    private static String num(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private TuneSpec.Race race(Map<String, NodeTuple> top) {
        TuneSpec.Race d = TuneSpec.Race.defaults();
        if (!top.containsKey("race")) {
            return d;
        }
        Map<String, NodeTuple> r = entries(top.get("race").getValueNode(), RACE, "race");
        int firstTest = r.containsKey("firstTest") ? (int) integer(r.get("firstTest").getValueNode(), "firstTest", 2,
                1000)
                : d.firstTest();
        int eachTest = r.containsKey("eachTest") ? (int) integer(r.get("eachTest").getValueNode(), "eachTest", 1, 1000)
                : d.eachTest();
        double confidence = r.containsKey("confidence")
                ? number(r.get("confidence").getValueNode(), "confidence", 0.5, 0.9999) : d.confidence();
        TuneSpec.Test test = d.test();
        if (r.containsKey("test")) {
            String t = string(r.get("test").getValueNode(), "test");
            test = switch (t) {
                case "friedman" -> TuneSpec.Test.FRIEDMAN;
                case "t-holm" -> TuneSpec.Test.T_HOLM;
                default -> throw at(r.get("test").getValueNode(), "race.test: expected friedman or t-holm, found '"
                        + t + "'");
            };
        }
        return new TuneSpec.Race(firstTest, eachTest, confidence, test);
    }
}
