package io.galab.algorithm;

import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import java.util.Map;

/** Manual probe, not a test: java -cp ... io.galab.algorithm.QuickTry ALGO SET ID RUNS GENS [k=v...] */
public final class QuickTry {
    public static void main(String[] args) throws Exception {
        Algorithm algorithm = (Algorithm) Class.forName(args[0]).getDeclaredConstructor().newInstance();
        Puzzle puzzle;
        if (args[1].startsWith("sudokube/")) {
            puzzle = PuzzleLibrary.load(args[1], 1, 1).get(args[2]);
        } else {
            puzzle = PuzzleLibrary.load(args[1]).get(args[2]);
        }
        int runs = Integer.parseInt(args[3]);
        long gens = Long.parseLong(args[4]);
        Map<String, Object> given = new java.util.TreeMap<>();
        for (int i = 5; i < args.length; i++) {
            String[] kv = args[i].split("=");
            Object v = kv[1].equals("true") || kv[1].equals("false") ? (Object) Boolean.valueOf(kv[1])
                    : kv[1].contains(".") ? (Object) Double.valueOf(kv[1]) : (Object) Integer.valueOf(kv[1]);
            given.put(kv[0], v);
        }
        Parameters p = algorithm.parameters(given);
        int solved = 0;
        long sumGen = 0;
        long t0 = System.nanoTime();
        long totalGens = 0;
        for (int r = 0; r < runs; r++) {
            RunResult res = algorithm.run(puzzle, p, 1000 + r, Budget.generations(gens));
            totalGens += res.generations();
            if (res.solved()) {
                solved++;
                sumGen += res.generations();
                if (!io.galab.puzzle.ExactSolver.isSolution(puzzle, res.bestGrid())) {
                    throw new AssertionError("invalid solution");
                }
            }
            System.out.println("run " + r + ": " + res + " " + res.counters());
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        System.out.printf("%s %s: %d/%d solved, mean gens %.1f, %.0f gens/s%n", args[0], args[2], solved, runs,
                solved == 0 ? 0.0 : (double) sumGen / solved, totalGens / secs);
    }
}
