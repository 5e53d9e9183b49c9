package io.galab.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GeometryTest {

    static Stream<Arguments> counts() {
        return Stream.of(
                Arguments.of(Geometry.sudoku(2), 16, 12),
                Arguments.of(Geometry.sudoku(3), 81, 27),
                Arguments.of(Geometry.sudoku(4), 256, 48),
                Arguments.of(Geometry.sudoku(5), 625, 75),
                Arguments.of(Geometry.sudoku(6), 1296, 108),
                Arguments.of(Geometry.sudoku(7), 2401, 147),
                Arguments.of(Geometry.sudoku(8), 4096, 192),
                Arguments.of(Geometry.twodoku(), 153, 53),
                Arguments.of(Geometry.samurai(), 369, 131),
                Arguments.of(Geometry.sudokube(), 386, 150));
    }

    @ParameterizedTest
    @MethodSource("counts")
    void cellsAndDistinctUnits(Geometry g, int cells, int units) {
        assertEquals(cells, g.cellCount());
        assertEquals(units, g.unitCount());
    }

    @ParameterizedTest
    @MethodSource("counts")
    void everyUnitHasNDistinctCellsAndNoUnitRepeats(Geometry g, int cells, int units) {
        Set<Set<Integer>> seen = new HashSet<>();
        for (int u = 0; u < g.unitCount(); u++) {
            Set<Integer> set = new TreeSet<>();
            for (int cell : g.unitCells(u)) {
                assertTrue(cell >= 0 && cell < g.cellCount());
                set.add(cell);
            }
            assertEquals(g.n(), set.size(), g.unitName(u));
            assertTrue(seen.add(set), "unit listed twice: " + g.unitName(u));
        }
    }

    @ParameterizedTest
    @MethodSource("counts")
    void indexTablesAgree(Geometry g, int cells, int units) {
        int[] memberships = new int[g.cellCount()];
        for (int u = 0; u < g.unitCount(); u++) {
            for (int cell : g.unitCells(u)) {
                memberships[cell]++;
                assertTrue(contains(g.cellUnits(cell), u));
            }
        }
        for (int cell = 0; cell < g.cellCount(); cell++) {
            assertEquals(memberships[cell], g.cellUnits(cell).length);
            assertFalse(contains(g.peers(cell), cell));
        }
        // every cell of every grid is reached, and each grid's rows, columns and boxes are units
        Set<Integer> reached = new HashSet<>();
        for (int grid = 0; grid < g.gridCount(); grid++) {
            for (int k = 0; k < g.n(); k++) {
                assertEquals(g.gridCell(grid, k, 0), g.unitCell(g.rowUnit(grid, k), 0));
                assertEquals(g.gridCell(grid, 0, k), g.unitCell(g.columnUnit(grid, k), 0));
                assertEquals(Geometry.UnitType.BOX, g.unitType(g.boxUnit(grid, k)));
            }
            for (int cell : g.gridCells(grid)) {
                reached.add(cell);
            }
        }
        assertEquals(g.cellCount(), reached.size());
    }

    @Test
    void sudokuBoxesAreBSquares() {
        Geometry g = Geometry.sudoku(4);
        // box 5 of a 16x16 (0-based): rows 4..7, columns 4..7
        int[] box = g.unitCells(g.boxUnit(0, 5));
        assertEquals(4 * 16 + 4, box[0]);
        assertEquals(7 * 16 + 7, box[15]);
    }

    @Test
    void twodokuSharesExactlyTheDocumentedBox() {
        Geometry g = Geometry.twodoku();
        Set<Integer> expected = new TreeSet<>();
        for (int r = 6; r < 9; r++) {
            for (int c = 6; c < 9; c++) {
                expected.add(g.gridCell(0, r, c));
                assertEquals(g.gridCell(0, r, c), g.gridCell(1, r - 6, c - 6));
            }
        }
        assertEquals(expected, asSet(g.sharedCells()));
        assertEquals(g.boxUnit(0, 8), g.boxUnit(1, 0));
        // canvas positions: the upper grid's bottom-right box is canvas rows 6..8, columns 6..8
        assertEquals(6 * 15 + 6, g.cellKey(g.gridCell(1, 0, 0)));
    }

    @Test
    void samuraiSharesTheCentreCornerBoxes() {
        Geometry g = Geometry.samurai();
        Set<Integer> expected = new TreeSet<>();
        int[][] outerBox = {{0, 8}, {1, 6}, {3, 2}, {4, 0}};
        int[] centreBox = {0, 2, 6, 8};
        for (int i = 0; i < 4; i++) {
            int[] cells = g.unitCells(g.boxUnit(2, centreBox[i]));
            assertArrayEquals(cells, g.unitCells(g.boxUnit(outerBox[i][0], outerBox[i][1])));
            assertEquals(g.boxUnit(2, centreBox[i]), g.boxUnit(outerBox[i][0], outerBox[i][1]));
            for (int cell : cells) {
                expected.add(cell);
                assertEquals(2, g.cellGrids(cell).length);
            }
        }
        assertEquals(expected, asSet(g.sharedCells()));
        assertEquals(36, g.sharedCells().length);
    }

    @Test
    void sudokubeSharesEdgesByTwoFacesAndCornersByThree() {
        Geometry g = Geometry.sudokube();
        int edgeCells = 0;
        int cornerCells = 0;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            long key = g.cellKey(cell);
            int x = (int) (key / 81);
            int y = (int) (key / 9 % 9);
            int z = (int) (key % 9);
            int extremes = (x % 8 == 0 ? 1 : 0) + (y % 8 == 0 ? 1 : 0) + (z % 8 == 0 ? 1 : 0);
            assertTrue(extremes >= 1, "every cell lies on the surface");
            assertEquals(extremes, g.cellGrids(cell).length, "faces holding (" + x + "," + y + "," + z + ")");
            edgeCells += extremes == 2 ? 1 : 0;
            cornerCells += extremes == 3 ? 1 : 0;
        }
        assertEquals(12 * 7, edgeCells);
        assertEquals(8, cornerCells);
        assertEquals(12 * 7 + 8, g.sharedCells().length);
    }

    @Test
    void sudokubeEdgeIsARowOrColumnOfBothFaces() {
        Geometry g = Geometry.sudokube();
        // 6 faces x 27 units, less one for each of the 12 cube edges
        int edgeUnits = 0;
        for (int u = 0; u < g.unitCount(); u++) {
            int[] cells = g.unitCells(u);
            boolean allShared = true;
            for (int cell : cells) {
                allShared &= g.isShared(cell);
            }
            if (allShared) {
                edgeUnits++;
                assertTrue(g.unitType(u) != Geometry.UnitType.BOX);
                // the two faces holding the edge both list this unit as one of their rows or columns
                int faces = 0;
                for (int face = 0; face < 6; face++) {
                    for (int k = 0; k < 9; k++) {
                        if (g.rowUnit(face, k) == u || g.columnUnit(face, k) == u) {
                            faces++;
                        }
                    }
                }
                assertEquals(2, faces);
            }
        }
        assertEquals(12, edgeUnits);
        // face x=0 row 0 is the cells (0,0,z); face y=0 row 0 is the cells (0,0,z) too
        assertEquals(g.rowUnit(0, 0), g.rowUnit(2, 0));
    }

    @Test
    void rejectsUnsupportedBoxSizes() {
        assertThrows(IllegalArgumentException.class, () -> Geometry.sudoku(1));
        assertThrows(IllegalArgumentException.class, () -> Geometry.sudoku(9));
    }

    @Test
    void namesCellsAndUnits() {
        Geometry g = Geometry.twodoku();
        assertEquals("r7c7 of upper", g.cellName(g.gridCell(1, 0, 0)));
        assertEquals("r4c4 of lower", g.cellName(g.gridCell(1, 3, 3)));
        assertEquals("row 1 of lower", g.unitName(g.rowUnit(1, 0)));
        assertEquals("r3c5", Geometry.sudoku9().cellName(2 * 9 + 4));
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    private static Set<Integer> asSet(int[] a) {
        Set<Integer> s = new TreeSet<>();
        for (int x : a) {
            s.add(x);
        }
        return s;
    }
}
