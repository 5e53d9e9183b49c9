package io.galab.puzzle;

import java.util.ArrayList;
import java.util.List;

/**
 * The Sudoku-lines format of public 9x9 puzzle sets: one puzzle a line, 81 characters row-major with
 * {@code 0} or {@code .} for blank, optionally an id before it, a solution after it and a comment
 * after {@code #} (see {@code docs/puzzle-formats.md}).
 */
public final class SudokuLines {

    private SudokuLines() {
    }

    /**
     * Reads Sudoku lines: {@code ID PUZZLE81 [SOLUTION81]  # comment}. A comment of the form
     * {@code givens=N; CATEGORY} sets the category; a trailing {@code [inferred]} on it goes to the
     * note. A bare 81-character line is named {@code defaultId} (with {@code -LINE} if the file has
     * several).
     */
    public static List<Puzzle> read(String text, String source, String defaultId) {
        Geometry geometry = Geometry.sudoku(3);
        String[] lines = text.split("\r?\n", -1);
        int puzzleLines = PuzzleFormat.contentLines(text).size();
        List<Puzzle> puzzles = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int li = 0; li < lines.length; li++) {
            String raw = lines[li];
            String body = stripComment(raw);
            if (body.isBlank()) {
                continue;
            }
            int lineNo = li + 1;
            List<int[]> spans = tokenSpans(body);
            String id;
            int puzzleToken;
            if (spans.size() == 1) {
                id = puzzleLines == 1 ? defaultId : defaultId + "-" + lineNo;
                puzzleToken = 0;
            } else if (spans.size() == 2 || spans.size() == 3) {
                id = body.substring(spans.get(0)[0], spans.get(0)[1]);
                puzzleToken = 1;
            } else {
                throw new PuzzleFormatException(source, lineNo, 1, "expected 'ID PUZZLE81 [SOLUTION81]' but found "
                        + spans.size() + " fields");
            }
            if (ids.contains(id)) {
                throw new PuzzleFormatException(source, lineNo, spans.get(0)[0] + 1,
                        "duplicate puzzle id '" + id + "'");
            }
            ids.add(id);
            int[] span = spans.get(puzzleToken);
            int[] givens;
            int[] solution = null;
            try {
                givens = parseLine81(body, span, source, lineNo, "puzzle");
                if (spans.size() == 3) {
                    solution = parseLine81(body, spans.get(2), source, lineNo, "solution");
                    for (int cell = 0; cell < 81; cell++) {
                        if (solution[cell] == 0) {
                            throw new PuzzleFormatException(source, lineNo, spans.get(2)[0] + cell + 1,
                                    "the solution has a blank at " + geometry.cellName(cell)
                                            + "; expected a digit 1-9");
                        }
                    }
                }
                int[] start = {span[0]};
                PuzzleFormat.checkGivens(geometry, givens, source, cell -> new int[] {lineNo, start[0] + cell + 1});
            } catch (PuzzleFormatException e) {
                throw PuzzleFormat.naming(e, id);
            }
            String comment = raw.contains("#") ? raw.substring(raw.indexOf('#') + 1).strip() : "";
            String category = "";
            String note = "";
            int semicolon = comment.indexOf(';');
            if (comment.startsWith("givens=") && semicolon > 0) {
                category = comment.substring(semicolon + 1).strip();
                if (category.endsWith("[inferred]")) {
                    category = category.substring(0, category.length() - "[inferred]".length()).strip();
                    note = "category inferred from file numbering and given counts";
                }
            } else {
                note = comment;
            }
            puzzles.add(new Puzzle(id, geometry, givens, solution, category, note, lineNo));
        }
        if (puzzles.isEmpty()) {
            throw new PuzzleFormatException(source, 1, 1, "no puzzle in the file (only blank or comment lines)");
        }
        return puzzles;
    }

    /** Writes puzzles as Sudoku lines, with solutions where known; the category becomes the comment. */
    public static String write(List<Puzzle> puzzles) {
        StringBuilder out = new StringBuilder();
        for (Puzzle p : puzzles) {
            if (p.geometry() != Geometry.sudoku(3)) {
                throw new IllegalArgumentException("Sudoku lines hold 9x9 Sudoku only, not " + p.geometry().describe());
            }
            out.append(p.id()).append(' ').append(line81(p.givens()));
            if (p.solution() != null) {
                out.append(' ').append(line81(p.solution()));
            }
            if (!p.category().isEmpty()) {
                out.append("  # givens=").append(p.givenCount()).append("; ").append(p.category());
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** One 81-character line, row-major, {@code 0} for blank. */
    public static String line81(int[] values) {
        StringBuilder s = new StringBuilder(81);
        for (int v : values) {
            s.append(PuzzleFormat.digitChar(v));
        }
        return s.toString();
    }

    private static int[] parseLine81(String body, int[] span, String source, int lineNo, String what) {
        int length = span[1] - span[0];
        if (length != 81) {
            throw new PuzzleFormatException(source, lineNo, span[0] + 1, "the " + what + " has " + length
                    + " characters; expected 81 (row-major, 0 or . for blank)");
        }
        int[] values = new int[81];
        for (int i = 0; i < 81; i++) {
            values[i] = PuzzleFormat.digit(body.charAt(span[0] + i), 9, source, lineNo, span[0] + i + 1);
        }
        return values;
    }

    static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private static List<int[]> tokenSpans(String body) {
        List<int[]> spans = new ArrayList<>();
        int i = 0;
        while (i < body.length()) {
            while (i < body.length() && Character.isWhitespace(body.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < body.length() && !Character.isWhitespace(body.charAt(i))) {
                i++;
            }
            if (i > start) {
                spans.add(new int[] {start, i});
            }
        }
        return spans;
    }
}
