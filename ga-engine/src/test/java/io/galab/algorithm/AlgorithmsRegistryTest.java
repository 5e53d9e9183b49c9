package io.galab.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.puzzle.Puzzle;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AlgorithmsRegistryTest {

    /** A user algorithm: returns the known solution at once. Registered only through a test class loader. */
    public static final class OracleAlgorithm implements Algorithm {
        @Override
        public String id() {
            return "oracle-test";
        }

        @Override
        public String source() {
            return "test";
        }

        @Override
        public List<Parameter> parameters() {
            return List.of(Parameter.ofInt("unused", 1, 0, 5, "a parameter"));
        }

        @Override
        public RunResult run(Puzzle puzzle, Parameters parameters, long seed, Budget budget) {
            RunControl control = new RunControl(budget);
            control.record(0, 0);
            return control.finish(true, 0, puzzle.solution(), Map.of());
        }
    }

    @Test
    void theBuiltInAlgorithmsAndTheTestScopeOneAreRegistered() {
        Algorithms all = Algorithms.builtIn();
        assertEquals(List.of("exact", "external", "growth-ga", "hybrid-ga", "propagating-memetic-ga", "purge-ga",
                "retrievable-ga", "test-box-walk", "twodoku-ga"), all.ids(),
                "test-box-walk comes from src/test/resources/META-INF/services alone");
        assertEquals(List.of("exact", "external"), all.ids().stream().filter(id -> !all.get(id).geneticAlgorithm())
                .toList(), "exact is a reference that is not a GA, external a program galab cannot see into");
        assertEquals(List.of("external"), all.ids().stream().filter(id -> !all.inProcess().contains(id)).toList());
        for (String id : all.inProcess()) {
            Algorithm a = all.get(id);
            assertEquals(id, a.id());
            assertTrue(a.paperBudget().maxGenerations() > 0);
            assertTrue(!a.source().isBlank());
            a.parameters(Map.of()); // every default is valid
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> all.get("twodoku"));
        assertTrue(e.getMessage().contains("twodoku-ga"), e.getMessage());
    }

    @Test
    void aUserAlgorithmOnAChildClassLoaderIsFound(@TempDir Path dir) throws Exception {
        Path services = dir.resolve("META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve(Algorithm.class.getName()), OracleAlgorithm.class.getName() + "\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Algorithms all = Algorithms.load(loader);
            assertTrue(all.has("oracle-test"));
            assertTrue(all.has("twodoku-ga"), "built-ins come through the parent loader");
            Algorithm user = all.get("oracle-test");
            assertSame(OracleAlgorithm.class, user.getClass());
            Puzzle s06a = Fixtures.library("sudoku/mantere-koljonen", "s06a");
            assertTrue(user.run(s06a, user.parameters(Map.of()), 1, Budget.generations(1)).solved());
        }
        assertTrue(!Algorithms.builtIn().has("oracle-test"));
    }

    @Test
    void parametersAreCheckedAndCanonical() {
        Algorithm ga = Algorithms.builtIn().get("twodoku-ga");
        Parameters p = ga.parameters(Map.of("mutationRate", 0.2, "localSearch", true, "populationSize", 100.0));
        assertEquals(0.2, p.getDouble("mutationRate"));
        assertEquals(100, p.getInt("populationSize"));
        assertEquals("crossoverRate=0.1;eliteLearning=false;eliteSize=50;localSearch=true;"
                + "localSearchOperator=line-swap-search;mutation=every-box-swap-mutation;mutationRate=0.2;"
                + "populationSize=100;referenceCode=false;selection=tournament-selection;tournamentSize=3",
                p.canonical());
        assertEquals("unknown parameter 'mutationrate' for algorithm twodoku-ga; it takes crossoverRate, eliteLearning,"
                + " eliteSize, localSearch, localSearchOperator, mutation, mutationRate, populationSize,"
                + " referenceCode, selection, tournamentSize",
                assertThrows(IllegalArgumentException.class, () -> ga.parameters(Map.of("mutationrate",
                        0.1))).getMessage());
        Algorithm growth = Algorithms.builtIn().get("growth-ga");
        assertEquals("perMutation", growth.parameters(Map.of()).asMap().get("decay"), "a choice defaults to the text");
        assertEquals("parameter decay of growth-ga must be one of perMutation, perGeneration, was perIteration",
                assertThrows(IllegalArgumentException.class, () -> growth.parameters(Map.of("decay", "perIteration")))
                        .getMessage());
        assertEquals("parameter decay of growth-ga must be one of perMutation, perGeneration, was 1",
                assertThrows(IllegalArgumentException.class, () -> growth.parameters(Map.of("decay",
                        1L))).getMessage());
        assertEquals("parameter mutationRate of twodoku-ga must be a number in [0, 1], was 1.5",
                assertThrows(IllegalArgumentException.class, () -> ga.parameters(Map.of("mutationRate",
                        1.5))).getMessage());
        assertEquals("parameter populationSize of twodoku-ga must be an integer in [2, 10000], was 10.5",
                assertThrows(IllegalArgumentException.class, () -> ga.parameters(Map.of("populationSize",
                        10.5))).getMessage());
        assertEquals("parameter populationSize of twodoku-ga must be an integer in [2, 10000], was the text \"10\"",
                assertThrows(IllegalArgumentException.class, () -> ga.parameters(Map.of("populationSize",
                        "10"))).getMessage(), "a quoted number reads as text, and the error says so");
        assertEquals("parameter localSearch of twodoku-ga must be true or false, was the text \"yes\"",
                assertThrows(IllegalArgumentException.class, () -> ga.parameters(Map.of("localSearch",
                        "yes"))).getMessage());
    }

    @Test
    void budgetsNeedALimitAndPositiveValues() {
        assertThrows(IllegalArgumentException.class, () -> new Budget(0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new Budget(-1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new Budget(0, 0, Double.NaN));
        assertEquals(5000, Budget.generations(5000).maxGenerations());
    }

    /**
     * A provider listed but not compiled (a module's resources copied, its classes not built, as after a partial
     * build of a multi-module project) is named with the module that lists it, and the message says to compile it.
     */
    @Test
    void aProviderNotCompiledNamesItsModuleAndSaysToCompileIt(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws Exception {
        Path classes = tmp.resolve("adapter/target/classes");
        Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(classes.resolve("META-INF/services/io.galab.algorithm.Algorithm"),
                "# the adapter\ncom.acme.galab.AcmeClimber\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                getClass().getClassLoader())) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Algorithms.load(loader));
            assertTrue(e.getMessage().startsWith("cannot load an algorithm: com.acme.galab.AcmeClimber is listed in"
                    + " META-INF/services/io.galab.algorithm.Algorithm of " + classes), e.getMessage());
            assertTrue(e.getMessage().contains("compile module 'adapter' (" + classes + ") first (mvn compile in"
                    + " it, or mvn install from a multi-module project's root)"), e.getMessage());
        }
    }
}
