package io.galab.maven;

import io.galab.experiment.Plan;
import io.galab.report.GateVerdict;
import io.galab.report.Lab;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("galab: skipped (ga.skip)");
            return;
        }
        Lab lab = lab();
        List<Plan> plans = plans(lab);
        List<String> violations = new ArrayList<>();
        Path report = null;
        for (Plan plan : plans) {
            Lab.SpecRun run = engine(plan.spec().name(), () -> lab.run(plan, listener()));
            report = run.html();
            for (GateVerdict v : run.verdicts()) {
                switch (v.verdict()) {
                    case PASS -> getLog().info("gate passed: " + v.line());
                    case WARN -> getLog().warn("gate: " + v.line());
                    case FAIL -> violations.add(v.line());
                    case REFUSED -> throw new MojoExecutionException("baseline refused: " + v.line());
                    default -> { }
                }
            }
            getLog().info(plan.spec().name() + ": report " + run.html());
        }
        if (!violations.isEmpty()) {
            String message = violations.size() + " gate violation(s):\n" + String.join("\n", violations) + "\nreport: "
                    + report;
            if (failOnViolation) {
                throw new MojoFailureException(message);
            }
            getLog().warn(message);
        }
    }
}
