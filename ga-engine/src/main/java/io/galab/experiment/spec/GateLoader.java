package io.galab.experiment.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;

/**
 * The {@code gates} of a spec and its {@code sequential} mode (docs/gates.md, "Gates"), read for
 * {@link SpecLoader}: each gate's kind, scope, level and sequential mode, every problem located in the
 * spec file.
 */
final class GateLoader extends SpecNodes {

    private static final Set<String> GATE = orderedSet("minSuccessRate", "baseline", "trend", "maxDrop", "alpha",
            "builds", "puzzles", "variants", "level", "sequential", "power", "over");
    /** The consecutive builds a trend gate looks at when the spec names no number. */
    static final int DEFAULT_BUILDS = 3;
    /** The power of an sprt gate when the spec names none. */
    static final double DEFAULT_POWER = 0.8;

    /** A reader of gates in {@code file}, the name its errors give. */
    GateLoader(String file) {
        this.file = file;
    }

    /**
     * The gates; {@code sequential} is the spec's mode, which a gate may override. Under a spec-wide
     * {@code sprt}, minSuccessRate gates curtail: sprt tests a drop from a baseline.
     */
    List<Spec.Gate> gates(Node node, Spec.Sequential specMode) {
        List<Spec.Gate> out = new ArrayList<>();
        for (Node item : sequence(node, "gates")) {
            Map<String, NodeTuple> e = entries(item, GATE, "a gate");
            boolean min = e.containsKey("minSuccessRate");
            boolean base = e.containsKey("baseline");
            boolean trend = e.containsKey("trend");
            if ((min ? 1 : 0) + (base ? 1 : 0) + (trend ? 1 : 0) != 1) {
                throw at(item, "a gate needs exactly one of 'minSuccessRate', 'baseline' or 'trend'");
            }
            if (trend) {
                for (String k : List.of("alpha", "sequential", "power")) {
                    if (e.containsKey(k)) {
                        throw at(e.get(k).getKeyNode(), "key '" + k + "' does not belong to trend gates, which look at"
                                + " the rates of the last builds in the history file");
                    }
                }
            } else if (e.containsKey("builds")) {
                throw at(e.get("builds").getKeyNode(), "key 'builds' belongs to trend gates");
            }
            List<String> puzzles = e.containsKey("puzzles") ? strings(e.get("puzzles").getValueNode(),
                    "puzzles") : List.of();
            List<String> variants = e.containsKey("variants") ? strings(e.get("variants").getValueNode(), "variants")
                    : List.of();
            Spec.Sequential mode = trend ? Spec.Sequential.OFF
                    : e.containsKey("sequential") ? sequential(e.get("sequential").getValueNode()) : specMode;
            if (min && mode == Spec.Sequential.SPRT) {
                if (e.containsKey("sequential")) {
                    throw at(e.get("sequential").getValueNode(), "key 'sequential': sprt tests a drop from a baseline;"
                            + " a minSuccessRate gate takes curtail (exact) or off");
                }
                mode = Spec.Sequential.CURTAIL;
            }
            if (e.containsKey("power") && mode != Spec.Sequential.SPRT) {
                throw at(e.get("power").getKeyNode(), "key 'power' belongs to gates with sequential: sprt");
            }
            double power = e.containsKey("power") ? number(e.get("power").getValueNode(), "power", 0.5, 0.999)
                    : DEFAULT_POWER;
            Spec.Over over = e.containsKey("over") ? keyword(e.get("over").getValueNode(), "over", Spec.Over.values(),
                    "what a gate pools") : Spec.Over.CELL;
            if (trend && over != Spec.Over.CELL) {
                throw at(e.get("over").getValueNode(), "key 'over': a trend gate follows one cell's rate across builds;"
                        + " pool a set with a minSuccessRate or baseline gate");
            }
            Spec.GateScope scope = new Spec.GateScope(puzzles, variants, level(e), mode, power, over, location(item));
            if (min) {
                for (String k : List.of("maxDrop", "alpha")) {
                    if (e.containsKey(k)) {
                        throw at(e.get(k).getKeyNode(),
                                "key '" + k + "' belongs to baseline gates, not to minSuccessRate");
                    }
                }
                double rate = number(e.get("minSuccessRate").getValueNode(), "minSuccessRate", 0, 1);
                out.add(new Spec.MinSuccessRateGate(rate, scope));
            } else if (trend) {
                String file = string(e.get("trend").getValueNode(), "trend");
                int builds = e.containsKey("builds") ? (int) integer(e.get("builds").getValueNode(), "builds", 1, 1000)
                        : DEFAULT_BUILDS;
                double maxDrop = e.containsKey("maxDrop") ? number(e.get("maxDrop").getValueNode(), "maxDrop", 0,
                        1) : 0;
                out.add(new Spec.TrendGate(file, builds, maxDrop, scope));
            } else {
                String baseline = string(e.get("baseline").getValueNode(), "baseline");
                double maxDrop = e.containsKey("maxDrop") ? number(e.get("maxDrop").getValueNode(), "maxDrop", 0,
                        1) : 0;
                double alpha = e.containsKey("alpha") ? number(e.get("alpha").getValueNode(), "alpha", 1e-9,
                        0.5) : 0.05;
                if (mode == Spec.Sequential.SPRT && maxDrop <= 0) {
                    throw at(e.containsKey("maxDrop") ? e.get("maxDrop").getValueNode() : item, "sequential: sprt tests"
                            + " \"no drop\" against \"a drop of maxDrop\", so it needs maxDrop > 0");
                }
                out.add(new Spec.BaselineGate(baseline, maxDrop, alpha, scope));
            }
        }
        return out;
    }

    /** A {@code sequential} mode: off, curtail or sprt. */
    Spec.Sequential sequential(Node value) {
        return keyword(value, "sequential", Spec.Sequential.values(), "a sequential mode");
    }

    /** A gate's {@code level}: fail (the default) or warn. */
    private Spec.Level level(Map<String, NodeTuple> e) {
        return e.containsKey("level") ? keyword(e.get("level").getValueNode(), "level", Spec.Level.values(),
                "a gate level")
                : Spec.Level.FAIL;
    }

    private static final Set<String> PUBLISHED = orderedSet("puzzle", "variant", "params", "successes", "runs",
            "successRate", "meanGenerations");

    /** The {@code published} numbers: the paper's results that the spec's cells are compared with. */
    List<Spec.Published> published(Node node) {
        List<Spec.Published> out = new ArrayList<>();
        for (Node item : sequence(node, "published")) {
            Map<String, NodeTuple> e = entries(item, PUBLISHED, "a published entry");
            String puzzle = requiredString(e, "puzzle", item, "the puzzle id");
            String variant = requiredString(e, "variant", item, "the variant name");
            String params = e.containsKey("params") ? string(e.get("params").getValueNode(), "params") : null;
            Integer successes = e.containsKey("successes")
                    ? (int) integer(e.get("successes").getValueNode(), "successes", 0, Spec.MAX_RUNS) : null;
            Integer runs = e.containsKey("runs") ? (int) integer(e.get("runs").getValueNode(), "runs", 1,
                    Spec.MAX_RUNS) : null;
            Double rate = e.containsKey("successRate")
                    ? number(e.get("successRate").getValueNode(), "successRate", 0, 1) : null;
            Double mean = e.containsKey("meanGenerations")
                    ? number(e.get("meanGenerations").getValueNode(), "meanGenerations", 0, 1e12) : null;
            if (successes != null && runs != null && successes > runs) {
                throw at(e.get("successes").getValueNode(), "key 'successes': " + successes + " is more than runs ("
                        + runs + ")");
            }
            out.add(new Spec.Published(puzzle, variant, params, successes, runs, rate, mean, location(item)));
        }
        return out;
    }
}
