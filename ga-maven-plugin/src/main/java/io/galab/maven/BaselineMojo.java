package io.galab.maven;

import io.galab.experiment.Plan;
import io.galab.report.Lab;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs the specs and records their success counts as baselines in
 * {@code <baselineDirectory>/<spec>.csv}; refuses to lower a cell's rate unless {@code ga.allowLower}.
 */
@Mojo(name = "baseline", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public class BaselineMojo extends AbstractGaMojo {

    /** Accept a baseline that lowers some cell's success rate. */
    @Parameter(property = "ga.allowLower", defaultValue = "false")
    protected boolean allowLower;

    @Override
    public void execute() throws MojoExecutionException {
        if (skip) {
            getLog().info("galab: skipped (ga.skip)");
            return;
        }
        Lab lab = lab();
        for (Plan plan : plans(lab)) {
            Lab.BaselineResult b = engine(plan.spec().name(), () -> lab.baseline(plan, allowLower, listener()));
            if (!b.written()) {
                throw new MojoExecutionException("the new baseline would lower " + b.lowered().size() + " cell(s) of "
                        + b.file() + "; run with -Dga.allowLower=true to accept:\n" + String.join("\n", b.lowered()));
            }
            getLog().info("baseline written: " + b.file() + " (" + b.rows().size() + " cells"
                    + (b.lowered().isEmpty() ? "" : ", " + b.lowered().size() + " lowered") + ")");
        }
    }
}
