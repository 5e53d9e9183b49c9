package io.galab.experiment.spec;

import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a spec's puzzle sources (docs/experiments.md; docs/puzzle-formats.md, "Instance families"): built-in
 * sets and files with their ids, the generated sets' count and seed, and a family's fractions of givens
 * and hole pattern. Which puzzles a spec runs is its own question, apart from how the spec runs them
 * ({@link SpecLoader}); errors are located at the file, line and column of the value at fault.
 */
final class PuzzleSourceLoader extends SpecNodes {

    private static final Set<String> PUZZLE = orderedSet("set", "ids", "count", "seed", "givens", "holes",
            "givensCount");

    /** A reader of puzzle sources in {@code file}, the name its errors give. */
    PuzzleSourceLoader(String file) {
        this.file = file;
    }

    /** The puzzle sources under {@code key} ({@code puzzles}, or a tune spec's {@code training} and {@code test}). */
    List<Spec.PuzzleSource> puzzles(Node node, long masterSeed, String key) {
        List<Node> items = sequence(node, key);
        if (items.isEmpty()) {
            throw at(node, "key '" + key + "': expected at least one puzzle set");
        }
        List<Spec.PuzzleSource> out = new ArrayList<>();
        for (Node item : items) {
            Map<String, NodeTuple> e = entries(item, PUZZLE, "a " + key + " entry");
            String set = requiredString(e, "set", item, "a built-in set name or a path relative to the spec");
            List<String> ids = e.containsKey("ids") ? strings(e.get("ids").getValueNode(), "ids") : List.of();
            boolean generated = set.startsWith("sudokube/generated-") || set.startsWith("sudokube-faces/generated-")
                    || set.startsWith(FamilyGenerator.PREFIX);
            if ((e.containsKey("count") || e.containsKey("seed")) && !generated) {
                Node bad = e.containsKey("count") ? e.get("count").getKeyNode() : e.get("seed").getKeyNode();
                throw at(bad, "keys 'count' and 'seed' apply to generated sets (sudokube/generated-…,"
                        + " sudokube-faces/generated-…, family/sudoku<n>-<percent>) only, not to '" + set + "'");
            }
            int count = e.containsKey("count")
                    ? (int) integer(e.get("count").getValueNode(), "count", 1,
                    100_000) : PuzzleLibrary.DEFAULT_GENERATED_COUNT;
            long seed = e.containsKey("seed")
                    ? integer(e.get("seed").getValueNode(), "seed", Long.MIN_VALUE, Long.MAX_VALUE) : masterSeed;
            String holes = (e.containsKey("holes") ? holes(e.get("holes"), set) : "")
                    + (e.containsKey("givensCount") ? givensCount(e.get("givensCount"), set) : "");
            if (e.containsKey("givens")) {
                // a sweep over the fraction of givens, one family each (docs/reading-the-report.md, "Phase transition")
                for (int percent : percents(e.get("givens").getValueNode(), set)) {
                    out.add(new Spec.PuzzleSource(set + "-" + percent + holes, ids, count, seed, location(item)));
                }
                continue;
            }
            if (set.matches(java.util.regex.Pattern.quote(FamilyGenerator.PREFIX) + "\\d{1,2}")) {
                throw at(e.get("set").getValueNode(), "set '" + set + "' is a family without its fraction of givens:"
                        + " add givens (a fraction or a list, e.g. givens: [0.4, 0.45, 0.5]) or name one, e.g. "
                        + set + "-45");
            }
            out.add(new Spec.PuzzleSource(set + holes, ids, count, seed, location(item)));
        }
        return out;
    }

    /**
     * A family's {@code holes} (docs/puzzle-formats.md, "Instance families"): {@code uniform}, the default, or
     * {@code balanced}, which names the family with {@link FamilyGenerator#BALANCED_SUFFIX} after it.
     */
    private String holes(NodeTuple entry, String set) {
        if (!set.startsWith(FamilyGenerator.PREFIX) || set.endsWith(FamilyGenerator.BALANCED_SUFFIX)) {
            throw at(entry.getKeyNode(), "key 'holes' applies to an instance family (family/sudoku<n>-<percent> or"
                    + " family/sudoku<n> with givens), not to '" + set + "'");
        }
        String value = string(entry.getValueNode(), "holes");
        return switch (value) {
            case "uniform" -> "";
            case "balanced" -> FamilyGenerator.BALANCED_SUFFIX;
            default -> throw at(entry.getValueNode(), "key 'holes': expected uniform or balanced, found '" + value
                    + "'");
        };
    }

    /**
     * A family's {@code givensCount} (docs/puzzle-formats.md, "Instance families"): {@code round}, round(p·n²),
     * the default, or {@code lloyd-amos}, ⌈p·n²⌉ as Lloyd &amp; Amos's files keep, which names the family with
     * {@link FamilyGenerator#LLOYD_AMOS_SUFFIX} after it.
     */
    private String givensCount(NodeTuple entry, String set) {
        if (!set.startsWith(FamilyGenerator.PREFIX) || set.endsWith(FamilyGenerator.LLOYD_AMOS_SUFFIX)) {
            throw at(entry.getKeyNode(), "key 'givensCount' applies to an instance family (family/sudoku<n>-<percent>"
                    + " or family/sudoku<n> with givens), not to '" + set + "'");
        }
        String value = string(entry.getValueNode(), "givensCount");
        return switch (value) {
            case "round" -> "";
            case "lloyd-amos" -> FamilyGenerator.LLOYD_AMOS_SUFFIX;
            default -> throw at(entry.getValueNode(), "key 'givensCount': expected round or lloyd-amos, found '"
                    + value + "'");
        };
    }

    /**
     * The {@code givens} of a family without its fraction ({@code family/sudoku25}): one fraction or a
     * list, each from 0 to 1 in whole percents, as percents.
     */
    private List<Integer> percents(Node node, String set) {
        if (!set.matches(java.util.regex.Pattern.quote(FamilyGenerator.PREFIX) + "\\d{1,2}")
                || FamilyGenerator.family(set + "-0") == null) {
            throw at(node, "key 'givens' applies to a family named without its fraction, such as family/sudoku25"
                    + " (n = 4, 9, 16, 25" + (Geometry.MAX_BOX > 5 ? ", 36, 49, 64" : "") + "), not to '" + set + "'");
        }
        List<Node> values = node instanceof SequenceNode ? sequence(node, "givens") : List.of(node);
        if (values.isEmpty()) {
            throw at(node, "key 'givens': expected at least one fraction of givens");
        }
        List<Integer> out = new ArrayList<>();
        for (Node v : values) {
            double g = number(v, "givens", 0, 1);
            long percent = Math.round(g * 100);
            if (Math.abs(g * 100 - percent) > 1e-6) {
                throw at(v, "key 'givens': " + g + " is not a whole percent; families are made at 0, 0.01, …, 1");
            }
            if (out.contains((int) percent)) {
                throw at(v, "key 'givens': " + g + " is listed twice");
            }
            out.add((int) percent);
        }
        return out;
    }
}
