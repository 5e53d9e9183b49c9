package io.galab.cli;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Operator;
import io.galab.algorithm.Operators;
import io.galab.algorithm.Parameter;
import io.galab.puzzle.FamilyGenerator;
import io.galab.puzzle.Geometry;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.PuzzleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code list algorithms}, {@code list operators}, {@code list sets}, {@code list puzzles SET} and
 * {@code list params ALGORITHM}.
 */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List what galab knows: algorithms,"
        + " operators, puzzle sets, a set's puzzles, an algorithm's parameters.",
        subcommands = {ListCommand.AlgorithmList.class, ListCommand.OperatorList.class, ListCommand.SetList.class,
            ListCommand.PuzzleList.class, ListCommand.ParamList.class})
final class ListCommand extends PrintingCommand {

    @Override
    public Integer call() {
        err.println("error: say what to list: algorithms, operators, sets, puzzles SET or params ALGORITHM");
        return Main.BAD_INPUT;
    }

    /** Text columns padded to their widest cell. */
    static String table(List<String[]> rows) {
        int[] width = new int[rows.get(0).length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                line.append(i == r.length - 1 ? r[i] : String.format(Locale.ROOT, "%-" + width[i] + "s  ", r[i]));
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    @Command(name = "algorithms", mixinStandardHelpOptions = true, description = "The algorithms, with their"
            + " papers and budgets.")
    static final class AlgorithmList extends PrintingCommand {
        @Override
        public Integer call() {
            Algorithms registry = algorithms();
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"ID", "KIND", "PAPER BUDGET", "SOURCE"});
            for (String id : registry.ids()) {
                Algorithm a = registry.get(id);
                String kind = a.geneticAlgorithm() ? "GA" : a.externalProgram()
                        ? "not a GA: a program" : "not a GA";
                rows.add(new String[] {id, kind, a.paperBudget().describe(), a.source()});
            }
            out.print(table(rows));
            return Main.OK;
        }
    }

    @Command(name = "operators", mixinStandardHelpOptions = true, description = "The operators that published GAs'"
            + " slots can take (docs/extending.md, \"Operators\"): the built-in ones and a project's own.")
    static final class OperatorList extends PrintingCommand {
        @Override
        public Integer call() {
            algorithms(); // the project's class path, which the operators are found on too
            Operators registry = Operators.visible();
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"ID", "SLOT", "REQUIRES", "KEEPS", "DESCRIPTION"});
            for (String id : registry.ids()) {
                Operator o = registry.get(id);
                rows.add(new String[] {id, o.slot().key(), o.requires().key(), o.keeps().key(), o.description()});
            }
            out.print(table(rows));
            return Main.OK;
        }
    }

    @Command(name = "sets", mixinStandardHelpOptions = true, description = "The built-in puzzle sets, with their"
            + " puzzle counts and kinds.")
    static final class SetList extends PrintingCommand {
        @Override
        public Integer call() {
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"SET", "PUZZLES", "KIND", "DESCRIPTION"});
            for (String name : PuzzleLibrary.setNames()) {
                if (PuzzleLibrary.isGenerated(name)) {
                    boolean faces = name.startsWith("sudokube-faces/");
                    rows.add(new String[] {name, "generated", faces ? "sudoku 9x9" : "sudokube",
                            "generated on demand: count (default " + PuzzleLibrary.DEFAULT_GENERATED_COUNT
                                + ") and seed in the spec" + (faces ? "; each cube's six faces as 9x9 Sudokus" : "")});
                    continue;
                }
                PuzzleSet set = PuzzleLibrary.load(name);
                String kind = set.puzzles().isEmpty() ? "" : set.puzzles().get(0).geometry().describe();
                rows.add(new String[] {name, String.valueOf(set.size()), kind, set.description()});
            }
            // the instance families are named, not listed: one pattern, every size and fraction
            String family = "instance families by Lewis's recipe: n = 4, 9, 16, 25, 36, 49 or 64, percent of cells"
                    + " given 0 to 100 (family/sudoku25-45); count and seed in the spec, or family/sudoku<n> with"
                    + " givens: [0.4, 0.45, …] for a whole curve; holes: balanced (or -balanced after the name) for"
                    + " as many blanks in every row, column and box";
            rows.add(new String[] {FamilyGenerator.PREFIX + "<n>-<percent>", "generated", "sudoku n x n", family});
            out.print(table(rows));
            out.println("A set's puzzle ids: galab list puzzles SET (with --count and --seed for a generated set).");
            return Main.OK;
        }
    }

    @Command(name = "puzzles", mixinStandardHelpOptions = true, description = "A set's puzzles: id, kind, size and"
            + " number of givens; a generated set or family is made with --count and --seed, as a spec would.")
    static final class PuzzleList extends PrintingCommand {
        @Parameters(index = "0", paramLabel = "SET", description = "a built-in set (galab list sets), e.g."
                + " sudoku/mantere-koljonen or family/sudoku25-45")
        String set;

        @picocli.CommandLine.Option(names = "--count", paramLabel = "N", description = "the puzzles of a generated"
                + " set (default ${DEFAULT-VALUE})", defaultValue = "" + PuzzleLibrary.DEFAULT_GENERATED_COUNT)
        int count;

        @picocli.CommandLine.Option(names = "--seed", paramLabel = "SEED", description = "the seed of a generated set"
                + " (default ${DEFAULT-VALUE})", defaultValue = "0")
        long seed;

        @Override
        public Integer call() {
            if (count < 1 || count > 100_000) {
                err.println("error: --count " + count + ": expected 1 to 100000");
                return Main.BAD_INPUT;
            }
            PuzzleSet loaded;
            try {
                loaded = PuzzleLibrary.load(set, count, seed);
            } catch (IllegalArgumentException e) {
                err.println("error: " + e.getMessage());
                return Main.BAD_INPUT;
            }
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"ID", "KIND", "CELLS", "GIVENS"});
            for (Puzzle p : loaded.puzzles()) {
                long givens = java.util.Arrays.stream(p.givens()).filter(v -> v != 0).count();
                String cells = String.valueOf(p.geometry().cellCount());
                rows.add(new String[] {p.id(), p.geometry().describe(), cells, String.valueOf(givens)});
            }
            out.println(loaded.name() + ": " + loaded.description());
            out.print(table(rows));
            return Main.OK;
        }
    }

    @Command(name = "params", mixinStandardHelpOptions = true, description = "An algorithm's parameters: name,"
            + " the paper's name accepted as an alias, type, range, default, unit, the paper's symbol and section.")
    static final class ParamList extends PrintingCommand {
        @Parameters(index = "0", paramLabel = "ALGORITHM", description = "the algorithm's id")
        String algorithm;

        @Option(names = "--size", paramLabel = "N", description = "the defaults for an N x N Sudoku (4, 9, 16, 25, 36,"
                + " 49 or 64), where the algorithm's defaults depend on the size")
        Integer size;

        @Override
        public Integer call() {
            Algorithm a = algorithms().get(algorithm);
            int box = size == null ? 0 : (int) Math.round(Math.sqrt(size));
            if (size != null && (box * box != size || box < 2 || box > Geometry.MAX_BOX)) {
                err.println("error: --size " + size + " is no Sudoku size galab runs; give 4, 9, 16, 25, 36, 49 or 64");
                return Main.BAD_INPUT;
            }
            Map<String, Object> sized = size == null ? Map.of() : a.sizeDefaults(Geometry.sudoku(box));
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"NAME", "ALIAS", "TYPE", "RANGE", "DEFAULT", "UNIT", "SYMBOL", "SECTION",
                    "DESCRIPTION"});
            for (Parameter p : a.parameters()) {
                String value = sized.containsKey(p.name()) ? sized.get(p.name()) + " (size table)"
                        : String.valueOf(p.defaultValue());
                rows.add(new String[] {p.name(), p.alias(), p.type().name().toLowerCase(Locale.ROOT), range(p),
                        value, p.unit(), p.symbol(), p.source(), p.description()});
            }
            out.println(a.id() + ": " + a.source() + (size == null ? "" : "; defaults for a " + size + "x" + size));
            out.print(table(rows));
            // the size table, as bands of consecutive sizes with the same defaults
            List<String> bands = new ArrayList<>();
            for (int b = 2, from = 2; b <= Geometry.MAX_BOX; b++) {
                Map<String, Object> band = a.sizeDefaults(Geometry.sudoku(b));
                if (b == Geometry.MAX_BOX || !band.equals(a.sizeDefaults(Geometry.sudoku(b + 1)))) {
                    if (!band.isEmpty()) {
                        String to = b == from ? "" : " to " + b * b + "x" + b * b;
                        bands.add(from * from + "x" + from * from + to + ": " + new java.util.TreeMap<>(band));
                    }
                    from = b + 1;
                }
            }
            if (!bands.isEmpty()) {
                out.println("Defaults by size (docs/algorithms.md), in place of the defaults above; a value the spec"
                        + " gives wins: " + String.join("; ", bands) + ". galab list params " + a.id() + " --size N"
                        + " shows one size's.");
            }
            return Main.OK;
        }

        static String range(Parameter p) {
            switch (p.type()) {
                case BOOLEAN:
                    return "true|false";
                case CHOICE:
                    return String.join("|", p.choices());
                case OPERATOR:
                    return String.join("|", Operators.visible().fitting(p.operatorSlot(), p.operatorMembers()));
                case INT:
                    return "[" + (long) p.min() + ", " + (long) p.max() + "]";
                default:
                    return "[" + Numbers.shortest(p.min()) + ", " + Numbers.shortest(p.max()) + "]";
            }
        }
    }
}
