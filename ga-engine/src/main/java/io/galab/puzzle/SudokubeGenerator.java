package io.galab.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Generates SudoKube puzzles as in the SudoKube thesis (Waters 2008, sections III.C–III.D): fill a
 * blank cube, then remove cells so that what remains can be solved.
 *
 * <p>Decisions where the thesis is silent (see {@code docs/puzzle-formats.md}):
 * <ul>
 *   <li>The thesis fills the cube with its own GA, seeded face by face. galab fills it with the
 *       generators' own grid filler ({@link GridFiller}) in a random digit order, which yields a valid cube
 *       directly.</li>
 *   <li>The thesis "removes a random amount of numbers" per difficulty but gives no counts. galab keeps
 *       a fixed number of givens per difficulty, chosen so that each face keeps the share of givens of
 *       a newspaper 9x9 puzzle of that rating (about 36, 30, 26 and 22 of 81): {@link Difficulty#givens()}.
 *       Cells to keep are drawn uniformly at random.</li>
 *   <li>Like the thesis, uniqueness is not required: any valid cube that keeps the givens is a
 *       solution. The filled cube is stored as the puzzle's known solution.</li>
 * </ul>
 * Everything is drawn from one {@link SplittableRandom} seeded with the puzzle seed, so a seed always
 * gives the same cube.
 */
public final class SudokubeGenerator {

    /** Difficulty levels of the thesis' Table 8, with the number of givens kept out of 386 cells. */
    public enum Difficulty {
        EASY(172), MEDIUM(143), HARD(124), VERY_HARD(105);

        private final int givens;

        Difficulty(int givens) {
            this.givens = givens;
        }

        /** Givens kept out of the cube's 386 cells (about 44%, 37%, 32% and 27%). */
        public int givens() {
            return givens;
        }

        /** The id used in set names: easy, medium, hard, very-hard. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        public static Difficulty fromId(String id) {
            for (Difficulty d : values()) {
                if (d.id().equals(id)) {
                    return d;
                }
            }
            throw new IllegalArgumentException("unknown SudoKube difficulty '" + id
                    + "', expected easy, medium, hard or very-hard");
        }
    }

    private final GridFiller filler = new GridFiller(Geometry.sudokube());

    /** One generated cube, reproducible from {@code seed}. */
    public Puzzle generate(String id, Difficulty difficulty, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Geometry cube = Geometry.sudokube();
        int[] solution = filler.fill(random, Long.MAX_VALUE);
        int[] order = Shuffles.permutation(cube.cellCount(), random);
        int[] givens = new int[cube.cellCount()];
        for (int k = 0; k < difficulty.givens(); k++) {
            givens[order[k]] = solution[order[k]];
        }
        return new Puzzle(id, cube, givens, solution, difficulty.id(),
                "generated (thesis III.C-III.D), seed " + seed + "; not necessarily unique");
    }

    /**
     * {@code count} cubes of one difficulty. Puzzle i (from 1) is generated from the i-th
     * {@code nextLong()} of {@code new SplittableRandom(setSeed)}, so the first cubes of a set do not
     * depend on the count.
     */
    public PuzzleSet generateSet(Difficulty difficulty, int count, long setSeed) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, was " + count);
        }
        SplittableRandom seeds = new SplittableRandom(setSeed);
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            long seed = seeds.nextLong();
            puzzles.add(generate(String.format(Locale.ROOT, "%s-%03d", difficulty.id(), i), difficulty, seed));
        }
        return new PuzzleSet("sudokube/generated-" + difficulty.id(),
                count + " generated " + difficulty.id() + " SudoKubes (" + difficulty.givens() + " givens), set seed "
                        + setSeed, puzzles);
    }
}
