package io.galab.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One encoding of a placement (docs/algorithms.md, "One propagation engine"): no source file of the engine, its
 * tests or the benchmarks works out a variable, literal, key or packed removal by hand; each goes through
 * {@code io.galab.solve.Placements}, which alone holds the formulas. The patterns are the forms the inline
 * conversions took: a key's {@code c·(n + 1) + d} and its division and remainder, a row length named
 * {@code stride}, a packed removal's shift, a literal's {@code 2·(c·n + d − 1) + 1} and a variable's
 * {@code c·n + d}; and a digit's bit in an ascending mask, {@code 1L << d − 1} and its inverse
 * {@code numberOfTrailingZeros(m) + 1}, a digit's bit {@code 1L << d} and the all-digits mask written out, which go
 * through {@code io.galab.puzzle.Digits}. A row-major cell index
 * ({@code r·n + c}) is another thing and is not matched.
 */
class EncodingsTest {

    private static final Pattern INLINE = Pattern.compile(
            "[\\w\\])] \\* \\(n \\+ 1\\) \\+" // key(c, d, n)
                    + "|[/%] \\(n \\+ 1\\)" // keyCell, keyDigit
                    + "|\\* stride \\+|[/%] stride\\b" // the same through a named row length
                    + "|<< 7 \\|" // packed(c, d)
                    + "|2 \\* \\([^)]*\\* n \\+" // a literal of variable(c, d, n)
                    + "|\\* n \\+ (d|digit)\\b" // variable(c, d, n) with a digit index
                    // Digits.ascendingBit(d)
                    + "|<< \\(?(d|digit|e|grid\\[[^\\]]*\\]|[\\w.]*[dD]igit\\([^)]*\\)) - 1\\b"
                    + "|numberOfTrailingZeros\\([^)]*\\) \\+ 1\\b" // Digits.ofAscendingBit(bit)
                    // Digits.bit(d): a digit's bit written out, in a long or an int mask
                    + "|\\b1L? << \\(?(d|v|va|vb|digit|value|old"
                    + "|(grid|givens|out|s|solution|genes|values?)\\[[^\\]]*\\]"
                    + "|[\\w.]*[dD]igit\\([^)]*\\))(?!\\w)(?! - 1)(?! <<)"
                    + "|<< \\(n \\+ 1\\)\\) - 1\\) & ~1|<< n\\) - 1\\) << 1"); // Digits.all(n)

    private static final List<String> HELPERS =
            List.of("io/galab/solve/Placements.java", "io/galab/puzzle/Digits.java");

    @Test
    void noSourceWorksOutAnEncodingByHand() {
        List<String> found = new ArrayList<>();
        for (Path root : roots()) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java"))
                        .filter(f -> HELPERS.stream().noneMatch(f.toString().replace('\\', '/')::endsWith))
                        .filter(f -> !f.getFileName().toString().equals("EncodingsTest.java"))
                        .forEach(f -> scan(f, found));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        assertEquals(List.of(), found, "inline encodings; use io.galab.solve.Placements or io.galab.puzzle.Digits");
    }

    /** The pattern catches the inline forms it stands for, and not a row-major cell index. */
    @Test
    void thePatternCatchesTheFormsItNames() {
        String[] inline = {"t[c * (n + 1) + d]", "int c = lit / (n + 1);", "lit % stride", "a[u * stride + v]",
            "cell << 7 | digit", "2 * (c * n + d - 1) + 1", "vars[c][d] = c * n + d;", "open[i] |= 1L << d - 1;",
            "long bit = 1L << (grid[cell] - 1);", "m &= ~(1L << Placements.digit(v, n) - 1);",
            "grid[cell] = Long.numberOfTrailingZeros(cand[cell]) + 1;", "mask |= 1 << grid[c];",
            "if ((m & 1L << d) == 0) {", "long only = 1L << Placements.digit(v, n);", "present[seg] |= 1 << v;",
            "int all = ((1 << (n + 1)) - 1) & ~1;", "long all = ((1L << n) - 1) << 1;"};
        for (String line : inline) {
            assertTrue(INLINE.matcher(line).find(), line);
        }
        String[] other = {"grid[r * n + c]", "Placements.key(c, d, n)", "(n + 1) * words",
            "return (1L << k) - 1 == i ? 1L << (k - 1) : 0;", "long all = (1L << n) - 1;", "marks[w] |= 1L << l;",
            "levelsHeld |= 1L << (level[x] & 63);", "count += 1L << (grid[c] << 2);",
            "long bit = 1L << cellOfDigit[k];", "freePositions |= 1 << pos;"};
        for (String line : other) {
            assertTrue(!INLINE.matcher(line).find(), line);
        }
    }

    private static void scan(Path file, List<String> found) {
        try {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).trim();
                if (!line.startsWith("*") && !line.startsWith("/") && INLINE.matcher(line).find()) {
                    found.add(file + ":" + (i + 1) + ": " + line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The engine's sources and tests (the module's directory), and the benchmarks' beside it. */
    private static List<Path> roots() {
        List<Path> roots = new ArrayList<>(List.of(Path.of("src/main/java"), Path.of("src/test/java")));
        Path benchmarks = Path.of("../ga-benchmarks/src/main/java");
        if (Files.isDirectory(benchmarks)) {
            roots.add(benchmarks);
        }
        assertTrue(Files.isDirectory(roots.get(0)), "run from the ga-engine module: " + Path.of("").toAbsolutePath());
        return roots;
    }
}
