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
 * PUZZLE is galab's numeric format (n rows of n numbers, 0 for a blank). The model: an integer variable
 * 1..n per cell, a given fixed to its digit, and one native all-different constraint per row, column and
 * box. One worker ({@code num_workers: 1}), so that it uses one core like every other variant; the time
 * limit is SECONDS less what starting took. A solution is printed as the grid's rows, anything else as
 * "no model (status)"; standard error says the status and the solver's own time.
 */
public final class CpSatSudoku {

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        List<int[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (!line.isBlank()) {
                rows.add(java.util.Arrays.stream(line.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray());
            }
        }
        double seconds = Double.parseDouble(args[1]);
        int n = rows.size();
        int b = (int) Math.round(Math.sqrt(n));
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
                box[k] = x[i / b * b + k / b][i % b * b + k % b];
            }
            model.addAllDifferent(row);
            model.addAllDifferent(col);
            model.addAllDifferent(box);
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
}
