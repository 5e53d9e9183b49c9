package io.galab.tune;

import io.galab.experiment.spec.ParameterSpace;
import io.galab.experiment.spec.ParameterSpace.Tuned;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Sampling configurations as irace does (López-Ibáñez et al. 2016, Section 3.2; docs/tuning.md,
 * "Sampling"): parameters in the space's order, so that a condition is decided by the parameters
 * before it; an inactive parameter has no value.
 *
 * <ul>
 *   <li>Uniform: a real from U[lower, upper], an integer from U[lower, upper + 1) truncated, on the log
 *       of the bounds for a log scale; a categorical or ordinal value uniformly.</li>
 *   <li>From a parent elite: a numeric value from N(parent's value, σ) truncated to the range (on the log
 *       scale where asked), an ordinal's index likewise; a categorical value from the parent's
 *       probability vector. A value the parent lacks (inactive there) is drawn uniformly.</li>
 * </ul>
 *
 * Reals are rounded to {@link ParameterSpace#DIGITS} decimal places, irace's default {@code digits}.
 * Values are kept as text, the way a parameter file writes them.
 */
final class Sampler {

    private final ParameterSpace space;

    Sampler(ParameterSpace space) {
        this.space = space;
    }

    /** A uniform configuration. */
    Map<String, String> uniform(SplittableRandom random) {
        return space.uniform(random);
    }

    /**
     * A configuration near {@code parent}: {@code sigma} holds each numeric and ordinal parameter's
     * standard deviation as a fraction of its range (of its log range on a log scale, of its index
     * range for an ordinal), {@code probabilities} the parent's vector for each categorical one.
     */
    Map<String, String> near(Map<String, String> parent, Map<String, Double> sigma, Map<String, double[]> probabilities,
            SplittableRandom random) {
        Map<String, String> c = new LinkedHashMap<>();
        for (Tuned t : space.parameters()) {
            if (!active(t, c)) {
                continue;
            }
            String from = parent.get(t.name());
            if (from == null) {
                c.put(t.name(), t.uniform(random));
                continue;
            }
            switch (t.type()) {
                case CATEGORICAL -> c.put(t.name(), t.values().get(pick(probabilities.get(t.name()), random)));
                case ORDINAL -> {
                    int m = t.values().size();
                    double centre = t.values().indexOf(from);
                    double x = truncatedNormal(centre, sigma.get(t.name()) * m, 0, m, random);
                    c.put(t.name(), t.values().get(Math.min(m - 1, (int) Math.floor(x))));
                }
                default -> {
                    double lo = t.low();
                    double hi = t.high();
                    double centre = t.scale(Double.parseDouble(from)
                            + (t.type() == ParameterSpace.Type.INTEGER ? 0.5 : 0));
                    double x = truncatedNormal(centre, sigma.get(t.name()) * (hi - lo), lo, hi, random);
                    c.put(t.name(), t.text(t.unscale(x)));
                }
            }
        }
        return c;
    }

    private static boolean active(Tuned t, Map<String, String> c) {
        return t.condition() == null || t.condition().test(c);
    }

    /** N(mean, sd) truncated to [lo, hi), by rejection (at most 100 tries, then the nearest bound). */
    private static double truncatedNormal(double mean, double sd, double lo, double hi, SplittableRandom random) {
        for (int i = 0; i < 100; i++) {
            double x = mean + sd * gaussian(random);
            if (x >= lo && x < hi) {
                return x;
            }
        }
        return Math.max(lo, Math.min(Math.nextDown(hi), mean));
    }

    /** A standard normal by Box–Muller from two uniform draws. */
    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    private static int pick(double[] p, SplittableRandom random) {
        double r = random.nextDouble();
        double sum = 0;
        for (int i = 0; i < p.length; i++) {
            sum += p[i];
            if (r < sum) {
                return i;
            }
        }
        return p.length - 1;
    }
}
