package io.galab.lab;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.growth.GrowthGa;
import io.galab.algorithm.growth.PuzzleGeneration;
import io.galab.algorithm.memetic.PropagatingMemeticGa;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Shuffles;
import io.galab.solve.ExactSolver;
import io.galab.puzzle.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The recipe of the library's generated N×N sets, {@code sudoku16/waters-generated} and
 * {@code sudoku25/waters-generated} (docs/puzzle-formats.md, "Generated N×N sets"): Waters' III.C
 * ({@link PuzzleGeneration}) with puzzle i made from seed i. 16x16 grids are completed by growth-ga,
 * the thesis's GA, at its defaults; 25x25 grids by galab's own GA, since growth-ga did not complete a
 * seeded 25x25 grid in 60 s (17,104 generations). The committed files are this recipe's output;
 * {@code scripts/generate-nxn.jsh} writes them and a test regenerates some.
 */
public final class GeneratedSets {

    /**
     * Search nodes allowed to one uniqueness check while givens are removed: 20,000 for 16x16; 500 for
     * 25x25, where a node costs more and 2,000 took a minute a puzzle (500: 18 s).
     */
    public static long maxNodes(int boxSize) {
        return boxSize == 4 ? 20_000 : 500;
    }

    private GeneratedSets() {
    }

    /** The set's name for box size 4 or 5. */
    public static String setName(int boxSize) {
        return "sudoku" + boxSize * boxSize + "/waters-generated";
    }

    /** Puzzle {@code index} (from 1) of the box size's set. */
    public static Puzzle puzzle(int boxSize, int index) {
        if (boxSize != 4 && boxSize != 5) {
            throw new IllegalArgumentException("generated N×N sets exist for box sizes 4 and 5, not " + boxSize);
        }
        Algorithm ga = Algorithms.builtIn().get(boxSize == 4 ? GrowthGa.ID : PropagatingMemeticGa.ID);
        Budget budget = boxSize == 4 ? Budget.generations(2000) : Budget.evaluations(2_500_000);
        String id = "w" + boxSize * boxSize + "_" + String.format("%02d", index);
        // the recipe's completion: galab's GA in the box-permutation representation it had when the set was made
        Map<String, Object> params = boxSize == 4 ? Map.of() : Map.of("representation", "boxPermutation");
        return PuzzleGeneration.generate(id, boxSize, ga, ga.parameters(params), budget, index,
                maxNodes(boxSize));
    }

    /** The built-in Sudoku-X set's name. */
    public static final String SUDOKU_X = "sudoku-x/galab-x";

    /**
     * Puzzle {@code index} (from 1) of the built-in Sudoku-X set ({@link #SUDOKU_X}; docs/puzzle-formats.md,
     * "Sudoku-X"): a complete Sudoku-X grid drawn by the exact solver's random search from seed {@code index},
     * then its cells visited in an order drawn from the same stream, each removed when the puzzle keeps exactly one
     * solution (counted by the exact solver over the Sudoku-X's 29 units). So every puzzle is unique and minimal
     * for that order.
     */
    public static Puzzle sudokuX(int index) {
        return unique(Geometry.sudokuX(3), "x_" + String.format("%02d", index), "x", new SplittableRandom(index));
    }

    /** The built-in Windoku set's name. */
    public static final String WINDOKU = "windoku/galab-windoku";

    /** The built-in Jigsaw set's name. */
    public static final String JIGSAW = "jigsaw/galab-jigsaw";

    /**
     * The Windoku variant as data: a 9x9 Sudoku with four extra 3x3 windows, at rows and columns 2–4 and 6–8
     * (docs/puzzle-formats.md, "Variants").
     */
    public static Variant windokuVariant() {
        return io.galab.puzzle.KnownVariants.windoku();
    }

    /** Puzzle {@code index} (from 1) of the built-in Windoku set: the Sudoku-X recipe on the Windoku's units. */
    public static Puzzle windoku(int index) {
        return unique(Geometry.of(windokuVariant()), "wd_" + String.format("%02d", index), "windoku",
                new SplittableRandom(index));
    }

    /** The built-in Killer set's name. */
    public static final String KILLER = "killer/galab-killer";

    /**
     * Puzzle {@code index} (from 1) of the built-in Killer set (docs/puzzle-formats.md, "Killer cages"): a complete
     * grid drawn from seed {@code 1000 + index}, cut into cages by random walks of 2 to 5 neighbouring cells with
     * distinct digits (shorter where a walk is boxed in; each cage's sum from the grid), then the Sudoku-X recipe on
     * the Killer's units and cages: givens taken out, in random order, while the solution stays unique, so most
     * are left with few or none.
     */
    public static Puzzle killer(int index) {
        SplittableRandom random = new SplittableRandom(1000 + index);
        int[] grid = new ExactSolver(Geometry.sudoku(3)).solveRandom(new int[81], random).orElseThrow();
        boolean[] taken = new boolean[81];
        List<Variant.Cage> cages = new ArrayList<>();
        for (int start = 0; start < 81; start++) {
            if (taken[start]) {
                continue;
            }
            List<Integer> cells = new ArrayList<>(List.of(start));
            taken[start] = true;
            int size = 2 + random.nextInt(4);
            int at = start;
            // a walk of 2 to 5 cells: a few tries for each next cell; a walk that is boxed in ends shorter
            for (int tries = 0; cells.size() < size && tries < 12; tries++) {
                int[] next = neighbours(at, 9);
                int p = next[random.nextInt(next.length)];
                if (taken[p] || cells.stream().anyMatch(q -> grid[q] == grid[p])) {
                    continue;
                }
                cells.add(p);
                taken[p] = true;
                at = p;
            }
            cages.add(new Variant.Cage(cells.stream().mapToInt(Integer::intValue).sorted().toArray(),
                    cells.stream().mapToInt(q -> grid[q]).sum()));
        }
        return unique(Geometry.of(new Variant("killer", 9, null, List.of(), cages)),
                "kl_" + String.format("%02d", index), "killer", random, grid);
    }

    /**
     * Puzzle {@code index} (from 1) of the built-in Jigsaw set: its regions drawn from seed {@code index}
     * ({@link #jigsawRegions}), then the Sudoku-X recipe on its units. A region map that admits no complete grid is
     * drawn again from the same stream.
     */
    public static Puzzle jigsaw(int index) {
        SplittableRandom random = new SplittableRandom(index);
        while (true) {
            Geometry g = Geometry.of(new Variant("jigsaw", 9, jigsawRegions(3, random), List.of()));
            if (new ExactSolver(g).solveRandom(new int[g.cellCount()], random.split(), 200_000).solution() != null) {
                return unique(g, "jg_" + String.format("%02d", index), "jigsaw", random);
            }
        }
    }

    /**
     * A random partition of the n×n grid into n connected regions of n cells: from the b×b boxes, 40·n swaps of two
     * cells on a border between two regions, each kept when both regions stay connected (4-neighbourhood).
     */
    public static int[] jigsawRegions(int b, SplittableRandom random) {
        int n = b * b;
        int[] region = Geometry.sudoku(b).regionMap();
        int kept = 0;
        for (int attempt = 0; attempt < 10_000 && kept < 40 * n; attempt++) {
            int a = random.nextInt(n * n);
            int[] na = neighbours(a, n);
            int other = region[na[random.nextInt(na.length)]];
            if (other == region[a]) {
                continue;
            }
            // a cell of the other region that borders a's region
            List<Integer> candidates = new ArrayList<>();
            for (int p = 0; p < region.length; p++) {
                if (region[p] == other) {
                    for (int q : neighbours(p, n)) {
                        if (region[q] == region[a] && q != a) {
                            candidates.add(p);
                            break;
                        }
                    }
                }
            }
            if (candidates.isEmpty()) {
                continue;
            }
            int c = candidates.get(random.nextInt(candidates.size()));
            int ra = region[a];
            region[a] = other;
            region[c] = ra;
            if (connected(region, ra, n) && connected(region, other, n)) {
                kept++;
            } else {
                region[a] = ra;
                region[c] = other;
            }
        }
        return region;
    }

    private static int[] neighbours(int p, int n) {
        int r = p / n;
        int c = p % n;
        List<Integer> out = new ArrayList<>();
        if (r > 0) {
            out.add(p - n);
        }
        if (r < n - 1) {
            out.add(p + n);
        }
        if (c > 0) {
            out.add(p - 1);
        }
        if (c < n - 1) {
            out.add(p + 1);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean connected(int[] region, int k, int n) {
        int start = -1;
        int size = 0;
        for (int p = 0; p < region.length; p++) {
            if (region[p] == k) {
                start = start < 0 ? p : start;
                size++;
            }
        }
        boolean[] seen = new boolean[region.length];
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(start));
        seen[start] = true;
        int reached = 0;
        while (!todo.isEmpty()) {
            int p = todo.pop();
            reached++;
            for (int q : neighbours(p, n)) {
                if (!seen[q] && region[q] == k) {
                    seen[q] = true;
                    todo.push(q);
                }
            }
        }
        return reached == size;
    }

    /**
     * A puzzle with one solution on any geometry: a complete grid drawn by the exact solver's random search, then
     * its cells visited in an order drawn from the same stream, each removed when the puzzle keeps exactly one
     * solution (counted by the exact solver over the geometry's units). So it is unique and minimal for that order.
     */
    public static Puzzle unique(Geometry g, String id, String category, SplittableRandom random) {
        return unique(g, id, category, random, new ExactSolver(g).solveRandom(new int[g.cellCount()], random)
                .orElseThrow());
    }

    /** As {@link #unique(Geometry, String, String, SplittableRandom)}, from a complete grid already drawn. */
    static Puzzle unique(Geometry g, String id, String category, SplittableRandom random, int[] solution) {
        ExactSolver solver = new ExactSolver(g);
        int[] givens = solution.clone();
        int[] order = new int[g.cellCount()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Shuffles.shuffle(order, order.length, random);
        for (int c : order) {
            int kept = givens[c];
            givens[c] = 0;
            if (!solver.countSolutions(givens, 2).isUnique()) {
                givens[c] = kept;
            }
        }
        return new Puzzle(id, g, givens, solution, category, "");
    }
}
