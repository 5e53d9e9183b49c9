package io.galab.experiment.spec;

import io.galab.algorithm.Numbers;
import io.galab.puzzle.Suggestions;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Composing a YAML document safely into a node tree, and reading checked values out of it: mappings
 * with known keys, required and optional strings, integers and numbers in range, lists, plain scalars
 * by their resolved tag. Every problem is a {@link SpecException} at the node's file, line and column,
 * saying what was expected and what was found. {@link SpecLoader} reads a spec's sections with it.
 */
abstract class SpecNodes {

    /** Largest spec file read, in bytes. */
    public static final int MAX_BYTES = 1 << 20;
    /** Most aliases a spec may use. */
    public static final int MAX_ALIASES = 50;
    /** Deepest nesting of mappings and sequences. */
    public static final int MAX_DEPTH = 20;

    private static final Set<Tag> ALLOWED_TAGS = Set.of(Tag.STR, Tag.INT, Tag.FLOAT, Tag.BOOL, Tag.NULL, Tag.MAP,
            Tag.SEQ);

    /** The file named in messages; set by the loader before it reads. */
    protected String file;

    /** A spec file's text: a regular UTF-8 file within {@link #MAX_BYTES}; else a located error. */
    String read(Path path) {
        this.file = path.toString();
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            // a folder, a named pipe or a device: reading a pipe would block until someone writes to it
            throw error(1, 1, "not a regular file (a folder, a pipe or a device); a spec is a YAML file");
        }
        byte[] bytes;
        try {
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                throw error(1, 1, "the spec is " + size + " bytes; the limit is " + MAX_BYTES + " bytes");
            }
            bytes = Files.readAllBytes(path);
        } catch (IOException e) {
            throw error(1, 1, "cannot read the spec: " + e.getMessage());
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw error(1, 1, "the spec is not UTF-8 text");
        }
        return text;
    }

    /**
     * The document composed into a node tree (nothing is constructed from it), within the limits, with
     * only plain tags; every problem is a located {@link SpecException}.
     */
    Node compose(String text) {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(MAX_ALIASES);
        options.setNestingDepthLimit(MAX_DEPTH);
        options.setCodePointLimit(MAX_BYTES);
        options.setAllowRecursiveKeys(false);
        options.setProcessComments(false);
        try (Reader reader = new StringReader(text)) {
            Node root = new Yaml(options).compose(reader);
            if (root != null) {
                checkTags(root, 0);
            }
            return root;
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            String problem = e.getProblem() != null ? e.getProblem() : e.getMessage();
            if (problem.contains("exceeds the specified") || problem.contains("Nesting Depth")) {
                problem = limitMessage(problem);
            }
            int line = mark == null ? 1 : mark.getLine() + 1;
            int column = mark == null ? 1 : mark.getColumn() + 1;
            if (problem.startsWith("Global tag is not allowed: ")) {
                throw error(line, column, "tag '" + problem.substring("Global tag is not allowed: ".length())
                        + "' is not allowed: a spec holds plain values, lists and mappings only");
            }
            throw error(line, column, "invalid YAML: " + problem);
        } catch (YAMLException e) {
            String problem = String.valueOf(e.getMessage());
            // SnakeYAML's depth error carries no position: point at the most deeply nested line instead
            int line = problem.contains("Nesting Depth") ? deepestLine(text) : 1;
            throw error(line, 1, "invalid YAML: " + limitMessage(problem));
        } catch (IOException e) {
            throw error(1, 1, "cannot read the spec: " + e.getMessage());
        }
    }

    /**
     * The 1-based line where the nesting reaches its greatest depth: flow brackets opened and not yet
     * closed (outside quotes), plus the line's indentation in steps of two.
     */
    static int deepestLine(String text) {
        String[] lines = text.split("\n", -1);
        int depth = 0;
        int best = 1;
        int bestScore = -1;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            int indent = 0;
            while (indent < l.length() && l.charAt(indent) == ' ') {
                indent++;
            }
            int deepest = depth;
            char quote = 0;
            for (int k = 0; k < l.length(); k++) {
                char c = l.charAt(k);
                if (quote != 0) {
                    quote = c == quote ? 0 : quote;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '[' || c == '{') {
                    deepest = Math.max(deepest, ++depth);
                } else if (c == ']' || c == '}') {
                    depth = Math.max(0, depth - 1);
                } else if (c == '#') {
                    break;
                }
            }
            int score = deepest + indent / 2;
            if (score > bestScore) {
                bestScore = score;
                best = i + 1;
            }
        }
        return best;
    }

    private static String limitMessage(String problem) {
        if (problem.contains("aliases")) {
            return "too many aliases (the limit is " + MAX_ALIASES + "): " + problem;
        }
        if (problem.contains("Nesting Depth")) {
            return "nesting deeper than " + MAX_DEPTH + " levels: " + problem;
        }
        return problem;
    }

    /**
     * One of an enum's constants, spelt in lower case in the spec; anything else is an error that names
     * the key and lists the spellings.
     */
    <E extends Enum<E>> E keyword(Node value, String key, E[] constants, String what) {
        String word = string(value, key);
        List<String> words = new ArrayList<>();
        for (E c : constants) {
            String spelling = c.name().toLowerCase(Locale.ROOT);
            if (spelling.equals(word)) {
                return c;
            }
            words.add(spelling);
        }
        throw at(value, "key '" + key + "': '" + word + "' is not " + what + "; use " + String.join(", ",
                words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1));
    }

    /** Refuses explicit tags (global tags name classes) and anything but plain YAML structure. */
    private void checkTags(Node node, int depth) {
        if (depth > MAX_DEPTH) {
            throw at(node, "nesting deeper than " + MAX_DEPTH + " levels");
        }
        if (!ALLOWED_TAGS.contains(node.getTag())) {
            throw at(node, "tag '" + node.getTag().getValue() + "' is not allowed: a spec holds plain values,"
                    + " lists and mappings only");
        }
        if (node instanceof MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                checkTags(t.getKeyNode(), depth + 1);
                checkTags(t.getValueNode(), depth + 1);
            }
        } else if (node instanceof SequenceNode s) {
            for (Node child : s.getValue()) {
                checkTags(child, depth + 1);
            }
        }
    }

    static Set<String> orderedSet(String... keys) {
        return new LinkedHashSet<>(List.of(keys));
    }

    Map<String, NodeTuple> entries(Node node, Set<String> allowed, String what) {
        if (!(node instanceof MappingNode mapping)) {
            throw at(node, what + ": expected a mapping with keys " + String.join(", ", allowed) + ", found "
                    + describe(node));
        }
        Map<String, NodeTuple> entries = new LinkedHashMap<>();
        for (NodeTuple t : mapping.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode k)) {
                throw at(t.getKeyNode(), what + ": a key must be a plain name");
            }
            String key = k.getValue();
            if (!allowed.contains(key)) {
                throw at(k, "unknown key '" + key + "' in " + what + Suggestions.endOfSentence(key, allowed)
                        + " Allowed: " + String.join(", ", allowed));
            }
            if (entries.containsKey(key)) {
                Node first = entries.get(key).getKeyNode();
                throw at(k, "duplicate key '" + key + "' in " + what + " (first at line "
                        + (first.getStartMark().getLine() + 1) + ")");
            }
            entries.put(key, t);
        }
        return entries;
    }

    Node required(Map<String, NodeTuple> entries, String key, Node parent, String expected) {
        NodeTuple t = entries.get(key);
        if (t == null) {
            throw at(parent, "missing key '" + key + "': expected " + expected);
        }
        return t.getValueNode();
    }

    String requiredString(Map<String, NodeTuple> entries, String key, Node parent, String expected) {
        return string(required(entries, key, parent, expected), key);
    }

    String optionalString(Map<String, NodeTuple> entries, String key, String fallback) {
        return entries.containsKey(key) ? string(entries.get(key).getValueNode(), key) : fallback;
    }

    String string(Node node, String key) {
        if (!(node instanceof ScalarNode s) || s.getTag() == Tag.NULL) {
            throw at(node, "key '" + key + "': expected a text value, found " + describe(node));
        }
        return s.getValue();
    }

    long integer(Node node, String key, long min, long max) {
        Object v = scalar(node);
        if (!(v instanceof Long l)) {
            throw at(node, "key '" + key + "': expected an integer" + range(min, max) + ", found " + describe(node));
        }
        if (l < min || l > max) {
            throw at(node, "key '" + key + "': expected an integer" + range(min, max) + ", found " + l);
        }
        return l;
    }

    double number(Node node, String key, double min, double max) {
        Object v = scalar(node);
        if (!(v instanceof Long) && !(v instanceof Double)) {
            throw at(node, "key '" + key + "': expected a number from " + Numbers.report(min) + " to "
                    + Numbers.report(max)
                    + ", found " + describe(node));
        }
        double d = ((Number) v).doubleValue();
        if (!(d >= min && d <= max)) {
            throw at(node, "key '" + key + "': expected a number from " + Numbers.report(min) + " to "
                    + Numbers.report(max)
                    + ", found " + ((ScalarNode) node).getValue());
        }
        return d;
    }

    private static String range(long min, long max) {
        if (min == Long.MIN_VALUE) {
            return "";
        }
        return max == Long.MAX_VALUE ? " of at least " + min : " from " + min + " to " + max;
    }

    /** A scalar as Boolean, Long, Double, String or null (by its resolved YAML tag). */
    Object scalar(Node node) {
        if (!(node instanceof ScalarNode s)) {
            return node;
        }
        String v = s.getValue();
        Tag tag = s.getTag();
        try {
            if (tag.equals(Tag.BOOL)) {
                return Set.of("true", "yes", "on").contains(v.toLowerCase(Locale.ROOT));
            }
            if (tag.equals(Tag.INT)) {
                String t = v.replace("_", "");
                if (t.startsWith("0x") || t.startsWith("-0x")) {
                    return Long.decode(t);
                }
                return Long.parseLong(t.startsWith("+") ? t.substring(1) : t);
            }
            if (tag.equals(Tag.FLOAT)) {
                double d = Double.parseDouble(v.replace("_", ""));
                return Double.isFinite(d) ? d : v;
            }
        } catch (NumberFormatException e) {
            return v;
        }
        if (tag.equals(Tag.NULL)) {
            return null;
        }
        return v;
    }

    List<Node> sequence(Node node, String key) {
        if (!(node instanceof SequenceNode s)) {
            throw at(node, "key '" + key + "': expected a list, found " + describe(node));
        }
        return s.getValue();
    }

    List<String> strings(Node node, String key) {
        List<String> out = new ArrayList<>();
        if (node instanceof ScalarNode) {
            out.add(string(node, key));
            return out;
        }
        for (Node item : sequence(node, key)) {
            out.add(string(item, key));
        }
        return out;
    }

    static String describe(Node node) {
        if (node instanceof MappingNode) {
            return "a mapping";
        }
        if (node instanceof SequenceNode) {
            return "a list";
        }
        ScalarNode s = (ScalarNode) node;
        if (s.getTag() == Tag.NULL) {
            return "nothing";
        }
        return "'" + s.getValue() + "'";
    }

    Spec.Location location(Node node) {
        Mark m = node.getStartMark();
        return new Spec.Location(file, m.getLine() + 1, m.getColumn() + 1);
    }

    SpecException at(Node node, String problem) {
        Mark m = node.getStartMark();
        return error(m.getLine() + 1, m.getColumn() + 1, problem);
    }

    SpecException error(int line, int column, String problem) {
        return new SpecException(file, line, column, problem);
    }
}
