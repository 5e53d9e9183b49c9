package io.galab.experiment;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Budget;
import io.galab.algorithm.Numbers;
import io.galab.algorithm.Parameters;
import io.galab.experiment.spec.Globs;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Suggestions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a spec's expansion ({@link Plan#of}) must satisfy before anything runs, each failure a located error at
 * the spec, variant or gate it concerns: the size limits, the puzzles each variant refuses, the programs' places,
 * the variants' and gates' filters; and the one warning a budget earns.
 */
final class PlanChecks {

    private PlanChecks() {
    }

    /** The spec's cells and runs within {@link Plan#MAX_CELLS} and {@link Plan#MAX_TOTAL_RUNS}. */
    static void limits(Spec spec, int puzzleCount, int runs) {
        long pointCount = 1;
        for (List<Object> values : spec.sweep().values()) {
            pointCount = Math.min(pointCount * values.size(), Long.MAX_VALUE / 1_000_000_000L);
        }
        long cellCount = (long) puzzleCount * spec.variants().size() * pointCount;
        if (cellCount > Plan.MAX_CELLS) {
            throw new SpecException(spec.file().toString(), 1, 1, "the spec expands to " + cellCount + " cells ("
                    + puzzleCount + " puzzles × " + spec.variants().size() + " variants × " + pointCount
                    + " sweep points); the limit is " + Plan.MAX_CELLS);
        }
        if (cellCount * runs > Plan.MAX_TOTAL_RUNS) {
            throw new SpecException(spec.file().toString(), 1, 1, "the spec asks for " + cellCount * runs + " runs ("
                    + cellCount + " cells × " + runs + " runs); the limit is " + Plan.MAX_TOTAL_RUNS);
        }
    }

    /**
     * The puzzles the variants refuse ({@link Algorithm#refusal}), gathered as the cells are made, so that every
     * refusing variant is named at once: with its first refused puzzle and reason, and how many it refuses.
     */
    static final class Refusals {
        private final Map<Spec.Variant, String> reason = new LinkedHashMap<>();
        private final Map<Spec.Variant, Set<String>> puzzles = new LinkedHashMap<>();

        void add(Spec.Variant variant, String puzzleId, String why) {
            reason.putIfAbsent(variant, why);
            puzzles.computeIfAbsent(variant, v -> new LinkedHashSet<>()).add(puzzleId);
        }

        /** Throws every refusing variant's error, in the spec's order; nothing when none refused. */
        void check(Spec spec) {
            if (reason.isEmpty()) {
                return;
            }
            List<SpecException> errors = new ArrayList<>();
            reason.forEach((variant, why) -> {
                Set<String> ids = puzzles.get(variant);
                int others = ids.size() - 1;
                errors.add(at(spec, variant, "variant '" + variant.name() + "' cannot run puzzle "
                        + ids.iterator().next() + (others == 0 ? "" : " (nor " + others + " other puzzle"
                        + (others == 1 ? "" : "s") + " of the spec)") + ": " + why + "; give the variant a"
                        + " 'puzzles' filter to run it on the others"));
            });
            throw SpecException.of(errors);
        }
    }

    /** Every program a variant names lies inside the project ({@link #confine}): an error at the variant. */
    static void programsConfined(Spec spec, Algorithms algorithms, Plan.Options options) {
        for (Spec.Variant variant : spec.variants()) {
            Algorithm algorithm = algorithms.get(variant.algorithm());
            for (Parameters p : variant.settings()) {
                for (Path file : algorithm.files(p)) {
                    try {
                        confine(spec, options, file, "program of variant '" + variant.name() + "'");
                    } catch (IllegalArgumentException e) {
                        throw at(spec, variant, e.getMessage());
                    }
                }
            }
        }
    }

    /**
     * Checks that a file read or written on the spec's behalf lies inside the project: the options' root, or the
     * spec's folder when they name none ({@link Confinement}); nothing when the options allow outside.
     */
    static void confine(Spec spec, Plan.Options options, Path file, String what) {
        if (!options.allowOutsideRoot()) {
            Confinement.check(file, options.root() != null ? options.root() : spec.file().toAbsolutePath().getParent(),
                    what);
        }
    }

    /** A variant whose puzzle filter matches no puzzle would run nothing: an error at the variant. */
    static void variantsMatch(Spec spec, List<Puzzle> puzzles) {
        for (Spec.Variant v : spec.variants()) {
            if (puzzles.stream().noneMatch(p -> v.runsOn(p.id()))) {
                throw at(spec, v, "variant '" + v.name() + "': key 'puzzles' " + v.puzzles() + " matches none of the"
                        + " spec's " + puzzles.size() + " puzzles");
            }
        }
    }

    /**
     * A gate whose filters match no cell would pass without checking anything, so it is an error at
     * the gate, naming the filter that matches nothing and the nearest id or name.
     */
    static void gatesMatch(Spec spec, List<Plan.Cell> cells) {
        Set<String> puzzleIds = new LinkedHashSet<>();
        Set<String> variantNames = new LinkedHashSet<>();
        for (Plan.Cell c : cells) {
            puzzleIds.add(c.puzzle().id());
            variantNames.add(c.variant().name());
        }
        for (Spec.Gate gate : spec.gates()) {
            Spec.GateScope scope = gate.scope();
            boolean matched = cells.stream().anyMatch(c -> Plan.checks(gate, c));
            if (!matched) {
                String why = unmatched("puzzles", scope.puzzles(), puzzleIds);
                if (why.isEmpty()) {
                    why = unmatched("variants", scope.variants(), variantNames);
                }
                Spec.Location at = scope.at();
                throw new SpecException(at.file(), at.line(), at.column(), "gate '" + gate.describe()
                        + "' matches no cell of the spec" + (why.isEmpty() ? " (no cell has both its puzzle and its"
                        + " variant)" : ": " + why) + "; a gate that matches nothing would check nothing");
            }
        }
    }

    /** "key 'variants': 'baselin' matches nothing; did you mean 'baseline'?", or "" when every glob matches. */
    private static String unmatched(String key, List<String> globs, Set<String> names) {
        for (String glob : globs) {
            if (names.stream().noneMatch(n -> Globs.matchesAny(List.of(glob), n))) {
                String suggestion = Suggestions.closest(glob, names);
                return "key '" + key + "': '" + glob + "' matches nothing" + (suggestion != null ? "; did you mean '"
                        + suggestion + "'?" : "; there are " + String.join(", ", names.stream().limit(20).toList())
                        + (names.size() > 20 ? ", …" : ""));
            }
        }
        return "";
    }

    /**
     * The warning a budget of seconds beside generations or evaluations earns when galab's own runs are among the
     * cells, or null.
     */
    static String budgetWarning(Spec spec, List<Plan.Cell> cells) {
        Budget budget = spec.budget();
        boolean ownRuns = cells.stream().anyMatch(c -> !c.algorithm().externalProgram());
        boolean programs = cells.stream().anyMatch(c -> c.algorithm().externalProgram());
        if (budget.maxSeconds() <= 0 || budget.maxGenerations() <= 0 && budget.maxEvaluations() <= 0 || !ownRuns) {
            return null;
        }
        // an external program needs the time limit; galab's own runs are reproducible only without it
        return spec.file() + ": budget: maxSeconds " + Numbers.report(budget.maxSeconds()) + " beside "
                + (budget.maxGenerations() > 0 ? "maxGenerations" : "maxEvaluations") + ": a run that reaches"
                + " the time limit first stops where the machine's speed put it, so the runs are no longer"
                + " reproducible from their seeds (docs/experiments.md, \"Cells, parameters and seeds\"); "
                + (programs ? "the external variants need maxSeconds, so keep it as a safety bound well above"
                        + " galab's runs' times" : "drop maxSeconds, or keep it as a safety bound well above the"
                        + " runs' times");
    }

    /** An error at the variant's place in the spec, or at the spec's first line for a variant made in code. */
    static SpecException at(Spec spec, Spec.Variant variant, String problem) {
        Spec.Location at = variant.at() != null ? variant.at() : new Spec.Location(spec.file().toString(), 1, 1);
        return new SpecException(at.file(), at.line(), at.column(), problem);
    }
}
