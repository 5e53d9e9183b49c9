package io.galab.bench;

import io.galab.solve.ExactSolver;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The exact solver's time per puzzle: solving (first solution) and proving uniqueness (counting up to
 * two) on library puzzles of every kind, and filling a blank SudoKube and a blank 49x49 Sudoku.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class ExactSolverBenchmark {

    @Param({"sudoku/mantere-koljonen:s06a", "sudoku/mantere-koljonen:s16", "sudoku/mantere-koljonen:s09a",
            "twodoku/kaldanis:medium_1", "samurai/samurai-sudoku-com:hard1", "sudokube:blank",
        "sudoku49:blank"})
    public String puzzle;

    private ExactSolver solver;
    private int[] givens;

    @Setup
    public void setUp() {
        Puzzle p;
        if (puzzle.endsWith(":blank")) {
            Geometry g = puzzle.startsWith("sudokube") ? Geometry.sudokube() : Geometry.sudoku(7);
            p = new Puzzle("blank", g, new int[g.cellCount()]);
        } else {
            String[] parts = puzzle.split(":");
            p = PuzzleLibrary.load(parts[0]).get(parts[1]);
        }
        solver = new ExactSolver(p.geometry());
        givens = p.givens();
    }

    @Benchmark
    public int[] solve() {
        return solver.solve(givens).orElseThrow();
    }

    @Benchmark
    public int countToTwo() {
        return solver.countSolutions(givens, 2).count();
    }
}
