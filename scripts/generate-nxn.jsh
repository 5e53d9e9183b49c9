// Writes the library's generated 16x16 and 25x25 sets (io.galab.lab.GeneratedSets, Waters' III.C):
//   jshell --class-path ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar scripts/generate-nxn.jsh
// Ten puzzles each, puzzle i from seed i, into ga-engine/src/main/resources/io/galab/puzzles/sudoku16|25/.
import java.nio.file.*;
import io.galab.lab.GeneratedSets;
import io.galab.puzzle.*;

for (int b : new int[] {4, 5}) {
    Path dir = Path.of("ga-engine/src/main/resources/io/galab/puzzles/sudoku" + b * b);
    Files.createDirectories(dir);
    for (int i = 1; i <= 10; i++) {
        long t0 = System.nanoTime();
        Puzzle p = GeneratedSets.puzzle(b, i);
        Files.writeString(dir.resolve(p.id() + ".puzzle.txt"), PuzzleFormat.writeGrid(p.geometry(), p.givens()));
        Files.writeString(dir.resolve(p.id() + ".solution.txt"), PuzzleFormat.writeGrid(p.geometry(), p.solution()));
        System.out.println(p.id() + ": " + p.note() + " (" + (System.nanoTime() - t0) / 1_000_000 + " ms)");
    }
}
/exit
