package io.galab.algorithm.twodoku;

import io.galab.algorithm.PaperLocalSearch;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.Representation;
import io.galab.algorithm.common.Instance;
import io.galab.puzzle.Puzzle;
import java.util.SplittableRandom;

/**
 * {@code line-swap-search}, twodoku-ga's local search as a registered operator (docs/extending.md, "Operators"):
 * the Twodoku GA report's column and row local search ({@link LocalSearch}), or, with the GA's
 * {@code referenceCode}, the report's reference code's ({@link ReferenceLocalSearch}). Each swap exchanges two free
 * cells of one row and one box, so it takes any grid and keeps box permutations; it draws no random numbers.
 */
public final class LineSwapSearch extends PaperLocalSearch {

    public static final String ID = "line-swap-search";

    public LineSwapSearch() {
        super(ID, Representation.GRID, Representation.BOX_PERMUTATIONS,
                "the Twodoku GA report, Local Search: swaps in pairs of illegal columns, then rows, of one band "
                        + "(the reference code's with referenceCode)");
    }

    /** Its swaps stay within one band of b rows (or stack of b columns) of b×b boxes. */
    @Override
    public java.util.Set<io.galab.algorithm.ShapeNeed> needs() {
        return java.util.Set.of(io.galab.algorithm.ShapeNeed.RECTANGULAR_BOXES);
    }

    @Override
    public Search search(Puzzle puzzle, Parameters parameters) {
        Instance instance = new Instance(puzzle);
        if (parameters.has("referenceCode") && parameters.getBoolean("referenceCode")) {
            ReferenceLocalSearch reference = new ReferenceLocalSearch(instance);
            return new Search() {
                @Override
                public int improve(int[] member, SplittableRandom random) {
                    return reference.apply(member);
                }

                @Override
                public long unitReads() {
                    return reference.unitReads();
                }
            };
        }
        LocalSearch search = new LocalSearch(instance);
        return new Search() {
            @Override
            public int improve(int[] member, SplittableRandom random) {
                return search.apply(member);
            }

            @Override
            public long unitReads() {
                return search.unitReads();
            }
        };
    }
}
