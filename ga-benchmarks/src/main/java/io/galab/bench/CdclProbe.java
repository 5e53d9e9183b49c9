package io.galab.bench;

import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.solve.CdclSearch;
import io.galab.solve.ExactSolver;
import io.galab.solve.SearchBound;
import io.galab.solve.SearchConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * galab's CDCL search ({@code exact}'s {@code search: cdcl}, its configuration {@link SearchConfig#exact}, with
 * Hall sets too when RULES is hall) on a family's instances, one after the other,
 * each for at most CONFLICTS conflicts (or 300 s, or the seconds of the system property {@code probe.seconds}),
 * so that its moves do not depend on the machine's load unless a time cap is asked for,
 * with its speed in a SAT solver's units: decisions, conflicts and propagations (assignments) per second
 * (reports/performance.md, "CDCL search speed"). With a folder, each instance is also written there in
 * galab's numeric format, for a SAT solver to run on the same files.
 *
 * <pre>java -cp ga-benchmarks/target/benchmarks.jar io.galab.bench.CdclProbe FAMILY COUNT SEED CONFLICTS
 * [RESTART_BASE=100] [RULES=singles|hall] [FOLDER]</pre>
 */
public final class CdclProbe {

    private CdclProbe() {
    }

    public static void main(String[] args) throws Exception {
        String family = args[0];
        int count = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        long maxConflicts = Long.parseLong(args[3]);
        int restartBase = args.length > 4 ? Integer.parseInt(args[4]) : 100;
        SearchConfig config = SearchConfig.exact(restartBase);
        boolean hall = args.length > 5 && args[5].equals("hall");
        if (args.length > 5 && !hall && !args[5].equals("singles")) {
            throw new IllegalArgumentException("RULES is singles or hall, not '" + args[5] + "'");
        }
        config = hall ? config.with(SearchConfig.Rules.HALL_SETS) : config;
        Path folder = args.length > 6 ? Path.of(args[6]) : null;
        List<Puzzle> puzzles = PuzzleLibrary.load(family, count, seed).puzzles();
        System.out.println("puzzle,solved,seconds,decisions,conflicts,propagations,decisionsPerS,conflictsPerS,"
                + "propagationsPerS");
        int solved = 0;
        double time = 0;
        long decisions = 0;
        long conflicts = 0;
        long propagations = 0;
        for (Puzzle p : puzzles) {
            if (folder != null) {
                Files.createDirectories(folder);
                StringBuilder text = new StringBuilder();
                int n = p.geometry().n();
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        text.append(c == 0 ? "" : " ").append(p.givens()[r * n + c]);
                    }
                    text.append('\n');
                }
                Files.writeString(folder.resolve(p.id() + ".txt"), text);
            }
            SearchBound bound = SearchBound.of(0, Integer.getInteger("probe.seconds", 300), false);
            CdclSearch search = new CdclSearch(p.geometry(), new SplittableRandom(seed), bound, config);
            long start = System.nanoTime();
            int[] grid = search.start(p.givens()) && search.search(maxConflicts) == CdclSearch.Slice.SOLVED
                    ? search.solution() : null;
            double s = (System.nanoTime() - start) / 1e9;
            boolean ok = grid != null && ExactSolver.isSolution(p, grid);
            solved += ok ? 1 : 0;
            time += s;
            decisions += bound.nodes();
            conflicts += search.conflicts();
            propagations += search.propagations();
            System.out.printf(Locale.ROOT, "%s,%b,%.2f,%d,%d,%d,%.0f,%.0f,%.0f%n", p.id(), ok, s,
                    bound.nodes(), search.conflicts(), search.propagations(), bound.nodes() / s, search.conflicts() / s,
                    search.propagations() / s);
        }
        System.out.printf(Locale.ROOT, "solved %d/%d in %.1f s; per second: %.0f decisions, %.0f conflicts,"
                + " %.0f propagations%n", solved, puzzles.size(), time, decisions / time, conflicts / time,
                propagations / time);
    }
}
