package io.galab.experiment.run;

import io.galab.experiment.ConvergenceGrid;
import io.galab.experiment.Plan;
import io.galab.experiment.RunRecord;
import io.galab.puzzle.TextFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The journals a {@link Journal} set aside ({@code journal.stale-N.csv} in the report folder): their names, the
 * message that says which variants' runs start again and why, and the runs taken back from them when a cell's
 * fingerprint is one they were made under (a change reverted; docs/experiments.md, "Running, resuming and progress").
 */
final class KeptAside {

    private KeptAside() {
    }

    /**
     * Takes runs for the cells that lack them from the journals kept aside in {@code dir}, newest first, whose
     * cells have this plan's fingerprints (the same spec, seed, budget, code, puzzle and parameters), leaving out
     * {@code skip} (the journal just set aside, whose kept runs were read). Returns the message naming what was
     * taken, or null.
     */
    static String reuse(Path dir, Plan plan, ConvergenceGrid grid, Path skip,
            List<RunRecord> records, Set<Long> seen) throws IOException {
        if (records.size() >= (long) plan.cells().size() * plan.runs()) {
            return null;
        }
        List<Path> kept = new ArrayList<>();
        for (int i = 1; Files.isRegularFile(at(dir, i), LinkOption.NOFOLLOW_LINKS); i++) {
            kept.add(0, at(dir, i));
        }
        kept.remove(skip);
        Set<String> variants = new LinkedHashSet<>();
        Set<String> files = new LinkedHashSet<>();
        int taken = 0;
        for (Path file : kept) {
            String text;
            try {
                text = TextFiles.stripBom(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            } catch (IOException e) {
                continue; // a journal kept aside that cannot be read: its runs are made again
            }
            String first = Journal.firstLine(text);
            if (Journal.otherPlan(first, plan, grid) != null) {
                continue;
            }
            int[] cellNow = Journal.cellsNow(first.substring(first.lastIndexOf(Journal.CELLS)), plan);
            if (Arrays.stream(cellNow).noneMatch(c -> c >= 0)) {
                continue;
            }
            int size = records.size();
            Journal.readLines(text, file, plan, grid, cellNow, records, seen, null);
            for (RunRecord r : records.subList(size, records.size())) {
                variants.add(plan.cells().get(r.cell()).variant().name());
            }
            if (records.size() > size) {
                taken += records.size() - size;
                files.add(file.getFileName().toString());
            }
            if (records.size() >= (long) plan.cells().size() * plan.runs()) {
                break;
            }
        }
        if (taken == 0) {
            return null;
        }
        return taken + " run" + (taken == 1 ? "" : "s") + " of " + names(variants) + " made earlier by the"
                + " same code, puzzles and parameters " + (taken == 1 ? "is" : "are") + " taken from "
                + String.join(", ", files) + " (a change reverted, or a variant put back)";
    }

    /**
     * Null when every journaled run is used and every cell keeps its runs (no count of 0 is ever said). Else
     * "the code of variant 'mine' changed since the journal was written: its 30 runs start again; the other
     * variants' runs are kept (the previous journal is kept as journal.stale-1.csv)"; or, where the variant's
     * code is unchanged, "the puzzles or parameters of variant …".
     */
    static String redone(Plan plan, String first, int[] cellNow, int dropped, Path stale) {
        boolean[] kept = new boolean[plan.cells().size()];
        for (int c : cellNow) {
            if (c >= 0) {
                kept[c] = true;
            }
        }
        Set<String> variants = new LinkedHashSet<>();
        Set<String> others = new LinkedHashSet<>();
        for (Plan.Cell c : plan.cells()) {
            (kept[c.index()] ? others : variants).add(c.variant().name());
        }
        others.removeAll(variants);
        String keptNote = (others.isEmpty() ? "no other variant's runs are kept" : "the runs of "
                + String.join(", ", others.stream().map(v -> "'" + v + "'").toList()) + " are kept")
                + " (the previous journal is kept as " + stale.getFileName() + ")";
        if (variants.isEmpty() && dropped == 0) {
            return null; // every journaled run is used and no cell lacks its runs: nothing to say
        }
        if (variants.isEmpty()) { // nothing of the spec changed: the runs not used are of cells it no longer has
            return dropped + " journaled run" + (dropped == 1 ? " is" : "s are") + " of cells that the spec no longer"
                    + " has (a variant or a puzzle taken out of it) and not used; every cell of the spec keeps its"
                    + " runs (the previous journal, with them, is kept as " + stale.getFileName() + ")";
        }
        if (dropped == 0) { // every journaled run is used: the cells without runs are new to the spec
            return "the spec has cells that the journal has no runs of (" + names(variants) + ", or puzzles, added"
                    + " to it); " + keptNote;
        }
        String oldCode = Journal.field(first.substring(0, first.lastIndexOf(Journal.CELLS)), "code=");
        Set<String> codeWas = oldCode == null ? null : Set.of(oldCode.split(","));
        Set<String> codeChanged = new LinkedHashSet<>();
        Set<String> otherChanged = new LinkedHashSet<>();
        for (String v : variants) {
            boolean code = codeWas != null && !codeWas.contains(plan.codeFingerprints().get(v));
            (code ? codeChanged : otherChanged).add(v);
        }
        List<String> parts = new ArrayList<>();
        if (!codeChanged.isEmpty()) {
            String what = CodeManifests.changed(stale.getParent(), plan.codeFiles().get(
                    plan.codeFingerprints().get(codeChanged.iterator().next())), codeWas);
            parts.add("the code of " + names(codeChanged) + (what == null
                    ? " (its algorithm's class, a class it calls, or a file of its class path)" : " (" + what + ")"));
        }
        if (!otherChanged.isEmpty()) {
            parts.add((codeWas == null ? "the code, puzzles or parameters of " : "the puzzles or parameters of ")
                    + names(otherChanged));
        }
        return String.join(", and ", parts) + " changed since the journal was written: "
                + (variants.size() == 1 ? "its" : "their") + " runs start again (" + dropped + " journaled run"
                + (dropped == 1 ? "" : "s") + " not"
                + " used); " + keptNote;
    }

    private static String names(Set<String> variants) {
        return (variants.size() == 1 ? "variant " : "variants ")
                + String.join(", ", variants.stream().map(v -> "'" + v + "'").toList());
    }

    /** The next free name for a journal set aside: {@code journal.stale-N.csv}, N from 1. */
    static Path next(Path dir) {
        for (int i = 1; ; i++) {
            if (!Files.exists(at(dir, i))) {
                return at(dir, i);
            }
        }
    }

    private static Path at(Path dir, int i) {
        return dir.resolve("journal.stale-" + i + ".csv");
    }
}
