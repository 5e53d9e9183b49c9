package io.galab.puzzle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The built-in puzzle library: classpath resources under {@code io/galab/puzzles}, indexed by
 * {@code sets.txt}, with their provenance in {@code PROVENANCE.md}; plus generated SudoKube sets.
 *
 * <p>File sets: {@code sudoku/mantere-koljonen}, {@code sudoku/seed-papers}, {@code twodoku/kaldanis},
 * {@code samurai/samurai-sudoku-com}. Generated sets: {@code sudokube/generated-easy},
 * {@code -medium}, {@code -hard} and {@code -very-hard}, made by {@link SudokubeGenerator} with a
 * count and a seed ({@link #DEFAULT_GENERATED_COUNT} and seed 0 unless given), and
 * {@code sudokube-faces/generated-…}: the same cubes' faces as 9x9 Sudokus.
 */
public final class PuzzleLibrary {

    /** Cubes per generated set unless a count is given: Table 8 of the SudoKube thesis used 50. */
    public static final int DEFAULT_GENERATED_COUNT = 50;

    private static final String ROOT = "io/galab/puzzles/";
    private static final String GENERATED_PREFIX = "sudokube/generated-";
    private static final String FACES_PREFIX = "sudokube-faces/generated-";

    private static final Map<String, SetEntry> INDEX = readIndex();
    private static final Map<String, PuzzleSet> LOADED = new ConcurrentHashMap<>();

    private PuzzleLibrary() {
    }

    private record SetEntry(String name, String format, List<String> files, String description) {
    }

    /** Names of every built-in set: the file sets, then the generated SudoKube sets. */
    public static List<String> setNames() {
        List<String> names = new ArrayList<>(INDEX.keySet());
        for (SudokubeGenerator.Difficulty d : SudokubeGenerator.Difficulty.values()) {
            names.add(GENERATED_PREFIX + d.id());
        }
        for (SudokubeGenerator.Difficulty d : SudokubeGenerator.Difficulty.values()) {
            names.add(FACES_PREFIX + d.id());
        }
        return Collections.unmodifiableList(names);
    }

    /** True when {@code name} is a built-in set (file or generated, an instance family among them). */
    public static boolean has(String name) {
        return setNames().contains(name) || FamilyGenerator.isFamily(name);
    }

    /** True for a set made on demand from a count and a seed: generated SudoKubes and instance families. */
    public static boolean isGenerated(String name) {
        return (name.startsWith(GENERATED_PREFIX) || name.startsWith(FACES_PREFIX)) && has(name)
                || FamilyGenerator.isFamily(name);
    }

    /**
     * The geometry of the puzzles in a built-in folder, or of a variant's file, whose header gives its regions and
     * units (a Windoku's, a Jigsaw's); a folder of no known kind is galab's own error.
     */
    private static Geometry geometryOfFolder(String file, String text, String path) {
        String folder = file.substring(0, file.indexOf('/') + 1);
        return switch (folder) {
            case "windoku/", "jigsaw/", "killer/" -> Geometry.of(VariantHeader.read(text, path, 9));
            case "twodoku/" -> Geometry.twodoku();
            case "samurai/" -> Geometry.samurai();
            case "sudoku16/" -> Geometry.of(Kind.SUDOKU, 4);
            case "sudoku25/" -> Geometry.of(Kind.SUDOKU, 5);
            case "sudokube/" -> Geometry.sudokube();
            case "sudoku-x/" -> Geometry.sudokuX(3);
            default -> throw new IllegalStateException("built-in puzzle file " + file + ": no puzzle kind for its"
                    + " folder " + folder);
        };
    }

    /** A built-in set; generated sets use the default count and seed 0. */
    public static PuzzleSet load(String name) {
        return load(name, DEFAULT_GENERATED_COUNT, 0L);
    }

    /**
     * A built-in set. For a generated SudoKube set, {@code count} cubes from {@code seed}; for a file
     * set, count and seed are ignored.
     */
    public static PuzzleSet load(String name, int count, long seed) {
        if (name.startsWith(GENERATED_PREFIX)) {
            SudokubeGenerator.Difficulty difficulty = SudokubeGenerator.Difficulty.fromId(
                    name.substring(GENERATED_PREFIX.length()));
            return new SudokubeGenerator().generateSet(difficulty, count, seed);
        }
        if (FamilyGenerator.isFamily(name)) {
            return FamilyGenerator.load(name, count, seed);
        }
        if (name.startsWith(FACES_PREFIX)) {
            return faces(load(GENERATED_PREFIX + name.substring(FACES_PREFIX.length()), count, seed), name);
        }
        SetEntry entry = INDEX.get(name);
        if (entry == null) {
            throw new IllegalArgumentException("unknown built-in puzzle set '" + name + "'; the library has "
                    + String.join(", ", setNames()));
        }
        return LOADED.computeIfAbsent(name, k -> readSet(entry));
    }

    /**
     * The six faces of every cube of a set, each as a 9x9 Sudoku with the face's givens (and the face of
     * the known solution): the SudoKube thesis' "2D solver run sequentially on each individual side"
     * (Table 8), whose faces need not agree on the shared edges. Ids are {@code <cube>-<face>}.
     */
    static PuzzleSet faces(PuzzleSet cubes, String name) {
        List<Puzzle> faces = new ArrayList<>();
        for (Puzzle cube : cubes.puzzles()) {
            Geometry g = cube.geometry();
            int[] givens = cube.givens();
            int[] solution = cube.solution();
            for (int f = 0; f < g.gridCount(); f++) {
                int[] cells = g.gridCells(f);
                int[] faceGivens = new int[cells.length];
                int[] faceSolution = solution == null ? null : new int[cells.length];
                for (int p = 0; p < cells.length; p++) {
                    faceGivens[p] = givens[cells[p]];
                    if (faceSolution != null) {
                        faceSolution[p] = solution[cells[p]];
                    }
                }
                faces.add(new Puzzle(cube.id() + "-" + g.gridName(f), Geometry.sudoku9(), faceGivens, faceSolution,
                        cube.category(), "face " + g.gridName(f) + " of " + cubes.name() + " " + cube.id()));
            }
        }
        return new PuzzleSet(name, "the faces of " + cubes.description() + ", as 9x9 Sudokus", faces);
    }

    /** Where the library's puzzles come from: the text of {@code PROVENANCE.md}. */
    public static String provenance() {
        return resourceText(ROOT + "PROVENANCE.md");
    }

    private static PuzzleSet readSet(SetEntry entry) {
        List<Puzzle> puzzles = new ArrayList<>();
        for (String file : entry.files()) {
            if (entry.format().equals("sudoku-lines")) {
                String id = file.substring(file.lastIndexOf('/') + 1).replaceFirst("\\.txt$", "");
                puzzles.addAll(SudokuLines.read(resourceText(ROOT + file), ROOT + file, id));
            } else {
                String id = file.substring(file.lastIndexOf('/') + 1);
                String puzzlePath = ROOT + file + ".puzzle.txt";
                String text = resourceText(puzzlePath);
                Geometry geometry = geometryOfFolder(file, text, puzzlePath);
                int[] givens = PuzzleFormat.readGrid(geometry, text, puzzlePath);
                String solutionPath = ROOT + file + ".solution.txt";
                int[] solution = resourceExists(solutionPath)
                        ? PuzzleFormat.readGrid(geometry, resourceText(solutionPath), solutionPath) : null;
                String category = id.replaceFirst("_?\\d+$", "");
                puzzles.add(new Puzzle(id, geometry, givens, solution, category, ""));
            }
        }
        return new PuzzleSet(entry.name(), entry.description(), puzzles);
    }

    private static Map<String, SetEntry> readIndex() {
        Map<String, SetEntry> index = new LinkedHashMap<>();
        for (String line : resourceText(ROOT + "sets.txt").split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\|");
            String name = parts[0].strip();
            index.put(name, new SetEntry(name, parts[1].strip(), List.of(parts[2].strip().split("\\s+")),
                    parts[3].strip()));
        }
        return Collections.unmodifiableMap(index);
    }

    private static boolean resourceExists(String path) {
        return PuzzleLibrary.class.getClassLoader().getResource(path) != null;
    }

    private static String resourceText(String path) {
        try (InputStream in = PuzzleLibrary.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing library resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read library resource " + path, e);
        }
    }
}
