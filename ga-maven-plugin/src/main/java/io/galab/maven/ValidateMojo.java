package io.galab.maven;

import io.galab.lab.Session;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** Parses and checks every spec and puzzle reference; runs nothing. */
@Mojo(name = "validate", defaultPhase = LifecyclePhase.VALIDATE, requiresDependencyResolution = ResolutionScope.TEST,
        threadSafe = true)
public class ValidateMojo extends AbstractGaMojo {

    @Override
    protected void executeGoal(Session session) throws MojoExecutionException {
        engine("", () -> session.validate(console()));
    }
}
