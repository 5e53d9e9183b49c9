// Writes the library's built-in Windoku and Jigsaw sets (io.galab.lab.GeneratedSets.windoku and .jigsaw,
// docs/puzzle-formats.md, "Variants"):
//   jshell --class-path ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar scripts/generate-variants.jsh
// Ten puzzles each, puzzle i from seed i, into ga-engine/src/main/resources/io/galab/puzzles/{windoku,jigsaw}/.
import java.nio.file.*;
import io.galab.lab.GeneratedSets;
import io.galab.puzzle.*;

for (String kind : new String[] {"windoku", "jigsaw"}) {
    Path dir = Path.of("ga-engine/src/main/resources/io/galab/puzzles/" + kind);
    Files.createDirectories(dir);
    for (int i = 1; i <= 10; i++) {
        Puzzle p = kind.equals("windoku") ? GeneratedSets.windoku(i) : GeneratedSets.jigsaw(i);
        Files.writeString(dir.resolve(p.id() + ".puzzle.txt"), PuzzleFormat.writeGrid(p.geometry(), p.givens()));
        Files.writeString(dir.resolve(p.id() + ".solution.txt"), PuzzleFormat.writeGrid(p.geometry(), p.solution()));
        System.out.println(p.id() + ": " + p.givenCount() + " givens");
    }
}
/exit
