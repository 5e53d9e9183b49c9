package com.example;

import io.galab.algorithm.PaperCrossover;
import io.galab.algorithm.Representation;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Your own crossover for a published GA's crossover slot (docs/extending.md, "Operators"): each box of the
 * child comes from the parent whose box holds more distinct digits, a coin deciding a tie. It copies whole
 * boxes, so it takes any grid and keeps box permutations: it fits growth-ga's slot
 * ({@code params: {crossover: better-box-crossover}}) and purge-ga's. Registered in
 * {@code META-INF/services/io.galab.algorithm.Operator}.
 */
public final class BetterBoxCrossover extends PaperCrossover {

    public BetterBoxCrossover() {
        super("better-box-crossover", Representation.GRID, Representation.BOX_PERMUTATIONS,
                "each box from the parent whose box holds more distinct digits (a coin on a tie)");
    }

    @Override
    public Crossover crossover(Puzzle puzzle) {
        Geometry geometry = puzzle.geometry();
        List<int[]> boxes = new ArrayList<>();
        int[][] units = geometry.unitCellTable();
        for (int u = 0; u < units.length; u++) {
            if (geometry.unitType(u) == Geometry.UnitType.BOX) {
                boxes.add(units[u]);
            }
        }
        int[][] boxCells = boxes.toArray(new int[0][]);
        return new Crossover() {
            private long reads;

            @Override
            public void cross(int[] parent1, int[] parent2, int[] child, SplittableRandom random) {
                for (int[] box : boxCells) {
                    int d1 = distinct(parent1, box);
                    int d2 = distinct(parent2, box);
                    reads += 2;
                    int[] from = d1 > d2 ? parent1 : d2 > d1 ? parent2 : random.nextBoolean() ? parent1 : parent2;
                    for (int c : box) {
                        child[c] = from[c];
                    }
                }
            }

            @Override
            public long unitReads() {
                return reads; // two boxes read a box of the child: the GA counts them as unit scorings
            }
        };
    }

    private static int distinct(int[] grid, int[] box) {
        long seen = 0;
        for (int c : box) {
            seen |= 1L << grid[c];
        }
        return Long.bitCount(seen);
    }
}
