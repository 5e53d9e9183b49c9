package io.galab.tune;

import io.galab.algorithm.Algorithm;
import io.galab.algorithm.Algorithms;
import io.galab.experiment.Plan;
import io.galab.experiment.RunExecutor;
import io.galab.experiment.Seeds;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;
import io.galab.experiment.spec.TuneSpec;
import io.galab.puzzle.Puzzle;
import io.galab.puzzle.Shuffles;
import io.galab.stats.CellStatistics;
import io.galab.stats.RaceTests;
import io.galab.tune.TuneResult.Scored;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
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
 * ({@link Population}, {@link Sampler}). A race runs its configurations on blocks (instance, seed) shared by all: first
 * one new block, then the blocks seen before (the elites' results on them are kept), then new ones;
 * from block firstTest on, every eachTest blocks, {@link RaceTests} eliminates. An elite is not
 * eliminated before the race has passed every block it had seen. The race stops when N_min =
 * ⌊2 + log₂ d⌋ configurations are left or its budget cannot pay for another block. The best N_min
 * survivors by mean cost on the race's blocks are the next elites. At the end every final elite and the defaults are
 * re-run on every training block any final elite saw, so that the best is named on equal evidence,
 * then all are run afresh on the test instances.
 *
 * <p>The race is a pure function of the tune spec and its seed: samples come from one generator
 * seeded with the spec's seed, run seeds from {@link Seeds}, and decisions wait for a whole block.
 */
public final class Tuner {

    /**
     * How to run: the experiments' executor, threads, where puzzles may come from, progress lines, and whether to
     * resume from the tuning's journal (false: every run is made again and no journal is read).
     */
    public record Options(RunExecutor executor, int threads, Plan.Options planOptions, Consumer<String> progress,
            boolean resume) {
        /** Resuming. */
        public Options(RunExecutor executor, int threads, Plan.Options planOptions, Consumer<String> progress) {
            this(executor, threads, planOptions, progress, true);
        }
    }

    private static final long TEST_SALT = 0x7E57_5EED_7E57_5EEDL;
    private static final long SAMPLE_SALT = 0x5A3B_1E5A_3B1E_5A3BL;

    private final TuneSpec spec;
    private final Options options;
    private final TuneRuns runs;
    private final List<Puzzle> training;
    private final List<Puzzle> test;
    private final RaceSchedule schedule;
    private final Population population;
    private final List<Block> blocks = new ArrayList<>();
    private final List<Block> seen = new ArrayList<>();
    /** (configuration id, block index) pairs run in racing. */
    private final Set<Long> evaluated = new HashSet<>();
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
        this.options = options;
        this.training = training;
        this.test = test;
        this.schedule = RaceSchedule.of(spec);
        Algorithm algorithm = algorithms.get(spec.algorithm());
        this.population = new Population(spec.space(), algorithm, Population.sharedSizeDefaults(algorithm, training,
                test),
                new SplittableRandom(spec.seed() ^ SAMPLE_SALT), schedule.rounds());
        this.runs = new TuneRuns(spec, algorithms, options.executor(), options.threads(), options.planOptions(),
                sourceOf);
    }

    /** The fewest runs one race of the spec needs (see {@link RaceSchedule#minimumBudget}). */
    public static long minimumBudget(TuneSpec spec) {
        return RaceSchedule.of(spec).minimumBudget(spec.race());
    }

    /**
     * Resolves the instances, checks them and the budget (bad input: a {@link SpecException} at the
     * spec's line), then tunes, journaling every run in {@code dir}.
     */
    public static TuneResult run(TuneSpec spec, Algorithms algorithms, Path dir, Options options)
            throws IOException, InterruptedException {
        TuneInstances instances = TuneInstances.resolve(spec, algorithms, options.planOptions());
        long minimum = minimumBudget(spec);
        if (spec.maxExperiments() < minimum) {
            Spec.Location at = spec.at().get("budget");
            throw new SpecException(at.file(), at.line(), at.column(), "budget.maxExperiments " + spec.maxExperiments()
                    + " is too small for one race: with " + spec.space().parameters().size() + " tuned parameters,"
                    + " firstTest " + spec.race().firstTest() + " and eachTest " + spec.race().eachTest()
                    + " it must be at least " + minimum);
        }
        Tuner tuner = new Tuner(spec, algorithms, options, instances.training(), instances.test(),
                instances.sourceOf());
        tuner.runs.open(dir, instances.fingerprint(), options.resume());
        try {
            return tuner.tune();
        } finally {
            tuner.runs.close();
        }
    }

    private TuneResult tune() throws IOException, InterruptedException {
        started = System.nanoTime();
        List<TuneResult.Race> races = new ArrayList<>();
        List<Integer> elites = new ArrayList<>();
        String stopped = "";
        for (int j = 1; ; j++) {
            // irace's split over N_iter iterations; budget left after them pays for further ones, as in irace
            long budget = schedule.budget(spec.maxExperiments() - used, j);
            String stop = schedule.stop(spec.maxExperiments() - used, spec.maxExperiments(), j, budget, spec.race(),
                    elites.size());
            if (stop != null) {
                stopped = stop;
                break;
            }
            int fresh = RaceSchedule.raceSize(budget, spec.race(), j) - elites.size();
            if (j > 1) {
                population.shrink(fresh);
                for (int e : elites) {
                    population.learn(e, j);
                }
            }
            List<Integer> entrants = new ArrayList<>(elites);
            List<Integer> added = population.sample(j, fresh, elites);
            entrants.addAll(added);
            RaceRun race = race(j, budget, entrants, new HashSet<>(elites));
            if (race.record.spent() == 0) {
                population.dropLast(added.size());
                stopped = "racing stopped with " + (spec.maxExperiments() - used) + " of its " + spec.maxExperiments()
                        + " runs left: iteration " + j + "'s share, " + budget + " runs, does not pay one block of its "
                        + entrants.size() + " configurations";
                break; // not even one block affordable: the sampled configurations never ran
            }
            races.add(race.record);
            elites = race.survivors.subList(0, Math.min(schedule.rounds(), race.survivors.size()));
            elites = new ArrayList<>(elites);
        }
        progress("final elites re-run on every training block they saw, then the test instances", false);
        List<Block> union = new ArrayList<>();
        for (Block b : seen) {
            for (int e : elites) {
                if (evaluated.contains(pair(e, b))) {
                    union.add(b);
                    break;
                }
            }
        }
        Map<String, String> defaults = population.defaults();
        List<Scored> scored = new ArrayList<>();
        for (int e : elites) {
            scored.add(score(e, population.values(e), union));
        }
        scored.sort((a, b) -> a.meanCost() != b.meanCost() ? Double.compare(a.meanCost(), b.meanCost())
                : a.solved() != b.solved() ? Integer.compare(b.solved(), a.solved()) : Integer.compare(a.id(), b.id()));
        Scored defaultScore = score(0, defaults, union);
        List<Scored> tested = new ArrayList<>();
        for (Scored s : scored) {
            tested.add(testScore(s.id(), s.values()));
        }
        tested.add(testScore(0, defaults));
        return new TuneResult(spec, population.all(), races, scored, defaultScore, union.size(), tested, used,
                extra, runs.warnings(), stopped, sampled());
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
                wants.add(runs.want(population.values(c), b.puzzle(), b.seed()));
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
            progress(schedule.label(iteration) + ", block " + k + ", " + alive.size() + " alive", true);
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
            if (alive.size() <= schedule.rounds()) {
                break;
            }
        }
        List<Integer> ranked = rank(alive, raced);
        List<TuneResult.Entry> entries = new ArrayList<>();
        for (int c : entrants) {
            int r = ranked.indexOf(c) + 1;
            entries.add(new TuneResult.Entry(c, elites.contains(c), ran.getOrDefault(c, 0), eliminatedAt.getOrDefault(c,
                    0),
                    r, r > 0 && r <= schedule.rounds()));
        }
        return new RaceRun(new TuneResult.Race(iteration, budget, spent, raced.size(), entries), ranked);
    }

    /**
     * Survivors by mean cost over the race's blocks, which every survivor ran (the race's common instances), then
     * rank sum, then id (docs/tuning.md, "Elites"): a rank ignores by how much a run is worse, and PAR-k makes a
     * failed run cost k budgets.
     */
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
        Arrays.sort(order, (x, y) -> mean[x] != mean[y] ? Double.compare(mean[x], mean[y])
                : rankSum[x] != rankSum[y] ? Double.compare(rankSum[x], rankSum[y])
                : Integer.compare(alive.get(x), alive.get(y)));
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
                cost[b][j] = cost(runs.get(runs.want(population.values(alive.get(j)), block.puzzle(),
                        block.seed())));
            }
        }
        return cost;
    }

    /**
     * PAR-k on evaluations: a solved run costs its evaluations, an unsolved one k times the run's cap. A run
     * that did not report its evaluations (an external solver's) is costed in milliseconds instead, against
     * the run's time limit.
     */
    double cost(TuneRuns.Outcome o) {
        if (o.evaluations() < 0) {
            return o.solved() ? o.millis() : spec.par() * spec.runBudget().maxSeconds() * 1000;
        }
        if (o.solved()) {
            return o.evaluations();
        }
        long cap = spec.runBudget().maxEvaluations() > 0 ? spec.runBudget().maxEvaluations() : Math.max(1,
                o.evaluations());
        return (double) spec.par() * cap;
    }

    /** Block i of the training sequence: the instances in a shuffled order, again with new seeds each pass. */
    private Block block(int index) {
        while (blocks.size() <= index) {
            int pass = blocks.size() / training.size();
            for (int i : Shuffles.permutation(training.size(),
                    new SplittableRandom(spec.seed() + pass * 0x9E3779B97F4A7C15L))) {
                Puzzle p = training.get(i);
                blocks.add(new Block(blocks.size(), p, Seeds.runSeed(spec.seed(), p.id(), pass)));
            }
        }
        return blocks.get(index);
    }

    private static long pair(int configuration, Block b) {
        return (long) configuration << 32 | b.index();
    }

    // ------------------------------------------------------------------ the final comparisons

    /**
     * A final elite (or the defaults, id 0) on the training blocks of the comparison; the runs it had
     * not raced on them are outside the racing budget.
     */
    private Scored score(int id, Map<String, String> values, List<Block> on) throws IOException, InterruptedException {
        List<TuneRuns.Want> wants = new ArrayList<>();
        for (Block b : on) {
            wants.add(runs.want(values, b.puzzle(), b.seed()));
            extra += id == 0 || !evaluated.contains(pair(id, b)) ? 1 : 0;
        }
        return scored(id, values, wants, "the training blocks");
    }

    /**
     * Every configuration that raced, scored on the racing runs it made (each block it ran): no new run,
     * the runs are all made. What the report plots against each parameter.
     */
    private List<Scored> sampled() {
        List<Scored> out = new ArrayList<>();
        for (TuneResult.Configuration c : population.all()) {
            int solved = 0;
            int n = 0;
            double sum = 0;
            for (Block b : seen) {
                if (evaluated.contains(pair(c.id(), b))) {
                    TuneRuns.Outcome o = runs.get(runs.want(population.values(c.id()), b.puzzle(), b.seed()));
                    sum += cost(o);
                    solved += o.solved() ? 1 : 0;
                    n++;
                }
            }
            if (n > 0) {
                out.add(new Scored(c.id(), population.ordered(population.values(c.id())), n, solved, sum / n,
                        Double.NaN));
            }
        }
        return out;
    }

    private Scored testScore(int id, Map<String, String> values) throws IOException, InterruptedException {
        List<TuneRuns.Want> wants = new ArrayList<>();
        for (Puzzle p : test) {
            for (int r = 0; r < spec.testRuns(); r++) {
                wants.add(runs.want(values, p, Seeds.runSeed(spec.seed() ^ TEST_SALT, p.id(), r)));
            }
        }
        extra += wants.size();
        return scored(id, values, wants, "the test instances");
    }

    private Scored scored(int id, Map<String, String> values, List<TuneRuns.Want> wants, String where)
            throws IOException, InterruptedException {
        long before = runs.made();
        runs.make(wants);
        int solved = 0;
        double sum = 0;
        double[] evals = new double[wants.size()];
        StringBuilder outcomes = new StringBuilder();
        for (TuneRuns.Want w : wants) {
            TuneRuns.Outcome o = runs.get(w);
            sum += cost(o);
            if (o.solved()) {
                evals[solved++] = o.evaluations();
            }
            outcomes.append(o.solved()).append(':').append(o.generations()).append(':').append(o.evaluations())
                    .append(';');
        }
        if (runs.made() > before) {
            progress((id == 0 ? "the defaults" : "elite #" + id) + ": " + (runs.made() - before) + " runs on " + where,
                    false);
        }
        return new Scored(id, population.ordered(values), wants.size(), solved, wants.isEmpty() ? Double.NaN
                : sum / wants.size(), CellStatistics.median(Arrays.copyOf(evals, solved)),
                io.galab.experiment.Hashes.hex16(outcomes.toString()));
    }

    /**
     * A progress line: during racing at most one every two seconds, with an ETA from the runs made so far;
     * otherwise every line, without one.
     */
    private void progress(String what, boolean racing) {
        long now = System.nanoTime();
        if (racing && now - lastProgress < 2_000_000_000L) {
            return;
        }
        lastProgress = now;
        long made = runs.made();
        String eta = racing && made > 0 && used < spec.maxExperiments()
                ? ", ETA " + duration((now - started) / 1e9 / made * (spec.maxExperiments() - used)) : "";
        options.progress().accept(spec.name() + ": " + what + ", " + used + "/" + spec.maxExperiments() + " runs"
                + eta);
    }

    private static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 60 ? s / 60 + "m" + s % 60 + "s" : s + "s";
    }
}
