package io.galab.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.galab.solve.ExactSolver;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The anchors' wrappers (docs/external-solvers.md, "The anchors for giant Sudokus"): CaDiCaL through
 * peers/sat_sudoku.py in each encoding, and CP-SAT through peers/cpsat/CpSatSudoku.java, each answer
 * checked by the oracle. Each runs only where its program exists, and is skipped with the reason
 * otherwise: CaDiCaL is Debian's package, CP-SAT is what peers/build.sh fetches and builds.
 */
class AnchorWrappersTest {

    private static final Path PEERS = Path.of("..", "peers").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    /** A 9x9, a 16x16 family instance with several solutions, one solved by propagation alone, and one with none. */
    private List<Puzzle> puzzles() {
        List<Puzzle> out = new ArrayList<>();
        out.add(PuzzleLibrary.load("sudoku/mantere-koljonen").puzzles().get(8));
        out.add(PuzzleLibrary.load("family/sudoku16-30", 1, 3).puzzles().get(0));
        out.add(PuzzleLibrary.load("family/sudoku9-90", 1, 3).puzzles().get(0));
        int[] clash = new int[81];
        clash[0] = 5;
        clash[8] = 5;
        out.add(new Puzzle("clash", Geometry.sudoku9(), clash));
        return out;
    }

    private static boolean onPath(String program) {
        return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(d -> Files.isExecutable(Path.of(d, program)));
    }

    @Test
    void cadicalOnEveryEncodingAnswersWhatTheOracleAccepts() throws Exception {
        assumeTrue(onPath("cadical"), "CaDiCaL is not installed here (apt-get install cadical)");
        assumeTrue(onPath("python3"), "python3 is not on the PATH");
        for (String[] encoding : new String[][] {{}, {"--encoding", "full"}, {"--amo", "sequential"}}) {
            for (Puzzle p : puzzles()) {
                List<String> command = new ArrayList<>(List.of("python3", PEERS.resolve("sat_sudoku.py").toString(),
                        write(p).toString(), "30", "cadical"));
                command.addAll(List.of(encoding));
                check(p, run(command), String.join(" ", encoding));
            }
        }
    }

    @Test
    void cpSatAnswersWhatTheOracleAccepts() throws Exception {
        Path classes = PEERS.resolve("build/cpsat");
        assumeTrue(Files.exists(classes.resolve("CpSatSudoku.class")), "the CP-SAT wrapper is not built here"
                + " (peers/build.sh)");
        for (Puzzle p : puzzles()) {
            check(p, run(List.of("java", "-cp", classes + File.pathSeparator + classes.resolve("lib") + File.separator
                    + "*", "CpSatSudoku", write(p).toString(), "30")), "cp-sat");
        }
    }

    /** An answer is the oracle's solution; a puzzle without one gets "no model". */
    private static void check(Puzzle p, String out, String what) {
        if (p.id().equals("clash")) {
            assertTrue(out.startsWith("no model"), what + ": " + out);
            return;
        }
        int n = p.geometry().n();
        int[] grid = Arrays.stream(out.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
        assertEquals(n * n, grid.length, what + " on " + p.id());
        assertTrue(ExactSolver.isSolution(p, grid), what + " on " + p.id() + ": not a solution");
    }

    private Path write(Puzzle p) throws Exception {
        int n = p.geometry().n();
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                s.append(c == 0 ? "" : " ").append(p.givens()[r * n + c]);
            }
            s.append('\n');
        }
        return Files.writeString(dir.resolve(p.id() + ".txt"), s);
    }

    private String run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).redirectError(dir.resolve("stderr.txt").toFile()).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the wrapper did not end");
        assertEquals(0, process.exitValue(), Files.readString(dir.resolve("stderr.txt")));
        return out;
    }
}
