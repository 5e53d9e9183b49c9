package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.SpecLoader;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.LocatedException;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.SudokuLines;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Property-based tests of every parser, with seeded random inputs: arbitrary bytes, truncations and
 * mutations of valid files either parse or fail with a located error (file, line ≥ 1, column ≥ 1)
 * — never another exception. Every input is small and every parser linear, so none can hang.
 */
class ParserFuzzTest {

    static final int CASES = 1000;

    @TempDir
    Path dir;

    static final String SPEC = String.join("\n",
            "name: fuzz",
            "title: \"a spec\"",
            "seed: 10",
            "runs: 3",
            "budget:",
            "  maxGenerations: 50",
            "puzzles:",
            "  - set: twodoku/kaldanis",
            "    ids: [easy_*, medium_1]",
            "variants:",
            "  - name: baseline",
            "    algorithm: twodoku-ga",
            "    params: {mutationRate: 0.1, localSearch: true}",
            "sweep:",
            "  crossoverRate: [0.1, 0.2]",
            "gates:",
            "  - {minSuccessRate: 0.5, puzzles: [easy_*]}",
            "  - {baseline: baselines/fuzz.csv, maxDrop: 0.1}",
            "published:",
            "  - {puzzle: easy_1, variant: baseline, successes: 15, runs: 15, meanGenerations: 188}",
            "");

    static Stream<Arguments> samples() {
        List<Arguments> samples = new ArrayList<>();
        samples.add(Arguments.of("spec.yaml", SPEC));
        samples.add(Arguments.of("sudoku-lines.txt", SudokuLines.write(
                PuzzleLibrary.load("sudoku/mantere-koljonen").puzzles().subList(0, 4))));
        var medium1 = PuzzleLibrary.load("twodoku/kaldanis").get("medium_1");
        samples.add(Arguments.of("twodoku.puzzle.txt", PuzzleFormat.writeGrid(Geometry.twodoku(), medium1.givens())));
        var samurai = PuzzleLibrary.load("samurai/samurai-sudoku-com").get("easy1");
        samples.add(Arguments.of("samurai.txt", PuzzleFormat.writeGrid(Geometry.samurai(), samurai.givens())));
        var cube = PuzzleLibrary.load("sudokube/generated-easy", 1, 1L).puzzles().get(0);
        samples.add(Arguments.of("cube.txt", PuzzleFormat.writeGrid(Geometry.sudokube(), cube.givens())));
        samples.add(Arguments.of("grid16.txt", PuzzleFormat.writeGrid(Geometry.sudoku(4), new int[256])));
        samples.add(Arguments.of("line.txt", SudokuLines.line81(medium1.givens()).substring(0, 81) + "\n"));
        return samples.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void mutationsTruncationsAndGarbageGiveLocatedErrors(String name, String valid) throws IOException {
        SplittableRandom random = new SplittableRandom(name.hashCode());
        byte[] original = valid.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        check(name, original, "the valid sample");
        int errors = 0;
        for (int i = 0; i < CASES; i++) {
            byte[] input = mutate(original, random);
            errors += check(name, input, "case " + i) ? 0 : 1;
        }
        assertTrue(errors > CASES / 4, "mutations should mostly be rejected, rejected " + errors);
    }

    /** One of: flip bytes, delete a span, insert random bytes, truncate, duplicate a line, pure garbage. */
    static byte[] mutate(byte[] in, SplittableRandom random) {
        byte[] b = in.clone();
        switch (random.nextInt(6)) {
            case 0 -> {
                for (int k = 1 + random.nextInt(4); k > 0; k--) {
                    b[random.nextInt(b.length)] = (byte) random.nextInt(256);
                }
                return b;
            }
            case 1 -> {
                int from = random.nextInt(b.length);
                int to = Math.min(b.length, from + 1 + random.nextInt(20));
                byte[] out = new byte[b.length - (to - from)];
                System.arraycopy(b, 0, out, 0, from);
                System.arraycopy(b, to, out, from, b.length - to);
                return out;
            }
            case 2 -> {
                int at = random.nextInt(b.length + 1);
                byte[] extra = new byte[1 + random.nextInt(12)];
                String alphabet = " \n\t:,-[]{}&*!#'\"|>0123456789abcxyz.";
                for (int i = 0; i < extra.length; i++) {
                    extra[i] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
                }
                byte[] out = new byte[b.length + extra.length];
                System.arraycopy(b, 0, out, 0, at);
                System.arraycopy(extra, 0, out, at, extra.length);
                System.arraycopy(b, at, out, at + extra.length, b.length - at);
                return out;
            }
            case 3 -> {
                return java.util.Arrays.copyOf(b, random.nextInt(b.length));
            }
            case 4 -> {
                String s = new String(b, java.nio.charset.StandardCharsets.UTF_8);
                String[] lines = s.split("\n", -1);
                int k = random.nextInt(lines.length);
                List<String> l = new ArrayList<>(List.of(lines));
                l.add(k, lines[k]);
                return String.join("\n", l).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            }
            default -> {
                byte[] garbage = new byte[random.nextInt(300)];
                for (int i = 0; i < garbage.length; i++) {
                    garbage[i] = (byte) random.nextInt(256);
                }
                return garbage;
            }
        }
    }

    /** Parses; returns true when accepted, false on a located error; fails on anything else. */
    boolean check(String name, byte[] input, String label) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, input);
        try {
            if (name.endsWith(".yaml")) {
                var spec = new SpecLoader(Algorithms.builtIn()).load(file);
                Plan.of(spec, Algorithms.builtIn(), Plan.Options.defaults());
            } else {
                PuzzleFormat.read(file);
            }
            return true;
        } catch (LocatedException e) {
            assertTrue(e.line() >= 1 && e.column() >= 1, label + ": location " + e.getMessage());
            assertTrue(e.getMessage().startsWith(e.source() + ":" + e.line() + ":" + e.column() + ": "),
                    e.getMessage());
            assertTrue(!e.problem().isBlank());
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            fail(label + " of " + name + " threw " + e + " for input:\n" + new String(input,
                    java.nio.charset.StandardCharsets.ISO_8859_1), e);
            return false;
        }
    }
}
