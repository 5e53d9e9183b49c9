package io.galab.tune;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Parameter;
import io.galab.experiment.spec.ParameterSpace;
import io.galab.puzzle.Puzzle;
import io.galab.tune.TuneResult.Configuration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The configurations of a tuning and how new ones are drawn (irace, López-Ibáñez et al. 2016, Section
 * 3.2; docs/tuning.md, "Sampling"): uniformly at first, with the algorithm's defaults when they lie in
 * the space; later near a parent elite picked by rank, each numeric parameter's standard deviation
 * shrinking by (1/N_new)^(1/d) an iteration and each elite's categorical vectors learning its values.
 * One generator, seeded by the tune spec's seed, draws everything.
 */
final class Population {

    private final ParameterSpace space;
    private final Algorithm algorithm;
    private final Sampler sampler;
    private final SplittableRandom random;
    private final int d;
    private final int iterations;
    private final List<Configuration> configurations = new ArrayList<>();
    private final Map<Integer, Map<String, double[]>> models = new HashMap<>();
    private final Map<String, Double> sigma = new HashMap<>();
    private final Map<String, Object> sized;

    /**
     * @param sized the size table's values that every instance of the tune shares ({@link Algorithm#sizeDefaults}):
     *              the defaults a variant without parameters runs with on these instances
     */
    Population(ParameterSpace space, Algorithm algorithm, Map<String, Object> sized, SplittableRandom random,
            int iterations) {
        this.space = space;
        this.algorithm = algorithm;
        this.sized = Map.copyOf(sized);
        this.sampler = new Sampler(space);
        this.random = random;
        this.d = space.parameters().size();
        this.iterations = iterations;
        for (ParameterSpace.Tuned t : space.parameters()) {
            sigma.put(t.name(), 0.5);
        }
    }

    /**
     * The size table's values that every training and test instance shares: what "the defaults" are on them. A
     * parameter whose table value differs between the instances' sizes (or that some size's table lacks) keeps
     * its declared default there.
     */
    static Map<String, Object> sharedSizeDefaults(Algorithm algorithm, List<Puzzle> training, List<Puzzle> test) {
        Map<String, Object> shared = null;
        for (List<Puzzle> puzzles : List.of(training, test)) {
            for (Puzzle p : puzzles) {
                Map<String, Object> table = algorithm.sizeDefaults(p.geometry());
                if (shared == null) {
                    shared = new HashMap<>(table);
                } else {
                    shared.entrySet().removeIf(e -> !e.getValue().equals(table.get(e.getKey())));
                }
            }
        }
        return shared == null ? Map.of() : shared;
    }

    /** Every configuration sampled, in order (id i at index i − 1). */
    List<Configuration> all() {
        return List.copyOf(configurations);
    }

    /** The tuned values of configuration {@code id}. */
    Map<String, String> values(int id) {
        return configurations.get(id - 1).values();
    }

    /** Forgets the last {@code count} configurations (sampled for a race that could not run). */
    void dropLast(int count) {
        configurations.subList(configurations.size() - count, configurations.size()).clear();
    }

    /** Before an iteration that samples {@code fresh} configurations: σ ← σ (1/fresh)^(1/d). */
    void shrink(int fresh) {
        for (ParameterSpace.Tuned t : space.parameters()) {
            sigma.put(t.name(), sigma.get(t.name()) * Math.pow(1.0 / fresh, 1.0 / d));
        }
    }


    List<Integer> sample(int iteration, int count, List<Integer> elites) {
        List<Integer> out = new ArrayList<>();
        if (iteration == 1) {
            Map<String, String> defaults = defaults();
            if (inSpace(defaults) && !space.forbids(defaults)) {
                out.add(add(iteration, 0, defaults, uniformModel()));
            }
        }
        int tries = 0;
        while (out.size() < count && tries < 100 * count) {
            tries++;
            Map<String, String> c;
            int parent = 0;
            if (elites.isEmpty()) {
                c = sampler.uniform(random);
            } else {
                parent = pickParent(elites);
                c = sampler.near(configurations.get(parent - 1).values(), sigma, models.get(parent), random);
            }
            if (space.forbids(c) || duplicate(c)) {
                continue;
            }
            out.add(add(iteration, parent, c, parent == 0 ? uniformModel() : copy(models.get(parent))));
        }
        return out;
    }

    private int add(int iteration, int parent, Map<String, String> values, Map<String, double[]> model) {
        int id = configurations.size() + 1;
        configurations.add(new Configuration(id, iteration, parent, ordered(values)));
        models.put(id, model);
        return id;
    }

    /** The values in the space's order, unmodifiable. */
    Map<String, String> ordered(Map<String, String> values) {
        Map<String, String> out = new LinkedHashMap<>();
        for (ParameterSpace.Tuned t : space.parameters()) {
            if (values.containsKey(t.name())) {
                out.put(t.name(), values.get(t.name()));
            }
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    private boolean duplicate(Map<String, String> c) {
        for (Configuration k : configurations) {
            if (k.values().equals(c)) {
                return true;
            }
        }
        return false;
    }

    /** Elite z of rank r (1 = best) of N is the parent with probability (N − r + 1) / (N(N + 1)/2). */
    private int pickParent(List<Integer> elites) {
        int n = elites.size();
        double r = random.nextDouble() * n * (n + 1) / 2.0;
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += n - i;
            if (r < sum) {
                return elites.get(i);
            }
        }
        return elites.get(n - 1);
    }

    private Map<String, double[]> uniformModel() {
        Map<String, double[]> m = new HashMap<>();
        for (ParameterSpace.Tuned t : space.parameters()) {
            if (t.type() == ParameterSpace.Type.CATEGORICAL) {
                double[] p = new double[t.values().size()];
                Arrays.fill(p, 1.0 / p.length);
                m.put(t.name(), p);
            }
        }
        return m;
    }

    private static Map<String, double[]> copy(Map<String, double[]> m) {
        Map<String, double[]> out = new HashMap<>();
        m.forEach((k, v) -> out.put(k, v.clone()));
        return out;
    }

    /** irace's update of an elite's categorical distributions before iteration j. */
    void learn(int elite, int j) {
        double step = (j - 1.0) / Math.max(iterations, j);
        Map<String, String> values = configurations.get(elite - 1).values();
        for (Map.Entry<String, double[]> e : models.get(elite).entrySet()) {
            String v = values.get(e.getKey());
            if (v == null) {
                continue;
            }
            double[] p = e.getValue();
            int at = space.get(e.getKey()).values().indexOf(v);
            double sum = 0;
            for (int i = 0; i < p.length; i++) {
                p[i] = p[i] * (1 - step) + (i == at ? step : 0);
                sum += p[i];
            }
            for (int i = 0; i < p.length; i++) {
                p[i] /= sum;
            }
        }
    }

    /**
     * The algorithm's defaults of the tuned parameters, as a variant without parameters runs on the tune's
     * instances (the size table's value where every instance shares one, else the declared default), as text;
     * those whose condition fails left out.
     */
    Map<String, String> defaults() {
        Map<String, String> c = new LinkedHashMap<>();
        for (ParameterSpace.Tuned t : space.parameters()) {
            if (t.condition() == null || t.condition().test(c)) {
                Parameter p = algorithm.parameter(t.name());
                // an open parameter (an external solver's) has no default: its first value, or its range's low end
                Object v = sized.containsKey(t.name()) ? sized.get(t.name())
                        : p.type() != Parameter.Type.TEXT ? p.defaultValue() : t.type().numeric()
                        ? (Object) t.lower() : t.values().get(0);
                c.put(t.name(), v instanceof Double x ? io.galab.algorithm.Numbers.shortest(x) : String.valueOf(v));
            }
        }
        return c;
    }

    private boolean inSpace(Map<String, String> c) {
        for (ParameterSpace.Tuned t : space.parameters()) {
            String v = c.get(t.name());
            if (v == null) {
                continue;
            }
            if (t.type().numeric()) {
                double x = Double.parseDouble(v);
                if (x < t.lower() || x > t.upper()) {
                    return false;
                }
            } else if (!t.values().contains(v)) {
                return false;
            }
        }
        return true;
    }
}
