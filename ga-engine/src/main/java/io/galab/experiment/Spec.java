package io.galab.experiment;

import io.galab.algorithm.Budget;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One experiment as declared in a YAML spec (PRODUCT.md, "Spec format"), checked and immutable. See
 * {@link SpecLoader} for the keys and {@link Plan} for the cells it expands to.
 *
 * @param file      the spec file
 * @param name      names the report folder; {@code [a-z0-9][a-z0-9-]*}
 * @param title     a readable title, or ""
 * @param source    the publication or table reproduced, or ""
 * @param seed      the master seed
 * @param runs      runs per cell
 * @param budget    when a run stops unsolved
 * @param puzzles   where the puzzles come from
 * @param variants  algorithm configurations to compare
 * @param sweep     parameter values whose cartesian product applies to every variant, in spec order
 * @param gates     quality gates
 * @param published literature numbers shown next to galab's
 */
public record Spec(Path file, String name, String title, String source, long seed, int runs, Budget budget,
        List<PuzzleSource> puzzles, List<Variant> variants, Map<String, List<Object>> sweep, List<Gate> gates,
        List<Published> published) {

    public Spec {
        puzzles = List.copyOf(puzzles);
        variants = List.copyOf(variants);
        sweep = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(sweep));
        gates = List.copyOf(gates);
        published = List.copyOf(published);
    }

    /** A place in the spec file. */
    public record Location(String file, int line, int column) {
        @Override
        public String toString() {
            return file + ":" + line + ":" + column;
        }
    }

    /**
     * A puzzle source: a built-in set or a file or folder relative to the spec, with optional id globs;
     * {@code count} and {@code seed} for generated SudoKube sets.
     */
    public record PuzzleSource(String set, List<String> ids, int count, long seed, Location at) {
    }

    /** A named algorithm configuration; {@code params} as given in the spec. */
    public record Variant(String name, String algorithm, Map<String, Object> params, Location at) {
    }

    /** Which kind of gate. */
    public enum GateType { MIN_SUCCESS_RATE, BASELINE }

    /**
     * A quality gate.
     *
     * @param type           min success rate or baseline
     * @param minSuccessRate the lowest acceptable rate (min-success-rate gates)
     * @param baseline       the baseline file as written in the spec (baseline gates)
     * @param maxDrop        tolerated absolute drop in success rate (baseline gates)
     * @param alpha          significance of the one-sided Fisher test (baseline gates)
     * @param puzzles        puzzle id globs the gate applies to; empty = all
     * @param variants       variant name globs the gate applies to; empty = all
     * @param at             where the gate is declared
     */
    public record Gate(GateType type, double minSuccessRate, String baseline, double maxDrop, double alpha,
            List<String> puzzles, List<String> variants, Location at) {

        /** A short description for reports: "minSuccessRate 1" or "baseline baselines/x.csv". */
        public String describe() {
            return type == GateType.MIN_SUCCESS_RATE ? "minSuccessRate " + Plan.number(minSuccessRate)
                    : "baseline " + baseline;
        }
    }

    /**
     * A published result for one puzzle and variant (and parameter point, when the spec sweeps).
     * Fields not given are null.
     */
    public record Published(String puzzle, String variant, String params, Integer successes, Integer runs,
            Double successRate, Double meanGenerations, Location at) {

        /** The published success rate: given, or successes / runs; null when unknown. */
        public Double rate() {
            if (successRate != null) {
                return successRate;
            }
            return successes != null && runs != null && runs > 0 ? (double) successes / runs : null;
        }
    }
}
