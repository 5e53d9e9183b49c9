package io.galab.maven;

import io.galab.lab.Session;
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
    protected void executeGoal(Session session) throws MojoExecutionException {
        engine("run with -Dga.allowLower=true to accept", () -> session.baseline(allowLower, console()));
    }
}
