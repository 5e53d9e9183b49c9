package io.galab.maven;

import io.galab.lab.Session;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Tunes an algorithm's parameters by iterated racing (docs/tuning.md): {@code mvn ga:tune
 * -Dga.tune=NAME} reads {@code <specDirectory>/tune/NAME.yaml}, resumes from the journal in
 * {@code <ga.tuneOutputDirectory>/NAME/}, prints progress with an ETA and writes the report and a
 * {@code params:} block there. Not bound to a lifecycle phase: a tuning is run on purpose.
 */
@Mojo(name = "tune", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public class TuneMojo extends AbstractGaMojo {

    /** The tune spec: a name in {@code <specDirectory>/tune/} (without {@code .yaml}), or a path to one. */
    @Parameter(property = "ga.tune", required = true)
    protected String tune;

    /** Where tuning reports go: {@code <tuneOutputDirectory>/<name>/}. */
    @Parameter(property = "ga.tuneOutputDirectory", defaultValue = "${project.build.directory}/ga-tune")
    protected File tuneOutputDirectory;

    @Override
    protected void executeGoal(Session session) throws MojoExecutionException {
        Path named = specDirectory.toPath().resolve("tune").resolve(tune + ".yaml");
        Path file = Files.isRegularFile(named) ? named : project.getBasedir().toPath().resolve(tune);
        if (!Files.isRegularFile(file)) {
            throw new MojoExecutionException("no tune spec '" + tune + "': neither " + named + " nor " + file
                    + " is a file");
        }
        engine("", () -> session.tune(file, tuneOutputDirectory.toPath(), console()));
    }
}
