package io.galab.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The answer to "is my variant better?", one clause per question, each winner named first
 * (docs/reading-the-report.md, "The headline"): "row-uniform: fewer evaluations on 1 of 4 puzzles (s05a, A12 =
 * 0.36); success: no difference; seconds: no difference". A winner is the variant a test finds better at 5% after
 * Holm's correction per question: more solved runs, or fewer evaluations or less CPU time (its A12 is the chance
 * that one of its runs takes longer than one of the other's, below 0.5). Seconds that are described rather than
 * tested ({@link SecondsCheck}) say so, with the reason. The page, summary.md and the LaTeX caption give the same
 * words; the pairs table below them gives every number.
 */
public final class Headline {

    /** The most places a clause names before "…". */
    static final int NAMED = 3;

    private Headline() {
    }

    /** The headline of the analysis's comparisons, or null where it compares no two variants. */
    public static String of(Analysis analysis) {
        return of(analysis.comparisons(), Analysis.csvBySet(analysis.result().plan()) ? "sets" : "puzzles");
    }

    /** The headline of these comparisons, made per {@code unitOfPlaces} ("puzzles" or "sets"); null without any. */
    static String of(List<Analysis.Comparison> comparisons, String unitOfPlaces) {
        Map<String, Map<String, Analysis.Comparison>> pairs = new LinkedHashMap<>();
        Set<String> variants = new LinkedHashSet<>();
        Set<String> places = new LinkedHashSet<>();
        boolean points = false;
        for (Analysis.Comparison c : comparisons) {
            String key = c.puzzle() + "\u0000" + c.point() + "\u0000" + c.variantA() + "\u0000" + c.variantB();
            pairs.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(c.measure() + "/" + (c.isTest()
                    || c.isDescriptive() ? "test" : c.test()), c);
            variants.add(c.variantA());
            variants.add(c.variantB());
            places.add(c.puzzle() + "\u0000" + c.point());
            points |= !c.point().isEmpty();
        }
        if (pairs.isEmpty()) {
            return null;
        }
        String unit = unitOfPlaces;
        if (points) {
            unit += " and points";
        }
        boolean many = variants.size() > 2;
        int total = places.size();
        if (total == 1) {
            unit = unit.replace("puzzles", "puzzle").replace("sets", "set").replace("points", "point");
        }
        List<String> won = new ArrayList<>();
        List<String> none = new ArrayList<>();
        for (String measure : List.of(Analysis.SUCCESS, Analysis.EVALUATIONS, Analysis.SECONDS)) {
            if (pairs.values().stream().noneMatch(r -> r.containsKey(measure + "/test"))) {
                continue; // runtime in evaluations where the runs count none: not a question
            }
            // (winner, loser) -> the places and effects it won
            Map<String, List<String>> wins = new LinkedHashMap<>();
            int described = 0;
            String reason = null;
            for (Map<String, Analysis.Comparison> row : pairs.values()) {
                Analysis.Comparison t = row.get(measure + "/test");
                if (t == null) {
                    continue;
                }
                if (t.isDescriptive()) {
                    described++;
                    reason = reason == null ? t.note() : reason.equals(t.note()) ? reason : "";
                    continue;
                }
                if (!(t.adjustedPValue() < 0.05)) {
                    continue;
                }
                Analysis.Comparison effect = row.get(measure + (measure.equals(Analysis.SUCCESS) ? "/rate-difference"
                        : "/a12"));
                boolean aWins = effect != null && (measure.equals(Analysis.SUCCESS) ? effect.statistic() > 0
                        : effect.statistic() < 0.5);
                String winner = aWins ? t.variantA() : t.variantB();
                String loser = aWins ? t.variantB() : t.variantA();
                String where = t.puzzle() + (t.point().isEmpty() ? "" : " [" + t.point() + "]");
                String size = effect == null || Double.isNaN(effect.statistic()) ? ""
                        : measure.equals(Analysis.SUCCESS)
                                ? String.format(Locale.ROOT, ", %+.2f", aWins ? effect.statistic()
                                        : -effect.statistic())
                                : String.format(Locale.ROOT, ", A12 = %.2f", aWins ? effect.statistic()
                                        : 1 - effect.statistic());
                wins.computeIfAbsent(winner + "\u0000" + loser, k -> new ArrayList<>()).add(where + size);
            }
            String question = measure.equals(Analysis.SUCCESS) ? "success" : measure;
            long asked = pairs.values().stream().filter(r -> r.containsKey(measure + "/test")).count();
            String why = reason == null || reason.isEmpty() ? "the reasons differ by pair" : reason;
            if (described == asked) {
                none.add(question + ": described only, not tested (" + why + ")");
                continue;
            }
            String untested = described == 0 ? "" : "described only on " + described + " of " + asked + " pairs: "
                    + why;
            if (wins.isEmpty()) {
                none.add(question + ": no difference" + (untested.isEmpty() ? "" : " (" + untested + ")"));
                continue;
            }
            for (Map.Entry<String, List<String>> w : wins.entrySet()) {
                String[] wl = w.getKey().split("\u0000");
                List<String> at = w.getValue();
                won.add(wl[0] + ": " + verb(measure) + (many ? " than " + wl[1] : "") + " on " + at.size() + " of "
                        + total + " " + unit + " (" + String.join("; ", at.subList(0, Math.min(NAMED, at.size())))
                        + (at.size() > NAMED ? "; …" : "") + ")");
            }
            if (!untested.isEmpty()) {
                won.add(question + ": " + untested);
            }
        }
        List<String> clauses = new ArrayList<>(won);
        clauses.addAll(none);
        return String.join("; ", clauses);
    }

    private static String verb(String measure) {
        return switch (measure) {
            case Analysis.SUCCESS -> "solves more";
            case Analysis.EVALUATIONS -> "fewer evaluations";
            default -> "less CPU time";
        };
    }
}
