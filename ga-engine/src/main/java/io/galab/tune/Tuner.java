package io.galab.tune;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.algorithm.Parameter;
import io.galab.experiment.Plan;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.Seeds;
import io.galab.experiment.spec.ParameterSpace;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.TuneSpec;
import io.galab.puzzle.Puzzle;
import io.galab.stats.RaceTests;
import io.galab.tune.TuneResult.Configuration;
import io.galab.tune.TuneResult.Scored;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Iterated racing (López-Ibáñez et al. 2016; docs/tuning.md, "The algorithm"). The budget is split
 * over N_iter = ⌊2 + log₂ d⌋ iterations for d tuned parameters: iteration j may spend
 * B_j = (B − B_used) / (N_iter − j + 1) runs on N_j = ⌊B_j / (μ + T_each · min(5, j))⌋ configurations,
 * μ = firstTest; the elites of the last race and new configurations sampled near them
 * ({@link Sampler}). A race runs its configurations on blocks (instance, seed) shared by all: first
 * one new block, then the blocks seen before (the elites' results on them are kept), then new ones;
 * from block firstTest on, every eachTest blocks, {@link RaceTests} eliminates. An elite is not
 * eliminated before the race has passed every block it had seen. The race stops when N_min =
 * ⌊2 + log₂ d⌋ configurations are left or its budget cannot pay for another block. The best N_min
 * survivors by rank sum are the next elites. At the end every final elite and the defaults are
 * re-run on every training block any final elite saw, so that the best is named on equal evidence,
 * then all are run afresh on the test instances.
 *
 * <p>The race is a pure function of the tune spec and its seed: samples come from one generator
 * seeded with the spec's seed, run seeds from {@link Seeds}, and decisions wait for a whole block.
 */
public final class Tuner {

    /** How to run: the experiments' executor, threads, where puzzles may come from, progress lines. */
    public record Options(RunExecutor executor, int threads, Plan.Options planOptions, Consumer<String> progress) {
    }

    private static final long TEST_SALT = 0x7E57_5EED_7E57_5EEDL;
    private static final long SAMPLE_SALT = 0x5A3B_1E5A_3B1E_5A3BL;

    private final TuneSpec spec;
    private final Algorithm algorithm;
    private final Options options;
    private final ParameterSpace space;
    private final Sampler sampler;
    private final TuneRuns runs;
    private final List<Puzzle> training;
    private final List<Puzzle> test;
    private final int d;
    private final int iterations;
    private final int minSurvivors;
    private final List<Configuration> configurations = new ArrayList<>();
    private final Map<Integer, Map<String, double[]>> models = new HashMap<>();
    private final Map<String, Double> sigma = new HashMap<>();
    private final List<Block> blocks = new ArrayList<>();
    private final List<Block> seen = new ArrayList<>();
    /** (configuration id, block index) pairs run in racing. */
    private final Set<Long> evaluated = new HashSet<>();
    private final SplittableRandom random;
    private long used;
    private long extra;
    private long started;
    private long lastProgress;

    /** A block: an instance and the seed of every configuration's run on it. */
    record Block(int index, Puzzle puzzle, long seed) {
    }

    private Tuner(TuneSpec spec, Algorithms algorithms, Options options, List<Puzzle> training, List<Puzzle> test,
            Map<String, Spec.PuzzleSource> sourceOf) {
        this.spec = spec;
        this.algorithm = algorithms.get(spec.algorithm());
        this.options = options;
        this.space = spec.space();
        this.sampler = new Sampler(space);
        this.training = training;
        this.test = test;
        this.d = space.parameters().size();
        this.iterations = rounds(d);
        this.minSurvivors = rounds(d);
        this.random = new SplittableRandom(spec.seed() ^ SAMPLE_SALT);
        this.runs = new TuneRuns(spec, algorithms, options.executor(), options.threads(), options.planOptions(), sourceOf);
        for (ParameterSpace.Tuned t : space.parameters()) {
            sigma.put(t.name(), 0.5);
        }
    }

    /** ⌊2 + log₂ d⌋: irace's number of iterations and of survivors. */
    static int rounds(int d) {
        return (int) Math.floor(2 + Math.log(d) / Math.log(2));
    }

    /** The fewest runs one race needs: N_iter (μ + T_each)(N_min + 1). */
    public static long minimumBudget(TuneSpec spec) {
        int d = spec.space().parameters().size();
        return (long) rounds(d) * (spec.race().firstTest() + spec.race().eachTest()) * (rounds(d) + 1);
    }

    /**
     * Resolves the instances, checks them and the budget (bad input: a {@link SpecException} at the
     * spec's line), then tunes, journaling every run in {@code dir}.
     */
    public static TuneResult run(TuneSpec spec, Algorithms algorithms, Path dir, Options options)
            throws IOException, InterruptedException {
        Map<String, Spec.PuzzleSource> sourceOf = new HashMap<>();
        Plan trainingPlan = plan(spec, algorithms, spec.training(), options, sourceOf);
        Plan testPlan = plan(spec, algorithms, spec.test(), options, sourceOf);
        Map<String, String> trainingGivens = new HashMap<>();
        for (Puzzle p : trainingPlan.puzzles()) {
            trainingGivens.put(p.kind() + Arrays.toString(p.givens()), p.id());
        }
        for (Puzzle p : testPlan.puzzles()) {
            String same = trainingGivens.get(p.kind() + Arrays.toString(p.givens()));
            if (same != null) {
                Spec.Location at = spec.at().get("test");
                throw new SpecException(at.file(), at.line(), at.column(), "test instance " + p.id()
                        + " is also a training instance (" + same + "); training and test must not overlap");
            }
        }
        long minimum = minimumBudget(spec);
        if (spec.maxExperiments() < minimum) {
            Spec.Location at = spec.at().get("budget");
            throw new SpecException(at.file(), at.line(), at.column(), "budget.maxExperiments " + spec.maxExperiments()
                    + " is too small for one race: with " + spec.space().parameters().size() + " tuned parameters,"
                    + " firstTest " + spec.race().firstTest() + " and eachTest " + spec.race().eachTest()
                    + " it must be at least " + minimum);
        }
        Tuner tuner = new Tuner(spec, algorithms, options, trainingPlan.puzzles(), testPlan.puzzles(), sourceOf);
        tuner.runs.open(dir, fingerprint(trainingPlan, testPlan));
        try {
            return tuner.tune();
        } finally {
            tuner.runs.close();
        }
    }

    private static Plan plan(TuneSpec spec, Algorithms algorithms, List<Spec.PuzzleSource> sources, Options options,
            Map<String, Spec.PuzzleSource> sourceOf) {
        Spec s = new Spec(spec.file(), spec.name(), spec.title(), "", spec.seed(), 1, 1, spec.runBudget(), sources,
                List.of(new Spec.Variant("defaults", spec.algorithm(), spec.params(), List.of(), null)), Map.of(),
                List.of(), List.of());
        Map<String, String> names = new HashMap<>();
        Plan plan = Plan.of(s, algorithms, options.planOptions());
        for (Puzzle p : plan.puzzles()) {
            for (Spec.PuzzleSource source : sources) {
                if (io.galab.experiment.spec.Globs.matchesAny(source.ids(), p.id()) && !names.containsKey(p.id())) {
                    names.put(p.id(), source.set());
                    sourceOf.put(p.id(), source);
                }
            }
        }
        return plan;
    }

    private static String fingerprint(Plan training, Plan test) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update((training.fingerprint() + "|" + test.fingerprint()).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private TuneResult tune() throws IOException, InterruptedException {
        started = System.nanoTime();
        List<TuneResult.Race> races = new ArrayList<>();
        List<Integer> elites = new ArrayList<>();
        for (int j = 1; ; j++) {
            // irace's split over N_iter iterations; budget left after them pays for further ones, as in irace
            long budget = (spec.maxExperiments() - used) / Math.max(1, iterations - j + 1);
            int size = (int) (budget / (spec.race().firstTest() + spec.race().eachTest() * Math.min(5, j)));
            int fresh = size - elites.size();
            if (size <= minSurvivors || fresh < 1) {
                break;
            }
            if (j > 1) {
                for (ParameterSpace.Tuned t : space.parameters()) {
                    sigma.put(t.name(), sigma.get(t.name()) * Math.pow(1.0 / fresh, 1.0 / d));
                }
                for (int e : elites) {
                    learn(e, j);
                }
            }
            List<Integer> entrants = new ArrayList<>(elites);
            List<Integer> added = sample(j, fresh, elites);
            entrants.addAll(added);
            RaceRun race = race(j, budget, entrants, new HashSet<>(elites));
            if (race.record.spent() == 0) {
                configurations.subList(configurations.size() - added.size(), configurations.size()).clear();
                break; // not even one block affordable: the sampled configurations never ran
            }
            races.add(race.record);
            elites = race.survivors.subList(0, Math.min(minSurvivors, race.survivors.size()));
            elites = new ArrayList<>(elites);
        }
        progress("final elites re-run on every training block they saw, then the test instances", true);
        List<Block> union = new ArrayList<>();
        for (Block b : seen) {
            for (int e : elites) {
                if (evaluated.contains(pair(e, b))) {
                    union.add(b);
                    break;
                }
            }
        }
        Map<String, String> defaults = defaults();
        List<Scored> scored = new ArrayList<>();
        for (int e : elites) {
            scored.add(score(e, configurations.get(e - 1).values(), union));
        }
        scored.sort((a, b) -> a.meanCost() != b.meanCost() ? Double.compare(a.meanCost(), b.meanCost())
                : a.solved() != b.solved() ? Integer.compare(b.solved(), a.solved()) : Integer.compare(a.id(), b.id()));
        Scored defaultScore = score(0, defaults, union);
        List<Scored> tested = new ArrayList<>();
        for (Scored s : scored) {
            tested.add(testScore(s.id(), s.values()));
        }
        tested.add(testScore(0, defaults));
        return new TuneResult(spec, List.copyOf(configurations), races, scored, defaultScore, union.size(), tested, used,
                extra, runs.warnings());
    }

    // ------------------------------------------------------------------ sampling

    private List<Integer> sample(int iteration, int count, List<Integer> elites) {
        List<Integer> out = new ArrayList<>();
        if (iteration == 1) {
            Map<String, String> defaults = defaults();
            if (inSpace(defaults) && !space.forbids(new LinkedHashMap<>(defaults))) {
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
            if (space.forbids(new LinkedHashMap<>(c)) || duplicate(c)) {
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
    private Map<String, String> ordered(Map<String, String> values) {
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
    private void learn(int elite, int j) {
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

    /** The algorithm's defaults of the tuned parameters, as text; those whose condition fails left out. */
    Map<String, String> defaults() {
        Map<String, String> c = new LinkedHashMap<>();
        for (ParameterSpace.Tuned t : space.parameters()) {
            if (t.condition() == null || t.condition().test(new LinkedHashMap<>(c))) {
                Parameter p = algorithm.parameters().stream().filter(x -> x.name().equals(t.name())).findFirst()
                        .orElseThrow();
                Object v = p.defaultValue();
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

    // ------------------------------------------------------------------ racing

    private record RaceRun(TuneResult.Race record, List<Integer> survivors) {
    }

    private RaceRun race(int iteration, long budget, List<Integer> entrants, Set<Integer> elites)
            throws IOException, InterruptedException {
        List<Block> before = new ArrayList<>(seen);
        List<Integer> alive = new ArrayList<>(entrants);
        Map<Integer, Integer> eliminatedAt = new HashMap<>();
        Map<Integer, Integer> ran = new HashMap<>();
        List<Block> raced = new ArrayList<>();
        long spent = 0;
        for (int step = 0; ; step++) {
            boolean isNew = step == 0 || step > before.size();
            Block b = isNew ? block(seen.size()) : before.get(step - 1);
            List<Integer> need = new ArrayList<>();
            for (int c : alive) {
                if (!evaluated.contains(pair(c, b))) {
                    need.add(c);
                }
            }
            if (spent + need.size() > budget || used + need.size() > spec.maxExperiments()) {
                break;
            }
            List<TuneRuns.Want> wants = new ArrayList<>();
            for (int c : need) {
                wants.add(runs.want(configurations.get(c - 1).values(), b.puzzle(), b.seed()));
            }
            runs.make(wants);
            for (int c : need) {
                evaluated.add(pair(c, b));
            }
            for (int c : alive) {
                ran.merge(c, 1, Integer::sum);
            }
            spent += need.size();
            used += need.size();
            raced.add(b);
            if (isNew) {
                seen.add(b);
            }
            int k = raced.size();
            progress("iteration " + iteration + "/" + Math.max(iterations, iteration) + ", block " + k + ", " + alive.size() + " alive", false);
            if (k >= spec.race().firstTest() && (k - spec.race().firstTest()) % spec.race().eachTest() == 0) {
                double[][] cost = costs(alive, raced);
                double alpha = 1 - spec.race().confidence();
                List<Integer> out = spec.race().test() == TuneSpec.Test.FRIEDMAN ? RaceTests.friedman(cost, alpha)
                        : RaceTests.tHolm(cost, alpha);
                List<Integer> gone = new ArrayList<>();
                for (int i : out) {
                    int c = alive.get(i);
                    if (!(elites.contains(c) && k <= before.size())) {
                        gone.add(c);
                    }
                }
                alive.removeAll(gone);
                for (int c : gone) {
                    eliminatedAt.put(c, k);
                }
            }
            if (alive.size() <= minSurvivors) {
                break;
            }
        }
        List<Integer> ranked = rank(alive, raced);
        List<TuneResult.Entry> entries = new ArrayList<>();
        for (int c : entrants) {
            int r = ranked.indexOf(c) + 1;
            entries.add(new TuneResult.Entry(c, elites.contains(c), ran.getOrDefault(c, 0), eliminatedAt.getOrDefault(c, 0),
                    r, r > 0 && r <= minSurvivors));
        }
        return new RaceRun(new TuneResult.Race(iteration, budget, spent, raced.size(), entries), ranked);
    }

    /** Survivors by rank sum over the race's blocks, then mean cost, then id. */
    private List<Integer> rank(List<Integer> alive, List<Block> raced) {
        double[][] cost = costs(alive, raced);
        double[] rankSum = new double[alive.size()];
        double[] mean = new double[alive.size()];
        for (double[] row : cost) {
            double[] r = RaceTests.ranks(row);
            for (int j = 0; j < r.length; j++) {
                rankSum[j] += r[j];
                mean[j] += row[j];
            }
        }
        Integer[] order = new Integer[alive.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> rankSum[x] != rankSum[y] ? Double.compare(rankSum[x], rankSum[y])
                : mean[x] != mean[y] ? Double.compare(mean[x], mean[y]) : Integer.compare(alive.get(x), alive.get(y)));
        List<Integer> out = new ArrayList<>();
        for (int i : order) {
            out.add(alive.get(i));
        }
        return out;
    }

    private double[][] costs(List<Integer> alive, List<Block> raced) {
        double[][] cost = new double[raced.size()][alive.size()];
        for (int b = 0; b < raced.size(); b++) {
            for (int j = 0; j < alive.size(); j++) {
                Block block = raced.get(b);
                cost[b][j] = cost(runs.get(runs.want(configurations.get(alive.get(j) - 1).values(), block.puzzle(),
                        block.seed())));
            }
        }
        return cost;
    }

    /** PAR-k on evaluations: a solved run costs its evaluations, an unsolved one k times the run's cap. */
    double cost(TuneRuns.Outcome o) {
        if (o.solved()) {
            return o.evaluations();
        }
        long cap = spec.runBudget().maxEvaluations() > 0 ? spec.runBudget().maxEvaluations() : Math.max(1, o.evaluations());
        return (double) spec.par() * cap;
    }

    /** Block i of the training sequence: the instances in a shuffled order, again with new seeds each pass. */
    private Block block(int index) {
        while (blocks.size() <= index) {
            int pass = blocks.size() / training.size();
            List<Puzzle> order = new ArrayList<>(training);
            SplittableRandom shuffle = new SplittableRandom(spec.seed() + pass * 0x9E3779B97F4A7C15L);
            for (int i = order.size() - 1; i > 0; i--) {
                int k = shuffle.nextInt(i + 1);
                Puzzle t = order.get(i);
                order.set(i, order.get(k));
                order.set(k, t);
            }
            for (Puzzle p : order) {
                blocks.add(new Block(blocks.size(), p, Seeds.runSeed(spec.seed(), p.id(), pass)));
            }
        }
        return blocks.get(index);
    }

    private static long pair(int configuration, Block b) {
        return (long) configuration << 32 | b.index();
    }

    // ------------------------------------------------------------------ the final comparisons

    private Scored score(int id, Map<String, String> values, List<Block> on) throws IOException, InterruptedException {
        List<TuneRuns.Want> wants = new ArrayList<>();
        for (Block b : on) {
            wants.add(runs.want(values, b.puzzle(), b.seed()));
        }
        return scored(id, values, wants, true);
    }

    private Scored testScore(int id, Map<String, String> values) throws IOException, InterruptedException {
        List<TuneRuns.Want> wants = new ArrayList<>();
        for (Puzzle p : test) {
            for (int r = 0; r < spec.testRuns(); r++) {
                wants.add(runs.want(values, p, Seeds.runSeed(spec.seed() ^ TEST_SALT, p.id(), r)));
            }
        }
        return scored(id, values, wants, false);
    }

    private Scored scored(int id, Map<String, String> values, List<TuneRuns.Want> wants, boolean training)
            throws IOException, InterruptedException {
        long before = runs.made();
        runs.make(wants);
        extra += training ? countNew(id, wants) : wants.size();
        int solved = 0;
        double sum = 0;
        List<Long> evals = new ArrayList<>();
        for (TuneRuns.Want w : wants) {
            TuneRuns.Outcome o = runs.get(w);
            solved += o.solved() ? 1 : 0;
            sum += cost(o);
            if (o.solved()) {
                evals.add(o.evaluations());
            }
        }
        evals.sort(null);
        double median = evals.isEmpty() ? Double.NaN : evals.size() % 2 == 1 ? evals.get(evals.size() / 2)
                : (evals.get(evals.size() / 2 - 1) + evals.get(evals.size() / 2)) / 2.0;
        if (runs.made() > before) {
            progress((id == 0 ? "the defaults" : "elite #" + id) + ": " + (runs.made() - before) + " runs on the "
                    + (training ? "training blocks" : "test instances"), true);
        }
        return new Scored(id, ordered(values), wants.size(), solved, wants.isEmpty() ? Double.NaN : sum / wants.size(),
                median);
    }

    /** Training comparison runs beyond those raced: an elite's blocks it had not run, or every block of the defaults. */
    private long countNew(int id, List<TuneRuns.Want> wants) {
        if (id == 0) {
            return wants.size();
        }
        long n = 0;
        for (Block b : seen) {
            if (!evaluated.contains(pair(id, b)) && wants.stream().anyMatch(w -> w.puzzle() == b.puzzle()
                    && w.seed() == b.seed())) {
                n++;
            }
        }
        return n;
    }

    private void progress(String what, boolean always) {
        long now = System.nanoTime();
        if (!always && now - lastProgress < 2_000_000_000L) {
            return;
        }
        lastProgress = now;
        double seconds = (now - started) / 1e9;
        long made = runs.made();
        String eta = made > 0 && used < spec.maxExperiments() && !what.startsWith("elite") && !what.startsWith("the d")
                ? ", ETA " + duration(seconds / made * (spec.maxExperiments() - used)) : "";
        options.progress().accept(spec.name() + ": " + what + ", " + used + "/" + spec.maxExperiments() + " runs" + eta);
    }

    private static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 60 ? s / 60 + "m" + s % 60 + "s" : s + "s";
    }
}
