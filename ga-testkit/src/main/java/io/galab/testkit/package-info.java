/**
 * galab's test kit: {@link io.galab.testkit.AlgorithmContract}, the contract galab's own algorithms
 * pass, as a JUnit 5 base class for an algorithm of your own (docs/extending.md, "Test your algorithm").
 */
package io.galab.testkit;
