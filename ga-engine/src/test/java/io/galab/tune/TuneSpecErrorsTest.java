package io.galab.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Tuning;
import io.galab.lab.TestSettings;
import io.galab.algorithm.Algorithms;
import io.galab.experiment.LocalExecutor;
import io.galab.experiment.Plan;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.TuneSpec;
import io.galab.experiment.spec.TuneSpecLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad tune specs: each a located error naming the line and what is wrong (docs/tuning.md). */
class TuneSpecErrorsTest {

    @TempDir
    Path dir;

    private static final String HEAD = "name: t\nalgorithm: twodoku-ga\n";
    private static final String SPACE = "space:\n  crossoverRate: {type: real, range: [0.1, 0.5]}\n"
            + "  mutationRate: {type: real, range: [0.01, 0.3], log: true}\n";
    private static final String REST = "training: [{set: twodoku/kaldanis, ids: [medium_2]}]\n"
            + "test: [{set: twodoku/kaldanis, ids: [medium_1]}]\n"
            + "budget: {maxExperiments: 240}\nrunBudget: {maxGenerations: 100}\nseed: 1\n";

    private SpecException refused(String text) throws Exception {
        Path file = dir.resolve("t.yaml");
        Files.writeString(file, text);
        return assertThrows(SpecException.class, () -> {
            TuneSpec spec = new TuneSpecLoader(Algorithms.builtIn()).loadTune(file);
            Tuner.run(spec, Algorithms.builtIn(), dir.resolve("out"), new Tuner.Options(new LocalExecutor(), 1,
                    Plan.Options.defaults(), l -> { }));
        });
    }

    @Test
    void anUnknownParameterIsNamedAtItsLine() throws Exception {
        SpecException e = refused(HEAD + "space:\n  crossoverRate: {type: real, range: [0.1, 0.5]}\n"
                + "  mutationRat: {type: real, range: [0.01, 0.3]}\n" + REST);
        assertEquals(5, e.line());
        assertTrue(e.problem().contains("unknown parameter 'mutationRat'") && e.problem().contains("mutationRate"),
                e.getMessage());
    }

    @Test
    void aRangeOutsideTheDeclaredOneIsRefused() throws Exception {
        SpecException e = refused(HEAD + "space:\n  crossoverRate: {type: real, range: [0.1, 1.5]}\n" + REST);
        assertEquals(4, e.line());
        assertTrue(e.problem().contains("outside its declared range [0, 1]"), e.getMessage());
    }

    @Test
    void forbiddenRulesThatEmptyTheSpaceAreRefused() throws Exception {
        SpecException e = refused(HEAD + SPACE + "forbidden: [\"crossoverRate >= 0.1\"]\n" + REST);
        assertEquals(6, e.line());
        assertTrue(e.problem().contains("the space is empty"), e.getMessage());
    }

    @Test
    void overlappingTrainingAndTestInstancesAreRefused() throws Exception {
        SpecException e = refused(HEAD + SPACE + REST.replace("ids: [medium_1]", "ids: [medium_1, medium_2]"));
        assertEquals(7, e.line());
        assertTrue(e.problem().contains("medium_2 is also a training instance"), e.getMessage());
    }

    @Test
    void aBudgetTooSmallForOneRaceSaysTheMinimum() throws Exception {
        SpecException e = refused(HEAD + SPACE + REST.replace("maxExperiments: 240", "maxExperiments: 50"));
        assertEquals(8, e.line());
        // 2 parameters: 3 iterations, 3 survivors; (5 + 1) runs a configuration; 3 × 6 × 4 = 72
        assertTrue(e.problem().contains("must be at least 72"), e.getMessage());
    }

    @Test
    void anRExpressionOutsideTheSubsetIsRefusedWithItsLine() throws Exception {
        Files.writeString(dir.resolve("space.txt"), "crossoverRate \"--cx \" r (0.1, 0.5)\n"
                + "mutationRate \"--m \" r (0.01, exp(1))\n");
        SpecException e = refused(HEAD + "spaceFile: space.txt\n" + REST);
        assertTrue(e.getMessage().contains("space.txt:2:"), e.getMessage());
        assertTrue(e.problem().contains("not a plain value"), e.getMessage());
    }

    /**
     * irace parameter files as users bring them: a name declared twice is named at the duplicate, an
     * empty file says it declares no parameter (not an overflowed minimum budget), a byte-order mark is
     * dropped, and an empty inline space says so.
     */
    @Test
    void iraceFilesAndSpacesWithoutParametersSayWhatIsWrongWhere() throws Exception {
        Files.writeString(dir.resolve("space.txt"), "# the space\ncrossoverRate \"--cx \" r (0.1, 0.5)\n"
                + "crossoverRate \"--cx2 \" r (0.2, 0.4)\n");
        SpecException e = refused(HEAD + "spaceFile: space.txt\n" + REST);
        assertTrue(e.getMessage().contains("space.txt:3:1: parameter 'crossoverRate' is declared twice (first at"
                + " line 2)"), e.getMessage());

        Files.writeString(dir.resolve("space.txt"), "# nothing here\n\n");
        e = refused(HEAD + "spaceFile: space.txt\n" + REST);
        assertTrue(e.getMessage().contains("space.txt:1:1: the file declares no parameter"), e.getMessage());
        assertTrue(!e.getMessage().contains("at least"), e.getMessage());

        e = refused(HEAD + "space: {}\n" + REST);
        assertEquals(3, e.line());
        assertTrue(e.problem().contains("the space declares no parameter"), e.getMessage());

        Files.writeString(dir.resolve("space.txt"), "\uFEFFcrossoverRate \"--cx \" r (0.1, 0.5)\r\n"
                + "mutationRate \"--m \" r (0.01, 0.3)\r\n");
        Path file = dir.resolve("t.yaml");
        Files.writeString(file, HEAD + "spaceFile: space.txt\n" + REST);
        TuneSpec spec = new TuneSpecLoader(Algorithms.builtIn()).loadTune(file);
        assertEquals(2, spec.space().parameters().size(), "a BOM and CRLF are read as any text galab reads");
        assertEquals("crossoverRate", spec.space().parameters().get(0).name());
    }

    /** A tuning journal line of bytes that are not UTF-8 is named with its file and line and made again. */
    @Test
    void aJournalLineThatIsNotUtf8IsNamedAndMadeAgain() throws Exception {
        Path file = dir.resolve("t.yaml");
        Files.writeString(file, HEAD + SPACE + REST.replace("maxExperiments: 240", "maxExperiments: 120")
                .replace("maxGenerations: 100", "maxGenerations: 5"));
        TuneSpec spec = new TuneSpecLoader(Algorithms.builtIn()).loadTune(file);
        Tuner.Options options = new Tuner.Options(new LocalExecutor(), 1, Plan.Options.defaults(), l -> { });
        TuneResult first = Tuner.run(spec, Algorithms.builtIn(), dir.resolve("out"), options);
        Path journal = dir.resolve("out/journal.csv");
        java.util.List<String> lines = Files.readAllLines(journal);
        java.io.ByteArrayOutputStream damaged = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < lines.size(); i++) {
            // line 3 (the second run) becomes bytes that are not UTF-8
            damaged.write(i == 2 ? new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF}
                    : lines.get(i).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            damaged.write('\n');
        }
        Files.write(journal, damaged.toByteArray());
        TuneResult again = Tuner.run(spec, Algorithms.builtIn(), dir.resolve("out"), options);
        assertTrue(again.warnings().stream().anyMatch(w -> w.contains("journal.csv:3: a journal line that is"
                + " damaged")), again.warnings().toString());
        assertEquals(first.elites().get(0).id(), again.elites().get(0).id(), "the damaged run was made again");
    }

    @Test
    void aConditionOnAnotherParameterIsChecked() throws Exception {
        SpecException e = refused(HEAD + "space:\n  eliteSize: {type: integer, range: [1, 20], condition: "
                + "\"eliteLearning = true\"}\n" + REST);
        assertEquals(4, e.line());
        assertTrue(e.problem().contains("expected a comparison"), e.getMessage());
    }

    @Test
    void aParameterFileOutsideTheProjectIsNeitherReadNorQuoted() throws Exception {
        Path project = dir.resolve("project");
        Files.createDirectories(project);
        Files.writeString(dir.resolve("secret.txt"), "not a parameter line, a secret\n");
        Path spec = project.resolve("t.yaml");
        Files.writeString(spec, HEAD + "spaceFile: ../secret.txt\n" + REST);
        Tuning lab = TestSettings.quiet().threads(1).tuning();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> lab.tune(spec, dir.resolve("out"), l -> { }));
        assertTrue(e.getMessage().contains("outside the project") && !e.getMessage().contains("secret\n")
                && !e.getMessage().contains("a secret"), e.getMessage());
    }

    @Test
    void aJournalThatIsALinkIsRefused() throws Exception {
        Path spec = dir.resolve("t.yaml");
        Files.writeString(spec, HEAD + SPACE + REST);
        Path out = dir.resolve("out/t");
        Files.createDirectories(out);
        Files.writeString(dir.resolve("elsewhere.csv"), "keep me\n");
        Files.createSymbolicLink(out.resolve("journal.csv"), dir.resolve("elsewhere.csv"));
        Tuning lab = TestSettings.quiet().threads(1).tuning();
        java.io.IOException e = assertThrows(java.io.IOException.class, () -> lab.tune(spec, dir.resolve("out"),
                l -> { }));
        assertTrue(e.getMessage().contains("symbolic link"), e.getMessage());
        assertEquals("keep me\n", Files.readString(dir.resolve("elsewhere.csv")));
    }
}
