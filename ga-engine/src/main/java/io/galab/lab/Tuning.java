package io.galab.lab;

import io.galab.experiment.Confinement;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.experiment.spec.TuneSpec;
import io.galab.experiment.spec.TuneSpecLoader;
import io.galab.tune.TuneReport;
import io.galab.tune.TuneResult;
import io.galab.tune.Tuner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Tuning one tune spec (docs/tuning.md) with a session's {@link Settings}: confinement, the folder
 * lock, iterated racing on the settings' executor and threads, the report, and what the console is
 * told. The CLI's {@code tune} and {@code ga:tune} come here through {@link Session#tune}.
 */
public final class Tuning {

    /** A finished tuning: its result and its page. */
    public record TuneRun(TuneResult result, Path page) {
    }

    private final Settings settings;

    public Tuning(Settings settings) {
        this.settings = settings;
    }

    /**
     * Tunes one tune spec, resuming from the journal in {@code <out>/<name>/}, and writes its report
     * there. Bad input is a located exception.
     */
    public TuneRun tune(Path tuneFile, Path out, Consumer<String> progress) throws IOException, InterruptedException {
        boolean confined = !settings.allowOutside();
        Path project = settings.project(tuneFile);
        if (confined) {
            Confinement.check(tuneFile, project, "tune spec");
        }
        TuneSpec spec = new TuneSpecLoader(settings.algorithms()).withReadCheck(file -> {
            if (confined) {
                Confinement.check(file, project, "parameter file");
            }
        }).loadTune(tuneFile);
        Path dir = out.resolve(spec.name());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw ReportFiles.explain("cannot create the tuning folder", dir, e);
        }
        // one tuning per folder at a time: two would append to one journal
        FolderLock lock = FolderLock.acquire(dir, settings.waitForFolder(), new ProgressListener() {
            @Override
            public void warning(String message) {
                progress.accept(message);
            }
        });
        try (lock) {
            TuneResult result = Tuner.run(spec, settings.algorithms(), dir, new Tuner.Options(settings.executor(),
                    settings.threads(), new Plan.Options(null, settings.root(), settings.allowOutside()), progress,
                    settings.resume()));
            return new TuneRun(result, TuneReport.write(result, dir));
        }
    }

    /**
     * Tunes and tells the console: progress with an ETA, then the best configuration against the
     * defaults and its {@code params:} block.
     */
    Outcome tune(Path tuneFile, Path out, Console console) throws IOException, InterruptedException {
        TuneRun run = tune(tuneFile, out, console::info);
        TuneResult r = run.result();
        r.warnings().forEach(console::warn);
        console.info(r.spec().name() + ": " + r.experiments() + " racing runs of " + r.spec().maxExperiments() + ", "
                + r.races().size() + " iterations, " + r.configurations().size() + " configurations; "
                + r.extra() + " comparison and test runs");
        if (!r.stopped().isEmpty()) {
            console.info(r.spec().name() + ": " + r.stopped());
        }
        if (!r.elites().isEmpty()) {
            // what the evidence supports comes first, ahead of any block to paste
            TuneResult.Advice advice = TuneReport.advice(r);
            console.info(r.spec().name() + ": " + advice.headline());
            console.info(advice.blockLabel());
            console.info(TuneReport.paramsBlock(r).strip());
        }
        console.info("report: " + run.page());
        return new Outcome(Outcome.Status.OK, List.of(), run.page());
    }
}
