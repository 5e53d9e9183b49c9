package io.galab.algorithm;

/**
 * Which way an algorithm's fitness improves, and the value a solved grid has: the direction of the
 * values a run records ({@link RunControl#record}, {@link Trace}, {@link RunResult#bestFitness()}), as
 * Jenetics's {@code Optimize} gives it. Most algorithms minimise a penalty whose target is 0; Das et
 * al.'s Ret-GA maximises a fitness whose target is the puzzle's maximum fitness.
 *
 * <p>Reports and exports that put several algorithms on one axis convert every value to one
 * convention with {@link #penalty(double)}: the distance to the target, lower is better, 0 when solved
 * (docs/reading-the-report.md, "Exports").
 *
 * @param maximise true when a higher value is better
 * @param target   the value of a solved grid
 */
public record Objective(boolean maximise, double target) {

    /** A penalty to minimise, 0 when solved: the objective of every built-in algorithm but Ret-GA. */
    public static final Objective PENALTY = new Objective(false, 0);

    public Objective {
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException("an objective's target must be finite: " + target);
        }
    }

    /** A fitness to maximise, {@code target} when solved. */
    public static Objective maximise(double target) {
        return new Objective(true, target);
    }

    /** True when {@code candidate} is strictly better than {@code incumbent}. */
    public boolean improves(double candidate, double incumbent) {
        return maximise ? candidate > incumbent : candidate < incumbent;
    }

    /** The better of two values. */
    public double better(double a, double b) {
        return improves(b, a) ? b : a;
    }

    /** The value in the common convention: its distance to the target, lower is better, 0 when solved. */
    public double penalty(double value) {
        return maximise ? target - value : value - target;
    }

    /** "minimise" or "maximise", with the target: how reports name the direction. */
    public String describe() {
        return (maximise ? "maximise, " : "minimise, ") + Numbers.report(target) + " when solved";
    }
}
