package io.galab.report.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.experiment.spec.Spec;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The sequential gates simulated on Bernoulli outcomes (docs/gates.md, "Sequential gates"): curtail
 * must give exactly the fixed-n verdict in every case; sprt must keep its false-alarm rate near alpha and
 * reach its power; both must save runs. Seeded, so every number is the same on every machine; the
 * tables it prints are the ones in the docs.
 */
class SequentialSimulationTest {

    static final Spec.Location AT = new Spec.Location("sim.yaml", 1, 1);

    static Spec.GateScope scope(Spec.Sequential mode, double power) {
        return new Spec.GateScope(List.of(), List.of(), Spec.Level.FAIL, mode, power, AT);
    }

    /** Runs one cell to its stop; returns {runs made, 1 if the verdict fails}. */
    static int[] simulate(Spec.Gate gate, Baselines.Row base, double p, int runs, int batch, SplittableRandom random) {
        boolean[] all = new boolean[runs];
        for (int r = 0; r < runs; r++) {
            all[r] = random.nextDouble() < p;
        }
        for (int m = Math.min(batch, runs); ; m = Math.min(m + batch, runs)) {
            boolean[] prefix = java.util.Arrays.copyOf(all, m);
            SequentialGates.Decision d = SequentialGates.decide(gate, base, prefix, runs, batch);
            if (d != null) {
                return new int[] {m, d.fails() ? 1 : 0};
            }
            if (m == runs) {
                int k = 0;
                for (boolean s : all) {
                    k += s ? 1 : 0;
                }
                return new int[] {m, GateRules.fails(gate, base, k, runs) ? 1 : 0};
            }
        }
    }

    static Baselines.Row row(int successes, int runs) {
        return new Baselines.Row("sim", "p", "v", "", runs, successes, 1, "");
    }

    @Test
    void curtailGivesTheFixedNVerdictInEveryCase() {
        SplittableRandom random = new SplittableRandom(2026);
        StringBuilder table = new StringBuilder("| gate | runs | batch | true rate | cases | same verdict | mean runs"
                + " made | runs saved |\n|---|---|---|---|---|---|---|---|\n");
        long cases = 0;
        for (Object[] g : new Object[][] {
            {"minSuccessRate 0.6", new Spec.MinSuccessRateGate(0.6, scope(Spec.Sequential.CURTAIL, 0.8)), null},
            {"minSuccessRate 1", new Spec.MinSuccessRateGate(1.0, scope(Spec.Sequential.CURTAIL, 0.8)), null},
            {"baseline 27/30, maxDrop 0.1", new Spec.BaselineGate("b.csv", 0.1, 0.05,
                scope(Spec.Sequential.CURTAIL, 0.8)), row(27, 30)}}) {
            for (int[] nb : new int[][] {{30, 5}, {30, 10}, {100, 10}}) {
                for (double p : new double[] {0.2, 0.6, 0.9, 1.0}) {
                    Spec.Gate gate = (Spec.Gate) g[1];
                    Baselines.Row base = (Baselines.Row) g[2];
                    int same = 0;
                    long made = 0;
                    int reps = 2000;
                    for (int i = 0; i < reps; i++) {
                        long seed = random.nextLong();
                        int[] seq = simulate(gate, base, p, nb[0], nb[1], new SplittableRandom(seed));
                        int[] fixed = simulate(gate, base, p, nb[0], nb[0], new SplittableRandom(seed));
                        assertEquals(nb[0], fixed[0]);
                        same += seq[1] == fixed[1] ? 1 : 0;
                        made += seq[0];
                    }
                    cases += reps;
                    assertEquals(reps, same, g[0] + " at p " + p + ": curtail changed a verdict");
                    double mean = made / (double) reps;
                    table.append(String.format(Locale.ROOT, "| %s | %d | %d | %.1f | %d | %d | %.1f | %.0f%% |%n", g[0],
                            nb[0], nb[1], p, reps, same, mean, 100 * (1 - mean / nb[0])));
                }
            }
        }
        System.out.println("curtail, " + cases + " simulated cells:\n" + table);
    }

    @Test
    void sprtKeepsItsFalseAlarmRateAndReachesItsPower() {
        SplittableRandom random = new SplittableRandom(1945);
        StringBuilder table = new StringBuilder("| baseline | maxDrop | α | power asked | runs | batch | false alarms"
                + " (p = p0) | power (p = p0 − maxDrop) | mean runs at p0 | at p0 − maxDrop | fixed-n false alarms |"
                + " fixed-n power |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        int reps = 4000;
        for (double[] s : new double[][] {
            {800, 1000, 0.2, 0.05, 0.8, 100, 10},
            {900, 1000, 0.2, 0.05, 0.8, 60, 5},
            {500, 1000, 0.2, 0.05, 0.8, 100, 10},
            {900, 1000, 0.1, 0.05, 0.8, 300, 10},
            {27, 30, 0.2, 0.05, 0.8, 30, 10}}) {
            Baselines.Row base = row((int) s[0], (int) s[1]);
            double p0 = s[0] / s[1];
            double p1 = p0 - s[2];
            int runs = (int) s[5];
            int batch = (int) s[6];
            Spec.Gate sprt = new Spec.BaselineGate("b.csv", s[2], s[3], scope(Spec.Sequential.SPRT, s[4]));
            Spec.Gate fixed = new Spec.BaselineGate("b.csv", s[2], s[3], scope(Spec.Sequential.OFF, s[4]));
            double[] alarm = rates(sprt, base, p0, runs, batch, reps, random);
            double[] power = rates(sprt, base, p1, runs, batch, reps, random);
            double[] fixedAlarm = rates(fixed, base, p0, runs, runs, reps, random);
            double[] fixedPower = rates(fixed, base, p1, runs, runs, reps, random);
            table.append(String.format(Locale.ROOT, "| %d/%d | %.1f | %.2f | %.2f | %d | %d | %.3f | %.3f | %.1f | %.1f"
                    + " | %.3f | %.3f |%n", (int) s[0], (int) s[1], s[2], s[3], s[4], runs, batch, alarm[0], power[0],
                    alarm[1], power[1], fixedAlarm[0], fixedPower[0]));
            // with a baseline of 1000 runs p0 is known well; the margin covers the simulation's own error
            if (s[1] >= 1000) {
                assertTrue(alarm[0] <= s[3] + 0.015, "false alarms " + alarm[0] + " above alpha " + s[3]);
                assertTrue(power[0] >= s[4] - 0.05, "power " + power[0] + " below " + s[4]);
                assertTrue(alarm[1] < runs && power[1] < runs, "sprt saves runs");
            }
        }
        System.out.println("sprt, " + reps + " simulated cells per rate:\n" + table);
    }

    /** {fraction failing, mean runs made} over {@code reps} simulated cells. */
    static double[] rates(Spec.Gate gate, Baselines.Row base, double p, int runs, int batch, int reps,
            SplittableRandom random) {
        int fails = 0;
        long made = 0;
        for (int i = 0; i < reps; i++) {
            int[] r = simulate(gate, base, p, runs, batch, random.split());
            fails += r[1];
            made += r[0];
        }
        return new double[] {fails / (double) reps, made / (double) reps};
    }
}
