package io.galab.algorithm;

import java.util.Arrays;
import java.util.Map;

/**
 * The bookkeeping every run shares: the generation counter, fitness evaluations, the convergence
 * trace in the direction of the run's {@link Objective}, and the stop decision (budget reached, or the thread
 * interrupted).
 *
 * <p>Use: record generation 0 after evaluating the initial population; then, while
 * {@link #nextGeneration()} returns true, evolve one generation and {@link #record} it; stop early
 * when solved. {@link #finish} builds the result. The trace grows by doubling, so recording is
 * amortised O(1) with no allocation in most generations.
 */
public final class RunControl {

    /** Receives every recorded generation while a run is under way, e.g. to print progress. */
    @FunctionalInterface
    public interface Observer {
        /** Tells nothing. */
        Observer NONE = (generation, bestFitness, meanFitness) -> { };

        void generation(long generation, double bestFitness, double meanFitness);
    }

    private final Observer observer;
    private final Objective objective;
    private final Budget budget;
    private final long deadlineNanos;
    private long generation;
    private long evaluations;
    private double[] best;
    private double[] mean;
    private int recorded;
    // the improvements of the best: evaluations and value, grown by doubling when the best improves
    private long[] improvedAt = new long[8];
    private double[] improvedTo = new double[8];
    private int improvements;
    private StopReason stopReason;

    /** A run that minimises a penalty ({@link Objective#PENALTY}). */
    public RunControl(Budget budget) {
        this(budget, Observer.NONE);
    }

    /** A run that minimises a penalty and tells {@code observer} of every generation recorded. */
    public RunControl(Budget budget, Observer observer) {
        this(Objective.PENALTY, budget, observer);
    }

    /**
     * A run's control whose recorded values go {@code objective}'s way, telling {@code observer} of
     * every generation recorded.
     */
    public RunControl(Objective objective, Budget budget, Observer observer) {
        this.objective = objective;
        this.observer = observer;
        this.budget = budget;
        this.deadlineNanos = budget.maxSeconds() > 0 ? System.nanoTime() + (long) (budget.maxSeconds() * 1e9) : 0;
        int capacity = (int) Math.min(budget.maxGenerations() > 0 ? budget.maxGenerations() + 1 : 1024, 1 << 16);
        best = new double[Math.max(capacity, 16)];
        mean = new double[best.length];
    }

    /** The current generation: 0 for the initial population. */
    public long generation() {
        return generation;
    }

    public long evaluations() {
        return evaluations;
    }

    /**
     * The run's deadline, a {@link System#nanoTime()} (0: the budget has no time limit): what a search inside
     * the run bounds itself by ({@link io.galab.solve.SearchBound}), so that the run and its search end
     * at the same instant.
     */
    public long deadlineNanos() {
        return deadlineNanos;
    }

    /** The budget's evaluations (0: no bound), for a search inside the run to bound itself by. */
    public long maxEvaluations() {
        return budget.maxEvaluations();
    }

    /** Counts fitness evaluations. */
    public void countEvaluations(long count) {
        evaluations += count;
    }

    /** The direction of the values recorded. */
    public Objective objective() {
        return objective;
    }

    /**
     * Records the current generation's best and mean fitness, in the objective's terms; an improvement
     * is a best better than every earlier one in the objective's direction.
     */
    public void record(double bestFitness, double meanFitness) {
        if (recorded == best.length) {
            best = Arrays.copyOf(best, best.length * 2);
            mean = Arrays.copyOf(mean, mean.length * 2);
        }
        best[recorded] = bestFitness;
        mean[recorded] = meanFitness;
        recorded++;
        if (improvements == 0 || objective.improves(bestFitness, improvedTo[improvements - 1])) {
            if (improvements == improvedAt.length) {
                improvedAt = Arrays.copyOf(improvedAt, improvements * 2);
                improvedTo = Arrays.copyOf(improvedTo, improvements * 2);
            }
            improvedAt[improvements] = evaluations;
            improvedTo[improvements] = bestFitness;
            improvements++;
        }
        observer.generation(generation, bestFitness, meanFitness);
    }

    /** Remembers why a run that is not solved stopped, for one that stops without {@link #nextGeneration()}. */
    public void stop(StopReason reason) {
        stopReason = reason;
    }

    /**
     * Advances to the next generation if the budget allows and the thread was not interrupted;
     * otherwise remembers why the run stops and returns false.
     */
    public boolean nextGeneration() {
        stopReason = budget.maxGenerations() > 0 && generation >= budget.maxGenerations() ? StopReason.GENERATIONS
                : spent();
        if (stopReason == null) {
            generation++;
            return true;
        }
        return false;
    }

    /**
     * True when the thread was interrupted, or the evaluations or seconds of the budget are spent: for a
     * long operator inside a generation (a local search) to stop early; the generation then ends and
     * {@link #nextGeneration()} stops the run.
     */
    public boolean exhausted() {
        return spent() != null;
    }

    private StopReason spent() {
        if (Thread.currentThread().isInterrupted()) {
            return StopReason.INTERRUPTED;
        } else if (budget.maxEvaluations() > 0 && evaluations >= budget.maxEvaluations()) {
            return StopReason.EVALUATIONS;
        } else if (deadlineNanos != 0 && System.nanoTime() - deadlineNanos >= 0) {
            return StopReason.SECONDS;
        }
        return null;
    }

    /** The result of the run; {@code solved} overrides the stop reason. */
    public RunResult finish(boolean solved, double bestFitness, int[] bestGrid, Map<String, Long> counters) {
        StopReason reason = solved ? StopReason.SOLVED : stopReason == null ? StopReason.GENERATIONS : stopReason;
        Trace trace = Trace.adopt(recorded == best.length ? best : Arrays.copyOf(best, recorded),
                recorded == mean.length ? mean : Arrays.copyOf(mean, recorded), Arrays.copyOf(improvedAt, improvements),
                Arrays.copyOf(improvedTo, improvements), objective);
        return new RunResult(solved, generation, evaluations, bestFitness, bestGrid, trace, reason, counters);
    }
}
