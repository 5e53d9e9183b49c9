package io.galab.experiment;

import java.nio.charset.StandardCharsets;

/**
 * The seed of every run, a documented function of (master seed, puzzle id, run index), the same for
 * every variant and parameter point of a spec, so variants are compared on common random numbers:
 *
 * <pre>
 *   seed = mix64(mix64(master XOR fnv1a64(puzzleId)) + run)
 * </pre>
 *
 * where {@code fnv1a64} is the 64-bit FNV-1a hash of the id's UTF-8 bytes (offset basis
 * 0xcbf29ce484222325, prime 0x100000001b3) and {@code mix64} is Stafford's variant 13 of the
 * MurmurHash3 finaliser, the mixer of {@link java.util.SplittableRandom}. A variant with a seed stream of its
 * own ({@code seedStream: s}, s &gt; 0) draws from {@code master' = mix64(master + s × 0x9e3779b97f4a7c15)}
 * instead: an independent sample of runs, for a comparison of a variant with itself (an A/A check).
 */
public final class Seeds {

    private Seeds() {
    }

    /** The seed of run {@code run} (from 0) of puzzle {@code puzzleId} under {@code master}. */
    public static long runSeed(long master, String puzzleId, int run) {
        return mix64(mix64(master ^ fnv1a64(puzzleId)) + run);
    }

    /** The master seed of seed stream {@code stream}: {@code master} itself for stream 0. */
    public static long stream(long master, int stream) {
        return stream == 0 ? master : mix64(master + stream * 0x9e3779b97f4a7c15L);
    }

    static long fnv1a64(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }

    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
