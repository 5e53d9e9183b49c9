package io.galab.lab;

import io.galab.experiment.ExperimentResult;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.distribute.Shards;
import io.galab.report.gate.SequentialGates;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Merging the shard folders of one spec (from {@code run --shard}; docs/scale-out.md) into its full
 * reports, after checking that they are complete and consistent ({@link Shards#merge}).
 *
 * <p>The project root of a merge is the one its shards were run under: each shard records its run's
 * root (and whether confinement was lifted) in {@code shard.properties}, the shards must agree, and the
 * spec, its puzzles, baselines and history are confined to that root as in the run. So the documented
 * recipe, {@code merge OUT/shards/* --out OUT/merged}, works wherever OUT is. Settings that name a root
 * ({@code --project-root}, {@code --allow-outside}) take its place. A shard written before roots were
 * recorded counts its spec's folder as its root.
 */
public final class Merging {

    private final Settings settings;
    private final boolean rootGiven;

    /** {@code rootGiven}: the settings' root (or lifted confinement) was given by the user, not defaulted. */
    public Merging(Settings settings, boolean rootGiven) {
        this.settings = settings;
        this.rootGiven = rootGiven;
    }

    /** Merges, with no one told of warnings. */
    public Lab.SpecRun merge(List<Path> shardDirectories) throws IOException {
        return merge(shardDirectories, ProgressListener.NONE);
    }

    /** Merges, telling {@code listener} of warnings (an unreadable history line, for one). */
    public Lab.SpecRun merge(List<Path> shardDirectories, ProgressListener listener) throws IOException {
        long start = System.nanoTime();
        if (shardDirectories.isEmpty()) {
            throw new IllegalArgumentException("no shard folder given");
        }
        List<Shards.Info> infos = new ArrayList<>();
        for (Path d : shardDirectories) {
            infos.add(Shards.read(d));
        }
        Shards.Info first = infos.get(0);
        for (Shards.Info i : infos) {
            if (!i.spec().equals(first.spec())) {
                throw new IllegalArgumentException("shards of different specs: " + first.spec() + " in " + first.dir()
                        + " and " + i.spec() + " in " + i.dir());
            }
            if (!i.projectRoot().equals(first.projectRoot()) || i.allowOutside() != first.allowOutside()) {
                throw new IllegalArgumentException("shards run under different project roots: " + first.projectRoot()
                        + " in " + first.dir() + " and " + i.projectRoot() + " in " + i.dir());
            }
        }
        Lab lab = new Lab(rootGiven ? settings : settings.withRoot(first.projectRoot(), first.allowOutside()));
        Plan plan = lab.plan(first.spec());
        ExperimentResult result = Shards.merge(plan, infos, SequentialGates.of(plan));
        return lab.report(plan, lab.reportFolder(plan), result, Duration.ofNanos(System.nanoTime() - start), listener);
    }
}
