package io.galab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The documented Slurm recipe (docs/scale-out.md, "Slurm job arrays") run as the scripts write it:
 * {@code scripts/slurm-submit.sh SPEC K OUT} with the spec in a project folder and OUT under the
 * project's {@code target/}. No cluster is needed: a stand-in {@code sbatch} on the PATH runs what it is
 * given at once, each array element with the {@code SLURM_ARRAY_TASK_ID} and
 * {@code SLURM_ARRAY_TASK_COUNT} Slurm sets, and a {@code --wrap} command through {@code sh -c}, as
 * Slurm does. So the array script's {@code run --shard} and the merge job's
 * {@code merge 'OUT'/shards/* --out 'OUT/merged'} are the scripts' own lines. Then the docs' by-hand
 * commands, {@code run SPEC --shard i/K --out shards/i} and {@code merge shards/* --out …}, from the
 * project folder.
 */
class SlurmScriptsIT {

    /** A stand-in for Slurm's sbatch: runs an array element by element, or a --wrap command, at once. */
    private static final String SBATCH = String.join("\n",
            "#!/bin/bash",
            "set -euo pipefail",
            "array=''; wrap=''; args=()",
            "while [ $# -gt 0 ]; do",
            "  case \"$1\" in",
            "    --array=*) array=\"${1#--array=}\" ;;",
            "    --wrap) wrap=\"$2\"; shift ;;",
            "    --*) ;;",
            "    *) args+=(\"$1\") ;;",
            "  esac",
            "  shift",
            "done",
            "if [ -n \"$wrap\" ]; then sh -c \"$wrap\" > \"$SBATCH_LOG/merge.log\" 2>&1; echo 2; exit 0; fi",
            "last=${array#*-}",
            "for i in $(seq 0 \"$last\"); do",
            "  SLURM_ARRAY_TASK_ID=$i SLURM_ARRAY_TASK_COUNT=$((last + 1)) bash \"${args[@]}\" >"
                    + " \"$SBATCH_LOG/shard-$i.log\" 2>&1",
            "done",
            "echo 1", "");

    private static final String SPEC = String.join("\n", "name: ref", "seed: 5", "runs: 3",
            "budget: {maxGenerations: 30}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s06a]}]",
            "variants: [{name: g, algorithm: growth-ga}, {name: m, algorithm: propagating-memetic-ga}]", "");

    @Test
    void theSubmitScriptsArrayAndMergeRunAsWritten(@TempDir Path dir) throws Exception {
        Path project = dir.resolve("project");
        Path spec = project.resolve("specs/ref.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, SPEC);
        Path bin = dir.resolve("bin");
        Files.createDirectories(bin);
        Path sbatch = bin.resolve("sbatch");
        Files.writeString(sbatch, SBATCH);
        Files.setPosixFilePermissions(sbatch, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path logs = dir.resolve("logs");
        Files.createDirectories(logs);
        Path out = project.resolve("target/slurm");
        Path scripts = Path.of("..", "scripts").toAbsolutePath().normalize();

        String[] submit = run(project, Map.of("PATH", bin + ":" + System.getenv("PATH"),
                "GALAB_JAR", CliJarIT.jar().toAbsolutePath().toString(), "SBATCH_LOG", logs.toString()),
                "bash", scripts.resolve("slurm-submit.sh").toString(), "specs/ref.yaml", "3", "target/slurm");
        assertEquals("0", submit[0], submit[1]);
        assertEquals("1 2", submit[1].strip(), "the array's and the merge's job ids");
        for (int i = 0; i < 3; i++) {
            assertTrue(Files.isRegularFile(out.resolve("shards/" + i + "/ref/shard.properties")),
                    Files.readString(logs.resolve("shard-" + i + ".log")));
        }
        String mergeLog = Files.readString(logs.resolve("merge.log"));
        assertTrue(Files.isRegularFile(out.resolve("merged/ref/index.html")), "the merge job wrote the reports: "
                + mergeLog);
        assertTrue(mergeLog.contains("ref: merged 3 shards"), mergeLog);

        // by hand, as docs/scale-out.md writes it, from the project folder
        for (int i = 0; i < 2; i++) {
            String[] shard = run(project, Map.of(), "java", "-jar", CliJarIT.jar().toAbsolutePath().toString(), "run",
                    "specs/ref.yaml", "--shard", i + "/2", "--out", "shards/" + i);
            assertEquals("0", shard[0], shard[1]);
        }
        String[] merge = run(project, Map.of(), "sh", "-c", "java -jar '" + CliJarIT.jar().toAbsolutePath()
                + "' merge shards/* --out target/ga-reports");
        assertEquals("0", merge[0], merge[1]);
        assertEquals(Files.readAllLines(out.resolve("merged/ref/runs.csv")).size(),
                Files.readAllLines(project.resolve("target/ga-reports/ref/runs.csv")).size());
    }

    /**
     * A shard is held to the plan the array was submitted with ({@code validate --write-plan}, which the submit
     * script runs, and {@code run --expect-plan}, which the array script passes): one whose declared input file or
     * environment variable hashes differently on its node is refused before it runs, naming the input.
     */
    @Test
    void aShardWhoseDeclaredInputsDifferFromThePlansIsRefusedBeforeItRuns(@TempDir Path dir) throws Exception {
        Path project = dir.resolve("project");
        Files.createDirectories(project.resolve("specs/data"));
        Files.writeString(project.resolve("specs/data/t.txt"), "one\n");
        Files.writeString(project.resolve("specs/in.yaml"), String.join("\n", "name: in", "seed: 5", "runs: 2",
                "budget: {maxGenerations: 20}", "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a]}]",
                "inputs: {files: [data/t.txt], env: [SOLVER_MODE]}", "variants: [{name: g, algorithm: growth-ga}]",
                ""));
        String jar = CliJarIT.jar().toAbsolutePath().toString();
        String[] written = run(project, Map.of(), "java", "-jar", jar, "validate", "specs/in.yaml", "--write-plan",
                "target/plan.properties");
        assertEquals("0", written[0], written[1]);
        String[] same = run(project, Map.of(), "java", "-jar", jar, "run", "specs/in.yaml", "--shard", "0/2",
                "--expect-plan", "target/plan.properties", "--out", "target/shards/0");
        assertEquals("0", same[0], same[1]);
        Files.writeString(project.resolve("specs/data/t.txt"), "two\n");
        String[] file = run(project, Map.of(), "java", "-jar", jar, "run", "specs/in.yaml", "--shard", "1/2",
                "--expect-plan", "target/plan.properties", "--out", "target/shards/1");
        assertEquals("2", file[0], file[1]);
        assertTrue(file[1].contains("the declared file data/t.txt hashes differently on this node"), file[1]);
        assertTrue(!Files.exists(project.resolve("target/shards/1/in/journal.csv")), "refused before it runs");
        Files.writeString(project.resolve("specs/data/t.txt"), "one\n");
        String[] env = run(project, Map.of("SOLVER_MODE", "off"), "java", "-jar", jar, "run", "specs/in.yaml",
                "--shard", "1/2", "--expect-plan", "target/plan.properties", "--out", "target/shards/1");
        assertEquals("2", env[0], env[1]);
        assertTrue(env[1].contains("the declared environment SOLVER_MODE hashes differently on this node"), env[1]);
    }

    /**
     * A project's own algorithm (compiled here: its adapter and its solver in two packages) through the same
     * scripts, its classes given by GALAB_CLASSPATH as a path relative to the project, which the submit script
     * makes absolute for the shards and the merge job; then bin/galab with --classpath, and with the variable.
     */
    @Test
    void aProjectsOwnAlgorithmRunsThroughTheScriptsAndBinGalab(@TempDir Path dir) throws Exception {
        Path project = dir.resolve("project");
        Files.createDirectories(project);
        ProjectClasspathTest.compile(project.resolve("target"), ProjectClasspathTest.SOLVER);
        Path spec = project.resolve("specs/own.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, String.join("\n", "name: own", "seed: 5", "runs: 2", "budget: {maxGenerations: 100}",
                "puzzles: [{set: sudoku/mantere-koljonen, ids: [s01a, s06a]}]",
                "variants: [{name: mine, algorithm: own-solver}]", ""));
        Path bin = dir.resolve("bin");
        Files.createDirectories(bin);
        Files.writeString(bin.resolve("sbatch"), SBATCH);
        Files.setPosixFilePermissions(bin.resolve("sbatch"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Path logs = dir.resolve("logs");
        Files.createDirectories(logs);
        Path scripts = Path.of("..", "scripts").toAbsolutePath().normalize();
        String[] submit = run(project, Map.of("PATH", bin + ":" + System.getenv("PATH"),
                "GALAB_JAR", CliJarIT.jar().toAbsolutePath().toString(), "SBATCH_LOG", logs.toString(),
                "GALAB_CLASSPATH", "target/classes"),
                "bash", scripts.resolve("slurm-submit.sh").toString(), "specs/own.yaml", "2", "target/slurm");
        assertEquals("0", submit[0], submit[1]);
        Path merged = project.resolve("target/slurm/merged/own/runs.csv");
        assertTrue(Files.isRegularFile(merged), Files.readString(logs.resolve("shard-0.log"))
                + Files.readString(logs.resolve("merge.log")));
        assertEquals(1 + 2 * 2, Files.readAllLines(merged).size(), "every run of the own algorithm, merged");
        assertTrue(Files.readAllLines(merged).get(1).startsWith("own,s01a,mine,,0,"), Files.readString(merged));

        Path galab = Path.of("..", "bin", "galab").toAbsolutePath().normalize();
        String[] byOption = run(project, Map.of(), galab.toString(), "run", "specs/own.yaml", "--classpath",
                "target/classes", "--out", "target/one");
        assertEquals("0", byOption[0], byOption[1]);
        String[] byVariable = run(project, Map.of("GALAB_CLASSPATH", "target/classes"), galab.toString(), "run",
                "specs/own.yaml", "--out", "target/two");
        assertEquals("0", byVariable[0], byVariable[1]);
        assertEquals(withoutMillis(merged), withoutMillis(project.resolve("target/one/own/runs.csv")));
        assertEquals(withoutMillis(merged), withoutMillis(project.resolve("target/two/own/runs.csv")));
        String[] without = run(project, Map.of(), galab.toString(), "run", "specs/own.yaml", "--out", "target/x");
        assertEquals("2", without[0], "without its classes the algorithm is unknown: " + without[1]);
        assertTrue(without[1].contains("unknown algorithm 'own-solver'"), without[1]);
    }

    private static List<String> withoutMillis(Path runs) throws Exception {
        return io.galab.experiment.ExperimentRunTest.withoutMillis(runs);
    }

    private static String[] run(Path dir, Map<String, String> environment, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(List.of(command))).directory(dir.toFile())
                .redirectErrorStream(true);
        pb.environment().putAll(environment);
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), String.join(" ", command));
        return new String[] {String.valueOf(p.exitValue()), output};
    }
}
