// Writes the library's built-in Windoku, Jigsaw and Killer sets (io.galab.lab.GeneratedSets.windoku, .jigsaw and
// .killer; docs/puzzle-formats.md, "Variants", "Killer cages"):
//   jshell --class-path ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar scripts/generate-variants.jsh
// Ten puzzles each, puzzle i from seed i (a Killer's from 1000 + i), into
// ga-engine/src/main/resources/io/galab/puzzles/{windoku,jigsaw,killer}/.
import java.nio.file.*;
import io.galab.lab.GeneratedSets;
import io.galab.puzzle.*;

for (String kind : new String[] {"windoku", "jigsaw", "killer"}) {
    Path dir = Path.of("ga-engine/src/main/resources/io/galab/puzzles/" + kind);
    Files.createDirectories(dir);
    for (int i = 1; i <= 10; i++) {
        Puzzle p = kind.equals("windoku") ? GeneratedSets.windoku(i) : kind.equals("jigsaw") ? GeneratedSets.jigsaw(i)
                : GeneratedSets.killer(i);
        Files.writeString(dir.resolve(p.id() + ".puzzle.txt"), PuzzleFormat.writeGrid(p.geometry(), p.givens()));
        Files.writeString(dir.resolve(p.id() + ".solution.txt"), PuzzleFormat.writeGrid(p.geometry(), p.solution()));
        System.out.println(p.id() + ": " + p.givenCount() + " givens");
    }
}
/exit
