package io.galab.hostile;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Fixtures;
import io.galab.algorithm.Parameter;
import io.galab.algorithm.Parameters;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Never hang: every algorithm of the registry runs with every parameter at each end of its declared
 * range (the others at their defaults), with every numeric parameter at its minimum or at its maximum
 * together, and with every value of every choice and boolean, on a puzzle of every kind, at a budget of
 * two generations. Every run must end (a run that hangs fails the build through surefire's fork
 * timeout; the test itself reads no clock). A range that cannot work is narrowed in its
 * parameters.csv, with the reason in its description.
 */
class ParameterBoundsTest {

    private static final Budget TINY = new Budget(2, 0, 0);

    private static Object end(Parameter p, boolean max) {
        double v = max ? p.max() : p.min();
        return p.type() == Parameter.Type.INT ? (Object) (long) v : (Object) v;
    }

    /** The settings to try: each bound of each parameter alone, all minima, all maxima, every choice. */
    static List<Map<String, Object>> settings(Algorithm a) {
        List<Map<String, Object>> out = new ArrayList<>();
        Map<String, Object> allMin = new HashMap<>();
        Map<String, Object> allMax = new HashMap<>();
        for (Parameter p : a.parameters()) {
            switch (p.type()) {
                case INT, DOUBLE -> {
                    out.add(Map.of(p.name(), end(p, false)));
                    out.add(Map.of(p.name(), end(p, true)));
                    allMin.put(p.name(), end(p, false));
                    allMax.put(p.name(), end(p, true));
                }
                case BOOLEAN -> {
                    out.add(Map.of(p.name(), true));
                    out.add(Map.of(p.name(), false));
                }
                case CHOICE -> p.choices().forEach(c -> out.add(Map.of(p.name(), c)));
            }
        }
        out.add(allMin);
        out.add(allMax);
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyRunEndsAtEveryBoundOnEveryKind() {
        Algorithms registry = Algorithms.builtIn();
        List<DynamicTest> tests = new ArrayList<>();
        for (String id : registry.inProcess()) {
            Algorithm a = registry.get(id);
            for (Map<String, Object> setting : settings(a)) {
                tests.add(DynamicTest.dynamicTest(id + " " + new TreeMap<>(setting), () -> {
                    Parameters parameters = a.parameters(setting);
                    for (Puzzle puzzle : Fixtures.everyKind()) {
                        if (io.galab.algorithm.ShapeNeed.refusal(a, puzzle, parameters) != null) {
                            continue; // refused at planning with its reason (SudokuXTest), never run
                        }
                        RunResult r = a.run(puzzle, parameters, 7, TINY);
                        assertTrue(r.generations() <= 2, r.toString());
                    }
                }));
            }
        }
        return tests.stream();
    }
}
