package io.galab.report;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a variant's runs ended beyond solved or not, for variants whose runs say more (external solvers,
 * docs/external-solvers.md, "External solvers"): wrong answers, failures, runs without an answer and runs
 * killed at the time limit, with the first failure's words and what the seed check found. A wrong answer
 * is never a success: it is counted here and as an unsolved run everywhere else.
 *
 * @param variant  the variant's name
 * @param runs     its runs
 * @param solved   the runs galab's checker accepted
 * @param wrong    runs whose answer galab refused
 * @param failed   runs whose program exited with a non-zero status or crashed
 * @param noAnswer runs whose program exited normally without a grid in its output
 * @param killed   runs killed at the time limit
 * @param example  the first failure's or wrong answer's note, with the program's last lines of standard error
 * @param remark   what the seed check found, or ""
 * @param startMillis   the program's measured process start in ms (median on a filled grid), NaN when unmeasured
 * @param wallMillis    the median wall time of the solved runs in ms, start included (NaN when none solved)
 * @param ownMillis     the median of the program's own time over the solved runs that printed one (NaN: none)
 */
public record Outcomes(String variant, int runs, int solved, int wrong, int failed, int noAnswer, int killed,
        String example, String remark, double startMillis, double wallMillis, double ownMillis) {

    /** One row per variant that has a note on some run or a remark, in plan order. */
    public static List<Outcomes> of(ExperimentResult result) {
        Plan plan = result.plan();
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, String> examples = new LinkedHashMap<>();
        Map<String, List<Double>> walls = new LinkedHashMap<>();
        Map<String, List<Double>> owns = new LinkedHashMap<>();
        for (Plan.Cell cell : plan.cells()) {
            if (!cell.algorithm().externalProgram()) {
                continue;
            }
            int[] k = counts.computeIfAbsent(cell.variant().name(), v -> new int[6]);
            for (int r = 0; r < result.runs(cell.index()); r++) {
                if (!result.has(cell.index(), r)) {
                    continue;
                }
                String note = result.note(cell.index(), r);
                k[0]++;
                k[1] += result.solved(cell.index(), r) ? 1 : 0;
                int kind = switch (result.outcome(cell.index(), r)) {
                    case WRONG_ANSWER -> 2;
                    case PROGRAM_FAILED -> 3;
                    case NO_ANSWER -> 4;
                    case KILLED -> 5;
                    default -> -1;
                };
                if (kind > 0) {
                    k[kind]++;
                }
                if (result.solved(cell.index(), r)) {
                    walls.computeIfAbsent(cell.variant().name(), v -> new ArrayList<>()).add(
                            result.micros(cell.index(), r) / 1000.0);
                    Long own = result.counter(cell.index(), r, "programMicros");
                    if (own != null) {
                        owns.computeIfAbsent(cell.variant().name(), v -> new ArrayList<>()).add(own / 1000.0);
                    }
                }
                if ((kind == 2 || kind == 3) && !examples.containsKey(cell.variant().name())) {
                    examples.put(cell.variant().name(), cell.puzzle().id() + ", run " + r + ": " + note);
                }
            }
        }
        List<Outcomes> out = new ArrayList<>();
        counts.forEach((v, k) -> out.add(new Outcomes(v, k[0], k[1], k[2], k[3], k[4], k[5],
                examples.getOrDefault(v, ""), result.remark(v), result.start(v), median(walls.get(v)),
                median(owns.get(v)))));
        return out;
    }

    private static double median(List<Double> values) {
        return values == null ? Double.NaN : io.galab.stats.CellStatistics.median(values.stream()
                .mapToDouble(Double::doubleValue).toArray());
    }
}
