import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * galab's wrapper that runs Google OR-Tools' CP-SAT on a Sudoku through galab's external-solver protocol
 * (docs/external-solvers.md): the constraint-programming anchor beside CaDiCaL (peers/sat_sudoku.py).
 *
 * <pre>java -cp build/cpsat:build/cpsat/lib/* CpSatSudoku PUZZLE SECONDS</pre>
 *
 * PUZZLE is galab's numeric format (n rows of n numbers, 0 for a blank), or galab's text format (n rows of n
 * symbols, '.' or '0' for a blank) whose header may give h×w boxes ({@code # boxes: 2x3}) and killer cages
 * ({@code # cage: SUM r1c1 r1c2 …}; docs/puzzle-formats.md). The model: an integer variable 1..n per cell, a
 * given fixed to its digit, one native all-different constraint per row, column and box, and per killer cage an
 * all-different constraint and a linear one for its sum. One worker ({@code num_workers: 1}), so that it uses one core like every other variant; the time
 * limit is SECONDS less what starting took. A solution is printed as the grid's rows, anything else as
 * "no model (status)"; standard error says the status and the solver's own time.
 */
public final class CpSatSudoku {

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        List<int[]> rows = new ArrayList<>();
        List<String> cageLines = new ArrayList<>();
        int boxRows = 0;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String t = line.trim();
            if (t.startsWith("#")) {
                String header = t.substring(1).trim();
                if (header.startsWith("cage:")) {
                    cageLines.add(header.substring(5).trim());
                } else if (header.startsWith("boxes:")) {
                    boxRows = Integer.parseInt(header.substring(6).trim().split("[xX×]")[0].trim());
                }
            } else if (!t.isBlank()) {
                rows.add(t.contains(" ") ? java.util.Arrays.stream(t.split("\\s+")).mapToInt(Integer::parseInt)
                        .toArray() : t.chars().map(CpSatSudoku::symbol).toArray());
            }
        }
        double seconds = Double.parseDouble(args[1]);
        int n = rows.size();
        int b = (int) Math.round(Math.sqrt(n));
        int h = boxRows > 0 ? boxRows : b * b == n ? b : largestDivisorBelowRoot(n);
        int w = n / h;
        Loader.loadNativeLibraries();
        CpModel model = new CpModel();
        IntVar[][] x = new IntVar[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int g = rows.get(r)[c];
                x[r][c] = g == 0 ? model.newIntVar(1, n, "x" + r + "_" + c) : model.newIntVar(g, g, "x" + r + "_" + c);
            }
        }
        for (int i = 0; i < n; i++) {
            IntVar[] row = new IntVar[n];
            IntVar[] col = new IntVar[n];
            IntVar[] box = new IntVar[n];
            for (int k = 0; k < n; k++) {
                row[k] = x[i][k];
                col[k] = x[k][i];
                // box i of h×w boxes (n / w of them a band), its k-th cell row-major
                box[k] = x[i / (n / w) * h + k / w][i % (n / w) * w + k % w];
            }
            model.addAllDifferent(row);
            model.addAllDifferent(col);
            model.addAllDifferent(box);
        }
        for (String cage : cageLines) {
            String[] parts = cage.split("[\\s,]+");
            boolean summed = parts[0].matches("\\d+");
            List<IntVar> cells = new ArrayList<>();
            for (int i = summed ? 1 : 0; i < parts.length; i++) {
                String[] rc = parts[i].toLowerCase().substring(1).split("c");
                cells.add(x[Integer.parseInt(rc[0]) - 1][Integer.parseInt(rc[1]) - 1]);
            }
            model.addAllDifferent(cells.toArray(new IntVar[0]));
            if (summed) {
                model.addEquality(com.google.ortools.sat.LinearExpr.sum(cells.toArray(new IntVar[0])),
                        Long.parseLong(parts[0]));
            }
        }
        CpSolver solver = new CpSolver();
        double left = Math.max(0.1, seconds - (System.nanoTime() - start) / 1e9);
        solver.getParameters().setNumWorkers(1).setMaxTimeInSeconds(left);
        CpSolverStatus status = solver.solve(model);
        System.err.printf("cp-sat: %s in %.2f s (wall %.2f s)%n", status, solver.wallTime(),
                (System.nanoTime() - start) / 1e9);
        if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
            System.out.println("no model (" + status + ")");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                out.append(c == 0 ? "" : " ").append(solver.value(x[r][c]));
            }
            out.append('\n');
        }
        System.out.print(out);
    }

    /** A symbol of galab's text format: '.' or '0' blank, '1'..'9', then 'A' = 10 on. */
    private static int symbol(int ch) {
        return ch == '.' ? 0 : Character.isDigit(ch) ? ch - '0' : Character.toUpperCase(ch) - 'A' + 10;
    }

    /** f-puzzles' box rows for a side that is no square: the largest divisor not above its root. */
    private static int largestDivisorBelowRoot(int n) {
        for (int h = (int) Math.floor(Math.sqrt(n)); h >= 2; h--) {
            if (n % h == 0) {
                return h;
            }
        }
        return 1;
    }
}
