package com.example;

import io.galab.algorithm.CrossoverOperator;
import io.galab.testkit.CrossoverContract;

/**
 * galab's operator contract on the crossover: registered under its id, givens kept, box permutations kept as
 * it claims, the same child from the same seed. {@code mvn verify} runs it before the specs.
 */
class BetterBoxCrossoverContractTest extends CrossoverContract {

    @Override
    protected CrossoverOperator operator() {
        return new BetterBoxCrossover();
    }
}
