package io.galab.algorithm.external;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.galab.algorithm.Parameters;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The command line the page's params column and runs.csv's {@code command} show: the spec's words on one
 * line, a word with spaces or quotes quoted, line breaks and control characters escaped, so that a CSV row
 * stays one line and nothing a program's spec holds can break the page.
 */
class CommandLineTest {

    static String shown(List<String> command) {
        ExternalSolver solver = new ExternalSolver();
        Parameters p = solver.parameters(Map.of("command", command));
        return solver.commandLine(p);
    }

    @Test
    void plainWordsStayAsTheyAreAndPlaceholdersUnfilled() {
        assertEquals("python3 bt.py {puzzle} {seed}", shown(List.of("python3", "bt.py", "{puzzle}", "{seed}")));
    }

    @Test
    void wordsWithSpacesQuotesOrLineBreaksAreQuotedAndEscaped() {
        assertEquals("python3 -c 'import sys\\nprint(1)' 'my file.txt' 'it'\\''s'",
                shown(List.of("python3", "-c", "import sys\nprint(1)", "my file.txt", "it's")));
        assertEquals("sh -c 'echo \\x1b[31m'", shown(List.of("sh", "-c", "echo \u001b[31m")));
    }
}
