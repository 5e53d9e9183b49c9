package io.galab.algorithm;

import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What an algorithm or an operator needs of a puzzle's shape beyond its size (docs/extending.md, "What an
 * algorithm needs of the shape"). Algorithms read units, never kinds: one that relies on more than the unit table
 * says so here, and a puzzle without it is refused when a spec is planned ({@code validate} and {@code run}) and by
 * {@code solve}, in the same words ({@link #refusal}).
 */
public enum ShapeNeed {
    /**
     * Every region is a b×b box, so that the boxes stand in bands of b rows and stacks of b columns (the Twodoku
     * GA's band local search and building-block crossover). A Jigsaw's irregular regions lack it.
     */
    RECTANGULAR_BOXES("rectangular b×b boxes in bands") {
        @Override
        boolean met(Geometry g) {
            return g.regularBoxes();
        }

        @Override
        String lacking(Geometry g) {
            return "its regions are not b×b boxes";
        }
    },
    /**
     * No unit beyond rows, columns and regions (Ret-GA's remove repetition repairs rows and columns only). A
     * Sudoku-X's diagonals and a Windoku's windows lack it.
     */
    GRID_UNITS_ONLY("no units beyond rows, columns and regions") {
        @Override
        boolean met(Geometry g) {
            return !g.hasExtraUnits();
        }

        @Override
        String lacking(Geometry g) {
            for (int u = 0; u < g.unitCount(); u++) {
                if (!g.isRow(u) && !g.isColumn(u) && !g.isRegion(u)) {
                    return "it has " + g.unitName(u);
                }
            }
            return "";
        }
    },
    /**
     * No killer cages: an algorithm that does not score a cage's sum and distinct digits ({@link Algorithm#takesCages})
     * would return a grid that breaks them.
     */
    NO_CAGES("no killer cages") {
        @Override
        boolean met(Geometry g) {
            return !g.hasCages();
        }

        @Override
        String lacking(Geometry g) {
            return "it has " + g.cageCount() + " killer cages";
        }
    };

    private final String words;

    ShapeNeed(String words) {
        this.words = words;
    }

    /** What is needed, in a message's words. */
    public String words() {
        return words;
    }

    abstract boolean met(Geometry g);

    /** What the shape has instead, for the message: "it has diagonal 1". */
    abstract String lacking(Geometry g);

    /**
     * Why {@code algorithm} does not run {@code puzzle} with these parameters, or null when it does: first a need
     * of its own or of an operator its parameters name that the puzzle's shape does not meet, then
     * {@link Algorithm#refusal}. Planning and {@code solve} both ask this, so a refusal reads the same in both.
     */
    public static String refusal(Algorithm algorithm, Puzzle puzzle, Parameters parameters) {
        Geometry g = puzzle.geometry();
        Set<ShapeNeed> unmet = EnumSet.noneOf(ShapeNeed.class);
        List<String> clauses = new ArrayList<>();
        if (!algorithm.takesCages(parameters) && !NO_CAGES.met(g) && unmet.add(NO_CAGES)) {
            clauses.add("it needs " + NO_CAGES.words + " (its fitness scores all-different units, not a cage's sum),"
                    + " and " + NO_CAGES.lacking(g));
        }
        algorithm.needs(parameters).forEach((need, reason) -> {
            if (!need.met(g) && unmet.add(need)) {
                clauses.add("it needs " + need.words + " (" + reason + "), and " + need.lacking(g));
            }
        });
        for (Parameter p : algorithm.parameters()) {
            if (p.type() == Parameter.Type.OPERATOR) {
                Operator operator = Operators.visible().get(parameters.getText(p.name()));
                for (ShapeNeed need : operator.needs()) {
                    if (!need.met(g) && unmet.add(need)) {
                        clauses.add("its " + p.name() + " '" + operator.id() + "' needs " + need.words + ", and "
                                + need.lacking(g));
                    }
                }
            }
        }
        return clauses.isEmpty() ? algorithm.refusal(puzzle, parameters)
                : algorithm.id() + " refuses a " + g.describe() + ": " + String.join("; ", clauses);
    }
}
