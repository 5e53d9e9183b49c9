package io.galab.bench;

import io.galab.algorithm.Algorithms;
import io.galab.experiment.Plan;
import io.galab.experiment.ProgressListener;
import io.galab.lab.Lab;
import io.galab.lab.Session;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Whole experiments: wall time, runs per second and peak heap of one spec at each thread count, from
 * a fresh output folder (no resume). Usage:
 *
 * <pre>
 *   java [-Xmx256m] -cp ga-benchmarks/target/benchmarks.jar io.galab.bench.ExperimentBenchmark SPEC [THREADS…]
 * </pre>
 *
 * Thread counts default to 1 and 2. Each count runs the spec twice and reports the second (the first
 * warms the JIT up).
 */
public final class ExperimentBenchmark {

    private ExperimentBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: ExperimentBenchmark SPEC [THREADS…]");
            System.exit(2);
        }
        Path spec = Path.of(args[0]);
        int[] threads = args.length > 1 ? Arrays.stream(args, 1, args.length).mapToInt(Integer::parseInt).toArray()
                : new int[] {1, 2};
        System.out.printf(Locale.ROOT, "spec %s, %d processors, max heap %d MiB, %s%n", spec,
                Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20,
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        double base = 0;
        for (int t : threads) {
            double seconds = 0;
            long runs = 0;
            for (int repeat = 0; repeat < 2; repeat++) {
                Path out = Files.createTempDirectory("galab-bench");
                Lab lab = Session.builder(Algorithms.builtIn(), spec.toAbsolutePath()).folders(out, null).threads(t)
                        .resume(false).build().lab();
                Plan plan = lab.plan(spec);
                System.gc();
                resetPeaks();
                long t0 = System.nanoTime();
                lab.run(plan, ProgressListener.NONE);
                seconds = (System.nanoTime() - t0) / 1e9;
                runs = plan.totalRuns();
            }
            double rate = runs / seconds;
            if (base == 0) {
                base = rate;
            }
            System.out.printf(Locale.ROOT, "threads %d: %d runs in %.2f s = %.1f runs/s (×%.2f), peak heap %d MiB%n", t,
                    runs,
                    seconds, rate, rate / base, peakHeap() >> 20);
        }
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /** Sum of the heap pools' peak usage since the last reset. */
    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}
