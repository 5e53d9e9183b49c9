// Writes the library's built-in Sudoku-X set (io.galab.lab.GeneratedSets.sudokuX, docs/puzzle-formats.md, "Sudoku-X"):
//   jshell --class-path ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar scripts/generate-sudoku-x.jsh
// Ten puzzles, puzzle i from seed i, into ga-engine/src/main/resources/io/galab/puzzles/sudoku-x/.
import java.nio.file.*;
import io.galab.lab.GeneratedSets;
import io.galab.puzzle.*;

Path dir = Path.of("ga-engine/src/main/resources/io/galab/puzzles/sudoku-x");
Files.createDirectories(dir);
for (int i = 1; i <= 10; i++) {
    Puzzle p = GeneratedSets.sudokuX(i);
    Files.writeString(dir.resolve(p.id() + ".puzzle.txt"), PuzzleFormat.writeGrid(p.geometry(), p.givens()));
    Files.writeString(dir.resolve(p.id() + ".solution.txt"), PuzzleFormat.writeGrid(p.geometry(), p.solution()));
    System.out.println(p.id() + ": " + p.givenCount() + " givens");
}
/exit
