package io.galab.stats;

/**
 * Wald's sequential probability ratio test for a Bernoulli success probability (Wald 1945; Wald,
 * "Sequential Analysis", 1947, ch. 5): H0 p = p0 against H1 p = p1 &lt; p0. After k successes in n trials
 * the log-likelihood ratio is {@code k ln(p1/p0) + (n−k) ln((1−p1)/(1−p0))}; the test accepts H1 once it
 * reaches {@code ln((1−β)/α)} and H0 once it falls to {@code ln(β/(1−α))}. Wald's bounds give error
 * rates of about α (H1 accepted under H0) and β (H0 accepted under H1); looking only every few trials
 * (batches) and stopping at a maximum make both a little smaller, and the power 1 − β a little smaller too.
 *
 * @param p0    the success probability under H0, in (0, 1)
 * @param p1    under H1, in (0, p0)
 * @param alpha the chance of accepting H1 under H0
 * @param beta  the chance of accepting H0 under H1 (1 − power)
 */
public record Sprt(double p0, double p1, double alpha, double beta) {

    public Sprt {
        if (!(p0 > 0 && p0 < 1 && p1 > 0 && p1 < p0 && alpha > 0 && alpha < 1 && beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("an SPRT needs 0 < p1 < p0 < 1 and α, β in (0, 1): p0 " + p0 + ", p1 "
                    + p1 + ", α " + alpha + ", β " + beta);
        }
    }

    /** What the test says after some trials. */
    public enum Decision {
        /** Keep going. */
        CONTINUE,
        /** H0: no drop. */
        ACCEPT_H0,
        /** H1: the probability dropped to p1. */
        ACCEPT_H1
    }

    /** The log-likelihood ratio of H1 to H0 after {@code k} successes in {@code n} trials. */
    public double llr(int k, int n) {
        return k * Math.log(p1 / p0) + (n - k) * Math.log((1 - p1) / (1 - p0));
    }

    /** The upper bound, where H1 is accepted: ln((1−β)/α). */
    public double upper() {
        return Math.log((1 - beta) / alpha);
    }

    /** The lower bound, where H0 is accepted: ln(β/(1−α)). */
    public double lower() {
        return Math.log(beta / (1 - alpha));
    }

    /** The decision after {@code k} successes in {@code n} trials. */
    public Decision decide(int k, int n) {
        double llr = llr(k, n);
        return llr >= upper() ? Decision.ACCEPT_H1 : llr <= lower() ? Decision.ACCEPT_H0 : Decision.CONTINUE;
    }
}
