package io.galab.maven;

import io.galab.lab.Outcome;
import io.galab.lab.Session;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs the experiment specs, writes the reports and evaluates the gates; fails the build on a violated
 * gate (one line per violation, then the path of the HTML report).
 */
@Mojo(name = "run", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.TEST,
        threadSafe = true)
public class RunMojo extends AbstractGaMojo {

    /** Fail the build when a gate is violated; otherwise only log the violations. */
    @Parameter(property = "ga.failOnViolation", defaultValue = "true")
    protected boolean failOnViolation;

    @Override
    protected void executeGoal(Session session) throws MojoExecutionException, MojoFailureException {
        Outcome outcome = engine("", () -> session.run(console()));
        if (outcome.status() == Outcome.Status.GATES_VIOLATED) {
            if (failOnViolation) {
                throw new MojoFailureException(outcome.message());
            }
            getLog().warn(outcome.message());
        }
    }
}
