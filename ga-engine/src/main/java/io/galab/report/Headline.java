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
        Map<String, Map<String, Analysis.Comparison>> pairs = Analysis.byPair(comparisons);
        Set<String> variants = new LinkedHashSet<>();
        Set<String> places = new LinkedHashSet<>();
        boolean points = false;
        for (Analysis.Comparison c : comparisons) {
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
            unit = singular(unit);
        }
        List<String> won = new ArrayList<>();
        List<String> none = new ArrayList<>();
        for (String measure : List.of(Analysis.SUCCESS, Analysis.EVALUATIONS, Analysis.SECONDS)) {
            if (pairs.values().stream().noneMatch(r -> r.containsKey(measure + "/test"))) {
                continue; // runtime in evaluations where the runs count none: not a question
            }
            // winner -> loser -> the places (with their effects) it won
            Map<String, Map<String, List<String>>> wins = new LinkedHashMap<>();
            Map<String, Integer> reasons = new LinkedHashMap<>();
            int described = 0;
            long asked = 0;
            for (Map<String, Analysis.Comparison> row : pairs.values()) {
                Analysis.Comparison t = row.get(measure + "/test");
                if (t == null) {
                    continue;
                }
                asked++;
                if (t.isDescriptive()) {
                    described++;
                    reasons.merge(t.note(), 1, Integer::sum);
                } else if (t.adjustedPValue() < 0.05) {
                    won(wins, measure, t, row.get(measure + (measure.equals(Analysis.SUCCESS) ? "/rate-difference"
                            : "/a12")));
                }
            }
            String question = measure.equals(Analysis.SUCCESS) ? "success" : measure;
            String why = why(reasons, described);
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
            won.addAll(many ? compact(wins, measure, total, unit) : detailed(wins, measure, total, unit));
            if (!untested.isEmpty()) {
                won.add(question + ": " + untested);
            }
        }
        List<String> clauses = new ArrayList<>(won);
        clauses.addAll(none);
        return String.join("; ", clauses);
    }

    /** Records the win of a significant test: the winner, the loser, and the place with its effect. */
    private static void won(Map<String, Map<String, List<String>>> wins, String measure, Analysis.Comparison t,
            Analysis.Comparison effect) {
        boolean aWins = effect != null && (measure.equals(Analysis.SUCCESS) ? effect.statistic() > 0
                : effect.statistic() < 0.5);
        String winner = aWins ? t.variantA() : t.variantB();
        String loser = aWins ? t.variantB() : t.variantA();
        String where = t.puzzle() + (t.point().isEmpty() ? "" : " [" + t.point() + "]");
        String size = effect == null || Double.isNaN(effect.statistic()) ? ""
                : measure.equals(Analysis.SUCCESS)
                        ? String.format(Locale.ROOT, ", %+.2f", aWins ? effect.statistic() : -effect.statistic())
                        : String.format(Locale.ROOT, ", A12 = %.2f", aWins ? effect.statistic()
                                : 1 - effect.statistic());
        wins.computeIfAbsent(winner, k -> new LinkedHashMap<>()).computeIfAbsent(loser, k -> new ArrayList<>())
                .add(where + size);
    }

    /** Two variants: the winner, on how many places, and the first {@link #NAMED} places with their effects. */
    private static List<String> detailed(Map<String, Map<String, List<String>>> wins, String measure, int total,
            String unit) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<String>>> w : wins.entrySet()) {
            for (List<String> at : w.getValue().values()) {
                out.add(w.getKey() + ": " + verb(measure) + " on " + at.size() + " of " + total + " " + unit + " ("
                        + String.join("; ", at.subList(0, Math.min(NAMED, at.size()))) + (at.size() > NAMED ? "; …"
                                : "") + ")");
            }
        }
        return out;
    }

    /**
     * Three or more variants: the {@link #NAMED} variants that won most often, each with the variants it beat
     * (the first {@link #NAMED} named) and on how many of the places; then how many other variants won somewhere.
     */
    private static List<String> compact(Map<String, Map<String, List<String>>> wins, String measure, int total,
            String unit) {
        List<Map.Entry<String, Map<String, List<String>>>> order = new ArrayList<>(wins.entrySet());
        order.sort((x, y) -> Integer.compare(count(y.getValue()), count(x.getValue())));
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<String>>> w : order.subList(0, Math.min(NAMED, order.size()))) {
            List<String> losers = List.copyOf(w.getValue().keySet());
            if (losers.size() == 1) {
                List<String> at = w.getValue().get(losers.get(0));
                out.add(w.getKey() + ": " + verb(measure) + " than " + losers.get(0) + " on " + at.size() + " of "
                        + total + " " + unit + " (" + String.join("; ", at.subList(0,
                                Math.min(NAMED, at.size()))) + (at.size() > NAMED ? "; …" : "") + ")");
            } else {
                out.add(w.getKey() + ": " + verb(measure) + " than " + losers.size() + " variants ("
                        + String.join(", ", losers.subList(0, Math.min(NAMED, losers.size())))
                        + (losers.size() > NAMED ? ", …" : "") + ") in " + count(w.getValue()) + " comparisons over "
                        + total + " " + unit);
            }
        }
        if (order.size() > NAMED) {
            String question = measure.equals(Analysis.SUCCESS) ? "success" : measure;
            out.add(question + ": " + (order.size() - NAMED) + " more variants win somewhere (the pairs table)");
        }
        return out;
    }

    private static int count(Map<String, List<String>> byLoser) {
        return byLoser.values().stream().mapToInt(List::size).sum();
    }

    private static String singular(String unit) {
        return unit.replace("puzzles", "puzzle").replace("sets", "set").replace("points", "point");
    }

    /**
     * Why a question was described: the one reason in full; else its kind ("runs too short to time") where the
     * details differ by pair; else the most frequent kind with its count.
     */
    private static String why(Map<String, Integer> reasons, int described) {
        if (reasons.isEmpty()) {
            return "";
        }
        if (reasons.size() == 1) {
            return reasons.keySet().iterator().next();
        }
        Map<String, Integer> kinds = new LinkedHashMap<>();
        reasons.forEach((note, n) -> kinds.merge(note.contains(":") ? note.substring(0, note.indexOf(':')) : note, n,
                Integer::sum));
        Map.Entry<String, Integer> most = kinds.entrySet().stream().max(Map.Entry.comparingByValue()).get();
        return kinds.size() == 1 ? most.getKey() : "most often, on " + most.getValue() + " of " + described + ": "
                + most.getKey();
    }

    private static String verb(String measure) {
        return switch (measure) {
            case Analysis.SUCCESS -> "solves more";
            case Analysis.EVALUATIONS -> "fewer evaluations";
            default -> "less CPU time";
        };
    }
}
