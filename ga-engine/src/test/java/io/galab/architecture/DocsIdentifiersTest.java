package io.galab.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every backticked Java identifier in docs/ and README.md names something that exists: a type declared in galab's
 * sources (any module), each member after it ({@code Geometry.isRegion}) a word of that type's file, or a type of
 * the JDK or of a dependency that the docs cite, loaded by name. Docs that name a class that was renamed or never
 * existed fail here, with the file, line and name.
 */
class DocsIdentifiersTest {

    /** A backticked word that reads as a Java name: an optional package, a type, then members, maybe "()". */
    private static final Pattern NAME = Pattern.compile(
            "^((?:[a-z]\\w*\\.)*)([A-Z]\\w*[a-z]\\w*)((?:\\.\\w+)*)(\\(\\))?$");

    private static final Pattern TICKED = Pattern.compile("`([^`\\s]+)`");

    private static final Pattern DECLARED = Pattern.compile("\\b(?:class|interface|enum|record)\\s+([A-Z]\\w*)");

    /** The packages where a type the docs cite from the JDK or a dependency is looked for. */
    private static final List<String> ELSEWHERE = List.of("java.lang.", "java.util.", "java.io.",
            "java.nio.channels.", "java.lang.management.", "org.apache.commons.math3.stat.inference.",
            "org.apache.commons.math3.distribution.", "org.apache.commons.math3.stat.interval.",
            "org.apache.commons.statistics.inference.",
            "org.apache.commons.statistics.interval.");

    /** Types of the other modules' dependencies (Maven's plugin API, Spark), not on this module's class path. */
    private static final Set<String> OTHER_MODULES = Set.of("MojoExecutionException", "MojoFailureException",
            "SparkSubmit");

    static Path root() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("docs")) ? here : here.getParent();
    }

    @Test
    void everyBacktickedJavaNameInTheDocsExists() throws IOException {
        Path root = root();
        Map<String, List<String>> typeFiles = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/")
                    && !p.toString().contains("/target/")).toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                Matcher m = DECLARED.matcher(text);
                while (m.find()) {
                    typeFiles.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(text);
                }
            }
        }
        List<Path> docs = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root.resolve("docs"))) {
            files.filter(p -> p.toString().endsWith(".md")).forEach(docs::add);
        }
        docs.add(root.resolve("README.md"));
        List<String> missing = new ArrayList<>();
        int checked = 0;
        Set<String> seen = new HashSet<>();
        for (Path doc : docs) {
            List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                Matcher t = TICKED.matcher(lines.get(i));
                while (t.find()) {
                    Matcher m = NAME.matcher(t.group(1));
                    if (!m.matches() || t.group(1).matches(".*\\.(java|md|csv|yaml|txt|html|json|py|sh|jsh|xml)$")) {
                        continue;
                    }
                    checked++;
                    String problem = problem(m.group(2), m.group(3), typeFiles);
                    if (problem != null && seen.add(doc.getFileName() + t.group(1))) {
                        missing.add(root.relativize(doc) + ":" + (i + 1) + ": `" + t.group(1) + "`: " + problem);
                    }
                }
            }
        }
        assertTrue(checked > 300, "the docs name galab's classes: " + checked);
        assertEquals(List.of(), missing, "docs naming what the code does not have");
    }

    private static String problem(String type, String members, Map<String, List<String>> typeFiles) {
        List<String> files = typeFiles.get(type);
        if (files == null) {
            if (OTHER_MODULES.contains(type) || ELSEWHERE.stream().anyMatch(p -> loads(p + type))) {
                return null;
            }
            return "no type " + type + " in galab's sources, the JDK or the dependencies the docs cite";
        }
        for (String member : members.split("\\.")) {
            if (!member.isEmpty() && files.stream().noneMatch(f -> Pattern.compile("\\b" + Pattern.quote(member)
                    + "\\b").matcher(f).find())) {
                return "no " + member + " in " + type;
            }
        }
        return null;
    }

    private static boolean loads(String name) {
        try {
            Class.forName(name, false, DocsIdentifiersTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
